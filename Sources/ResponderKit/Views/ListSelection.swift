import Foundation

/// A cell of a table or collection view, as the state machine both lists share sees it.
@MainActor
protocol ListCell: UIView {
  /// The identifier the list reuses the cell under (L1).
  var listReuseIdentifier: String? { get }
  /// Whether the cell shows the highlight (L2).
  var listIsHighlighted: Bool { get }
  /// Whether the cell shows the selection (L4, L5, L7).
  var listIsSelected: Bool { get }
  /// Sets the highlight through the cell's overridable hook (L2, L3, L6).
  func listSetHighlighted(_ highlighted: Bool)
  /// Sets the selection through the cell's overridable hook (L4, L5, L7).
  func listSetSelected(_ selected: Bool, animated: Bool)
  /// The cell's `prepareForReuse()` (L1).
  func listPrepareForReuse()
}

/// What a list is to the state machine both lists share: its items, its cells and its
/// delegate's answers, each list giving its own delegate's methods (L2–L7).
@MainActor
protocol ListSelectionHost: UIView {
  /// The item whose rectangle holds `point`, in the list's coordinates (L1).
  func listIndexPath(at point: CGPoint) -> IndexPath?
  /// The item's rectangle in the list's coordinates, zero when it does not exist (L1).
  func listRect(of path: IndexPath) -> CGRect
  /// Whether the item exists (L1).
  func listItemExists(_ path: IndexPath) -> Bool
  /// The cell of a visible item (L1).
  func listCell(at path: IndexPath) -> (any ListCell)?
  /// Whether touches may select now (`allowsSelection`, or its editing form; L2).
  var listTouchesSelect: Bool { get }
  /// Whether touches select several items now (L4, L5).
  var listSelectsMultiple: Bool { get }
  /// `shouldHighlight…` (L2).
  func listShouldHighlight(_ path: IndexPath) -> Bool
  /// `didHighlight…` (L2).
  func listDidHighlight(_ path: IndexPath)
  /// `didUnhighlight…` (L3, L4, L6).
  func listDidUnhighlight(_ path: IndexPath)
  /// The item a touch selects, or nil to refuse: `willSelectRowAt` for tables,
  /// `shouldSelectItemAt` for collection views (L4, L5).
  func listWillSelect(_ path: IndexPath) -> IndexPath?
  /// The item a touch deselects, or nil to keep it: `willDeselectRowAt` for tables; for
  /// collection views `shouldDeselectItemAt` when a touch toggles it, no call when another item
  /// replaces it (L4, L5).
  func listWillDeselect(_ path: IndexPath, replaced: Bool) -> IndexPath?
  /// `didSelect…` (L4, L5).
  func listDidSelect(_ path: IndexPath)
  /// `didDeselect…` (L4, L5).
  func listDidDeselect(_ path: IndexPath)
  /// The tracked touch ended on the highlighted item: tables select after the event (L4),
  /// collection views at once (L5), both through ``ListSelection/selectForTouch(_:)``.
  func listTouchEnded(on path: IndexPath)
}

/// The highlight and selection state machine of both lists, table and collection view (rules
/// L2–L7): it follows the one touch that reaches the list's own touch methods through the
/// responder chain (R6, after S4's delay), highlights the item under it, unhighlights it when
/// the touch leaves, ends or is cancelled, and keeps the selected items. The orders of the
/// delegate calls are the host's: each list answers ``ListSelectionHost``'s calls with its own
/// delegate's methods.
@MainActor
final class ListSelection {
  /// A touch the list tracks for an item (L2, L3): whether it highlights the item now, and
  /// whether `shouldHighlight…` refused it (then the touch makes no calls at all).
  private struct TrackedTouch {
    let touch: UITouch
    let indexPath: IndexPath
    var highlighted: Bool
    let refused: Bool
  }

  private unowned let host: any ListSelectionHost
  /// The selected items (L4, L5, L7).
  private(set) var selected: Set<IndexPath> = []
  private var tracked: TrackedTouch?

  init(host: any ListSelectionHost) {
    self.host = host
  }

  /// The item the tracked touch is on, if a touch is tracked.
  var trackedIndexPath: IndexPath? { tracked?.indexPath }

  // MARK: Touches (L2, L3, L6)

  /// Rule L2: a touch that reaches the list on an item asks `shouldHighlight…`, then highlights
  /// the item's cell → `didHighlight…`.
  func touchesBegan(_ touches: Set<UITouch>) {
    // A touch whose end never came up the chain (its view left the list) is over.
    if let tracked, tracked.touch.phase == .ended || tracked.touch.phase == .cancelled {
      endTouch()
    }
    guard tracked == nil, host.listTouchesSelect, let touch = touches.first,
      let path = host.listIndexPath(at: touch.location(in: host))
    else { return }
    let highlighted = highlight(path)
    tracked = TrackedTouch(touch: touch, indexPath: path, highlighted: highlighted, refused: !highlighted)
  }

  /// Rule L3: leaving the item unhighlights it, coming back highlights it again.
  func touchesMoved(_ touches: Set<UITouch>) {
    guard var current = tracked, !current.refused, touches.contains(where: { $0 === current.touch }) else { return }
    let inside = host.listRect(of: current.indexPath).contains(current.touch.location(in: host))
    if current.highlighted && !inside {
      current.highlighted = false
      tracked = current
      unhighlight(current.indexPath)
    } else if !current.highlighted && inside {
      current.highlighted = highlight(current.indexPath)
      if tracked?.touch === current.touch { tracked = current }
    }
  }

  /// Rules L4 and L5: the touch-up unhighlights the item → `didUnhighlight…`, then the host
  /// selects it (after the event for tables, at once for collection views); a touch-up
  /// outside the item selects nothing (L3).
  func touchesEnded(_ touches: Set<UITouch>) {
    guard let current = tracked, touches.contains(where: { $0 === current.touch }) else { return }
    tracked = nil
    guard current.highlighted else { return }
    unhighlight(current.indexPath)
    if host.listRect(of: current.indexPath).contains(current.touch.location(in: host)) {
      host.listTouchEnded(on: current.indexPath)
    }
  }

  /// Rule L6: a cancelled touch unhighlights its item → `didUnhighlight…`, and selects nothing.
  func touchesCancelled(_ touches: Set<UITouch>) {
    guard let current = tracked, touches.contains(where: { $0 === current.touch }) else { return }
    endTouch()
  }

  /// Rule L6: the tracked touch can no longer select (its cell left on a reload or a scroll by
  /// code, or the touch was cancelled): the item is unhighlighted once, and nothing is selected.
  func endTouch() {
    guard let current = tracked else { return }
    tracked = nil
    if current.highlighted { unhighlight(current.indexPath) }
  }

  private func highlight(_ path: IndexPath) -> Bool {
    guard host.listShouldHighlight(path) else { return false }
    host.listCell(at: path)?.listSetHighlighted(true)
    host.listDidHighlight(path)
    return true
  }

  private func unhighlight(_ path: IndexPath) {
    host.listCell(at: path)?.listSetHighlighted(false)
    host.listDidUnhighlight(path)
  }

  // MARK: Selection (L4, L5, L7)

  /// Rules L4 and L5 after a touch-up on `path`: in multiple selection a selected item is
  /// toggled off (`willDeselect…`/`shouldDeselect…` → `didDeselect…`); otherwise the host's
  /// `willSelect…`/`shouldSelect…` (nil stops), then in single selection each other selected
  /// item leaves (tables ask `willDeselectRowAt`, nil keeps it) → `didDeselect…`, then the
  /// item is selected → `didSelect…`.
  func selectForTouch(_ path: IndexPath) {
    guard host.listItemExists(path) else { return }
    let multiple = host.listSelectsMultiple
    if multiple && selected.contains(path) {
      guard let target = host.listWillDeselect(path, replaced: false), selected.contains(target) else { return }
      set(target, selected: false, animated: false)
      host.listDidDeselect(target)
      return
    }
    guard let target = host.listWillSelect(path), host.listItemExists(target) else { return }
    if !multiple {
      for old in selected.sorted() where old != target {
        guard let leaving = host.listWillDeselect(old, replaced: true), selected.contains(leaving) else { continue }
        set(leaving, selected: false, animated: false)
        host.listDidDeselect(leaving)
      }
    }
    set(target, selected: true, animated: false)
    host.listDidSelect(target)
  }

  /// Rule L7: selects by code, with no delegate call; in single selection the others are
  /// deselected silently.
  func select(_ path: IndexPath, animated: Bool) {
    if !host.listSelectsMultiple {
      for old in selected.sorted() where old != path { set(old, selected: false, animated: animated) }
    }
    set(path, selected: true, animated: animated)
  }

  /// Rule L7: deselects every item with no delegate call.
  func clear(animated: Bool = false) {
    for path in selected.sorted() { set(path, selected: false, animated: animated) }
  }

  /// Sets one item's selection and its visible cell's, with no delegate call.
  func set(_ path: IndexPath, selected isSelected: Bool, animated: Bool) {
    if isSelected { selected.insert(path) } else { selected.remove(path) }
    if let cell = host.listCell(at: path), cell.listIsSelected != isSelected {
      cell.listSetSelected(isSelected, animated: animated)
    }
  }

  /// Gives a cell that is about to show `path` the item's selection and no highlight (L1).
  func configure(_ cell: any ListCell, for path: IndexPath) {
    let isSelected = selected.contains(path)
    if cell.listIsSelected != isSelected { cell.listSetSelected(isSelected, animated: false) }
    if cell.listIsHighlighted { cell.listSetHighlighted(false) }
  }
}

/// The cells of a list: the visible ones by item, the free ones by reuse identifier, and the
/// registered classes' makers (L1). Only visible items have cells.
@MainActor
final class ListCells<Cell: ListCell> {
  /// The cells of the visible items.
  private(set) var visible: [IndexPath: Cell] = [:]
  private var free: [String: [Cell]] = [:]
  private var makers: [String: () -> Cell] = [:]

  /// Registers the maker of new cells for `identifier`; nil unregisters it.
  func register(_ identifier: String, _ maker: (() -> Cell)?) {
    makers[identifier] = maker
  }

  /// A free cell with `identifier` after its `prepareForReuse()`, else a new one, else nil.
  func dequeue(_ identifier: String) -> Cell? {
    if let cell = free[identifier]?.popLast() {
      cell.listPrepareForReuse()
      return cell
    }
    return makers[identifier]?()
  }

  /// Whether a maker is registered for `identifier`.
  func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

  /// The item a visible cell shows.
  func indexPath(of cell: UIView) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }

  /// The visible items, in order.
  var visiblePaths: [IndexPath] { visible.keys.sorted() }

  /// Makes the visible items exactly `wanted`: items that left go to `leave` (which recycles
  /// their cells), cells of kept items are placed again, and new items get a cell from `make`,
  /// which `enter` configures before the cell joins the list.
  func show(
    _ wanted: [IndexPath], in list: UIView, place: (Cell, IndexPath) -> Void, make: (IndexPath) -> Cell?,
    enter: (Cell, IndexPath) -> Void, leave: (IndexPath) -> Void
  ) {
    let keep = Set(wanted)
    for path in visiblePaths where !keep.contains(path) { leave(path) }
    for path in wanted {
      if let cell = visible[path] {
        place(cell, path)
        continue
      }
      guard let cell = make(path) else { continue }
      place(cell, path)
      visible[path] = cell
      enter(cell, path)
      if cell.superview !== list { list.insertSubview(cell, at: 0) }
    }
  }

  /// Keeps a cell made only to be measured (L1) for reuse, unless it is a visible item's.
  func keep(_ cell: Cell) {
    guard cell.superview == nil, !visible.values.contains(where: { $0 === cell }),
      let identifier = cell.listReuseIdentifier, free[identifier]?.contains(where: { $0 === cell }) != true
    else { return }
    free[identifier, default: []].append(cell)
  }

  /// Takes the item's cell out of the list and keeps it for reuse; returns it.
  func recycle(_ path: IndexPath) -> Cell? {
    guard let cell = visible.removeValue(forKey: path) else { return nil }
    cell.removeFromSuperview()
    if let identifier = cell.listReuseIdentifier { free[identifier, default: []].append(cell) }
    return cell
  }
}
