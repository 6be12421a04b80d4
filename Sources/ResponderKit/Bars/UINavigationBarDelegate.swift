import Foundation

/// The object a navigation bar asks before it pushes or pops an item, and tells after.
///
/// UIKit's `UINavigationBarDelegate`, rule N12: a navigation controller's bar asks its
/// delegate `navigationBar(_:shouldPop:)` when the back button is tapped; the navigation
/// controller is the delegate when it (or an extension of it in the app) conforms. Every member
/// is optional: the defaults allow and do nothing.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
  /// Whether the bar may push `item`; default true.
  func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
  /// The bar pushed `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
  /// Whether the bar may pop `item` (the back button was tapped); default true (N12).
  func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
  /// The bar popped `item`.
  func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
  /// Allows the push.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
  /// Allows the pop.
  public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
  /// Does nothing.
  public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
