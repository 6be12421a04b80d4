import Foundation

/// A storage or layout direction, as UIKit's tokenizer methods take it: the raw value of a
/// `UITextStorageDirection` or a `UITextLayoutDirection`.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
  /// The direction's raw value: 0–1 for storage directions, 2–5 for layout ones.
  public var rawValue: Int

  /// Creates a direction from its raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The direction of a storage direction.
  public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }

  /// The direction of a layout direction.
  public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }

  /// Whether the direction runs toward the end of left-to-right, top-to-bottom text: forward,
  /// right or down.
  var isForward: Bool {
    rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
      || rawValue == UITextLayoutDirection.down.rawValue
  }
}
