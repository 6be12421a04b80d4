import Foundation

/// A scroll view that shows rows in sections, keeps cells only for the visible rows and reuses
/// them, and highlights and selects rows under the finger.
///
/// UIKit rules L1–L4, L6–L9, built from the rules every view follows: a touch on a cell's plain
/// content reaches the table's own touch methods by the responder chain (R6), after the scroll
/// view's delay (S4), so the table highlights in `touchesBegan`, selects after `touchesEnded`
/// (after the current event, as UIKit's after-commit queue does), and unhighlights in
/// `touchesCancelled` when scrolling or a recognizer takes the touch (S7, G3). A control in a
/// cell keeps its touch to itself (L8). Rows have no headers or footers here: sections follow
/// one another directly (our choice), whatever the style.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// How the table groups its sections, with UIKit's raw values; stored only, as nothing is
  /// drawn.
  public enum Style: Int, Hashable, Sendable {
    /// Rows run edge to edge.
    case plain = 0
    /// Sections are grouped.
    case grouped = 1
    /// Sections are grouped in rounded, inset boxes.
    case insetGrouped = 2
  }

  /// Where a row should end up when the table scrolls to it, with UIKit's raw values (L7).
  public enum ScrollPosition: Int, Hashable, Sendable {
    /// The least scrolling that shows the row; for `selectRow`, no scrolling (L7).
    case none = 0
    /// The row at the top.
    case top = 1
    /// The row in the middle.
    case middle = 2
    /// The row at the bottom.
    case bottom = 3
  }

  /// The height that asks for self-sizing: it resolves to 44 pt, as there is no self-sizing
  /// here (L1).
  public static let automaticDimension: CGFloat = -1
  /// The height `automaticDimension` resolves to (L1).
  static let defaultRowHeight: CGFloat = 44

  /// The table's style.
  public let style: Style
  /// The object that gives the table its rows and cells (L1); held weakly, as in UIKit.
  open weak var dataSource: UITableViewDataSource? {
    didSet { setNeedsReload() }
  }
  /// The object told about scrolling and, when it is a `UITableViewDelegate`, about rows (L1–L4);
  /// held weakly, as in UIKit.
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { setNeedsReload() }
  }
  /// The height of rows the delegate gives none for (L1: 44; `automaticDimension` is 44).
  open var rowHeight: CGFloat = UITableView.defaultRowHeight {
    didSet { if geometry != nil { reloadGeometry() } }
  }
  /// The estimated row height; stored only, as every height is known (default
  /// `automaticDimension`).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Whether a touch may select a row (L2: default true).
  open var allowsSelection = true
  /// Whether touches select several rows, each tap toggling its row (L4: default false).
  open var allowsMultipleSelection = false
  /// Whether a touch may select a row while editing (L2: default false).
  open var allowsSelectionDuringEditing = false
  /// Whether touches select several rows while editing (L4: default false).
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode (default false); it changes which selection settings
  /// apply (L2).
  open var isEditing = false

  /// The rows' positions, computed on first need and by `reloadData()`.
  private var geometry: Geometry?
  /// Whether the rows must be asked again before they are next needed (the data source or
  /// delegate changed).
  private var needsReload = true
  private var reloadScheduled = false
  /// The cells of the visible rows (L1).
  private var visible: [IndexPath: UITableViewCell] = [:]
  /// The cells that left the visible rows, by reuse identifier (L1).
  private var reusePool: [String: [UITableViewCell]] = [:]
  private var registered: [String: UITableViewCell.Type] = [:]
  private var selected: Set<IndexPath> = []
  /// The touch that highlights (or may highlight) a row (L2, L3).
  private var rowTouch: RowTouch?

  /// Creates a table of the given style, with UIKit's defaults (L1, S1).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table, as `init(frame:style: .plain)`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  // MARK: Rows and their geometry (L1)

  /// The rows' origins per section, each list ending with the section's end.
  private struct Geometry {
    var rowOrigins: [[CGFloat]]
    var height: CGFloat
  }

  /// A touch the table tracks for a row (L2, L3): whether it highlights the row now, and
  /// whether `shouldHighlightRowAt` refused it (then the touch makes no calls at all).
  private struct RowTouch {
    let touch: UITouch
    let indexPath: IndexPath
    var highlighted: Bool
    let refused: Bool
  }

  private func setNeedsReload() {
    needsReload = true
    // Loaded after the call under way, as UIKit loads at its next layout: the data source is
    // often set before the cells are registered.
    guard !reloadScheduled, let clock = window?._application?.clock else { return }
    reloadScheduled = true
    clock.schedule(at: clock.now) { [weak self] in
      guard let self else { return }
      self.reloadScheduled = false
      self.loadIfNeeded()
    }
  }

  /// Loads the rows the first time anything needs them, or after the data source changed.
  private func loadIfNeeded() {
    guard needsReload else { return }
    reloadData()
  }

  /// Schedules the first load when the table joins a window (UIKit loads at its first layout).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if needsReload && window != nil { setNeedsReload() }
  }

  private func resolvedHeight(_ height: CGFloat) -> CGFloat {
    height < 0 ? UITableView.defaultRowHeight : height
  }

  private func reloadGeometry() {
    let source = dataSource
    let delegate = tableDelegate
    let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    var origins: [[CGFloat]] = []
    origins.reserveCapacity(sections)
    var y: CGFloat = 0
    for section in 0..<sections {
      let rows = max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0)
      var list: [CGFloat] = []
      list.reserveCapacity(rows + 1)
      for row in 0..<rows {
        list.append(y)
        let path = IndexPath(row: row, section: section)
        y += resolvedHeight(delegate?.tableView(self, heightForRowAt: path) ?? rowHeight)
      }
      list.append(y)
      origins.append(list)
    }
    geometry = Geometry(rowOrigins: origins, height: y)
    contentSize = CGSize(width: _bounds.width, height: y)
  }

  /// The number of sections, from the data source (L1: default 1).
  open var numberOfSections: Int {
    loadIfNeeded()
    return geometry?.rowOrigins.count ?? 0
  }

  /// The number of rows in `section` (L1).
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    guard let geometry, geometry.rowOrigins.indices.contains(section) else { return 0 }
    return geometry.rowOrigins[section].count - 1
  }

  private func exists(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let geometry, geometry.rowOrigins.indices.contains(indexPath.section) else {
      return false
    }
    return indexPath.row >= 0 && indexPath.row < geometry.rowOrigins[indexPath.section].count - 1
  }

  /// The row's rectangle in the table's content (L1); zero for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadIfNeeded()
    guard exists(indexPath), let origins = geometry?.rowOrigins[indexPath.section] else { return .zero }
    let top = origins[indexPath.row]
    return CGRect(x: 0, y: top, width: _bounds.width, height: origins[indexPath.row + 1] - top)
  }

  /// The row whose rectangle holds `point`, in the table's content coordinates, or nil (L1).
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    guard let geometry, point.y >= 0, point.y < geometry.height, point.x >= 0, point.x < _bounds.width else {
      return nil
    }
    for (section, origins) in geometry.rowOrigins.enumerated() where origins.count > 1 {
      guard point.y < origins[origins.count - 1] else { continue }
      // The last row whose origin is at or above the point.
      var low = 0
      var high = origins.count - 2
      while low < high {
        let mid = (low + high + 1) / 2
        if origins[mid] <= point.y { low = mid } else { high = mid - 1 }
      }
      return IndexPath(row: low, section: section)
    }
    return nil
  }

  /// The rows whose rectangles meet `rect`, in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    guard let geometry, !rect.isEmpty else { return [] }
    var paths: [IndexPath] = []
    for (section, origins) in geometry.rowOrigins.enumerated() where origins.count > 1 {
      guard origins[origins.count - 1] > rect.minY, origins[0] < rect.maxY else { continue }
      var low = 0
      var high = origins.count - 2
      while low < high {
        let mid = (low + high + 1) / 2
        if origins[mid] <= rect.minY { low = mid } else { high = mid - 1 }
      }
      var row = low
      while row < origins.count - 1 && origins[row] < rect.maxY {
        if origins[row + 1] > rect.minY && origins[row + 1] > origins[row] {
          paths.append(IndexPath(row: row, section: section))
        }
        row += 1
      }
    }
    return paths
  }

  // MARK: Cells and reuse (L1)

  /// Registers the cell class `dequeueReusableCell` makes when no cell with `identifier` is free
  /// (L1); nil unregisters it. A class that is not a `UITableViewCell` is ignored.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A free cell with `identifier` (after its `prepareForReuse()`), else a new one of the
  /// registered class, else nil (L1).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusePool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registered[identifier] else { return nil }
    return cellClass.init(style: .default, reuseIdentifier: identifier)
  }

  /// As `dequeueReusableCell(withIdentifier:)`, for the row at `indexPath`; a programmer error
  /// (a trap, as UIKit's exception) when no class is registered under `identifier` (L1).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      fatalError("unable to dequeue a cell with identifier \(identifier): register a class for it")
    }
    cell.frame = rectForRow(at: indexPath)
    return cell
  }

  /// The cell of a visible row, or nil (L1).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    loadIfNeeded()
    return visible[indexPath]
  }

  /// The row a visible cell shows, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    loadIfNeeded()
    return visible.first { $0.value === cell }?.key
  }

  /// The visible rows, in order (L1).
  open var indexPathsForVisibleRows: [IndexPath]? {
    loadIfNeeded()
    return visible.keys.sorted()
  }

  /// The cells of the visible rows, in row order (L1).
  open var visibleCells: [UITableViewCell] {
    loadIfNeeded()
    return visible.keys.sorted().compactMap { visible[$0] }
  }

  /// Asks the data source for everything again: the rows, their heights and the visible cells
  /// (the old ones go to the reuse pool); the selection is cleared without delegate calls (L1,
  /// L7).
  open func reloadData() {
    needsReload = false
    clearSelection()
    endRowTouch()
    for path in visible.keys.sorted() { recycle(path) }
    reloadGeometry()
    layOutVisibleCells()
  }

  /// Lays out the visible cells, as a layout pass does (L1).
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeeded()
    if let geometry, contentSize.width != _bounds.width {
      contentSize = CGSize(width: _bounds.width, height: geometry.height)
    }
    layOutVisibleCells()
  }

  /// The table's rectangle; a new size lays the visible cells out again (L1).
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size && geometry != nil { layoutSubviews() } }
  }

  /// The table's bounds; a new size lays the visible cells out again (L1).
  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size && geometry != nil { layoutSubviews() } }
  }

  /// Scrolling moves the visible rows: cells come for rows that appear and go to the reuse pool
  /// for rows that leave, before `scrollViewDidScroll(_:)` (S2, L1).
  override func boundsOriginDidChange() {
    if geometry != nil { layOutVisibleCells() }
    super.boundsOriginDidChange()
  }

  private func layOutVisibleCells() {
    guard geometry != nil else { return }
    let wanted = indexPathsForRows(in: _bounds) ?? []
    let keep = Set(wanted)
    for path in visible.keys.sorted() where !keep.contains(path) { recycle(path) }
    for path in wanted {
      if let cell = visible[path] {
        cell.frame = rectForRow(at: path)
        continue
      }
      guard let source = dataSource else { continue }
      let cell = source.tableView(self, cellForRowAt: path)
      cell.frame = rectForRow(at: path)
      let isSelected = selected.contains(path)
      if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
      if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
      visible[path] = cell
      tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      if cell._superview !== self { insertSubview(cell, at: 0) }
    }
  }

  /// Takes the row's cell out of the table and keeps it for reuse under its identifier (L1).
  private func recycle(_ path: IndexPath) {
    if rowTouch?.indexPath == path { endRowTouch() }
    guard let cell = visible.removeValue(forKey: path) else { return }
    cell.removeFromSuperview()
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
  }

  /// Scrolls so that the row is at `scrollPosition`, within the scrollable range (S3).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    guard !rect.isEmpty || exists(indexPath) else { return }
    let height = _bounds.height
    var y = _bounds.origin.y
    switch scrollPosition {
    case .top: y = rect.minY
    case .middle: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height
    case .none:
      if rect.minY < y { y = rect.minY } else if rect.maxY > y + height { y = rect.maxY - height }
    }
    let range = scrollableRange.y
    y = min(max(y, range.lowerBound), range.upperBound)
    setContentOffset(CGPoint(x: _bounds.origin.x, y: y), animated: animated)
  }

  // MARK: Selection (L4, L7)

  /// The selected row, the first in order when several are (L4, L7).
  open var indexPathForSelectedRow: IndexPath? {
    selected.min()
  }

  /// The selected rows, in order, or nil when none is (L4, L7).
  open var indexPathsForSelectedRows: [IndexPath]? {
    selected.isEmpty ? nil : selected.sorted()
  }

  private var selectsMultiple: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  private var touchesSelect: Bool {
    isEditing ? allowsSelectionDuringEditing : allowsSelection
  }

  /// Selects the row without calling the delegate; in single selection the old row is
  /// deselected silently; nil clears the selection (L7). The table scrolls to the row unless
  /// `scrollPosition` is `.none`.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    loadIfNeeded()
    guard let indexPath else {
      clearSelection(animated: animated)
      return
    }
    guard exists(indexPath) else { return }
    if !selectsMultiple {
      for old in selected.sorted() where old != indexPath { setRow(old, selected: false, animated: animated) }
    }
    setRow(indexPath, selected: true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row without calling the delegate (L7).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setRow(indexPath, selected: false, animated: animated)
  }

  private func clearSelection(animated: Bool = false) {
    for path in selected.sorted() { setRow(path, selected: false, animated: animated) }
  }

  private func setRow(_ path: IndexPath, selected isSelected: Bool, animated: Bool) {
    if isSelected { selected.insert(path) } else { selected.remove(path) }
    if let cell = visible[path], cell.isSelected != isSelected { cell.setSelected(isSelected, animated: animated) }
  }

  /// Rule L4, after the touch-up event: `willSelectRowAt` (nil stops); in single selection each
  /// other selected row asks `willDeselectRowAt` (nil keeps it) and is deselected →
  /// `didDeselectRowAt`; then the row is selected → `didSelectRowAt`. In multiple selection a
  /// selected row is toggled off instead: `willDeselectRowAt` → `didDeselectRowAt`.
  private func selectRowForTouch(_ path: IndexPath) {
    guard exists(path) else { return }
    let delegate = tableDelegate
    if selectsMultiple && selected.contains(path) {
      guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path, exists(target)
      else { return }
      setRow(target, selected: false, animated: false)
      delegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path, exists(target) else {
      return
    }
    if !selectsMultiple {
      for old in selected.sorted() where old != target {
        guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: old) }) ?? old,
          selected.contains(leaving)
        else { continue }
        setRow(leaving, selected: false, animated: false)
        delegate?.tableView(self, didDeselectRowAt: leaving)
      }
    }
    setRow(target, selected: true, animated: false)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  // MARK: Touches (L2–L4, L6)

  /// Rule L2: a touch that reaches the table on a row asks `shouldHighlightRowAt`, then
  /// highlights the row's cell → `didHighlightRowAt`. It comes by the responder chain from the
  /// cell's content, after S4's delay.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // A touch whose end never came up the chain (its view left the table) is over.
    if let tracked = rowTouch, tracked.touch.phase == .ended || tracked.touch.phase == .cancelled {
      endRowTouch()
    }
    if rowTouch == nil, touchesSelect, let touch = touches.first,
      let path = indexPathForRow(at: touch.location(in: self))
    {
      let highlighted = highlight(path)
      rowTouch = RowTouch(touch: touch, indexPath: path, highlighted: highlighted, refused: !highlighted)
    }
    super.touchesBegan(touches, with: event)
  }

  /// Rule L3: leaving the row unhighlights it, coming back highlights it again.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if var tracked = rowTouch, !tracked.refused, touches.contains(where: { $0 === tracked.touch }) {
      let inside = rectForRow(at: tracked.indexPath).contains(tracked.touch.location(in: self))
      if tracked.highlighted && !inside {
        unhighlight(tracked.indexPath)
        tracked.highlighted = false
      } else if !tracked.highlighted && inside {
        tracked.highlighted = highlight(tracked.indexPath)
      }
      rowTouch = tracked
    }
    super.touchesMoved(touches, with: event)
  }

  /// Rule L4: the touch-up unhighlights the row → `didUnhighlightRowAt`, then selects it after
  /// the current event; a touch-up outside the row selects nothing (L3).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let tracked = rowTouch, touches.contains(where: { $0 === tracked.touch }) {
      rowTouch = nil
      if tracked.highlighted {
        unhighlight(tracked.indexPath)
        if rectForRow(at: tracked.indexPath).contains(tracked.touch.location(in: self)) {
          afterEvent { [weak self] in self?.selectRowForTouch(tracked.indexPath) }
        }
      }
    }
    super.touchesEnded(touches, with: event)
  }

  /// Rule L6: a cancelled touch unhighlights its row → `didUnhighlightRowAt`, and selects
  /// nothing.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let tracked = rowTouch, touches.contains(where: { $0 === tracked.touch }) {
      rowTouch = nil
      if tracked.highlighted { unhighlight(tracked.indexPath) }
    }
    super.touchesCancelled(touches, with: event)
  }

  /// Rule L6: the tracked row's cell leaves (a reload, or code scrolled it out), so its touch
  /// can no longer reach the table: the row is unhighlighted as for a cancel, and the touch
  /// selects nothing.
  private func endRowTouch() {
    guard let tracked = rowTouch else { return }
    rowTouch = nil
    if tracked.highlighted { unhighlight(tracked.indexPath) }
  }

  private func highlight(_ path: IndexPath) -> Bool {
    let delegate = tableDelegate
    guard delegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return false }
    visible[path]?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: path)
    return true
  }

  private func unhighlight(_ path: IndexPath) {
    visible[path]?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  /// Runs `body` on the application's clock once the event under way is dispatched, before the
  /// next (UIKit's after-commit queue, L4); without an application, at once.
  private func afterEvent(_ body: @escaping @MainActor () -> Void) {
    guard let clock = window?._application?.clock else { return body() }
    clock.schedule(at: clock.now, body)
  }
}
