import Foundation

/// The kind of a ``CATransition``: Core Animation's string-valued type, with its raw values.
/// Stored (V5).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The new content fades in (the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, revealing the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}
