import Foundation

/// When the keyboard turns on the shift key by itself, with UIKit's raw values.
///
/// UIKit's `UITextAutocapitalizationType`; text fields and text views default to `.sentences`. Typed text is never changed here, so the value is only kept.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  /// Never.
  case none = 0
  /// At the start of each word.
  case words = 1
  /// At the start of each sentence.
  case sentences = 2
  /// For every character.
  case allCharacters = 3
}
