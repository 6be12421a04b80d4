import Foundation

/// The delegate of a split view controller: asked how to collapse its columns and told when
/// its display mode changes.
///
/// UIKit's `UISplitViewControllerDelegate`, whose methods are optional: each has a default
/// (rule N17).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
  /// Whether the delegate collapsed `secondaryViewController` itself (N17, the `.unspecified`
  /// style): false lets the split controller push it onto the primary's navigation stack.
  /// Default false.
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool

  /// The column shown on top when the column styles collapse (N17): `.secondary` pushes the
  /// secondary onto the primary's navigation stack, another column leaves the primary alone.
  /// Default: `proposedTopColumn`, which is `.secondary`.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// Called before the display mode changes (N17). Default: nothing.
  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

  /// Whether the delegate showed `vc` as the detail itself (N17, Q3): true, the split
  /// controller does nothing more. Default false.
  func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool
}

extension UISplitViewControllerDelegate {
  /// False: the split controller collapses the secondary onto the primary.
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }

  /// The proposed column.
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }

  /// Does nothing.
  public func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {}

  /// False: the split controller shows the detail.
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
}

extension UIViewController {
  /// The nearest split view controller among the controller's ancestors, or nil (N17).
  public var splitViewController: UISplitViewController? {
    var current = parent
    while let controller = current {
      if let split = controller as? UISplitViewController { return split }
      current = controller.parent
    }
    return nil
  }
}
