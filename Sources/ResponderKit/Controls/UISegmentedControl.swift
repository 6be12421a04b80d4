import Foundation

/// A row of segments of equal width, one of them selected.
///
/// UIKit rules C5 and G11: a touch-up inside a segment other than the selected one selects it
/// and sends `valueChanged` (from `endTracking`, before `touchUpInside`); an ancestor's single
/// tap does not begin. Rule Y8: the intrinsic size is 32 pt tall and as wide as its segments,
/// each as wide as the widest title (13 pt semibold) with 12 pt on each side.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The value of `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  var titles: [String] = [] {
    didSet { invalidateIntrinsicContentSize() }
  }
  var _selectedSegmentIndex = UISegmentedControl.noSegment

  /// Creates a control with one segment per title.
  public init(items: [String]) {
    titles = items
    super.init(frame: .zero)
  }

  /// Creates a control with no segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with no segments and a zero frame; nothing is decoded (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
  }

  /// A segment's title, or nil when there is no such segment.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Removes a segment; the selection moves off it.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if _selectedSegmentIndex == segment { _selectedSegmentIndex = Self.noSegment }
    if _selectedSegmentIndex > segment { _selectedSegmentIndex -= 1 }
  }

  /// The segments side by side, each as wide as the widest title and its padding, 32 pt tall
  /// (Y8); no intrinsic width without segments.
  open override var intrinsicContentSize: CGSize {
    guard !titles.isEmpty else {
      return CGSize(width: UIView.noIntrinsicMetric, height: InteractionConstants.segmentedControlHeight)
    }
    let font = UIFont.systemFont(ofSize: InteractionConstants.segmentedControlFontSize, weight: .semibold)
    let widest = titles.map { $0.size(withAttributes: [.font: font]).width }.max() ?? 0
    let segment = UIView.ceilToPixel(widest) + 2 * InteractionConstants.segmentedControlSegmentPadding
    return CGSize(width: segment * CGFloat(titles.count), height: InteractionConstants.segmentedControlHeight)
  }

  /// The intrinsic size, as UIKit's segmented control answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let size = intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: size.height)
  }

  /// The number of segments.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment with a title.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles.removeAll()
    _selectedSegmentIndex = Self.noSegment
  }

  /// The selected segment, or `noSegment`; setting it sends nothing, as in UIKit.
  open var selectedSegmentIndex: Int {
    get { _selectedSegmentIndex }
    set { _selectedSegmentIndex = titles.indices.contains(newValue) ? newValue : Self.noSegment }
  }

  /// The segment under a point in the control's coordinates, or nil.
  func segment(at point: CGPoint) -> Int? {
    guard !titles.isEmpty, bounds.contains(point) else { return nil }
    let index = Int((point.x - bounds.minX) / (bounds.width / CGFloat(titles.count)))
    return min(max(index, 0), titles.count - 1)
  }

  /// Selects the segment the touch lifted in.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, let index = segment(at: touch.location(in: self)), index != _selectedSegmentIndex else { return }
    _selectedSegmentIndex = index
    sendActions(for: .valueChanged, event: event)
  }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  /// Rule G11: refuses an ancestor's single tap.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
