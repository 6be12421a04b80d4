import Foundation

/// A continuous recognizer for two fingers moving apart or together.
///
/// UIKit rule G14: two touches; `scale` is absolute (the distance between the fingers over
/// the distance when the gesture started, times the scale it was set to), `velocity` is the
/// scale's change per second between the last two samples. It begins once the distance changed
/// by ``InteractionConstants/pinchMinimumMovement`` (UIKit's value is private; ours).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  private var baseDistance: CGFloat?
  private var baseScale: CGFloat = 1
  private var _scale: CGFloat = 1
  private var lastSample: (time: TimeInterval, scale: CGFloat)?
  private var _velocity: CGFloat = 0
  /// Whether this is a scroll view's pinch, attached to the scroll view that zooms (Z5).
  var isZoomPinch = false

  /// The scale factor of the fingers' distance; setting it rebases the gesture.
  open var scale: CGFloat {
    get { _scale }
    set {
      _scale = newValue
      baseScale = newValue
      baseDistance = currentDistance
    }
  }

  /// The scale's change per second.
  open var velocity: CGFloat { _velocity }

  /// Starts measuring once two fingers are down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible && trackedTouches.count > 2 {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: 2))
    }
    if trackedTouches.count == 2 {
      baseDistance = currentDistance
      baseScale = _scale
      lastSample = (event.timestamp, _scale)
      if isZoomPinch { startZooming() }
    }
  }

  /// Rule Z5: a scroll view's pinch starts at the zoom scale, so its scale is absolute, and
  /// fails at once when there is no view to zoom.
  private func startZooming() {
    guard effectiveState == .possible, let scrollView = view as? UIScrollView else { return }
    guard let zoomView = scrollView.zoomView else {
      state = .failed
      return
    }
    scale = zoomView.transform.a
    lastSample = (lastSample?.time ?? 0, _scale)
  }

  /// A scroll view's pinch does not stop its scroll view's pan (Z5: they recognize together).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    !(isZoomPinch && preventedGestureRecognizer === (view as? UIScrollView)?.panGestureRecognizer)
  }

  /// A scroll view's pinch is not stopped by its scroll view's pan (Z5).
  open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    !(isZoomPinch && preventingGestureRecognizer === (view as? UIScrollView)?.panGestureRecognizer)
  }

  /// Follows the distance; begins after enough change.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count == 2, let base = baseDistance, base > 0, let distance = currentDistance else { return }
    _scale = baseScale * distance / base
    if let last = lastSample, event.timestamp > last.time {
      _velocity = (_scale - last.scale) / CGFloat(event.timestamp - last.time)
    }
    lastSample = (event.timestamp, _scale)
    beginOrChange(when: abs(distance - base) >= InteractionConstants.pinchMinimumMovement)
  }

  /// Ends when fewer than two fingers remain; fails if it never began and all lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endTwoFingerGesture(lifting: touches)
  }

  /// Fails, or cancels the pinch that had begun.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelOrFail()
  }

  /// Back to scale 1.
  open override func reset() {
    baseDistance = nil
    baseScale = 1
    _scale = 1
    _velocity = 0
    lastSample = nil
    super.reset()
  }

  private var currentDistance: CGFloat? {
    guard trackedTouches.count >= 2 else { return nil }
    return UITapGestureRecognizer.distance(trackedTouches[0].location(in: nil), trackedTouches[1].location(in: nil))
  }

}
