import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
///
/// UIKit's option set, with its raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: UInt

  /// Creates a set from its mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner (y-down: the smallest x and y).
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
