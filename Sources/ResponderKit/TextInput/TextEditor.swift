import Foundation

/// What a text editor asks and tells the view that shows it: the delegate's questions, the
/// events after a change, and where the text is laid out.
@MainActor
protocol TextEditorHost: AnyObject {
  /// Whether the text in `range` may become `replacement` (the delegate's should-change
  /// question, X9, X13).
  func editorShouldChange(_ range: NSRange, to replacement: String) -> Bool
  /// The text changed through editing: the view sends its events and tells its delegate (X9).
  func editorDidChangeText()
  /// The selection changed through editing or the interaction.
  func editorDidChangeSelection()
  /// Where the text is laid out, in the view's coordinates, and whether it wraps.
  var editorTextContainer: (rect: CGRect, wraps: Bool) { get }
  /// The font the text is set in.
  var editorFont: UIFont { get }
}

/// The text, selection and marked text of a text field or text view, and the one home of how
/// they are edited: by UTF-16 ranges, asking the host before every change (X9, X13, B2), and of
/// their geometry (X15).
///
/// The invariant: `selection` and `markedRange` lie within the text, in UTF-16 units, on the
/// boundaries of code points.
@MainActor
final class TextEditor {
  /// The view that shows the text; it owns the editor.
  weak var host: (any TextEditorHost)?
  /// The text.
  private(set) var text = ""
  /// The selection; a length of 0 is the insertion point.
  private(set) var selection = NSRange(location: 0, length: 0)
  /// The marked (input-method) text, if any.
  private(set) var markedRange: NSRange?
  /// The end of a ranged selection that stays put while Shift and an arrow extend it (B3).
  var selectionAnchor: Int?
  /// The system's input delegate while the view is first responder (X15).
  weak var inputDelegate: (any UITextInputDelegate)?

  /// The length of the text in UTF-16 units.
  var length: Int { text.utf16.count }

  // MARK: Changes made by code (no delegate question, no editing events)

  /// Sets the text from code: the caret goes to the end, no delegate is asked or told
  /// (X2, X13), the input delegate is (X15: a change the view made itself).
  func setText(_ newText: String) {
    inputDelegate?.textWillChange(host as? any UITextInput)
    text = newText
    markedRange = nil
    selection = NSRange(location: length, length: 0)
    selectionAnchor = nil
    inputDelegate?.textDidChange(host as? any UITextInput)
  }

  /// Sets the selection, clamped to the text and to code-point boundaries.
  func select(_ range: NSRange) {
    let start = clampToScalar(min(max(range.location, 0), length))
    let end = clampToScalar(min(max(range.location + max(range.length, 0), start), length))
    selection = NSRange(location: start, length: end - start)
  }

  // MARK: Editing (X9, B2)

  /// Replaces `range` with `replacement` if the host agrees; the caret goes after the new text.
  /// Returns whether the text changed.
  @discardableResult
  func replace(_ range: NSRange, with replacement: String, asking: Bool = true) -> Bool {
    let range = clamped(range)
    if asking, let host, !host.editorShouldChange(range, to: replacement) { return false }
    text = Self.replacing(range, of: text, with: replacement)
    markedRange = nil
    selectionAnchor = nil
    selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
    host?.editorDidChangeSelection()
    host?.editorDidChangeText()
    return true
  }

  /// Inserts `string` at the marked text, else over the selection (X9).
  func insert(_ string: String) {
    replace(markedRange ?? selection, with: string)
  }

  /// Rule B2: deletes the selection, or the backward-deletion cluster before the caret; at the
  /// start with no selection nothing changes and nothing is asked.
  func deleteBackward() {
    if let markedRange, markedRange.length > 0 {
      replace(NSRange(location: markedRange.location, length: markedRange.length), with: "")
      return
    }
    if selection.length > 0 {
      replace(selection, with: "")
      return
    }
    guard selection.location > 0 else { return }
    replace(backwardDeletionRange(before: selection.location), with: "")
  }

  /// Rule B2: the text `deleteBackward` removes before `offset`: the whole grapheme cluster,
  /// except one code point when that code point lies in U+0530–U+194F (scripts whose clusters
  /// are edited letter by letter, as UIKit does).
  func backwardDeletionRange(before offset: Int) -> NSRange {
    guard offset > 0 else { return NSRange(location: 0, length: 0) }
    // Every code point of U+0530–U+194F is one UTF-16 unit: the unit before the caret is it.
    let unit = text.utf16[text.utf16.index(text.utf16.startIndex, offsetBy: offset - 1)]
    if (0x0530...0x194F).contains(unit) { return NSRange(location: offset - 1, length: 1) }
    let start = clusterStart(atOrBefore: offset - 1)
    return NSRange(location: start, length: offset - start)
  }

  // MARK: Standard edit actions (E1), for both text views and text fields

  /// Whether a standard edit action applies now: cut and delete need an editable selection,
  /// copy a selection, paste an editable view and strings on the general pasteboard, select an
  /// insertion point in text, select all text not all selected; nil for other actions.
  func canPerform(_ action: Selector, editable: Bool) -> Bool? {
    switch StandardEditAction(action) {
    case .cut?, .delete?: return editable && selection.length > 0
    case .copy?: return selection.length > 0
    case .paste?: return editable && UIPasteboard.general.hasStrings
    case .select?: return selection.length == 0 && length > 0
    case .selectAll?: return length > 0 && selection.length < length
    default: return nil
    }
  }

  private var selectedText: String { Self.substring(of: text, in: selection) }

  /// Copies the selection to the general pasteboard and deletes it (through the host's question).
  func cut() {
    guard selection.length > 0 else { return }
    UIPasteboard.general.string = selectedText
    replace(selection, with: "")
  }

  /// Copies the selection to the general pasteboard.
  func copy() {
    guard selection.length > 0 else { return }
    UIPasteboard.general.string = selectedText
  }

  /// Replaces the selection with the general pasteboard's string.
  func paste() {
    guard let string = UIPasteboard.general.string else { return }
    insert(string)
  }

  /// Deletes the selection.
  func deleteSelection() {
    guard selection.length > 0 else { return }
    replace(selection, with: "")
  }

  /// Selects the word around the insertion point, by `tokenizer`'s words.
  func selectWord(using tokenizer: any UITextInputTokenizer) {
    let caret = position(selection.location)
    let word =
      tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.forward))
      ?? tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward))
    guard let word, let range = nsRange(of: word) else { return }
    select(range)
    host?.editorDidChangeSelection()
  }

  /// Selects all the text.
  func selectAll() {
    select(NSRange(location: 0, length: length))
    host?.editorDidChangeSelection()
  }

  // MARK: Marked text (X9)

  /// Replaces the marked text (else the selection) with `marked`, selecting `selectedRange`
  /// within it; no editing events until it is committed.
  func setMarkedText(_ marked: String?, selectedRange: NSRange) {
    let marked = marked ?? ""
    let range = clamped(markedRange ?? selection)
    text = Self.replacing(range, of: text, with: marked)
    let markedLength = marked.utf16.count
    markedRange = markedLength > 0 ? NSRange(location: range.location, length: markedLength) : nil
    let inner = min(max(selectedRange.location, 0), markedLength)
    let innerLength = min(max(selectedRange.length, 0), markedLength - inner)
    selection = NSRange(location: range.location + inner, length: innerLength)
    host?.editorDidChangeSelection()
  }

  /// Commits the marked text: it stays, unmarked, and the change is reported as an edit.
  func unmarkText() {
    guard markedRange != nil else { return }
    markedRange = nil
    host?.editorDidChangeText()
  }

  /// `text` with the UTF-16 `range` replaced, unit by unit (Foundation's `NSString` methods
  /// may widen a range to whole characters, which B2 must not).
  static func replacing(_ range: NSRange, of text: String, with replacement: String) -> String {
    let units = Array(text.utf16)
    let result = units[..<range.location] + Array(replacement.utf16) + units[NSMaxRange(range)...]
    return String(decoding: result, as: UTF16.self)
  }

  /// The UTF-16 `range` of `text`, unit by unit.
  static func substring(of text: String, in range: NSRange) -> String {
    String(decoding: Array(text.utf16)[range.location..<NSMaxRange(range)], as: UTF16.self)
  }

  // MARK: Clusters and boundaries

  /// The UTF-16 offsets of the grapheme-cluster boundaries, from 0 to the length.
  var clusterBoundaries: [Int] {
    var result = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      result.append(offset)
    }
    return result
  }

  /// The start of the grapheme cluster that holds the unit at `offset`.
  func clusterStart(atOrBefore offset: Int) -> Int {
    clusterBoundaries.last { $0 <= offset } ?? 0
  }

  /// The nearest cluster boundary at or after `offset`.
  func clusterEnd(atOrAfter offset: Int) -> Int {
    clusterBoundaries.first { $0 >= offset } ?? length
  }

  /// `offset` moved back to the start of the code point it is inside (a lone surrogate half
  /// never starts a position).
  private func clampToScalar(_ offset: Int) -> Int {
    guard offset > 0, offset < length else { return offset }
    let unit = text.utf16[text.utf16.index(text.utf16.startIndex, offsetBy: offset)]
    return UTF16.isTrailSurrogate(unit) ? offset - 1 : offset
  }

  /// `range` clamped to the text.
  func clamped(_ range: NSRange) -> NSRange {
    let start = min(max(range.location, 0), length)
    let end = min(max(range.location + max(range.length, 0), start), length)
    return NSRange(location: start, length: end - start)
  }

  // MARK: Positions and ranges (UITextInput, X15)

  /// The position at `offset`.
  func position(_ offset: Int) -> TextOffsetPosition { TextOffsetPosition(offset) }

  /// The offset of a position this editor made; nil for another object's position.
  func offset(of position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

  /// The UTF-16 range of a range this editor made.
  func nsRange(of range: UITextRange) -> NSRange? {
    if let range = range as? TextOffsetRange { return range.range }
    guard let start = offset(of: range.start), let end = offset(of: range.end) else { return nil }
    return NSRange(location: min(start, end), length: abs(end - start))
  }

  /// The range object for `range`.
  func textRange(_ range: NSRange) -> TextOffsetRange { TextOffsetRange(range) }

  /// The text in `range`, or nil when it is outside the text.
  func text(in range: UITextRange) -> String? {
    guard let range = nsRange(of: range), range.location + range.length <= length else { return nil }
    return Self.substring(of: text, in: range)
  }

  /// The position `offset` units from `position`, or nil outside the text.
  func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
    guard let start = offset(of: position) else { return nil }
    let target = start + delta
    guard target >= 0, target <= length else { return nil }
    return self.position(target)
  }

  /// The position `count` lines or characters away in a layout direction (B3): left and right
  /// by UTF-16 units as UIKit's text inputs count, up and down by lines at the same x, or to
  /// the start or end on the first or last line.
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset count: Int)
    -> UITextPosition?
  {
    guard let start = offset(of: position) else { return nil }
    switch direction {
    case .left: return self.position(from: position, offset: -count)
    case .right: return self.position(from: position, offset: count)
    case .up, .down:
      var current = start
      for _ in 0..<max(count, 0) { current = verticalNeighbour(of: current, up: direction == .up) }
      return self.position(current)
    }
  }

  /// Orders two positions.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let a = offset(of: position) ?? 0
    let b = offset(of: other) ?? 0
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  // MARK: Geometry (X15)

  /// One laid-out line: its UTF-16 range (without its line break) and its frame.
  struct Line {
    let range: NSRange
    let frame: CGRect
  }

  /// The lines of the text in the host's container: broken at line breaks and, when the
  /// container wraps, at the last space that fits (a word longer than the width is broken by
  /// clusters).
  var lines: [Line] {
    let container = host?.editorTextContainer ?? (rect: .zero, wraps: false)
    let font = host?.editorFont ?? UIFont.systemFont(ofSize: 17)
    let lineHeight = TextMetrics.lineHeight(of: font)
    let nsText = text as NSString
    var result: [Line] = []
    var paragraphStart = 0
    var y = container.rect.minY
    func add(_ range: NSRange) {
      let width = TextMetrics.width(of: Substring(Self.substring(of: text, in: range)), font: font)
      result.append(Line(range: range, frame: CGRect(x: container.rect.minX, y: y, width: width, height: lineHeight)))
      y += lineHeight
    }
    while true {
      let search = NSRange(location: paragraphStart, length: length - paragraphStart)
      let breakRange = nsText.rangeOfCharacter(from: .newlines, options: [], range: search)
      let paragraphEnd = breakRange.location == NSNotFound ? length : breakRange.location
      var lineStart = paragraphStart
      if container.wraps && container.rect.width > 0 {
        while lineStart < paragraphEnd {
          var lineEnd = paragraphEnd
          while lineEnd > lineStart
            && TextMetrics.width(
              of: Substring(Self.substring(of: text, in: NSRange(location: lineStart, length: lineEnd - lineStart))),
              font: font) > container.rect.width
          {
            let inner = NSRange(location: lineStart, length: lineEnd - lineStart - 1)
            let space = nsText.rangeOfCharacter(from: .whitespaces, options: .backwards, range: inner)
            lineEnd =
              space.location != NSNotFound && space.location > lineStart
              ? space.location + 1 : clusterStart(atOrBefore: lineEnd - 1)
            if lineEnd <= lineStart { lineEnd = clusterEnd(atOrAfter: lineStart + 1) }
          }
          if lineEnd == paragraphEnd { break }
          add(NSRange(location: lineStart, length: lineEnd - lineStart))
          lineStart = lineEnd
        }
      }
      add(NSRange(location: lineStart, length: paragraphEnd - lineStart))
      guard breakRange.location != NSNotFound else { break }
      paragraphStart = breakRange.location + breakRange.length
    }
    return result
  }

  /// The index of the line that shows `offset` (a caret at a line's end stays on it).
  func lineIndex(of offset: Int, in lines: [Line]) -> Int {
    lines.lastIndex { $0.range.location <= offset } ?? 0
  }

  /// The x of the caret at `offset` on `line`.
  private func x(of offset: Int, on line: Line) -> CGFloat {
    let font = host?.editorFont ?? UIFont.systemFont(ofSize: 17)
    let prefix = NSRange(
      location: line.range.location, length: min(offset, NSMaxRange(line.range)) - line.range.location)
    return line.frame.minX + TextMetrics.width(of: Substring(Self.substring(of: text, in: prefix)), font: font)
  }

  /// UIKit's caret: 2 pt wide, a line high.
  static let caretWidth: CGFloat = 2

  /// The caret's rectangle at `offset`.
  func caretRect(at offset: Int) -> CGRect {
    let lines = lines
    let line = lines[lineIndex(of: offset, in: lines)]
    return CGRect(x: x(of: offset, on: line), y: line.frame.minY, width: Self.caretWidth, height: line.frame.height)
  }

  /// One rectangle per line of `range`.
  func selectionRects(of range: NSRange) -> [CGRect] {
    let lines = lines
    let first = lineIndex(of: range.location, in: lines)
    let last = lineIndex(of: NSMaxRange(range), in: lines)
    return (first...max(first, last)).map { index in
      let line = lines[index]
      let start = index == first ? x(of: range.location, on: line) : line.frame.minX
      let end = index == last ? x(of: NSMaxRange(range), on: line) : line.frame.maxX
      return CGRect(x: start, y: line.frame.minY, width: max(end - start, 0), height: line.frame.height)
    }
  }

  /// The cluster boundary nearest to `point`: the line at its y (clamped to the first and last),
  /// then the boundary nearest its x.
  func closestOffset(to point: CGPoint) -> Int {
    let lines = lines
    let line =
      lines.first { point.y < $0.frame.maxY } ?? lines.last
      ?? Line(range: NSRange(location: 0, length: 0), frame: .zero)
    let boundaries = clusterBoundaries.filter { $0 >= line.range.location && $0 <= NSMaxRange(line.range) }
    return boundaries.min { abs(x(of: $0, on: line) - point.x) < abs(x(of: $1, on: line) - point.x) }
      ?? line.range.location
  }

  /// The offset one line up or down at the same x; the start or end from the first or last line.
  private func verticalNeighbour(of offset: Int, up: Bool) -> Int {
    let lines = lines
    let index = lineIndex(of: offset, in: lines)
    let target = index + (up ? -1 : 1)
    guard lines.indices.contains(target) else { return up ? 0 : length }
    let x = x(of: offset, on: lines[index])
    return closestOffset(to: CGPoint(x: x, y: lines[target].frame.midY))
  }
}
