import Foundation

/// An animation with a spring's motion: a basic animation whose progress is a damped spring's
/// position, `t` seconds after release from the start value towards the end value (V6).
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring (default 1).
  open var mass: CGFloat = 1
  /// The spring's stiffness (default 100).
  open var stiffness: CGFloat = 100
  /// The damping (default 10).
  open var damping: CGFloat = 10
  /// The initial velocity, in units of the distance to travel per second.
  open var initialVelocity: CGFloat = 0
  /// Whether the spring may overshoot; stored (the motion is the spring's either way).
  open var allowsOverdamping = false

  /// About how long the spring takes to settle: until its motion's envelope falls to 0.1 % of
  /// the distance (`e^(−ζω₀t) = 0.001`). Core Animation computes it from the same values by a
  /// formula it does not document, so the two can differ slightly.
  open var settlingDuration: CFTimeInterval {
    guard mass > 0, stiffness > 0, damping > 0 else { return 0 }
    return spring.settlingDuration
  }

  /// The spring the animation's values describe (V6).
  var spring: DampedSpring {
    DampedSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity))
  }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  /// The spring's position `t` seconds after release, 0 at the start value and 1 at rest on the
  /// end value (`DampedSpring`); the timing function plays no part, as in Core Animation.
  override func progress(at t: CFTimeInterval) -> Double {
    guard mass > 0, stiffness > 0, damping >= 0 else { return 1 }
    return spring.progress(at: t)
  }
}
