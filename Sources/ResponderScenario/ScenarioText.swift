import Foundation
@_spi(Tools) import ResponderKit

// Text in scenarios (ScenarioFormat.md, "Text"; rules X1–X17, B1, B2): the keys of text fields,
// text views and search bars, a delegate that answers from the file and logs every call on
// `<id>.delegate`, the `type`, `deleteBackward` and `select` steps, and the trace lines of the
// `UITextInput` calls made on a scenario's text input. Every line is of category `text`, traced
// only in files that use these keys or steps, so that older files' traces keep their lines.

/// The keys of a `textField`, `textView` or `searchBar`; nil means "leave as is".
struct TextProperties {
  var text: String?
  var placeholder: String?
  var borderStyle: UITextField.BorderStyle?
  var clearButtonMode: UITextField.ViewMode?
  var secure: Bool?
  var clearsOnBeginEditing: Bool?
  var editable: Bool?
  var selectable: Bool?
  var showsCancelButton: Bool?
  /// The scenario delegate's answers; `.some(nil)` removes the delegate.
  var textDelegate: TextDelegateAnswers??

  /// Every text key, and the classes each applies to.
  static let classes: [(key: String, classes: [ViewClass])] = [
    ("text", [.textField, .textView, .searchBar]), ("placeholder", [.textField, .searchBar]),
    ("borderStyle", [.textField]), ("clearButtonMode", [.textField]), ("secure", [.textField]),
    ("clearsOnBeginEditing", [.textField]), ("editable", [.textView]), ("selectable", [.textView]),
    ("showsCancelButton", [.searchBar]), ("textDelegate", [.textField, .textView, .searchBar]),
  ]

  /// Every key this type reads.
  static let keys = classes.map(\.key)

  /// The keys a view of `kind` may have (and a `set` step may change).
  static func keys(of kind: ViewClass?) -> [String] {
    classes.filter { entry in kind.map { entry.classes.contains($0) } ?? false }.map(\.key)
  }

  /// Whether the properties set any key.
  var isEmpty: Bool {
    text == nil && placeholder == nil && borderStyle == nil && clearButtonMode == nil && secure == nil
      && clearsOnBeginEditing == nil && editable == nil && selectable == nil && showsCancelButton == nil
      && textDelegate == nil
  }

  /// Refuses a text key on a view of `kind` (nil: not a view) it does not apply to, naming
  /// the classes it applies to.
  static func checkApplies(_ key: String, to kind: ViewClass?, at node: JSONNode) throws {
    guard let entry = classes.first(where: { $0.key == key }), !entry.classes.contains(where: { $0 == kind }) else {
      return
    }
    throw node.fail(
      "\"\(key)\" applies to \(entry.classes.map(\.rawValue).joined(separator: ", ")); this view's class is \(kind?.rawValue ?? "view")"
    )
  }

  static let borderStyles: [(String, UITextField.BorderStyle)] = [
    ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
  ]
  static let viewModes: [(String, UITextField.ViewMode)] = [
    ("never", .never), ("whileEditing", .whileEditing), ("unlessEditing", .unlessEditing), ("always", .always),
  ]

  /// Reads one text key.
  mutating func read(_ key: String, _ node: JSONNode) throws {
    switch key {
    case "text": text = try node.string()
    case "placeholder": placeholder = try node.string()
    case "borderStyle": borderStyle = try ScenarioReader.pick(node, Self.borderStyles)
    case "clearButtonMode": clearButtonMode = try ScenarioReader.pick(node, Self.viewModes)
    case "secure": secure = try node.bool()
    case "clearsOnBeginEditing": clearsOnBeginEditing = try node.bool()
    case "editable": editable = try node.bool()
    case "selectable": selectable = try node.bool()
    case "showsCancelButton": showsCancelButton = try node.bool()
    case "textDelegate": textDelegate = try TextDelegateAnswers.read(node)
    default: break
    }
  }
}

/// The answers of a scenario's text delegate to the delegate's questions (X1, X9–X13, X17);
/// each defaults to true, as UIKit's delegates' defaults do.
struct TextDelegateAnswers: Equatable {
  var shouldBeginEditing = true
  var shouldEndEditing = true
  var shouldChange = true
  var shouldReturn = true
  var shouldClear = true

  static let keys = ["shouldBeginEditing", "shouldEndEditing", "shouldChange", "shouldReturn", "shouldClear"]

  /// Reads `true` (a delegate that answers yes), `false` (no delegate) or an object of answers.
  static func read(_ node: JSONNode) throws -> TextDelegateAnswers? {
    if case .bool(let flag) = node.value { return flag ? TextDelegateAnswers() : nil }
    guard case .object = node.value else {
      throw node.mismatch("true, false or an object of answers {\(keys.map { "\"\($0)\"" }.joined(separator: ", "))}")
    }
    let object = try node.object("an object of answers", known: keys)
    var answers = TextDelegateAnswers()
    if let flag = object["shouldBeginEditing"] { answers.shouldBeginEditing = try flag.bool() }
    if let flag = object["shouldEndEditing"] { answers.shouldEndEditing = try flag.bool() }
    if let flag = object["shouldChange"] { answers.shouldChange = try flag.bool() }
    if let flag = object["shouldReturn"] { answers.shouldReturn = try flag.bool() }
    if let flag = object["shouldClear"] { answers.shouldClear = try flag.bool() }
    return answers
  }
}

/// The names of the objects a text field, text view or search bar makes for itself: its text
/// interaction's tap and loupe (`<id>.textTap`, `<id>.loupe`, X2–X5), a field's clear button
/// (`<id>.clearButton`, X12), a search bar's field and cancel button (`<id>.field`,
/// `<id>.cancelButton`, X17), and the field's own parts (`<id>.field.textTap`, …).
@MainActor
enum TextNames {
  static func name(of object: AnyObject, in context: ScriptContext) -> String? {
    for (id, value) in context.objects {
      if let part = parts(of: value).first(where: { $0.object === object }) {
        context.names[ObjectIdentifier(object)] = id + "." + part.name
        return id + "." + part.name
      }
    }
    return nil
  }

  /// The part a name such as `field.textTap` or `bar.cancelButton` names, if any.
  static func object(named name: String, in context: ScriptContext) -> AnyObject? {
    guard let dot = name.firstIndex(of: "."), let owner = context.objects[String(name[..<dot])] else { return nil }
    let partName = String(name[name.index(after: dot)...])
    return parts(of: owner).first { $0.name == partName }?.object
  }

  /// The parts of a text field, text view or search bar, by the names traces give them.
  private static func parts(of owner: AnyObject) -> [(name: String, object: AnyObject)] {
    switch owner {
    case let field as UITextField: return field.namedTextParts
    case let textView as UITextView: return textView.namedTextParts
    case let bar as UISearchBar:
      return [("field", bar.searchTextField)] + bar.namedBarParts
        + bar.searchTextField.namedTextParts.map { ("field." + $0.name, $0.object) }
    default: return []
    }
  }
}

/// A scenario's text delegate (`textDelegate`): it answers from the file and logs every call
/// of a text field's, text view's or search bar's delegate on `<id>.delegate`, category `text`.
/// A text view's delegate is its scroll view's, so this is a scroll delegate too.
@MainActor
final class ScenarioTextDelegate: ScenarioScrollDelegate, UITextFieldDelegate, UITextViewDelegate,
  UISearchBarDelegate
{
  unowned let context: ScriptContext
  var answers: TextDelegateAnswers

  init(context: ScriptContext, viewID: String, answers: TextDelegateAnswers) {
    self.context = context
    self.answers = answers
    super.init(id: viewID + ".delegate")
  }

  private func log(_ message: String, _ keys: [(String, TraceValue)] = []) {
    context.log(id, message, keys, .text)
  }

  private func answer(_ message: String, _ answer: Bool, _ keys: [(String, TraceValue)] = []) -> Bool {
    log(message, keys + [("result", .flag(answer))])
    return answer
  }

  private func change(_ range: NSRange, _ string: String) -> [(String, TraceValue)] {
    [("range", TextTrace.range(range)), ("string", .text(string))]
  }

  // MARK: UITextFieldDelegate (X1, X9–X12)

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    answer("textFieldShouldBeginEditing", answers.shouldBeginEditing)
  }
  func textFieldDidBeginEditing(_ textField: UITextField) { log("textFieldDidBeginEditing") }
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
    answer("textFieldShouldEndEditing", answers.shouldEndEditing)
  }
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    log("textFieldDidEndEditing", [("reason", .word("committed"))])
  }
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    answer("shouldChangeCharactersIn", answers.shouldChange, change(range, string))
  }
  func textFieldShouldClear(_ textField: UITextField) -> Bool { answer("textFieldShouldClear", answers.shouldClear) }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    answer("textFieldShouldReturn", answers.shouldReturn)
  }
  func textFieldDidChangeSelection(_ textField: UITextField) {
    log("textFieldDidChangeSelection", [("range", TextTrace.range(of: textField.selectedTextRange, in: textField))])
  }

  // MARK: UITextViewDelegate (X13)

  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
    answer("textViewShouldBeginEditing", answers.shouldBeginEditing)
  }
  func textViewDidBeginEditing(_ textView: UITextView) { log("textViewDidBeginEditing") }
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
    answer("textViewShouldEndEditing", answers.shouldEndEditing)
  }
  func textViewDidEndEditing(_ textView: UITextView) { log("textViewDidEndEditing") }
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    answer("shouldChangeTextIn", answers.shouldChange, change(range, text))
  }
  func textViewDidChange(_ textView: UITextView) { log("textViewDidChange", [("text", .text(textView.text ?? ""))]) }
  func textViewDidChangeSelection(_ textView: UITextView) {
    log("textViewDidChangeSelection", [("range", TextTrace.range(textView.selectedRange))])
  }

  // MARK: UISearchBarDelegate (X17)

  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
    answer("searchBarShouldBeginEditing", answers.shouldBeginEditing)
  }
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log("searchBarTextDidBeginEditing") }
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
    answer("searchBarShouldEndEditing", answers.shouldEndEditing)
  }
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log("searchBarTextDidEndEditing") }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    log("textDidChange", [("text", .text(searchText))])
  }
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
    answer("shouldChangeTextIn", answers.shouldChange, change(range, text))
  }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log("searchBarSearchButtonClicked") }
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log("searchBarCancelButtonClicked") }
}

/// How text lines write ranges: `location,length` in UTF-16 units (X15).
@MainActor
enum TextTrace {
  static func range(_ range: NSRange) -> TraceValue { .word("\(range.location),\(range.length)") }

  /// A text range of `input` as `location,length`; `none` for nil.
  static func range(of textRange: UITextRange?, in input: any UITextInput) -> TraceValue {
    guard let textRange else { return .word("none") }
    let location = input.offset(from: input.beginningOfDocument, to: textRange.start)
    return range(NSRange(location: location, length: input.offset(from: textRange.start, to: textRange.end)))
  }
}

extension ResponderScript {
  /// A `UITextInput` call on a scenario's text field or text view (X15), traced in files that
  /// use text keys or steps.
  func textCall(_ message: String, _ keys: [(String, TraceValue)] = []) {
    guard context.tracesText else { return }
    context.log(id, message, keys, .text)
  }
}

extension ScenarioApp {
  /// Applies the text keys of a text field, text view or search bar (X1–X17).
  func applyText(_ properties: TextProperties, to view: UIView) {
    guard !properties.isEmpty else { return }
    if let field = view as? UITextField {
      if let style = properties.borderStyle { field.borderStyle = style }
      if let mode = properties.clearButtonMode { field.clearButtonMode = mode }
      if let flag = properties.secure { field.isSecureTextEntry = flag }
      if let flag = properties.clearsOnBeginEditing { field.clearsOnBeginEditing = flag }
      if let placeholder = properties.placeholder { field.placeholder = placeholder }
      if let text = properties.text { field.text = text }
    }
    if let textView = view as? UITextView {
      if let flag = properties.editable { textView.isEditable = flag }
      if let flag = properties.selectable { textView.isSelectable = flag }
      if let text = properties.text { textView.text = text }
    }
    if let bar = view as? UISearchBar {
      if let flag = properties.showsCancelButton { bar.showsCancelButton = flag }
      if let placeholder = properties.placeholder { bar.placeholder = placeholder }
      if let text = properties.text { bar.text = text }
    }
    guard let answers = properties.textDelegate, let id = (view as? Scripted)?.script.id else { return }
    let delegate = answers.map { ScenarioTextDelegate(context: context, viewID: id, answers: $0) }
    if let delegate { context.keepAlive.append(delegate) }
    (view as? UITextField)?.delegate = delegate
    (view as? UISearchBar)?.delegate = delegate
    if let textView = view as? UITextView & Scripted {
      textView.script.scrollDelegate = delegate
      textView.delegate = delegate
    }
  }

  /// The key window's first responder, if it takes text (B1): the file's text field or view,
  /// or a search bar's field.
  func keyTextInput() -> (any UIKeyInput)? {
    guard let window = application.keyWindow else { return nil }
    for object in context.objects.values {
      let candidate: UIResponder? = (object as? UISearchBar)?.searchTextField ?? object as? UIResponder
      guard let responder = candidate, responder.isFirstResponder else { continue }
      let responderWindow = (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
      if responderWindow === window { return responder as? any UIKeyInput }
    }
    return nil
  }

  /// The `type` step: the on-screen keyboard's keys, one `insertText` per character (B1).
  func type(_ text: String) {
    for character in text {
      guard let input = keyTextInput() else { return noTextInput() }
      input.insertText(String(character))
    }
  }

  /// The `deleteBackward` step: the on-screen keyboard's delete key (B2).
  func deleteBackward(count: Int) {
    for _ in 0..<count {
      guard let input = keyTextInput() else { return noTextInput() }
      input.deleteBackward()
    }
  }

  private func noTextInput() {
    context.log("input", "error", [("reason", .word("noTextInput"))], .always)
  }

  /// The `select` step: the selection by UTF-16 location and length, clamped to the text.
  func select(_ range: NSRange, of object: String) {
    let target = context.objects[object]
    guard let input = (target as? UISearchBar)?.searchTextField ?? target as? any UITextInput else { return }
    let length = input.offset(from: input.beginningOfDocument, to: input.endOfDocument)
    let start = min(range.location, length)
    let end = min(start + range.length, length)
    guard let from = input.position(from: input.beginningOfDocument, offset: start),
      let to = input.position(from: input.beginningOfDocument, offset: end)
    else { return }
    input.selectedTextRange = input.textRange(from: from, to: to)
  }
}

extension Scenario {
  /// Whether the file uses text keys or steps, so that it gets `text` lines.
  var usesText: Bool {
    func uses(_ view: ViewSpec) -> Bool {
      view.kind == .textView || view.kind == .searchBar || !view.properties.text.isEmpty
        || view.subviews.contains(where: uses)
    }
    func uses(_ controller: ViewControllerSpec) -> Bool {
      (controller.view.map(uses) ?? false) || controller.children.contains(where: uses)
        || controller.presented.contains(where: uses) || (controller.shell.navigation ?? []).contains(where: uses)
        || (controller.shell.tabs ?? []).contains(where: uses)
    }
    return windows.contains { uses($0.view) || ($0.rootViewController.map(uses) ?? false) }
      || views.contains(where: uses)
      || input.contains { step in
        switch step.action {
        case .type, .deleteBackward, .select: return true
        case .set(_, let property, _): return TextProperties.keys.contains(property)
        case .push(_, let controller, _), .present(_, let controller, _): return uses(controller)
        default: return false
        }
      }
  }
}
