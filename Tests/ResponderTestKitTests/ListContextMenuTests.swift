import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A table cell that logs the touches the responder chain brings it, then passes them on to
/// the table (R6), as a cell that does not handle touches would.
final class MenuLoggingTableCell: UITableViewCell {
  var log: TimedLog?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A collection cell that logs its touches and passes them on.
final class MenuLoggingItemCell: UICollectionViewCell {
  var log: TimedLog?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.add("cell touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// The menu every list delegate below gives: "Copy", logged, and "Delete".
@MainActor
func rowMenu(_ log: TimedLog, _ name: String) -> UIContextMenuConfiguration {
  UIContextMenuConfiguration(identifier: name, previewProvider: nil) { _ in
    UIMenu(children: [
      UIAction(title: "Copy") { _ in log.add("action Copy \(name)") },
      UIAction(title: "Delete", attributes: .destructive) { _ in log.add("action Delete \(name)") },
    ])
  }
}

/// A table data source and delegate that logs the row and menu calls, with a menu for every
/// row unless told otherwise.
final class MenuTableRecorder: UITableViewDataSource, UITableViewDelegate {
  let log: TimedLog
  var givesMenu = true
  init(log: TimedLog) { self.log = log }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    (cell as? MenuLoggingTableCell)?.log = log
    return cell
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.add("shouldHighlight(\(indexPath.row))")
    return true
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.add("didHighlight(\(indexPath.row))")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.add("didUnhighlight(\(indexPath.row))")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.add("willSelect(\(indexPath.row))")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.add("didSelect(\(indexPath.row))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }

  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    log.add("menu(\(indexPath.row)) at (\(Int(point.x)),\(Int(point.y)))")
    return givesMenu ? rowMenu(log, "row \(indexPath.row)") : nil
  }
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.add("previewForHighlighting \(configuration.identifier)")
    return nil
  }
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    log.add("previewForDismissing \(configuration.identifier)")
    return nil
  }
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("willDisplayContextMenu \(configuration.identifier)")
  }
  func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    log.add("willEndContextMenu \(configuration.identifier)")
  }
}

/// A view controller whose root view holds a 320 × 440 table of five 44-pt rows at the
/// window's origin, every call logged, in a 320 × 480 window.
@MainActor
struct MenuTableScene {
  let harness: TestHarness
  let log: TimedLog
  let table: UITableView
  let recorder: MenuTableRecorder

  init(idiom: UIUserInterfaceIdiom = .phone) {
    let controller = UIViewController()
    harness = TestHarness(
      rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480), idiom: idiom)
    let clock = harness.clock
    log = TimedLog { clock.now }
    table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(MenuLoggingTableCell.self, forCellReuseIdentifier: "Cell")
    recorder = MenuTableRecorder(log: log)
    table.dataSource = recorder
    table.delegate = recorder
    controller.view.addSubview(table)
    harness.advance(by: 0)
  }

  /// The log without the cell's own touch lines: the delegate's calls only.
  var delegateCalls: [String] { log.lines.filter { !$0.contains(" cell ") } }
  /// How many times the cell's touch ended or was cancelled.
  var touchEnds: Int {
    log.lines.filter { $0.hasSuffix("cell touchesEnded") || $0.hasSuffix("cell touchesCancelled") }.count
  }
}

@MainActor
@Suite("List context menus (L11)", .serialized)
struct ListContextMenuTests {
  @Test(
    "L11: a held row asks for its menu at 0.15 s with its row and point, presents at 0.4 s, unhighlights, selects nothing"
  )
  func tableHold() {
    let scene = MenuTableScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 66))
    scene.harness.advance(to: 1.0)
    scene.harness.lift(finger)
    scene.harness.advance(to: 1.5)
    #expect(
      scene.log.lines == [
        "0.150 cell touchesBegan", "0.150 shouldHighlight(1)", "0.150 didHighlight(1)", "0.150 menu(1) at (100,66)",
        "0.150 previewForHighlighting row 1", "0.400 willDisplayContextMenu row 1", "0.400 cell touchesCancelled",
        "0.400 didUnhighlight(1)",
      ])
    #expect(scene.harness.presentedContextMenu?.children.map(\.title) == ["Copy", "Delete"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.touchEnds == 1)
    #expect(scene.table.contextMenuInteraction?.view === scene.table)
    #expect(scene.table.panGestureRecognizer.state == .possible)
  }

  @Test("L11: choosing an item of a row's menu runs its handler, then willEndContextMenuInteraction")
  func tableChoose() {
    let scene = MenuTableScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 66))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    scene.log.lines = []
    #expect(scene.harness.tapMenuAction(titled: "Copy"))
    #expect(scene.log.lines == ["0.500 action Copy row 1", "0.500 willEndContextMenu row 1"])
    #expect(scene.harness.presentedContextMenu == nil)
  }

  @Test("L11: a nil configuration leaves the row to highlight and select as without the menu")
  func tableNilConfiguration() {
    let scene = MenuTableScene()
    scene.recorder.givesMenu = false
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 66))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    scene.harness.advance(by: 0.1)
    #expect(
      scene.delegateCalls == [
        "0.150 shouldHighlight(1)", "0.150 didHighlight(1)", "0.150 menu(1) at (100,66)", "0.500 didUnhighlight(1)",
        "0.500 willSelect(1)", "0.500 didSelect(1)",
      ])
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(scene.touchEnds == 1)
  }
}
