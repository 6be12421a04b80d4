import Foundation

/// A place in the text of a text field or text view: an offset in UTF-16 units, as UIKit's
/// `NSRange`s count (X9).
///
/// The positions ResponderKit's own text inputs hand out; only they read them back. Positions
/// are values: two with the same offset are the same place.
final class TextOffsetPosition: UITextPosition {
  /// The offset from the start of the text, in UTF-16 units.
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// A range of the text of a text field or text view, in UTF-16 units.
final class TextOffsetRange: UITextRange {
  /// The range in UTF-16 units.
  let range: NSRange
  private let startPosition: TextOffsetPosition
  private let endPosition: TextOffsetPosition

  init(_ range: NSRange) {
    self.range = range
    startPosition = TextOffsetPosition(range.location)
    endPosition = TextOffsetPosition(range.location + range.length)
    super.init()
  }

  override var start: UITextPosition { startPosition }
  override var end: UITextPosition { endPosition }
  /// Whether the range holds no text: its length is zero.
  override var isEmpty: Bool { range.length == 0 }
}
