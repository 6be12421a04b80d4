import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// What both collection recorders below log: the item and highlight calls, one line each.
@MainActor
struct ItemCallLog {
  let log: TimedLog
  func items(_ paths: [IndexPath]) -> String { "[" + paths.map { "\($0.item)" }.joined(separator: ",") + "]" }
}

/// A collection data source and delegate on the iOS 16 API: `contextMenuConfigurationForItemsAt`
/// and the per-item previews; nine items, a menu for every touch unless told otherwise.
final class NewMenuCollectionRecorder: UICollectionViewDataSource, UICollectionViewDelegate {
  let calls: ItemCallLog
  var givesMenu = true
  init(log: TimedLog) { calls = ItemCallLog(log: log) }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? MenuLoggingItemCell)?.log = calls.log
    return cell
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.log.add("didHighlight(\(indexPath.item))")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.log.add("didUnhighlight(\(indexPath.item))")
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.log.add("didSelect(\(indexPath.item))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.log.add("willBeginDragging") }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.log.add("menu(items: \(calls.items(indexPaths))) at (\(Int(point.x)),\(Int(point.y)))")
    return givesMenu ? rowMenu(calls.log, "items \(calls.items(indexPaths))") : nil
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.log.add("old menu(\(indexPath.item))")
    return nil
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    calls.log.add("highlightPreview(\(indexPath.item))")
    return nil
  }
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    calls.log.add("old previewForHighlighting")
    return nil
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.log.add("willDisplayContextMenu \(configuration.identifier)")
  }
  func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.log.add("willEndContextMenu \(configuration.identifier)")
  }
}

/// A collection data source and delegate on the API before iOS 16 only:
/// `contextMenuConfigurationForItemAt` and the configuration's previews.
final class OldMenuCollectionRecorder: UICollectionViewDataSource, UICollectionViewDelegate {
  let calls: ItemCallLog
  init(log: TimedLog) { calls = ItemCallLog(log: log) }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    (cell as? MenuLoggingItemCell)?.log = calls.log
    return cell
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    calls.log.add("didHighlight(\(indexPath.item))")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    calls.log.add("didUnhighlight(\(indexPath.item))")
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.log.add("didSelect(\(indexPath.item))")
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    calls.log.add("old menu(\(indexPath.item)) at (\(Int(point.x)),\(Int(point.y)))")
    return rowMenu(calls.log, "item \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    calls.log.add("old previewForHighlighting \(configuration.identifier)")
    return nil
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    calls.log.add("willDisplayContextMenu \(configuration.identifier)")
  }
}

/// Nine 100 × 100 items in three lines (x 0, 110, 220; y 0, 110, 220) of a 320 × 440
/// collection view at the window's origin, in a 320 × 480 window on the phone idiom.
@MainActor
struct MenuCollectionScene {
  let harness: TestHarness
  let log: TimedLog
  let view: UICollectionView

  init(delegate: (TimedLog) -> any UICollectionViewDataSource & UICollectionViewDelegate) {
    let controller = UIViewController()
    harness = TestHarness(rootViewController: controller, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let clock = harness.clock
    log = TimedLog { clock.now }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    view.register(MenuLoggingItemCell.self, forCellWithReuseIdentifier: "Item")
    let recorder = delegate(log)
    kept = recorder
    view.dataSource = recorder
    view.delegate = recorder
    controller.view.addSubview(view)
    harness.advance(by: 0)
  }

  /// The data source and delegate, which the collection view holds weakly.
  private let kept: AnyObject

  /// Holds a finger at `point` until 1 s, lifts it, and lets half a second pass.
  func hold(at point: CGPoint) {
    let finger = harness.touchDown(at: point)
    harness.advance(to: 1.0)
    harness.lift(finger)
    harness.advance(to: 1.5)
  }

  var touchEnds: Int {
    log.lines.filter { $0.hasSuffix("cell touchesEnded") || $0.hasSuffix("cell touchesCancelled") }.count
  }
}

@MainActor
@Suite("Collection item context menus (L11)", .serialized)
struct ListItemContextMenuTests {
  @Test("L11: a held item asks contextMenuConfigurationForItemsAt with [item] and the point, presents, selects nothing")
  func newAPIHold() {
    let scene = MenuCollectionScene { NewMenuCollectionRecorder(log: $0) }
    scene.hold(at: CGPoint(x: 150, y: 50))
    #expect(
      scene.log.lines == [
        "0.150 cell touchesBegan", "0.150 didHighlight(1)", "0.150 menu(items: [1]) at (150,50)",
        "0.150 highlightPreview(1)", "0.400 willDisplayContextMenu items [1]", "0.400 cell touchesCancelled",
        "0.400 didUnhighlight(1)",
      ])
    #expect(scene.harness.presentedContextMenu?.children.map(\.title) == ["Copy", "Delete"])
    #expect(scene.view.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(scene.touchEnds == 1)
    #expect(scene.harness.tapMenuAction(titled: "Copy"))
    #expect(scene.log.lines.suffix(2) == ["1.500 action Copy items [1]", "1.500 willEndContextMenu items [1]"])
  }

  @Test("L11: between the items the new API is asked with no items, and the old one never")
  func newAPIBackground() {
    let scene = MenuCollectionScene { NewMenuCollectionRecorder(log: $0) }
    scene.hold(at: CGPoint(x: 105, y: 50))
    #expect(
      scene.log.lines == [
        "0.150 menu(items: []) at (105,50)", "0.150 old previewForHighlighting",
        "0.400 willDisplayContextMenu items []",
      ])
    #expect(scene.harness.presentedContextMenu?.children.map(\.title) == ["Copy", "Delete"])
  }

  @Test("L11: a held item of a multiple selection brings the selected items, the touched one first")
  func newAPIMultipleSelection() {
    let scene = MenuCollectionScene { NewMenuCollectionRecorder(log: $0) }
    scene.view.allowsMultipleSelection = true
    scene.view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    scene.view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    scene.hold(at: CGPoint(x: 150, y: 150))
    #expect(scene.log.lines.contains("0.150 menu(items: [4,0]) at (150,150)"))
    #expect(
      Set(scene.view.indexPathsForSelectedItems ?? []) == [
        IndexPath(item: 0, section: 0), IndexPath(item: 4, section: 0),
      ])
  }

  @Test("L11: a nil configuration from the new API leaves the item to highlight and select; the old one is not asked")
  func newAPINil() {
    let scene = MenuCollectionScene { log in
      let recorder = NewMenuCollectionRecorder(log: log)
      recorder.givesMenu = false
      return recorder
    }
    let finger = scene.harness.touchDown(at: CGPoint(x: 50, y: 50))
    scene.harness.advance(to: 0.5)
    scene.harness.lift(finger)
    scene.harness.advance(by: 0.1)
    #expect(
      scene.log.lines == [
        "0.150 cell touchesBegan", "0.150 didHighlight(0)", "0.150 menu(items: [0]) at (50,50)",
        "0.500 cell touchesEnded", "0.500 didUnhighlight(0)", "0.500 didSelect(0)",
      ])
    #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("L11: a delegate with only the old API is asked contextMenuConfigurationForItemAt and its previews")
  func oldAPIHold() {
    let scene = MenuCollectionScene { OldMenuCollectionRecorder(log: $0) }
    scene.hold(at: CGPoint(x: 250, y: 150))
    #expect(
      scene.log.lines == [
        "0.150 cell touchesBegan", "0.150 didHighlight(5)", "0.150 old menu(5) at (250,150)",
        "0.150 old previewForHighlighting item 5", "0.400 willDisplayContextMenu item 5",
        "0.400 cell touchesCancelled", "0.400 didUnhighlight(5)",
      ])
    #expect(scene.touchEnds == 1)
  }

  @Test("L11: with only the old API, a touch between the items asks nothing and shows no menu")
  func oldAPIBackground() {
    let scene = MenuCollectionScene { OldMenuCollectionRecorder(log: $0) }
    scene.hold(at: CGPoint(x: 105, y: 50))
    #expect(scene.log.lines.isEmpty)
    #expect(scene.harness.presentedContextMenu == nil)
  }

  @Test("L11, M3: a finger that moves after a row's menu presented does not scroll the table")
  func dragAfterMenuDoesNotScroll() {
    let scene = MenuTableScene()
    let finger = scene.harness.touchDown(at: CGPoint(x: 100, y: 66))
    scene.harness.advance(to: 0.5)
    scene.harness.move(finger, to: CGPoint(x: 100, y: 200))
    scene.harness.move(finger, to: CGPoint(x: 100, y: 300))
    scene.harness.lift(finger)
    scene.harness.advance(to: 1.0)
    #expect(scene.table.contentOffset == .zero)
    #expect(!scene.log.lines.contains { $0.hasSuffix("willBeginDragging") })
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.touchEnds == 1)
    #expect(scene.harness.presentedContextMenu != nil)
  }
}
