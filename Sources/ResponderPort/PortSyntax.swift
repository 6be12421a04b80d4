import Foundation

/// A type declaration or extension, and the members that porting moves, registers or completes.
struct TypeDeclaration {
  /// `class_decl`, `struct_decl`, `enum_decl`, `protocol` or `extension_decl`.
  var kind: String
  /// The type's name, or the extended type's.
  var name: String
  /// The offset of the declaration's keyword (`class`, `extension`, …) and of its last token.
  var keyword: Int
  var end: Int
  /// The attribute kinds on the declaration (`objc_attr`, `objc_members_attr`, …).
  var attributes: Set<String>
  /// Whether the declaration has an inheritance clause.
  var inherits: Bool
  var members: [Member]
  /// The access level written on the declaration (`public`, `open`, …), nil when none is: what
  /// the members the port adds to it must match.
  var access: String? = nil
  /// The offset of an `@main` or `@UIApplicationMain` on the declaration, and which it is.
  var mainAttribute: (offset: Int, name: String)? = nil

  /// A member declaration.
  struct Member {
    var kind: String
    var name: String
    var labels: [String]
    /// The offset of the declaration's keyword, of its first attribute or modifier, and of its
    /// last token.
    var keyword: Int
    var start: Int
    var end: Int
    var attributes: Set<String>
    var objcName: String?
    var isStatic: Bool
    /// The parameter list's offsets (its parentheses), its parameter count, and whether the
    /// function declares a result.
    var parameters: Range<Int>?
    var parameterCount: Int
    var hasResult: Bool
    /// The offset of the body's opening brace.
    var body: Int?
    var optionalAttribute: Int?
    /// The offset of an `@IBAction` attribute (its `@`, or its name).
    var ibActionAttribute: Int? = nil
  }
}

/// Collects what porting needs from the parser's tree.
struct TreeWalker {
  var types: [TypeDeclaration] = []
  var selectors: [SourcePorter.ParsedSelector] = []
  var functions: [SourcePorter.Function] = []
  /// Notes at a byte offset; with `search`, at the first occurrence of that word from there (the
  /// parser gives expressions no position, only their enclosing declarations and statements).
  var notes: [(offset: Int, message: String, search: String?)] = []
  /// The swizzling calls of each function (by its offset), and where the first is.
  var swizzles: [(function: Int, offset: Int, names: [String])] = []
  /// The function being visited.
  var function: Int?

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
    if Self.typeKinds.contains(kind), let type {
      types.append(Self.typeDeclaration(node, kind: kind, name: type))
    }
    switch kind {
    case "func_decl":
      if let name = Self.name(of: node) {
        let attributes = node["attrs"] as? [[String: Any]] ?? []
        let objc = attributes.first { $0["_kind"] as? String == "objc_attr" }?["name"] as? String
        functions.append(SourcePorter.Function(type: type, base: name.base, labels: name.labels, objcName: objc))
      }
      let saved = function
      function = offset
      defer { function = saved }
      for (key, value) in node.sorted(by: { $0.key < $1.key }) where key != "processed_init" {
        visit(value, type: type, parentKind: kind, offset: offset)
      }
      return
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
    if let callee, SourcePorter.swizzling.contains(SourcePorter.splitName(callee).0) {
      let name = SourcePorter.splitName(callee).0
      if let index = swizzles.firstIndex(where: { $0.function == (self.function ?? -1) }) {
        if !swizzles[index].names.contains(name) { swizzles[index].names.append(name) }
      } else {
        swizzles.append((self.function ?? -1, offset, [name]))
      }
    }
    let targetIndex = labels.firstIndex(of: "target") ?? (callee == "addTarget" ? 0 : nil)
    let nilTarget = targetIndex.map { arguments[$0]["expr"].map(Self.isNil) ?? false } ?? false
    visit(function, type: type, parentKind: "call_expr", offset: offset)
    for (index, argument) in arguments.enumerated() {
      guard let expression = argument["expr"] as? [String: Any] else { continue }
      if expression["_kind"] as? String == "objc_selector_expr" {
        var selector = Self.selector(expression, type: type)
        selector.callee = callee.map { SourcePorter.splitName($0).0 }
        selector.label = labels[index]
        selector.calleeLabels = labels
        selector.nilTarget = nilTarget
        selectors.append(selector)
      } else {
        visit(expression, type: type, parentKind: "argument", offset: offset)
      }
    }
  }

  static func range(_ node: [String: Any]) -> (start: Int, end: Int)? {
    guard let range = node["range"] as? [String: Any], let start = range["start"] as? Int,
      let end = range["end"] as? Int
    else { return nil }
    return (start, end)
  }

  static func typeDeclaration(_ node: [String: Any], kind: String, name: String) -> TypeDeclaration {
    let attributes = node["attrs"] as? [[String: Any]] ?? []
    let range = Self.range(node) ?? (0, 0)
    var members: [TypeDeclaration.Member] = []
    for member in node["members"] as? [[String: Any]] ?? [] {
      let memberKind = member["_kind"] as? String ?? ""
      guard let memberRange = Self.range(member) else { continue }
      let memberAttributes = member["attrs"] as? [[String: Any]] ?? []
      let memberName = Self.name(of: member)
      if memberKind == "var_decl", let binding = members.last, binding.kind == "pattern_binding_decl" {
        // The attributes are the variable's, the range the binding's (it spans the accessors).
        members.removeLast()
        let starts = memberAttributes.compactMap { ($0["range"] as? [String: Any])?["start"] as? Int }
        members.append(
          TypeDeclaration.Member(
            kind: "var_decl", name: memberName?.base ?? "", labels: [], keyword: binding.keyword,
            start: min(binding.keyword, starts.min() ?? binding.keyword), end: binding.end,
            attributes: Set(memberAttributes.compactMap { $0["_kind"] as? String }), objcName: nil,
            isStatic: member["static"] as? Bool ?? false, parameters: nil, parameterCount: 0, hasResult: true,
            body: nil,
            optionalAttribute: Self.offset(of: "optional_attr", in: memberAttributes)))
        continue
      }
      let starts = memberAttributes.compactMap { ($0["range"] as? [String: Any])?["start"] as? Int }
      let parameters = member["params"] as? [String: Any]
      let parameterRange = parameters.flatMap(Self.range).map { $0.start..<($0.end + 1) }
      members.append(
        TypeDeclaration.Member(
          kind: memberKind, name: memberName?.base ?? "", labels: memberName?.labels ?? [],
          keyword: memberRange.start, start: min(memberRange.start, starts.min() ?? memberRange.start),
          end: memberRange.end, attributes: Set(memberAttributes.compactMap { $0["_kind"] as? String }),
          objcName: memberAttributes.first { $0["_kind"] as? String == "objc_attr" }?["name"] as? String,
          isStatic: member["static"] as? Bool ?? false, parameters: parameterRange,
          parameterCount: (parameters?["params"] as? [Any])?.count ?? 0, hasResult: member["result"] != nil,
          body: (member["body"] as? [String: Any]).flatMap(Self.range)?.start,
          optionalAttribute: Self.offset(of: "optional_attr", in: memberAttributes),
          ibActionAttribute: Self.offset(of: "ib_action_attr", in: memberAttributes)))
    }
    return TypeDeclaration(
      kind: kind, name: name, keyword: range.start, end: range.end,
      attributes: Set(attributes.compactMap { $0["_kind"] as? String }),
      inherits: !(node["inherits"] as? [Any] ?? []).isEmpty, members: members,
      access: attributes.first { $0["_kind"] as? String == "access_control_attr" }?["access_level"] as? String,
      mainAttribute: offset(of: "main_type_attr", in: attributes).map { ($0, "@main") }
        ?? offset(of: "ui_application_main_attr", in: attributes).map { ($0, "@UIApplicationMain") })
  }

  static func offset(of attribute: String, in attributes: [[String: Any]]) -> Int? {
    attributes.first { $0["_kind"] as? String == attribute }.flatMap {
      ($0["range"] as? [String: Any])?["start"] as? Int
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
  static func selector(_ node: [String: Any], type: String?) -> SourcePorter.ParsedSelector {
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
    return SourcePorter.ParsedSelector(text: prefix + text, kind: kind, member: member, type: owner)
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
    var calls: [Call] = []
    /// The `?` of each `.name?(`: an optional requirement called.
    var optionalCalls: [(question: Int, name: String)] = []
    /// Each `import ObjectiveC` (by its `import`).
    var runtimeUses: [(offset: Int, name: String)] = []
    /// Each `#keyPath(...)`, with the text inside its parentheses without spaces.
    var keyPaths: [(range: Range<Int>, text: String)] = []
  }

  /// A call of one of `calledNames`, as written.
  struct Call {
    var name: String
    /// The whole call, from its receiver (if any) to after its closing parenthesis.
    var range: Range<Int>
    /// The receiver's text before `.name`, when there is one.
    var receiver: String?
    var arguments: [(label: String, value: String)]
  }

  /// The calls whose shape the port rewrites.
  static let calledNames: Set<String> = [
    "scheduledTimer", "Timer", "perform", "cancelPreviousPerformRequests", "addObserver", "removeObserver",
  ]

  static let removedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet"]

  func scan() -> Found {
    var found = Found()
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let end = endOfTrivia(at: index) {
        index = end
      } else if byte == UInt8(ascii: "#"), word(at: index + 1) == "selector" {
        let (end, text) = selectorEnd(from: index + 9)
        found.selectors.append((index..<end, text))
        index = end
      } else if byte == UInt8(ascii: "#"), word(at: index + 1) == "keyPath" {
        let (end, text) = selectorEnd(from: index + 8)
        found.keyPaths.append((index..<end, text))
        index = end
      } else if isIdentifierByte(byte), index == 0 || !isIdentifierByte(bytes[index - 1]), let name = word(at: index) {
        let end = index + name.utf8.count
        if name == "import", let module = importedModule(after: end), module == "ObjectiveC" {
          found.runtimeUses.append((index, "import ObjectiveC"))
        } else if Self.calledNames.contains(name), let call = call(name, at: index) {
          found.calls.append(call)
        } else if index > 0, bytes[index - 1] == UInt8(ascii: "."), end + 1 < bytes.count,
          bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: "(")
        {
          found.optionalCalls.append((end, name))
        }
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

  /// A compiler directive (`#if`, `#elseif`, `#else`, `#endif`) outside comments and strings.
  struct Directive {
    /// `if`, `elseif`, `else` or `endif`.
    var keyword: String
    /// From the `#` to the end of the condition (a comment after it not included).
    var range: Range<Int>
    /// The condition of an `#if` or `#elseif`.
    var condition: Range<Int>?
  }

  static let directiveKeywords: Set<String> = ["if", "elseif", "else", "endif"]

  /// The compiler directives, in source order: the first token of their line, outside comments
  /// and string literals. A condition ends with its line, unless a parenthesis is still open.
  func directives() -> [Directive] {
    var found: [Directive] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let end = endOfTrivia(at: index) {
        index = end
      } else if byte == UInt8(ascii: "#"), let keyword = word(at: index + 1), Self.directiveKeywords.contains(keyword),
        startsLine(index)
      {
        let keywordEnd = index + 1 + keyword.utf8.count
        var end = keywordEnd
        if keyword == "if" || keyword == "elseif" {
          var depth = 0
          while end < bytes.count {
            let next = bytes[end]
            if next == UInt8(ascii: "\n") && depth == 0 { break }
            if next == UInt8(ascii: "/"), end + 1 < bytes.count,
              bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")
            {
              break
            }
            if next == UInt8(ascii: "(") { depth += 1 }
            if next == UInt8(ascii: ")") { depth -= 1 }
            end += 1
          }
          while end > keywordEnd, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
          }
          var conditionStart = keywordEnd
          while conditionStart < end, bytes[conditionStart] == UInt8(ascii: " ") { conditionStart += 1 }
          found.append(Directive(keyword: keyword, range: index..<end, condition: conditionStart..<end))
        } else {
          found.append(Directive(keyword: keyword, range: index..<end, condition: nil))
        }
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// Whether only spaces and tabs come before `offset` on its line.
  func startsLine(_ offset: Int) -> Bool {
    var previous = offset - 1
    while previous >= 0, bytes[previous] == UInt8(ascii: " ") || bytes[previous] == UInt8(ascii: "\t") { previous -= 1 }
    return previous < 0 || bytes[previous] == UInt8(ascii: "\n")
  }

  /// The attributes written in type position (`@escaping`, `@Sendable`, `@MainActor () -> Void`,
  /// `@convention(c)`): after `:`, `(`, `,`, `=`, `->`, `[` or `<`, or after another of them.
  func typeAttributes() -> [Range<Int>] {
    var found: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if let end = endOfTrivia(at: index) {
        index = end
      } else if byte == UInt8(ascii: "@"), let name = word(at: index + 1) {
        var end = index + 1 + name.utf8.count
        if end < bytes.count, bytes[end] == UInt8(ascii: "(") {
          while end < bytes.count, bytes[end] != UInt8(ascii: ")") { end += 1 }
          end = min(end + 1, bytes.count)
        }
        var previous = index - 1
        while previous >= 0, bytes[previous] == UInt8(ascii: " ") || bytes[previous] == UInt8(ascii: "\n") {
          previous -= 1
        }
        let afterAttribute = found.last.map { $0.upperBound == previous + 1 } ?? false
        if afterAttribute || (previous >= 0 && Array(":(,=>[<".utf8).contains(bytes[previous])) {
          found.append(index..<end)
        }
        index = end
      } else {
        index += 1
      }
    }
    return found
  }

  /// The module named after an `import` keyword that ends at `end`.
  func importedModule(after end: Int) -> String? {
    var start = end
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
    return start > end ? word(at: start) : nil
  }

  /// The call of `name` at `start`, when a parenthesis follows the name.
  func call(_ name: String, at start: Int) -> Call? {
    var open = start + name.utf8.count
    while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
    guard open < bytes.count, bytes[open] == UInt8(ascii: "(") else { return nil }
    var arguments: [(String, String)] = []
    var depth = 0
    var index = open
    var argumentStart = open + 1
    func addArgument(_ end: Int) {
      let text = String(decoding: bytes[argumentStart..<end], as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      guard !text.isEmpty else { return }
      let labelEnd = text.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
      let rest = text[labelEnd...].drop { $0 == " " }
      if labelEnd > text.startIndex, rest.hasPrefix(":"), !rest.hasPrefix("::") {
        arguments.append(
          (String(text[..<labelEnd]), String(rest.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)))
      } else {
        arguments.append(("", text))
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      if let end = endOfTrivia(at: index) {
        index = end
        continue
      }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 {
          addArgument(index)
          index += 1
          break
        }
      } else if byte == UInt8(ascii: ","), depth == 1 {
        addArgument(index)
        argumentStart = index + 1
      }
      index += 1
    }
    var receiver: String?
    var callStart = start
    if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
      let receiverStart = self.receiverStart(before: start - 1)
      if receiverStart < start - 1 {
        receiver = String(decoding: bytes[receiverStart..<(start - 1)], as: UTF8.self)
        callStart = receiverStart
      }
    }
    return Call(name: name, range: callStart..<index, receiver: receiver, arguments: arguments)
  }

  /// Where the receiver that ends at the `.` at `dot` starts: identifiers, member accesses,
  /// calls and subscripts, and optional chaining.
  func receiverStart(before dot: Int) -> Int {
    var dot = dot
    var start = dot
    while true {
      var previous = dot - 1
      if previous >= 0, bytes[previous] == UInt8(ascii: "?") || bytes[previous] == UInt8(ascii: "!") { previous -= 1 }
      while previous >= 0, bytes[previous] == UInt8(ascii: ")") || bytes[previous] == UInt8(ascii: "]") {
        var depth = 0
        repeat {
          if bytes[previous] == UInt8(ascii: ")") || bytes[previous] == UInt8(ascii: "]") { depth += 1 }
          if bytes[previous] == UInt8(ascii: "(") || bytes[previous] == UInt8(ascii: "[") { depth -= 1 }
          previous -= 1
        } while previous >= 0 && depth > 0
      }
      var identifier = previous
      while identifier >= 0, isIdentifierByte(bytes[identifier]) { identifier -= 1 }
      guard identifier < previous else { break }
      start = identifier + 1
      guard identifier >= 0, bytes[identifier] == UInt8(ascii: ".") else { break }
      dot = identifier
    }
    return start
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

  /// The offset after the comment or string literal that starts at `index`, or nil when none
  /// does: what every scan of the lexer steps over whole. A line comment ends before its newline.
  func endOfTrivia(at index: Int) -> Int? {
    let byte = bytes[index]
    if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
      var end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      return end
    }
    if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
      return skipBlockComment(from: index)
    }
    if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart(index)) {
      return skipString(from: index)
    }
    return nil
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
