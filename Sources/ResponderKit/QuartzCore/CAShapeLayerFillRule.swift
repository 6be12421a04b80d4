import Foundation

/// Which rule decides a shape layer's inside; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Nonzero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
