import Foundation

/// The name of a standard timing curve, for `CAMediaTimingFunction(name:)`.
///
/// Core Animation's string-valued type, with its raw values.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Constant speed: control points (0, 0) and (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start: (0.42, 0) and (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: (0, 0) and (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Core Animation's default curve: (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
