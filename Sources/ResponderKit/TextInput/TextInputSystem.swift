import Foundation

/// The engine's side of text input: the input delegate a `UITextInput` first responder is
/// given, and the count of what it was told.
///
/// UIKit rule X15: the system sets `inputDelegate` when a text input becomes first responder and
/// clears it when it resigns; the text input tells it of the changes it makes itself (not of
/// those the system asked for). ResponderKit's system keeps no input-method state, so it only
/// counts the calls, for tests and traces.
@MainActor
final class TextInputSystem: UITextInputDelegate {
  /// The calls received, in order: `selectionWillChange`, `selectionDidChange`,
  /// `textWillChange`, `textDidChange`.
  private(set) var calls: [String] = []

  func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
  func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
  func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
  func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
}
