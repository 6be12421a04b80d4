import Foundation

/// How a text layer aligns its text: Core Animation's string-valued type, with its raw values.
/// Stored.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// The natural alignment of the script (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Left-aligned.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Right-aligned.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
