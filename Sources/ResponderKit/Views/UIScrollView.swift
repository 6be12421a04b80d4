import Foundation

/// A view whose content is larger than itself and moves under the finger: it delays its
/// content's touches for a moment, cancels them when scrolling begins, and decelerates, bounces
/// and pages on the application's clock.
///
/// UIKit rules S1–S17, built from the rules every view follows: a private recognizer withholds
/// the content's `touchesBegan` (G5) until ``InteractionConstants/scrollContentTouchDelay`` passes,
/// the touch ends, or the pan begins (S4);
/// `panGestureRecognizer` cancels the content's touches when it begins (G3, S7). The content
/// offset is the bounds origin (S2), so hit testing and `location(in:)` follow it with nothing
/// new. Motions (deceleration, return into range, paging, animated offsets) are closed-form
/// curves sampled every ``InteractionConstants/scrollFrameInterval`` of the application's clock
/// (S12), so traces are deterministic.
/// There are no safe areas, so `adjustedContentInset` is `contentInset` (our choice, S1).
/// The engine's questions about content touches (S4–S9) are in `UIScrollView+ContentTouches.swift`,
/// dragging and the release (S9, S11–S14) in `UIScrollView+Dragging.swift`, motions (S12) in
/// `UIScrollView+Motion.swift`, their arithmetic in `ScrollPhysics.swift`, the content delay in
/// `ScrollContentDelay.swift`, and zooming (Z1–Z6) in `UIScrollView+Zooming.swift`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// How quickly a release motion slows down: the factor by which the speed falls per
  /// millisecond (S12).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor per millisecond, above 0 and below 1.
    public var rawValue: CGFloat
    /// Creates a rate from its factor per millisecond.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's default rate (``InteractionConstants/decelerationRateNormal``).
    public static let normal = DecelerationRate(rawValue: InteractionConstants.decelerationRateNormal)
    /// The rate of paging scroll views (``InteractionConstants/decelerationRateFast``).
    public static let fast = DecelerationRate(rawValue: InteractionConstants.decelerationRateFast)
  }

  /// The size of the content, in the scroll view's coordinates (S1: zero).
  @exclusivity(unchecked) open var contentSize: CGSize = .zero {
    willSet { if let table = rareState?.keyValueObservers { table.willChange("contentSize") { self.contentSize } } }
    didSet { if let table = rareState?.keyValueObservers { table.didChange("contentSize") { self.contentSize } } }
  }
  /// Extra room around the content that scrolling can reach (S1: zero, S3).
  @exclusivity(unchecked) open var contentInset: UIEdgeInsets = .zero {
    willSet { if let table = rareState?.keyValueObservers { table.willChange("contentInset") { self.contentInset } } }
    didSet { if let table = rareState?.keyValueObservers { table.didChange("contentInset") { self.contentInset } } }
  }
  /// The inset scrolling uses: `contentInset`, as there are no safe areas (S1, our choice).
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  /// Whether the content's `touchesBegan` waits until it is clear the finger is not scrolling
  /// (S1: true; S4, S5).
  @exclusivity(unchecked) open var delaysContentTouches = true {
    didSet { updateRecognizers() }
  }
  /// Whether scrolling may take a touch the content already began tracking (S1: true; S7, S8).
  open var canCancelContentTouches = true
  /// Whether a drag scrolls (S1: true). Off, the pan and the content delay are off, and the
  /// scroll view's own touches forward up the responder chain (S10).
  @exclusivity(unchecked) open var isScrollEnabled = true {
    didSet { updateRecognizers() }
  }
  /// Whether a drag may go past an edge with resistance, and a release comes back (S1: true;
  /// S11).
  @exclusivity(unchecked) open var bounces = true
  /// Whether a vertical drag bounces even when the content fits (S1: false; S3).
  @exclusivity(unchecked) open var alwaysBounceVertical = false
  /// Whether a horizontal drag bounces even when the content fits (S1: false; S3).
  @exclusivity(unchecked) open var alwaysBounceHorizontal = false
  /// Whether a release comes to rest on a multiple of the bounds size (S1: false; S13).
  @exclusivity(unchecked) open var isPagingEnabled = false
  /// Whether a drag that starts mostly along one axis keeps to it (S1: false; S9).
  @exclusivity(unchecked) open var isDirectionalLockEnabled = false
  /// How quickly a release motion slows down (S1: `.normal`; S12).
  @exclusivity(unchecked) open var decelerationRate: DecelerationRate = .normal
  /// Whether scroll indicators show; ResponderKit draws none, so this is only kept.
  open var showsVerticalScrollIndicator = true
  /// Whether scroll indicators show; ResponderKit draws none, so this is only kept.
  open var showsHorizontalScrollIndicator = true
  /// Whether a tap on the status bar scrolls to the top; ResponderKit has no status bar, so
  /// this is only kept.
  open var scrollsToTop = true
  /// How a drag dismisses the keyboard (UIKit's default: `.none`).
  ///
  /// UIKit rule B5: `.onDrag` and `.onDragWithAccessory` end the editing of a text input that is
  /// first responder in the window as the pan begins, just before
  /// `scrollViewWillBeginDragging(_:)`; `.interactive` and `.interactiveWithAccessory` when the
  /// finger lifts below the keyboard's top (B4). A scroll view that cannot scroll does nothing.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// The style of the scroll indicators; none are drawn, so this is only kept (UIKit's default:
  /// `.default`).
  open var indicatorStyle: IndicatorStyle = .default
  /// How the safe area adds to `contentInset`; there are no safe areas, so this is only kept
  /// (UIKit's default: `.automatic`; `adjustedContentInset` stays `contentInset`, S1).
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// How far the vertical indicator is inset; none is drawn, so this is only kept (UIKit's
  /// default: zero).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// How far the horizontal indicator is inset; none is drawn, so this is only kept (UIKit's
  /// default: zero).
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// The object told about scrolling; held weakly, as in UIKit. It also says which view zooms
  /// (Z1), so setting it re-evaluates the pinch.
  @exclusivity(unchecked) open weak var delegate: UIScrollViewDelegate? {
    didSet { zoomSettingsDidChange() }
  }

  /// The refresh control a pull on the content starts (see `UIRefreshControl`); setting it
  /// makes it a subview just above the content's top, as UIKit places it.
  @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      if let oldValue, oldValue._superview === self { oldValue.removeFromSuperview() }
      guard let control = refreshControl else { return }
      let height = InteractionConstants.refreshControlPullDistance
      control.frame = CGRect(x: 0, y: -height, width: _bounds.width, height: height)
      insertSubview(control, at: 0)
    }
  }

  /// The recognizer that scrolls: a pan with `cancelsTouchesInView` (S9). Its action is the
  /// scroll view's own; add targets to watch it, or make other recognizers wait for it.
  public let panGestureRecognizer: UIPanGestureRecognizer
  /// The private recognizer that withholds the content's `touchesBegan` (S4, G5).
  let contentDelay: ScrollContentDelay

  /// Whether a finger is down on the scroll view or its content (S17).
  open var isTracking: Bool {
    guard let dispatcher = window?._application?.dispatcher else { return false }
    return dispatcher.table.hasLiveTouch { $0 === self || $0.isDescendant(of: self) }
  }
  /// Whether the user is scrolling: from the pan's beginning to the release (S17).
  @exclusivity(unchecked) public internal(set) var isDragging = false
  /// Whether a release motion is running (S12, S17).
  open var isDecelerating: Bool { motion?.kind == .release }

  // The drag's state is read at every move of a drag: unchecked, as every access is on the main
  // actor.
  /// The drag under way: where it started and how it moves (S9).
  @exclusivity(unchecked) var drag: Drag?
  /// The motion under way and its next frame's timer (S12).
  @exclusivity(unchecked) var motion: Motion?
  /// Set while a touch-down stops a release motion: the pan begins at once (S14).
  var caughtMotion = false
  /// The zoom settings and the zoom under way, once a zoom setting was changed (Z1–Z5): few
  /// scroll views zoom, so one reference holds it all.
  @exclusivity(unchecked) var zoomState: ScrollZoomState?

  /// Creates a scroll view with UIKit's defaults (S1).
  public override init(frame: CGRect) {
    panGestureRecognizer = UIScrollView.nextPanGestureRecognizer ?? UIPanGestureRecognizer()
    UIScrollView.nextPanGestureRecognizer = nil
    contentDelay = ScrollContentDelay()
    super.init(frame: frame)
    setUp()
  }

  /// The pan the next `init(frame:)` or `init?(coder:)` takes instead of making one (a subclass
  /// that records what it sees, for tools); the initializer clears it.
  ///
  /// Set just before a subclass's `super.init(frame:)`, rather than passed to an initializer
  /// of its own, so that the designated initializers are UIKit's alone: a subclass written for
  /// iOS that overrides `init(frame:)` and `init?(coder:)` inherits `init()`.
  @_spi(Tools) public static var nextPanGestureRecognizer: UIPanGestureRecognizer?

  /// Creates a scroll view from an archive: `init(frame: .zero)`, as for every view.
  public required init?(coder: NSCoder) {
    panGestureRecognizer = UIScrollView.nextPanGestureRecognizer ?? UIPanGestureRecognizer()
    UIScrollView.nextPanGestureRecognizer = nil
    contentDelay = ScrollContentDelay()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    observesBoundsOrigin = true
    _clipsToBounds = true
    panGestureRecognizer.owner = self
    // P5: a scroll view scrolls with a wheel and a trackpad alike.
    panGestureRecognizer.allowedScrollTypesMask = .all
    // The scroll view owns its pan, so the pan's action holds it as an unsafe link (the
    // invariant of `UnsafeLink`: the pan, and its action, go with the scroll view), neither weak
    // nor checked at every move; the recognizer it is given is the pan itself, passed
    // unretained. Removed as a target of the scroll view's would be.
    panGestureRecognizer.targets.append(
      UIGestureRecognizer.Target(
        object: nil, holdsObject: false,
        perform: { [unowned(unsafe) self] pan in self.handlePan(unsafeDowncast(pan, to: UIPanGestureRecognizer.self)) },
        key: (ObjectIdentifier(self), nil)))
    // The delay first: it is asked about a touch before the pan (G13), so a touch that catches
    // a motion (S14) is known before the pan sees it.
    addGestureRecognizer(contentDelay)
    addGestureRecognizer(panGestureRecognizer)
    updateRecognizers()
  }

  private func updateRecognizers() {
    panGestureRecognizer.isEnabled = isScrollEnabled
    contentDelay.isEnabled = isScrollEnabled
  }

  // MARK: The offset (S2, S3)

  /// The point of the content at the scroll view's top-left corner: its `bounds.origin` (S2).
  ///
  /// Setting it is `setContentOffset(_:animated: false)`: it is not clamped (S3) and it stops a
  /// motion (S14).
  open var contentOffset: CGPoint {
    get { _bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// Moves the content to `contentOffset`, at once or in an animation of frames every
  /// ``InteractionConstants/scrollFrameInterval`` that ends with `scrollViewDidEndScrollingAnimation(_:)` (S12).
  ///
  /// Not clamped to the scrollable range (S3). A motion under way stops without its end
  /// message (S14). Without an application clock (the view is in no window) the animation is
  /// a jump (our choice).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopMotion()
    guard animated, let clock = window?._application?.clock, contentOffset != _bounds.origin else {
      moveContentOffset(to: contentOffset)
      return
    }
    startMotion(.animation, to: contentOffset, rate: InteractionConstants.decelerationRateFast, clock: clock)
  }

  /// Moves the bounds origin as scrolling does: the one way the scroll view moves its own
  /// content, so that every scroll notifies the observers of `contentOffset` around the move,
  /// `scrollViewDidScroll(_:)` coming between the prior notification and the one after (O2).
  func moveContentOffset(to offset: CGPoint) {
    notifyingObservers("contentOffset", value: { self._bounds.origin }) { _bounds.origin = offset }
  }

  /// Where a release comes to rest before the delegate's say (S12): `proposed`, the projected
  /// and clamped target; `velocity` in points per second. A collection view asks its layout
  /// (L13).
  func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// Sends `scrollViewDidScroll(_:)` for every change of the bounds origin, whoever made it
  /// (S2).
  override func boundsOriginDidChange() {
    // A zoom step sends `scrollViewDidZoom` first and `scrollViewDidScroll` after it (Z2).
    if let zoomState, zoomState.defersScrollMessage { return }
    tell(.didScroll(offset: _bounds.origin)) { $0.scrollViewDidScroll(self) }
  }

  /// The offsets scrolling may reach on each axis (S3): from minus the leading inset to the
  /// content's far end plus its inset, less the bounds size.
  var scrollableRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let size = _bounds.size
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - size.width)
    let maxY = max(minY, contentSize.height + inset.bottom - size.height)
    return (minX...maxX, minY...maxY)
  }

  /// Whether a drag may move each axis (S3): its range is longer than 0, or it always bounces.
  var draggableAxes: (x: Bool, y: Bool) {
    let range = scrollableRange
    return (
      range.x.upperBound > range.x.lowerBound || (bounces && alwaysBounceHorizontal),
      range.y.upperBound > range.y.lowerBound || (bounces && alwaysBounceVertical)
    )
  }

  // MARK: Content touches (S4–S8, S10)
  // Open and overriding members stay in the class: Swift overrides nothing declared in an
  // extension. The engine's questions are in UIScrollView+ContentTouches.swift.

  /// Whether the content view `view` may get the touches that begin in it; asked just before
  /// it would get `touchesBegan` (S6). UIKit's default: true.
  ///
  /// False: no responder gets those touches (the scroll view drops them: our choice, as Apple
  /// says only that the view gets no messages); the pan still works.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  /// Whether scrolling may cancel the touches the content view `view` already tracks; asked
  /// when the pan would begin, if `canCancelContentTouches` (S7). UIKit's default: true, but
  /// false for a `UIControl`, so a drag that starts on a button after the delay does not
  /// scroll.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// Swallows the scroll view's own touches while it scrolls; forwards them up the chain when
  /// scrolling is off (S10).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isScrollEnabled { super.touchesBegan(touches, with: event) }
  }

  /// See `touchesBegan(_:with:)` (S10).
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isScrollEnabled { super.touchesMoved(touches, with: event) }
  }

  /// See `touchesBegan(_:with:)` (S10).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isScrollEnabled { super.touchesEnded(touches, with: event) }
  }

  /// See `touchesBegan(_:with:)` (S10).
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isScrollEnabled { super.touchesCancelled(touches, with: event) }
  }

  // MARK: Telling

  /// Reports a delegate message to the tools' observer, then sends it; nothing without a
  /// delegate.
  func tell(_ message: ScrollMessage, _ send: (UIScrollViewDelegate) -> Void) {
    guard let delegate else { return }
    window?._application?.note(.scroll(self, message))
    send(delegate)
  }

  /// Tells the tools' observer why `object` (the pan, or the scroll view itself) does what it
  /// does next.
  func note(_ decision: Decision, on object: AnyObject) {
    _window?._application?.notes.decide(object, decision)
  }

  /// The insets of both scroll indicators; reading gives the vertical one's, as UIKit does
  /// since the two were split in iOS 13.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Shows the scroll indicators for a moment; none are drawn here, so this does nothing
  /// (UIKit: a brief flash, no other effect).
  open func flashScrollIndicators() {}

  /// The guide of the content area, for constraints that define the content size (UIKit's
  /// `contentLayoutGuide`); as for other guides, its `layoutFrame` is zero until constraints are
  /// solved.
  open var contentLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.scrollGuides.content { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    guide._owningView = self
    layoutState.scrollGuides.content = guide
    return guide
  }

  /// The guide of the scroll view's frame, which does not move with the content: its
  /// `layoutFrame` is the bounds (UIKit's `frameLayoutGuide`).
  open var frameLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.scrollGuides.frame { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    guide.coversBounds = true
    guide._owningView = self
    layoutState.scrollGuides.frame = guide
    return guide
  }

  /// Scrolls the least distance that makes `rect` (in the scroll view's coordinates) visible,
  /// within the scrollable range (S3); `animated` goes through `setContentOffset(_:animated:)`.
  ///
  /// UIKit does nothing when the rectangle is already visible. A rectangle larger than the
  /// bounds on an axis shows its leading part (our choice).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let range = scrollableRange
    let size = _bounds.size
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ limits: ClosedRange<CGFloat>)
      -> CGFloat
    {
      var value = offset
      if high - low > length || low < offset {
        value = low
      } else if high > offset + length {
        value = high - length
      }
      return min(max(value, limits.lowerBound), limits.upperBound)
    }
    let rect = rect.standardized
    let target = CGPoint(
      x: axis(_bounds.origin.x, rect.minX, rect.maxX, size.width, range.x),
      y: axis(_bounds.origin.y, rect.minY, rect.maxY, size.height, range.y))
    guard target != _bounds.origin else { return }
    setContentOffset(target, animated: animated)
  }

  /// The smallest zoom scale (Z1: 1). Changing it re-clamps the current scale (Z2) and decides
  /// whether the pinch exists.
  open var minimumZoomScale: CGFloat {
    get { zoomState?.minimumZoomScale ?? 1 }
    set {
      ensuredZoomState.minimumZoomScale = newValue
      zoomLimitsDidChange()
    }
  }

  /// The largest zoom scale (Z1: 1). Changing it re-clamps the current scale (Z2) and decides
  /// whether the pinch exists.
  open var maximumZoomScale: CGFloat {
    get { zoomState?.maximumZoomScale ?? 1 }
    set {
      ensuredZoomState.maximumZoomScale = newValue
      zoomLimitsDidChange()
    }
  }

  /// Whether a pinch may go past the zoom limits with resistance and springs back at the
  /// release (Z1: true; Z5).
  open var bouncesZoom: Bool {
    get { zoomState?.bouncesZoom ?? true }
    set { ensuredZoomState.bouncesZoom = newValue }
  }

  /// Whether a pinch is zooming the content now, from its beginning to its end (Z1, Z5).
  open var isZooming: Bool { zoomState?.isZooming ?? false }

  /// Whether the content is springing back into the zoom limits after a pinch (Z1, Z5).
  open var isZoomBouncing: Bool { zoomState?.isZoomBouncing ?? false }

  /// The scroll view's pinch (Z1, Z5): nil unless zooming is possible, that is unless
  /// `maximumZoomScale > minimumZoomScale` and the delegate's `viewForZooming(in:)` returns a
  /// subview.
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    guard let pinch = zoomState?.pinch, zoomView != nil else { return nil }
    return pinch
  }

  /// The zoom view's scale: its `transform.a`, 1 without a zoom view (Z2). Setting it is
  /// `setZoomScale(_:animated: false)`.
  open var zoomScale: CGFloat {
    get { zoomView?.transform.a ?? 1 }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the zoom view to `scale`, clamped to the zoom limits, at once (Z2) or in an animated
  /// zoom on the application's clock (Z3).
  ///
  /// At once: the zoom view gets the scale as its transform and its frame origin (0, 0),
  /// `contentSize` becomes its frame size, the offset is clamped into the new range (S3), then
  /// `scrollViewDidZoom` and, if the offset moved, `scrollViewDidScroll`; an unchanged scale does
  /// nothing. Animated: `scrollViewWillBeginZooming`, frames each with `scrollViewDidZoom`,
  /// then `scrollViewDidEndZooming`; without a clock (no window) the change is at once (our
  /// choice, as `setContentOffset(_:animated:)`).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard let view = zoomView else { return }
    let target = clampedZoomScale(scale)
    guard target != view.transform.a, target > 0, target.isFinite else { return }
    let offset = zoomClamped(_bounds.origin, scale: target, view: view)
    zoom(view, to: target, offset: offset, animated: animated)
  }

  /// Zooms so that `rect`, in the zoom view's coordinates, fills the bounds as far as the limits
  /// allow (Z4): the scale is the smaller of the bounds' width and height over the rect's,
  /// clamped, and the offset is the rect's origin times that scale, clamped (S3).
  ///
  /// Animated as `setZoomScale(_:animated:)` (Z3); a rect that keeps both the scale and the
  /// offset does nothing. An empty rect zooms to the limit.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard let view = zoomView else { return }
    let fit = min(_bounds.width / abs(rect.width), _bounds.height / abs(rect.height))
    let scale = clampedZoomScale(fit)
    guard scale > 0, scale.isFinite else { return }
    let offset = zoomClamped(CGPoint(x: rect.minX * scale, y: rect.minY * scale), scale: scale, view: view)
    guard scale != view.transform.a || offset != _bounds.origin else { return }
    zoom(view, to: scale, offset: offset, animated: animated)
  }
}

/// A scroll view is its pan's owner: it has the first word on the pan's beginning (S7–S9).
extension UIScrollView: GestureOwner {}
