import Foundation

/// How a gradient layer's colours spread; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Along the line from the start point to the end point (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Outward from the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
