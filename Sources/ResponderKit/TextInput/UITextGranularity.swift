import Foundation

/// The unit a tokenizer measures text in, with UIKit's raw values.
public enum UITextGranularity: Int, Hashable, Sendable {
  /// A character (for `UITextInputStringTokenizer`, a UTF-16 unit).
  case character = 0
  /// A word: a run of letters and digits.
  case word = 1
  /// A sentence.
  case sentence = 2
  /// A paragraph: text between line breaks.
  case paragraph = 3
  /// A line.
  case line = 4
  /// The whole document.
  case document = 5
}
