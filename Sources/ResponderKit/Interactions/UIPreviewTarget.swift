import Foundation

/// Where a preview goes: a container view and a center in it, as UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget {
  /// The view the center is in.
  public let container: UIView
  /// The preview's center, in the container's coordinates.
  public let center: CGPoint
  /// A transform applied to the preview.
  public let transform: CGAffineTransform

  /// A target at `center` of `container`, with no transform.
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }

  /// A target at `center` of `container`, with `transform`.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }
}
