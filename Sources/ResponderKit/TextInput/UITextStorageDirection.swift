import Foundation

/// A direction in the order the text is stored, with UIKit's raw values.
public enum UITextStorageDirection: Int, Hashable, Sendable {
  /// Toward the end of the text.
  case forward = 0
  /// Toward the beginning of the text.
  case backward = 1
}
