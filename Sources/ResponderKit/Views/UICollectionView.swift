import Foundation

/// A scroll view that shows items placed by a layout, keeps cells only for the visible items
/// and reuses them, and highlights and selects items under the finger.
///
/// UIKit rules L1–L3, L5–L9, L11, built as the table view is (and sharing its state machine): a
/// touch on a cell's plain content reaches the collection view's own touch methods by the
/// responder chain (R6), after the scroll view's delay (S4); it highlights in `touchesBegan`,
/// selects inside `touchesEnded` (L5: synchronously, unlike the table) and unhighlights in
/// `touchesCancelled` when scrolling or a recognizer takes the touch (S7, G3). A control in a
/// cell keeps its touch to itself (L8). A touch held on an item or between the items shows the
/// delegate's context menu, through one context-menu interaction on the collection view (L11).
/// Supplementary and decoration views (a flow layout's section headers and footers, a custom
/// layout's elements) are real subviews above the cells, reused by kind and identifier (L12);
/// a fling rests where the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// says (L13). No animated updates.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// The direction a flow layout's lines stack and its content scrolls, with UIKit's raw
  /// values (L1).
  public enum ScrollDirection: Int, Hashable, Sendable {
    /// Rows across the width, scrolling down.
    case vertical = 0
    /// Columns down the height, scrolling right.
    case horizontal = 1
  }

  /// Where an item should end up when the collection view scrolls to it, with UIKit's raw
  /// values; one vertical and one horizontal position may be combined (L7).
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The position's bits.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No scrolling (L7).
    public static let none = ScrollPosition([])
    /// The item at the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item in the vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item at the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item at the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item in the horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item at the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The object that places the items (L1); setting it places them again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard oldValue !== collectionViewLayout else { return }
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      layoutDidInvalidate()
    }
  }
  /// The object that gives the collection view its items and cells (L1); held weakly.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { setNeedsReload() }
  }
  /// The object told about scrolling and, when it is a `UICollectionViewDelegate`, about items
  /// (L1–L7); held weakly.
  open override weak var delegate: UIScrollViewDelegate? {
    didSet {
      setNeedsReload()
      contextMenu.setInstalled(itemDelegate != nil)
    }
  }
  /// Whether a touch may select an item (L2: default true).
  open var allowsSelection = true
  /// Whether touches select several items, each tap toggling its item (L5: default false).
  open var allowsMultipleSelection = false
  /// Whether a touch may select an item while editing (L2: default false).
  open var allowsSelectionDuringEditing = false
  /// Whether touches select several items while editing (L5: default false).
  open var allowsMultipleSelectionDuringEditing = false
  /// Whether the collection view is in editing mode (default false); it changes which
  /// selection settings apply (L2).
  open var isEditing = false

  /// The number of items per section, read from the data source by `reloadData()`.
  private var counts: [Int] = []
  private var needsReload = true
  private var reloadScheduled = false
  /// Whether the layout's positions are current.
  private var layoutPrepared = false
  private let cells = ListCells<UICollectionViewCell>()
  /// The makers of supplementary views by kind and identifier (L12).
  private var supplementaryMakers: [String: () -> UICollectionReusableView] = [:]
  /// Supplementary and decoration views that left, by kind and identifier (L12).
  private var freeSupplementaries: [String: [UICollectionReusableView]] = [:]
  /// The visible supplementary and decoration views (L12).
  private var supplementaries: [ElementKey: UICollectionReusableView] = [:]
  /// A supplementary or decoration element: its category, kind and index path.
  private struct ElementKey: Hashable {
    var decoration: Bool
    var kind: String
    var indexPath: IndexPath
  }

  /// The kind of a flow layout's section headers (L12).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers (L12).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Whether cells are asked for ahead of scrolling (default true). Stored: cells are made as
  /// items become visible.
  open var isPrefetchingEnabled = true
  /// The highlight and selection state both lists share (L2–L7).
  private lazy var selection = ListSelection(host: self)
  /// The items' context menu: one interaction on the collection view (L11).
  private lazy var contextMenu = ListContextMenu(host: self)

  /// Creates a collection view whose items `layout` places (L1, S1).
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view with a flow layout (nothing is decoded; see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  private var itemDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// Gives the collection view another layout; the items are placed again at once (no
  /// animation).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Loading and placing (L1)

  private func setNeedsReload() {
    needsReload = true
    // Loaded after the call under way, as UIKit loads at its next layout.
    guard !reloadScheduled, let clock = window?._application?.clock else { return }
    reloadScheduled = true
    clock.schedule(at: clock.now) { [weak self] in
      guard let self else { return }
      self.reloadScheduled = false
      self.loadIfNeeded()
    }
  }

  private func loadIfNeeded() {
    guard needsReload else { return }
    reloadData()
  }

  /// Schedules the first load when the collection view joins a window (L1).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if needsReload && window != nil { setNeedsReload() }
  }

  /// The layout invalidated itself: it prepares again before the positions are next needed,
  /// and the visible cells follow (L1).
  func layoutDidInvalidate() {
    layoutPrepared = false
    guard !needsReload else { return }
    prepareLayoutIfNeeded()
    showVisibleCells()
  }

  private func prepareLayoutIfNeeded() {
    guard !layoutPrepared else { return }
    layoutPrepared = true
    collectionViewLayout.prepare()
    contentSize = collectionViewLayout.collectionViewContentSize
  }

  /// Asks the data source for everything again: the items, their positions and the visible
  /// cells (the old ones go to the reuse pool); the selection is cleared without delegate
  /// calls (L1, L7).
  open func reloadData() {
    needsReload = false
    selection.clear()
    selection.endTouch()
    for path in cells.visiblePaths { recycle(path) }
    for key in Array(supplementaries.keys) { recycleElement(key) }
    let source = dataSource
    let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
    counts = (0..<sections).map { max(0, source?.collectionView(self, numberOfItemsInSection: $0) ?? 0) }
    layoutPrepared = false
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    showVisibleCells()
  }

  /// Reloads, then selects `paths` again without delegate calls, as a diffable data source's
  /// update keeps the selection of items that remain (L1, L7).
  func reloadData(selecting paths: [IndexPath]) {
    reloadData()
    for path in paths where exists(path) { selection.set(path, selected: true, animated: false) }
  }

  /// The number of sections, from the data source (L1: default 1).
  open var numberOfSections: Int {
    loadIfNeeded()
    return counts.count
  }

  /// The number of items in `section` (L1).
  open func numberOfItems(inSection section: Int) -> Int {
    loadIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  private func exists(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  /// The layout's attributes of the item's cell (L1), with the frame the cell gets: mirrored
  /// when the layout is (Y10).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    loadIfNeeded()
    prepareLayoutIfNeeded()
    guard exists(indexPath) else { return nil }
    return collectionViewLayout.shownAttributesForItem(at: indexPath)
  }

  /// The item whose cell's rectangle holds `point`, in the collection view's content
  /// coordinates, or nil (L1); where items overlap, the highest `zIndex`, then the last.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    loadIfNeeded()
    prepareLayoutIfNeeded()
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    var best: UICollectionViewLayoutAttributes?
    // Y10: the shown frames, those the cells get, so a hit and the item agree.
    for attributes in collectionViewLayout.shownElements(in: probe)
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && attributes.frame.contains(point) && exists(attributes.indexPath)
    {
      if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
    }
    return best?.indexPath
  }

  // MARK: Cells and reuse (L1)

  /// Registers the cell class `dequeueReusableCell(withReuseIdentifier:for:)` makes when no
  /// cell with `identifier` is free (L1); nil unregisters it. A class that is not a
  /// `UICollectionViewCell` is ignored.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    let maker = (cellClass as? UICollectionViewCell.Type).map { type in
      {
        let cell = type.init(registeredClassFrame: .zero)
        cell._reuseIdentifier = identifier
        return cell
      }
    }
    cells.register(identifier, maker)
  }

  /// Registers a nib for cells with `identifier`; nil unregisters it. Stored: there are no nib
  /// files on Linux, so the first dequeue that needs a new cell traps, naming the nib, as
  /// UIKit's "Could not load NIB in bundle" exception ends an app (see ``UINib``).
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    cells.register(identifier, nib.map { nib in { fatalError(nib.loadFailureMessage) } })
  }

  /// A free cell with `identifier` (after its `prepareForReuse()`), else a new one of the
  /// registered class, placed for the item at `indexPath`; a programmer error (a trap, as
  /// UIKit's exception) when no class is registered under `identifier` (L1).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = cells.dequeue(identifier) else {
      fatalError("unable to dequeue a cell with identifier \(identifier): register a class for it")
    }
    if let attributes = layoutAttributesForItem(at: indexPath) { place(cell, attributes) }
    return cell
  }

  /// The cell of a visible item, or nil (L1).
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    loadIfNeeded()
    return cells.visible[indexPath]
  }

  /// The item a visible cell shows, or nil (L1).
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    loadIfNeeded()
    return cells.indexPath(of: cell)
  }

  /// The cells of the visible items, in item order (L1).
  open var visibleCells: [UICollectionViewCell] {
    loadIfNeeded()
    return cells.visiblePaths.compactMap { cells.visible[$0] }
  }

  /// The visible items, in order (L1).
  open var indexPathsForVisibleItems: [IndexPath] {
    loadIfNeeded()
    return cells.visiblePaths
  }

  /// Places the visible cells, as a layout pass does (L1).
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeeded()
    prepareLayoutIfNeeded()
    showVisibleCells()
  }

  /// The collection view's rectangle; a new size asks the layout whether to place the items
  /// again (L1).
  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { sizeDidChange() } }
  }

  /// The collection view's bounds; a new size asks the layout whether to place the items
  /// again (L1).
  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { sizeDidChange() } }
  }

  private func sizeDidChange() {
    guard !needsReload else { return }
    if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: _bounds) { layoutPrepared = false }
    prepareLayoutIfNeeded()
    showVisibleCells()
  }

  /// Scrolling moves the visible items: cells come for items that appear and go to the reuse
  /// pool for items that leave, before `scrollViewDidScroll(_:)` (S2, L1).
  override func boundsOriginDidChange() {
    if !needsReload { showVisibleCells() }
    super.boundsOriginDidChange()
  }

  private func place(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) {
    cell.frame = attributes.frame
    if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
    if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
    cell.apply(attributes)
  }

  private func showVisibleCells() {
    guard !needsReload, layoutPrepared else { return }
    let all = collectionViewLayout.shownElements(in: _bounds)
    let attributes = all.filter { $0.representedElementCategory == .cell && exists($0.indexPath) }
    if attributes.count != all.count || !supplementaries.isEmpty {
      showElements(all.filter { $0.representedElementCategory != .cell })
    }
    var byPath: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for item in attributes { byPath[item.indexPath] = item }
    let source = dataSource
    cells.show(
      byPath.keys.sorted(), in: self,
      place: { cell, path in if let item = byPath[path] { place(cell, item) } },
      make: { path in source?.collectionView(self, cellForItemAt: path) },
      enter: { cell, path in
        selection.configure(cell, for: path)
        itemDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      },
      leave: recycle)
  }

  // MARK: Supplementary and decoration views (L12)

  /// Rule L12: the supplementary and decoration elements in the bounds get views, above the
  /// cells, from the data source and the layout's registered classes; those that leave go to
  /// their pools.
  private func showElements(_ elements: [UICollectionViewLayoutAttributes]) {
    var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for element in elements {
      guard let kind = element.representedElementKind else { continue }
      let key = ElementKey(
        decoration: element.representedElementCategory == .decorationView, kind: kind,
        indexPath: element.indexPath)
      wanted[key] = element
    }
    for key in Array(supplementaries.keys) where wanted[key] == nil { recycleElement(key) }
    // In stacking order, then by item and kind, so that reuse is the same on every run.
    let ordered = wanted.sorted {
      ($0.value.zIndex, $0.key.indexPath, $0.key.kind) < ($1.value.zIndex, $1.key.indexPath, $1.key.kind)
    }
    for (key, element) in ordered {
      if let view = supplementaries[key] {
        placeElement(view, element)
        continue
      }
      let made: UICollectionReusableView?
      if key.decoration {
        made = dequeue(pool: "decoration\u{0}" + key.kind) ?? collectionViewLayout.decorationMakers[key.kind]?()
        made?._reusePool = "decoration\u{0}" + key.kind
      } else {
        made = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      }
      guard let view = made else { continue }
      placeElement(view, element)
      supplementaries[key] = view
      if !key.decoration {
        itemDelegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      }
      addSubview(view)
    }
  }

  private func placeElement(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
    view.frame = attributes.frame
    if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    view.apply(attributes)
  }

  /// Takes an element's view out and keeps it in its pool (L12).
  private func recycleElement(_ key: ElementKey) {
    guard let view = supplementaries.removeValue(forKey: key) else { return }
    view.removeFromSuperview()
    if let pool = view._reusePool { freeSupplementaries[pool, default: []].append(view) }
    if !key.decoration {
      itemDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }
  }

  /// A free view of `pool` after its `prepareForReuse()`, or nil.
  private func dequeue(pool: String) -> UICollectionReusableView? {
    guard let view = freeSupplementaries[pool]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// Registers the class of supplementary views of kind `elementKind` that
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` makes when none with
  /// `identifier` is free (L12); nil unregisters it.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryMakers[elementKind + "\u{0}" + identifier] = (viewClass as? UICollectionReusableView.Type).map {
      type in { type.init(registeredClassFrame: .zero) }
    }
  }

  /// Registers a nib for supplementary views of kind `elementKind` with `identifier`; nil
  /// unregisters it. Stored: there are no nib files on Linux, so the first dequeue that needs a
  /// new view traps, naming the nib (see ``UINib``).
  open func register(
    _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
  ) {
    supplementaryMakers[kind + "\u{0}" + identifier] = nib.map { nib in { fatalError(nib.loadFailureMessage) } }
  }

  /// A free supplementary view of kind `elementKind` with `identifier` (after its
  /// `prepareForReuse()`), else a new one of the registered class, placed for `indexPath`; a
  /// programmer error (a trap, as UIKit's exception) when no class is registered (L12).
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let pool = elementKind + "\u{0}" + identifier
    guard let view = dequeue(pool: pool) ?? supplementaryMakers[pool]?() else {
      fatalError(
        "unable to dequeue a view of kind \(elementKind) with identifier \(identifier): register a class for it")
    }
    view._reuseIdentifier = identifier
    view._reusePool = pool
    if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
      placeElement(view, attributes)
    }
    return view
  }

  /// The layout's attributes of a supplementary element (L12), with the frame its view gets:
  /// mirrored when the layout is (Y10).
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    loadIfNeeded()
    prepareLayoutIfNeeded()
    return collectionViewLayout.shownAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The view of a visible supplementary element, or nil (L12).
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    loadIfNeeded()
    return supplementaries[ElementKey(decoration: false, kind: elementKind, indexPath: indexPath)]
  }

  /// The views of the visible supplementary elements of a kind (L12).
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    loadIfNeeded()
    return supplementaries.filter { !$0.key.decoration && $0.key.kind == elementKind }
      .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
  }

  /// The index paths of the visible supplementary elements of a kind, in order (L12).
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    loadIfNeeded()
    return supplementaries.keys.filter { !$0.decoration && $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  // MARK: Updates

  /// Runs `updates`, then asks the data source again and places the items (no animation), then
  /// calls `completion` with true. The selection of items that remain is kept (L7).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData(selecting: selection.selected.sorted())
    completion?(true)
  }

  /// Gives the items new cells from the data source (the old ones go to the reuse pool).
  open func reloadItems(at indexPaths: [IndexPath]) {
    loadIfNeeded()
    for path in indexPaths { recycle(path) }
    showVisibleCells()
  }

  /// Rule L13: the layout says where a fling comes to rest.
  override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
  }

  /// Takes the item's cell out and keeps it for reuse; a touch on the item ends first (L1,
  /// L6).
  private func recycle(_ path: IndexPath) {
    if selection.trackedIndexPath == path { selection.endTouch() }
    guard let cell = cells.recycle(path) else { return }
    itemDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
  }

  /// Scrolls so that the item is at `scrollPosition` (one vertical and one horizontal
  /// position), within the scrollable range (S3); `.none` scrolls the least that shows it.
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
    var offset = _bounds.origin
    let size = _bounds.size
    if scrollPosition.contains(.top) {
      offset.y = rect.minY
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = rect.midY - size.height / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = rect.maxY - size.height
    } else if rect.minY < offset.y {
      offset.y = rect.minY
    } else if rect.maxY > offset.y + size.height {
      offset.y = rect.maxY - size.height
    }
    if scrollPosition.contains(.left) {
      offset.x = rect.minX
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = rect.midX - size.width / 2
    } else if scrollPosition.contains(.right) {
      offset.x = rect.maxX - size.width
    } else if rect.minX < offset.x {
      offset.x = rect.minX
    } else if rect.maxX > offset.x + size.width {
      offset.x = rect.maxX - size.width
    }
    let range = scrollableRange
    offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
    offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
    setContentOffset(offset, animated: animated)
  }

  // MARK: Selection (L5, L7)

  /// The selected items, in order, or nil when none is (L5, L7).
  open var indexPathsForSelectedItems: [IndexPath]? {
    selection.selected.isEmpty ? nil : selection.selected.sorted()
  }

  /// Selects the item without calling the delegate; in single selection the old item is
  /// deselected silently; nil clears the selection (L7). The collection view scrolls to the
  /// item unless `scrollPosition` is `.none`.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    loadIfNeeded()
    guard let indexPath else {
      selection.clear(animated: animated)
      return
    }
    guard exists(indexPath) else { return }
    selection.select(indexPath, animated: animated)
    if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item without calling the delegate (L7).
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selection.set(indexPath, selected: false, animated: animated)
  }

  // MARK: Touches (L2, L3, L5, L6)

  /// Rule L2: a touch that reaches the collection view on an item asks
  /// `shouldHighlightItemAt`, then highlights the cell → `didHighlightItemAt`.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesBegan(touches)
    super.touchesBegan(touches, with: event)
  }

  /// Rule L3: leaving the item unhighlights it, coming back highlights it again.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesMoved(touches)
    super.touchesMoved(touches, with: event)
  }

  /// Rule L5: the touch-up unhighlights the item → `didUnhighlightItemAt`, then, in the same
  /// call, `shouldSelectItemAt` → the old item's `didDeselectItemAt` → `didSelectItemAt`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesEnded(touches)
    super.touchesEnded(touches, with: event)
  }

  /// Rule L6: a cancelled touch unhighlights its item → `didUnhighlightItemAt`, and selects
  /// nothing.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    selection.touchesCancelled(touches)
    super.touchesCancelled(touches, with: event)
  }
}

extension UICollectionView: ListSelectionHost {
  func listIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
  func listRect(of path: IndexPath) -> CGRect { layoutAttributesForItem(at: path)?.frame ?? .zero }
  func listItemExists(_ path: IndexPath) -> Bool { exists(path) }
  func listCell(at path: IndexPath) -> (any ListCell)? { cells.visible[path] }
  var listTouchesSelect: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  var listSelectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  func listShouldHighlight(_ path: IndexPath) -> Bool {
    itemDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true
  }
  func listDidHighlight(_ path: IndexPath) { itemDelegate?.collectionView(self, didHighlightItemAt: path) }
  func listDidUnhighlight(_ path: IndexPath) { itemDelegate?.collectionView(self, didUnhighlightItemAt: path) }
  /// Rule L5: `shouldSelectItemAt` (false stops; nothing is deselected, our choice).
  func listWillSelect(_ path: IndexPath) -> IndexPath? {
    itemDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true ? path : nil
  }
  /// Rule L5: a touch toggling a selected item off asks `shouldDeselectItemAt`; an item
  /// another replaces in single selection is deselected without asking (PSTCollectionView).
  func listWillDeselect(_ path: IndexPath, replaced: Bool) -> IndexPath? {
    if replaced { return path }
    return itemDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true ? path : nil
  }
  func listDidSelect(_ path: IndexPath) { itemDelegate?.collectionView(self, didSelectItemAt: path) }
  func listDidDeselect(_ path: IndexPath) { itemDelegate?.collectionView(self, didDeselectItemAt: path) }
  /// Rule L5: the collection view selects inside `touchesEnded`.
  func listTouchEnded(on path: IndexPath) { selection.selectForTouch(path) }
}

extension UICollectionView: ListContextMenuHost {
  /// Rule L11: the items under the touch (none between the items; the whole selection when the
  /// touch is on a selected item of a multiple selection, the touched one first: our choice),
  /// and the delegate's menu: the iOS 16 `contextMenuConfigurationForItemsAt`, else the older
  /// `contextMenuConfigurationForItemAt`, which is never asked between the items.
  func listMenuConfiguration(at point: CGPoint) -> (configuration: UIContextMenuConfiguration, items: [IndexPath])? {
    guard let delegate = itemDelegate else { return nil }
    var items: [IndexPath] = []
    if let path = indexPathForItem(at: point) {
      items = [path]
      if listSelectsMultiple, let selected = indexPathsForSelectedItems, selected.contains(path) {
        items += selected.filter { $0 != path }
      }
    }
    let new = ListDelegateDefault.answer {
      delegate.collectionView(self, contextMenuConfigurationForItemsAt: items, point: point)
    }
    if !new.isDefault { return new.value.map { ($0, items) } }
    guard let path = items.first,
      let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point)
    else { return nil }
    return (configuration, [path])
  }
  /// Rule L11: the iOS 16 `highlightPreviewForItemAt` for the touched item, else the older
  /// `previewForHighlightingContextMenuWithConfiguration`.
  func listMenuHighlightPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview? {
    guard let delegate = itemDelegate else { return nil }
    if let path = items.first {
      let new = ListDelegateDefault.answer {
        delegate.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: path)
      }
      if !new.isDefault { return new.value }
    }
    return delegate.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
  }
  /// Rule L11: the iOS 16 `dismissalPreviewForItemAt` for the touched item, else the older
  /// `previewForDismissingContextMenuWithConfiguration`.
  func listMenuDismissalPreview(_ configuration: UIContextMenuConfiguration, items: [IndexPath]) -> UITargetedPreview? {
    guard let delegate = itemDelegate else { return nil }
    if let path = items.first {
      let new = ListDelegateDefault.answer {
        delegate.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: path)
      }
      if !new.isDefault { return new.value }
    }
    return delegate.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
  }
  func listMenuWillDisplay(
    _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
  ) {
    itemDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
  }
  func listMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
  {
    itemDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
  }
  func listMenuWillPerformPreviewAction(
    _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
  ) {
    itemDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }
}
