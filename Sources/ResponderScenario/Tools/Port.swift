import Foundation

/// `responder port FILE.swift`: rewrites UIKit code written for iOS so that it compiles against
/// ResponderKit's `UIKit` module on Linux, and lists what it could not rewrite.
///
/// The structure comes from the toolchain's own parser (`swiftc -dump-parse`, as JSON): which
/// `#selector` is an action being added, which is a value compared or sent, the enclosing type of
/// each, the declarations' Objective-C names, overrides in extensions, optional requirements.
/// The parser gives no source ranges for expressions, so the places to edit are found by a small
/// lexer (which skips comments and string literals) and matched to the parsed selectors by their
/// text.
enum Port {
  /// What could not be ported, at a line of the file.
  struct Note: Equatable {
    /// The 1-based line.
    var line: Int
    /// What to do by hand.
    var message: String
  }

  /// The rewritten file and the notes.
  struct Result {
    var text: String
    var notes: [Note]
  }

  /// Runs `responder port` with its arguments (after the subcommand).
  static func run(
    _ arguments: ArraySlice<String>, standardOutput: (String) -> Void, standardError: (String) -> Void
  ) throws -> Int32 {
    var file: String?
    var inPlace = false
    for argument in arguments {
      if argument == "--in-place" {
        inPlace = true
      } else if argument.hasPrefix("-") {
        throw ResponderCommand.UsageError(message: "unknown option \(argument)")
      } else if file == nil {
        file = argument
      } else {
        throw ResponderCommand.UsageError(message: "unexpected argument \(argument)")
      }
    }
    guard let file else { throw ResponderCommand.UsageError(message: "port expects a Swift file") }
    guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8)
    else { throw ResponderCommand.UsageError(message: "cannot read \(file)") }
    let ast = try parse(file)
    let result = port(source, ast: ast)
    if inPlace {
      do {
        try result.text.write(toFile: file, atomically: true, encoding: .utf8)
      } catch {
        throw ResponderCommand.UsageError(message: "cannot write \(file)")
      }
    } else {
      standardOutput(result.text)
    }
    for note in result.notes { standardError("\(file):\(note.line): by hand: \(note.message)\n") }
    return result.notes.isEmpty ? 0 : 1
  }

  // MARK: The parser

  /// The compiler on `PATH`, which `swift` runs too.
  static func compilerPath() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The file's syntax tree, as `swiftc -dump-parse` prints it in JSON.
  static func parse(_ file: String) throws -> [String: Any] {
    guard let compiler = compilerPath() else {
      throw ResponderCommand.UsageError(
        message: "port needs swiftc, the Swift compiler, on PATH: it reads the file with swiftc -dump-parse")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-dump-parse", "-Xfrontend", "-dump-ast-format", "-Xfrontend", "json", file]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ResponderCommand.UsageError(message: "cannot run \(compiler)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard let tree = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ResponderCommand.UsageError(message: "\(file) does not parse as Swift (see swiftc -parse \(file))")
    }
    return tree
  }

  // MARK: Porting

  /// A `#selector` as the parser saw it.
  struct ParsedSelector {
    /// The text inside the parentheses, without spaces (`tap(_:)`, `self.tap`, `getter:view`).
    var text: String
    var kind: String
    /// The member named, and the type it is on when the selector says or implies it.
    var member: String
    var type: String?
    /// The call whose argument the selector is, its label there, and whether that call's target
    /// is the literal `nil`.
    var callee: String?
    var label: String?
    var calleeLabels: [String] = []
    var nilTarget = false
  }

  /// A function declaration: its Objective-C name is what a selector of it is called.
  struct Function {
    var type: String?
    var base: String
    var labels: [String]
    var objcName: String?
  }

  /// The calls that swizzle methods, which need the Objective-C runtime.
  static let swizzling: Set<String> = [
    "method_exchangeImplementations", "class_getInstanceMethod", "class_replaceMethod", "method_setImplementation",
    "class_addMethod",
  ]

  /// Ports `source`, whose syntax tree is `ast`.
  static func port(_ source: String, ast: [String: Any]) -> Result {
    let bytes = Array(source.utf8)
    var walker = TreeWalker()
    walker.visit(ast, type: nil, parentKind: nil)
    let lexed = Lexer(bytes: bytes).scan()
    var edits: [(range: Range<Int>, text: String)] = []
    var notes = walker.notes.map { note in
      let offset = note.search.flatMap { find($0, in: bytes, from: note.offset) } ?? note.offset
      return Note(line: line(of: offset, in: bytes), message: note.message)
    }

    for attribute in lexed.attributes { edits.append((attribute, "")) }
    for start in walker.subclassImports {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: ";") { end += 1 }
      if walker.importsUIKit {
        // `import UIKit` is there already: the line goes (an empty edit takes its whole line).
        edits.append((start..<end, ""))
      } else {
        edits.append((start..<end, "import UIKit"))
      }
    }

    // Each selector in the source gets the parsed selector with the same text (in order), or,
    // failing that, the next one left.
    var parsed = walker.selectors
    for selector in lexed.selectors {
      let index = parsed.firstIndex { $0.text == selector.text } ?? (parsed.isEmpty ? nil : 0)
      let info = index.map { parsed.remove(at: $0) }
      let line = line(of: selector.range.lowerBound, in: bytes)
      if let replacement = rewrite(info, text: selector.text, functions: walker.functions, line: line, notes: &notes) {
        edits.append((selector.range, replacement))
      }
    }

    var output = bytes
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      var range = edit.range
      if edit.text.isEmpty { range = widenToLine(range, in: output) }
      output.replaceSubrange(range, with: Array(edit.text.utf8))
    }
    notes.sort { $0.line < $1.line }
    return Result(text: String(decoding: output, as: UTF8.self), notes: notes)
  }

  /// What replaces one `#selector(...)`, or nil to leave it (with a note).
  static func rewrite(
    _ info: ParsedSelector?, text: String, functions: [Function], line: Int, notes: inout [Note]
  ) -> String? {
    guard let info, info.kind == "method" else {
      notes.append(
        Note(
          line: line,
          message:
            "#selector(\(text)) names a property's getter or setter, which has no method to call without the Objective-C runtime; call the property in a closure instead"
        ))
      return nil
    }
    let addsAction =
      info.label == "action" && !info.nilTarget
      && (info.callee == "addTarget"
        || (info.callee?.first?.isUppercase == true && info.calleeLabels.first == "target"))
    if addsAction {
      guard let type = info.type else {
        notes.append(
          Note(
            line: line,
            message:
              "#selector(\(text)) names a method of an instance whose type the file does not say; write the method reference as TypeName.method"
          ))
        return nil
      }
      return "\(type).\(info.member)"
    }
    let name = objcName(of: info, functions: functions)
    switch info.callee {
    case "removeTarget":
      notes.append(
        Note(
          line: line,
          message:
            "removeTarget with #selector(\(text)) became action: nil, which removes all of the target's actions: actions added as method references have no selector to match"
        ))
      return "nil"
    case "perform", "responds":
      notes.append(
        Note(
          line: line,
          message:
            "\(info.callee!)(_:) needs the Objective-C runtime; call the method directly, or ask the responder's method(for: Selector(\"\(name)\"))"
        ))
    default:
      // Sent by name along the chain: a nil-targeted action, `sendAction`, or a key command's.
      if (info.label == "action" && info.nilTarget) || info.callee == "sendAction"
        || (info.callee == "UIKeyCommand" && info.label == "action")
      {
        notes.append(
          Note(
            line: line,
            message:
              "the action \"\(name)\" is sent by name and found along the responder chain: the responder that performs it declares it with implement(Selector(\"\(name)\")) { sender in … } or by overriding method(for:)"
          ))
      }
    }
    return "Selector(\"\(name)\")"
  }

  /// The Objective-C name of the selected method: its `@objc(name)`, or the name Swift derives
  /// from its labels (`tap(_:)` is `tap:`, `tap(sender:)` is `tapWithSender:`).
  static func objcName(of info: ParsedSelector, functions: [Function]) -> String {
    let (base, labels) = splitName(info.member)
    let candidates = functions.filter { $0.base == base && (labels == nil || $0.labels == labels!) }
    let chosen = candidates.first { $0.type == info.type } ?? candidates.first
    if let explicit = chosen?.objcName { return explicit }
    let parameters = labels ?? chosen?.labels ?? []
    guard let first = parameters.first else { return base }
    // Swift joins the first label with "With" unless the label starts with a preposition or the
    // base name ends with one (`share(from:)` is `shareFrom:`, `tap(sender:)` `tapWithSender:`).
    let firstWord = String(first.prefix { !$0.isUppercase })
    let lastWord = String(base.reversed().prefix { !$0.isUppercase }.reversed()).lowercased()
    let joiner = prepositions.contains(firstWord) || prepositions.contains(lastWord) ? "" : "With"
    var name = first.isEmpty ? base + ":" : base + joiner + first.prefix(1).uppercased() + first.dropFirst() + ":"
    for label in parameters.dropFirst() { name += label + ":" }
    return name
  }

  /// The prepositions Swift's Objective-C naming knows.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given",
    "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until",
    "using", "via", "when", "with", "within",
  ]

  /// `tap(_:with:)` → ("tap", ["", "with"]); `tap` → ("tap", nil).
  static func splitName(_ name: String) -> (String, [String]?) {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return (name, nil) }
    let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
    let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map {
      $0 == "_" ? "" : String($0)
    }
    return (String(name[..<open]), labels)
  }

  /// The offset of the first `word` in `bytes` from `start`.
  static func find(_ word: String, in bytes: [UInt8], from start: Int) -> Int? {
    let needle = Array(word.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
    for index in start...(bytes.count - needle.count) where bytes[index..<index + needle.count].elementsEqual(needle) {
      return index
    }
    return nil
  }

  static func line(of offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    for byte in bytes[..<min(offset, bytes.count)] where byte == UInt8(ascii: "\n") { line += 1 }
    return line
  }

  /// A removed attribute takes the spaces after it, and its whole line when nothing else is on it.
  static func widenToLine(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    var lineStart = start
    while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") {
      lineStart -= 1
    }
    let atLineStart = lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n")
    if atLineStart && end < bytes.count && bytes[end] == UInt8(ascii: "\n") {
      start = lineStart
      end += 1
    }
    return start..<end
  }
}

/// Collects what porting needs from the parser's tree.
struct TreeWalker {
  var selectors: [Port.ParsedSelector] = []
  var functions: [Port.Function] = []
  var subclassImports: [Int] = []
  /// Whether the file also imports `UIKit` itself (then the subclass import goes, not doubles).
  var importsUIKit = false
  /// Notes at a byte offset; with `search`, at the first occurrence of that word from there (the
  /// parser gives expressions no position, only their enclosing declarations and statements).
  var notes: [(offset: Int, message: String, search: String?)] = []

  static let typeKinds: Set<String> = ["class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl"]

  mutating func visit(_ node: Any, type: String?, parentKind: String?, offset enclosing: Int = 0) {
    if let list = node as? [Any] {
      for item in list { visit(item, type: type, parentKind: parentKind, offset: enclosing) }
      return
    }
    guard let node = node as? [String: Any] else { return }
    let kind = node["_kind"] as? String ?? ""
    var type = type
    if Self.typeKinds.contains(kind) {
      type = kind == "extension_decl" ? node["extended_type"] as? String : Self.name(of: node)?.base
    }
    let offset = (node["range"] as? [String: Any])?["start"] as? Int ?? enclosing
    switch kind {
    case "import_decl":
      if (node["module_path"] as? [String]) == ["UIKit", "UIGestureRecognizerSubclass"] {
        subclassImports.append(offset)
      } else if (node["module_path"] as? [String]) == ["UIKit"] {
        importsUIKit = true
      }
    case "func_decl":
      if let name = Self.name(of: node) {
        let attributes = node["attrs"] as? [[String: Any]] ?? []
        let objc = attributes.first { $0["_kind"] as? String == "objc_attr" }?["name"] as? String
        functions.append(Port.Function(type: type, base: name.base, labels: name.labels, objcName: objc))
        if parentKind == "extension_decl", attributes.contains(where: { $0["_kind"] as? String == "override_attr" }) {
          notes.append(
            (
              offset,
              "override of \(name.base) in an extension: Swift allows it only for @objc members; move it into the class's body",
              nil
            ))
        }
        if parentKind == "protocol", attributes.contains(where: { $0["_kind"] as? String == "optional_attr" }) {
          notes.append(
            (
              offset,
              "optional requirement \(name.base) needs @objc; remove `optional` and give it a default in a protocol extension (callers then call it without `?`)",
              nil
            ))
        }
      }
    case "call_expr":
      visitCall(node, type: type, offset: offset)
      return
    case "objc_selector_expr":
      selectors.append(Self.selector(node, type: type))
      return
    default:
      break
    }
    for (key, value) in node.sorted(by: { $0.key < $1.key }) where key != "processed_init" {
      visit(value, type: type, parentKind: kind, offset: offset)
    }
  }

  mutating func visitCall(_ node: [String: Any], type: String?, offset: Int) {
    let function = node["fn"] as? [String: Any] ?? [:]
    let callee = (function["field"] ?? function["name"]) as? String
    let arguments = (node["args"] as? [String: Any])?["args"] as? [[String: Any]] ?? []
    let labels = arguments.map { $0["label"] as? String ?? "" }
    if let callee, Port.swizzling.contains(Port.splitName(callee).0) {
      notes.append(
        (
          offset,
          "\(callee) swizzles methods, which needs the Objective-C runtime; override the method in a subclass instead",
          Port.splitName(callee).0
        ))
    }
    let targetIndex = labels.firstIndex(of: "target") ?? (callee == "addTarget" ? 0 : nil)
    let nilTarget = targetIndex.map { arguments[$0]["expr"].map(Self.isNil) ?? false } ?? false
    visit(function, type: type, parentKind: "call_expr", offset: offset)
    for (index, argument) in arguments.enumerated() {
      guard let expression = argument["expr"] as? [String: Any] else { continue }
      if expression["_kind"] as? String == "objc_selector_expr" {
        var selector = Self.selector(expression, type: type)
        selector.callee = callee.map { Port.splitName($0).0 }
        selector.label = labels[index]
        selector.calleeLabels = labels
        selector.nilTarget = nilTarget
        selectors.append(selector)
      } else {
        visit(expression, type: type, parentKind: "argument", offset: offset)
      }
    }
  }

  static func isNil(_ node: Any) -> Bool {
    (node as? [String: Any])?["_kind"] as? String == "nil_literal_expr"
  }

  static func name(of node: [String: Any]) -> (base: String, labels: [String])? {
    guard let name = node["name"] as? [String: Any],
      let base = (name["base_name"] as? [String: Any])?["name"] as? String
    else { return nil }
    return (base, name["args"] as? [String] ?? [])
  }

  /// A selector's text, member and type, from its sub-expression (`tap(_:)`, `self.tap`,
  /// `ViewController.tap`).
  static func selector(_ node: [String: Any], type: String?) -> Port.ParsedSelector {
    let kind = node["kind"] as? String ?? "method"
    let sub = node["sub_expr"] as? [String: Any] ?? [:]
    let text = expressionText(sub)
    var member = text
    var owner = type
    if sub["_kind"] as? String == "unresolved_dot_expr", let field = sub["field"] as? String {
      member = field
      let base = sub["base"].map(expressionText) ?? ""
      if base == "self" || base == "Self" {
        owner = type
      } else if base.first?.isUppercase == true {
        owner = base
      } else {
        owner = nil
      }
    }
    let prefix = kind == "method" ? "" : "\(kind):"
    return Port.ParsedSelector(text: prefix + text, kind: kind, member: member, type: owner)
  }

  static func expressionText(_ node: Any) -> String {
    guard let node = node as? [String: Any] else { return "" }
    if let field = node["field"] as? String { return expressionText(node["base"] ?? [:]) + "." + field }
    return node["name"] as? String ?? ""
  }
}

/// Finds the places to edit: `#selector(...)` and the Objective-C attributes, outside comments
/// and string literals.
struct Lexer {
  let bytes: [UInt8]

  struct Found {
    var selectors: [(range: Range<Int>, text: String)] = []
    var attributes: [Range<Int>] = []
  }

  static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet"]

  func scan() -> Found {
    var found = Found()
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index = skipBlockComment(from: index)
      } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart(index)) {
        index = skipString(from: index)
      } else if byte == UInt8(ascii: "#"), word(at: index + 1) == "selector" {
        let (end, text) = selectorEnd(from: index + 9)
        found.selectors.append((index..<end, text))
        index = end
      } else if byte == UInt8(ascii: "@"), let name = word(at: index + 1), Self.removedAttributes.contains(name) {
        var end = index + 1 + name.utf8.count
        if name == "objc", end < bytes.count, bytes[end] == UInt8(ascii: "(") {
          while end < bytes.count, bytes[end] != UInt8(ascii: ")") { end += 1 }
          end += 1
        }
        found.attributes.append(index..<end)
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// The identifier starting at `index`, if one does.
  func word(at index: Int) -> String? {
    var end = index
    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
    return end > index ? String(decoding: bytes[index..<end], as: UTF8.self) : nil
  }

  func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// The end of `#selector(...)` (after its closing parenthesis) and its text without spaces.
  func selectorEnd(from start: Int) -> (Int, String) {
    var index = start
    var depth = 0
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "(") {
        depth += 1
        if depth == 1 { continue }
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { break }
      }
      if depth >= 1, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") {
        text.append(byte)
      }
    }
    return (index, String(decoding: text, as: UTF8.self))
  }

  func skipBlockComment(from start: Int) -> Int {
    var index = start + 2
    var depth = 1
    while index < bytes.count, depth > 0 {
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
      } else {
        index += 1
      }
    }
    return index
  }

  func isRawStringStart(_ index: Int) -> Bool {
    var end = index
    while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
    return end < bytes.count && bytes[end] == UInt8(ascii: "\"")
  }

  /// Skips a string literal (plain, multi-line or raw), interpolations included.
  func skipString(from start: Int) -> Int {
    var index = start
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let quote = UInt8(ascii: "\"")
    let multiline = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
    let quotes = multiline ? 3 : 1
    index += quotes
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") && hashes == 0 {
        index += 2
        continue
      }
      if bytes[index] == quote {
        var end = index
        var count = 0
        while end < bytes.count, bytes[end] == quote, count < quotes {
          count += 1
          end += 1
        }
        var closingHashes = 0
        while closingHashes < hashes, end < bytes.count, bytes[end] == UInt8(ascii: "#") {
          closingHashes += 1
          end += 1
        }
        if count == quotes && closingHashes == hashes { return end }
        index += 1
        continue
      }
      if !multiline && bytes[index] == UInt8(ascii: "\n") { return index }
      index += 1
    }
    return index
  }
}
