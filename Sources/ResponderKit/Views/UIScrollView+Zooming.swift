import Foundation

extension UIScrollViewDelegate {
  /// UIKit's default: nil, so the scroll view does not zoom (Z1).
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// UIKit's default: nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// UIKit's default: nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// UIKit's default: nothing.
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}

extension InteractionConstants {
  /// How long an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`) and the
  /// return into the zoom limits after a pinch take, in seconds (Z3, Z5).
  ///
  /// A weak fact: WinObjC's value; UIKit's is private.
  public static let zoomAnimationDuration: TimeInterval = 0.3

  /// The exponent of the resistance a pinch meets past a zoom limit (Z5): a raw scale `raw`
  /// past `limit` shows as `limit × (raw / limit)^exponent`.
  ///
  /// A weak fact, our choice: Apple says only that the content goes "just past these limits
  /// before returning"; a square root halves the overshoot in logarithmic terms.
  public static let zoomBounceExponent: CGFloat = 0.5
}

/// The zoom settings of a scroll view and the zoom under way (Z1–Z5), kept in one box that
/// only scroll views whose zoom settings changed have.
final class ScrollZoomState {
  var minimumZoomScale: CGFloat = 1
  var maximumZoomScale: CGFloat = 1
  var bouncesZoom = true
  var isZooming = false
  var isZoomBouncing = false
  /// The scroll view's pinch, attached while `maximumZoomScale > minimumZoomScale` and a
  /// delegate is set (Z1).
  var pinch: UIPinchGestureRecognizer?
  /// Makes the pinch, for tools that watch it; a plain `UIPinchGestureRecognizer` otherwise.
  var makePinch: (@MainActor () -> UIPinchGestureRecognizer)?
  /// The point of the zoom view, in its own coordinates, that was under the fingers when the
  /// pinch began: it stays under them (Z5).
  var anchor: CGPoint?
  /// The animated zoom or the return into the limits under way (Z3, Z5).
  var animation: ZoomAnimation?
  /// Set while a zoom step moves the offset: `scrollViewDidScroll` waits until
  /// `scrollViewDidZoom` was sent (Z2).
  var defersScrollMessage = false

  /// Whether the zoom owns the offset, so the pan does not move it (Z5).
  var holdsPan: Bool { isZooming || animation != nil }

  /// An animated zoom: from a scale and an offset to others, in frames every
  /// ``InteractionConstants/scrollFrameInterval`` for ``InteractionConstants/zoomAnimationDuration``
  /// on the ease-out curve `u ↦ 1 − (1 − u)²` (Z3).
  struct ZoomAnimation {
    var start: TimeInterval
    var fromScale: CGFloat
    var toScale: CGFloat
    var fromOffset: CGPoint
    var toOffset: CGPoint
    var frame = 0
    var frames: Int
    var token: UITimerToken?
    let clock: UIClock
  }
}

extension UIScrollView {
  // MARK: Settings (Z1)

  // MARK: The scale (Z2–Z4)

  /// Makes the scroll view's pinch with `make` (a subclass that records what it sees, for
  /// tools) instead of a plain `UIPinchGestureRecognizer`; set before zooming becomes possible.
  @_spi(Tools) public func setPinchGestureRecognizerMaker(_ make: @escaping @MainActor () -> UIPinchGestureRecognizer) {
    ensuredZoomState.makePinch = make
  }

  // MARK: Internals

  /// The view that zooms: the delegate's answer when it is a subview (Z1).
  var zoomView: UIView? {
    guard let delegate, let view = delegate.viewForZooming(in: self), view._superview === self else { return nil }
    return view
  }

  var ensuredZoomState: ScrollZoomState {
    if let zoomState { return zoomState }
    let state = ScrollZoomState()
    zoomState = state
    return state
  }

  /// Rule Z1: the pinch exists while the limits differ and a delegate may give a zoom view.
  func zoomSettingsDidChange() {
    guard let state = zoomState else { return }
    let possible = state.maximumZoomScale > state.minimumZoomScale && delegate != nil
    if possible, state.pinch == nil {
      let pinch = state.makePinch?() ?? UIPinchGestureRecognizer()
      pinch.isZoomPinch = true
      pinch.addTarget(self, action: UIScrollView.handleZoomPinch)
      state.pinch = pinch
      addGestureRecognizer(pinch)
    } else if !possible, let pinch = state.pinch {
      state.pinch = nil
      pinch.isZoomPinch = false
      removeGestureRecognizer(pinch)
    }
  }

  /// Rule Z2: new limits re-clamp the current scale, at once, outside a pinch.
  func zoomLimitsDidChange() {
    zoomSettingsDidChange()
    guard let state = zoomState, !state.isZooming, state.animation == nil, let view = zoomView else { return }
    let scale = view.transform.a
    let clamped = clampedZoomScale(scale)
    guard clamped != scale, clamped > 0, clamped.isFinite else { return }
    applyZoom(clamped, offset: zoomClamped(_bounds.origin, scale: clamped, view: view), view: view)
  }

  func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
    min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// `offset` clamped into the range S3 gives the content the zoom view has at `scale`.
  func zoomClamped(_ offset: CGPoint, scale: CGFloat, view: UIView) -> CGPoint {
    let inset = adjustedContentInset
    let content = CGSize(width: view._bounds.width * scale, height: view._bounds.height * scale)
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, content.width + inset.right - _bounds.width)
    let maxY = max(minY, content.height + inset.bottom - _bounds.height)
    return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
  }

  /// Rule Z2, one step: the transform, the frame at (0, 0), the content size and the clamped
  /// `offset`; then `scrollViewDidZoom` when the scale changed (or `announce`, in an animation's
  /// frame) and `scrollViewDidScroll` when the offset moved.
  private func applyZoom(_ scale: CGFloat, offset: CGPoint, view: UIView, announce: Bool = false) {
    guard scale > 0, scale.isFinite, offset.x.isFinite, offset.y.isFinite else { return }
    let scaled = scale != view.transform.a
    if scaled {
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
      let size = view._bounds.size
      view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
      contentSize = view.frame.size
    }
    let target = zoomClamped(offset, scale: scale, view: view)
    let moved = target != _bounds.origin
    if moved {
      let state = ensuredZoomState
      state.defersScrollMessage = true
      moveContentOffset(to: target)
      state.defersScrollMessage = false
    }
    if scaled || announce {
      tell(.didZoom(scale: view.transform.a)) { $0.scrollViewDidZoom(self) }
    }
    if moved { tell(.didScroll(offset: _bounds.origin)) { $0.scrollViewDidScroll(self) } }
  }

  /// Z2 at once, or Z3's animation when asked and a clock runs.
  func zoom(_ view: UIView, to scale: CGFloat, offset: CGPoint, animated: Bool) {
    stopZoomAnimation()
    guard animated, let clock = window?._application?.clock else {
      return applyZoom(scale, offset: offset, view: view)
    }
    tell(.willBeginZooming) { $0.scrollViewWillBeginZooming(self, with: view) }
    startZoomAnimation(to: scale, offset: offset, view: view, clock: clock)
  }

  private func startZoomAnimation(to scale: CGFloat, offset: CGPoint, view: UIView, clock: UIClock) {
    let interval = InteractionConstants.scrollFrameInterval
    // Less a hair, so that a duration of whole frames that floating point overshoots gets no
    // extra frame.
    let frames = max(1, Int((InteractionConstants.zoomAnimationDuration / interval - 1e-9).rounded(.up)))
    ensuredZoomState.animation = ScrollZoomState.ZoomAnimation(
      start: clock.now, fromScale: view.transform.a, toScale: scale, fromOffset: _bounds.origin, toOffset: offset,
      frames: frames, clock: clock)
    scheduleZoomFrame()
  }

  private func scheduleZoomFrame() {
    guard let state = zoomState, var animation = state.animation else { return }
    animation.frame += 1
    let time = animation.start + Double(animation.frame) * InteractionConstants.scrollFrameInterval
    animation.token = animation.clock.schedule(at: time) { [weak self] in self?.playZoomFrame() }
    state.animation = animation
  }

  /// Rule Z3: each frame scales and moves along the ease-out curve and says `didZoom`; the last
  /// lands on the target and ends the zoom (and a bounce, Z5).
  private func playZoomFrame() {
    guard let state = zoomState, let animation = state.animation else { return }
    guard let view = zoomView else {
      state.animation = nil
      state.isZoomBouncing = false
      return
    }
    let u = min(1, CGFloat(animation.frame) / CGFloat(animation.frames))
    let eased = 1 - (1 - u) * (1 - u)
    let last = animation.frame >= animation.frames
    let scale = last ? animation.toScale : animation.fromScale + (animation.toScale - animation.fromScale) * eased
    let offset =
      last
      ? animation.toOffset
      : CGPoint(
        x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * eased,
        y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * eased)
    if last { state.animation = nil }
    applyZoom(scale, offset: offset, view: view, announce: true)
    guard last else { return scheduleZoomFrame() }
    state.isZoomBouncing = false
    restartDrag()
    let final = view.transform.a
    tell(.didEndZooming(scale: final)) { $0.scrollViewDidEndZooming(self, with: view, atScale: final) }
  }

  /// Stops an animated zoom where it is, without its end message, as a touch stops a scroll
  /// motion (S14, our choice for zooms).
  private func stopZoomAnimation() {
    guard let state = zoomState, let animation = state.animation else { return }
    state.animation = nil
    state.isZoomBouncing = false
    if let token = animation.token { animation.clock.cancel(token) }
  }

  // MARK: The pinch (Z5)

  /// Rule Z5: the pinch's scale, with resistance past a limit, and the point under the fingers
  /// at the beginning kept under them.
  private func handleZoomPinch(_ recognizer: UIGestureRecognizer) {
    guard let pinch = recognizer as? UIPinchGestureRecognizer, let state = zoomState else { return }
    switch pinch.state {
    case .began:
      guard let view = zoomView else { return }
      stopZoomAnimation()
      state.isZooming = true
      state.anchor = convert(pinch.location(in: self), to: view)
      tell(.willBeginZooming) { $0.scrollViewWillBeginZooming(self, with: view) }
      followPinch(pinch, view: view)
    case .changed:
      guard state.isZooming, let view = zoomView else { return }
      followPinch(pinch, view: view)
    case .ended, .cancelled:
      guard state.isZooming else { return }
      state.isZooming = false
      state.anchor = nil
      guard let view = zoomView else { return restartDrag() }
      let scale = view.transform.a
      let limit = clampedZoomScale(scale)
      if limit != scale, limit > 0 {
        // The point under the fingers stays there while the content springs back.
        let fingers = pinch.location(in: self)
        let target = CGPoint(
          x: fingers.x * limit / scale - (fingers.x - _bounds.origin.x),
          y: fingers.y * limit / scale - (fingers.y - _bounds.origin.y))
        let offset = zoomClamped(target, scale: limit, view: view)
        if let clock = window?._application?.clock {
          state.isZoomBouncing = true
          return startZoomAnimation(to: limit, offset: offset, view: view, clock: clock)
        }
        applyZoom(limit, offset: offset, view: view)
      }
      restartDrag()
      let final = view.transform.a
      tell(.didEndZooming(scale: final)) { $0.scrollViewDidEndZooming(self, with: view, atScale: final) }
    default:
      break
    }
  }

  /// The raw pinch scale inside the limits, with resistance past them (or stopped at them
  /// without `bouncesZoom`), and the offset that keeps the anchor under the centroid.
  private func followPinch(_ pinch: UIPinchGestureRecognizer, view: UIView) {
    guard let anchor = zoomState?.anchor else { return }
    let raw = pinch.scale
    let scale = bandedZoomScale(raw)
    guard scale > 0, scale.isFinite else { return }
    let fingers = pinch.location(in: self)
    let visible = CGPoint(x: fingers.x - _bounds.origin.x, y: fingers.y - _bounds.origin.y)
    // After the step the zoom view's frame starts at (0, 0), so its point `anchor` lies at
    // `(anchor − bounds origin) × scale` in the content.
    let origin = view._bounds.origin
    let offset = CGPoint(
      x: (anchor.x - origin.x) * scale - visible.x, y: (anchor.y - origin.y) * scale - visible.y)
    applyZoom(scale, offset: offset, view: view)
  }

  /// Rule Z5: past a limit, `limit × (raw / limit)^e` with ``InteractionConstants/zoomBounceExponent``
  /// when `bouncesZoom`, the limit otherwise.
  func bandedZoomScale(_ raw: CGFloat) -> CGFloat {
    let lower = minimumZoomScale
    let upper = maximumZoomScale
    let exponent = InteractionConstants.zoomBounceExponent
    if raw > upper { return bouncesZoom && upper > 0 ? upper * pow(raw / upper, exponent) : upper }
    if raw < lower { return bouncesZoom && lower > 0 ? lower * pow(raw / lower, exponent) : lower }
    return raw
  }
}
