import Foundation

/// How a shape layer's stroked lines join; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A sharp corner (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// A rounded corner.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// A corner cut square.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
