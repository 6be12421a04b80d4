import Foundation
@_spi(Tools) import ResponderKit

extension TestHarness {
  // MARK: Navigation, tab bars and presentation

  /// The controller whose screen a user sees: the top-most controller presented in the window,
  /// else, down from the root view controller, the top of the navigation stack of the selected
  /// tab (N1, N14, Q4); nil without a root view controller.
  public var visibleViewController: UIViewController? {
    window.rootViewController?.controllerAsUserSees
  }

  /// Taps the view that shows `item`: a bar button item's control or custom view in its
  /// navigation bar or toolbar, a tab bar item's button in its tab bar (N12, N14).
  ///
  /// The harness first lets the run loop lay out (`advance(by: 0)`), so a bar shows the items
  /// set since. When no bar shows the item, or a touch at its centre would not reach that view
  /// (as `tap(_:)` checks), the harness records a test failure at the call naming why; for an
  /// item no bar shows, nothing is touched.
  public func tap(
    _ item: UIBarItem, fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    advance(by: 0)
    guard let view = item.viewShowingItem, view.window != nil else {
      let name = item.title.map { "\"\($0)\"" } ?? "\(Swift.type(of: item))"
      Self.recordIssue(
        "tap(_:) on bar item \(name): no bar in a window shows it (set it on a navigation item, "
          + "toolbarItems or a tab bar item of a controller on screen)",
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
      return
    }
    tap(view, fileID: fileID, file: file, line: line, column: column)
  }

  /// Taps the back button of the navigation bar of the visible screen's navigation controller,
  /// as a user goes back (N12: the bar asks `navigationBar(_:shouldPop:)`, then pops animated).
  ///
  /// The harness first lets the run loop lay out (`advance(by: 0)`). With no navigation
  /// controller, or a bar that shows no back button (the root, `hidesBackButton`, a leading
  /// item in its place, a hidden bar), it records a test failure at the call and touches
  /// nothing.
  public func tapBackButton(
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    advance(by: 0)
    let site = CallSite(fileID: fileID, file: file, line: line, column: column)
    var navigation = visibleViewController?.navigationController
    if navigation == nil, let visible = visibleViewController as? UINavigationController { navigation = visible }
    guard let navigation else {
      return Self.recordIssue("tapBackButton(): the visible controller is in no navigation controller", at: site)
    }
    guard let back = navigation.navigationBar.backButtonView, !navigation.isNavigationBarHidden else {
      return Self.recordIssue(
        "tapBackButton(): the navigation bar shows no back button (the root is on top, the bar is hidden, "
          + "hidesBackButton is set or a leading item takes its place)", at: site)
    }
    tap(back, fileID: fileID, file: file, line: line, column: column)
  }
}
