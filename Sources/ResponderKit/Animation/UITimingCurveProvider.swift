import Foundation

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
  /// A built-in curve (`UIView.AnimationCurve`).
  case builtin = 0
  /// A cubic Bézier curve.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// Both a cubic curve and a spring.
  case composed = 3
}

/// The timing of an animator's animations (V4): kept for code that reads it; the engine times an
/// animation by its duration alone, as nothing is drawn in between.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}
