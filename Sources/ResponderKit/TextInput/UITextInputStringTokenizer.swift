import Foundation

/// The ready-made tokenizer of a text-input object: boundaries found in its plain text.
///
/// UIKit's `UITextInputStringTokenizer`, rule X16. It reads the text through the object's own
/// `UITextInput` members and counts positions as the object's offsets, one per UTF-16 unit (as
/// UIKit's text views count). Its units: a character is a grapheme cluster; a word a run of
/// letters, digits and marks (an apostrophe between letters joins); a sentence runs to `.`,
/// `!`, `?` or `…` (with closing quotes and brackets) before white space, or to the paragraph's
/// end, leading white space left out; a paragraph the text between paragraph separators; a line
/// is a paragraph, as nothing is laid out for the tokenizer (our choice); the document all of
/// it. A position is at a boundary forward where a unit ends, backward where one starts.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
  /// The object whose text is tokenized; held weakly, as UIKit's tokenizer holds it.
  private weak var textInput: (any UITextInput & UIResponder)?

  /// Creates a tokenizer for `textInput`, with UIKit's initializer.
  public init(textInput: any UIResponder & UITextInput) {
    self.textInput = textInput
  }

  /// The unit `position` is in, looking forward (the unit after it) or backward (before it);
  /// nil when there is none there.
  open func rangeEnclosingPosition(
    _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard let text = snapshot(position),
      let unit = text.unit(around: text.index, granularity, forward: direction.isForward)
    else { return nil }
    return text.range(unit.lowerBound, unit.upperBound)
  }

  /// Whether `position` ends a unit (forward) or starts one (backward).
  open func isPosition(
    _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool {
    guard let text = snapshot(position) else { return false }
    let units = text.units(granularity)
    if direction.isForward { return units.contains { $0.upperBound == text.index } }
    return units.contains { $0.lowerBound == text.index }
  }

  /// The next unit end (forward) or unit start (backward) past `position`, or nil.
  open func position(
    from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let text = snapshot(position) else { return nil }
    let units = text.units(granularity)
    let target =
      direction.isForward
      ? units.map(\.upperBound).filter { $0 > text.index }.min()
      : units.map(\.lowerBound).filter { $0 < text.index }.max()
    return target.flatMap { text.position($0) }
  }

  /// Whether the text after (forward) or before (backward) `position` is inside a unit.
  open func isPosition(
    _ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection
  ) -> Bool {
    guard let text = snapshot(position) else { return false }
    return text.unit(around: text.index, granularity, forward: direction.isForward) != nil
  }

  /// The object's text and where `position` is in it, or nil without an object.
  private func snapshot(_ position: UITextPosition) -> Snapshot? {
    guard let textInput,
      let all = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
      let string = textInput.text(in: all)
    else { return nil }
    let index = textInput.offset(from: textInput.beginningOfDocument, to: position)
    return Snapshot(textInput: textInput, text: string, index: index)
  }

  /// A tokenizer's view of the text: the string and a position's UTF-16 offset.
  @MainActor
  private struct Snapshot {
    let textInput: any UITextInput
    let text: String
    let index: Int

    /// The unit after (`forward`) or before `index`.
    func unit(around index: Int, _ granularity: UITextGranularity, forward: Bool) -> Range<Int>? {
      units(granularity).first {
        forward ? $0.lowerBound <= index && index < $0.upperBound : $0.lowerBound < index && index <= $0.upperBound
      }
    }

    /// The units of `granularity`, in order, as UTF-16 offset ranges.
    func units(_ granularity: UITextGranularity) -> [Range<Int>] {
      switch granularity {
      case .character: return clusters.filter { !$0.isEmpty }
      case .word: return runs { isWordCharacter($0, $1) }
      case .sentence: return sentences
      case .paragraph, .line: return paragraphs
      case .document: return [0..<text.utf16.count]
      }
    }

    /// Each grapheme cluster's range.
    private var clusters: [Range<Int>] {
      var result: [Range<Int>] = []
      var offset = 0
      for character in text {
        let length = character.utf16.count
        result.append(offset..<offset + length)
        offset += length
      }
      return result
    }

    /// Maximal runs of clusters that satisfy `belongs` (given the clusters and an index).
    private func runs(_ belongs: ([Character], Int) -> Bool) -> [Range<Int>] {
      let characters = Array(text)
      let ranges = clusters
      var result: [Range<Int>] = []
      var start: Int?
      for index in characters.indices {
        if belongs(characters, index) {
          if start == nil { start = ranges[index].lowerBound }
        } else if let begun = start {
          result.append(begun..<ranges[index].lowerBound)
          start = nil
        }
      }
      if let start { result.append(start..<text.utf16.count) }
      return result
    }

    /// Letters, digits and marks; an apostrophe between two letters.
    private func isWordCharacter(_ characters: [Character], _ index: Int) -> Bool {
      let character = characters[index]
      if character.isLetter || character.isNumber || character.unicodeScalars.first?.properties.isAlphabetic == true {
        return true
      }
      if character == "'" || character == "’", index > 0, index + 1 < characters.count {
        return characters[index - 1].isLetter && characters[index + 1].isLetter
      }
      return false
    }

    private static func isParagraphSeparator(_ character: Character) -> Bool {
      character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2029}"
        || character == "\u{2028}"
    }

    /// The text between paragraph separators; an empty paragraph is no unit.
    private var paragraphs: [Range<Int>] {
      runs { characters, index in !Self.isParagraphSeparator(characters[index]) }
    }

    /// Sentences within each paragraph: leading white space left out, each ending after its
    /// terminator and closing punctuation, or at the paragraph's end.
    private var sentences: [Range<Int>] {
      let characters = Array(text)
      let ranges = clusters
      var result: [Range<Int>] = []
      var start: Int?
      var index = 0
      while index < characters.count {
        let character = characters[index]
        if Self.isParagraphSeparator(character) {
          if let begun = start {
            result.append(begun..<trimmedEnd(begun, ranges[index].lowerBound, characters, ranges))
          }
          start = nil
          index += 1
          continue
        }
        if start == nil {
          if character.isWhitespace {
            index += 1
            continue
          }
          start = ranges[index].lowerBound
        }
        if ".!?…".contains(character) {
          var end = index + 1
          while end < characters.count, ".!?…\"'”’)]".contains(characters[end]) { end += 1 }
          if end == characters.count || characters[end].isWhitespace {
            result.append(start!..<(end < characters.count ? ranges[end].lowerBound : text.utf16.count))
            start = nil
            index = end
            continue
          }
        }
        index += 1
      }
      if let start { result.append(start..<trimmedEnd(start, text.utf16.count, characters, ranges)) }
      return result
    }

    /// `end` moved back over trailing white space, not before `start`.
    private func trimmedEnd(_ start: Int, _ end: Int, _ characters: [Character], _ ranges: [Range<Int>]) -> Int {
      var last = ranges.lastIndex { $0.upperBound <= end } ?? -1
      var result = end
      while last >= 0, ranges[last].lowerBound >= start, characters[last].isWhitespace {
        result = ranges[last].lowerBound
        last -= 1
      }
      return result
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
