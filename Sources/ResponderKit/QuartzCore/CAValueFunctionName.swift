import Foundation

/// The name of a value function: Core Animation's string-valued type, with its raw values.
/// Stored.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  /// The raw string.
  public let rawValue: String

  /// Creates a value from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a value from its raw string.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A rotation about x.
  public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
  /// A rotation about y.
  public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
  /// A rotation about z.
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
  /// A uniform scale.
  public static let scale = CAValueFunctionName(rawValue: "scale")
  /// A scale in x and y.
  public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
  /// A scale in y.
  public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
  /// A scale in z.
  public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
  /// A translation.
  public static let translate = CAValueFunctionName(rawValue: "translate")
  /// A translation in x.
  public static let translateX = CAValueFunctionName(rawValue: "translateX")
  /// A translation in y.
  public static let translateY = CAValueFunctionName(rawValue: "translateY")
  /// A translation in z.
  public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}
