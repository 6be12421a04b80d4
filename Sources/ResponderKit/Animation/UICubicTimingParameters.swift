import Foundation

/// A cubic Bézier timing curve, or one of the built-in curves (V4).
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
  /// The built-in curve, `.easeInOut` unless made from control points.
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint

  /// The default curve, ease in and out.
  public convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  /// A built-in curve, with its control points as Core Animation defines them.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    switch curve {
    case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    }
  }

  /// A curve through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  /// `.cubic`.
  public var timingCurveType: UITimingCurveType { .cubic }
  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// None.
  public var springTimingParameters: UISpringTimingParameters? { nil }
}
