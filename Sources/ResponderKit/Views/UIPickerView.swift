import Foundation

/// A set of spinning wheels, one per component, each with one row selected at its centre.
///
/// UIKit's `UIPickerView`. Rule C6: each component is a wheel built on ``UIScrollView``, its
/// rows stacked top to bottom and insets that let the first and last rows reach the centre; a
/// drag decelerates as any scroll view's (S12), its target moved to the nearest row, and a tap on
/// a row above or below the centre scrolls that row to the centre; when the wheel comes to rest
/// on another row the delegate's `pickerView(_:didSelectRow:inComponent:)` is sent once.
/// `selectRow(_:inComponent:animated:)` sends nothing. Rule Y8: its intrinsic size is
/// ``InteractionConstants/pickerViewWidth`` × ``InteractionConstants/pickerViewHeight``.
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The object that gives the components and their rows (C6).
  open weak var dataSource: UIPickerViewDataSource? {
    didSet { setNeedsReload() }
  }

  /// The object that gives the rows' content and sizes and hears of the user's choices (C6).
  open weak var delegate: UIPickerViewDelegate? {
    didSet { setNeedsReload() }
  }

  /// Whether the selection indicator shows. Stored; deprecated in UIKit, which always shows it.
  open var showsSelectionIndicator = true

  var wheels: [PickerWheel] = []
  var needsReload = true

  /// Creates a picker with the given frame; a zero frame gets the intrinsic size's height, as in
  /// UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    if frame.size == .zero { self.frame.size = intrinsicContentSize }
  }

  /// Creates a picker of the intrinsic size at the origin (nothing is decoded; see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = intrinsicContentSize
  }

  /// ``InteractionConstants/pickerViewWidth`` × ``InteractionConstants/pickerViewHeight`` (Y8).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: InteractionConstants.pickerViewWidth, height: InteractionConstants.pickerViewHeight)
  }

  /// The intrinsic size, as UIKit's picker answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  // MARK: Components and rows

  /// The number of components, as the data source last gave it.
  open var numberOfComponents: Int {
    loadIfNeeded()
    return wheels.count
  }

  /// The number of rows of `component`, as the data source last gave it (0 for no such
  /// component).
  open func numberOfRows(inComponent component: Int) -> Int {
    loadIfNeeded()
    return wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The size of `component`'s rows: its width and row height, from the delegate (C6).
  open func rowSize(forComponent component: Int) -> CGSize {
    loadIfNeeded()
    guard wheels.indices.contains(component) else { return .zero }
    return CGSize(width: componentWidth(component), height: rowHeight(component))
  }

  /// The view showing `row` of `component`, or nil when that row is not on screen.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    loadIfNeeded()
    guard wheels.indices.contains(component) else { return nil }
    wheels[component].tileRows()
    return wheels[component].rowViews[row]
  }

  /// Asks the data source and delegate again for every component; selections are kept within
  /// the new rows.
  open func reloadAllComponents() {
    needsReload = true
    loadIfNeeded()
  }

  /// Asks the data source and delegate again for `component`'s rows; its selection is kept
  /// within the new rows.
  open func reloadComponent(_ component: Int) {
    loadIfNeeded()
    guard wheels.indices.contains(component) else { return }
    wheels[component].reload()
    setNeedsLayout()
  }

  /// Selects `row` of `component`, scrolling its wheel there (animated or not); sends nothing
  /// to the delegate (C6).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    loadIfNeeded()
    guard wheels.indices.contains(component) else { return }
    wheels[component].select(row, animated: animated)
  }

  /// The selected row of `component`, or -1 when it has no rows or there is no such component.
  open func selectedRow(inComponent component: Int) -> Int {
    loadIfNeeded()
    guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
    return wheels[component].selectedRow
  }

  // MARK: Loading and layout

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheel(picker: self, component: wheels.count)
      wheels.append(wheel)
      addSubview(wheel)
    }
    for wheel in wheels { wheel.reload() }
    layOutWheels()
  }

  /// Places the wheels side by side, each as tall as the picker.
  open override func layoutSubviews() {
    super.layoutSubviews()
    loadIfNeeded()
    layOutWheels()
  }

  private func layOutWheels() {
    var x = bounds.minX
    for wheel in wheels {
      let width = componentWidth(wheel.component)
      wheel.place(
        in: CGRect(x: x, y: bounds.minY, width: width, height: bounds.height), rowHeight: rowHeight(wheel.component))
      x += width
    }
  }

  /// The picker's width shared equally by its components: the delegate's default width.
  var equalComponentWidth: CGFloat {
    let count = max(wheels.count, dataSource?.numberOfComponents(in: self) ?? 0, 1)
    return bounds.width / CGFloat(count)
  }

  func componentWidth(_ component: Int) -> CGFloat {
    max(delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth, 0)
  }

  func rowHeight(_ component: Int) -> CGFloat {
    let height =
      delegate?.pickerView(self, rowHeightForComponent: component) ?? InteractionConstants.pickerViewRowHeight
    return height > 0 ? height : InteractionConstants.pickerViewRowHeight
  }

  /// The delegate's default row view: a centred label with the row's attributed title, or else
  /// its title (reusing `view` when it is such a label).
  func standardRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
    let label = (view as? PickerRowLabel) ?? PickerRowLabel(frame: .zero)
    label.textAlignment = .center
    if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      label.attributedText = attributed
    } else {
      label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }
    return label
  }

  /// A wheel came to rest on `row` after the user's drag or tap (C6).
  func userSelected(_ row: Int, in component: Int) {
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}

/// The label of a row when the delegate gives no view.
final class PickerRowLabel: UILabel {}

/// One component's wheel: a vertical scroll view whose rows come to rest at its centre (C6).
///
/// Its own scroll-view delegate: it moves a drag's target to the nearest row, and reports the
/// row it rests on when the user moved it.
@MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
  unowned let picker: UIPickerView
  let component: Int
  private(set) var rowCount = 0
  private(set) var selectedRow = 0
  private(set) var rowHeight = InteractionConstants.pickerViewRowHeight
  /// Whether the motion under way was started by the user (a drag or a tap), so that its rest
  /// is reported (C6).
  private var userMoved = false
  /// The views of the rows on screen, by row.
  private(set) var rowViews: [Int: UIView] = [:]
  /// Row views that scrolled out of sight, given back to the delegate to reuse.
  private var reusable: [UIView] = []

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    delegate = self
    showsVerticalScrollIndicator = false
    showsHorizontalScrollIndicator = false
    contentInsetAdjustmentBehavior = .never
    alwaysBounceVertical = true
    scrollsToTop = false
    addGestureRecognizer(
      UITapGestureRecognizer { [weak self] recognizer in
        guard let self else { return }
        self.tapped(at: recognizer.location(in: self))
      })
  }

  required init?(coder: NSCoder) {
    preconditionFailure("a picker's wheel is made by its picker")
  }

  /// Asks the data source for the rows again, keeps the selection within them, and makes the
  /// row views again.
  func reload() {
    rowCount = max(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0, 0)
    selectedRow = min(selectedRow, max(rowCount - 1, 0))
    for view in rowViews.values { view.removeFromSuperview() }
    rowViews.removeAll()
    reusable.removeAll()
    geometry = nil
    place(in: frame, rowHeight: picker.rowHeight(component))
  }

  private var geometry: (frame: CGRect, rowHeight: CGFloat, rows: Int)?

  /// Sets the wheel's frame and row height; when they change, the insets and content size
  /// follow and the selected row is put back at the centre.
  func place(in frame: CGRect, rowHeight: CGFloat) {
    if let geometry, geometry.frame == frame, geometry.rowHeight == rowHeight, geometry.rows == rowCount { return }
    geometry = (frame, rowHeight, rowCount)
    self.frame = frame
    self.rowHeight = rowHeight
    let inset = centreInset
    contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    contentSize = CGSize(width: frame.width, height: CGFloat(rowCount) * rowHeight)
    for (row, view) in rowViews { view.frame = rowFrame(row) }
    contentOffset = offset(of: selectedRow)
    tileRows()
  }

  /// The inset above the first row and below the last that lets them reach the centre.
  private var centreInset: CGFloat { max((bounds.height - rowHeight) / 2, 0) }

  /// The content offset that puts `row` at the centre.
  func offset(of row: Int) -> CGPoint {
    CGPoint(x: 0, y: CGFloat(row) * rowHeight - centreInset)
  }

  /// The row nearest the centre at `offset`, within the rows.
  func row(at offset: CGPoint) -> Int {
    guard rowCount > 0, rowHeight > 0 else { return 0 }
    let row = Int(((offset.y + centreInset) / rowHeight).rounded())
    return min(max(row, 0), rowCount - 1)
  }

  private func rowFrame(_ row: Int) -> CGRect {
    CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// Selects a row by code: no report (C6).
  func select(_ row: Int, animated: Bool) {
    guard rowCount > 0 else { return }
    selectedRow = min(max(row, 0), rowCount - 1)
    userMoved = false
    setContentOffset(offset(of: selectedRow), animated: animated)
  }

  /// C6: a tap on a row other than the centred one scrolls it to the centre; its rest reports it.
  private func tapped(at point: CGPoint) {
    guard rowHeight > 0 else { return }
    let row = Int((point.y / rowHeight).rounded(.down))
    guard (0..<rowCount).contains(row), row != self.row(at: contentOffset) else { return }
    userMoved = true
    let target = offset(of: row)
    if window?._application?.clock == nil {
      setContentOffset(target, animated: false)
      settle()
    } else {
      setContentOffset(target, animated: true)
    }
  }

  /// The wheel is at rest: the row at its centre is selected, and reported when the user moved
  /// it there and it is another row (C6).
  private func settle() {
    guard rowCount > 0 else { return }
    let row = row(at: contentOffset)
    let reports = userMoved && row != selectedRow
    userMoved = false
    selectedRow = row
    if reports { picker.userSelected(row, in: component) }
  }

  /// Makes the views of the rows on screen and lets go of the others, for reuse.
  func tileRows() {
    guard rowCount > 0, rowHeight > 0 else { return }
    let first = max(Int((contentOffset.y / rowHeight).rounded(.down)), 0)
    let last = min(Int(((contentOffset.y + bounds.height) / rowHeight).rounded(.up)), rowCount - 1)
    let visible = first <= last ? first...last : 0...(-1)
    for (row, view) in rowViews where !visible.contains(row) {
      rowViews[row] = nil
      view.removeFromSuperview()
      reusable.append(view)
    }
    for row in visible where rowViews[row] == nil {
      let reuse = reusable.popLast()
      let view =
        picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reuse)
        ?? picker.standardRowView(row: row, component: component, reusing: reuse)
      view.frame = rowFrame(row)
      addSubview(view)
      rowViews[row] = view
    }
  }

  // MARK: Its own scroll-view delegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) { tileRows() }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMoved = true }

  /// C6: the release's target moves to the nearest row.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee = offset(of: row(at: targetContentOffset.pointee))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { settle() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }
}
