import Foundation
@_spi(Tools) import ResponderKit
import ResponderTestKit
import Testing

/// A split delegate that logs its calls and answers `topColumn` when collapsing.
final class SplitDelegateLog: UISplitViewControllerDelegate {
  let log: OrderLog
  var topColumn: UISplitViewController.Column?
  var keepsSecondaryOff = false

  init(log: OrderLog) { self.log = log }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    log.add("topColumnForCollapsing proposed \(proposedTopColumn)")
    return topColumn ?? proposedTopColumn
  }

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    log.add("collapseSecondary \(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "?")")
    return keepsSecondaryOff
  }

  func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
    log.add("willChangeTo \(displayMode)")
  }
}

@MainActor
@Suite("Split view controllers (N17)")
struct SplitViewControllerTests {
  let log = OrderLog()
  let list: AppearanceLogController
  let detail: AppearanceLogController
  let delegate: SplitDelegateLog

  init() {
    list = AppearanceLogController("list", log: log)
    detail = AppearanceLogController("detail", log: log)
    list.title = "list"
    detail.title = "detail"
    delegate = SplitDelegateLog(log: log)
  }

  func makeSplit(_ style: UISplitViewController.Style) -> UISplitViewController {
    let split = UISplitViewController(style: style)
    split.delegate = delegate
    split.setViewController(list, for: .primary)
    split.setViewController(detail, for: .secondary)
    return split
  }

  @Test("N17: collapsed on the phone: the secondary is pushed onto the primary's stack; hide pops, show pushes")
  func phoneCollapsesOntoPrimary() {
    let split = makeSplit(.doubleColumn)
    let harness = TestHarness(rootViewController: split)
    harness.advance(by: 1)
    #expect(split.isCollapsed)
    #expect(split.displayMode == .secondaryOnly)
    #expect(
      log.lines == [
        "topColumnForCollapsing proposed secondary", "detail.viewWillAppear(false)", "detail.viewDidAppear(false)",
      ])
    #expect(harness.visibleViewController === detail)
    #expect(list.navigationController?.viewControllers.map { $0.title } == ["list", "detail"])
    #expect(detail.splitViewController === split)
    log.lines.removeAll()
    split.hide(.secondary)
    harness.advance(by: 1)
    #expect(harness.visibleViewController === list)
    #expect(log.lines.first == "detail.viewWillDisappear(true)")
    split.show(.secondary)
    harness.advance(by: 1)
    #expect(harness.visibleViewController === detail)
    #expect(split.viewController(for: .primary) === list)
  }

  @Test("N17: collapsed, a delegate that keeps the primary on top; showDetailViewController pushes (Q3)")
  func phoneKeepsPrimaryShowDetailPushes() {
    delegate.topColumn = .primary
    let split = makeSplit(.doubleColumn)
    let harness = TestHarness(rootViewController: split)
    harness.advance(by: 1)
    #expect(harness.visibleViewController === list)
    let other = AppearanceLogController("other", log: log)
    list.showDetailViewController(other, sender: nil)
    harness.advance(by: 1)
    #expect(harness.visibleViewController === other)
    #expect(other.navigationController === list.navigationController)
  }

  @Test("N17: the classic style asks collapseSecondary(_:onto:); true keeps the secondary off")
  func classicCollapse() {
    delegate.keepsSecondaryOff = true
    let split = UISplitViewController()
    split.delegate = delegate
    split.viewControllers = [list, detail]
    let harness = TestHarness(rootViewController: split)
    harness.advance(by: 1)
    #expect(log.lines.first == "collapseSecondary detail onto list")
    #expect(harness.visibleViewController === list)
    #expect(split.viewControllers.count == 1)
    #expect(split.style == .unspecified)
  }

  @Test("N17: on the pad the primary lies beside the secondary; hide(.primary) leaves the secondary only")
  func padSideBySide() {
    let split = makeSplit(.doubleColumn)
    let harness = TestHarness(
      rootViewController: split, frame: CGRect(x: 0, y: 0, width: 1024, height: 768), idiom: .pad)
    harness.advance(by: 1)
    #expect(!split.isCollapsed)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    #expect(
      Set(log.lines) == [
        "list.viewWillAppear(false)", "list.viewDidAppear(false)", "detail.viewWillAppear(false)",
        "detail.viewDidAppear(false)",
      ])
    log.lines.removeAll()
    split.hide(.primary)
    #expect(
      log.lines == [
        "willChangeTo secondaryOnly", "list.viewWillDisappear(false)", "list.viewDidDisappear(false)",
      ])
    harness.advance(by: 1)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(list.parent == nil)
    split.preferredPrimaryColumnWidthFraction = 0.5
    split.show(.primary)
    harness.advance(by: 1)
    #expect(list.view.frame.width == 512)
    let other = AppearanceLogController("other", log: log)
    list.showDetailViewController(other, sender: nil)
    harness.advance(by: 1)
    #expect(split.viewController(for: .secondary) === other)
    #expect(detail.parent == nil)
  }

  @Test("N17: a triple-column split on the pad: primary, supplementary, secondary")
  func padTripleColumn() {
    let split = makeSplit(.tripleColumn)
    let middle = UIViewController()
    split.setViewController(middle, for: .supplementary)
    split.primaryBackgroundStyle = .sidebar
    split.presentsWithGesture = false
    let harness = TestHarness(
      rootViewController: split, frame: CGRect(x: 0, y: 0, width: 1024, height: 768), idiom: .pad)
    harness.advance(by: 1)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(middle.view.frame.minX == 320)
    #expect(detail.view.frame.minX == 640)
    #expect(split.viewControllers.count == 3)
    split.hide(.primary)
    harness.advance(by: 1)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(list.parent == nil)
    #expect(middle.view.frame.minX == 0)
  }
}
