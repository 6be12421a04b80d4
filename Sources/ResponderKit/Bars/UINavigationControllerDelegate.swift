import Foundation

/// The object a navigation controller tells when it shows a controller.
///
/// UIKit's `UINavigationControllerDelegate`, rules N2 and N3: `willShow` comes in the layout
/// pass that starts a push or pop, after the appearance will-calls (our choice of order), and
/// `didShow` after the did-calls and the containment calls; a cancelled back swipe calls no
/// `didShow` (N10, weak). Every member is optional: the defaults do nothing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// The navigation controller is about to show `viewController` (N2, N3).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// The navigation controller showed `viewController` (N2, N3).
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
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
}
