import Foundation

/// What an animation shows outside its active time (V6).
///
/// Core Animation's string-valued type, with its raw values.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Keeps the final value after the end.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Shows the first value before the start.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both forwards and backwards.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
