import Foundation
import Testing

@testable import ResponderKit

/// A cell that counts how many were made and how often they were prepared for reuse, and logs
/// its highlight and selection hooks when given a log.
final class CountingCell: UITableViewCell {
  nonisolated(unsafe) static var made = 0
  var prepared = 0
  var log: CallLog?
  var highlights: [Bool] = []

  override init(style: CellStyle, reuseIdentifier: String?) {
    CountingCell.made += 1
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    prepared += 1
    super.prepareForReuse()
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlights.append(highlighted)
    super.setHighlighted(highlighted, animated: animated)
  }
}

/// A data source and delegate that logs every row call (`shouldHighlight(1)`, …) and the scroll
/// view's dragging start, with scripted answers.
final class TableRecorder: UITableViewDataSource, UITableViewDelegate {
  let log: CallLog
  var rows: [Int]
  var heights: [IndexPath: CGFloat] = [:]
  var shouldHighlight = true
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  var willDeselect: (IndexPath) -> IndexPath? = { $0 }
  var configure: (UITableViewCell, IndexPath) -> Void = { _, _ in }

  init(log: CallLog, rows: [Int] = [20]) {
    self.log = log
    self.rows = rows
  }

  private func name(_ path: IndexPath) -> String {
    path.section == 0 ? "\(path.row)" : "\(path.section).\(path.row)"
  }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    configure(cell, indexPath)
    return cell
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.add("shouldHighlight(\(name(indexPath)))")
    return shouldHighlight
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.add("didHighlight(\(name(indexPath)))")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.add("didUnhighlight(\(name(indexPath)))")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.add("willSelect(\(name(indexPath)))")
    return willSelect(indexPath)
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.add("willDeselect(\(name(indexPath)))")
    return willDeselect(indexPath)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.add("didSelect(\(name(indexPath)))")
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.add("didDeselect(\(name(indexPath)))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }

  var trailing: UISwipeActionsConfiguration?
  var leading: UISwipeActionsConfiguration?
  var canEdit = true
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    log.add("trailingSwipeActionsConfiguration(\(name(indexPath)))")
    return trailing
  }
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    log.add("leadingSwipeActionsConfiguration(\(name(indexPath)))")
    return leading
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.add("willBeginEditing(\(name(indexPath)))")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.add("didEndEditing(\(indexPath.map(name) ?? "nil"))")
  }
}

@MainActor
@Suite("Table views (L)", .serialized)
struct TableViewTests {
  /// Research §1.5's stage: a 320 × 440 table at the window's origin, 20 rows of 44 pt, every
  /// call logged.
  @MainActor
  struct Setup {
    var stage = Stage()
    let table: UITableView
    let recorder: TableRecorder

    init(rows: [Int] = [20], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 440)) {
      table = UITableView(frame: frame, style: .plain)
      table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
      recorder = TableRecorder(log: stage.log, rows: rows)
      table.dataSource = recorder
      table.delegate = recorder
      stage.window.addSubview(table)
      wait(0)
    }

    var clock: VirtualClock { stage.app.clock as! VirtualClock }

    /// Runs the clock `seconds` past the last input.
    mutating func wait(_ seconds: TimeInterval) {
      stage.time += seconds
      clock.advance(to: stage.time)
    }

    /// The log without hit testing, the window's and the application's lines and notes.
    func take() -> [String] {
      stage.take().filter {
        !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") && !$0.hasPrefix("note")
          && !$0.hasPrefix("window") && !$0.hasPrefix("app ")
      }
    }

    /// A quick tap: down, up 0.05 s later; returns the calls of the touch-up event, then those
    /// that come after it.
    mutating func tap(_ x: CGFloat, _ y: CGFloat) -> (inEvent: [String], after: [String]) {
      stage.touch(1, .began, x, y)
      _ = take()
      stage.touch(1, .ended, x, y)
      let inEvent = take()
      wait(0)
      return (inEvent, take())
    }

    func cell(_ row: Int) -> CountingCell? {
      table.cellForRow(at: IndexPath(row: row, section: 0)) as? CountingCell
    }
  }

  @Test("L1: defaults, row geometry, sections and heights")
  func geometry() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .grouped)
    #expect(table.style == .grouped && UITableView(frame: .zero).style == .plain)
    #expect(table.rowHeight == 44 && UITableView.automaticDimension == -1)
    #expect(table.allowsSelection && !table.allowsMultipleSelection)
    #expect(!table.isEditing && !table.allowsSelectionDuringEditing)
    #expect(table.delaysContentTouches && table.indexPathForSelectedRow == nil)
    let setup = Setup(rows: [3, 2])
    setup.recorder.heights[IndexPath(row: 1, section: 0)] = 100
    setup.recorder.heights[IndexPath(row: 0, section: 1)] = UITableView.automaticDimension
    setup.table.reloadData()
    #expect(setup.table.numberOfSections == 2 && setup.table.numberOfRows(inSection: 1) == 2)
    #expect(setup.table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 100))
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 188, width: 320, height: 44))
    #expect(setup.table.contentSize == CGSize(width: 320, height: 276))
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 10, y: 143.5)) == IndexPath(row: 1, section: 0))
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 10, y: 144)) == IndexPath(row: 2, section: 0))
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 10, y: 240)) == IndexPath(row: 1, section: 1))
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 10, y: 276)) == nil)
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 1))?.superview === setup.table)
    let cell = setup.table.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 44, width: 320, height: 100))
    #expect(cell?.contentView.superview === cell && cell?.contentView.frame == cell?.bounds)
    #expect(cell?.reuseIdentifier == "Cell")
    #expect(cell.map { setup.table.indexPath(for: $0) } == IndexPath(row: 1, section: 0))
  }

  @Test("L1: the data source defaults to one section; cells have UIKit's labels")
  func defaultsAndLabels() {
    final class OneSection: UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "plain")
          ?? UITableViewCell(style: .subtitle, reuseIdentifier: "plain")
      }
    }
    let source = OneSection()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    table.dataSource = source
    #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil)
    #expect(table.numberOfSections == 1 && table.visibleCells.count == 3)
    let cell = table.visibleCells[0]
    #expect(cell.textLabel?.superview === cell.contentView && cell.detailTextLabel != nil)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    #expect(cell.selectionStyle == .default && cell.accessoryType == .none)
    #expect(!cell.isHighlighted && !cell.isSelected)
  }

  @Test("L1: 10,000 rows: only visible rows have cells, scrolling reuses them after prepareForReuse")
  func reuse() {
    CountingCell.made = 0
    var setup = Setup(rows: [10_000])
    let table = setup.table
    #expect(table.contentSize.height == 440_000)
    #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 10)
    #expect(CountingCell.made == 10)
    let first = setup.cell(0)
    setup.stage.touch(1, .began, 100, 400)
    setup.stage.touch(1, .moved, 100, 300)
    setup.stage.touch(1, .moved, 100, 178)
    setup.stage.touch(1, .ended, 100, 178)
    setup.wait(5)
    #expect(table.contentOffset.y > 300)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect((first?.prepared ?? 0) > 0 && first.map { table.indexPath(for: $0) } != IndexPath(row: 0, section: 0))
    table.contentOffset = CGPoint(x: 0, y: 44 * 5000 + 10)
    #expect(table.indexPathsForVisibleRows == (5000..<5011).map { IndexPath(row: $0, section: 0) })
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 11)
    #expect(CountingCell.made <= 12)
    let cells = table.visibleCells.compactMap { $0 as? CountingCell }
    #expect(cells.count == 11 && cells.filter { $0.prepared > 0 }.count >= 9)
    #expect(cells[0].frame == CGRect(x: 0, y: 220_000, width: 320, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 220_050)) == IndexPath(row: 5001, section: 0))
  }

  @Test("L2/L4: a quick tap highlights, unhighlights at the lift, then selects after that event")
  func quickTap() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    #expect(setup.take() == [])
    setup.wait(0.02)
    #expect(setup.take() == [])
    setup.stage.touch(1, .ended, 100, 66, after: 0.03)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)"])
    #expect(setup.table.indexPathForSelectedRow == nil)
    setup.wait(0)
    #expect(setup.take() == ["willSelect(1)", "didSelect(1)"])
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(setup.cell(1)?.isSelected == true && setup.cell(1)?.isHighlighted == false)
    #expect(setup.cell(1)?.highlights == [true, false])
  }

  @Test("L4: the selection comes before the next event, after the touch-up's own calls")
  func selectionBeforeNextEvent() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    setup.stage.touch(1, .ended, 100, 66)
    setup.stage.touch(2, .began, 100, 300)
    #expect(
      setup.take() == ["shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)", "willSelect(1)", "didSelect(1)"])
  }

  @Test("L2/L4: a hold highlights at 0.15 s; a second row deselects the first, in UIKit's order")
  func holdThenSecondRow() {
    var setup = Setup()
    _ = setup.tap(100, 66)
    setup.stage.touch(1, .began, 100, 154)
    setup.wait(0.149)
    #expect(setup.take() == [])
    setup.wait(0.001)
    #expect(setup.take() == ["shouldHighlight(3)", "didHighlight(3)"])
    #expect(setup.cell(3)?.isHighlighted == true)
    setup.stage.touch(1, .ended, 100, 154, after: 0.35)
    #expect(setup.take() == ["didUnhighlight(3)"])
    setup.wait(0)
    #expect(setup.take() == ["willSelect(3)", "willDeselect(1)", "didDeselect(1)", "didSelect(3)"])
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(setup.cell(1)?.isSelected == false && setup.cell(3)?.isSelected == true)
  }

  @Test("L2: shouldHighlight false: that touch makes no other call, and selects nothing")
  func shouldHighlightFalse() {
    var setup = Setup()
    setup.recorder.shouldHighlight = false
    let tap = setup.tap(100, 154)
    #expect(tap.inEvent == ["shouldHighlight(3)"] && tap.after == [])
    #expect(setup.table.indexPathForSelectedRow == nil && setup.cell(3)?.highlights == [])
  }

  @Test("L4: willSelect nil stops; willDeselect nil keeps the old row; willSelect may redirect")
  func vetoes() {
    var setup = Setup()
    _ = setup.tap(100, 66)
    setup.recorder.willSelect = { _ in nil }
    #expect(setup.tap(100, 154).after == ["willSelect(3)"])
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    setup.recorder.willSelect = { _ in IndexPath(row: 5, section: 0) }
    setup.recorder.willDeselect = { _ in nil }
    #expect(setup.tap(100, 154).after == ["willSelect(3)", "willDeselect(1)", "didSelect(5)"])
    #expect(setup.table.indexPathsForSelectedRows == [1, 5].map { IndexPath(row: $0, section: 0) })
  }

  @Test("L4: re-tapping the selected row selects it again; multiple selection toggles rows")
  func retapAndMultiple() {
    var setup = Setup()
    _ = setup.tap(100, 66)
    #expect(setup.tap(100, 66).after == ["willSelect(1)", "didSelect(1)"])
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    setup.table.allowsMultipleSelection = true
    #expect(setup.tap(100, 154).after == ["willSelect(3)", "didSelect(3)"])
    #expect(setup.tap(100, 66).after == ["willDeselect(1)", "didDeselect(1)"])
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(setup.cell(1)?.isSelected == false)
  }

  @Test("L3: leaving the row unhighlights, coming back highlights again; a lift outside selects nothing")
  func moves() {
    var setup = Setup()
    setup.table.isScrollEnabled = false
    setup.stage.touch(1, .began, 100, 66)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    setup.stage.touch(1, .moved, 100, 100)
    #expect(setup.take() == ["didUnhighlight(1)"])
    setup.stage.touch(1, .moved, 100, 60)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    setup.stage.touch(1, .moved, 100, 120)
    setup.stage.touch(1, .ended, 100, 120)
    setup.wait(0)
    #expect(setup.take() == ["didUnhighlight(1)"])
    #expect(setup.table.indexPathForSelectedRow == nil)
  }

  @Test("L6: a pan after the highlight: willBeginDragging, then didUnhighlight; no selection")
  func panCancels() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    setup.wait(0.17)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    setup.stage.touch(1, .moved, 100, 58)
    #expect(setup.take() == [])
    setup.stage.touch(1, .moved, 100, 46, after: 0.03)
    #expect(setup.take() == ["willBeginDragging", "didUnhighlight(1)"])
    setup.stage.touch(1, .ended, 100, 46)
    setup.wait(2)
    #expect(setup.take() == [])
    #expect(setup.table.indexPathForSelectedRow == nil && setup.cell(1)?.isHighlighted == false)
  }

  @Test("L6: a flick that pans within the delay never highlights")
  func flickNeverHighlights() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    setup.stage.touch(1, .moved, 100, 46)
    #expect(setup.take() == ["willBeginDragging"])
    setup.stage.touch(1, .ended, 100, 46)
    setup.wait(2)
    #expect(setup.take() == [])
  }

  @Test("L6: reloadData or code scrolling the row away during a hold unhighlights it once; the lift selects nothing")
  func rowLeavesDuringHold() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    setup.wait(0.2)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    setup.table.reloadData()
    #expect(setup.take() == ["didUnhighlight(1)"])
    setup.stage.touch(1, .ended, 100, 66)
    setup.wait(0)
    #expect(setup.take() == [])
    setup.stage.touch(1, .began, 100, 66)
    setup.wait(0.2)
    setup.table.contentOffset = CGPoint(x: 0, y: 300)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)"])
    setup.stage.touch(1, .ended, 100, 66)
    setup.wait(0)
    #expect(setup.take() == [])
    setup.table.contentOffset = .zero
    #expect(setup.tap(100, 66).after == ["willSelect(1)", "didSelect(1)"])
  }

  @Test("L7: selectRow and deselectRow call no delegate method; reloadData clears the selection")
  func programmatic() {
    let setup = Setup()
    let one = IndexPath(row: 1, section: 0)
    let two = IndexPath(row: 2, section: 0)
    setup.table.selectRow(at: one, animated: false, scrollPosition: .none)
    setup.table.selectRow(at: two, animated: true, scrollPosition: .none)
    #expect(setup.table.indexPathsForSelectedRows == [two])
    #expect(setup.cell(1)?.isSelected == false && setup.cell(2)?.isSelected == true)
    setup.table.deselectRow(at: two, animated: false)
    #expect(setup.table.indexPathForSelectedRow == nil && setup.cell(2)?.isSelected == false)
    setup.table.selectRow(at: IndexPath(row: 19, section: 0), animated: false, scrollPosition: .bottom)
    #expect(setup.table.contentOffset == CGPoint(x: 0, y: 440))
    #expect(setup.table.cellForRow(at: IndexPath(row: 19, section: 0))?.isSelected == true)
    setup.table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(setup.table.indexPathForSelectedRow == nil)
    setup.table.selectRow(at: one, animated: false, scrollPosition: .none)
    setup.table.reloadData()
    #expect(setup.table.indexPathForSelectedRow == nil)
    #expect(!setup.take().contains { $0.contains("elect") || $0.contains("ighlight") })
  }

  @Test("L2: allowsSelection false, or editing without allowsSelectionDuringEditing: no calls")
  func selectionOff() {
    var setup = Setup()
    setup.table.allowsSelection = false
    #expect(setup.tap(100, 66) == ([], []))
    setup.table.allowsSelection = true
    setup.table.isEditing = true
    #expect(setup.tap(100, 66) == ([], []))
    setup.table.allowsSelectionDuringEditing = true
    #expect(setup.tap(100, 66).after == ["willSelect(1)", "didSelect(1)"])
  }

  @Test("L8: a button in a cell consumes its touch: the row neither highlights nor selects")
  func controlInCell() {
    var setup = Setup()
    let log = setup.stage.log
    setup.recorder.configure = { cell, path in
      guard path.row == 1, cell.contentView.subviews.isEmpty else { return }
      let button = UIButton(frame: CGRect(x: 240, y: 10, width: 60, height: 24))
      button.addAction(UIAction { _ in log.add("touchUpInside") }, for: .touchUpInside)
      cell.contentView.addSubview(button)
    }
    setup.table.reloadData()
    let tap = setup.tap(250, 54)
    #expect(tap.inEvent == ["touchUpInside"] && tap.after == [])
    #expect(setup.table.indexPathForSelectedRow == nil)
    #expect(setup.tap(100, 54).after == ["willSelect(1)", "didSelect(1)"])
  }

  @Test("L9: a tap recognizer on the table cancels the row's touch; without cancelsTouchesInView the row selects")
  func recognizerOverTable() {
    var setup = Setup()
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    logActions(tap, "tap", setup.stage.log)
    setup.table.addGestureRecognizer(tap)
    #expect(setup.tap(100, 66) == (["tap action ended"], []))
    setup.stage.touch(1, .began, 100, 66)
    setup.wait(0.2)
    #expect(setup.take() == ["shouldHighlight(1)", "didHighlight(1)"])
    setup.stage.touch(1, .ended, 100, 66)
    setup.wait(0)
    #expect(setup.take() == ["tap action ended", "didUnhighlight(1)"])
    tap.cancelsTouchesInView = false
    #expect(
      setup.tap(100, 66)
        == (
          ["tap action ended", "shouldHighlight(1)", "didHighlight(1)", "didUnhighlight(1)"],
          [
            "willSelect(1)", "didSelect(1)",
          ]
        ))
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test("L2/L6: every highlight gets exactly one unhighlight, whatever ends the touch")
  func balancedHighlights() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 66)
    setup.wait(0.2)
    setup.stage.touch(1, .ended, 100, 66)
    setup.stage.touch(1, .began, 100, 154)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 120)
    setup.stage.touch(1, .ended, 100, 120)
    setup.wait(3)
    setup.stage.tap(100, 200)
    setup.stage.touch(1, .began, 100, 250)
    setup.wait(0.2)
    setup.stage.touch(1, .cancelled, 100, 250)
    let lines = setup.take()
    let highlights = lines.filter { $0.hasPrefix("didHighlight") }
    let unhighlights = lines.filter { $0.hasPrefix("didUnhighlight") }
    #expect(highlights.count == 4)
    #expect(highlights.map { $0.dropFirst(12) } == unhighlights.map { $0.dropFirst(14) })
    for cell in setup.table.visibleCells {
      let hooks = (cell as? CountingCell)?.highlights ?? []
      #expect(hooks.filter { $0 }.count == hooks.filter { !$0 }.count && !cell.isHighlighted)
    }
  }
}
