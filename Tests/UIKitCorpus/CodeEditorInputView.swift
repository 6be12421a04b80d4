import UIKit

// A code editor's text input view, in the shape open-source iOS code editors give theirs: a
// plain UIView that adopts UITextInput itself (no UITextView underneath), with its own position
// and range classes over UTF-16 offsets, a tokenizer subclass that knows the editor's lines,
// selection rectangles of its own, text interactions installed by hand, the input delegate told
// of the changes it makes itself, key commands and an edit menu. The layout is a fixed grid
// (every UTF-16 unit one column wide), enough for the geometry UIKit asks for.

/// What the editor tells its owner.
protocol CodeEditorInputViewDelegate: AnyObject {
  func codeEditorInputViewDidChange(_ view: CodeEditorInputView)
  func codeEditorInputViewDidChangeSelection(_ view: CodeEditorInputView)
  func codeEditorInputView(
    _ view: CodeEditorInputView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
}

/// A place in the editor's text: a UTF-16 offset.
final class IndexedPosition: UITextPosition {
  let index: Int

  init(index: Int) {
    self.index = index
  }
}

/// A range of the editor's text, between two UTF-16 offsets, never of negative length.
final class IndexedRange: UITextRange {
  let lowerIndex: Int
  let upperIndex: Int

  var range: NSRange { NSRange(location: lowerIndex, length: upperIndex - lowerIndex) }

  override var start: UITextPosition { IndexedPosition(index: lowerIndex) }
  override var end: UITextPosition { IndexedPosition(index: upperIndex) }
  override var isEmpty: Bool { lowerIndex == upperIndex }

  init(from: Int, to: Int) {
    lowerIndex = min(from, to)
    upperIndex = max(from, to)
  }

  // UIKit sometimes hands back ranges of negative length (double taps on empty lines).
  convenience init(_ range: NSRange) {
    self.init(from: range.location, to: range.location + range.length)
  }
}

/// One line's part of a selection.
final class CodeEditorSelectionRect: UITextSelectionRect {
  private let lineRect: CGRect
  private let holdsStart: Bool
  private let holdsEnd: Bool

  override var rect: CGRect { lineRect }
  override var writingDirection: NSWritingDirection { .leftToRight }
  override var containsStart: Bool { holdsStart }
  override var containsEnd: Bool { holdsEnd }
  override var isVertical: Bool { false }

  init(lineRect: CGRect, holdsStart: Bool, holdsEnd: Bool) {
    self.lineRect = lineRect
    self.holdsStart = holdsStart
    self.holdsEnd = holdsEnd
  }
}

/// The editor's text, in UTF-16 units, and its lines.
final class CodeEditorTextStorage {
  private let string = NSMutableString(string: "")

  var length: Int { string.length }
  var text: String { string.substring(from: 0) }

  func substring(in range: NSRange) -> String? {
    guard range.location >= 0, range.length >= 0, range.location + range.length <= string.length else { return nil }
    return string.substring(with: range)
  }

  func replaceCharacters(in range: NSRange, with text: String) {
    string.replaceCharacters(in: range, with: text)
  }

  /// The range of the composed character sequence (a whole emoji, a letter and its accents)
  /// ending at `location`.
  func composedRange(before location: Int) -> NSRange? {
    guard location > 0, location <= string.length else { return nil }
    return string.rangeOfComposedCharacterSequence(at: location - 1)
  }

  /// Each line's range, without its line break; an empty text has one empty line.
  var lineRanges: [NSRange] {
    var ranges: [NSRange] = []
    var lineStart = 0
    for index in 0..<string.length where string.character(at: index) == 10 {
      ranges.append(NSRange(location: lineStart, length: index - lineStart))
      lineStart = index + 1
    }
    ranges.append(NSRange(location: lineStart, length: string.length - lineStart))
    return ranges
  }

  /// The row of the line `location` is on.
  func row(of location: Int) -> Int {
    let lines = lineRanges
    return lines.firstIndex { location <= $0.location + $0.length } ?? lines.count - 1
  }
}

/// The editor's tokenizer: lines and paragraphs come from the editor's own line table, the rest
/// from UIKit's string tokenizer.
final class CodeEditorTokenizer: UITextInputStringTokenizer {
  private let storage: CodeEditorTextStorage

  init(textInput: UIResponder & UITextInput, storage: CodeEditorTextStorage) {
    self.storage = storage
    super.init(textInput: textInput)
  }

  override func isPosition(
    _ position: UITextPosition,
    atBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let indexedPosition = position as? IndexedPosition else {
      return false
    }
    guard let line = lineRange(around: indexedPosition.index, granularity) else {
      return super.isPosition(position, atBoundary: granularity, inDirection: direction)
    }
    if direction.editorMovesForward {
      return indexedPosition.index == line.location + line.length
    } else {
      return indexedPosition.index == line.location
    }
  }

  override func isPosition(
    _ position: UITextPosition,
    withinTextUnit granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> Bool {
    guard let indexedPosition = position as? IndexedPosition,
      let line = lineRange(around: indexedPosition.index, granularity)
    else {
      return super.isPosition(position, withinTextUnit: granularity, inDirection: direction)
    }
    if direction.editorMovesForward {
      return indexedPosition.index < line.location + line.length
    } else {
      return indexedPosition.index > line.location
    }
  }

  override func position(
    from position: UITextPosition,
    toBoundary granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextPosition? {
    guard let indexedPosition = position as? IndexedPosition else {
      return nil
    }
    guard let line = lineRange(around: indexedPosition.index, granularity) else {
      return super.position(from: position, toBoundary: granularity, inDirection: direction)
    }
    let lineEnd = line.location + line.length
    if direction.editorMovesForward {
      // At a line's end already: the next line's end.
      guard indexedPosition.index == lineEnd else { return IndexedPosition(index: lineEnd) }
      guard let next = lineRange(around: lineEnd + 1, granularity), lineEnd < storage.length else { return nil }
      return IndexedPosition(index: next.location + next.length)
    } else {
      guard indexedPosition.index == line.location else { return IndexedPosition(index: line.location) }
      guard line.location > 0, let previous = lineRange(around: line.location - 1, granularity) else { return nil }
      return IndexedPosition(index: previous.location)
    }
  }

  override func rangeEnclosingPosition(
    _ position: UITextPosition,
    with granularity: UITextGranularity,
    inDirection direction: UITextDirection
  ) -> UITextRange? {
    guard let indexedPosition = position as? IndexedPosition,
      let line = lineRange(around: indexedPosition.index, granularity)
    else {
      return super.rangeEnclosingPosition(position, with: granularity, inDirection: direction)
    }
    return IndexedRange(line)
  }

  /// The line `location` is on, for the granularities the editor measures itself; nil for the
  /// others.
  private func lineRange(around location: Int, _ granularity: UITextGranularity) -> NSRange? {
    switch granularity {
    case .line, .paragraph:
      let lines = storage.lineRanges
      return lines[storage.row(of: location)]
    case .character, .word, .sentence, .document:
      return nil
    @unknown default:
      return nil
    }
  }
}

extension UITextDirection {
  /// Whether the direction runs toward the end of the text: forward, right or down.
  fileprivate var editorMovesForward: Bool {
    rawValue == UITextStorageDirection.forward.rawValue
      || rawValue == UITextLayoutDirection.right.rawValue
      || rawValue == UITextLayoutDirection.down.rawValue
  }
}

/// The editor's text input view.
class CodeEditorInputView: UIView, UITextInput {
  static let lineHeight: CGFloat = 20
  static let columnWidth: CGFloat = 9

  weak var delegate: CodeEditorInputViewDelegate?

  // MARK: - UITextInput

  weak var inputDelegate: UITextInputDelegate?
  var markedTextStyle: [NSAttributedString.Key: Any]?
  var selectionAffinity: UITextStorageDirection = .forward
  private(set) lazy var tokenizer: UITextInputTokenizer = CodeEditorTokenizer(textInput: self, storage: storage)

  var selectedTextRange: UITextRange? {
    get {
      selectedRange.map { IndexedRange($0) }
    }
    set {
      // UIKit sets this (a tap, the arrow keys, a drag of a handle): the input delegate is not
      // told of changes it asked for itself.
      let newRange = (newValue as? IndexedRange)?.range
      if newRange != selectedRange {
        selectedRange = newRange
        setNeedsLayout()
        delegate?.codeEditorInputViewDidChangeSelection(self)
      }
    }
  }

  private(set) var markedTextRange: UITextRange? {
    get {
      markedRange.map { IndexedRange($0) }
    }
    set {
      markedRange = (newValue as? IndexedRange)?.range
    }
  }

  var beginningOfDocument: UITextPosition {
    IndexedPosition(index: 0)
  }

  var endOfDocument: UITextPosition {
    IndexedPosition(index: storage.length)
  }

  var hasText: Bool {
    storage.length > 0
  }

  // MARK: - UITextInputTraits

  var autocorrectionType: UITextAutocorrectionType = .no
  var autocapitalizationType: UITextAutocapitalizationType = .none
  var smartQuotesType: UITextSmartQuotesType = .no
  var smartDashesType: UITextSmartDashesType = .no
  var smartInsertDeleteType: UITextSmartInsertDeleteType = .no
  var spellCheckingType: UITextSpellCheckingType = .no
  var keyboardType: UIKeyboardType = .asciiCapable
  var keyboardAppearance: UIKeyboardAppearance = .default
  var returnKeyType: UIReturnKeyType = .default

  // MARK: - Editing state

  /// The text. Setting it is a change the editor makes itself, so the input delegate hears of it.
  var text: String {
    get {
      storage.text
    }
    set {
      inputDelegate?.textWillChange(self)
      storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: newValue)
      markedRange = nil
      if let oldRange = selectedRange {
        inputDelegate?.selectionWillChange(self)
        selectedRange = cappedRange(oldRange)
        inputDelegate?.selectionDidChange(self)
      }
      inputDelegate?.textDidChange(self)
      setNeedsLayout()
    }
  }
  var isEditable = true {
    didSet {
      if isEditable != oldValue {
        installTextInteraction()
      }
    }
  }
  var textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var insertionPointColor: UIColor = .label
  private(set) var isEditing = false
  private(set) var selectedRange: NSRange?
  private var markedRange: NSRange?
  private let storage = CodeEditorTextStorage()
  private let editableTextInteraction = UITextInteraction(for: .editable)
  private let nonEditableTextInteraction = UITextInteraction(for: .nonEditable)
  private lazy var editMenuInteraction = UIEditMenuInteraction(delegate: self)
  private var floatingCaretView: UIView?
  private var insertionPointColorBeforeFloating: UIColor = .label

  override var canBecomeFirstResponder: Bool {
    isEditable
  }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: "]", modifierFlags: .command, action: #selector(shiftRight)),
      UIKeyCommand(input: "[", modifierFlags: .command, action: #selector(shiftLeft)),
    ]
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    editableTextInteraction.textInput = self
    nonEditableTextInteraction.textInput = self
    editableTextInteraction.delegate = self
    nonEditableTextInteraction.delegate = self
    installTextInteraction()
    addInteraction(editMenuInteraction)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    guard !isEditing else {
      return false
    }
    let didBecomeFirstResponder = super.becomeFirstResponder()
    if didBecomeFirstResponder {
      isEditing = true
      if selectedRange == nil {
        // Focused in code: the caret goes to the end, as UITextView puts it.
        selectedRange = NSRange(location: storage.length, length: 0)
      }
      UIView.performWithoutAnimation {
        layoutIfNeeded()
      }
    }
    return didBecomeFirstResponder
  }

  @discardableResult
  override func resignFirstResponder() -> Bool {
    let didResignFirstResponder = super.resignFirstResponder()
    if didResignFirstResponder {
      isEditing = false
      unmarkText()
    }
    return didResignFirstResponder
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
      setNeedsLayout()
    }
  }

  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    super.pressesEnded(presses, with: event)
    // Escape or an arrow commits a dead key's marked accent, as on a Mac.
    guard let keyCode = presses.first?.key?.keyCode, presses.count == 1, markedRange != nil else {
      return
    }
    switch keyCode {
    case .keyboardEscape, .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow:
      unmarkText()
    default:
      break
    }
  }

  // MARK: - Taps and typing

  func closestPosition(to point: CGPoint) -> UITextPosition? {
    IndexedPosition(index: closestIndex(to: point))
  }

  func insertText(_ text: String) {
    let range = markedRange ?? selectedRange ?? NSRange(location: storage.length, length: 0)
    guard shouldChangeText(in: IndexedRange(range), replacementText: text) else {
      return
    }
    // UIKit does not always unmark before inserting: a marked accent followed by Return.
    markedRange = nil
    replaceCharacters(in: range, with: text)
  }

  func deleteBackward() {
    guard var range = markedRange ?? selectedRange else {
      return
    }
    if range.length == 0 {
      guard let previous = storage.composedRange(before: range.location) else { return }
      range = previous
    }
    guard shouldChangeText(in: IndexedRange(range), replacementText: "") else {
      return
    }
    if range == markedRange {
      markedRange = nil
    }
    replaceCharacters(in: range, with: "")
  }

  // MARK: - Edit actions

  override func copy(_ sender: Any?) {
    if let selectedTextRange, let text = text(in: selectedTextRange) {
      UIPasteboard.general.string = text
    }
  }

  override func cut(_ sender: Any?) {
    if let selectedTextRange, let text = text(in: selectedTextRange) {
      UIPasteboard.general.string = text
      replace(selectedTextRange, withText: "")
    }
  }

  override func paste(_ sender: Any?) {
    if let selectedTextRange, let string = UIPasteboard.general.string {
      inputDelegate?.selectionWillChange(self)
      replace(selectedTextRange, withText: string)
      inputDelegate?.selectionDidChange(self)
    }
  }

  override func selectAll(_ sender: Any?) {
    inputDelegate?.selectionWillChange(self)
    selectedRange = NSRange(location: 0, length: storage.length)
    inputDelegate?.selectionDidChange(self)
    delegate?.codeEditorInputViewDidChangeSelection(self)
  }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == #selector(copy(_:)) {
      return selectedTextRange.map { !$0.isEmpty } ?? false
    } else if action == #selector(cut(_:)) {
      return isEditing && (selectedTextRange.map { !$0.isEmpty } ?? false)
    } else if action == #selector(paste(_:)) {
      return isEditing && UIPasteboard.general.hasStrings
    } else if action == #selector(selectAll(_:)) {
      return hasText
    } else if action == #selector(shiftRight) || action == #selector(shiftLeft) {
      return isEditing
    } else {
      return super.canPerformAction(action, withSender: sender)
    }
  }

  /// Indents the selected lines by two spaces.
  @objc func shiftRight() {
    changeSelectedLines { line in "  " + line }
  }

  /// Removes up to two spaces of indentation from the selected lines.
  @objc func shiftLeft() {
    changeSelectedLines { line in
      let indentation = line.prefix { $0 == " " }.count
      return String(line.dropFirst(min(indentation, 2)))
    }
  }

  /// Shows the edit menu above `range`.
  func presentEditMenu(forTextIn range: NSRange) {
    let startRect = caretRect(at: range.location)
    let endRect = caretRect(at: range.location + range.length)
    let point = CGPoint(x: (startRect.minX + endRect.maxX) / 2, y: startRect.minY)
    editMenuInteraction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
  }
}

// MARK: - Editing

extension CodeEditorInputView {
  func text(in range: UITextRange) -> String? {
    guard let indexedRange = range as? IndexedRange else {
      return nil
    }
    return storage.substring(in: indexedRange.range)
  }

  func replace(_ range: UITextRange, withText text: String) {
    guard let indexedRange = range as? IndexedRange, shouldChangeText(in: range, replacementText: text) else {
      return
    }
    replaceCharacters(in: indexedRange.range, with: text)
  }

  func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
    guard let indexedRange = range as? IndexedRange else {
      return false
    }
    return delegate?.codeEditorInputView(self, shouldChangeTextIn: indexedRange.range, replacementText: text) ?? true
  }

  func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {
    // Dictation's alternatives are not offered in a code editor: the best guess is inserted.
    insertText(text)
  }

  private func replaceCharacters(in range: NSRange, with text: String) {
    storage.replaceCharacters(in: range, with: text)
    selectedRange = NSRange(location: range.location + text.utf16.count, length: 0)
    setNeedsLayout()
    delegate?.codeEditorInputViewDidChange(self)
    delegate?.codeEditorInputViewDidChangeSelection(self)
  }

  private func changeSelectedLines(_ transform: (String) -> String) {
    guard let selectedRange else {
      return
    }
    let lines = storage.lineRanges
    let firstRow = storage.row(of: selectedRange.location)
    let lastRow = storage.row(of: selectedRange.location + selectedRange.length)
    let changed = NSRange(
      location: lines[firstRow].location,
      length: lines[lastRow].location + lines[lastRow].length - lines[firstRow].location)
    let oldText = storage.substring(in: changed) ?? ""
    let newText = oldText.components(separatedBy: "\n").map(transform).joined(separator: "\n")
    // A change the editor makes itself: the input delegate is told around it.
    inputDelegate?.textWillChange(self)
    inputDelegate?.selectionWillChange(self)
    storage.replaceCharacters(in: changed, with: newText)
    self.selectedRange = NSRange(location: changed.location, length: newText.utf16.count)
    inputDelegate?.selectionDidChange(self)
    inputDelegate?.textDidChange(self)
    setNeedsLayout()
    delegate?.codeEditorInputViewDidChange(self)
  }

  private func cappedRange(_ range: NSRange) -> NSRange {
    let location = min(max(range.location, 0), storage.length)
    return NSRange(location: location, length: min(max(range.length, 0), storage.length - location))
  }
}

// MARK: - Marking

extension CodeEditorInputView {
  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard let range = markedRange ?? self.selectedRange else {
      return
    }
    let markedText = markedText ?? ""
    guard shouldChangeText(in: IndexedRange(range), replacementText: markedText) else {
      return
    }
    storage.replaceCharacters(in: range, with: markedText)
    markedRange = markedText.isEmpty ? nil : NSRange(location: range.location, length: markedText.utf16.count)
    // The selected range given is relative to the marked text.
    self.selectedRange = cappedRange(
      NSRange(location: range.location + selectedRange.location, length: selectedRange.length))
    setNeedsLayout()
    delegate?.codeEditorInputViewDidChange(self)
  }

  func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
    // The editor draws marked text in its own style: only the characters matter.
    setMarkedText(markedText?.string, selectedRange: selectedRange)
  }

  func unmarkText() {
    guard markedRange != nil else {
      return
    }
    inputDelegate?.selectionWillChange(self)
    markedRange = nil
    inputDelegate?.selectionDidChange(self)
  }
}

// MARK: - Positions and ranges

extension CodeEditorInputView {
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    guard let from = fromPosition as? IndexedPosition, let to = toPosition as? IndexedPosition else {
      return nil
    }
    return IndexedRange(from: from.index, to: to.index)
  }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let indexedPosition = position as? IndexedPosition else {
      return nil
    }
    let newIndex = indexedPosition.index + offset
    guard newIndex >= 0 && newIndex <= storage.length else {
      return nil
    }
    return IndexedPosition(index: newIndex)
  }

  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
    guard let indexedPosition = position as? IndexedPosition else {
      return nil
    }
    let lines = storage.lineRanges
    let row = storage.row(of: indexedPosition.index)
    let column = indexedPosition.index - lines[row].location
    switch direction {
    case .right:
      return IndexedPosition(index: min(indexedPosition.index + offset, storage.length))
    case .left:
      return IndexedPosition(index: max(indexedPosition.index - offset, 0))
    case .up, .down:
      let targetRow = direction == .up ? row - offset : row + offset
      guard lines.indices.contains(targetRow) else {
        return IndexedPosition(index: targetRow < 0 ? 0 : storage.length)
      }
      return IndexedPosition(index: lines[targetRow].location + min(column, lines[targetRow].length))
    @unknown default:
      return nil
    }
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    guard let indexedPosition = position as? IndexedPosition, let otherPosition = other as? IndexedPosition else {
      return .orderedSame
    }
    if indexedPosition.index < otherPosition.index {
      return .orderedAscending
    } else if indexedPosition.index > otherPosition.index {
      return .orderedDescending
    } else {
      return .orderedSame
    }
  }

  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    guard let fromPosition = from as? IndexedPosition, let toPosition = toPosition as? IndexedPosition else {
      return 0
    }
    return toPosition.index - fromPosition.index
  }

  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
    guard let indexedRange = range as? IndexedRange else {
      return nil
    }
    switch direction {
    case .left, .up:
      return indexedRange.start
    case .right, .down:
      return indexedRange.end
    @unknown default:
      return nil
    }
  }

  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
    guard let indexedPosition = position as? IndexedPosition else {
      return nil
    }
    switch direction {
    case .left, .up:
      return IndexedRange(from: max(indexedPosition.index - 1, 0), to: indexedPosition.index)
    case .right, .down:
      return IndexedRange(from: indexedPosition.index, to: min(indexedPosition.index + 1, storage.length))
    @unknown default:
      return nil
    }
  }

  func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
    guard let indexedRange = range as? IndexedRange else {
      return nil
    }
    return IndexedPosition(index: min(indexedRange.lowerIndex + offset, indexedRange.upperIndex))
  }

  func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
    guard let indexedPosition = position as? IndexedPosition, let indexedRange = range as? IndexedRange else {
      return 0
    }
    return indexedPosition.index - indexedRange.lowerIndex
  }

  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let indexedRange = range as? IndexedRange else {
      return nil
    }
    let index = closestIndex(to: point)
    return IndexedPosition(index: min(max(index, indexedRange.lowerIndex), indexedRange.upperIndex))
  }

  func characterRange(at point: CGPoint) -> UITextRange? {
    let index = closestIndex(to: point)
    guard storage.length > 0 else {
      return nil
    }
    let location = min(index, storage.length - 1)
    return IndexedRange(from: location, to: location + 1)
  }

  var textInputView: UIView {
    self
  }

  private func closestIndex(to point: CGPoint) -> Int {
    let lines = storage.lineRanges
    let row = Int(((point.y - textContainerInset.top) / Self.lineHeight).rounded(.down))
    let line = lines[min(max(row, 0), lines.count - 1)]
    let column = Int(((point.x - textContainerInset.left) / Self.columnWidth).rounded())
    return line.location + min(max(column, 0), line.length)
  }
}

// MARK: - Geometry

extension CodeEditorInputView {
  func caretRect(for position: UITextPosition) -> CGRect {
    guard let indexedPosition = position as? IndexedPosition else {
      return .zero
    }
    return caretRect(at: indexedPosition.index)
  }

  func firstRect(for range: UITextRange) -> CGRect {
    guard let indexedRange = range as? IndexedRange else {
      return .zero
    }
    let lines = storage.lineRanges
    let row = storage.row(of: indexedRange.lowerIndex)
    let lineEnd = lines[row].location + lines[row].length
    let startRect = caretRect(at: indexedRange.lowerIndex)
    let endRect = caretRect(at: min(indexedRange.upperIndex, lineEnd))
    return CGRect(x: startRect.minX, y: startRect.minY, width: endRect.minX - startRect.minX, height: Self.lineHeight)
  }

  func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let indexedRange = range as? IndexedRange else {
      return []
    }
    let lines = storage.lineRanges
    let firstRow = storage.row(of: indexedRange.lowerIndex)
    let lastRow = storage.row(of: indexedRange.upperIndex)
    return (firstRow...lastRow).map { row in
      let line = lines[row]
      let from = max(indexedRange.lowerIndex, line.location)
      let to = min(indexedRange.upperIndex, line.location + line.length)
      let startRect = caretRect(at: from)
      let width = CGFloat(to - from) * Self.columnWidth
      return CodeEditorSelectionRect(
        lineRect: CGRect(x: startRect.minX, y: startRect.minY, width: width, height: Self.lineHeight),
        holdsStart: row == firstRow, holdsEnd: row == lastRow)
    }
  }

  func caretRect(at location: Int) -> CGRect {
    let lines = storage.lineRanges
    let row = storage.row(of: location)
    let column = location - lines[row].location
    return CGRect(
      x: textContainerInset.left + CGFloat(column) * Self.columnWidth,
      y: textContainerInset.top + CGFloat(row) * Self.lineHeight, width: 2, height: Self.lineHeight)
  }
}

// MARK: - Writing direction

extension CodeEditorInputView {
  func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
    .leftToRight
  }

  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
}

// MARK: - Floating cursor

extension CodeEditorInputView {
  func beginFloatingCursor(at point: CGPoint) {
    guard floatingCaretView == nil, let position = closestPosition(to: point) else {
      return
    }
    insertionPointColorBeforeFloating = insertionPointColor
    insertionPointColor = insertionPointColor.withAlphaComponent(0.5)
    let caretSize = caretRect(for: position).size
    let caretView = UIView(
      frame: CGRect(
        origin: CGPoint(x: point.x - caretSize.width / 2, y: point.y - caretSize.height / 2), size: caretSize))
    caretView.backgroundColor = insertionPointColorBeforeFloating
    addSubview(caretView)
    floatingCaretView = caretView
  }

  func updateFloatingCursor(at point: CGPoint) {
    if let floatingCaretView {
      let size = floatingCaretView.frame.size
      floatingCaretView.frame.origin = CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2)
    }
  }

  func endFloatingCursor() {
    if let floatingCaretView {
      let center = CGPoint(x: floatingCaretView.frame.midX, y: floatingCaretView.frame.midY)
      floatingCaretView.removeFromSuperview()
      self.floatingCaretView = nil
      selectedTextRange = closestPosition(to: center).flatMap { textRange(from: $0, to: $0) }
    }
    insertionPointColor = insertionPointColorBeforeFloating
  }
}

// MARK: - Text interactions

extension CodeEditorInputView: UITextInteractionDelegate {
  func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
    if interaction.textInteractionMode == .editable {
      return isEditable
    } else {
      return true
    }
  }

  func interactionWillBegin(_ interaction: UITextInteraction) {
    // A long press selects: the menu is put away until it ends.
    editMenuInteraction.dismissMenu()
  }

  func interactionDidEnd(_ interaction: UITextInteraction) {
    if let selectedRange, selectedRange.length > 0 {
      presentEditMenu(forTextIn: selectedRange)
    }
  }

  private func installTextInteraction() {
    let installed = isEditable ? editableTextInteraction : nonEditableTextInteraction
    let removed = isEditable ? nonEditableTextInteraction : editableTextInteraction
    guard installed.view == nil else {
      return
    }
    removeInteraction(removed)
    addInteraction(installed)
  }
}

// MARK: - Edit menu

extension CodeEditorInputView: UIEditMenuInteractionDelegate {
  func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
    guard isEditing, let indexedRange = textRange as? IndexedRange, !indexedRange.isEmpty else {
      return UIMenu(children: suggestedActions)
    }
    let indent = UIAction(title: "Indent") { [weak self] _ in
      self?.shiftRight()
    }
    return UIMenu(children: suggestedActions + [indent])
  }

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction,
    menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    guard let selectedTextRange else {
      return UIMenu(children: suggestedActions)
    }
    return editMenu(for: selectedTextRange, suggestedActions: suggestedActions)
  }
}
