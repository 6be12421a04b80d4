import Foundation

/// A continuous recognizer for two fingers turning around each other.
///
/// UIKit rule G14: `rotation` in radians (positive clockwise on screen), accumulated without
/// jumps at ±π, `velocity` in radians per second between the last two samples. It begins once
/// the fingers turned by ``InteractionConstants/rotationMinimumAngle`` (UIKit's value is private; ours).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  private var lastAngle: CGFloat?
  private var turned: CGFloat = 0
  private var baseRotation: CGFloat = 0
  private var lastSample: (time: TimeInterval, rotation: CGFloat)?
  private var _velocity: CGFloat = 0

  /// The rotation in radians since the gesture started (plus what it was set to).
  open var rotation: CGFloat {
    get { baseRotation + turned }
    set {
      baseRotation = newValue
      turned = 0
    }
  }

  /// The rotation's change per second.
  open var velocity: CGFloat { _velocity }

  /// Starts measuring once two fingers are down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible && trackedTouches.count > 2 {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: 2))
    }
    if trackedTouches.count == 2 {
      lastAngle = currentAngle
      lastSample = (event.timestamp, rotation)
    }
  }

  /// Follows the angle; begins after enough turning.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count == 2, let previous = lastAngle, let angle = currentAngle else { return }
    var step = angle - previous
    if step > .pi { step -= 2 * .pi }
    if step < -.pi { step += 2 * .pi }
    turned += step
    lastAngle = angle
    if let last = lastSample, event.timestamp > last.time {
      _velocity = (rotation - last.rotation) / CGFloat(event.timestamp - last.time)
    }
    lastSample = (event.timestamp, rotation)
    beginOrChange(when: abs(turned) >= InteractionConstants.rotationMinimumAngle)
  }

  /// Ends when fewer than two fingers remain; fails if it never began and all lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endTwoFingerGesture(lifting: touches)
  }

  /// Fails, or cancels the rotation that had begun.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelOrFail()
  }

  /// Back to no rotation.
  open override func reset() {
    lastAngle = nil
    turned = 0
    baseRotation = 0
    _velocity = 0
    lastSample = nil
    super.reset()
  }

  private var currentAngle: CGFloat? {
    guard trackedTouches.count >= 2 else { return nil }
    let a = trackedTouches[0].location(in: nil)
    let b = trackedTouches[1].location(in: nil)
    return atan2(b.y - a.y, b.x - a.x)
  }

}
