import Foundation

/// A scroll view that shows rows in sections, keeps cells only for the visible rows and reuses
/// them, and highlights and selects rows under the finger.
///
/// UIKit rules L1–L4, L6–L11, built from the rules every view follows: a touch on a cell's plain
/// content reaches the table's own touch methods by the responder chain (R6), after the scroll
/// view's delay (S4), so the table highlights in `touchesBegan`, selects after `touchesEnded`
/// (after the current event, as UIKit's after-commit queue does), and unhighlights in
/// `touchesCancelled` when scrolling or a recognizer takes the touch (S7, G3). A control in a
/// cell keeps its touch to itself (L8). A sideways swipe on a row shows the delegate's swipe
/// actions, through a pan recognizer of the table's own (L10); a touch held on a row shows the
/// delegate's context menu, through one context-menu interaction on the table (L11). A section's
/// header and footer (L12) are real subviews above the cells, so that hit testing finds them; a
/// touch on them selects no row.
///
/// Row geometry costs the visible rows (L1, our choice; a weak fact, as UIKit does not say when
/// it asks): when the delegate's `heightForRowAt` is the protocol's default, every row is
/// `rowHeight` tall and the origins are computed, so `reloadData()` on 10⁵ rows asks for the
/// sections' counts and the visible rows' cells only; a delegate that gives heights is asked
/// every row's height at each reload, as UIKit does without estimated heights, so that
/// `contentSize` stays exact, unless `estimatedRowHeight` is above 0: then the rows are asked
/// in order as they are reached (down to the bottom of the bounds) and the others are
/// estimates. A row whose height is `automaticDimension` is measured from its cell's
/// constraints (L1, Y7) and counts as a height the delegate gave.
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

  /// How row changes would be animated, with UIKit's raw values; stored only, as nothing is
  /// animated.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Fade in or out.
    case fade = 0
    /// Slide from or to the right.
    case right = 1
    /// Slide from or to the left.
    case left = 2
    /// Slide from or to the top.
    case top = 3
    /// Slide from or to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the row centred.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// The height that asks for self-sizing (L1): as `rowHeight` or a delegate's answer, the
  /// row's cell is measured by its content view's constraints (Y7).
  public static let automaticDimension: CGFloat = -1
  /// The height of a row whose self-sizing cell's constraints give no height, and of any
  /// other negative height (L1: UIKit's standard row height).
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
    didSet {
      setNeedsReload()
      contextMenu.setInstalled(tableDelegate != nil)
    }
  }
  /// The height of rows the delegate gives none for (L1: 44; `automaticDimension` makes each
  /// row as tall as its cell's constraints say).
  open var rowHeight: CGFloat = UITableView.defaultRowHeight {
    didSet { if geometry != nil { reloadGeometry() } }
  }
  /// The height of each row whose height the delegate has not yet been asked (L1); above 0,
  /// the delegate's `heightForRowAt` is asked as rows are reached, not for every row at
  /// reload. The default, `automaticDimension`, and 0 mean no estimate: all heights are asked
  /// at reload (our choice; in UIKit the default turns estimates on, for self-sizing).
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
  /// The cells of the visible rows and the free ones (L1).
  private let cells = ListCells<UITableViewCell>()
  /// The registered header and footer views' makers and the free ones (L12).
  private let headerFooters = ListCells<UITableViewHeaderFooterView>()
  /// The views of the visible headers and footers (L12).
  private var supplements: [Supplement: UIView] = [:]
  /// A section's header or footer.
  fileprivate struct Supplement: Hashable {
    var section: Int
    var isFooter: Bool
  }
  /// The height of sections' headers the delegate gives none for (L12: default
  /// `automaticDimension`, a title's standard height or the view's fitting height).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The height of sections' footers the delegate gives none for (L12: default
  /// `automaticDimension`).
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of sections' headers. Stored: every header's height is asked at
  /// reload (L12).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of sections' footers. Stored: every footer's height is asked at
  /// reload (L12).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The highlight and selection state both lists share (L2–L7).
  private lazy var selection = ListSelection(host: self)
  /// The swipe actions' recognizers and state (L10).
  private(set) lazy var swipeActions = TableSwipeActions(table: self)
  /// The recognizers of the rows' swipe actions, the swipe pan and the recognizer that closes an
  /// open row (L10): the tools tell a touch the swipe took by these objects.
  @_spi(Tools) public var swipeActionsRecognizers: [UIGestureRecognizer] { [swipeActions.pan, swipeActions.dismiss] }
  /// The rows' context menu: one interaction on the table (L11).
  private lazy var contextMenu = ListContextMenu(host: self)

  /// The table's context-menu interaction, while its delegate is a `UITableViewDelegate`
  /// (L11): one for the whole table, asking the delegate for the row under the touch.
  public var contextMenuInteraction: UIContextMenuInteraction? { contextMenu.interaction }

  /// Creates a table of the given style, with UIKit's defaults (L1, S1).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    addSwipeRecognizers()
  }

  /// Creates a plain table with a zero frame, as UIKit's `init()`.
  public convenience init() {
    self.init(frame: .zero, style: .plain)
  }

  /// Creates a plain table, as `init(frame:style: .plain)`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    addSwipeRecognizers()
  }

  /// The swipe actions' recognizers come after the scroll view's (L10, G13).
  private func addSwipeRecognizers() {
    addGestureRecognizer(swipeActions.pan)
    addGestureRecognizer(swipeActions.dismiss)
  }

  private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  // MARK: Rows and their geometry (L1)

  /// The rows' positions: one section after another, each either of rows of one height, whose
  /// origins are computed (the delegate gives no heights, L1), or of the origins the delegate's
  /// heights make, each list ending with the section's end.
  private struct Geometry {
    struct Section {
      /// The top of the section's rows, in the content (below its header).
      var top: CGFloat
      /// The height of the section's header (L12), above `top`.
      var header: CGFloat = 0
      /// The height of the section's footer (L12), below the rows' end.
      var footer: CGFloat = 0
      /// The number of rows.
      var rows: Int
      /// When the delegate gives the heights (or rows size themselves), the origins of the rows measured so far, in order,
      /// and the end of the last (so `origins.count - 1` rows are measured; all of them unless
      /// the table uses estimates); nil when every row is `Geometry.rowHeight` tall.
      var origins: [CGFloat]?
      /// The height of each row not yet measured (the table's `estimatedRowHeight`).
      var estimate: CGFloat = 0

      /// The number of rows whose heights the delegate gave.
      var measured: Int { origins.map { $0.count - 1 } ?? rows }

      /// The origin of row `row` (0 ... rows; `rows` is the section's end).
      @inline(__always)
      func origin(_ row: Int, rowHeight: CGFloat) -> CGFloat {
        guard let origins else { return top + CGFloat(row) * rowHeight }
        let last = origins.count - 1
        return row <= last ? origins[row] : origins[last] + CGFloat(row - last) * estimate
      }

      /// The last row whose origin is at or above `y` (0 when `y` is above the first); the
      /// section has rows.
      func lastRow(atOrAbove y: CGFloat, rowHeight: CGFloat) -> Int {
        guard let origins else { return arithmeticRow(y, from: 0, at: top, height: rowHeight, rowHeight: rowHeight) }
        let last = origins.count - 1
        if last < rows && y >= origins[last] {
          return arithmeticRow(y, from: last, at: origins[last], height: estimate, rowHeight: rowHeight)
        }
        var low = 0
        var high = min(last, rows) - 1
        while low < high {
          let mid = (low + high + 1) / 2
          if origins[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
      }

      /// The last row at or after `first` (at `top`, rows from it each `height` tall) whose
      /// origin is at or above `y`.
      private func arithmeticRow(_ y: CGFloat, from first: Int, at top: CGFloat, height: CGFloat, rowHeight: CGFloat)
        -> Int
      {
        guard height > 0, y > top else { return height > 0 ? first : rows - 1 }
        // The quotient's rounding can be one row off the origin the row is placed at: the
        // origins decide, as they do for `rectForRow(at:)`.
        var row = min(rows - 1, first + Int(((y - top) / height).rounded(.down)))
        if row + 1 < rows && origin(row + 1, rowHeight: rowHeight) <= y { row += 1 }
        if row > first && origin(row, rowHeight: rowHeight) > y { row -= 1 }
        return row
      }
    }
    var sections: [Section]
    /// Whether rows are measured as they are reached (`estimatedRowHeight` above 0).
    var estimated = false
    /// The height of every row of a section without origins (the resolved `rowHeight`).
    var rowHeight: CGFloat
    var height: CGFloat
    /// Whether any section has a header or footer (L12): without, scrolling lays out none.
    var hasHeadersOrFooters = false

    func end(of section: Section) -> CGFloat { section.origin(section.rows, rowHeight: rowHeight) }
  }

  /// Set by the delegate's default `tableView(_:heightForRowAt:)` (the protocol extension's),
  /// so that the table knows the delegate gives no heights of its own (L1): Swift cannot ask
  /// whether an optional method is implemented, and the default answers `rowHeight` for every
  /// row.
  var delegateHeightIsDefault = false

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

  /// The height a row's asked height gives: its cell's fitting height for
  /// `automaticDimension` (L1), 44 for any other negative height.
  private func resolvedHeight(_ height: CGFloat, at path: IndexPath) -> CGFloat {
    if height == UITableView.automaticDimension { return selfSizedHeight(at: path) }
    return height < 0 ? UITableView.defaultRowHeight : height
  }

  /// The row's height as asked: the delegate's, or `rowHeight` (which the delegate's default
  /// answers too).
  private func askedHeight(at path: IndexPath) -> CGFloat {
    guard let delegate = tableDelegate else { return rowHeight }
    let height = delegate.tableView(self, heightForRowAt: path)
    delegateHeightIsDefault = false
    return height
  }

  /// Rule L1, self-sizing: the data source's cell for the row, as wide as the table, measured
  /// by its content view's constraints (`systemLayoutSizeFitting` with the table's width
  /// required and the height at `.fittingSizeLevel`, Y7); a cell whose constraints give no
  /// height is `defaultRowHeight` tall, as UIKit treats a zero height as unintended. The cell
  /// then goes to the reuse pool.
  private func selfSizedHeight(at path: IndexPath) -> CGFloat {
    guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return UITableView.defaultRowHeight }
    let width = _bounds.width
    cell.frame = CGRect(x: 0, y: 0, width: width, height: cell.frame.height)
    let size = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    cells.keep(cell)
    return size.height > 0 ? size.height : UITableView.defaultRowHeight
  }

  /// Asks the data source for the sections and their rows, and the delegate for the heights:
  /// the first row's height tells whether it gives any (its default says so, L1); if it does
  /// not, every row is `rowHeight` tall and the origins are computed when needed, so a reload
  /// costs the sections, not the rows; if it does, every row's height is asked now, as UIKit
  /// does without estimated heights (so that `contentSize` is exact).
  private func reloadGeometry() {
    let source = dataSource
    let delegate = tableDelegate
    let count = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    var rows: [Int] = []
    rows.reserveCapacity(count)
    for section in 0..<count { rows.append(max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0)) }
    // Read once: a subclass may compute it.
    let askedRowHeight = rowHeight
    let fixedHeight = askedRowHeight < 0 ? UITableView.defaultRowHeight : askedRowHeight
    var firstHeight: CGFloat?
    if let delegate, let first = rows.firstIndex(where: { $0 > 0 }) {
      delegateHeightIsDefault = false
      let height = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: first))
      if !delegateHeightIsDefault { firstHeight = height }
      delegateHeightIsDefault = false
    }
    // L1: self-sizing rows have heights of their own, as if the delegate gave them.
    if firstHeight == nil && askedRowHeight == UITableView.automaticDimension && rows.contains(where: { $0 > 0 }) {
      firstHeight = askedRowHeight
    }
    var sections: [Geometry.Section] = []
    sections.reserveCapacity(count)
    var y: CGFloat = 0
    // The first row's height, already asked.
    var pending = firstHeight
    // With an estimate, the heights are asked as rows are reached (`measureRows(through:)`).
    let estimate = estimatedRowHeight > 0 ? estimatedRowHeight : nil
    var hasHeadersOrFooters = false
    for (section, rowCount) in rows.enumerated() {
      let header = supplementHeight(footer: false, section: section)
      y += header
      var entry = Geometry.Section(top: y, header: header, rows: rowCount, origins: nil)
      if let estimate, firstHeight != nil {
        entry.origins = [y]
        entry.estimate = estimate
        y += CGFloat(rowCount) * estimate
      } else if firstHeight != nil {
        var list: [CGFloat] = []
        list.reserveCapacity(rowCount + 1)
        for row in 0..<rowCount {
          list.append(y)
          let height: CGFloat
          if let asked = pending {
            height = asked
            pending = nil
          } else {
            height = askedHeight(at: IndexPath(row: row, section: section))
          }
          y += resolvedHeight(height, at: IndexPath(row: row, section: section))
        }
        list.append(y)
        entry.origins = list
      } else {
        y += CGFloat(rowCount) * fixedHeight
      }
      entry.footer = supplementHeight(footer: true, section: section)
      y += entry.footer
      if header > 0 || entry.footer > 0 { hasHeadersOrFooters = true }
      sections.append(entry)
    }
    geometry = Geometry(
      sections: sections, estimated: estimate != nil && firstHeight != nil, rowHeight: fixedHeight, height: y,
      hasHeadersOrFooters: hasHeadersOrFooters)
    contentSize = CGSize(width: _bounds.width, height: y)
    // The first row's height, asked to learn that the delegate gives heights, is its first.
    if let firstHeight, estimate != nil, let first = rows.firstIndex(where: { $0 > 0 }) {
      record(resolvedHeight(firstHeight, at: IndexPath(row: 0, section: first)), row: 0, section: first)
    }
  }

  /// Rule L1, with `estimatedRowHeight`: asks the delegate the heights of the rows not yet
  /// measured, in order, until the measured rows reach `y` (the bottom of what is shown), and
  /// corrects the origins after them and `contentSize`. The geometry is read and changed in
  /// place: a copy of a section would make every new origin copy the list.
  private func measureRows(through y: CGFloat) {
    // The flag first: the cast to the table's delegate costs more than a layout without it.
    guard geometry?.estimated == true else { return }
    var index = 0
    while index < geometry?.sections.count ?? 0 {
      guard let end = geometry?.sections[index].origins?.last, end < y else { return }
      let row = geometry?.sections[index].measured ?? 0
      if row < geometry?.sections[index].rows ?? 0 {
        let path = IndexPath(row: row, section: index)
        record(resolvedHeight(askedHeight(at: path), at: path), row: row, section: index)
      } else {
        index += 1
      }
    }
  }

  /// Rule L1: records the measured height of row `row` of `section` (the next one not
  /// measured) in place of its estimate, moving the sections after it and the content's end by
  /// the difference.
  private func record(_ height: CGFloat, row: Int, section: Int) {
    guard let sections = geometry?.sections.count, section < sections,
      geometry?.sections[section].measured == row, row < geometry?.sections[section].rows ?? 0,
      let end = geometry?.sections[section].origins?.last, let estimate = geometry?.sections[section].estimate
    else { return }
    geometry?.sections[section].origins?.append(end + height)
    let difference = height - estimate
    guard difference != 0 else { return }
    for later in (section + 1)..<sections {
      geometry?.sections[later].top += difference
      for origin in 0..<(geometry?.sections[later].origins?.count ?? 0) {
        geometry?.sections[later].origins?[origin] += difference
      }
    }
    geometry?.height += difference
    contentSize = CGSize(width: contentSize.width, height: geometry?.height ?? 0)
  }

  /// The number of sections, from the data source (L1: default 1).
  open var numberOfSections: Int {
    loadIfNeeded()
    return geometry?.sections.count ?? 0
  }

  /// The number of rows in `section` (L1).
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    guard let geometry, geometry.sections.indices.contains(section) else { return 0 }
    return geometry.sections[section].rows
  }

  private func exists(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let geometry, geometry.sections.indices.contains(indexPath.section) else {
      return false
    }
    return indexPath.row >= 0 && indexPath.row < geometry.sections[indexPath.section].rows
  }

  /// The row's rectangle in the table's content (L1); zero for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadIfNeeded()
    guard exists(indexPath), let geometry else { return .zero }
    let section = geometry.sections[indexPath.section]
    let top = section.origin(indexPath.row, rowHeight: geometry.rowHeight)
    let bottom = section.origin(indexPath.row + 1, rowHeight: geometry.rowHeight)
    return CGRect(x: 0, y: top, width: _bounds.width, height: bottom - top)
  }

  /// The row whose rectangle holds `point`, in the table's content coordinates, or nil (L1);
  /// with rows of one height it is computed, else found by halving (no row is asked).
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    guard let geometry, point.y >= 0, point.y < geometry.height, point.x >= 0, point.x < _bounds.width else {
      return nil
    }
    for (index, section) in geometry.sections.enumerated() where section.rows > 0 {
      guard point.y < geometry.end(of: section) else { continue }
      // L12: the section's header is above its rows.
      guard point.y >= section.top else { return nil }
      return IndexPath(row: section.lastRow(atOrAbove: point.y, rowHeight: geometry.rowHeight), section: index)
    }
    return nil
  }

  /// The rows whose rectangles meet `rect`, in order; the cost is the rows returned, not the
  /// table's (L1).
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    guard let geometry, !rect.isEmpty else { return [] }
    var paths: [IndexPath] = []
    let height = geometry.rowHeight
    for (index, section) in geometry.sections.enumerated() where section.rows > 0 {
      guard geometry.end(of: section) > rect.minY, section.top < rect.maxY else { continue }
      var row = section.lastRow(atOrAbove: rect.minY, rowHeight: height)
      var top = section.origin(row, rowHeight: height)
      while row < section.rows && top < rect.maxY {
        let bottom = section.origin(row + 1, rowHeight: height)
        if bottom > rect.minY && bottom > top { paths.append(IndexPath(row: row, section: index)) }
        row += 1
        top = bottom
      }
    }
    return paths
  }

  // MARK: Cells and reuse (L1)

  /// Registers the cell class `dequeueReusableCell` makes when no cell with `identifier` is free
  /// (L1); nil unregisters it. A class that is not a `UITableViewCell` is ignored.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    let maker = (cellClass as? UITableViewCell.Type).map { type in
      { type.init(registeredClassStyle: .default, reuseIdentifier: identifier) }
    }
    cells.register(identifier, maker)
  }

  /// Registers a nib for cells with `identifier`; nil unregisters it. Stored: there are no nib
  /// files on Linux, so the first dequeue that needs a new cell traps, naming the nib, as
  /// UIKit's "Could not load NIB in bundle" exception ends an app (see ``UINib``).
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cells.register(identifier, nib.map { nib in { fatalError(nib.loadFailureMessage) } })
  }

  /// A free cell with `identifier` (after its `prepareForReuse()`), else a new one of the
  /// registered class, else nil (L1).
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    cells.dequeue(identifier)
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
    return cells.visible[indexPath]
  }

  /// The row a visible cell shows, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    loadIfNeeded()
    return cells.indexPath(of: cell)
  }

  /// The visible rows, in order (L1).
  open var indexPathsForVisibleRows: [IndexPath]? {
    loadIfNeeded()
    return cells.visiblePaths
  }

  /// The cells of the visible rows, in row order (L1).
  open var visibleCells: [UITableViewCell] {
    loadIfNeeded()
    return cells.visiblePaths.compactMap { cells.visible[$0] }
  }

  /// Asks the data source for everything again: the rows, their heights and the visible cells
  /// (the old ones go to the reuse pool); the selection is cleared without delegate calls (L1,
  /// L7).
  open func reloadData() {
    needsReload = false
    swipeActions.close()
    selection.clear()
    selection.endTouch()
    for path in cells.visiblePaths { recycle(path) }
    for key in Array(supplements.keys) { recycleSupplement(key) }
    reloadGeometry()
    layOutVisibleCells()
  }

  /// Reloads, then selects `paths` again without delegate calls, as a diffable data source's
  /// update keeps the selection of items that remain (L1, L7).
  func reloadData(selecting paths: [IndexPath]) {
    reloadData()
    for path in paths where exists(path) { selection.set(path, selected: true, animated: false) }
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
    measureRows(through: _bounds.maxY)
    let source = dataSource
    cells.show(
      indexPathsForRows(in: _bounds) ?? [], in: self,
      place: { cell, path in cell.frame = rectForRow(at: path).offsetBy(dx: swipeActions.offset(of: path), dy: 0) },
      make: { path in source?.tableView(self, cellForRowAt: path) },
      enter: { cell, path in
        selection.configure(cell, for: path)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      },
      leave: recycle)
    if geometry?.hasHeadersOrFooters == true || !supplements.isEmpty { layOutHeadersAndFooters() }
  }

  /// Takes the row's cell out of the table and keeps it for reuse under its identifier; a
  /// touch on the row ends first (L1, L6).
  private func recycle(_ path: IndexPath) {
    if selection.trackedIndexPath == path { selection.endTouch() }
    guard let cell = cells.recycle(path) else { return }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
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
    selection.selected.min()
  }

  /// The selected rows, in order, or nil when none is (L4, L7).
  open var indexPathsForSelectedRows: [IndexPath]? {
    selection.selected.isEmpty ? nil : selection.selected.sorted()
  }

  /// Selects the row without calling the delegate; in single selection the old row is
  /// deselected silently; nil clears the selection (L7). The table scrolls to the row unless
  /// `scrollPosition` is `.none`.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    loadIfNeeded()
    guard let indexPath else {
      selection.clear(animated: animated)
      return
    }
    guard exists(indexPath) else { return }
    selection.select(indexPath, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row without calling the delegate (L7).
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selection.set(indexPath, selected: false, animated: animated)
  }

  // MARK: Touches (L2–L4, L6)

  /// Rule L2: a touch that reaches the table on a row asks `shouldHighlightRowAt`, then
  /// highlights the row's cell → `didHighlightRowAt`. It comes by the responder chain from the
  /// cell's content, after S4's delay.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesBegan(touches)
    super.touchesBegan(touches, with: event)
  }

  /// Rule L3: leaving the row unhighlights it, coming back highlights it again.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesMoved(touches)
    super.touchesMoved(touches, with: event)
  }

  /// Rule L4: the touch-up unhighlights the row → `didUnhighlightRowAt`, then selects it after
  /// the current event; a touch-up outside the row selects nothing (L3).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesEnded(touches)
    super.touchesEnded(touches, with: event)
  }

  /// Rule L6: a cancelled touch unhighlights its row → `didUnhighlightRowAt`, and selects
  /// nothing.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesCancelled(touches)
    super.touchesCancelled(touches, with: event)
  }

  // MARK: Headers and footers (L12)

  /// Registers the header or footer class `dequeueReusableHeaderFooterView(withIdentifier:)`
  /// makes when no view with `identifier` is free (L12); nil unregisters it. A class that is
  /// not a ``UITableViewHeaderFooterView`` is ignored.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    let maker = (aClass as? UITableViewHeaderFooterView.Type).map { type in
      { type.init(registeredReuseIdentifier: identifier) }
    }
    headerFooters.register(identifier, maker)
  }

  /// Registers a nib for headers and footers with `identifier`; nil unregisters it. Stored:
  /// there are no nib files on Linux, so the first dequeue that needs a new view traps, naming
  /// the nib (see ``UINib``).
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooters.register(identifier, nib.map { nib in { fatalError(nib.loadFailureMessage) } })
  }

  /// A free header or footer view with `identifier` (after its `prepareForReuse()`), else a new
  /// one of the registered class, else nil (L12).
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    headerFooters.dequeue(identifier)
  }

  /// The header view of a visible section, when it is a ``UITableViewHeaderFooterView`` (L12).
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    loadIfNeeded()
    return supplements[Supplement(section: section, isFooter: false)] as? UITableViewHeaderFooterView
  }

  /// The footer view of a visible section, when it is a ``UITableViewHeaderFooterView`` (L12).
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    loadIfNeeded()
    return supplements[Supplement(section: section, isFooter: true)] as? UITableViewHeaderFooterView
  }

  /// The section's rectangle in the content: its header, rows and footer (L12); zero for no
  /// such section.
  open func rect(forSection section: Int) -> CGRect {
    loadIfNeeded()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let entry = geometry.sections[section]
    let top = entry.top - entry.header
    let bottom = geometry.end(of: entry) + entry.footer
    return CGRect(x: 0, y: top, width: _bounds.width, height: bottom - top)
  }

  /// The section's header rectangle in the content, where it lies before any sticking (L12).
  open func rectForHeader(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let entry = geometry.sections[section]
    return CGRect(x: 0, y: entry.top - entry.header, width: _bounds.width, height: entry.header)
  }

  /// The section's footer rectangle in the content (L12).
  open func rectForFooter(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard let geometry, geometry.sections.indices.contains(section) else { return .zero }
    let entry = geometry.sections[section]
    return CGRect(x: 0, y: geometry.end(of: entry), width: _bounds.width, height: entry.footer)
  }
}

extension UITableView: ListSelectionHost {
  func listIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
  func listRect(of path: IndexPath) -> CGRect { rectForRow(at: path) }
  func listItemExists(_ path: IndexPath) -> Bool { exists(path) }
  func listCell(at path: IndexPath) -> (any ListCell)? { cells.visible[path] }
  var listTouchesSelect: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  var listSelectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  func listShouldHighlight(_ path: IndexPath) -> Bool {
    tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true
  }
  func listDidHighlight(_ path: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: path) }
  func listDidUnhighlight(_ path: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: path) }
  func listWillSelect(_ path: IndexPath) -> IndexPath? {
    guard let delegate = tableDelegate else { return path }
    return delegate.tableView(self, willSelectRowAt: path)
  }
  func listWillDeselect(_ path: IndexPath, replaced: Bool) -> IndexPath? {
    guard let delegate = tableDelegate else { return path }
    return delegate.tableView(self, willDeselectRowAt: path)
  }
  func listDidSelect(_ path: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: path) }
  func listDidDeselect(_ path: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: path) }

  /// Rule L4: the table selects after the touch-up event has been dispatched, before the next
  /// (UIKit's after-commit queue); without an application, at once.
  func listTouchEnded(on path: IndexPath) {
    guard let clock = window?._application?.clock else { return selection.selectForTouch(path) }
    clock.schedule(at: clock.now) { [weak self] in self?.selection.selectForTouch(path) }
  }
}

extension UITableView: ListContextMenuHost {
  /// Rule L11: the row under the touch, and the delegate's menu for it; off the rows nothing
  /// is asked.
  func listMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, items: [IndexPath])? {
    guard let delegate = tableDelegate, let path = indexPathForRow(at: point),
      let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: path, point: point)
    else { return nil }
    return (configuration, [path])
  }
  func listMenuHighlightPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview? {
    tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
  }
  func listMenuDismissalPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview? {
    tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
  }
  func listMenuWillDisplay(
    _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) {
    tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
  }
  func listMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  {
    tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
  }
  func listMenuWillPerformPreviewAction(
    _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
  ) {
    tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }
}

// MARK: Headers and footers (L12)

extension UITableView {
  /// Rule L12: a section's header (or footer) height: the delegate's (its default is
  /// `sectionHeaderHeight` or `sectionFooterHeight`); `automaticDimension` (or any negative
  /// height) is ``InteractionConstants/tableSectionTitleHeight`` when the data source gives the
  /// section a title, the fitting height of the delegate's view when it gives one, else 0.
  fileprivate func supplementHeight(footer: Bool, section: Int) -> CGFloat {
    let asked: CGFloat
    if let delegate = tableDelegate {
      asked =
        footer
        ? delegate.tableView(self, heightForFooterInSection: section)
        : delegate.tableView(self, heightForHeaderInSection: section)
    } else {
      asked = footer ? sectionFooterHeight : sectionHeaderHeight
    }
    if asked >= 0 { return asked }
    if title(footer: footer, section: section) != nil { return InteractionConstants.tableSectionTitleHeight }
    guard let view = delegateView(footer: footer, section: section) else { return 0 }
    let fitting = view.systemLayoutSizeFitting(
      CGSize(width: _bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
    ).height
    if let reusable = view as? UITableViewHeaderFooterView { headerFooters.keep(reusable) }
    if fitting > 0 { return fitting }
    return view.frame.height > 0 ? view.frame.height : InteractionConstants.tableSectionTitleHeight
  }

  private func title(footer: Bool, section: Int) -> String? {
    guard let source = dataSource else { return nil }
    return footer
      ? source.tableView(self, titleForFooterInSection: section)
      : source.tableView(self, titleForHeaderInSection: section)
  }

  private func delegateView(footer: Bool, section: Int) -> UIView? {
    guard let delegate = tableDelegate else { return nil }
    return footer
      ? delegate.tableView(self, viewForFooterInSection: section)
      : delegate.tableView(self, viewForHeaderInSection: section)
  }

  /// The view of a section's header or footer (L12): the delegate's, else a standard view with
  /// the data source's title.
  private func makeSupplement(_ key: Supplement) -> UIView? {
    if let view = delegateView(footer: key.isFooter, section: key.section) { return view }
    guard let title = title(footer: key.isFooter, section: key.section) else { return nil }
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// The rectangle of a section's header or footer as it shows: in a plain table a header
  /// sticks to the top of the bounds while its section is under it (L12).
  private func shownRect(_ key: Supplement) -> CGRect {
    let rect = key.isFooter ? rectForFooter(inSection: key.section) : rectForHeader(inSection: key.section)
    guard !key.isFooter, style == .plain, rect.height > 0 else { return rect }
    let sectionRect = self.rect(forSection: key.section)
    let top = adjustedContentInset.top + _bounds.minY
    let y = max(rect.minY, min(top, sectionRect.maxY - rect.height))
    return CGRect(x: rect.minX, y: y, width: rect.width, height: rect.height)
  }

  /// Rule L12: the headers and footers of the sections in the bounds are subviews above the
  /// cells; those that leave go to the reuse pool.
  fileprivate func layOutHeadersAndFooters() {
    var wanted: [Supplement] = []
    if let geometry, geometry.hasHeadersOrFooters {
      let visible = _bounds
      for (index, section) in geometry.sections.enumerated() {
        let start = section.top - section.header
        let end = geometry.end(of: section) + section.footer
        if start >= visible.maxY { break }
        guard end > visible.minY else { continue }
        if section.header > 0 { wanted.append(Supplement(section: index, isFooter: false)) }
        if section.footer > 0 { wanted.append(Supplement(section: index, isFooter: true)) }
      }
    }
    let keep = Set(wanted)
    for key in Array(supplements.keys) where !keep.contains(key) { recycleSupplement(key) }
    for key in wanted {
      if let view = supplements[key] {
        view.frame = shownRect(key)
        continue
      }
      guard let view = makeSupplement(key) else { continue }
      view.frame = shownRect(key)
      supplements[key] = view
      if let delegate = tableDelegate {
        if key.isFooter {
          delegate.tableView(self, willDisplayFooterView: view, forSection: key.section)
        } else {
          delegate.tableView(self, willDisplayHeaderView: view, forSection: key.section)
        }
      }
      addSubview(view)
    }
    // Headers are above footers and footers above cells, as in UIKit.
    for key in wanted where key.isFooter { if let view = supplements[key] { bringSubviewToFront(view) } }
    for key in wanted where !key.isFooter { if let view = supplements[key] { bringSubviewToFront(view) } }
  }

  /// Takes a header or footer out of the table and keeps it for reuse (L12).
  fileprivate func recycleSupplement(_ key: Supplement) {
    guard let view = supplements.removeValue(forKey: key) else { return }
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView { headerFooters.keep(reusable) }
    guard let delegate = tableDelegate else { return }
    if key.isFooter {
      delegate.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
    } else {
      delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
    }
  }

}
