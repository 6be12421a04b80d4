import Foundation
import Testing

@testable import ResponderKit

/// A cell that counts how many were made and how often they were prepared for reuse, and
/// records its highlight changes.
final class CountingItemCell: UICollectionViewCell {
  nonisolated(unsafe) static var made = 0
  var prepared = 0
  var highlights: [Bool] = []

  override init(frame: CGRect) {
    CountingItemCell.made += 1
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { highlights.append(isHighlighted) }
  }

  override func prepareForReuse() {
    prepared += 1
    super.prepareForReuse()
  }
}

/// A data source and flow-layout delegate that logs every item call (`shouldHighlightItem(4)`,
/// …) and the scroll view's dragging start, with scripted answers.
final class CollectionRecorder: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let log: CallLog
  var items: [Int]
  var sizes: [IndexPath: CGSize] = [:]
  var shouldHighlight = true
  var shouldSelect = true
  var shouldDeselect = true
  var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }

  init(log: CallLog, items: [Int] = [9]) {
    self.log = log
    self.items = items
  }

  private func name(_ path: IndexPath) -> String {
    path.section == 0 ? "\(path.item)" : "\(path.section).\(path.item)"
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    items[section]
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    configure(cell, indexPath)
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log.add("shouldHighlightItem(\(name(indexPath)))")
    return shouldHighlight
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.add("didHighlightItem(\(name(indexPath)))")
  }
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log.add("didUnhighlightItem(\(name(indexPath)))")
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.add("shouldSelectItem(\(name(indexPath)))")
    return shouldSelect
  }
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    log.add("shouldDeselectItem(\(name(indexPath)))")
    return shouldDeselect
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.add("didSelectItem(\(name(indexPath)))")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.add("didDeselectItem(\(name(indexPath)))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }
}

@MainActor
@Suite("Collection views (L)", .serialized)
struct CollectionViewTests {
  /// Research §1.5's fifth stage: 3 × 3 items of 100 × 100 in a 320 × 320 collection view,
  /// every call logged.
  @MainActor
  struct Setup {
    var stage = Stage()
    let view: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let recorder: CollectionRecorder

    init(items: [Int] = [9], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 320)) {
      layout.itemSize = CGSize(width: 100, height: 100)
      view = UICollectionView(frame: frame, collectionViewLayout: layout)
      view.register(CountingItemCell.self, forCellWithReuseIdentifier: "Item")
      recorder = CollectionRecorder(log: stage.log, items: items)
      view.dataSource = recorder
      view.delegate = recorder
      stage.window.addSubview(view)
      wait(0)
    }

    var clock: VirtualClock { stage.app.clock as! VirtualClock }

    mutating func wait(_ seconds: TimeInterval) {
      stage.time += seconds
      clock.advance(to: stage.time)
    }

    func take() -> [String] {
      stage.take().filter {
        !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") && !$0.hasPrefix("note")
          && !$0.hasPrefix("window") && !$0.hasPrefix("app ")
      }
    }

    /// A quick tap: down, up 0.05 s later; the calls of the touch-up event, then those after.
    mutating func tap(_ x: CGFloat, _ y: CGFloat) -> (inEvent: [String], after: [String]) {
      stage.touch(1, .began, x, y)
      _ = take()
      stage.touch(1, .ended, x, y)
      let inEvent = take()
      wait(0)
      return (inEvent, take())
    }

    func cell(_ item: Int) -> CountingItemCell? {
      view.cellForItem(at: IndexPath(item: item, section: 0)) as? CountingItemCell
    }
  }

  private func frames(_ view: UICollectionView, _ section: Int = 0) -> [CGRect] {
    (0..<view.numberOfItems(inSection: section)).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null
    }
  }

  @Test("L1: the flow layout's defaults; 3 × 3 items fill lines with the spacing")
  func flowGrid() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.scrollDirection == .vertical)
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10 && layout.sectionInset == .zero)
    let setup = Setup()
    #expect(setup.view.allowsSelection && !setup.view.allowsMultipleSelection && setup.view.delaysContentTouches)
    #expect(setup.view.collectionViewLayout === setup.layout && setup.layout.collectionView === setup.view)
    #expect(setup.view.numberOfSections == 1 && setup.view.numberOfItems(inSection: 0) == 9)
    let grid = frames(setup.view)
    #expect(grid[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(grid[4] == CGRect(x: 110, y: 110, width: 100, height: 100))
    #expect(grid[8] == CGRect(x: 220, y: 220, width: 100, height: 100))
    #expect(setup.view.contentSize == CGSize(width: 320, height: 320))
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil)
    #expect(setup.view.visibleCells.count == 9 && setup.view.subviews.filter { $0 is UICollectionViewCell }.count == 9)
    let cell = setup.cell(4)
    #expect(cell?.frame == grid[4] && cell?.contentView.superview === cell && cell?.contentView.frame == cell?.bounds)
    #expect(
      cell?.reuseIdentifier == "Item" && cell.map { setup.view.indexPath(for: $0) } == IndexPath(item: 4, section: 0))
  }

  @Test("L1: full lines spread their extra space, the last line keeps the minimum, one item is centred; insets")
  func flowSpacingAndInsets() {
    let setup = Setup(items: [5, 1], frame: CGRect(x: 0, y: 0, width: 350, height: 600))
    setup.layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 20, right: 10)
    let first = frames(setup.view, 0)
    // 330 pt of room: three 100-pt items, 15 pt apart; the last line keeps 10 pt.
    #expect(first.map(\.minX) == [10, 125, 240, 10, 120])
    #expect(first.map(\.minY) == [5, 5, 5, 115, 115])
    #expect(frames(setup.view, 1) == [CGRect(x: 125, y: 240, width: 100, height: 100)])
    #expect(setup.view.contentSize == CGSize(width: 350, height: 360))
  }

  @Test("L1: sizeForItemAt sizes items; a line is as tall as its tallest item, the others centred across it")
  func flowSizes() {
    let setup = Setup(items: [3])
    setup.recorder.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 60)
    setup.recorder.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 300, height: 40)
    setup.view.reloadData()
    #expect(
      frames(setup.view) == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 220, y: 20, width: 100, height: 60),
        CGRect(x: 10, y: 110, width: 300, height: 40),
      ])
  }

  @Test("L1: a horizontal flow layout fills columns and scrolls right")
  func flowHorizontal() {
    let setup = Setup(items: [7])
    setup.layout.scrollDirection = .horizontal
    let grid = frames(setup.view)
    #expect(
      grid[0].origin == .zero && grid[1].origin == CGPoint(x: 0, y: 110) && grid[3].origin == CGPoint(x: 110, y: 0))
    #expect(grid[6].origin == CGPoint(x: 220, y: 110))
    #expect(setup.view.contentSize == CGSize(width: 320, height: 320))
    #expect(setup.view.indexPathForItem(at: CGPoint(x: 150, y: 250)) == IndexPath(item: 5, section: 0))
  }

  @Test("L1: 10,000 items: only visible items have cells, scrolling reuses them after prepareForReuse")
  func reuse() {
    CountingItemCell.made = 0
    let setup = Setup(items: [10_000])
    let view = setup.view
    #expect(view.contentSize.height == CGFloat(3334 * 110 - 10))
    #expect(view.indexPathsForVisibleItems.count == 9 && CountingItemCell.made == 9)
    view.contentOffset = CGPoint(x: 0, y: 110 * 1000 + 50)
    #expect(view.indexPathsForVisibleItems == (3000..<3012).map { IndexPath(item: $0, section: 0) })
    #expect(view.subviews.filter { $0 is UICollectionViewCell }.count == 12)
    #expect(CountingItemCell.made == 12)
    #expect(view.visibleCells.compactMap { $0 as? CountingItemCell }.filter { $0.prepared > 0 }.count == 9)
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 110 * 1001 + 1)) == IndexPath(item: 3004, section: 0))
  }

  @Test("L2/L5: a quick tap: highlight, unhighlight, shouldSelect, didSelect, all in the touch-up event")
  func quickTap() {
    var setup = Setup()
    setup.stage.touch(1, .began, 150, 150)
    setup.wait(0.02)
    #expect(setup.take() == [])
    setup.stage.touch(1, .ended, 150, 150, after: 0.03)
    #expect(
      setup.take() == [
        "shouldHighlightItem(4)", "didHighlightItem(4)", "didUnhighlightItem(4)", "shouldSelectItem(4)",
        "didSelectItem(4)",
      ])
    #expect(setup.view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(setup.cell(4)?.isSelected == true && setup.cell(4)?.highlights == [true, false])
    setup.wait(0)
    #expect(setup.take() == [])
  }

  @Test("L2/L5: a hold highlights at 0.15 s; another item deselects the old one without shouldDeselect")
  func holdThenSecondItem() {
    var setup = Setup()
    _ = setup.tap(50, 50)
    setup.stage.touch(1, .began, 150, 150)
    setup.wait(0.149)
    #expect(setup.take() == [])
    setup.wait(0.001)
    #expect(setup.take() == ["shouldHighlightItem(4)", "didHighlightItem(4)"])
    #expect(setup.cell(4)?.isHighlighted == true)
    setup.stage.touch(1, .ended, 150, 150, after: 0.35)
    #expect(
      setup.take() == ["didUnhighlightItem(4)", "shouldSelectItem(4)", "didDeselectItem(0)", "didSelectItem(4)"])
    #expect(setup.cell(0)?.isSelected == false && setup.cell(4)?.isSelected == true)
  }

  @Test("L5: shouldSelect false stops and keeps the old item; a re-tap selects the item again")
  func vetoAndRetap() {
    var setup = Setup()
    _ = setup.tap(50, 50)
    setup.recorder.shouldSelect = false
    #expect(setup.tap(150, 150).inEvent.suffix(2) == ["didUnhighlightItem(4)", "shouldSelectItem(4)"])
    #expect(setup.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    setup.recorder.shouldSelect = true
    #expect(setup.tap(50, 50).inEvent.suffix(2) == ["shouldSelectItem(0)", "didSelectItem(0)"])
    #expect(setup.view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("L5: multiple selection adds items; a selected one asks shouldDeselect, then didDeselect")
  func multiple() {
    var setup = Setup()
    setup.view.allowsMultipleSelection = true
    _ = setup.tap(50, 50)
    #expect(setup.tap(150, 150).inEvent.suffix(2) == ["shouldSelectItem(4)", "didSelectItem(4)"])
    setup.recorder.shouldDeselect = false
    #expect(setup.tap(50, 50).inEvent.suffix(2) == ["didUnhighlightItem(0)", "shouldDeselectItem(0)"])
    #expect(setup.view.indexPathsForSelectedItems?.count == 2)
    setup.recorder.shouldDeselect = true
    #expect(setup.tap(50, 50).inEvent.suffix(2) == ["shouldDeselectItem(0)", "didDeselectItem(0)"])
    #expect(setup.view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(setup.cell(0)?.isSelected == false)
  }

  @Test("L2: shouldHighlight false: that touch makes no other call; allowsSelection false: no call")
  func refusals() {
    var setup = Setup()
    setup.recorder.shouldHighlight = false
    #expect(setup.tap(150, 150) == (["shouldHighlightItem(4)"], []))
    setup.recorder.shouldHighlight = true
    setup.view.allowsSelection = false
    #expect(setup.tap(150, 150) == ([], []))
    setup.view.allowsSelection = true
    #expect(setup.tap(105, 150) == ([], []))
    #expect(setup.view.indexPathsForSelectedItems == nil)
  }

  @Test("L3: leaving the item unhighlights, coming back highlights again; a lift outside selects nothing")
  func moves() {
    var setup = Setup()
    setup.view.isScrollEnabled = false
    setup.stage.touch(1, .began, 150, 150)
    #expect(setup.take() == ["shouldHighlightItem(4)", "didHighlightItem(4)"])
    setup.stage.touch(1, .moved, 150, 215)
    #expect(setup.take() == ["didUnhighlightItem(4)"])
    setup.stage.touch(1, .moved, 150, 200)
    #expect(setup.take() == ["shouldHighlightItem(4)", "didHighlightItem(4)"])
    setup.stage.touch(1, .moved, 150, 260)
    setup.stage.touch(1, .ended, 150, 260)
    #expect(setup.take() == ["didUnhighlightItem(4)"])
    #expect(setup.view.indexPathsForSelectedItems == nil)
  }

  @Test("L6: a pan after the highlight: willBeginDragging, then didUnhighlight; no selection")
  func panCancels() {
    var setup = Setup(items: [30])
    setup.stage.touch(1, .began, 150, 150)
    setup.wait(0.17)
    #expect(setup.take() == ["shouldHighlightItem(4)", "didHighlightItem(4)"])
    setup.stage.touch(1, .moved, 150, 142)
    setup.stage.touch(1, .moved, 150, 130, after: 0.03)
    #expect(setup.take() == ["willBeginDragging", "didUnhighlightItem(4)"])
    setup.stage.touch(1, .ended, 150, 130)
    setup.wait(2)
    #expect(setup.take() == [])
    #expect(setup.view.indexPathsForSelectedItems == nil)
  }

  @Test("L7: selectItem and deselectItem call no delegate method; reloadData clears the selection")
  func programmatic() {
    let setup = Setup(items: [30])
    let two = IndexPath(item: 2, section: 0)
    setup.view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    setup.view.selectItem(at: two, animated: true, scrollPosition: [])
    #expect(setup.view.indexPathsForSelectedItems == [two])
    #expect(setup.cell(1)?.isSelected == false && setup.cell(2)?.isSelected == true)
    setup.view.deselectItem(at: two, animated: false)
    #expect(setup.view.indexPathsForSelectedItems == nil && setup.cell(2)?.isSelected == false)
    setup.view.selectItem(at: IndexPath(item: 29, section: 0), animated: false, scrollPosition: .bottom)
    #expect(setup.view.contentOffset == CGPoint(x: 0, y: 1100 - 10 - 320))
    #expect(setup.view.cellForItem(at: IndexPath(item: 29, section: 0))?.isSelected == true)
    setup.view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(setup.view.indexPathsForSelectedItems == nil)
    setup.view.selectItem(at: two, animated: false, scrollPosition: .top)
    #expect(setup.view.contentOffset == .zero)
    setup.view.reloadData()
    #expect(setup.view.indexPathsForSelectedItems == nil)
    #expect(!setup.take().contains { $0.contains("elect") || $0.contains("ighlight") })
  }

  @Test("L8: a button in a cell consumes its touch: the item neither highlights nor selects")
  func controlInCell() {
    var setup = Setup()
    let log = setup.stage.log
    setup.recorder.configure = { cell, path in
      guard path.item == 4, cell.contentView.subviews.isEmpty else { return }
      let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      button.addAction(UIAction { _ in log.add("touchUpInside") }, for: .touchUpInside)
      cell.contentView.addSubview(button)
    }
    setup.view.reloadData()
    #expect(setup.tap(130, 130) == (["touchUpInside"], []))
    #expect(setup.view.indexPathsForSelectedItems == nil)
    #expect(setup.tap(190, 190).inEvent.last == "didSelectItem(4)")
  }

  @Test("L9: a tap recognizer on the collection view cancels the item's touch; without cancelsTouchesInView it selects")
  func recognizerOverCollection() {
    var setup = Setup()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    logActions(tap, "tap", setup.stage.log)
    setup.view.addGestureRecognizer(tap)
    #expect(setup.tap(150, 150) == (["tap action ended"], []))
    setup.stage.touch(1, .began, 150, 150)
    setup.wait(0.2)
    #expect(setup.take() == ["shouldHighlightItem(4)", "didHighlightItem(4)"])
    setup.stage.touch(1, .ended, 150, 150)
    #expect(setup.take() == ["tap action ended", "didUnhighlightItem(4)"])
    tap.cancelsTouchesInView = false
    #expect(
      setup.tap(150, 150).inEvent == [
        "tap action ended", "shouldHighlightItem(4)", "didHighlightItem(4)", "didUnhighlightItem(4)",
        "shouldSelectItem(4)", "didSelectItem(4)",
      ])
  }
}
