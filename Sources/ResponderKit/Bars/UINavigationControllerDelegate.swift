import Foundation

/// The object a navigation controller tells when it shows a controller.
///
/// UIKit's `UINavigationControllerDelegate`, rules N2 and N3: `willShow` comes in the layout
/// pass that starts a push or pop, after the appearance will-calls (our choice of order), and
/// `didShow` after the did-calls and the containment calls; a cancelled back swipe calls no
/// `didShow` (N10, weak). Q14, Q15: an animation controller the delegate gives replaces the
/// push or pop's built-in animation, and an interaction controller makes it interactive. Every
/// member is optional: the defaults do nothing and answer nil.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// The navigation controller is about to show `viewController` (N2, N3).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// The navigation controller showed `viewController` (N2, N3).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// The interaction controller that drives the custom push or pop `animationController`
  /// animates, or nil (Q15).
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The animator of an animated push or pop from `fromVC` to `toVC`, or nil for the built-in
  /// one (Q14); asked before the will-calls (our choice), not for the back swipe.
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  /// Nil.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Nil.
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
