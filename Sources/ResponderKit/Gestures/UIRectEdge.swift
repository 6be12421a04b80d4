import Foundation

/// Edges of a rectangle, as a bit mask with UIKit's raw values.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: UInt

  /// Creates an edge set from its mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 2)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 4)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 8)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
