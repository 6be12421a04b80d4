import Foundation

/// Which corners `CALayer.cornerRadius` rounds, in Core Animation's names (min Y is the top on a
/// y-down screen); stored only.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: UInt

  /// Creates a mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
