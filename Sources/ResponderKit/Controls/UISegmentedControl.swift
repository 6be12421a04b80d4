import Foundation

/// A row of segments, one of them selected.
///
/// UIKit rules C5 and G11: a touch-up inside a segment other than the selected one selects it
/// and sends `valueChanged` (from `endTracking`, before `touchUpInside`); an ancestor's single
/// tap does not begin. Rule C8: a segment's width may be set, and a touch selects the segment
/// under it by those widths. Rule Y8: the intrinsic size is 32 pt tall and as wide as its
/// segments, each as wide as the widest title (13 pt semibold) or image with 12 pt on each side.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The value of `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  /// A segment: its title or image, its width (0: sized by the control) and whether it is
  /// enabled.
  struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
  }

  var segments: [Segment] = [] {
    didSet { invalidateIntrinsicContentSize() }
  }
  var _selectedSegmentIndex = UISegmentedControl.noSegment
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  private var backgroundImages: [String: UIImage] = [:]
  private var dividerImages: [String: UIImage] = [:]

  /// Creates a control with one segment per item: a `String` is a title, a ``UIImage`` an
  /// image; other items are ignored.
  public init(items: [Any]?) {
    segments = (items ?? []).compactMap(Self.segment(for:))
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

  private static func segment(for item: Any) -> Segment? {
    if let title = item as? String { return Segment(title: title) }
    if let image = item as? UIImage { return Segment(image: image) }
    return nil
  }

  /// Sets a segment's title (its image goes, as in UIKit).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// A segment's title, or nil when it has none or there is no such segment.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image (its title goes, as in UIKit).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// A segment's image, or nil when it has none or there is no such segment.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's width; 0 (the default) lets the control size it (C8).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
  }

  /// A segment's width as set by `setWidth(_:forSegmentAt:)` (0: sized by the control).
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Enables or disables a segment: a touch on a disabled segment selects nothing (C8).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled (default true).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Whether segments the control sizes are as wide as their content rather than equal
  /// (default false) (C8, Y8).
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The selected segment's colour (nil: the system's). Stored.
  open var selectedSegmentTintColor: UIColor?

  /// Sets the text attributes of the titles in a state. Stored; the widths are measured in
  /// the control's font (Y8).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The text attributes of the titles in a state, as set (nil when none were).
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Sets the background image of a state at some bar metrics. Stored.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
    backgroundImages["\(state.rawValue) \(barMetrics.rawValue)"] = backgroundImage
  }

  /// The background image of a state at some bar metrics, as set.
  open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
    backgroundImages["\(state.rawValue) \(barMetrics.rawValue)"]
  }

  /// Sets the image between two segments in the given states. Stored.
  open func setDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State, barMetrics: UIBarMetrics
  ) {
    dividerImages["\(leftState.rawValue) \(rightState.rawValue) \(barMetrics.rawValue)"] = dividerImage
  }

  /// The image between two segments in the given states, as set.
  open func dividerImage(
    forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State,
    barMetrics: UIBarMetrics
  ) -> UIImage? {
    dividerImages["\(leftState.rawValue) \(rightState.rawValue) \(barMetrics.rawValue)"]
  }

  /// Removes a segment; the selection moves off it.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if _selectedSegmentIndex == segment { _selectedSegmentIndex = Self.noSegment }
    if _selectedSegmentIndex > segment { _selectedSegmentIndex -= 1 }
  }

  /// The width of a segment's content, its title (13 pt semibold) or image, with its padding.
  private func contentWidth(_ segment: Segment) -> CGFloat {
    let font = UIFont.systemFont(ofSize: InteractionConstants.segmentedControlFontSize, weight: .semibold)
    let content = segment.image?.size.width ?? (segment.title ?? "").size(withAttributes: [.font: font]).width
    return UIView.ceilToPixel(content) + 2 * InteractionConstants.segmentedControlSegmentPadding
  }

  /// The segments side by side, 32 pt tall (Y8): a segment with a set width is that wide; the
  /// others are each as wide as the widest content, or their own with
  /// `apportionsSegmentWidthsByContent`; no intrinsic width without segments.
  open override var intrinsicContentSize: CGSize {
    guard !segments.isEmpty else {
      return CGSize(width: UIView.noIntrinsicMetric, height: InteractionConstants.segmentedControlHeight)
    }
    let widest = segments.map(contentWidth).max() ?? 0
    let width = segments.reduce(CGFloat(0)) { total, segment in
      total + (segment.width > 0 ? segment.width : apportionsSegmentWidthsByContent ? contentWidth(segment) : widest)
    }
    return CGSize(width: width, height: InteractionConstants.segmentedControlHeight)
  }

  /// The intrinsic size, as UIKit's segmented control answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let size = intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: size.height)
  }

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment with a title.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: max(0, min(segment, segments.count)))
  }

  /// Inserts a segment with an image.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: max(0, min(segment, segments.count)))
  }

  /// Removes every segment.
  open func removeAllSegments() {
    segments.removeAll()
    _selectedSegmentIndex = Self.noSegment
  }

  /// The selected segment, or `noSegment`; setting it sends nothing, as in UIKit.
  open var selectedSegmentIndex: Int {
    get { _selectedSegmentIndex }
    set { _selectedSegmentIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment }
  }

  /// The segments' widths across the bounds (C8): set widths as set, the others sharing the
  /// rest equally, or in proportion to their content with `apportionsSegmentWidthsByContent`.
  func segmentWidths() -> [CGFloat] {
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let free = segments.filter { $0.width == 0 }
    let rest = max(bounds.width - fixed, 0)
    let contentTotal = free.reduce(CGFloat(0)) { $0 + contentWidth($1) }
    return segments.map { segment in
      if segment.width > 0 { return segment.width }
      if apportionsSegmentWidthsByContent, contentTotal > 0 { return rest * contentWidth(segment) / contentTotal }
      return rest / CGFloat(free.count)
    }
  }

  /// The segment under a point in the control's coordinates, or nil (C8).
  func segment(at point: CGPoint) -> Int? {
    guard !segments.isEmpty, bounds.contains(point) else { return nil }
    var x = bounds.minX
    for (index, width) in segmentWidths().enumerated() {
      x += width
      if point.x < x { return index }
    }
    return segments.count - 1
  }

  /// Selects the enabled segment the touch lifted in.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, let index = segment(at: touch.location(in: self)), index != _selectedSegmentIndex,
      segments[index].isEnabled
    else { return }
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
