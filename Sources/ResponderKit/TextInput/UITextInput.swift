import Foundation

/// What a custom text-editing view offers the system: its text by positions and ranges, its
/// selection and marked text, and where its characters are on screen.
///
/// UIKit's `UITextInput`, with its required members and the optional geometry ones that take
/// only points and rectangles (writing directions and selection rectangles are left out). No
/// system keyboard or input method drives it here: tests and platform backends call it, and key
/// presses reach a first responder as `UIKeyInput` calls (rule F4).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  /// The text in `range`, or nil when the range is not valid.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// The selection; an empty range is the insertion point, nil is none.
  var selectedTextRange: UITextRange? { get set }
  /// The text being composed by an input method, or nil.
  var markedTextRange: UITextRange? { get }
  /// How marked text is drawn.
  var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
  /// Sets the marked text, selecting `selectedRange` within it.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Commits the marked text.
  func unmarkText()
  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The range between two positions, or nil.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` characters from `position`, or nil past either end.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The position `offset` steps from `position` in a layout direction, or nil.
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
  /// How two positions are ordered.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The number of characters from one position to another.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
  /// The system's delegate, told of changes the object makes itself.
  var inputDelegate: (any UITextInputDelegate)? { get set }
  /// The object that finds word, line and paragraph boundaries.
  var tokenizer: any UITextInputTokenizer { get }
  /// The position of `range` farthest in `direction`.
  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
  /// The range from `position` to the next character in `direction`.
  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
  /// The first rectangle that encloses `range`, in the object's coordinates.
  func firstRect(for range: UITextRange) -> CGRect
  /// The rectangle of the caret at `position`.
  func caretRect(for position: UITextPosition) -> CGRect
  /// The position nearest to `point`.
  func closestPosition(to point: CGPoint) -> UITextPosition?
  /// The position of `range` nearest to `point`.
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  /// The range of the character at `point`.
  func characterRange(at point: CGPoint) -> UITextRange?
}
