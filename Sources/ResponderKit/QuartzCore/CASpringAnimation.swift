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
    let omega = (stiffness / mass).squareRoot()
    let zeta = damping / (2 * (stiffness * mass).squareRoot())
    return Double(-log(0.001) / (min(zeta, 1) * omega))
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
  /// end value: `1 − u(t)` with `u` the damped oscillator's displacement (`u(0) = 1`,
  /// `u′(0) = −initialVelocity`); the timing function plays no part, as in Core Animation.
  override func progress(at t: CFTimeInterval) -> Double {
    let m = Double(mass)
    let k = Double(stiffness)
    let c = Double(damping)
    guard m > 0, k > 0, c >= 0 else { return 1 }
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let v0 = Double(initialVelocity)
    let u: Double
    if abs(zeta - 1) < 1e-9 {
      u = exp(-omega * t) * (1 + (omega - v0) * t)
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      u = exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let a = (-v0 - r2) / (r1 - r2)
      u = a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
    return 1 - u
  }
}
