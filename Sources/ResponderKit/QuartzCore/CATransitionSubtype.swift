import Foundation

/// The direction of a ``CATransition``: Core Animation's string-valued type, with its raw
/// values. Stored (V5).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// From the right.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
