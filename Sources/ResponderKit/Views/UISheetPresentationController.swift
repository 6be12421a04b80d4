import Foundation

/// What a custom detent's resolver is given: the container's traits and the largest value a
/// detent can have (Q8).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The largest detent's value: the container's height less ``InteractionConstants/sheetTopInset``.
  var maximumDetentValue: CGFloat { get }
}

/// The messages a sheet sends besides its presentation controller's (Q9, Q10); every one is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// A user changed the sheet's selected detent: a drag, a tap on the grabber or on the dimming
  /// view (Q9, Q10); never a change made in code (Q8).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  /// Does nothing.
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// The presentation controller of a sheet: the presented view rises from the bottom of the
/// window to one of its detents, over a dimming view, and a drag moves it between them or
/// dismisses it.
///
/// UIKit rules Q8–Q12. Detents (Q8): `.large()` is the container's height less
/// ``InteractionConstants/sheetTopInset``, `.medium()` a share of it
/// (``InteractionConstants/sheetMediumFraction``); the sheet rests at `selectedDetentIdentifier`
/// (nil: the smallest). The dimming view (Q9) covers the container at detents larger than
/// `largestUndimmedDetentIdentifier`; a tap on it dismisses (Q12 permitting) or moves the sheet to
/// the largest undimmed detent. The grabber (`prefersGrabberVisible`) steps through the detents.
/// The sheet's pan (Q10), a recognizer on the container that takes the touches of the presented
/// view, follows the finger, rubber-bands past the ends, begins an interactive dismissal below
/// the smallest detent and settles at the region its release projects to; a vertical scroll view
/// inside hands it the drag when scrolled to its top (Q11). Nothing is drawn: the presented view
/// takes its frames at once.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// A height a sheet can rest at (Q8).
  @preconcurrency @MainActor
  open class Detent {
    /// The name of a detent.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The name.
      public let rawValue: String
      /// Creates an identifier named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier named `rawValue`.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's identifier.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How the value is found: the standard ones or a resolver.
    let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    /// Creates a detent; the class functions below are the way in, as in UIKit.
    public required init(
      identifier: Identifier,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
    }

    /// The medium detent: the largest value times ``InteractionConstants/sheetMediumFraction``
    /// (``InteractionConstants/sheetMediumFractionShortContainer`` in a container at most
    /// ``InteractionConstants/sheetShortContainerHeight`` tall; Q8).
    open class func medium() -> Self {
      Self(identifier: .medium) { context in
        let containerHeight = context.maximumDetentValue + InteractionConstants.sheetTopInset
        let fraction =
          containerHeight <= InteractionConstants.sheetShortContainerHeight
          ? InteractionConstants.sheetMediumFractionShortContainer : InteractionConstants.sheetMediumFraction
        return context.maximumDetentValue * fraction
      }
    }

    /// The large detent: the largest value (Q8).
    open class func large() -> Self {
      Self(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose value `resolver` gives from the context (nil: the detent is left out); a
    /// value at or above the largest acts as the large detent (Q8). Without an identifier it
    /// gets a unique one.
    @preconcurrency
    open class func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Self {
      Self(identifier: identifier ?? Identifier(rawValue: "custom-\(UUID().uuidString)"), resolver: resolver)
    }

    /// The detent's value in `context` (nil when it is left out), at most the largest (Q8).
    open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      resolver(context).map { min($0, context.maximumDetentValue) }
    }
  }

  /// The heights the sheet can rest at (Q8; default `[.large()]`).
  open var detents: [Detent] = [.large()] {
    didSet { moveToSelectedDetent() }
  }

  /// The detent the sheet rests at; nil means the smallest (Q8). Setting it moves the sheet and
  /// calls no delegate (UIKit animates the move inside `animateChanges(_:)`; frames change at
  /// once here).
  open var selectedDetentIdentifier: Detent.Identifier? {
    get { _selectedDetentIdentifier }
    set {
      _selectedDetentIdentifier = newValue
      moveToSelectedDetent()
    }
  }
  var _selectedDetentIdentifier: Detent.Identifier?

  /// The largest detent without a dimming view; nil (the default) dims at every detent (Q9).
  /// Undimmed, touches around the sheet reach the presenter.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { updateDimming() }
  }

  /// Whether the sheet shows a grabber, whose tap steps through the detents (Q9; default false).
  open var prefersGrabberVisible = false {
    didSet { layoutChrome() }
  }

  /// Whether scrolling up in a scroll view at its top grows the sheet to the next detent first
  /// (Q11; default true).
  open var prefersScrollingExpandsWhenScrolledToEdge = true

  /// Whether the sheet is edge-attached in a compact height, kept (there are no size-class
  /// changes here; default false).
  open var prefersEdgeAttachedInCompactHeight = false

  /// Whether an edge-attached sheet's width follows `preferredContentSize`, kept (default false).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The sheet's corner radius, kept (nothing is drawn; default nil, the system's).
  open var preferredCornerRadius: CGFloat?

  /// The view a sheet in a regular width would come from, kept (sheets here fill the width).
  open var sourceView: UIView?

  /// Runs `changes` (setting `selectedDetentIdentifier`, `detents` and the like) as one animated
  /// change; the frames change at once here (Q8).
  open func animateChanges(_ changes: () -> Void) {
    changes()
    moveToSelectedDetent()
  }

  /// Asks the custom detents' resolvers again and moves the sheet to its detent's new value (Q8).
  open func invalidateDetents() {
    moveToSelectedDetent()
  }

  /// The sheet's frame at its selected detent: the container's width, the detent's value high,
  /// its bottom on the container's bottom (Q8).
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = _containerView else { return .zero }
    let value = restingValue
    return CGRect(
      x: 0, y: container.bounds.height - value, width: container.bounds.width, height: value)
  }

  // MARK: Detents (Q8)

  /// The resolved detents, smallest first, each with its value: those whose resolver answers,
  /// capped at the largest value; `[.large()]` when none is left.
  var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
    let context = SheetDetentContext(
      containerTraitCollection: presentedViewController.traitCollection, maximumDetentValue: maximumDetentValue)
    var resolved: [(identifier: Detent.Identifier, value: CGFloat)] = []
    for detent in detents {
      if let value = detent.resolvedValue(in: context) { resolved.append((detent.identifier, max(0, value))) }
    }
    if resolved.isEmpty { resolved = [(.large, maximumDetentValue)] }
    return resolved.sorted { $0.value < $1.value }
  }

  /// The largest value a detent can have: the container's height less the top inset (Q8).
  var maximumDetentValue: CGFloat {
    let height = _containerView?.bounds.height ?? presentingViewController._view?._window?.bounds.height ?? 0
    return max(0, height - InteractionConstants.sheetTopInset)
  }

  /// The detent the sheet rests at: the selected one if it is among the detents, else the
  /// smallest (Q8).
  var restingDetent: (identifier: Detent.Identifier, value: CGFloat) {
    let resolved = resolvedDetents
    if let selected = _selectedDetentIdentifier, let detent = resolved.first(where: { $0.identifier == selected }) {
      return detent
    }
    return resolved[0]
  }

  var restingValue: CGFloat { restingDetent.value }

  /// The sheet's top, in container coordinates, at `value`.
  func top(for value: CGFloat) -> CGFloat { (_containerView?.bounds.height ?? 0) - value }

  /// Q8: the sheet takes its selected detent's frame (a change made in code or a user's choice).
  func moveToSelectedDetent() {
    guard transition?.kind != .dismissal else { return }
    placeAtRestingDetent()
  }

  /// The presented view takes its resting detent's frame, the dimming view and grabber follow.
  private func placeAtRestingDetent() {
    guard isPresenting, drag == nil, let view = presentedView else { return }
    view.frame = frameOfPresentedViewInContainerView
    updateDimming()
    layoutChrome()
  }

  /// A user chose `identifier` (Q9, Q10): the sheet moves to it, and the delegate hears of it when
  /// it changed.
  func userSelect(_ identifier: Detent.Identifier) {
    let before = restingDetent.identifier
    _selectedDetentIdentifier = identifier
    placeAtRestingDetent()
    if identifier != before {
      (dismissalDelegate as? UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  // MARK: Chrome (Q9, Q10)

  /// The dimming view, below the sheet.
  var dimmingView: SheetDimmingView?
  /// The grabber, above the sheet's top edge.
  var grabber: SheetGrabber?
  /// The sheet's pan, on the container.
  var pan: SheetPanGestureRecognizer?

  /// The sheet's own views and recognizers, by the names tools give them after the presented
  /// controller: `dimmingView`, `dimmingTap`, `grabber` and `pan`.
  @_spi(Tools) public var namedParts: [(name: String, object: AnyObject)] {
    var parts: [(String, AnyObject)] = []
    if let dimmingView {
      parts.append(("dimmingView", dimmingView))
      for recognizer in dimmingView.gestureRecognizers ?? [] { parts.append(("dimmingTap", recognizer)) }
    }
    if let grabber { parts.append(("grabber", grabber)) }
    if let pan { parts.append(("pan", pan)) }
    return parts
  }

  override func installChrome(in container: PresentationContainerView) {
    let dimming = SheetDimmingView(frame: container.bounds)
    let tap = UITapGestureRecognizer()
    tap.addTarget(self, action: UISheetPresentationController.dimmingViewTapped)
    dimming.addGestureRecognizer(tap)
    container.addSubview(dimming)
    dimmingView = dimming
    let grabber = SheetGrabber(frame: .zero)
    grabber.addTarget(self, action: UISheetPresentationController.grabberTapped, for: .touchUpInside)
    container.addSubview(grabber)
    self.grabber = grabber
    let pan = SheetPanGestureRecognizer()
    pan.sheet = self
    pan.addTarget(self, action: UISheetPresentationController.handleSheetPan)
    container.addGestureRecognizer(pan)
    self.pan = pan
    updateDimming()
  }

  override func layoutChrome() {
    guard let container = _containerView else { return }
    dimmingView?.frame = container.bounds
    guard let grabber else { return }
    let size = InteractionConstants.sheetGrabberSize
    let top = presentedView?.frame.minY ?? container.bounds.height
    grabber.frame = CGRect(x: (container.bounds.width - size.width) / 2, y: top, width: size.width, height: size.height)
    grabber.isHidden = !prefersGrabberVisible
    if grabber._superview === container, container.subviews.last !== grabber { container.bringSubviewToFront(grabber) }
  }

  /// Q9: the dimming view is there at detents larger than the largest undimmed one (nil: all).
  func updateDimming() {
    dimmingView?.isHidden = !isDimmed(at: restingValue)
  }

  /// Whether the sheet is dimmed resting at `value` (Q9).
  func isDimmed(at value: CGFloat) -> Bool {
    guard let undimmed = largestUndimmedDetentIdentifier,
      let limit = resolvedDetents.first(where: { $0.identifier == undimmed })
    else { return true }
    return value > limit.value
  }

  /// Q9: a tap on the dimming view, unless the sheet is dragged or stands at its largest detent:
  /// a user dismissal if Q12 allows; refused, the sheet moves to the largest undimmed detent, if
  /// any.
  func dimmingViewTapped() {
    guard drag == nil, settleTimer == nil, restingValue < maximumDetentValue else { return }
    dismissOrUndim()
  }

  /// Q9, Q12: dismiss if allowed, else (after `presentationControllerDidAttemptToDismiss(_:)`)
  /// move to the largest undimmed detent, if there is one.
  private func dismissOrUndim() {
    guard !attemptUserDismissal(), let undimmed = largestUndimmedDetentIdentifier,
      resolvedDetents.contains(where: { $0.identifier == undimmed })
    else { return }
    userSelect(undimmed)
  }

  /// Q9: a touch-up inside the grabber selects the next larger detent, wrapping to the smallest;
  /// with one detent it dismisses as the dimming view does.
  func grabberTapped() {
    guard drag == nil, isPresenting, transition == nil else { return }
    let resolved = resolvedDetents
    guard resolved.count > 1 else { return dismissOrUndim() }
    let current = restingDetent.identifier
    let index = resolved.firstIndex { $0.identifier == current } ?? 0
    userSelect(resolved[(index + 1) % resolved.count].identifier)
  }

  /// Where a sheet's touches go through the container: the dimming view, when shown, takes
  /// them; undimmed, the container lets them through (Q9).
  override func containerPassesTouches(at point: CGPoint) -> Bool { true }

  // MARK: The drag (Q10, Q11)

  /// A drag of the sheet under way.
  struct Drag {
    /// The sheet's top when the drag began.
    var startTop: CGFloat
    /// The pan's slop along y, taken off the translation (Q10).
    var slop: CGFloat
    /// Whether Q12 was asked as the drag crossed the smallest detent, and its answer.
    var dismissal: Bool?
    /// Whether `presentationControllerDidAttemptToDismiss(_:)` was sent in this drag.
    var attempted = false
  }

  var drag: Drag?
  /// The settle after a release, while it runs (Q10).
  var settleTimer: UITimerToken?
  /// When the last drag ended, for Q11's swipe interval.
  var lastDragEnd: TimeInterval?

  var clock: UIClock? { _containerView?._window?._application?.clock }

  /// Rule Q10, Q11: whether the sheet's pan may begin: a mostly vertical movement; in an inner
  /// vertical scroll view, only when it hands the drag over.
  func panShouldBegin(_ pan: SheetPanGestureRecognizer) -> Bool {
    guard isPresenting, transition == nil, settleTimer == nil, let container = _containerView else { return false }
    let t = pan.translation(in: container)
    guard abs(t.y) >= abs(t.x) else {
      pan.note(.sheetDragNotVertical(across: abs(t.x), along: abs(t.y)))
      return false
    }
    guard let scrollView = innerScrollView(of: pan) else { return true }
    if let refusal = handOverRefusal(scrollView) {
      pan.note(refusal)
      scrollViewKeptDrag = true
      return false
    }
    let takes =
      t.y > 0 || (prefersScrollingExpandsWhenScrolledToEdge && restingValue < resolvedDetents.last!.value)
    if !takes {
      pan.note(.sheetDoesNotExpand(atLargest: restingValue >= resolvedDetents.last!.value))
    }
    scrollViewKeptDrag = !takes
    return takes
  }

  /// Whether the drag under way stays with an inner scroll view (Q11): its end counts for the
  /// swipe interval.
  var scrollViewKeptDrag = false

  /// The sheet's pan's sequence ended (G12): a drag the scroll view kept ended now (Q11).
  func panSequenceEnded() {
    guard scrollViewKeptDrag else { return }
    scrollViewKeptDrag = false
    lastDragEnd = clock?.now
  }

  /// Q11: the vertical scroll view inside the presented view that the pan's first touch began in,
  /// the innermost; nil when there is none.
  func innerScrollView(of pan: UIGestureRecognizer) -> UIScrollView? {
    guard let presented = presentedView, var view = pan.sessionTouches.first?._view else { return nil }
    while view !== presented {
      if let scrollView = view as? UIScrollView, scrollView.draggableAxes.y, scrollView.isScrollEnabled {
        return scrollView
      }
      guard let superview = view._superview else { return nil }
      view = superview
    }
    return nil
  }

  /// Q11: why `scrollView` keeps the drag rather than give it to the sheet, or nil when it gives
  /// it: it must be at its top, without a refresh control, not horizontally scrollable, not
  /// dismissing the keyboard interactively around the first responder, and not within
  /// ``InteractionConstants/sheetSwipeInterval`` of the last drag's end (the sheet's, or one the
  /// scroll view kept) while the sheet rests.
  func handOverRefusal(_ scrollView: UIScrollView) -> Decision? {
    let top = -scrollView.adjustedContentInset.top
    if scrollView.contentOffset.y > top {
      return .scrollViewNotAtTop(scrollView, offset: scrollView.contentOffset.y, top: top)
    }
    if scrollView.refreshControl != nil { return .scrollViewHasRefreshControl(scrollView) }
    if scrollView.draggableAxes.x { return .scrollViewScrollsHorizontally(scrollView) }
    let mode = scrollView.keyboardDismissMode
    if mode == .interactive || mode == .interactiveWithAccessory,
      let responder = scrollView._window?._firstResponder as? UIView, responder.isDescendant(of: scrollView)
    {
      return .scrollViewDismissesKeyboard(scrollView)
    }
    if let last = lastDragEnd, let now = clock?.now, now - last < InteractionConstants.sheetSwipeInterval {
      return .sheetDragTooSoon(elapsed: now - last, interval: InteractionConstants.sheetSwipeInterval)
    }
    return nil
  }

  /// Q11: whether `other` is the pan of a vertical scroll view inside the presented view, which
  /// waits for the sheet's pan to fail.
  func waitsForSheet(_ other: UIGestureRecognizer) -> Bool {
    guard let scrollView = other._view as? UIScrollView, other === scrollView.panGestureRecognizer,
      let presented = presentedView, scrollView.isDescendant(of: presented)
    else { return false }
    return scrollView.draggableAxes.y
  }

  func handleSheetPan(_ pan: UIPanGestureRecognizer) {
    guard let container = _containerView else { return }
    switch pan.state {
    case .began:
      let t = pan.translation(in: container)
      // The slop: ``InteractionConstants/sheetPanSlop`` along the translation at the beginning.
      let length = hypot(t.x, t.y)
      let slop = length > 0 ? t.y / length * min(length, InteractionConstants.sheetPanSlop) : 0
      drag = Drag(startTop: presentedView?.frame.minY ?? top(for: restingValue), slop: slop)
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      follow(pan)
      release(velocity: pan.velocity(in: container).y)
    case .cancelled:
      release(velocity: 0)
    default:
      break
    }
  }

  /// Rule Q10: the sheet's top under the finger, rubber-banded above the largest detent and,
  /// when dismissal is refused, below the smallest.
  private func follow(_ pan: UIPanGestureRecognizer) {
    guard var drag, let container = _containerView, let view = presentedView else { return }
    let raw = drag.startTop + (pan.translation(in: container).y - drag.slop)
    let resolved = resolvedDetents
    let largestTop = top(for: resolved.last!.value)
    let smallestTop = top(for: resolved[0].value)
    var top = raw
    if raw < largestTop {
      let dimension = min(InteractionConstants.sheetTopRubberBandLimit, largestTop)
      top = largestTop - Self.banded(largestTop - raw, over: dimension)
    } else if raw > smallestTop {
      if drag.dismissal == nil {
        let refusal = userDismissalRefusal()
        drag.dismissal = refusal == nil
        if let refusal { pan.notes?.refuse(pan, refusal) }
        if drag.dismissal == true { beginInteractiveDismissal() }
      }
      if drag.dismissal == false {
        let extent = min(
          resolved[0].value * InteractionConstants.sheetBottomRubberBandFraction,
          InteractionConstants.sheetBottomRubberBandLimit)
        top = smallestTop + Self.banded(raw - smallestTop, over: extent)
        if !drag.attempted, top - smallestTop > extent / 4 {
          drag.attempted = true
          if let application = container._window?._application {
            application.dispatcher.afterEvent { [weak self] in self?.sendDidAttemptToDismiss() }
          } else {
            sendDidAttemptToDismiss()
          }
        }
      }
    }
    self.drag = drag
    view.frame.origin.y = top
    layoutChrome()
  }

  /// Q10, Q12: a refused drag went a quarter of its rubber band down.
  private func sendDidAttemptToDismiss() {
    dismissalDelegate?.presentationControllerDidAttemptToDismiss(dismissalSubject)
  }

  /// S11's rubber band with ``InteractionConstants/sheetRubberBandCoefficient``: `d` past the
  /// edge goes `(1 − 1/(c·d/dim + 1))·dim` (Q10).
  static func banded(_ d: CGFloat, over dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    return (1 - 1 / (InteractionConstants.sheetRubberBandCoefficient * d / dimension + 1)) * dimension
  }

  /// Q10: the drag crossed the smallest detent and Q12 allows: `presentationControllerWillDismiss(_:)`,
  /// then an interactive dismissal (the will-calls; no touches ignored).
  private func beginInteractiveDismissal() {
    dismissalDelegate?.presentationControllerWillDismiss(dismissalSubject)
    let dismissal = ModalTransition(
      .dismissal, controller: self, animated: true, interactive: true, byUser: true, completion: nil)
    dismissal.start()
  }

  /// Rule Q10: the release: the velocity (none below ``InteractionConstants/sheetMinimumSpeed``)
  /// projects the top ``InteractionConstants/sheetProjectionTime`` ahead; the nearest region (a
  /// detent, or the dismissed position while dismissing) wins, a flick one region further; then
  /// the settle.
  private func release(velocity: CGFloat) {
    guard drag != nil, let container = _containerView, let view = presentedView else { return }
    drag = nil
    lastDragEnd = clock?.now
    let dismissing = transition?.kind == .dismissal
    let v = abs(velocity) < InteractionConstants.sheetMinimumSpeed ? 0 : velocity
    let current = view.frame.minY
    let projected = current + v * CGFloat(InteractionConstants.sheetProjectionTime)
    // The regions by their tops, top first: the detents largest first, then the dismissed one.
    var regions: [(top: CGFloat, identifier: Detent.Identifier?)] = resolvedDetents.reversed().map {
      (top(for: $0.value), $0.identifier)
    }
    if dismissing { regions.append((container.bounds.height, nil)) }
    func nearest(to y: CGFloat) -> Int {
      var best = 0
      for index in regions.indices where abs(regions[index].top - y) < abs(regions[best].top - y) { best = index }
      return best
    }
    var chosen = nearest(to: projected)
    if abs(v) >= InteractionConstants.sheetFlickSpeed, chosen == nearest(to: current) {
      chosen = max(0, min(regions.count - 1, chosen + (v > 0 ? 1 : -1)))
    }
    guard let identifier = regions[chosen].identifier else { return settleDismissed() }
    if dismissing, let dismissal = transition {
      // The dismissal is given up: the presented controller appears again (B-velog).
      presentedViewController.beginAppearanceTransition(true, animated: true)
      userSelect(identifier)
      settle { dismissal.finish(completed: false) }
    } else {
      userSelect(identifier)
      settle {}
    }
  }

  /// Q10: the sheet goes down out of the container, and the dismissal completes after the settle.
  private func settleDismissed() {
    guard let container = _containerView, let view = presentedView, let dismissal = transition else { return }
    view.frame.origin.y = container.bounds.height
    layoutChrome()
    settle { dismissal.finish(completed: true) }
  }

  /// Q10: the settle lasts ``InteractionConstants/sheetTransitionDuration`` on the clock, then
  /// `end` runs.
  private func settle(then end: @escaping @MainActor () -> Void) {
    guard let clock else {
      end()
      return
    }
    settleEnd = end
    settleTimer = clock.schedule(at: clock.now + InteractionConstants.sheetTransitionDuration) { [weak self] in
      guard let self else { return }
      settleTimer = nil
      let end = settleEnd
      settleEnd = nil
      end?()
    }
  }

  /// What the settle under way does at its end.
  private var settleEnd: (@MainActor () -> Void)?

  override func abandonChrome() {
    if let settleTimer, let clock { clock.cancel(settleTimer) }
    settleTimer = nil
    settleEnd = nil
    drag = nil
  }
}

/// The context a detent's resolver gets (Q8).
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
}

/// A sheet's dimming view (Q9): it covers the container below the sheet and takes the touches
/// there while the sheet is dimmed.
final class SheetDimmingView: UIView {}

/// A sheet's grabber (Q9): a control whose touch-up inside steps the detents.
final class SheetGrabber: UIControl {}

/// A sheet's pan (Q10): on the container, it takes the touches that begin in the presented view
/// or on the grabber; the sheet decides whether it begins (Q10, Q11), and an inner vertical scroll
/// view's pan waits for it to fail (Q11).
final class SheetPanGestureRecognizer: UIPanGestureRecognizer, GestureOwner {
  weak var sheet: UISheetPresentationController?

  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    takesEveryTouch = false
    owner = self
  }

  override func takes(_ touch: UITouch) -> Bool {
    guard let sheet, let view = touch._view else { return false }
    if let grabber = sheet.grabber, view === grabber { return true }
    guard let presented = sheet.presentedView else { return false }
    return view.isDescendant(of: presented)
  }

  func ownedGestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    sheet?.panShouldBegin(self) ?? false
  }

  override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    sheet?.waitsForSheet(otherGestureRecognizer) ?? false
  }

  override func reset() {
    sheet?.panSequenceEnded()
    super.reset()
  }

  /// Rule Q10: the sheet's pan begins after ``InteractionConstants/sheetPanSlop`` of movement.
  override func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    hypot(now.x - start.x, now.y - start.y) >= InteractionConstants.sheetPanSlop
  }
}
