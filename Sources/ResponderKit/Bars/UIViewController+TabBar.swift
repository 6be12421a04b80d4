import Foundation

extension UIViewController {
  /// The nearest tab bar controller among the controller's parents, or nil.
  ///
  /// UIKit's rule: the closest `UITabBarController` up the parent chain (a tab bar controller's
  /// own answer is its parent's); a controller on the More tab's stack finds it through the
  /// More navigation controller (N15).
  public var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }
}
