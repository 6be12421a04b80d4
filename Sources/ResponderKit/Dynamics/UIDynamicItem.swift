import Foundation

/// What UIKit Dynamics moves: an object with a centre, bounds and a transform. UIKit's
/// `UIDynamicItem`; ``UIView`` and ``UICollectionViewLayoutAttributes`` adopt it.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  /// The item's centre, which a simulation moves.
  var center: CGPoint { get set }
  /// The item's bounds, whose size is the body's size.
  var bounds: CGRect { get }
  /// The item's transform, which a simulation rotates.
  var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}
