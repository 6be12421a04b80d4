import Foundation

/// Axes of a plane, as a mask with UIKit's raw values (iOS 13.4).
///
/// UIKit's `UIAxis`: pointer styles constrain the pointer's movement with it (P6).
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: Int

  /// Creates axes from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// No axis.
  public static let neither = UIAxis([])
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 1 << 1)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
