import Foundation
import ResponderKit

/// One file being ported: the edits `responder port` makes to it and the notes it leaves.
struct PortedFile {
  let bytes: [UInt8]
  let walker: TreeWalker
  let lexed: Lexer.Found
  let context: Context
  var edits: [SourcePorter.Edit] = []
  var notes: [SourcePorter.Note] = []
  /// What this file tells the others (`SourcePorter.Context`).
  var learnt = Context()
  /// Text to insert before the closing brace of each class, by the class's name.
  var classInsertions: [String: [String]] = [:]
  /// The compiler directives, and the clauses of the `#if` blocks they form.
  let directives: [Lexer.Directive]
  let clauses: [Clause]
  /// The conditions made true on Linux (`SourcePorter.Result.activated`).
  var activated: [SourcePorter.Note] = []
  /// The entry-point attributes removed (`SourcePorter.Result.removed`).
  var removed: [SourcePorter.Note] = []
  /// The rewrites said on standard error (`SourcePorter.Result.rewritten`).
  var rewritten: [SourcePorter.Note] = []

  /// One clause of an `#if` block: the directive that opens it (`#if`, `#elseif` or `#else`),
  /// the whole lines it holds, and the directives of its block up to its own, which reopen it
  /// elsewhere.
  struct Clause {
    var content: Range<Int>
    var opening: [Lexer.Directive]
  }

  typealias Context = SourcePorter.Context
  typealias Member = TypeDeclaration.Member

  init(bytes: [UInt8], ast: [String: Any], context: Context) {
    self.bytes = bytes
    var walker = TreeWalker()
    walker.visit(ast, type: nil, parentKind: nil)
    self.walker = walker
    self.lexed = Lexer(bytes: bytes).scan()
    self.context = context
    self.directives = Lexer(bytes: bytes).directives()
    self.clauses = Self.clauses(of: directives, in: bytes)
  }

  /// The clauses of the `#if` blocks that `directives` form, nested blocks included.
  static func clauses(of directives: [Lexer.Directive], in bytes: [UInt8]) -> [Clause] {
    var clauses: [Clause] = []
    // Each open block: its directives so far, and where its current clause's content starts.
    var open: [(directives: [Lexer.Directive], start: Int)] = []
    func lineEnd(_ offset: Int) -> Int {
      var end = offset
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return min(end + 1, bytes.count)
    }
    func lineStart(_ offset: Int) -> Int {
      var start = offset
      while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      return start
    }
    for directive in directives {
      switch directive.keyword {
      case "if":
        open.append(([directive], lineEnd(directive.range.upperBound)))
      default:
        guard var block = open.popLast() else { continue }
        clauses.append(Clause(content: block.start..<lineStart(directive.range.lowerBound), opening: block.directives))
        if directive.keyword != "endif" {
          block.directives.append(directive)
          block.start = lineEnd(directive.range.upperBound)
          open.append(block)
        }
      }
    }
    return clauses
  }

  /// `text`, whole lines from `offset`, wrapped in the `#if` clauses around `offset` that are not
  /// around `destination`, so that moved there it is compiled under the same conditions: each
  /// clause is reopened by its block's directives up to its own, and closed by `#endif`.
  func conditional(_ text: String, from offset: Int, to destination: Int) -> String {
    let wrapping = clauses.filter { $0.content.contains(offset) && !$0.content.contains(destination) }
      .sorted { $0.content.count < $1.content.count }
    var result = text
    for clause in wrapping {
      let indent = indentation(offset)
      let opening = clause.opening.map { "\(indent)\(ported($0.range))\n" }.joined()
      result = opening + result + "\(indent)#endif\n"
    }
    return result
  }

  /// The platforms whose apps are UIKit apps: code written for them is ResponderKit's to run.
  static let uikitPlatforms = ["iOS", "tvOS", "visionOS"]

  /// An `#if` or `#elseif` that asks for an UIKit platform (`os(iOS)`) is false on Linux, and
  /// the code behind it would compile to nothing, untested: the condition is made true on Linux
  /// too, `os(iOS)` becoming `os(iOS) || os(Linux)`, so that its `#else` stays the branch the
  /// other platforms take. A condition that names Linux already is left as written.
  mutating func makeUIKitConditionsActive() {
    let pattern = "os\\(\\s*(" + Self.uikitPlatforms.joined(separator: "|") + ")\\s*\\)"
    guard let atom = try? NSRegularExpression(pattern: pattern),
      let disjunction = try? NSRegularExpression(
        pattern: "^\\s*os\\(\\s*\\w+\\s*\\)(\\s*\\|\\|\\s*os\\(\\s*\\w+\\s*\\))*\\s*$")
    else { return }
    for directive in directives {
      guard let condition = directive.condition else { continue }
      let written = text(condition)
      let whole = NSRange(written.startIndex..., in: written)
      let atoms = atom.matches(in: written, range: whole)
      guard !atoms.isEmpty, !written.contains("os(Linux)") else { continue }
      if disjunction.firstMatch(in: written, range: whole) != nil {
        // `os(iOS) || os(tvOS)`: one more alternative.
        edits.append(SourcePorter.Edit(range: condition.upperBound..<condition.upperBound, text: " || os(Linux)"))
      } else {
        // Inside a larger condition (`!os(iOS)`, `os(iOS) && DEBUG`), each in parentheses.
        for match in atoms {
          guard let range = Range(match.range, in: written) else { continue }
          let start = condition.lowerBound + written.utf8.distance(from: written.startIndex, to: range.lowerBound)
          let end = start + written[range].utf8.count
          edits.append(SourcePorter.Edit(range: start..<end, text: "(\(written[range]) || os(Linux))"))
        }
      }
      activated.append(SourcePorter.Note(line: line(directive.range.lowerBound), message: text(directive.range)))
    }
  }

  /// The base names of the requirements of UIKit's delegate protocols that ResponderKit declares
  /// as requirements with default implementations rather than optional ones.
  static let uikitDelegateRequirements: Set<String> = [
    "editMenuInteraction", "gestureRecognizer", "gestureRecognizerShouldBegin", "scrollViewDidEndDecelerating",
    "scrollViewDidEndDragging", "scrollViewDidEndScrollingAnimation", "scrollViewDidScroll",
    "scrollViewWillBeginDecelerating", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "searchBar",
    "searchBarSearchButtonClicked", "searchBarShouldBeginEditing", "searchBarShouldEndEditing",
    "searchBarTextDidBeginEditing", "searchBarTextDidEndEditing", "textView", "textViewDidBeginEditing",
    "textViewDidChange", "textViewDidChangeSelection", "textViewDidEndEditing", "textViewShouldBeginEditing",
    "textViewShouldEndEditing",
  ]

  mutating func rewrite() {
    for note in walker.notes {
      let offset = note.search.flatMap { SourcePorter.find($0, in: bytes, from: note.offset) } ?? note.offset
      notes.append(SourcePorter.Note(line: line(offset), message: note.message))
    }
    for swizzle in walker.swizzles {
      let offset = SourcePorter.find(swizzle.names[0], in: bytes, from: swizzle.offset) ?? swizzle.offset
      notes.append(
        SourcePorter.Note(
          line: line(offset),
          message:
            "method swizzling (\(swizzle.names.joined(separator: ", "))) needs the Objective-C runtime, which Linux lacks: subclass the class and override the method, calling super for the original behaviour"
        ))
    }
    makeUIKitConditionsActive()
    removeAppEntryPoint()
    for attribute in lexed.attributes { edits.append(SourcePorter.Edit(range: attribute, text: "")) }
    rewriteCalls()
    rewriteSelectors()
    rewriteProtocols()
    rewriteOptionalCalls()
    moveOverridesOutOfExtensions()
    registerActions()
    noteProxies()
    rewriteRuntimeLeftovers()
    makeMainActorTestsAsync()
    for (name, texts) in classInsertions {
      guard let type = walker.types.first(where: { $0.kind == "class_decl" && $0.name == name }) else { continue }
      edits.append(SourcePorter.Edit(range: lineStart(type.end)..<lineStart(type.end), text: texts.joined()))
    }
  }

  func result() -> SourcePorter.Result {
    let output = SourcePorter.apply(Self.effective(edits), to: bytes)
    return SourcePorter.Result(
      text: String(decoding: output, as: UTF8.self), notes: notes.sorted { $0.line < $1.line }, context: learnt,
      activated: activated, removed: removed, rewritten: rewritten)
  }

  /// The edits that apply: not those inside one that replaces a whole construct (a moved member's
  /// text is the member with its own edits applied).
  static func effective(_ edits: [SourcePorter.Edit]) -> [SourcePorter.Edit] {
    let swallowing = edits.filter(\.swallows).map(\.range)
    return edits.filter { edit in
      !swallowing.contains { outer in
        outer != edit.range && outer.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= outer.upperBound
          && !(edit.range.isEmpty
            && (edit.range.lowerBound == outer.lowerBound || edit.range.lowerBound == outer.upperBound))
      }
    }
  }

  /// `bytes[range]` with the edits inside it applied.
  func ported(_ range: Range<Int>) -> String {
    let inner = Self.effective(
      edits.filter {
        range.lowerBound <= $0.range.lowerBound && $0.range.upperBound <= range.upperBound && $0.range != range
      }
    ).map { edit in
      var shifted = edit
      shifted.range = (edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound)
      return shifted
    }
    return String(decoding: SourcePorter.apply(inner, to: Array(bytes[range])), as: UTF8.self)
  }

  // MARK: Text positions

  func line(_ offset: Int) -> Int { SourcePorter.line(of: offset, in: bytes) }

  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// The offset of the start of the line that `offset` is on.
  func lineStart(_ offset: Int) -> Int {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The offset after the end (the newline) of the line that `offset` is on.
  func lineEnd(_ offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// The indentation of the line that `offset` is on.
  func indentation(_ offset: Int) -> String {
    let start = lineStart(offset)
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return text(start..<end)
  }

  /// The offset after the token that starts at `offset` (the parser gives a declaration's last
  /// token's start).
  func tokenEnd(_ offset: Int) -> Int {
    let lexer = Lexer(bytes: bytes)
    var end = offset
    while end < bytes.count, lexer.isIdentifierByte(bytes[end]) { end += 1 }
    return end > offset ? end : min(offset + 1, bytes.count)
  }

  /// The whole lines of a declaration from `start` to `end`, with the comments right above it.
  func declarationLines(from start: Int, to end: Int) -> Range<Int> {
    var first = lineStart(start)
    while first > 0 {
      let previous = lineStart(first - 1)
      let line = text(previous..<first).trimmingCharacters(in: .whitespacesAndNewlines)
      guard line.hasPrefix("//") else { break }
      first = previous
    }
    return first..<lineEnd(tokenEnd(end) - 1)
  }

  /// The innermost type declaration around `offset`.
  func enclosingType(_ offset: Int) -> TypeDeclaration? {
    walker.types.filter { $0.keyword <= offset && offset <= $0.end }.min { $0.end - $0.keyword < $1.end - $1.keyword }
  }

  /// The methods of `name` in the file's declarations of it and its extensions.
  func members(of name: String) -> [(type: TypeDeclaration, member: Member)] {
    walker.types.filter { $0.name == name && $0.kind != "protocol" }.flatMap { type in
      type.members.map { (type, $0) }
    }
  }

  /// The method that `#selector(...)` text names, looked up in `type` first.
  func method(selectedBy selector: String, in type: String?) -> (type: String?, member: Member?, labels: [String]?) {
    var inner = selector
    if inner.hasPrefix("#selector(") { inner = String(inner.dropFirst(10).dropLast()) }
    inner = inner.filter { !$0.isWhitespace }
    var owner = type
    let path = inner.prefix { $0 != "(" }
    if let dot = path.lastIndex(of: ".") {
      let base = String(path[..<dot])
      owner = base == "self" || base == "Self" ? type : base
      inner = String(inner[inner.index(after: dot)...])
    }
    let (base, labels) = SourcePorter.splitName(inner)
    let candidates = walker.types.filter { $0.kind != "protocol" }.flatMap { declaration in
      declaration.members.filter {
        $0.kind == "func_decl" && $0.name == base && (labels == nil || $0.labels == labels!)
      }
      .map { (declaration.name, $0) }
    }
    let chosen = candidates.first { $0.0 == owner } ?? candidates.first
    return (owner ?? chosen?.0, chosen?.1, labels ?? chosen?.1.labels)
  }

  /// The parameter types of a function, as written.
  func parameterTypes(_ member: Member) -> [String] {
    guard let range = member.parameters, range.count > 2 else { return [] }
    var depth = 0
    var parts: [String] = []
    var current = ""
    for character in text((range.lowerBound + 1)..<(range.upperBound - 1)) {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current)
    return parts.map { part in
      let type = part.drop { $0 != ":" }.dropFirst()
      let withoutDefault = type.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      return withoutDefault.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// A call of `member` (or of a method named by `labels`) with `argument`, or with no argument
  /// when the method takes none.
  func invocation(_ base: String, member: Member?, labels: [String]?, argument: String) -> String {
    let labels = member?.labels ?? labels ?? []
    guard let label = labels.first else { return "\(base)()" }
    return label.isEmpty ? "\(base)(\(argument))" : "\(base)(\(label): \(argument))"
  }

  /// The capture list and the name to call through, for a target held weakly.
  func weakCapture(_ target: String) -> (capture: String, name: String) {
    if target == "self" { return ("[weak self]", "self") }
    if target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return ("[weak \(target)]", target) }
    return ("[weak target = \(target)]", "target")
  }

  // MARK: Selectors

  /// Each selector in the source gets the parsed selector with the same text (in order), or,
  /// failing that, the next one left.
  mutating func rewriteSelectors() {
    let swallowed = edits.filter(\.swallows).map(\.range)
    var parsed = walker.selectors
    for selector in lexed.selectors {
      let index = parsed.firstIndex { $0.text == selector.text } ?? (parsed.isEmpty ? nil : 0)
      let info = index.map { parsed.remove(at: $0) }
      if swallowed.contains(where: { $0.contains(selector.range.lowerBound) }) { continue }
      // UIKit's own methods are performed by name, wherever the selector is used (but asking
      // the runtime, or removing a target's actions, is still noted).
      if let info, info.callee != "removeTarget", info.callee != "responds", let name = uikitMethodName(info) {
        edits.append(SourcePorter.Edit(range: selector.range, text: "Selector(\"\(name)\")"))
        continue
      }
      var selectorNotes: [SourcePorter.Note] = []
      if let replacement = SourcePorter.rewrite(
        info, text: selector.text, functions: walker.functions, line: line(selector.range.lowerBound),
        notes: &selectorNotes)
      {
        edits.append(SourcePorter.Edit(range: selector.range, text: replacement))
        if replacement.hasPrefix("Selector(\"") {
          learnt.sentActions.insert(String(replacement.dropFirst(10).dropLast(2)))
        }
      }
      notes += selectorNotes
    }
  }

  /// UIKit's own actions that take an argument (the sender, or `endEditing:`'s flag), by base
  /// name: a selector that names one without its labels (`#selector(UIView.endEditing)`) means
  /// the method with the argument.
  static let uikitActionsWithArgument: Set<String> = [
    "endEditing", "copy", "cut", "paste", "delete", "select", "selectAll", "toggleBoldface", "toggleItalics",
    "toggleUnderline", "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
  ]

  /// The Objective-C name of the method a selector names when that method is UIKit's own: the
  /// selector's type (written, or the enclosing one) is a class of ResponderKit's that none of
  /// the files ported declares, or a class of the file whose superclasses up to one of
  /// ResponderKit's do not declare the method, and neither do the file's extensions of them.
  /// A method reference to such a method does not type-check (`UIView.endEditing(_:)` takes a
  /// `Bool`, not a sender, and returns one), while ResponderKit performs UIKit's own actions
  /// by name (`Selector("endEditing:")`). Nil when the method is the files' or cannot be told.
  func uikitMethodName(_ info: SourcePorter.ParsedSelector) -> String? {
    guard info.kind == "method", var current = info.type else { return nil }
    let (base, labels) = SourcePorter.splitName(info.member)
    var seen: Set<String> = []
    while seen.insert(current).inserted {
      let declarations = walker.types.filter { $0.name == current && $0.kind != "protocol" }
      let declares = declarations.contains { declaration in
        declaration.members.contains {
          $0.kind == "func_decl" && $0.name == base && (labels == nil || $0.labels == labels!)
        }
      }
      if declares { return nil }
      if let declared = declarations.first(where: { $0.kind != "extension_decl" }) {
        guard declared.kind == "class_decl", let superclass = superclassName(of: declared) else { return nil }
        current = superclass
        continue
      }
      // A class, or a protocol such as UIResponderStandardEditActions: #selector names only
      // the methods of those.
      guard !context.declaredClasses.contains(current), _typeByName("ResponderKit.\(current)") != nil else {
        return nil
      }
      if let labels { return SourcePorter.objcName(base: base, labels: labels) }
      return Self.uikitActionsWithArgument.contains(base) ? base + ":" : base
    }
    return nil
  }

  /// The first name of a class's inheritance clause, as written (generic arguments dropped):
  /// its superclass, when it has one.
  func superclassName(of type: TypeDeclaration) -> String? {
    inheritedNames(of: type).first
  }

  /// The names of a declaration's inheritance clause, as written (generic arguments dropped).
  func inheritedNames(of type: TypeDeclaration) -> [String] {
    guard type.inherits, let brace = SourcePorter.find("{", in: bytes, from: type.keyword),
      let colon = SourcePorter.find(":", in: bytes, from: type.keyword), colon < brace
    else { return [] }
    let clause = text((colon + 1)..<brace).components(separatedBy: " where ")[0]
    return clause.split(separator: ",").map {
      String($0.prefix { $0 != "<" }).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  // MARK: The app's entry point

  /// `@main` (or `@UIApplicationMain`) on the app delegate goes: on Linux the app runs inside
  /// the tests, whose harness has the process's entry point, and the attribute would not build
  /// in the library the ported code becomes (the delegate has no `main()` to call, and one would
  /// clash with the test runner's at link time). Said on standard error (`SourcePorter.Result.removed`).
  mutating func removeAppEntryPoint() {
    for type in walker.types where type.kind == "class_decl" {
      guard let attribute = type.mainAttribute else { continue }
      let conforms = walker.types.contains {
        $0.name == type.name && $0.kind != "protocol" && inheritedNames(of: $0).contains("UIApplicationDelegate")
      }
      guard conforms else { continue }
      edits.append(
        SourcePorter.Edit(range: attribute.offset..<(attribute.offset + attribute.name.utf8.count), text: ""))
      removed.append(SourcePorter.Note(line: line(attribute.offset), message: attribute.name))
    }
  }

  // MARK: Calls that take a selector and have a block form

  mutating func rewriteCalls() {
    let observerReceivers = Set(
      lexed.calls.filter {
        $0.name == "addObserver" && $0.arguments.map(\.label) == ["", "selector", "name", "object"]
      }
      .map { $0.receiver ?? "" })
    for call in lexed.calls {
      let labels = call.arguments.map(\.label)
      let values = call.arguments.map(\.value)
      let type = enclosingType(call.range.lowerBound)?.name
      let indent = indentation(call.range.lowerBound)
      let column = call.range.lowerBound - lineStart(call.range.lowerBound)
      let receiver = call.receiver.map { $0 + "." } ?? ""
      var replacement: String?
      switch (call.name, labels) {
      case ("scheduledTimer", ["timeInterval", "target", "selector", "userInfo", "repeats"]),
        ("Timer", ["timeInterval", "target", "selector", "userInfo", "repeats"]):
        guard values[2].hasPrefix("#selector(") else { continue }
        if values[3] != "nil" {
          notes.append(
            SourcePorter.Note(
              line: line(call.range.lowerBound),
              message:
                "the timer's userInfo: the block form of Timer has none; the block became the timer's action, so capture the value in it instead of reading timer.userInfo"
            ))
        }
        let (_, member, selectorLabels) = method(selectedBy: values[2], in: type)
        let (capture, name) = weakCapture(values[1])
        let head = call.name == "Timer" ? "\(receiver)Timer" : "\(receiver)scheduledTimer"
        let label = call.name == "Timer" ? "timeInterval" : "withTimeInterval"
        let method = invocation(
          "\(name)?.\(SourcePorter.splitName(selectorName(values[2])).0)", member: member, labels: selectorLabels,
          argument: "timer")
        replacement =
          wrapped(
            head, arguments: "\(label): \(values[0]), repeats: \(values[4])", tail: " { \(capture) timer in",
            indent: indent, column: column)
          + (method.hasSuffix("(timer)") || method.hasSuffix(": timer)")
            // The timer fires on the main run loop it was scheduled on.
            ? "\n\(indent)  nonisolated(unsafe) let timer = timer" : "")
          + "\n\(indent)  MainActor.assumeIsolated { \(method) }\n\(indent)}"
      case ("perform", ["", "with", "afterDelay"]):
        guard values[0].hasPrefix("#selector(") else { continue }
        let (_, member, selectorLabels) = method(selectedBy: values[0], in: type)
        let target = call.receiver ?? "self"
        let (capture, name) = weakCapture(target)
        let method = invocation(
          "\(name)?.\(SourcePorter.splitName(selectorName(values[0])).0)", member: member, labels: selectorLabels,
          argument: values[1])
        replacement =
          "PerformRequests.perform(\(selectorValue(values[0], in: type)), target: \(target), afterDelay: \(values[2])) { \(capture) in\n\(indent)  \(method)\n\(indent)}"
      case ("perform", [""]), ("perform", ["", "with"]):
        guard values[0].hasPrefix("#selector(") else { continue }
        let (owner, member, selectorLabels) = method(selectedBy: values[0], in: type)
        let base = SourcePorter.splitName(selectorName(values[0])).0
        let argument = values.count > 1 ? values[1] : "nil"
        switch call.receiver {
        case nil: replacement = invocation(base, member: member, labels: selectorLabels, argument: argument)
        case "self"?:
          replacement = invocation("self.\(base)", member: member, labels: selectorLabels, argument: argument)
        case let other?:
          if let owner {
            replacement = invocation(
              "(\(other) as? \(owner))?.\(base)", member: member, labels: selectorLabels, argument: argument)
          } else {
            replacement =
              "(\(other) as? UIResponder)?.method(for: \(selectorValue(values[0], in: type)))?(\(argument))"
          }
        }
      case ("cancelPreviousPerformRequests", ["withTarget"]):
        replacement = "PerformRequests.cancelPreviousPerformRequests(withTarget: \(values[0]))"
      case ("cancelPreviousPerformRequests", ["withTarget", "selector", "object"]):
        guard values[1].hasPrefix("#selector(") else { continue }
        replacement =
          "PerformRequests.cancelPreviousPerformRequests(withTarget: \(values[0]), selector: \(selectorValue(values[1], in: type)))"
      case ("addObserver", ["", "selector", "name", "object"]):
        guard values[1].hasPrefix("#selector(") else { continue }
        let (_, member, selectorLabels) = method(selectedBy: values[1], in: type)
        let (capture, name) = weakCapture(values[0])
        let takesNSNotification = member.map { parameterTypes($0).first?.hasPrefix("NSNotification") == true } ?? false
        let argument = takesNSNotification ? "notification as NSNotification" : "notification"
        let takesArgument = !(member?.labels ?? selectorLabels ?? []).isEmpty
        let method = invocation(
          "\(name)?.\(SourcePorter.splitName(selectorName(values[1])).0)", member: member, labels: selectorLabels,
          argument: argument)
        replacement =
          wrapped(
            "\(receiver)addObserver", arguments: "\(values[0]), forName: \(values[2]), object: \(values[3])",
            tail: " { \(capture) \(takesArgument ? "notification" : "_") in", indent: indent, column: column)
          + "\n\(indent)  \(method)\n\(indent)}"
      case ("removeObserver", [""]), ("removeObserver", ["", "name", "object"]):
        let center = call.receiver ?? ""
        guard observerReceivers.contains(center) || center.lowercased().contains("notificationcenter") else { continue }
        replacement =
          labels.count == 1
          ? "\(receiver)removeObservers(of: \(values[0]))"
          : "\(receiver)removeObservers(of: \(values[0]), name: \(values[1]), object: \(values[2]))"
      default:
        continue
      }
      if let replacement { edits.append(SourcePorter.Edit(range: call.range, text: replacement, swallows: true)) }
    }
  }

  /// The text inside `#selector(...)`, without spaces.
  func selectorName(_ selector: String) -> String {
    var inner = String(selector.dropFirst(10).dropLast()).filter { !$0.isWhitespace }
    let path = inner.prefix { $0 != "(" }
    if let dot = path.lastIndex(of: ".") { inner = String(inner[inner.index(after: dot)...]) }
    return inner
  }

  /// `Selector("name:")` for a `#selector(...)`, with the method's Objective-C name.
  func selectorValue(_ selector: String, in type: String?) -> String {
    let (_, member, labels) = method(selectedBy: selector, in: type)
    let base = SourcePorter.splitName(selectorName(selector)).0
    return "Selector(\"\(member?.objcName ?? SourcePorter.objcName(base: base, labels: labels ?? []))\")"
  }

  // MARK: Protocols

  /// `@objc protocol P` keeps its class bound (`protocol P: AnyObject`); its optional
  /// requirements become requirements with default implementations in an extension.
  mutating func rewriteProtocols() {
    for type in walker.types where type.kind == "protocol" && type.attributes.contains("objc_attr") {
      let lexer = Lexer(bytes: bytes)
      var nameEnd = type.keyword + "protocol".utf8.count
      while nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: " ") { nameEnd += 1 }
      while nameEnd < bytes.count, lexer.isIdentifierByte(bytes[nameEnd]) { nameEnd += 1 }
      if !type.inherits {
        edits.append(SourcePorter.Edit(range: nameEnd..<nameEnd, text: ": AnyObject"))
      } else if let colon = SourcePorter.find(":", in: bytes, from: nameEnd),
        let brace = SourcePorter.find("{", in: bytes, from: colon)
      {
        let inherited = text((colon + 1)..<brace).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if !inherited.contains("AnyObject") && !inherited.contains("class") {
          edits.append(SourcePorter.Edit(range: (colon + 1)..<(colon + 1), text: " AnyObject,"))
        }
      }
      // A public protocol's requirements are public: so are the defaults that satisfy them.
      let access = type.access == "public" ? "public " : ""
      var defaults: [String] = []
      for member in type.members {
        guard let optional = member.optionalAttribute else { continue }
        learnt.optionalRequirements.insert(member.name)
        edits.append(SourcePorter.Edit(range: optional..<(optional + "optional".utf8.count), text: ""))
        var signature = ported(member.keyword..<tokenEnd(member.end))
        if member.kind == "var_decl", let brace = signature.firstIndex(of: "{") {
          signature = String(signature[..<brace]).trimmingCharacters(in: .whitespaces)
        }
        let resultType: String?
        if member.kind == "var_decl" {
          resultType = signature.split(separator: ":", maxSplits: 1).last.map {
            $0.trimmingCharacters(in: .whitespaces)
          }
        } else if let arrow = signature.range(of: "->", options: .backwards) {
          resultType = signature[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        } else {
          resultType = nil
        }
        // A caller's fallback (`delegate?.shouldHide?(self) ?? true`) is what iOS answered
        // for a delegate that lacks the method: the default answers the same.
        let fallback = resultType == nil ? nil : self.fallback(for: member.name)
        guard let body = fallback.map({ "{ \($0) }" }) ?? Self.defaultBody(resultType) else {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "optional requirement \(member.name) returns \(resultType ?? ""), which has no obvious default: its default implementation in the protocol extension needs a value"
            ))
          defaults.append("  \(access)\(signature) { fatalError(\"not implemented\") }")
          continue
        }
        defaults.append("  \(access)\(signature) \(body)")
      }
      if !defaults.isEmpty {
        let insertion = tokenEnd(type.end)
        edits.append(
          SourcePorter.Edit(
            range: insertion..<insertion,
            text:
              "\n\n// The optional requirements' defaults: what a delegate that lacks one answers.\nextension \(type.name) {\n\(defaults.joined(separator: "\n"))\n}"
          ))
      }
    }
  }

  /// The value the file's calls of the optional requirement `name` fall back on (`?? value`),
  /// when there is one.
  func fallback(for name: String) -> String? {
    let source = text(0..<bytes.count)
    guard
      let expression = try? NSRegularExpression(
        pattern: "\\.\(NSRegularExpression.escapedPattern(for: name))\\?\\([^()]*\\)\\s*\\?\\?\\s*([A-Za-z0-9_.\"]+)")
    else { return nil }
    let matches = expression.matches(in: source, range: NSRange(source.startIndex..., in: source))
    let values = Set(matches.compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } })
    return values.count == 1 ? values.first : nil
  }

  /// Wraps a call whose line would pass 120 columns: its arguments on a line of their own.
  func wrapped(_ head: String, arguments: String, tail: String, indent: String, column: Int) -> String {
    let line = "\(head)(\(arguments))\(tail)"
    if column + line.count <= 120 { return line }
    return "\(head)(\n\(indent)  \(arguments)\n\(indent))\(tail)"
  }

  /// The body of a default implementation that returns `type`: nothing for no result.
  static func defaultBody(_ type: String?) -> String? {
    guard let type, type != "Void", type != "()" else { return "{}" }
    if type.hasSuffix("?") || type.hasSuffix("!") { return "{ nil }" }
    switch type {
    case "Bool": return "{ false }"
    case "Int", "UInt", "Int32", "Int64", "Double", "Float", "CGFloat", "TimeInterval", "CFTimeInterval":
      return "{ 0 }"
    case "String": return "{ \"\" }"
    case "CGPoint", "CGSize", "CGRect", "UIEdgeInsets", "CGVector": return "{ .zero }"
    case "CGAffineTransform": return "{ .identity }"
    default: break
    }
    if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "{ [:] }" : "{ [] }" }
    return nil
  }

  /// `delegate?.method?(…)` calls a requirement that is no longer optional: `delegate?.method(…)`.
  mutating func rewriteOptionalCalls() {
    let optional = walker.types.filter { $0.kind == "protocol" }.flatMap(\.members).filter {
      $0.optionalAttribute != nil
    }
    .map(\.name)
    let names = Set(optional).union(context.optionalRequirements).union(Self.uikitDelegateRequirements)
    for call in lexed.optionalCalls where names.contains(call.name) {
      edits.append(SourcePorter.Edit(range: call.question..<(call.question + 1), text: "", exact: true))
    }
  }

  // MARK: Classes

  /// Overrides in an extension of a class move into the class's body (Swift allows overrides in
  /// extensions only for `@objc` members); an extension left empty goes. When the class is
  /// declared in another of the files ported together, the overrides leave with the context
  /// (`SourcePorter.Context.movedOverrides`), and this file receives those of the classes it declares.
  mutating func moveOverridesOutOfExtensions() {
    let classes = Set(walker.types.filter { $0.kind == "class_decl" }.map(\.name))
    learnt.declaredClasses.formUnion(classes)
    for name in classes.sorted() {
      guard let texts = context.movedOverrides[name] else { continue }
      classInsertions[name, default: []].append("\n" + texts.joined(separator: "\n"))
    }
    for type in walker.types where type.kind == "extension_decl" {
      let overrides = type.members.filter { $0.attributes.contains("override_attr") }
      guard !overrides.isEmpty else { continue }
      let elsewhere = !classes.contains(type.name) && context.declaredClasses.contains(type.name)
      guard classes.contains(type.name) || elsewhere else {
        for member in overrides {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "override of \(member.name) in an extension of \(type.name), which none of the files ported declares: Swift allows overrides in extensions only for @objc members; move it into the class's body (or port the class's file with this one)"
            ))
        }
        continue
      }
      // In another file, every `#if` around the member goes with it.
      let destination = walker.types.first { $0.kind == "class_decl" && $0.name == type.name }?.end ?? -1
      var moved: [String] = []
      for member in overrides {
        let range = declarationLines(from: member.start, to: member.end)
        moved.append(conditional(ported(range), from: member.start, to: destination))
        // A blank line after a member that opened the body would open it after the move.
        let opensBody = range.lowerBound > 1 && bytes[range.lowerBound - 2] == UInt8(ascii: "{")
        let blankAfter = range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: "\n")
        let removed = opensBody && blankAfter ? range.lowerBound..<(range.upperBound + 1) : range
        edits.append(SourcePorter.Edit(range: removed, text: "", exact: true, swallows: true))
      }
      if elsewhere {
        learnt.movedOverrides[type.name, default: []] += moved
      } else {
        classInsertions[type.name, default: []].append("\n" + moved.joined(separator: "\n"))
      }
      let others = type.members.filter { !$0.attributes.contains("override_attr") && $0.kind != "pattern_binding_decl" }
      if others.isEmpty && !type.inherits {
        var range = declarationLines(from: lineStart(type.keyword), to: type.end)
        // A `// MARK:` line a blank line above names the extension: it goes too.
        if range.lowerBound > 1, bytes[range.lowerBound - 2] == UInt8(ascii: "\n") {
          let mark = lineStart(range.lowerBound - 2)
          if text(mark..<(range.lowerBound - 2)).trimmingCharacters(in: .whitespaces).hasPrefix("// MARK") {
            range = mark..<range.upperBound
          }
        }
        // The blank line before the extension goes with it, or the one after it when the
        // extension opens its block (right after an `#if`).
        if range.lowerBound > 1, bytes[range.lowerBound - 1] == UInt8(ascii: "\n"),
          bytes[range.lowerBound - 2] == UInt8(ascii: "\n")
        {
          range = (range.lowerBound - 1)..<range.upperBound
        } else if range.upperBound < bytes.count, bytes[range.upperBound] == UInt8(ascii: "\n") {
          range = range.lowerBound..<(range.upperBound + 1)
        }
        edits.append(SourcePorter.Edit(range: range, text: "", exact: true, swallows: true))
      }
    }
  }

  /// Whether the class `name` is a responder: it inherits, in this file or directly, from one
  /// of ResponderKit's responder classes.
  func isResponder(_ name: String, seen: Set<String> = []) -> Bool {
    guard !seen.contains(name), let type = walker.types.first(where: { $0.kind == "class_decl" && $0.name == name }),
      let superclass = superclassName(of: type)
    else { return false }
    if let known = _typeByName("ResponderKit.\(superclass)"), known is UIResponder.Type { return true }
    return isResponder(superclass, seen: seen.union([name]))
  }

  /// A responder class's `@objc` methods whose names are sent as actions (in this file or the
  /// files ported with it) are found along the responder chain as the Objective-C runtime finds
  /// them: the port overrides `method(for:)` in the class's body to answer with them.
  mutating func registerActions() {
    let sent = learnt.sentActions.union(context.sentActions)
    guard !sent.isEmpty else { return }
    for type in walker.types where type.kind == "class_decl" && isResponder(type.name) {
      let declarations = walker.types.filter { $0.name == type.name && $0.kind != "protocol" }
      guard
        !declarations.contains(where: { declaration in
          declaration.members.contains { $0.kind == "func_decl" && $0.name == "method" && $0.labels == ["for"] }
        })
      else { continue }
      var cases: [(name: String, body: String)] = []
      for declaration in declarations {
        let exposesAll =
          declaration.attributes.contains("objc_members_attr") || type.attributes.contains("objc_members_attr")
          || (declaration.kind == "extension_decl" && declaration.attributes.contains("objc_attr"))
        for member in declaration.members where member.kind == "func_decl" && !member.isStatic {
          guard
            member.attributes.contains("objc_attr") || member.attributes.contains("ib_action_attr") || exposesAll,
            !member.attributes.contains("override_attr"), member.parameterCount <= 1
          else { continue }
          let name = member.objcName ?? SourcePorter.objcName(base: member.name, labels: member.labels)
          guard sent.contains(name), !cases.contains(where: { $0.name == name }) else { continue }
          cases.append((name, actionClosure(member)))
        }
      }
      guard !cases.isEmpty else { continue }
      let indent = indentation(type.keyword) + "  "
      var text =
        "\n\(indent)// The actions sent by name that this class performs, as the Objective-C runtime finds them on iOS.\n"
      // An override is as accessible as its class: `public`, or `open` as the iOS method was.
      let access = type.access == "open" || type.access == "public" ? "\(type.access!) " : ""
      // `@preconcurrency` as the overridden method is: without it the compiler names the
      // override's symbol with the action's full type in a file that subclasses the class and
      // with the plain type in the class's own file, and a subclass in another file fails to
      // link.
      text += "\(indent)@preconcurrency \(access)override func method(for action: Selector) -> ActionMethod? {\n"
      text += "\(indent)  switch action {\n"
      for entry in cases {
        text += "\(indent)  case \"\(entry.name)\":\n"
        text += entry.body.split(separator: "\n").map { "\(indent)    \($0)\n" }.joined()
      }
      text += "\(indent)  default: return super.method(for: action)\n\(indent)  }\n\(indent)}\n"
      classInsertions[type.name, default: []].append(text)
    }
  }

  /// The action method that calls `member` with the sender, converted to its parameter's type.
  func actionClosure(_ member: Member) -> String {
    let discard = member.hasResult ? "_ = " : ""
    guard member.parameterCount == 1, let type = parameterTypes(member).first else {
      return "return { [weak self] _ in \(discard)self?.\(member.name)() }"
    }
    let label = member.labels.first.map { $0.isEmpty ? "" : "\($0): " } ?? ""
    switch type {
    case "Any?", "AnyObject?":
      return "return { [weak self] sender in \(discard)self?.\(member.name)(\(label)sender) }"
    case "Any":
      return "return { [weak self] sender in \(discard)self?.\(member.name)(\(label)sender as Any) }"
    default:
      if type.hasSuffix("?") || type.hasSuffix("!") {
        return "return { [weak self] sender in \(discard)self?.\(member.name)(\(label)sender as? \(type.dropLast())) }"
      }
      return
        "return { [weak self] sender in\n  if let sender = sender as? \(type) { \(discard)self?.\(member.name)(\(label)sender) }\n}"
    }
  }

  /// What the Objective-C runtime gives iOS code and ResponderKit gives without it (associated
  /// objects, key-value observing and coding on UIKit's classes): `import ObjectiveC`, a module
  /// Linux lacks, goes; `#keyPath(UIScrollView.contentOffset)`, which needs the runtime, becomes
  /// its string (`"contentOffset"`); an `observeValue(forKeyPath:of:change:context:)` override
  /// in a class whose superclass is `NSObject` (Linux's has no such method) loses `override`,
  /// and the class adopts `NSKeyValueObserving`, through which the observed object calls it.
  /// An `@IBAction` on a method that does not take exactly one argument does not compile without
  /// the runtime (Swift then requires the sender): the attribute, which only Interface Builder
  /// reads, goes.
  mutating func rewriteRuntimeLeftovers() {
    for use in lexed.runtimeUses where use.name == "import ObjectiveC" {
      let end = lineEnd(use.offset)
      edits.append(SourcePorter.Edit(range: use.offset..<(end > use.offset ? end - 1 : end), text: ""))
      rewritten.append(
        SourcePorter.Note(
          line: line(use.offset),
          message:
            "import ObjectiveC removed: Linux has no such module; UIKit gives associated objects (objc_getAssociatedObject) and key-value observing without it"
        ))
    }
    for keyPath in lexed.keyPaths {
      // `#keyPath(Type.a.b)` is "a.b": the first component names the type when it is
      // capitalized, as Swift's types are.
      var components = keyPath.text.split(separator: ".").map(String.init)
      if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
      edits.append(SourcePorter.Edit(range: keyPath.range, text: "\"\(components.joined(separator: "."))\""))
    }
    for type in walker.types where type.kind == "class_decl" && superclassName(of: type) == "NSObject" {
      for member in type.members
      where member.kind == "func_decl" && member.name == "observeValue"
        && member.labels == ["forKeyPath", "of", "change", "context"]
      {
        guard let override = SourcePorter.find("override", in: bytes, from: member.start), override < member.keyword
        else {
          continue
        }
        edits.append(SourcePorter.Edit(range: override..<(override + "override".utf8.count), text: ""))
        if let body = member.body, text(body..<member.end).contains("super.observeValue(") {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "observeValue(forKeyPath:of:change:context:) calls super, which Linux's NSObject does not have: remove the call (the observations that reach it are the class's own)"
            ))
        }
        guard let brace = SourcePorter.find("{", in: bytes, from: type.keyword),
          let superclass = SourcePorter.find("NSObject", in: bytes, from: type.keyword), superclass < brace
        else { continue }
        let after = superclass + "NSObject".utf8.count
        edits.append(SourcePorter.Edit(range: after..<after, text: ", NSKeyValueObserving"))
        rewritten.append(
          SourcePorter.Note(
            line: line(member.keyword),
            message:
              "observeValue(forKeyPath:of:change:context:) is no longer an override: Linux's NSObject has no such method; \(type.name) adopts NSKeyValueObserving, through which the objects it observes call it"
          ))
      }
    }
    for type in walker.types {
      for member in type.members where member.kind == "func_decl" {
        if let attribute = member.ibActionAttribute, member.parameterCount != 1,
          let at = SourcePorter.find("@IBAction", in: bytes, from: max(0, attribute - 1))
        {
          edits.append(SourcePorter.Edit(range: at..<(at + "@IBAction".utf8.count), text: ""))
        }
      }
    }
  }

  /// Proxies that answer for other objects' methods need the Objective-C runtime.
  mutating func noteProxies() {
    for type in walker.types {
      for member in type.members where member.kind == "func_decl" {
        if member.name == "responds" && member.labels == ["to"] {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "responds(to:) is overridden to make a proxy answer for methods it lacks, which needs the Objective-C runtime: make the proxy conform to the protocol and implement each requirement, calling the object behind it"
            ))
        } else if member.name == "forwardingTarget" && member.labels == ["for"] {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "forwardingTarget(for:) forwards messages the object lacks, which needs the Objective-C runtime: implement each method of the protocol and call the target's from it"
            ))
        }
      }
    }
  }

  // MARK: Main-actor XCTest tests

  /// Makes each synchronous test method of an XCTest case isolated to the main actor (the class
  /// or the method is `@MainActor`) `async`, so that it runs on Linux.
  ///
  /// On Linux, XCTest finds the tests through lists that SwiftPM generates, which hand
  /// `testX` as a `(FooTests) -> @MainActor () -> Void` to XCTest's `testCase(_:)`, which takes
  /// `(FooTests) -> () -> Void`: the conversion compiles, but as an array cast, and the runtime
  /// refuses to drop the global actor: "Could not cast value of type '(FooTests) -> @MainActor
  /// () -> ()'", and the whole test bundle aborts before its first test. An `async` test is
  /// handed through XCTest's `asyncTest(_:)` instead, one function at a time, and runs on the main
  /// actor while the main thread waits. A method that calls `wait(for:timeout:)`, which an async
  /// function cannot, is left for by hand.
  mutating func makeMainActorTestsAsync() {
    func isMainActor(_ start: Int, _ keyword: Int) -> Bool {
      text(lineStart(start)..<keyword).contains("@MainActor")
    }
    for type in walker.types where type.kind == "class_decl" && type.inherits {
      let openingBrace = SourcePorter.find("{", in: bytes, from: type.keyword) ?? type.keyword
      guard text(type.keyword..<openingBrace).contains("XCTestCase") else { continue }
      // The class's attributes: on its line, or on the lines right above it.
      var attributesStart = lineStart(type.keyword)
      while attributesStart > 0,
        text(lineStart(attributesStart - 1)..<attributesStart).trimmingCharacters(in: .whitespaces).hasPrefix("@")
      {
        attributesStart = lineStart(attributesStart - 1)
      }
      let classIsMainActor = isMainActor(attributesStart, type.keyword)
      for member in type.members
      where member.kind == "func_decl" && member.name.hasPrefix("test") && !member.isStatic
        && member.parameterCount == 0 && !member.hasResult
      {
        guard let parameters = member.parameters, let body = member.body,
          classIsMainActor || isMainActor(member.start, member.keyword),
          !text(member.start..<member.keyword).contains("nonisolated"),
          !text(parameters.upperBound..<body).contains("async")
        else { continue }
        let name = "\(member.name)()"
        if text(body..<member.end).contains("wait(for:") {
          notes.append(
            SourcePorter.Note(
              line: line(member.keyword),
              message:
                "\(name) is a synchronous main-actor test, which XCTest's test discovery on Linux cannot run (the test bundle aborts): make it async, awaiting fulfillment(of:timeout:) instead of calling wait(for:timeout:)"
            ))
          continue
        }
        edits.append(SourcePorter.Edit(range: parameters.upperBound..<parameters.upperBound, text: " async"))
        rewritten.append(
          SourcePorter.Note(
            line: line(member.keyword),
            message:
              "\(name) is now async: on Linux, XCTest's test discovery cannot run a synchronous main-actor test (the test bundle aborts, \"Could not cast value of type '(...) -> @MainActor () -> ()'\"); an async test runs on the main actor"
          ))
      }
    }
  }
}
