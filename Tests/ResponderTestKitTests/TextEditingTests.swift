import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A text field delegate that logs every call, with answers the test sets.
@MainActor
private final class FieldLog: UITextFieldDelegate {
  var lines: [String] = []
  var begins = true
  var ends = true
  var returns = true
  var clears = true
  var changes = true
  var onBegin: ((UITextField) -> Void)?

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    lines.append("shouldBegin")
    return begins
  }
  func textFieldDidBeginEditing(_ textField: UITextField) {
    lines.append("didBegin")
    onBegin?(textField)
  }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    lines.append("shouldEnd")
    return ends
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    lines.append("didEnd")
  }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    lines.append("change \(range.location),\(range.length) \(string.debugDescription)")
    return changes
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    lines.append("shouldClear")
    return clears
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    lines.append("shouldReturn")
    return returns
  }
  func textFieldDidChangeSelection(_ textField: UITextField) { lines.append("selection") }
}

/// Logs a field's control events and notifications into a delegate's log.
@MainActor
private func observe(_ field: UITextField, into log: FieldLog) -> [NSObjectProtocol] {
  let events: [(UIControl.Event, String)] = [
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.primaryActionTriggered, "primary"),
  ]
  for (event, name) in events { field.addAction(UIAction { _ in log.lines.append(name) }, for: event) }
  let names: [(Notification.Name, String)] = [
    (UITextField.textDidBeginEditingNotification, "note begin"),
    (UITextField.textDidChangeNotification, "note change"),
    (UITextField.textDidEndEditingNotification, "note end"),
  ]
  return names.map { name, line in
    NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
      MainActor.assumeIsolated { log.lines.append(line) }
    }
  }
}

@MainActor
private func offset(_ input: any UITextInput, _ position: UITextPosition?) -> Int {
  position.map { input.offset(from: input.beginningOfDocument, to: $0) } ?? -1
}

/// The selection of a text input as an `NSRange`.
@MainActor
private func selection(_ input: any UITextInput) -> NSRange {
  guard let range = input.selectedTextRange else { return NSRange(location: NSNotFound, length: 0) }
  let start = offset(input, range.start)
  return NSRange(location: start, length: offset(input, range.end) - start)
}

/// The screen point in the middle of the character at `index` of a text input view in the window.
@MainActor
private func point(inCharacter index: Int, of view: UIView & UITextInput) -> CGPoint {
  let start = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: index)!)
  let end = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: index + 1)!)
  return view.convert(CGPoint(x: (start.minX + end.minX) / 2, y: start.midY), to: nil)
}

@MainActor
@Suite("Text editing and selection (X, B)")
struct TextEditingTests {
  private func form() -> (TestHarness, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    return (TestHarness(rootView: root), root)
  }

  private func field(in root: UIView, y: CGFloat = 100, text: String? = nil) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
    field.borderStyle = .roundedRect
    field.text = text
    root.addSubview(field)
    return field
  }

  @Test("X1: becoming first responder: should-begin, clear-on-begin, editingDidBegin, didBegin, then the notification")
  func x1Order() {
    let (_, root) = form()
    let field = field(in: root, text: "old")
    let log = FieldLog()
    field.delegate = log
    let observers = observe(field, into: log)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    log.begins = false
    #expect(!field.canBecomeFirstResponder && log.lines == ["shouldBegin"], "asked inside canBecomeFirstResponder")
    #expect(!field.becomeFirstResponder())
    log.begins = true
    field.clearsOnBeginEditing = true
    log.lines = []
    #expect(field.becomeFirstResponder())
    #expect(log.lines == ["shouldBegin", "shouldClear", "editingDidBegin", "didBegin", "note begin"])
    #expect(field.text == "" && field.isEditing)
    field.isEnabled = false
    #expect(!field.isFirstResponder, "X11: disabling a field that edits ends editing")
    #expect(!field.canBecomeFirstResponder)
    field.isEnabled = true
    field.isUserInteractionEnabled = false
    #expect(!field.canBecomeFirstResponder)
  }

  @Test("X1: the enclosing scroll view scrolls a focused field into view")
  func x1ScrollsVisible() {
    let (harness, root) = form()
    let scroll = UIScrollView(frame: root.bounds)
    scroll.contentSize = CGSize(width: 390, height: 2000)
    root.addSubview(scroll)
    let field = UITextField(frame: CGRect(x: 20, y: 1500, width: 300, height: 34))
    scroll.addSubview(field)
    #expect(field.becomeFirstResponder())
    harness.advance(by: 1)
    #expect(abs(scroll.contentOffset.y - (1534 - 844)) < 0.001, "the field's bottom at the scroll view's bottom")
  }

  @Test("X2: a tap focuses at the lift, then places the caret; a caret set in didBegin is overwritten")
  func x2FocusingTap() {
    let (harness, root) = form()
    let field = field(in: root, text: "hello world")
    let log = FieldLog()
    field.delegate = log
    log.onBegin = { $0.selectedTextRange = $0.textRange(from: $0.beginningOfDocument, to: $0.beginningOfDocument) }
    let finger = harness.touchDown(at: point(inCharacter: 2, of: field))
    harness.advance(by: 0.05)
    #expect(!field.isFirstResponder, "not at touch-down")
    harness.lift(finger)
    #expect(field.isFirstResponder)
    #expect(selection(field) == NSRange(location: 5, length: 0), "X3: inside a word, its end")
    #expect(log.lines == ["shouldBegin", "didBegin", "selection", "selection"])
    field.text = "new text"
    #expect(
      selection(field) == NSRange(location: 8, length: 0) && log.lines.count == 4, "text =: caret at the end, no call")
  }

  @Test("X2: the focusing tap is the text interaction's recognizer, at the front, and a refused begin does nothing")
  func x2Refused() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "abc")
    let interaction = try #require(field.interactions.first as? UITextInteraction)
    #expect(interaction.textInteractionMode == .editable && interaction.textInput === field)
    let own = interaction.gesturesForFailureRequirements
    #expect(Array(field.gestureRecognizers?.prefix(own.count) ?? []) == own && own.count == 4)
    let log = FieldLog()
    log.begins = false
    field.delegate = log
    harness.tap(field)
    #expect(!field.isFirstResponder && log.lines == ["shouldBegin"])
  }

  @Test("X3: a finger snaps to the word's end, or its start on its first character; between words, the closest")
  func x3Snapping() {
    let (harness, root) = form()
    let field = field(in: root, text: "hello world")
    #expect(field.becomeFirstResponder())
    harness.tap(at: point(inCharacter: 8, of: field))
    #expect(selection(field) == NSRange(location: 11, length: 0))
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 6, of: field))
    #expect(selection(field) == NSRange(location: 6, length: 0), "on the word's first character: its start")
    harness.advance(by: 1)
    let space = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 5)!)
    harness.tap(at: field.convert(CGPoint(x: space.minX + 1, y: space.midY), to: nil))
    #expect(selection(field) == NSRange(location: 5, length: 0), "at a word's end")
    harness.advance(by: 1)
    harness.click(at: point(inCharacter: 8, of: field))
    let closest = offset(field, field.closestPosition(to: field.convert(point(inCharacter: 8, of: field), from: nil)))
    #expect(selection(field) == NSRange(location: closest, length: 0) && closest != 11, "a pointer: the closest")
  }

  @Test("X3: a secure field puts the caret at the end; a tap on the caret shows the menu after 0.2 s")
  func x3SecureAndMenu() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "secret")
    field.isSecureTextEntry = true
    harness.tap(at: point(inCharacter: 1, of: field))
    #expect(field.isFirstResponder && selection(field) == NSRange(location: 6, length: 0))
    let menu = try #require(field.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    harness.advance(by: 1)
    UIPasteboard.general.string = "x"
    defer { UIPasteboard.general.strings = nil }
    harness.tap(at: point(inCharacter: 1, of: field))
    #expect(menu.presentedMenu == nil)
    harness.advance(by: 0.21)
    #expect(menu.presentedMenu != nil, "the caret did not move: the menu")
  }

  @Test("X4: a double tap selects the word, a triple tap the paragraph; the menu shows; a tap inside toggles it")
  func x4MultiTap() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "one two three")
    let menu = try #require(field.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    harness.tap(at: point(inCharacter: 5, of: field), count: 2)
    #expect(field.isFirstResponder && selection(field) == NSRange(location: 4, length: 3))
    #expect(menu.presentedMenu != nil)
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 5, of: field))
    #expect(selection(field) == NSRange(location: 4, length: 3) && menu.presentedMenu == nil, "inside: toggles")
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 5, of: field), count: 3)
    #expect(selection(field) == NSRange(location: 0, length: 13))
    harness.advance(by: 1)
    field.isSecureTextEntry = true
    field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
    harness.tap(at: point(inCharacter: 1, of: field), count: 2)
    #expect(selection(field) == NSRange(location: 0, length: 13), "secure: all")
  }

  @Test("X4: taps farther apart than 60 pt or 0.35 s do not count up")
  func x4Limits() {
    let (harness, root) = form()
    let field = field(in: root, text: "one two three four five six seven")
    #expect(field.becomeFirstResponder())
    harness.tap(at: point(inCharacter: 1, of: field))
    harness.advance(by: 0.4)
    harness.tap(at: point(inCharacter: 1, of: field))
    #expect(selection(field).length == 0, "0.4 s apart: two single taps")
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 1, of: field))
    harness.advance(by: 0.05)
    let far = point(inCharacter: 1, of: field)
    harness.tap(at: CGPoint(x: far.x + 70, y: far.y))
    #expect(selection(field).length == 0, "70 pt apart: two single taps")
  }

  @Test("X5: on the caret of an editing view the loupe starts after 0.07 s and shows no menu at the lift")
  func x5CaretGrab() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "hello")
    #expect(field.becomeFirstResponder())
    let menu = try #require(field.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    let caret = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
    let finger = harness.touchDown(at: CGPoint(x: caret.midX, y: caret.midY))
    harness.advance(by: 0.08)
    harness.move(finger, to: point(inCharacter: 1, of: field), duration: 0.1)
    let expected = offset(field, field.closestPosition(to: field.convert(point(inCharacter: 1, of: field), from: nil)))
    #expect(selection(field) == NSRange(location: expected, length: 0), "the caret follows by character")
    harness.lift(finger)
    #expect(menu.presentedMenu == nil)
  }

  @Test("X6: a selection end follows the finger, never crosses the other end; the menu hides and returns at the lift")
  func x6Handles() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "one two three four")
    let menu = try #require(field.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    harness.tap(at: point(inCharacter: 5, of: field), count: 2)
    #expect(selection(field) == NSRange(location: 4, length: 3) && menu.presentedMenu != nil)
    harness.advance(by: 1)
    let end = field.convert(field.caretRect(for: field.selectedTextRange!.end), to: nil)
    let finger = harness.touchDown(at: CGPoint(x: end.midX + 3, y: end.midY))
    let target = point(inCharacter: 15, of: field)
    harness.move(finger, to: target, duration: 0.2)
    #expect(menu.presentedMenu == nil, "the menu hides while the end moves")
    let reached = offset(field, field.closestPosition(to: field.convert(target, from: nil)))
    #expect(selection(field) == NSRange(location: 4, length: reached - 4) && reached > 13)
    harness.move(finger, to: point(inCharacter: 0, of: field), duration: 0.2)
    #expect(selection(field) == NSRange(location: 4, length: 0), "the end stops at the start")
    harness.move(finger, to: point(inCharacter: 10, of: field), duration: 0.2)
    harness.lift(finger)
    #expect(selection(field).location == 4 && selection(field).length > 0 && menu.presentedMenu != nil)
  }

  @Test("X6: a tap-and-a-half selects the word under the first tap and extends by words; the menu at the lift")
  func x6TapAndAHalf() throws {
    let (harness, root) = form()
    let field = field(in: root, text: "one two three four")
    let menu = try #require(field.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    let start = point(inCharacter: 5, of: field)
    harness.tap(at: start)
    harness.advance(by: 0.05)
    let finger = harness.touchDown(at: start)
    harness.move(finger, to: point(inCharacter: 15, of: field), duration: 0.2)
    #expect(selection(field) == NSRange(location: 4, length: 14), "two … four, by words")
    harness.move(finger, to: point(inCharacter: 1, of: field), duration: 0.2)
    #expect(selection(field) == NSRange(location: 0, length: 7), "one … two: the first word stays")
    #expect(menu.presentedMenu == nil)
    harness.lift(finger)
    #expect(menu.presentedMenu != nil)
  }

  @Test("X13/B3: a text view wraps at spaces within its width; ↓ moves a line; a tap finds its line and x")
  func x13Wrapping() {
    let (harness, root) = form()
    let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 400))
    textView.text = Array(repeating: "word", count: 300).joined(separator: " ")
    root.addSubview(textView)
    let rects = textView.selectionRects(
      for: textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument)!)
    // A line's trailing space may hang past the container's edge, as in UIKit; its words fit.
    let space = textView.firstRect(
      for: textView.textRange(
        from: textView.position(from: textView.beginningOfDocument, offset: 4)!,
        to: textView.position(from: textView.beginningOfDocument, offset: 5)!)!
    ).width
    #expect(rects.count > 20 && rects.allSatisfy { $0.rect.maxX - space <= 200 - 5 + 0.001 })
    #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.rect.maxY == $1.rect.minY }, "lines follow each other")
    #expect(textView.becomeFirstResponder())
    textView.selectedRange = NSRange(location: 2, length: 0)
    harness.press(.keyboardDownArrow)
    let caret = textView.caretRect(for: textView.selectedTextRange!.start)
    #expect(caret.minY == rects[1].rect.minY && textView.selectedRange.location > 2)
    let third = rects[2].rect
    let tapped = textView.closestPosition(to: CGPoint(x: third.minX + 1, y: third.midY))
    #expect(textView.caretRect(for: tapped!).minY == third.minY)
  }

  @Test("X7: a drag on a text view scrolls it and places no caret")
  func x7DragScrolls() {
    let (harness, root) = form()
    let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    textView.text = Array(repeating: "line", count: 40).joined(separator: "\n")
    textView.contentSize = CGSize(width: 390, height: 2000)
    root.addSubview(textView)
    harness.drag(from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 150), duration: 0.3)
    #expect(textView.contentOffset.y > 0 && !textView.isFirstResponder)
  }

  @Test("X7/L8: a tap on a field in a table cell focuses the field at the lift; the row neither highlights nor selects")
  func x7FieldInCell() {
    let (harness, root) = form()
    let table = UITableView(frame: root.bounds, style: .plain)
    let rows = FieldRows()
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    harness.advance(by: 0.1)
    guard let field = rows.fields.first else {
      Issue.record("the table made no cell")
      return
    }
    harness.tap(field)
    harness.advance(by: 0.5)
    #expect(field.isFirstResponder && rows.log.isEmpty && table.indexPathForSelectedRow == nil)
  }

  @Test("X8/X15: a custom text input with an interaction: closestPosition, then focus, then selectedTextRange")
  func x8CustomInput() {
    let (harness, root) = form()
    let view = CustomInput(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    root.addSubview(view)
    let interaction = UITextInteraction(for: .editable)
    let gate = InteractionGate()
    interaction.delegate = gate
    view.addInteraction(interaction)
    #expect(interaction.textInput === view && interaction.view === view)
    harness.tap(at: CGPoint(x: 20 + 42, y: 120))
    #expect(view.log == ["closestPosition", "becomeFirstResponder", "selectedTextRange 4"])
    #expect(view.inputDelegate != nil, "the engine's input delegate while first responder")
    gate.allows = false
    view.log = []
    harness.advance(by: 1)
    harness.tap(at: CGPoint(x: 20 + 15, y: 120))
    #expect(view.log.isEmpty, "interactionShouldBegin false: the tap fails")
    #expect(view.resignFirstResponder() && view.inputDelegate == nil)
    let reading = CustomInput(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
    root.addSubview(reading)
    reading.addInteraction(UITextInteraction(for: .nonEditable))
    harness.tap(at: CGPoint(x: 20 + 42, y: 220))
    #expect(!reading.log.contains("selectedTextRange 4"), "non-editable: a tap places no caret")
  }

  @Test("X9: typing replaces the selection, asking with UTF-16 ranges; line breaks become spaces; marked text waits")
  func x9Typing() {
    let (harness, root) = form()
    let field = field(in: root, text: "a👍b")
    let log = FieldLog()
    field.delegate = log
    let observers = observe(field, into: log)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    #expect(field.becomeFirstResponder())
    field.selectedTextRange = field.textRange(
      from: field.position(from: field.beginningOfDocument, offset: 1)!,
      to: field.position(from: field.beginningOfDocument, offset: 3)!)
    log.lines = []
    harness.type("x")
    #expect(field.text == "axb" && selection(field) == NSRange(location: 2, length: 0))
    #expect(log.lines == ["change 1,2 \"x\"", "selection", "editingChanged", "note change"])
    log.lines = []
    field.insertText("c\nd")
    #expect(field.text == "axc db")
    log.changes = false
    log.lines = []
    field.insertText("z")
    #expect(field.text == "axc db" && log.lines == ["change 5,0 \"z\""])
    log.changes = true
    log.lines = []
    field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
    #expect(field.text == "axc dnib" && offset(field, field.markedTextRange?.start) == 5)
    #expect(!log.lines.contains("editingChanged"))
    field.unmarkText()
    #expect(field.markedTextRange == nil && log.lines.last == "note change")
  }

  @Test("X10: Return: should-return, Did End On Exit and the primary action; a resign only with an exit target")
  func x10Return() {
    let (harness, root) = form()
    let field = field(in: root, text: "a")
    let log = FieldLog()
    field.delegate = log
    let observers = observe(field, into: log)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    #expect(field.becomeFirstResponder())
    log.lines = []
    harness.type("\n")
    #expect(field.isFirstResponder && field.text == "a", "no target: the keyboard stays")
    #expect(log.lines == ["shouldReturn", "primary"])
    log.returns = false
    log.lines = []
    harness.type("\n")
    #expect(log.lines == ["shouldReturn"])
    log.returns = true
    field.addAction(UIAction { _ in log.lines.append("exit") }, for: .editingDidEndOnExit)
    log.lines = []
    harness.type("\n")
    #expect(!field.isFirstResponder)
    #expect(log.lines == ["shouldReturn", "exit", "primary", "shouldEnd", "editingDidEnd", "didEnd", "note end"])
  }

  @Test("X11: resigning: should-end, editingDidEnd, didEnd, the notification; forced ends skip should-end")
  func x11Ending() {
    let (_, root) = form()
    let field = field(in: root)
    let log = FieldLog()
    field.delegate = log
    let observers = observe(field, into: log)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    #expect(field.becomeFirstResponder())
    log.ends = false
    log.lines = []
    #expect(!field.resignFirstResponder() && field.isFirstResponder && log.lines == ["shouldEnd"])
    log.lines = []
    #expect(!root.endEditing(false) && field.isFirstResponder && log.lines == ["shouldEnd"])
    log.lines = []
    #expect(root.endEditing(true) && !field.isFirstResponder)
    #expect(log.lines == ["editingDidEnd", "didEnd", "note end"], "forced: not asked")
    #expect(field.becomeFirstResponder())
    log.lines = []
    field.removeFromSuperview()
    #expect(!field.isFirstResponder && log.lines == ["editingDidEnd", "didEnd", "note end"])
  }

  @Test("X12: the clear button takes the field's trailing touches: should-clear, emptied, editingChanged, focus")
  func x12ClearButton() {
    let (harness, root) = form()
    let field = field(in: root, text: "abc")
    field.clearButtonMode = .always
    let log = FieldLog()
    field.delegate = log
    let observers = observe(field, into: log)
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    let region = min(0.15 * 300, 48)
    #expect(harness.hitView(at: CGPoint(x: 320 - region + 1, y: 117)) !== field)
    #expect(harness.hitView(at: CGPoint(x: 320 - region - 1, y: 117)) === field)
    log.clears = false
    harness.tap(at: CGPoint(x: 318, y: 117))
    #expect(field.text == "abc" && log.lines == ["shouldClear"])
    log.clears = true
    log.lines = []
    harness.tap(at: CGPoint(x: 318, y: 117))
    #expect(field.text == "" && field.isFirstResponder)
    #expect(
      log.lines == [
        "shouldClear", "selection", "editingChanged", "note change", "shouldBegin", "editingDidBegin", "didBegin",
        "note begin",
      ])
    #expect(harness.hitView(at: CGPoint(x: 318, y: 117)) === field, "no text: no clear button")
  }

  @Test("X13: a text view's order: should-begin, did-begin; should-change, selection, did-change; Return inserts")
  func x13TextView() {
    let (harness, root) = form()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    root.addSubview(textView)
    let log = TextViewLog()
    textView.delegate = log
    harness.tap(textView)
    #expect(textView.isFirstResponder && log.lines == ["shouldBegin", "didBegin", "selection"])
    log.lines = []
    harness.type("a\n")
    #expect(textView.text == "a\n")
    #expect(
      log.lines == [
        "change 0,0 \"a\"", "selection", "didChange", "change 1,0 \"\\n\"", "selection", "didChange",
      ])
    log.lines = []
    textView.text = "x"
    #expect(log.lines.isEmpty && textView.selectedRange == NSRange(location: 1, length: 0))
    #expect(textView.resignFirstResponder() && log.lines == ["shouldEnd", "didEnd"])
    textView.isEditable = false
    log.lines = []
    harness.advance(by: 1)
    harness.tap(textView)
    #expect(textView.isFirstResponder && !textView.isEditing && !log.lines.contains("didBegin"))
    harness.type("b")
    #expect(textView.text == "x", "not editable: typing changes nothing")
    #expect(textView.resignFirstResponder())
    textView.isSelectable = false
    harness.advance(by: 1)
    harness.tap(textView)
    #expect(!textView.isFirstResponder, "neither: no interaction")
  }

  @Test("X14: a tap on a link of a read-only text view performs the delegate's action, or opens the URL by default")
  func x14Links() throws {
    let (harness, root) = form()
    let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    textView.isEditable = false
    let text = NSMutableAttributedString(string: "see here now")
    let url = try #require(URL(string: "https://example.com"))
    text.addAttribute(.link, value: url, range: NSRange(location: 4, length: 4))
    textView.attributedText = text
    root.addSubview(textView)
    harness.tap(at: point(inCharacter: 5, of: textView))
    #expect(harness.application.openedURLs == [url], "no delegate: the default action opens the link")
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 1, of: textView))
    #expect(harness.application.openedURLs == [url], "not on the link: nothing opens")
    let links = LinkLog()
    textView.delegate = links
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 6, of: textView))
    #expect(links.lines == ["action 4,4"] && harness.application.openedURLs == [url], "the delegate's own action")
    links.returnsAction = false
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 6, of: textView))
    let menu = try #require(textView.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    #expect(
      links.lines.suffix(2) == ["action 4,4", "menu 4,4"] && menu.presentedMenu?.children.map(\.title) == ["Mine"])
    menu.dismissMenu()
    links.lines = []
    harness.advance(by: 1)
    harness.longPress(at: point(inCharacter: 6, of: textView))
    #expect(links.lines == ["menu 4,4"] && menu.presentedMenu != nil, "a long press shows the item's menu")
    textView.isEditable = true
    links.lines = []
    harness.advance(by: 1)
    harness.tap(at: point(inCharacter: 6, of: textView))
    #expect(links.lines.isEmpty && textView.isFirstResponder, "editable views detect no links")
  }

  @Test("X16: the string tokenizer's units: clusters, words, sentences, paragraphs, lines, the document")
  func x16Tokenizer() {
    let field = UITextView(frame: .zero)
    field.text = "Hi 👨‍👩‍👧 don't. Go!\nNext line"
    let tokenizer = field.tokenizer
    func at(_ index: Int) -> UITextPosition { field.position(from: field.beginningOfDocument, offset: index)! }
    func unit(_ index: Int, _ granularity: UITextGranularity, forward: Bool = true) -> NSRange? {
      tokenizer.rangeEnclosingPosition(
        at(index), with: granularity, inDirection: .storage(forward ? .forward : .backward)
      )
      .map { NSRange(location: offset(field, $0.start), length: offset(field, $0.end) - offset(field, $0.start)) }
    }
    #expect(unit(3, .character) == NSRange(location: 3, length: 8), "the family emoji is one cluster")
    #expect(unit(12, .word) == NSRange(location: 12, length: 5), "don't is one word")
    #expect(unit(11, .word) == nil && unit(11, .word, forward: false) == nil)
    #expect(unit(0, .sentence) == NSRange(location: 0, length: 18))
    #expect(unit(20, .sentence) == NSRange(location: 19, length: 3))
    #expect(unit(5, .paragraph) == NSRange(location: 0, length: 22) && unit(5, .line) == unit(5, .paragraph))
    #expect(unit(23, .paragraph) == NSRange(location: 23, length: 9))
    #expect(unit(0, .document) == NSRange(location: 0, length: 32))
    #expect(tokenizer.isPosition(at(17), atBoundary: .word, inDirection: .storage(.forward)))
    #expect(tokenizer.isPosition(at(12), atBoundary: .word, inDirection: .storage(.backward)))
    #expect(
      offset(field, tokenizer.position(from: at(3), toBoundary: .character, inDirection: .storage(.forward))) == 11)
    #expect(offset(field, tokenizer.position(from: at(13), toBoundary: .word, inDirection: .storage(.backward))) == 12)
    #expect(tokenizer.isPosition(at(12), withinTextUnit: .word, inDirection: .storage(.forward)))
  }

  @Test("X17: a search bar: Return searches without resigning; the cancel button and Escape cancel; should-change")
  func x17SearchBar() {
    let (harness, root) = form()
    let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
    bar.showsCancelButton = true
    root.addSubview(bar)
    let log = SearchLog()
    bar.delegate = log
    harness.tap(at: CGPoint(x: 50, y: 128))
    #expect(bar.searchTextField.isFirstResponder && log.lines == ["shouldBegin", "didBegin"])
    log.lines = []
    harness.type("ab\n")
    #expect(bar.text == "ab" && bar.searchTextField.isFirstResponder)
    #expect(log.lines == ["change 0,0 a", "text a", "change 1,0 b", "text ab", "search"])
    log.lines = []
    harness.tap(at: CGPoint(x: 390 - InteractionConstants.searchBarCancelButtonWidth / 2, y: 128))
    #expect(log.lines == ["cancel"] && bar.text == "ab" && bar.searchTextField.isFirstResponder)
    log.lines = []
    harness.press(.keyboardEscape)
    #expect(log.lines == ["cancel"])
    log.refusesChange = true
    log.lines = []
    harness.type("c")
    #expect(bar.text == "ab" && log.lines == ["change 2,0 c"])
    log.lines = []
    #expect(bar.resignFirstResponder() && log.lines == ["shouldEnd", "didEnd"])
  }

  @Test("B4/F3: the first responder's accessory bar sits on the keyboard, in front, and its Done button is tappable")
  func b4AccessoryBar() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let harness = TestHarness(rootView: root, frame: root.frame, softwareKeyboard: true)
    let behind = UIButton(frame: CGRect(x: 0, y: 700, width: 390, height: 100))
    var log: [String] = []
    behind.addAction(UIAction { _ in log.append("behind") }, for: .touchUpInside)
    root.addSubview(behind)
    let field = field(in: root)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let done = UIButton(frame: CGRect(x: 300, y: 0, width: 90, height: 44))
    done.addAction(UIAction { _ in log.append("done") }, for: .touchUpInside)
    bar.addSubview(done)
    field.inputAccessoryView = bar
    harness.tap(field)
    let keyboard = harness.keyboardFrame
    #expect(keyboard?.height == InteractionConstants.softwareKeyboardHeight + 44)
    #expect(done.window != nil && done.window !== harness.window)
    let top = done.window.map { $0.convert(toScreen: done.convert(CGPoint.zero, to: $0)).y }
    #expect(top == keyboard?.minY, "the bar on the keyboard's top, in screen coordinates")
    harness.tap(done)
    #expect(log == ["done"] && field.isFirstResponder)
    harness.tap(at: CGPoint(x: 100, y: 750))
    #expect(log == ["done", "behind"], "the modelled keys take no touches")
    #expect(field.resignFirstResponder())
    #expect(bar.window == nil, "the bar goes with the keyboard")
  }

  @Test("B1: key commands that want priority come first; a command for a key the text uses waits for the text")
  func b1Routing() {
    let (harness, _) = form()
    let root = CommandRoot(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    harness.window.addSubview(root)
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    root.addSubview(field)
    var log: [String] = []
    root.implement("plainA") { _ in log.append("plainA") }
    root.implement("urgentB") { _ in log.append("urgentB") }
    root.implement("save") { _ in log.append("save") }
    let urgent = UIKeyCommand(input: "b", modifierFlags: [], action: "urgentB")
    urgent.wantsPriorityOverSystemBehavior = true
    root.commands = [
      UIKeyCommand(input: "a", modifierFlags: [], action: "plainA"), urgent,
      UIKeyCommand(input: "s", modifierFlags: .command, action: "save"),
    ]
    #expect(field.becomeFirstResponder())
    harness.type("ab")
    harness.press(.keyboardS, characters: "s", modifierKeys: [.command])
    #expect(log == ["urgentB", "save"] && field.text == "a")
    #expect(root.presses.contains("a"), "the press travelled the chain before the text took it")
    field.insertText("c")
    #expect(field.text == "ac" && root.presses.filter { $0 == "c" }.isEmpty, "the on-screen keyboard: no press")
  }

  @Test("B2: backward delete removes a grapheme cluster, one code point in U+0530–U+194F, nothing at the start")
  func b2Delete() {
    let (harness, root) = form()
    let field = field(in: root, text: "a👨‍👩‍👧क्षि")
    let log = FieldLog()
    field.delegate = log
    #expect(field.becomeFirstResponder())
    log.lines = []
    harness.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "a👨‍👩‍👧क्ष" && log.lines.first == "change 12,1 \"\"", "the vowel sign alone")
    field.text = "a👨‍👩‍👧"
    log.lines = []
    harness.press(.keyboardDeleteOrBackspace)
    #expect(field.text == "a" && log.lines.first == "change 1,8 \"\"", "the whole family")
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
    log.lines = []
    field.deleteBackward()
    #expect(field.text == "a" && log.lines.isEmpty)
  }

  @Test("B3: arrows move by grapheme, word, line and document, Shift extends, Tab moves to the next field")
  func b3EditingKeys() {
    let (harness, root) = form()
    let first = field(in: root, text: "one two")
    let second = field(in: root, y: 200, text: "x")
    let textView = UITextView(frame: CGRect(x: 20, y: 300, width: 300, height: 100))
    root.addSubview(textView)
    #expect(first.becomeFirstResponder())
    harness.press(.keyboardLeftArrow)
    #expect(selection(first) == NSRange(location: 6, length: 0))
    harness.press(.keyboardLeftArrow, modifierKeys: [.option])
    #expect(selection(first) == NSRange(location: 4, length: 0))
    harness.press(.keyboardRightArrow, modifierKeys: [.shift, .option])
    #expect(selection(first) == NSRange(location: 4, length: 3))
    harness.press(.keyboardLeftArrow, modifierKeys: [.shift])
    #expect(selection(first) == NSRange(location: 4, length: 2), "the anchor stays")
    harness.press(.keyboardLeftArrow)
    #expect(selection(first) == NSRange(location: 4, length: 0), "collapses to its start")
    harness.press(.keyboardLeftArrow, modifierKeys: [.command])
    #expect(selection(first) == NSRange(location: 0, length: 0))
    harness.press(.keyboardDownArrow)
    #expect(selection(first) == NSRange(location: 7, length: 0), "one line: down goes to the end")
    harness.press(.keyboardUpArrow, modifierKeys: [.shift, .command])
    #expect(selection(first) == NSRange(location: 0, length: 7))
    harness.press(.keyboardTab, characters: "\t")
    #expect(second.isFirstResponder)
    harness.press(.keyboardTab, characters: "\t", modifierKeys: [.shift])
    #expect(first.isFirstResponder)
    harness.press(.keyboardTab, characters: "\t")
    harness.press(.keyboardTab, characters: "\t")
    #expect(textView.isFirstResponder)
    harness.press(.keyboardTab, characters: "\t")
    #expect(textView.isFirstResponder && textView.text == "\t", "a text view takes the tab")
  }
}

@MainActor
private final class TextViewLog: NSObject, UITextViewDelegate {
  var lines: [String] = []
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    lines.append("change \(range.location),\(range.length) \(text.debugDescription)")
    return true
  }
  func textViewDidChange(_ textView: UITextView) { lines.append("didChange") }
  func textViewDidChangeSelection(_ textView: UITextView) { lines.append("selection") }
}

@MainActor
private final class SearchLog: UISearchBarDelegate {
  var lines: [String] = []
  var refusesChange = false
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    lines.append("shouldBegin")
    return true
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("didBegin") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    lines.append("shouldEnd")
    return true
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("didEnd") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { lines.append("text \(searchText)") }
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    lines.append("change \(range.location),\(range.length) \(text)")
    return !refusesChange
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("search") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("cancel") }
}

@MainActor
private final class InteractionGate: UITextInteractionDelegate {
  var allows = true
  func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { allows }
}

/// A view that declares key commands and logs the presses that reach it (passing them on).
private final class CommandRoot: UIView {
  var commands: [UIKeyCommand] = []
  var presses: [String] = []
  override var keyCommands: [UIKeyCommand]? { commands }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    self.presses += presses.compactMap { $0.key?.characters }
    super.pressesBegan(presses, with: event)
  }
}

/// A custom text input, written as a library would: 10 pt per UTF-16 unit on one line, offsets
/// as positions, logging what the engine calls.
private final class CustomInput: UIView, UITextInput {
  final class Position: UITextPosition {
    let offset: Int
    init(_ offset: Int) {
      self.offset = offset
    }
  }
  final class Range: UITextRange {
    let from: Position
    let to: Position
    init(_ from: Int, _ to: Int) {
      self.from = Position(from)
      self.to = Position(to)
    }
    override var start: UITextPosition { from }
    override var end: UITextPosition { to }
    override var isEmpty: Bool { from.offset == to.offset }
  }

  var log: [String] = []
  var text = "abcdefghij"
  var selection = Range(0, 0)

  override var canBecomeFirstResponder: Bool { true }
  override func becomeFirstResponder() -> Bool {
    log.append("becomeFirstResponder")
    return super.becomeFirstResponder()
  }

  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { log.append("insertText \(text)") }
  func deleteBackward() { log.append("deleteBackward") }
  func text(in range: UITextRange) -> String? { nil }
  func replace(_ range: UITextRange, withText text: String) {}
  var selectedTextRange: UITextRange? {
    get { selection }
    set {
      guard let range = newValue as? Range else { return }
      selection = range
      log.append("selectedTextRange \(range.from.offset)")
    }
  }
  var markedTextRange: UITextRange? { nil }
  var markedTextStyle: [NSAttributedString.Key: Any]?
  func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
  func unmarkText() {}
  var beginningOfDocument: UITextPosition { Position(0) }
  var endOfDocument: UITextPosition { Position(text.utf16.count) }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    guard let from = fromPosition as? Position, let to = toPosition as? Position else { return nil }
    return Range(min(from.offset, to.offset), max(from.offset, to.offset))
  }
  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    guard let position = position as? Position else { return nil }
    let target = position.offset + offset
    return (0...text.utf16.count).contains(target) ? Position(target) : nil
  }
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
    self.position(from: position, offset: direction == .left ? -offset : offset)
  }
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let a = (position as? Position)?.offset ?? 0
    let b = (other as? Position)?.offset ?? 0
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    ((toPosition as? Position)?.offset ?? 0) - ((from as? Position)?.offset ?? 0)
  }
  weak var inputDelegate: (any UITextInputDelegate)?
  lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
    range.end
  }
  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
    nil
  }
  func firstRect(for range: UITextRange) -> CGRect { .zero }
  func caretRect(for position: UITextPosition) -> CGRect {
    CGRect(x: CGFloat((position as? Position)?.offset ?? 0) * 10, y: 0, width: 2, height: 20)
  }
  func closestPosition(to point: CGPoint) -> UITextPosition? {
    log.append("closestPosition")
    return Position(min(max(Int((point.x / 10).rounded()), 0), text.utf16.count))
  }
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
  func characterRange(at point: CGPoint) -> UITextRange? { nil }
}

@MainActor
private final class LinkLog: NSObject, UITextViewDelegate {
  var lines: [String] = []
  var returnsAction = true
  func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
    lines.append("action \(textItem.range.location),\(textItem.range.length)")
    return returnsAction ? UIAction { _ in } : nil
  }
  func textView(
    _ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu
  ) -> UITextItem.MenuConfiguration? {
    lines.append("menu \(textItem.range.location),\(textItem.range.length)")
    return UITextItem.MenuConfiguration(menu: UIMenu(children: [UIAction(title: "Mine") { _ in }]))
  }
}

/// Rows that each hold a text field, logging highlights and selections.
private final class FieldRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  var fields: [UITextField] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let field = UITextField(frame: CGRect(x: 16, y: 5, width: 300, height: 34))
    cell.contentView.addSubview(field)
    fields.append(field)
    return cell
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { log.append("highlight") }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select") }
}
