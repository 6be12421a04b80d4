import Foundation
import ResponderTestKit
import Testing
import UIKit

// The code editor's text input view (Ported/CodeEditorInputView.swift), a UITextInput of its
// own in the shape of open-source editors', driven by the engine's text interaction and keys.

/// The editor, recording the text-input calls the engine makes, in order.
final class RecordingCodeEditorInputView: CodeEditorInputView {
  var calls: [String] = []

  override func closestPosition(to point: CGPoint) -> UITextPosition? {
    calls.append("closestPosition(to:)")
    return super.closestPosition(to: point)
  }

  override func becomeFirstResponder() -> Bool {
    calls.append("becomeFirstResponder")
    return super.becomeFirstResponder()
  }

  override var selectedTextRange: UITextRange? {
    get { super.selectedTextRange }
    set {
      calls.append("selectedTextRange")
      super.selectedTextRange = newValue
    }
  }

  override func insertText(_ text: String) {
    calls.append("insertText(\(text))")
    super.insertText(text)
  }
}

/// An input delegate that records what it is told.
final class RecordingInputDelegate: UITextInputDelegate {
  var calls: [String] = []

  func selectionWillChange(_ textInput: (any UITextInput)?) { calls.append("selectionWillChange") }
  func selectionDidChange(_ textInput: (any UITextInput)?) { calls.append("selectionDidChange") }
  func textWillChange(_ textInput: (any UITextInput)?) { calls.append("textWillChange") }
  func textDidChange(_ textInput: (any UITextInput)?) { calls.append("textDidChange") }
}

@MainActor
@Suite("A code editor's own UITextInput view, ported, behaves as on iOS")
struct CodeEditorInputViewTests {
  /// The editor with two lines of code, in the harness's window at (20, 100).
  private func editor(in harness: TestHarness) -> RecordingCodeEditorInputView {
    let view = RecordingCodeEditorInputView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
    view.text = "let x = 1\nprint(x)"
    harness.window.addSubview(view)
    return view
  }

  /// The point, in the window, of the caret before `column` on `row` (the editor's grid: 8 pt
  /// inset, 9 pt columns, 20 pt rows).
  private func point(row: Int, column: Int) -> CGPoint {
    CGPoint(x: 20 + 8 + CGFloat(column) * 9, y: 100 + 8 + CGFloat(row) * 20 + 10)
  }

  @Test("X8/X15: a tap asks closestPosition(to:), then makes the editor first responder, then sets selectedTextRange")
  func tapFocusesThenSelects() {
    let harness = TestHarness()
    let view = editor(in: harness)
    harness.tap(at: point(row: 0, column: 3))
    #expect(view.calls == ["closestPosition(to:)", "becomeFirstResponder", "selectedTextRange"])
    #expect(view.isFirstResponder)
    #expect(view.selectedRange == NSRange(location: 3, length: 0), "after \"let\"")
    #expect(view.inputDelegate != nil, "the system's input delegate is set while the editor is first responder")
  }

  @Test("X8/X15: typing \"ab\" into the focused editor calls insertText once per key, at the caret")
  func typingInsertsPerKey() {
    let harness = TestHarness()
    let view = editor(in: harness)
    harness.tap(at: point(row: 1, column: 5))
    view.calls = []
    harness.type("ab")
    #expect(view.calls == ["insertText(a)", "insertText(b)"])
    #expect(view.text == "let x = 1\nprintab(x)")
    #expect(view.selectedRange == NSRange(location: 17, length: 0))
  }

  @Test("X15, K2: ⌘] indents the selected line, and the editor tells its input delegate around its own change")
  func keyCommandTellsInputDelegate() {
    let harness = TestHarness()
    let view = editor(in: harness)
    harness.tap(at: point(row: 1, column: 5))
    let recorder = RecordingInputDelegate()
    view.inputDelegate = recorder
    harness.press(.keyboardCloseBracket, characters: "]", modifierKeys: [.command])
    #expect(view.text == "let x = 1\n  print(x)")
    #expect(recorder.calls == ["textWillChange", "selectionWillChange", "selectionDidChange", "textDidChange"])
  }

  @Test("X16: the editor's tokenizer subclass answers lines itself and leaves words to UIKit's string tokenizer")
  func tokenizerSubclass() throws {
    let harness = TestHarness()
    let view = editor(in: harness)
    let tokenizer = view.tokenizer
    let line = try #require(
      tokenizer.rangeEnclosingPosition(IndexedPosition(index: 12), with: .line, inDirection: .storage(.forward))
        as? IndexedRange)
    #expect(line.range == NSRange(location: 10, length: 8))
    let word = try #require(
      tokenizer.rangeEnclosingPosition(IndexedPosition(index: 1), with: .word, inDirection: .storage(.forward))
        as? IndexedRange)
    #expect(word.range == NSRange(location: 0, length: 3))
    #expect(tokenizer.isPosition(IndexedPosition(index: 9), atBoundary: .line, inDirection: .storage(.forward)))
    let rects = view.selectionRects(for: IndexedRange(from: 4, to: 14))
    #expect(rects.count == 2)
    #expect(rects.map(\.containsStart) == [true, false] && rects.map(\.containsEnd) == [false, true])
  }
}
