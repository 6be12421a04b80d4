import Foundation

/// The ready-made tokenizer of a text-input object: boundaries found in its plain text.
///
/// UIKit's `UITextInputStringTokenizer`. It reads the text through the object's own
/// `UITextInput` members and counts positions as the object's offsets, one per UTF-16 unit (as
/// UIKit's text views count). A word is a run of letters and digits; a paragraph, a line and a
/// sentence are each the text between line breaks (lines are not laid out here, and sentences
/// are not parsed: our choice); the document is all of it.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
  /// The object whose text is tokenized; held weakly, as UIKit's tokenizer holds it.
  private weak var textInput: (any UITextInput & UIResponder)?

  /// Creates a tokenizer for `textInput`, with UIKit's initializer.
  public init(textInput: any UIResponder & UITextInput) {
    self.textInput = textInput
  }

  /// The unit `position` is in or at the edge of, looking in `direction`.
  open func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard let text = snapshot(position) else { return nil }
    let index = text.index
    let probe = direction.isForward ? index : index - 1
    guard text.isInUnit(probe, granularity) else { return nil }
    var start = probe
    var end = probe + 1
    while text.isInUnit(start - 1, granularity) { start -= 1 }
    while text.isInUnit(end, granularity) { end += 1 }
    return text.range(start, end)
  }

  /// Whether `position` ends a unit (forward) or starts one (backward).
  open func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool {
    guard let text = snapshot(position) else { return false }
    return text.isBoundary(text.index, granularity, forward: direction.isForward)
  }

  /// The next unit end (forward) or unit start (backward) past `position`, or nil.
  open func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let text = snapshot(position) else { return nil }
    let forward = direction.isForward
    var index = text.index + (forward ? 1 : -1)
    while index >= 0 && index <= text.units.count {
      if text.isBoundary(index, granularity, forward: forward) { return text.position(index) }
      index += forward ? 1 : -1
    }
    return nil
  }

  /// Whether the unit after (forward) or before (backward) `position` is part of a unit.
  open func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool {
    guard let text = snapshot(position) else { return false }
    return text.isInUnit(direction.isForward ? text.index : text.index - 1, granularity)
  }

  /// The object's text and where `position` is in it, or nil without an object.
  private func snapshot(_ position: UITextPosition) -> Snapshot? {
    guard let textInput,
      let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
      let string = textInput.text(in: all)
    else { return nil }
    let index = textInput.offset(from: textInput.beginningOfDocument, to: position)
    return Snapshot(textInput: textInput, units: Array(string.utf16), index: index)
  }

  /// A tokenizer's view of the text: its UTF-16 units and a position's offset.
  @MainActor
  private struct Snapshot {
    let textInput: any UITextInput
    let units: [UTF16.CodeUnit]
    let index: Int

    /// Whether the unit at `index` belongs to a unit of `granularity`.
    func isInUnit(_ index: Int, _ granularity: UITextGranularity) -> Bool {
      guard index >= 0 && index < units.count else { return false }
      switch granularity {
      case .character, .document:
        return true
      case .word:
        guard let scalar = Unicode.Scalar(units[index]) else { return true }
        return CharacterSet.alphanumerics.contains(scalar)
      case .sentence, .paragraph, .line:
        return units[index] != 0x0A && units[index] != 0x0D
      }
    }

    /// Whether `index` ends a unit (forward) or starts one (backward).
    func isBoundary(_ index: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
      guard index >= 0 && index <= units.count else { return false }
      if granularity == .character { return true }
      if granularity == .document { return forward ? index == units.count : index == 0 }
      if forward { return isInUnit(index - 1, granularity) && !isInUnit(index, granularity) }
      return isInUnit(index, granularity) && !isInUnit(index - 1, granularity)
    }

    func position(_ offset: Int) -> UITextPosition? {
      textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    func range(_ start: Int, _ end: Int) -> UITextRange? {
      guard let from = position(start), let to = position(end) else { return nil }
      return textInput.textRange(from: from, to: to)
    }
  }
}
