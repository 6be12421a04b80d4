import Foundation

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
