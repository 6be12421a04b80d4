import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as Core
/// Animation defines it: how far an animation has come (y) at each fraction of its time (x), V6.
open class CAMediaTimingFunction: CustomStringConvertible {
  let controlPoints: [Float]

  /// One of the standard curves.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// A curve through the control points `(c1x, c1y)` and `(c2x, c2y)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
  }

  /// Writes control point `index` (0: the start, 1 and 2: the control points, 3: the end) into
  /// `values` as two floats.
  open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    switch index {
    case 0: (values[0], values[1]) = (0, 0)
    case 1: (values[0], values[1]) = (controlPoints[0], controlPoints[1])
    case 2: (values[0], values[1]) = (controlPoints[2], controlPoints[3])
    default: (values[0], values[1]) = (1, 1)
    }
  }

  /// The curve's y at `x` (0 to 1): x is solved for the curve's parameter by Newton's method,
  /// falling back on bisection, to 1e-7.
  func value(at x: Double) -> Double {
    let (x1, y1, x2, y2) = (
      Double(controlPoints[0]), Double(controlPoints[1]), Double(controlPoints[2]), Double(controlPoints[3])
    )
    if x1 == y1 && x2 == y2 { return x }
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = x
    for _ in 0..<8 {
      let error = bezier(t, x1, x2) - x
      if abs(error) < 1e-7 { return bezier(t, y1, y2) }
      let d = slope(t, x1, x2)
      if abs(d) < 1e-6 { break }
      t -= error / d
    }
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-7 {
      let value = bezier(t, x1, x2)
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return bezier(t, y1, y2)
  }

  /// The control points, for debugging.
  open var description: String { "<CAMediaTimingFunction \(controlPoints)>" }
}

/// A damped spring's motion, the one curve every spring animation follows (V6): a unit of
/// distance from rest, released with `initialVelocity` (distances per second, towards rest when
/// positive), on a spring of natural angular frequency `omega` with damping ratio `zeta`. Its
/// `progress(at:)` is 0 at release and 1 at rest, overshooting when `zeta < 1`.
struct DampedSpring: Equatable {
  /// The natural angular frequency, `√(stiffness / mass)`, in radians per second.
  var omega: Double
  /// The damping ratio, `damping / (2 √(stiffness × mass))`: 1 is critical damping.
  var zeta: Double
  /// The velocity at release, in distances per second towards rest.
  var initialVelocity: Double

  /// The smallest damping ratio whose decay fits a spring to a duration: below it the envelope
  /// would need an unbounded stiffness to fall in time.
  static let minimumFittedDampingRatio = 0.01

  /// The fraction of the distance the motion's envelope falls to when the spring counts as
  /// settled (`e^(−ζω₀t) = 0.001`).
  static let settledEnvelope = 0.001

  /// The spring of Core Animation's physical description (a ``CASpringAnimation``, or a
  /// ``UISpringTimingParameters`` made from mass, stiffness and damping).
  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    let mass = max(mass, .leastNonzeroMagnitude)
    let stiffness = max(stiffness, 0)
    omega = (stiffness / mass).squareRoot()
    zeta = stiffness > 0 ? max(damping, 0) / (2 * (stiffness * mass).squareRoot()) : 1
    self.initialVelocity = initialVelocity
  }

  /// The spring UIKit's duration-and-damping-ratio forms describe (`UIView.animate(withDuration:
  /// delay:usingSpringWithDamping:…)`, a property animator's `dampingRatio`): the ratio as given,
  /// and a stiffness that settles it at `duration` (its envelope down to 0.1 % of the distance;
  /// UIKit does not document how it derives the stiffness, so this is our choice).
  init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
    zeta = max(dampingRatio, 0)
    let decay = min(max(zeta, Self.minimumFittedDampingRatio), 1)
    omega = duration > 0 ? -log(Self.settledEnvelope) / (decay * duration) : 0
    self.initialVelocity = initialVelocity
  }

  /// The spring of a perceptual `duration` and `bounce` (iOS 17's `UIView.animate(springDuration:
  /// bounce:…)`, as SwiftUI's `Spring(duration:bounce:)` defines them): one period of the
  /// undamped spring lasts `duration`; a bounce of 0 is critically damped, towards 1 undamped
  /// (ratio `1 − bounce`), and a negative bounce overdamped (ratio `1 / (1 + bounce)`).
  init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double) {
    omega = duration > 0 ? 2 * Double.pi / duration : 0
    let bounce = min(bounce, 1)
    zeta = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, Self.minimumFittedDampingRatio)
    self.initialVelocity = initialVelocity
  }

  /// About how long the spring takes to settle: until its envelope falls to 0.1 % of the distance.
  var settlingDuration: Double {
    guard omega > 0, zeta > 0 else { return omega > 0 ? .infinity : 0 }
    return -log(Self.settledEnvelope) / (min(zeta, 1) * omega)
  }

  /// How far from the start to rest the spring is `t` seconds after release: `1 − u(t)`, with
  /// `u` the damped oscillator's displacement (`u(0) = 1`, `u′(0) = −initialVelocity`) in its
  /// closed form for underdamped, critically damped and overdamped springs.
  func progress(at t: Double) -> Double {
    guard omega > 0 else { return 1 }
    let v0 = initialVelocity
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
