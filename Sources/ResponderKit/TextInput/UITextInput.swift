import Foundation

/// What a custom text-editing view offers the system: its text by positions and ranges, its
/// selection and marked text, and where its characters are on screen.
///
/// UIKit's `UITextInput`, with every member UIKit declares; the members UIKit marks optional
/// have defaults in an extension (Swift has no optional requirements outside Objective-C), so a
/// conformer implements only what it needs, as on iOS. The engine calls these members in the
/// order of rule X15: a tap asks `closestPosition(to:)` then sets `selectedTextRange`, a double
/// tap asks the tokenizer, typing calls `insertText`, `deleteBackward`, `setMarkedText` and
/// `unmarkText`, the edit menu asks `firstRect(for:)` and `caretRect(for:)`, and selection
/// drawing asks `selectionRects(for:)`. The engine sets `inputDelegate` while the conformer is
/// first responder (X15).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  /// The text in `range`, or nil when the range is not valid.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// Whether the text in `range` may be replaced with `text` (UIKit: optional; default true).
  func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
  /// The selection; an empty range is the insertion point, nil is none.
  var selectedTextRange: UITextRange? { get set }
  /// The text being composed by an input method, or nil.
  var markedTextRange: UITextRange? { get }
  /// How marked text is drawn.
  var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
  /// Sets the marked text, selecting `selectedRange` within it.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Sets marked text with attributes (UIKit: optional; the default sets its string).
  func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
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
  /// The system's delegate, told of changes the object makes itself (X15).
  var inputDelegate: (any UITextInputDelegate)? { get set }
  /// The object that finds word, line and paragraph boundaries.
  var tokenizer: any UITextInputTokenizer { get }
  /// The position of `range` farthest in `direction`.
  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
  /// The range from `position` to the next character in `direction`.
  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
  /// The writing direction at `position`.
  func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection
  /// Sets the writing direction of `range`.
  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  /// The first rectangle that encloses `range`, in the object's coordinates.
  func firstRect(for range: UITextRange) -> CGRect
  /// The rectangle of the caret at `position`.
  func caretRect(for position: UITextPosition) -> CGRect
  /// The rectangles that draw the selection of `range`, one per line.
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  /// The position nearest to `point`.
  func closestPosition(to point: CGPoint) -> UITextPosition?
  /// The position of `range` nearest to `point`.
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  /// The range of the character at `point`.
  func characterRange(at point: CGPoint) -> UITextRange?
  /// The attributes of the text at `position` (UIKit: optional; default nil).
  func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
  /// The position `offset` characters into `range` (UIKit: optional; default: counted from the
  /// range's start).
  func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
  /// The offset of `position` from the start of `range` (UIKit: optional).
  func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
  /// The view whose coordinates the geometry is in (UIKit: optional; default the conformer
  /// when it is a view).
  var textInputView: UIView { get }
  /// Which side of a line break the caret sticks to (UIKit: optional; default forward).
  var selectionAffinity: UITextStorageDirection { get set }
  /// Inserts text with alternatives offered by dictation or the keyboard (UIKit: optional;
  /// default: `insertText`).
  func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
  /// Starts the floating cursor (UIKit: optional; default nothing).
  func beginFloatingCursor(at point: CGPoint)
  /// Moves the floating cursor (UIKit: optional; default nothing).
  func updateFloatingCursor(at point: CGPoint)
  /// Ends the floating cursor (UIKit: optional; default nothing).
  func endFloatingCursor()
  /// The menu shown for `textRange` (UIKit: optional, iOS 16; default: the suggested actions).
  func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

/// The defaults of the members UIKit's `UITextInput` marks optional.
extension UITextInput {
  /// True: every change is allowed.
  public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
  /// Sets the marked text's string.
  public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
    setMarkedText(markedText?.string, selectedRange: selectedRange)
  }
  /// Nil: no attributes.
  public func textStyling(
    at position: UITextPosition, in direction: UITextStorageDirection
  ) -> [NSAttributedString.Key: Any]? { nil }
  /// Counts `offset` from the range's start.
  public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
    position(from: range.start, offset: offset)
  }
  /// The offset from the range's start.
  public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
    self.offset(from: range.start, to: position)
  }
  /// The conformer when it is a view, else an empty view.
  public var textInputView: UIView { (self as? UIView) ?? UIView() }
  /// Forward.
  public var selectionAffinity: UITextStorageDirection {
    get { .forward }
    set {}
  }
  /// Inserts the text.
  public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
    insertText(text)
  }
  /// Nothing.
  public func beginFloatingCursor(at point: CGPoint) {}
  /// Nothing.
  public func updateFloatingCursor(at point: CGPoint) {}
  /// Nothing.
  public func endFloatingCursor() {}
  /// The suggested actions as a menu.
  public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
    UIMenu(children: suggestedActions)
  }
  /// Natural.
  public func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection { .natural }
  /// Nothing: the text has one direction here.
  public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
  /// One rectangle per line of `range`, from `firstRect(for:)` (the text is one line unless
  /// the conformer says otherwise).
  public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    [UITextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
  }
}

/// How alternatives offered with inserted text are shown.
///
/// UIKit's `UITextAlternativeStyle` (iOS 16), with its raw values.
public enum UITextAlternativeStyle: Int, Hashable, Sendable {
  /// No special style.
  case none = 0
  /// Low confidence: the text is underlined.
  case lowConfidence = 1
}

/// The direction text is written in.
///
/// UIKit's `NSWritingDirection`, with its raw values.
public enum NSWritingDirection: Int, Hashable, Sendable {
  /// The direction of the text's script.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// One rectangle of a selection's drawing, with which ends of the selection it holds.
///
/// UIKit's `UITextSelectionRect`: an abstract class a `UITextInput` conformer may subclass. Its
/// one designated initializer is `init()`, as in UIKit (NSObject's), so that a subclass's
/// initializer that does not call `super.init()` gets the call implicitly, as Swift inserts it
/// only when the superclass's sole designated initializer takes no arguments.
/// `init(rect:containsStart:containsEnd:)` is a ResponderKit addition, a convenience initializer
/// for conformers that need no subclass.
@preconcurrency @MainActor
open class UITextSelectionRect {
  private var storedRect: CGRect = .zero
  private var storedContainsStart = false
  private var storedContainsEnd = false

  /// Creates an empty selection rectangle, for subclasses that override the properties.
  public init() {}

  /// Creates a selection rectangle.
  public convenience init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
    self.init()
    storedRect = rect
    storedContainsStart = containsStart
    storedContainsEnd = containsEnd
  }

  /// The rectangle, in the text input view's coordinates.
  open var rect: CGRect { storedRect }
  /// The writing direction of the text in it.
  open var writingDirection: NSWritingDirection { .natural }
  /// Whether it holds the selection's start.
  open var containsStart: Bool { storedContainsStart }
  /// Whether it holds the selection's end.
  open var containsEnd: Bool { storedContainsEnd }
  /// Whether its text is vertical.
  open var isVertical: Bool { false }
}
