import Testing
import UIKit

/// A place in `PlainEditor`'s text: a UTF-16 offset.
final class OffsetPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
  }
}

/// A range of `PlainEditor`'s text.
final class OffsetRange: UITextRange {
  let from: OffsetPosition
  let to: OffsetPosition

  init(_ from: Int, _ to: Int) {
    self.from = OffsetPosition(from)
    self.to = OffsetPosition(to)
  }

  override var start: UITextPosition { from }
  override var end: UITextPosition { to }
  override var isEmpty: Bool { from.offset == to.offset }
}

/// A custom editor written the iOS way: a view that adopts UITextInput over a plain string.
final class PlainEditor: UIView, UITextInput {
  var storage = ""
  var selectedTextRange: UITextRange?
  var markedTextRange: UITextRange? { nil }
  var markedTextStyle: [NSAttributedString.Key: Any]?
  weak var inputDelegate: UITextInputDelegate?
  lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

  override var canBecomeFirstResponder: Bool { true }
  var hasText: Bool { !storage.isEmpty }

  private var length: Int { storage.utf16.count }
  private var caret: Int { (selectedTextRange as? OffsetRange)?.to.offset ?? length }

  func insertText(_ text: String) {
    replace(OffsetRange(caret, caret), withText: text)
  }

  func deleteBackward() {
    guard caret > 0 else { return }
    replace(OffsetRange(caret - 1, caret), withText: "")
  }

  func text(in range: UITextRange) -> String? {
    guard let range = range as? OffsetRange else { return nil }
    let units = Array(storage.utf16)[range.from.offset..<range.to.offset]
    return String(decoding: units, as: UTF16.self)
  }

  func replace(_ range: UITextRange, withText text: String) {
    guard let range = range as? OffsetRange else { return }
    inputDelegate?.textWillChange(self)
    var units = Array(storage.utf16)
    units.replaceSubrange(range.from.offset..<range.to.offset, with: Array(text.utf16))
    storage = String(decoding: units, as: UTF16.self)
    let end = range.from.offset + text.utf16.count
    selectedTextRange = OffsetRange(end, end)
    inputDelegate?.textDidChange(self)
  }

  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  func unmarkText() {}
  var beginningOfDocument: UITextPosition { OffsetPosition(0) }
  var endOfDocument: UITextPosition { OffsetPosition(length) }

  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    guard let from = fromPosition as? OffsetPosition, let to = toPosition as? OffsetPosition else { return nil }
    return OffsetRange(min(from.offset, to.offset), max(from.offset, to.offset))
  }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let position = position as? OffsetPosition else { return nil }
    let target = position.offset + offset
    return (0...length).contains(target) ? OffsetPosition(target) : nil
  }

  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
    self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
  }

  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let a = (position as? OffsetPosition)?.offset ?? 0
    let b = (other as? OffsetPosition)?.offset ?? 0
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    ((toPosition as? OffsetPosition)?.offset ?? 0) - ((from as? OffsetPosition)?.offset ?? 0)
  }

  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
    direction == .left || direction == .up ? range.start : range.end
  }

  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
    guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
    return textRange(from: position, to: other)
  }

  func firstRect(for range: UITextRange) -> CGRect { .zero }
  func caretRect(for position: UITextPosition) -> CGRect { .zero }
  func closestPosition(to point: CGPoint) -> UITextPosition? { endOfDocument }
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { range.end }
  func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

/// An input delegate that records what it is told.
final class RecordingInputDelegate: UITextInputDelegate {
  var log: [String] = []
  func selectionWillChange(_ textInput: UITextInput?) { log.append("selectionWill") }
  func selectionDidChange(_ textInput: UITextInput?) { log.append("selectionDid") }
  func textWillChange(_ textInput: UITextInput?) { log.append("textWill") }
  func textDidChange(_ textInput: UITextInput?) { log.append("textDid") }
}

/// A form controller that is its fields' delegate, implementing some of the optional methods.
final class FormDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsBegin = true
  var allowsEnd = true
  var allowsReturn = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return allowsBegin
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    log.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    log.append("change \(range.location),\(range.length) '\(string)'")
    return string != "x"
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return allowsReturn
  }
}

/// A selection rectangle as iOS conformers write theirs: stored values behind overridden
/// properties, and an initializer that leaves `super.init()` to the compiler.
final class LineSelectionRect: UITextSelectionRect {
  private let lineRect: CGRect

  init(lineRect: CGRect) {
    self.lineRect = lineRect
  }

  override var rect: CGRect { lineRect }
  override var writingDirection: NSWritingDirection { .leftToRight }
  override var containsStart: Bool { true }
}

/// A key input that stores the smart-typing settings, as code editors do to turn them off.
final class PlainCodeInput: UIView, UIKeyInput {
  var smartQuotesType: UITextSmartQuotesType = .no
  var smartDashesType: UITextSmartDashesType = .no
  var smartInsertDeleteType: UITextSmartInsertDeleteType = .no
  var hasText: Bool { false }
  func insertText(_ text: String) {}
  func deleteBackward() {}
}

@MainActor
@Suite("The text-input protocols and the text field's delegate")
struct TextInputShapeTests {
  @Test(
    "F4: key presses reach a custom UITextInput view as UIKeyInput calls; the string tokenizer finds words and lines")
  func customTextInput() throws {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let editor = PlainEditor(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(editor)
    let recorder = RecordingInputDelegate()
    editor.inputDelegate = recorder
    editor.insertText("hello world\nnext")
    #expect(editor.storage == "hello world\nnext" && recorder.log == ["textWill", "textDid"])
    let tokenizer = editor.tokenizer
    let inWorld = try #require(editor.position(from: editor.beginningOfDocument, offset: 8))
    let word = try #require(tokenizer.rangeEnclosingPosition(inWorld, with: .word, inDirection: .storage(.forward)))
    #expect(editor.text(in: word) == "world")
    #expect(tokenizer.isPosition(inWorld, withinTextUnit: .word, inDirection: .storage(.forward)))
    let endOfWorld = try #require(tokenizer.position(from: inWorld, toBoundary: .word, inDirection: .storage(.forward)))
    #expect(editor.offset(from: editor.beginningOfDocument, to: endOfWorld) == 11)
    #expect(tokenizer.isPosition(endOfWorld, atBoundary: .word, inDirection: .storage(.forward)))
    let line = try #require(tokenizer.rangeEnclosingPosition(inWorld, with: .line, inDirection: .layout(.right)))
    #expect(editor.text(in: line) == "hello world")
    #expect(tokenizer.isPosition(editor.endOfDocument, atBoundary: .document, inDirection: .storage(.forward)))
    editor.deleteBackward()
    #expect(editor.storage == "hello world\nnex" && editor.hasText)
    let keyInput: UIKeyInput = UITextField()
    #expect(!keyInput.hasText)
  }

  @Test(
    "X15: a UITextSelectionRect subclass needs no super.init(); the smart-typing traits are stored by conformers, kept at .default otherwise"
  )
  func selectionRectsAndSmartTraits() {
    let line = LineSelectionRect(lineRect: CGRect(x: 8, y: 8, width: 90, height: 20))
    #expect(line.rect == CGRect(x: 8, y: 8, width: 90, height: 20))
    #expect(line.writingDirection == .leftToRight && line.containsStart && !line.containsEnd && !line.isVertical)
    let plain = UITextSelectionRect(
      rect: CGRect(x: 0, y: 0, width: 10, height: 20), containsStart: true, containsEnd: true)
    #expect(plain.rect.width == 10 && plain.containsStart && plain.containsEnd && plain.writingDirection == .natural)

    let input: any UITextInputTraits = PlainCodeInput()
    #expect(input.smartQuotesType == .no && input.smartDashesType == .no && input.smartInsertDeleteType == .no)
    let field: any UITextInputTraits = UITextField()
    #expect(field.smartQuotesType == .default && field.smartDashesType == .default)
    #expect(field.smartInsertDeleteType == .default)
    #expect([UITextSmartQuotesType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
    #expect(UITextSmartDashesType.yes.rawValue == 2 && UITextSmartInsertDeleteType.no.rawValue == 1)
  }

  @Test("X1/X9/X10/X11: the text field asks and tells its delegate in UIKit's order; a refusal stops the change")
  func textFieldDelegate() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    window.addSubview(field)
    let delegate = FormDelegate()
    field.delegate = delegate
    field.addAction(UIAction { _ in delegate.log.append("editingDidBegin") }, for: .editingDidBegin)
    field.addAction(UIAction { _ in delegate.log.append("editingDidEnd") }, for: .editingDidEnd)
    delegate.allowsBegin = false
    tapOnce(app, at: CGPoint(x: 50, y: 20))
    #expect(!field.isFirstResponder && delegate.log == ["shouldBegin"])
    delegate.allowsBegin = true
    delegate.log = []
    tapOnce(app, at: CGPoint(x: 50, y: 20), time: 1)
    #expect(
      field.isFirstResponder && field.isEditing && delegate.log == ["shouldBegin", "editingDidBegin", "didBegin"])
    delegate.log = []
    press(app, .keyboardA, "a", at: 2)
    press(app, .keyboardX, "x", at: 3)
    press(app, .keyboardDeleteOrBackspace, "", at: 4)
    #expect(field.text == "")
    #expect(delegate.log == ["change 0,0 'a'", "change 1,0 'x'", "change 0,1 ''"])
    delegate.log = []
    delegate.allowsReturn = false
    press(app, .keyboardReturnOrEnter, "\r", at: 5)
    #expect(field.isFirstResponder && delegate.log == ["shouldReturn"])
    delegate.log = []
    delegate.allowsReturn = true
    press(app, .keyboardReturnOrEnter, "\r", at: 6)
    #expect(field.isFirstResponder && delegate.log == ["shouldReturn"], "X10: no target for Did End On Exit, no resign")
    delegate.log = []
    field.addAction(UIAction { _ in delegate.log.append("exit") }, for: .editingDidEndOnExit)
    delegate.allowsEnd = false
    press(app, .keyboardReturnOrEnter, "\r", at: 7)
    #expect(field.isFirstResponder && delegate.log == ["shouldReturn", "exit", "shouldEnd"])
    delegate.log = []
    delegate.allowsEnd = true
    #expect(field.resignFirstResponder())
    #expect(delegate.log == ["shouldEnd", "editingDidEnd", "didEnd"])
  }

  private func press(_ app: UIApplication, _ key: UIKeyboardHIDUsage, _ characters: String, at time: TimeInterval) {
    app.receive([UIRawPress(key: key, phase: .began, characters: characters)], timestamp: time)
    app.receive([UIRawPress(key: key, phase: .ended, characters: characters)], timestamp: time + 0.05)
  }
}
