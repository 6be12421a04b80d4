import Foundation

/// An animation with a spring's motion; stored, never run (see `CAAnimation`).
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring (default 1).
  open var mass: CGFloat = 1
  /// The spring's stiffness (default 100).
  open var stiffness: CGFloat = 100
  /// The damping (default 10).
  open var damping: CGFloat = 10
  /// The initial velocity, in units of the distance to travel per second.
  open var initialVelocity: CGFloat = 0

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
  }
}
