import Foundation

/// The object that would run UIKit Dynamics' physics for its behaviours: UIKit's
/// `UIDynamicAnimator`.
///
/// Stored, not simulated: the animator keeps its behaviours and reference view as code sets
/// them, and `isRunning` stays false, so items stay where code puts them. A library that flings
/// a view with a push behaviour compiles and its gesture handling runs; the fling itself does
/// not move the view (see the porting article).
@preconcurrency @MainActor
open class UIDynamicAnimator {
  /// The view whose coordinate space the behaviours use (nil for the layout forms).
  public private(set) weak var referenceView: UIView?
  /// The collection view layout whose coordinate space the behaviours use.
  public private(set) weak var collectionViewLayout: UICollectionViewLayout?
  /// The animator's delegate, told when it pauses and resumes (never, as it does not run).
  open weak var delegate: UIDynamicAnimatorDelegate?

  /// The behaviours added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []

  /// Creates an animator in `view`'s coordinate space, as UIKit's `init(referenceView:)`.
  public init(referenceView view: UIView) {
    referenceView = view
  }

  /// Creates an animator for a collection view layout, as UIKit's
  /// `init(collectionViewLayout:)`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
  }

  /// Creates an animator with no reference space.
  public init() {}

  /// Adds a behaviour; adding one the animator has does nothing.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.dynamicAnimator = self
    behavior.willMove(to: self)
  }

  /// Removes a behaviour.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behaviors.removeAll { $0 === behavior }
    behavior.dynamicAnimator = nil
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// Whether the simulation runs: always false, as nothing is simulated.
  open var isRunning: Bool { false }

  /// The time the simulation has run: always 0.
  open func elapsedTime() -> TimeInterval { 0 }

  /// The items of the animator's behaviours (and their children) whose frames meet `rect`, in
  /// the reference view's coordinates.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    var found: [UIDynamicItem] = []
    func visit(_ behavior: UIDynamicBehavior) {
      for item in behavior.dynamicItems where !found.contains(where: { $0 === item }) {
        let size = item.bounds.size
        let frame = CGRect(
          x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
        if frame.intersects(rect) { found.append(item) }
      }
      behavior.childBehaviors.forEach(visit)
    }
    behaviors.forEach(visit)
    return found
  }

  /// Tells the animator that code changed an item's state; nothing to update, as nothing is
  /// simulated.
  open func updateItem(usingCurrentState item: UIDynamicItem) {}
}

/// The delegate of a ``UIDynamicAnimator``: UIKit's `UIDynamicAnimatorDelegate`.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Called when the animator resumes (never here: it does not run).
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Called when the animator pauses (never here).
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing (the method is optional in UIKit).
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing (the method is optional in UIKit).
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
