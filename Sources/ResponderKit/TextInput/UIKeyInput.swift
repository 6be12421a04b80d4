import Foundation

/// The minimum a responder needs to take typed text: whether it has text, insert, delete.
///
/// UIKit's `UIKeyInput`, which refines `UITextInputTraits` (keyboard settings that are kept,
/// with nothing to set here). `UITextField` and `UITextView` conform; key presses reach a first
/// responder that is one of them as these calls (rule F4).
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts `text` where the insertion point is.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point, or the selection.
  func deleteBackward()
}

extension UITextField: UIKeyInput {}

extension UITextView: UIKeyInput {}
