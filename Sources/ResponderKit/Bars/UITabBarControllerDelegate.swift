import Foundation

/// The delegate of a tab bar controller: asked before a tab the user touched is selected, and
/// told after.
///
/// UIKit's `UITabBarControllerDelegate`, whose methods are optional: each has a default
/// (rules N14, N15). Neither is called when code sets `selectedIndex` or
/// `selectedViewController`. Q14, Q15: an animation controller the delegate gives for a switch
/// between two tabs replaces the immediate switch, and an interaction controller makes it
/// interactive.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` that the user touched may be selected (N14): false
  /// changes nothing. Asked for a touch on the selected tab too (N15). Default true.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

  /// Called after the user selected the tab of `viewController` (N14), after the switch's
  /// appearance calls; also after a touch on the selected tab (N15). Default: nothing.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

  /// The animator of a switch from `fromVC`'s tab to `toVC`'s, or nil for the immediate switch
  /// (Q14). Default nil.
  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?

  /// The interaction controller that drives the switch `animationController` animates, or nil
  /// (Q15). Default nil.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  /// True: every tab may be selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}

  /// Nil: the switch is immediate.
  public func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Nil.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
