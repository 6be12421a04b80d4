import Foundation

/// A place in a text-input object's text, between two characters.
///
/// UIKit's abstract `UITextPosition`: a `UITextInput` conformer subclasses it with whatever
/// locates a place in its storage (an offset, usually), and only it reads it back.
@preconcurrency @MainActor
open class UITextPosition {
  /// Creates a position; subclasses add what it points at.
  public init() {}
}
