import Foundation

/// The delegate of a tab bar: told when the user selects an item.
///
/// UIKit's `UITabBarDelegate`, whose methods are optional: each has a default that does
/// nothing. A tab bar controller is the delegate of its own tab bar (N14).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// Called when a touch-up inside an item's control selected it (N14); not when code sets
  /// `selectedItem`. The default does nothing.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
