import Foundation

/// The curve of a layer's rounded corners; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Quarter circles (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// iOS's smoother continuous curve.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
