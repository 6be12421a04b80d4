import Foundation

/// A spring's timing (V4): kept for code that reads it.
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

  /// A spring with a damping ratio.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    dampingRatio = ratio
    initialVelocity = velocity
    mass = 1
    stiffness = 100
    damping = 2 * ratio * (100 as CGFloat).squareRoot()
  }

  /// A spring from its physical constants.
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    initialVelocity = velocity
    dampingRatio = stiffness > 0 && mass > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// None.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }
}
