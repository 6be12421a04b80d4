import Foundation

/// A row of segments of equal width, one of them selected.
///
/// UIKit rules C5 and G11: a touch-up inside a segment other than the selected one selects it
/// and sends `valueChanged` (from `endTracking`, before `touchUpInside`); an ancestor's single
/// tap does not begin.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The value of `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  var titles: [String] = []
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
