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
/// Zooming (Z1–Z6) is in `UIScrollView+Zooming.swift`.
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
  @exclusivity(unchecked) open var contentSize: CGSize = .zero
  /// Extra room around the content that scrolling can reach (S1: zero, S3).
  open var contentInset: UIEdgeInsets = .zero
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
  /// How a drag dismisses the keyboard; ResponderKit has no system keyboard, so this is only
  /// kept (UIKit's default: `.none`).
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
  open var refreshControl: UIRefreshControl? {
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
  public var isTracking: Bool {
    guard let dispatcher = window?._application?.dispatcher else { return false }
    return dispatcher.hasLiveTouch { $0 === self || $0.isDescendant(of: self) }
  }
  /// Whether the user is scrolling: from the pan's beginning to the release (S17).
  public private(set) var isDragging = false
  /// Whether a release motion is running (S12, S17).
  public var isDecelerating: Bool { motion?.kind == .release }

  /// The drag under way: where it started and how it moves (S9).
  private var drag: Drag?
  /// The motion under way and its next frame's timer (S12).
  private var motion: Motion?
  /// The zoom settings and the zoom under way, once a zoom setting was changed (Z1–Z5): few
  /// scroll views zoom, so one reference holds it all.
  var zoomState: ScrollZoomState?

  /// Creates a scroll view with UIKit's defaults (S1).
  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer()
    contentDelay = ScrollContentDelay()
    super.init(frame: frame)
    setUp()
  }

  /// Creates a scroll view whose pan is `panGestureRecognizer` (a subclass that records what it
  /// sees, for tools); otherwise as `init(frame:)`.
  @_spi(Tools) public init(frame: CGRect, panGestureRecognizer: UIPanGestureRecognizer) {
    self.panGestureRecognizer = panGestureRecognizer
    contentDelay = ScrollContentDelay()
    super.init(frame: frame)
    setUp()
  }

  /// Creates a scroll view from an archive: `init(frame: .zero)`, as for every view.
  public required init?(coder: NSCoder) {
    panGestureRecognizer = UIPanGestureRecognizer()
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
    // The scroll view owns its pan, so the pan's action holds it unowned, not weak (why not weak:
    // see `UnsafeLink`). Removed as a target of the scroll view's would be.
    panGestureRecognizer.targets.append(
      UIGestureRecognizer.Target(
        object: nil, holdsObject: false, perform: { [unowned self] recognizer in self.handlePan(recognizer) },
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
      _bounds.origin = contentOffset
      return
    }
    startMotion(.animation, to: contentOffset, rate: InteractionConstants.decelerationRateFast, clock: clock)
  }

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

  /// Whether the scroll view withholds its content's `touchesBegan` now: it delays content
  /// touches and scrolling is on (S4, S5, S10). The one home of that rule, for the engine and
  /// the tools.
  @_spi(Tools) public var holdsContentTouches: Bool { delaysContentTouches && isScrollEnabled }

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

  /// Rules S6, S15: whether `content`, a view inside this scroll view, may get `touchesBegan`
  /// for the touches `alone`: the scroll view asks itself `touchesShouldBegin(_:with:in:)` and
  /// a no drops the touch. Asked by its delay recognizer (`viewMayBegin`), inner scroll view
  /// first; the innermost that delayed the touch reports the delay (S4).
  func contentMayBegin(
    _ content: UIView, alone: Set<UITouch>, event: UIEvent, heldFor held: TimeInterval, holdReported: inout Bool
  ) -> Bool {
    let application = content.window?._application
    if !holdReported && holdsContentTouches {
      application?.notes.decide(content, .contentDelayed(by: self, seconds: held))
      holdReported = true
    }
    let answer = touchesShouldBegin(alone, with: event, in: content)
    application?.note(.scrollQuestion(self, .touchesShouldBegin, view: content, answer))
    if !answer { note(.contentRefused(content), on: self) }
    return answer
  }

  /// Rules S7–S9, the scroll view's word on its pan beginning (UIKit asks it as the pan's
  /// delegate): the movement's larger part must lie on an axis that can drag, and content that
  /// already got `touchesBegan` must be cancellable.
  func ownedGestureRecognizerShouldBegin(_ pan: UIGestureRecognizer) -> Bool {
    // A touch that caught a motion begins the pan without moving (S14).
    if caughtMotion {
      caughtMotion = false
      return true
    }
    if let pan = pan as? UIPanGestureRecognizer {
      let t = pan.translation(in: self)
      let axes = draggableAxes
      let dx = abs(t.x)
      let dy = abs(t.y)
      let allowed = dx > dy ? axes.x : dy > dx ? axes.y : (axes.x || axes.y)
      if !allowed {
        note(.scrollWrongDirection(horizontal: dx > dy || (dx == dy && !axes.x)), on: pan)
        return false
      }
    }
    guard let application = window?._application else { return true }
    var asked: [UIView] = []
    for view in application.dispatcher.trackingViews(of: pan)
    where view !== self && view.isDescendant(of: self) && !asked.containsObject(view) {
      asked.append(view)
      guard canCancelContentTouches else {
        note(.contentNotCancellable(view), on: pan)
        return false
      }
      let answer = touchesShouldCancel(in: view)
      application.note(.scrollQuestion(self, .touchesShouldCancel, view: view, answer))
      if !answer {
        note(.contentKept(view), on: pan)
        return false
      }
    }
    return true
  }

  // MARK: Dragging (S9, S11, S14)

  /// A drag from the pan's beginning to its end.
  private struct Drag {
    /// The offset when the pan began.
    var start: CGPoint
    /// The vector of `InteractionConstants.panMinimumMovement` along the translation at the
    /// beginning, taken off the translation so that nothing jumps (S9).
    var slop: CGPoint
    /// The axes this drag moves: those that can drag, less the one a directional lock rules
    /// out (S9).
    var axes: (x: Bool, y: Bool)
    /// The page the drag started on, for paging (S13).
    var startPage: CGPoint
  }

  /// Set while a touch-down stops a release motion: the pan begins at once (S14).
  private var caughtMotion = false

  /// Rule S14: a finger came down on the scroll view or its content (told by the content
  /// delay, which is asked before the pan): a release motion stops where it is, and the pan
  /// begins at once, so the content gets nothing of that touch.
  func fingerDown() {
    guard motion?.kind == .release, isScrollEnabled, panGestureRecognizer.isEnabled else { return }
    stopMotion()
    caughtMotion = true
    panGestureRecognizer.state = .began
  }

  private func handlePan(_ recognizer: UIGestureRecognizer) {
    guard let pan = recognizer as? UIPanGestureRecognizer else { return }
    switch pan.state {
    case .began:
      stopMotion()
      let translation = pan.translation(in: self)
      // A caught motion begins without movement: nothing to take off (S14).
      let slop = ScrollPhysics.slop(of: translation)
      let axes = ScrollPhysics.dragAxes(
        draggableAxes, translation: translation, directionalLock: isDirectionalLockEnabled)
      let start = _bounds.origin
      drag = Drag(start: start, slop: slop, axes: axes, startPage: ScrollPhysics.page(of: start, pageSize: pageSize))
      isDragging = true
      tell(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      follow(pan)
      // The zoom owns the offset during a pinch: the release takes no speed from it (Z5).
      if zoomState?.holdsPan == true { return release(nil) }
      if let refreshControl, drag?.axes.y == true,
        _bounds.origin.y <= scrollableRange.y.lowerBound - InteractionConstants.refreshControlPullDistance
      {
        refreshControl.userPulled()
      }
      release(pan)
    case .cancelled:
      release(nil)
    default:
      break
    }
  }

  /// Rule S9, S11: the offset under the finger: the start less the translation past the slop,
  /// on the axes the drag moves, with rubber-banding past an edge (or clamped without bounce).
  private func follow(_ pan: UIPanGestureRecognizer) {
    guard let drag, zoomState?.holdsPan != true else { return }
    let t = pan.translation(in: self)
    let range = scrollableRange
    var offset = _bounds.origin
    if drag.axes.x {
      offset.x = ScrollPhysics.banded(
        drag.start.x - (t.x - drag.slop.x), in: range.x, dimension: _bounds.width, bounces: bounces)
    }
    if drag.axes.y {
      offset.y = ScrollPhysics.banded(
        drag.start.y - (t.y - drag.slop.y), in: range.y, dimension: _bounds.height, bounces: bounces)
    }
    _bounds.origin = offset
  }

  /// Rule Z5: after a pinch the pan goes on from where the zoom left the content, so nothing
  /// jumps.
  func restartDrag() {
    guard drag != nil else { return }
    drag?.start = _bounds.origin
    drag?.slop = .zero
    panGestureRecognizer.setTranslation(.zero, in: self)
  }

  // MARK: The release (S12, S13)

  /// Rule S12: the release velocity, the target it projects to (clamped, paged), the
  /// delegate's say on it, then the motion there.
  private func release(_ pan: UIPanGestureRecognizer?) {
    let axes: (x: Bool, y: Bool) = drag?.axes ?? (true, true)
    let startPage = drag?.startPage ?? ScrollPhysics.page(of: _bounds.origin, pageSize: pageSize)
    drag = nil
    isDragging = false
    let p0 = _bounds.origin
    var v = CGPoint.zero
    if let pan {
      let fingers = pan.velocity(in: self)
      v = CGPoint(x: axes.x ? -fingers.x : 0, y: axes.y ? -fingers.y : 0)
    }
    let rate = decelerationRate.rawValue
    var target = ScrollPhysics.projectedTarget(from: p0, velocity: v, rate: rate)
    let projected = target
    target = ScrollPhysics.clamped(target, to: scrollableRange)
    if isPagingEnabled {
      target = ScrollPhysics.clamped(
        ScrollPhysics.paged(target, from: startPage, pageSize: pageSize), to: scrollableRange)
    }
    var answer = target
    let velocity = CGPoint(x: v.x / 1000, y: v.y / 1000)
    tell(.willEndDragging(velocity: velocity, target: target)) {
      $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &answer)
    }
    let answered = ScrollPhysics.clamped(answer, to: scrollableRange)
    let outside = !scrollableRange.x.contains(p0.x) || !scrollableRange.y.contains(p0.y)
    // S11: a fling from inside the range whose projection lies past an edge goes past it and
    // springs back, unless the delegate chose another target or the view pages.
    let overshoot: CGPoint? =
      bounces && !isPagingEnabled && !outside && answered == target && projected != target ? projected : nil
    target = answered
    let decelerate = target != p0 || overshoot != nil
    tell(.didEndDragging(decelerate: decelerate)) { $0.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
    guard decelerate, let clock = window?._application?.clock else {
      if decelerate { _bounds.origin = target }
      return
    }
    tell(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
    // Paging and a return into the range use the fast curve (S12, our choice).
    let motionRate = isPagingEnabled || outside ? InteractionConstants.decelerationRateFast : rate
    startMotion(.release, to: target, rate: motionRate, clock: clock, overshoot: overshoot)
  }

  /// The size of a page (S13): the bounds size as `bounds.width` and `bounds.height` read it,
  /// never negative, as paging always measured it.
  private var pageSize: CGSize { CGSize(width: _bounds.width, height: _bounds.height) }

  // MARK: Motions (S12)

  /// A motion in frames every `InteractionConstants.scrollFrameInterval` from its start: a
  /// release's deceleration (or return, or paging snap), or an animated `setContentOffset`.
  private struct Motion {
    enum Kind { case release, animation }
    var kind: Kind
    var start: TimeInterval
    var from: CGPoint
    var target: CGPoint
    var rate: CGFloat
    /// A release that bounces (S11), boxed: few motions bounce, and every frame copies this.
    var bounce: Bounce?
    var frame = 0
    var token: UITimerToken?
    let clock: UIClock
  }

  /// Where a release that bounces (S11) would have come to rest past the edge, and the range
  /// the spring returns into, as it was at the release: the motion decelerates toward that rest
  /// until it crosses the edge, then springs back to the motion's target.
  private final class Bounce {
    let overshoot: CGPoint
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)

    init(overshoot: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) {
      self.overshoot = overshoot
      self.range = range
    }
  }

  private func startMotion(
    _ kind: Motion.Kind, to target: CGPoint, rate: CGFloat, clock: UIClock, overshoot: CGPoint? = nil
  ) {
    motion = Motion(
      kind: kind, start: clock.now, from: _bounds.origin, target: target, rate: rate,
      bounce: overshoot.map { Bounce(overshoot: $0, range: scrollableRange) }, clock: clock)
    scheduleFrame()
  }

  private func scheduleFrame() {
    guard var current = motion else { return }
    current.frame += 1
    let time = current.start + Double(current.frame) * InteractionConstants.scrollFrameInterval
    current.token = current.clock.schedule(at: time) { [weak self] in self?.playFrame() }
    motion = current
  }

  /// Rule S12: with `D = T − p0`, `v` the stop speed (`InteractionConstants.scrollStopSpeed`) and
  /// `s(τ) = (|D|/k + v)·r^(1000τ)`, the offset is `T − (D/|D|)·k·(s(τ) − v)`; the first frame with
  /// `s(τ) ≤ v` lands on T and ends.
  private func playFrame() {
    guard let current = motion else { return }
    let tau = Double(current.frame) * InteractionConstants.scrollFrameInterval
    let position =
      if let bounce = current.bounce {
        ScrollPhysics.bouncingMotionPosition(
          from: current.from, toward: bounce.overshoot, range: bounce.range, rate: current.rate, after: tau)
      } else {
        ScrollPhysics.motionPosition(from: current.from, to: current.target, rate: current.rate, after: tau)
      }
    guard let position else {
      motion = nil
      _bounds.origin = current.target
      switch current.kind {
      case .release: tell(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
      case .animation: tell(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
      }
      return
    }
    _bounds.origin = position
    scheduleFrame()
  }

  /// Stops a motion where it is, without its end message (S14).
  private func stopMotion() {
    guard let current = motion else { return }
    motion = nil
    if let token = current.token { current.clock.cancel(token) }
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
  private func note(_ decision: Decision, on object: AnyObject) {
    _window?._application?.notes.decide(object, decision)
  }
}

/// A scroll view is its pan's owner: it has the first word on the pan's beginning (S7–S9).
extension UIScrollView: GestureOwner {}

/// The scroll view's private recognizer that withholds its content's `touchesBegan` (S4):
/// UIKit's is `UIScrollViewDelayedTouchesBeganGestureRecognizer`. It never recognizes; it fails
/// when the delay is over (`InteractionConstants.scrollContentTouchDelay`), when a touch ends (a
/// quick tap is delivered whole), or at once without `delaysContentTouches` (S5); when the pan
/// begins it fails as every loser does (G8) and the content never gets the touch (G3). Its changes
/// are not reported: the delay's only sign is when the content's `touchesBegan` comes.
final class ScrollContentDelay: UIGestureRecognizer {
  init() {
    super.init(target: nil, action: nil)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
    isEngineInternal = true
    screensBegan = true
  }

  required init?(coder: NSCoder) {
    fatalError("ScrollContentDelay is made by UIScrollView only")
  }

  /// Rule S6: the content of the scroll view asks the scroll view before its `touchesBegan`;
  /// a touch on the scroll view itself is not its content.
  override func viewMayBegin(
    _ touch: UITouch, alone: Set<UITouch>, event: UIEvent, heldFor held: TimeInterval, holdReported: inout Bool
  ) -> Bool {
    guard let scrollView = view as? UIScrollView, let content = touch._view, content !== scrollView else { return true }
    return scrollView.contentMayBegin(content, alone: alone, event: event, heldFor: held, holdReported: &holdReported)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView = view as? UIScrollView else { return }
    scrollView.fingerDown()
    var content = false
    for touch in touches {
      if touch._view === scrollView { ignore(touch, for: event) } else { content = true }
    }
    guard effectiveState == .possible else { return }
    guard scrollView.delaysContentTouches else {
      state = .failed
      return
    }
    if content && !hasTimer {
      startTimer(after: InteractionConstants.scrollContentTouchDelay) { $0.state = .failed }
    } else if !content && !hasTimer {
      state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
