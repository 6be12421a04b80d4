import Foundation

/// A range of a text-input object's text, from one `UITextPosition` to another.
///
/// UIKit's abstract `UITextRange`: a `UITextInput` conformer subclasses it and overrides
/// `start` and `end`; `isEmpty` compares them by identity unless overridden, as the conformer
/// alone can compare its positions.
@preconcurrency @MainActor
open class UITextRange {
  /// Creates a range; subclasses give its ends.
  public init() {}

  /// The start of the range; a subclass must override it (UIKit's is abstract too).
  open var start: UITextPosition {
    preconditionFailure("UITextRange is abstract: a subclass overrides start")
  }

  /// The end of the range; a subclass must override it.
  open var end: UITextPosition {
    preconditionFailure("UITextRange is abstract: a subclass overrides end")
  }

  /// Whether the range holds no text: here, whether `start` and `end` are the same object.
  open var isEmpty: Bool { start === end }
}
