import Foundation

/// Whether an object following a keyframe path turns with it: Core Animation's string-valued
/// type, with its raw values. Stored.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Turns with the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turns with the path's tangent, reversed.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
