import Foundation

/// How a shape layer's stroked lines end; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Square at the end point (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square, half the width past the end.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}
