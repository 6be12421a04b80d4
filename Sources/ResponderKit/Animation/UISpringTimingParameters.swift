import Foundation

/// A spring's timing (V4): a property animator's views' `presentation()` moves along it (V6).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
  /// The initial velocity, per axis, relative to the distance to travel.
  public let initialVelocity: CGVector
  /// The damping ratio (1: critically damped), when made from one.
  public let dampingRatio: CGFloat
  /// The mass, stiffness and damping, when made from them.
  public let mass: CGFloat
  /// The stiffness.
  public let stiffness: CGFloat
  /// The damping.
  public let damping: CGFloat

  /// A critically damped spring, UIKit's default.
  public convenience init() {
    self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// A spring with a damping ratio, which settles at the animator's duration (V6).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    dampingRatio = ratio
    initialVelocity = velocity
    mass = 1
    stiffness = 100
    damping = 2 * ratio * (100 as CGFloat).squareRoot()
    fitsDuration = true
  }

  /// A spring from its physical constants.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    initialVelocity = velocity
    dampingRatio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
    fitsDuration = false
  }

  /// Whether the spring is fitted to the animator's duration (made from a damping ratio) rather
  /// than given by its physical constants.
  private let fitsDuration: Bool

  /// The spring an animator of `duration` moves along with `initialVelocity` (V6): fitted to the
  /// duration for a damping ratio, as `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`,
  /// else that of the mass, stiffness and damping.
  func dampedSpring(duration: TimeInterval, initialVelocity velocity: Double) -> DampedSpring {
    if fitsDuration {
      return DampedSpring(dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: velocity)
    }
    return DampedSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: velocity)
  }

  /// How long a run along this spring takes when its physical constants give it (V6): the
  /// time its oscillation's envelope takes to fall below `DampedSpring.settledEnvelope`; nil for
  /// a spring fitted to the animator's duration, or one that never settles (no damping).
  var settlingDuration: TimeInterval? {
    guard !fitsDuration else { return nil }
    let settling = dampedSpring(duration: 0, initialVelocity: 0).settlingDuration
    return settling.isFinite ? settling : nil
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// None.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }
}
