import Foundation

/// The delegate of a tab bar controller: asked before a tab the user touched is selected, and
/// told after.
///
/// UIKit's `UITabBarControllerDelegate`, whose methods are optional: each has a default
/// (rules N14, N15). Neither is called when code sets `selectedIndex` or
/// `selectedViewController`.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the tab of `viewController` that the user touched may be selected (N14): false
  /// changes nothing. Asked for a touch on the selected tab too (N15). Default true.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

  /// Called after the user selected the tab of `viewController` (N14), after the switch's
  /// appearance calls; also after a touch on the selected tab (N15). Default: nothing.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// True: every tab may be selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }

  /// Does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
