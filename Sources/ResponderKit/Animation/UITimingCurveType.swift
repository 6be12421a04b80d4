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
