import Foundation

/// How a layer's contents fit its bounds; stored only.
///
/// Core Animation's string-valued type, with its raw values.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Centred, unscaled.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// At the top edge.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// At the bottom edge.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// At the left edge.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// At the right edge.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// At the top-left corner.
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  /// At the top-right corner.
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  /// At the bottom-left corner.
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  /// At the bottom-right corner.
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  /// Stretched to the bounds (the default).
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit, keeping its aspect.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill, keeping its aspect.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
