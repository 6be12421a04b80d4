import Foundation

/// Where a text layer cuts text that does not fit: Core Animation's string-valued type, with
/// its raw values. Stored.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// No truncation (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// At the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// At the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// In the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
