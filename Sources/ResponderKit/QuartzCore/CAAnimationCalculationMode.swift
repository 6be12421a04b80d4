import Foundation

/// How a keyframe animation computes values between keyframes (V6).
///
/// Core Animation's string-valued type, with its raw values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Linear interpolation (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Even pace.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
