import Foundation
import Testing

@testable import ResponderKit

/// A text-view delegate that logs what it is told and answers as the test says.
@MainActor
private final class TextViewLog: UITextViewDelegate {
  var lines: [String] = []
  var mayBegin = true
  var mayEnd = true
  var mayChange = true

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldBegin")
    return mayBegin
  }
  func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    lines.append("shouldEnd")
    return mayEnd
  }
  func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    lines.append("shouldChange \(range.location),\(range.length) \(text.debugDescription)")
    return mayChange
  }
  func textViewDidChange(_ textView: UITextView) { lines.append("didChange \((textView.text ?? "").debugDescription)") }
}

/// A search-bar delegate that logs what it is told.
@MainActor
private final class SearchBarLog: UISearchBarDelegate {
  var lines: [String] = []
  var mayBegin = true

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    lines.append("shouldBegin")
    return mayBegin
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("didBegin") }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("didEnd") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    lines.append("textDidChange \(searchText)")
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("search \(searchBar.text ?? "")") }
}

extension Stage {
  /// Presses and releases a key.
  func type(_ key: UIKeyboardHIDUsage, _ characters: String, at time: TimeInterval) {
    app.receive([UIRawPress(key: key, phase: .began, characters: characters)], timestamp: time)
    app.receive([UIRawPress(key: key, phase: .ended, characters: characters)], timestamp: time + 0.01)
  }
}

@MainActor
@Suite("Text views and search bars (F, C5, E1)")
struct TextInputTests {
  @Test("C5/F1: a text view becomes first responder on a tap and edits with key presses; return inserts a line break")
  func c5TextView() {
    var stage = Stage()
    let log = TextViewLog()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.delegate = log
    stage.window.addSubview(textView)
    #expect(textView.canBecomeFirstResponder && !textView.isFirstResponder)
    log.lines = []  // X13: the question is asked each time canBecomeFirstResponder is evaluated
    stage.tap(10, 10)
    #expect(textView.isFirstResponder)
    #expect(!stage.take().contains { $0.contains("window touches") }, "the view keeps its touches")
    stage.type(.keyboard(letter: "h")!, "h", at: 5)
    stage.type(.keyboardReturnOrEnter, "\r", at: 6)
    stage.type(.keyboard(letter: "i")!, "i", at: 7)
    stage.type(.keyboardDeleteOrBackspace, "", at: 8)
    #expect(
      textView.text == "h\n" && textView.isFirstResponder && textView.selectedRange == NSRange(location: 2, length: 0))
    #expect(
      log.lines == [
        "shouldBegin", "didBegin", "shouldChange 0,0 \"h\"", "didChange \"h\"", "shouldChange 1,0 \"\\n\"",
        "didChange \"h\\n\"", "shouldChange 2,0 \"i\"", "didChange \"h\\ni\"", "shouldChange 2,1 \"\"",
        "didChange \"h\\n\"",
      ])
    #expect(textView.resignFirstResponder() && log.lines.suffix(2) == ["shouldEnd", "didEnd"])
    textView.isEditable = false
    textView.isSelectable = false
    #expect(!textView.canBecomeFirstResponder && !textView.becomeFirstResponder())
  }

  @Test("F1/F2: a text view's delegate can refuse to begin editing, to end it, or a change")
  func f1f2TextViewDelegate() {
    let stage = Stage()
    let log = TextViewLog()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    textView.delegate = log
    stage.window.addSubview(textView)
    log.mayBegin = false
    #expect(!textView.becomeFirstResponder() && !textView.isFirstResponder)
    log.mayBegin = true
    #expect(textView.becomeFirstResponder())
    log.mayEnd = false
    let other = UITextField(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
    stage.window.addSubview(other)
    #expect(!other.becomeFirstResponder() && textView.isFirstResponder, "the current one refuses to resign (F1)")
    log.mayChange = false
    textView.insertText("x")
    #expect(textView.text == "")
    #expect(log.lines == ["shouldBegin", "shouldBegin", "didBegin", "shouldEnd", "shouldChange 0,0 \"x\""])
  }

  @Test("E1: a text view's edit actions work on its selection and the general pasteboard, offered when they apply")
  func e1TextViewActions() {
    let stage = Stage()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    stage.window.addSubview(textView)
    textView.text = "hello world"
    UIPasteboard.general.strings = nil
    func offered() -> [String] {
      [Selector.cut, .copy, .paste, .delete, .select, .selectAll, .toggleBoldface]
        .filter { textView.canPerformAction($0, withSender: nil) }.map(\.name)
    }
    #expect(offered() == ["select:", "selectAll:"], "an insertion point, an empty pasteboard")
    textView.selectedRange = NSRange(location: 8, length: 0)
    textView.select(nil)
    #expect(
      textView.selectedRange == NSRange(location: 6, length: 5)
        && offered() == ["cut:", "copy:", "delete:", "selectAll:"])
    textView.copy(nil)
    #expect(UIPasteboard.general.string == "world" && offered().contains("paste:"))
    textView.selectAll(nil)
    textView.cut(nil)
    #expect(textView.text == "" && UIPasteboard.general.string == "hello world" && offered() == ["paste:"])
    textView.paste(nil)
    textView.paste(nil)
    #expect(textView.text == "hello worldhello world")

    let edit = UIEditMenuInteraction(delegate: nil)
    textView.addInteraction(edit)
    #expect(textView.becomeFirstResponder())
    textView.selectedRange = NSRange(location: 0, length: 5)
    edit.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(edit.presentedMenu?.children.map(\.title) == ["Cut", "Copy", "Paste", "Delete", "Select All"])
    #expect(edit.choose(edit.presentedMenu!.children[3]) && textView.text == " worldhello world")
    textView.isEditable = false
    textView.selectedRange = NSRange(location: 1, length: 5)
    #expect(offered() == ["copy:", "selectAll:"], "read-only: copy and select only")
    UIPasteboard.general.strings = nil
  }

  @Test(
    "E5/X5: a long press (0.5 s) on a text view starts the loupe: first responder, the caret follows, the menu at lift")
  func e5TextViewLongPress() throws {
    var stage = Stage()
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    stage.window.addSubview(textView)
    textView.text = "hello world"
    UIPasteboard.general.string = "x"
    // A text view is a scroll view with a text interaction: its recognizers come first (X7).
    let interaction = try #require(textView.interactions.first as? UITextInteraction)
    let own = interaction.gesturesForFailureRequirements
    // X14: a text view's link tap and link press come first, then the interaction's.
    #expect(Array(textView.gestureRecognizers?.dropFirst(2).prefix(own.count) ?? []) == own)
    let loupe = try #require(own.compactMap { $0 as? UILongPressGestureRecognizer }.first)
    #expect(textView.gestureRecognizers?.contains { $0 === textView.panGestureRecognizer } == true)
    let menu = try #require(textView.interactions.compactMap { $0 as? UIEditMenuInteraction }.first)
    stage.tap(10, 10)
    #expect(textView.isFirstResponder && menu.presentedMenu == nil, "a tap shows no menu")
    #expect(textView.resignFirstResponder())
    stage.touch(1, .began, 20, 20, after: 1)
    stage.advance(0.49)
    #expect(loupe.state == .possible && !textView.isFirstResponder)
    stage.advance(0.02)
    #expect(loupe.minimumPressDuration == 0.5 && textView.isFirstResponder && menu.presentedMenu == nil)
    let first = textView.closestPosition(to: CGPoint(x: 20, y: 20)).flatMap {
      textView.offset(from: textView.beginningOfDocument, to: $0)
    }
    #expect(textView.selectedRange == NSRange(location: first ?? -1, length: 0), "the caret at the finger")
    stage.touch(1, .moved, 60, 20, after: 0.1)
    let moved = textView.closestPosition(to: CGPoint(x: 60, y: 20)).flatMap {
      textView.offset(from: textView.beginningOfDocument, to: $0)
    }
    #expect(textView.selectedRange == NSRange(location: moved ?? -1, length: 0) && moved != first, "it follows")
    stage.touch(1, .ended, 60, 20, after: 0.1)
    #expect(menu.presentedMenu?.children.map(\.title) == ["Paste", "Select", "Select All"], "the menu at lift")
    let caret = textView.caretRect(for: textView.selectedTextRange!.start)
    #expect(menu.presentedConfiguration?.sourcePoint == CGPoint(x: caret.midX, y: caret.minY))
    UIPasteboard.general.strings = nil
  }

  @Test("X17: a search bar's field becomes first responder on a tap; its delegate hears begin, typing, search and end")
  func c5SearchBar() {
    var stage = Stage()
    let log = SearchBarLog()
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
    bar.delegate = log
    stage.window.addSubview(bar)
    #expect(bar.searchTextField.frame == bar.bounds && bar.subviews == [bar.searchTextField])
    #expect(bar.canBecomeFirstResponder)
    log.lines = []  // X17: the question is asked each time canBecomeFirstResponder is evaluated
    stage.tap(10, 10)
    #expect(bar.searchTextField.isFirstResponder)
    stage.type(.keyboard(letter: "a")!, "a", at: 5)
    stage.type(.keyboardReturnOrEnter, "\r", at: 6)
    #expect(bar.text == "a" && bar.searchTextField.isFirstResponder, "Search does not resign")
    #expect(log.lines == ["shouldBegin", "didBegin", "textDidChange a", "search a"])
    #expect(bar.resignFirstResponder())
    #expect(log.lines == ["shouldBegin", "didBegin", "textDidChange a", "search a", "didEnd"])

    log.lines = []
    log.mayBegin = false
    #expect(!bar.becomeFirstResponder() && log.lines == ["shouldBegin"])
    log.mayBegin = true
    bar.text = "code"
    #expect(bar.becomeFirstResponder() && bar.searchTextField.isFirstResponder && bar.text == "code")
    #expect(bar.resignFirstResponder() && log.lines == ["shouldBegin", "shouldBegin", "didBegin", "didEnd"])
  }

  @Test("C5/F1: a tap on a search bar around its field makes the field first responder")
  func c5SearchBarAround() {
    var stage = Stage()
    let bar = UISearchBar()
    stage.window.addSubview(bar)
    bar.frame = CGRect(x: 0, y: 0, width: 300, height: 56)
    #expect(bar.searchTextField.bounds.size == .zero, "sized when the bar had no size")
    stage.tap(10, 10)
    #expect(bar.searchTextField.isFirstResponder)
  }
}
