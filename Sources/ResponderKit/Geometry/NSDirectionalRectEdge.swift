import Foundation

/// Edges of a rectangle named by the reading direction, as a bit mask with UIKit's raw values.
///
/// UIKit's `NSDirectionalRectEdge`; the layout direction is always left to right here, so
/// leading is left and trailing is right. A keyboard layout guide tracks constraints by these
/// edges (B7).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: UInt

  /// Creates an edge set from its mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 4)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 8)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
