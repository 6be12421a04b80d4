import Foundation

/// The object the system gives a text-input object to tell it about changes it makes to the
/// text or the selection outside of typing.
///
/// UIKit's `UITextInputDelegate`: a `UITextInput` conformer calls these around changes it makes
/// itself, so that the system's input machinery stays in step. ResponderKit has no such
/// machinery; a platform backend may set an input delegate.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
  /// The selection is about to change.
  func selectionWillChange(_ textInput: (any UITextInput)?)
  /// The selection changed.
  func selectionDidChange(_ textInput: (any UITextInput)?)
  /// The text is about to change.
  func textWillChange(_ textInput: (any UITextInput)?)
  /// The text changed.
  func textDidChange(_ textInput: (any UITextInput)?)
}
