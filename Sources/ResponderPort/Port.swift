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
public enum SourcePorter {
  /// A bad command line or a file that cannot be read or written: one line for standard error.
  public struct UsageError: Error {
    /// What is wrong, naming the argument or the file.
    public let message: String
  }

  /// What could not be ported, at a line of the file.
  struct Note: Equatable {
    /// The 1-based line.
    var line: Int
    /// What to do by hand.
    var message: String
  }

  /// The rewritten file and the notes, and what porting the file learnt that the other files
  /// ported with it need.
  struct Result {
    var text: String
    var notes: [Note]
    var context = Context()
    /// The `#if` and `#elseif` conditions made true on Linux, each with its line and its text
    /// as written (`#if os(iOS)`): said on standard error, but not work left by hand.
    var activated: [Note] = []
    /// The app's entry-point attributes removed, each with its line and the attribute
    /// (`@main`): said on standard error, but not work left by hand.
    var removed: [Note] = []
    /// The rewrites that change what code does rather than how it is spelled, each with its line
    /// and why: said on standard error, but not work left by hand.
    var rewritten: [Note] = []
  }

  /// What the files ported together (a folder) tell each other.
  struct Context {
    /// The Objective-C names of the actions sent by name (`Selector("save:")` in the output),
    /// which the responders that have `@objc` methods of those names register.
    var sentActions: Set<String> = []
    /// The optional requirements of the `@objc` protocols, which callers call without `?`.
    var optionalRequirements: Set<String> = []
    /// The classes the files declare: an override in an extension of one of them, in another
    /// file, moves into the class's body in its own file.
    var declaredClasses: Set<String> = []
    /// The overrides moved out of extensions in other files, as ported text, by the name of the
    /// class whose body receives them.
    var movedOverrides: [String: [String]] = [:]

    mutating func formUnion(_ other: Context) {
      sentActions.formUnion(other.sentActions)
      optionalRequirements.formUnion(other.optionalRequirements)
      declaredClasses.formUnion(other.declaredClasses)
      movedOverrides.merge(other.movedOverrides) { $0 + $1 }
    }
  }

  /// Runs `responder port` with its arguments (after the subcommand); throws ``UsageError`` for a
  /// bad command line, and returns the exit status otherwise.
  public static func run(
    _ arguments: ArraySlice<String>, standardOutput: (String) -> Void, standardError: (String) -> Void
  ) throws -> Int32 {
    var paths: [String] = []
    var inPlace = false
    var check = false
    var output: String?
    var root: String?
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument == "--in-place" {
        inPlace = true
      } else if argument == "--check" {
        check = true
      } else if argument == "--output" || argument == "--root" {
        guard let value = rest.popFirst(), !value.hasPrefix("-") else {
          throw SourcePorter.UsageError(message: "\(argument) expects a folder")
        }
        if argument == "--output" { output = value } else { root = value }
      } else if argument.hasPrefix("-") {
        throw SourcePorter.UsageError(message: "unknown option \(argument)")
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else { throw SourcePorter.UsageError(message: "port expects a Swift file or a folder") }
    if inPlace && check { throw SourcePorter.UsageError(message: "--in-place and --check exclude each other") }
    if output != nil && (inPlace || check) {
      throw SourcePorter.UsageError(message: "--output excludes --in-place and --check")
    }
    if root != nil && output == nil { throw SourcePorter.UsageError(message: "--root needs --output") }
    var files: [String] = []
    var folder = paths.count > 1 || output != nil
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw SourcePorter.UsageError(message: "cannot read \(path)")
      }
      if isDirectory.boolValue {
        folder = true
        files += swiftFiles(in: path)
      } else {
        files.append(path)
      }
    }
    // The output folder may be inside a folder ported: what port wrote there is not ported again.
    if let output { files.removeAll { isInside($0, folder: output) } }
    let destinations = try output.map { try outputPaths(of: files, given: paths, root: root, in: $0) } ?? [:]
    var sources: [(file: String, source: String, ast: [String: Any])] = []
    var status: Int32 = 0
    for file in files {
      // A file that cannot be read is reported and skipped: the others still port. With
      // --output it is written as it is, so that the build finds every file it expects.
      guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8)
      else {
        standardError("\(file): not ported: cannot read it as UTF-8 text\n")
        status = 1
        if let destination = destinations[file] {
          try write(FileManager.default.contents(atPath: file) ?? Data(), to: destination)
        }
        continue
      }
      do {
        sources.append((file, source, try parse(file, source: source)))
      } catch let error as UnreadableFile {
        standardError("\(file): not ported: \(error.reason)\n")
        status = 1
        if let destination = destinations[file] { try write(Data(source.utf8), to: destination) }
      }
    }
    // Two passes: the first learns which actions are sent by name, which requirements are
    // optional and which classes are declared in any file, the second ports each file knowing
    // them. The files that declare a class whose overrides another file's extension gives up
    // are ported again, receiving them.
    var context = Context()
    for file in sources where sources.count > 1 { context.formUnion(port(file.source, ast: file.ast).context) }
    var results = sources.map { port($0.source, ast: $0.ast, context: context) }
    let moved = results.reduce(into: [String: [String]]()) { moved, result in
      moved.merge(result.context.movedOverrides) { $0 + $1 }
    }
    if !moved.isEmpty {
      var receiving = context
      receiving.movedOverrides = moved
      for (index, file) in sources.enumerated()
      where !results[index].context.declaredClasses.isDisjoint(with: moved.keys) {
        results[index] = port(file.source, ast: file.ast, context: receiving)
      }
    }
    for (file, result) in zip(sources, results) {
      if let destination = destinations[file.file] {
        try write(Data(result.text.utf8), to: destination)
      } else if inPlace {
        if result.text != file.source {
          do {
            try result.text.write(toFile: file.file, atomically: true, encoding: .utf8)
          } catch {
            throw SourcePorter.UsageError(message: "cannot write \(file.file)")
          }
        }
      } else if check || folder {
        if result.text != file.source {
          standardOutput(unifiedDiff(from: file.source, to: result.text, path: file.file))
          if check { status = 1 }
        }
      } else {
        standardOutput(result.text)
      }
      let lines =
        result.activated.map { ($0.line, "\(file.file):\($0.line): made active on Linux: \($0.message)\n") }
        + result.removed.map {
          (
            $0.line,
            "\(file.file):\($0.line): removed \($0.message): the app's entry point is the test harness on Linux\n"
          )
        }
        + result.rewritten.map { ($0.line, "\(file.file):\($0.line): rewritten: \($0.message)\n") }
        + result.notes.map { ($0.line, "\(file.file):\($0.line): by hand: \($0.message)\n") }
      for line in lines.enumerated().sorted(by: { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }) {
        standardError(line.element.1)
      }
      // A note is a reason the ported code would not compile: in every mode, the port failed.
      if !result.notes.isEmpty { status = 1 }
    }
    return status
  }

  // MARK: --output

  /// Where `--output folder` writes each of `files`: `folder/<name>`, the name being the file's
  /// path relative to `root` (by default the folder that holds all of `given`, the paths on the
  /// command line) with each `/` turned to `_`, so that files of the same name in different
  /// folders stay apart in the one flat folder a build-tool plugin compiles.
  static func outputPaths(of files: [String], given: [String], root: String?, in folder: String) throws -> [String:
    String]
  {
    let base: [String]
    if let root {
      base = components(root)
    } else {
      // A folder given is its own parent; a file's is the folder it is in.
      let parents = given.map { path -> [String] in
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? components(path) : Array(components(path).dropLast())
      }
      base = parents.dropFirst().reduce(parents.first ?? []) { common, parent in
        Array(zip(common, parent).prefix { $0 == $1 }.map(\.0))
      }
    }
    var destinations: [String: String] = [:]
    var sources: [String: String] = [:]
    for file in files {
      let path = components(file)
      guard path.count > base.count, Array(path.prefix(base.count)) == base else {
        throw SourcePorter.UsageError(message: "\(file) is not inside the root \(root ?? "/")")
      }
      let name = path.dropFirst(base.count).joined(separator: "_")
      if let other = sources[name] {
        throw SourcePorter.UsageError(message: "\(other) and \(file) would both be written to \(name)")
      }
      sources[name] = file
      destinations[file] = (folder as NSString).appendingPathComponent(name)
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw SourcePorter.UsageError(message: "cannot create \(folder)")
    }
    return destinations
  }

  /// The components of `path` made absolute and standardized (`.` and `..` resolved), so that
  /// paths given differently compare equal.
  static func components(_ path: String) -> [String] {
    URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
  }

  /// Whether `file` is inside `folder`.
  static func isInside(_ file: String, folder: String) -> Bool {
    let (path, base) = (components(file), components(folder))
    return path.count > base.count && Array(path.prefix(base.count)) == base
  }

  /// Writes `data` to `path` (for `--output`).
  static func write(_ data: Data, to path: String) throws {
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw SourcePorter.UsageError(message: "cannot write \(path)")
    }
  }

  /// The `.swift` files under `directory`, at any depth, in path order.
  static func swiftFiles(in directory: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        files.append((directory as NSString).appendingPathComponent(relative))
      }
    }
    return files.sorted()
  }

  /// The difference between two texts as a unified diff (`diff -u`), three lines of context.
  static func unifiedDiff(from old: String, to new: String, path: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The longest common subsequence, by suffix lengths.
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    // The script: " " kept, "-" removed, "+" added, with each line's numbers in both texts.
    var script: [(mark: Character, text: String, old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        script.append((" ", a[i], i, j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        script.append(("-", a[i], i, j))
        i += 1
      } else {
        script.append(("+", b[j], i, j))
        j += 1
      }
    }
    let changed = script.indices.filter { script[$0].mark != " " }
    guard !changed.isEmpty else { return "" }
    var output = "--- \(path)\n+++ \(path) (ported)\n"
    var hunkStart = 0
    while hunkStart < changed.count {
      var hunkEnd = hunkStart
      while hunkEnd + 1 < changed.count, changed[hunkEnd + 1] - changed[hunkEnd] <= 6 { hunkEnd += 1 }
      let first = max(0, changed[hunkStart] - 3)
      let last = min(script.count - 1, changed[hunkEnd] + 3)
      let lines = script[first...last]
      let oldCount = lines.filter { $0.mark != "+" }.count
      let newCount = lines.filter { $0.mark != "-" }.count
      output += "@@ -\(script[first].old + (oldCount == 0 ? 0 : 1)),\(oldCount) "
      output += "+\(script[first].new + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
      for line in lines { output += "\(line.mark)\(line.text)\n" }
      hunkStart = hunkEnd + 1
    }
    return output
  }

  // MARK: The parser

  /// The Swift compiler that reads the files: the one `RESPONDER_SWIFTC` names (for a build
  /// that knows its toolchain, such as a build-tool plugin, whose `PATH` may not), else `swiftc`
  /// on `PATH`, which `swift` runs too, else the toolchain's own: beside the running executable,
  /// or in the `bin` folder above the Swift runtime it loaded. Nil when none is found; an error
  /// when `RESPONDER_SWIFTC` names no executable, rather than another compiler used silently.
  static func compilerPath(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String? {
    if let named = environment["RESPONDER_SWIFTC"], !named.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: named) else {
        throw SourcePorter.UsageError(
          message: "RESPONDER_SWIFTC is \(named), which is not an executable: set it to the path of swiftc")
      }
      return named
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(directory)/swiftc"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return toolchainCompiler()
  }

  /// The `swiftc` of the toolchain the running executable comes from: beside it, or in a `bin`
  /// folder above the Swift runtime library it loaded (`usr/lib/swift/linux/libswiftCore.so`
  /// belongs to `usr/bin/swiftc`). Nil when the runtime is linked statically or is the system's.
  static func toolchainCompiler() -> String? {
    var candidates: [URL] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(
        executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swiftc"))
    }
    // The libraries the process mapped, on Linux: the runtime's path is on its line. The file
    // says its size is 0: it is read to its end.
    if let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
      let maps = String(data: handle.readDataToEndOfFile(), encoding: .utf8),
      let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
      let slash = line.firstIndex(of: "/")
    {
      var directory = URL(fileURLWithPath: String(line[slash...])).deletingLastPathComponent()
      for _ in 0..<4 {
        directory.deleteLastPathComponent()
        candidates.append(directory.appendingPathComponent("bin/swiftc"))
      }
    }
    return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The syntax tree of `source` (the text of `file`), as `swiftc -dump-parse` prints it in JSON.
  ///
  /// The parser is given a copy of the text with the compiler directives (`#if`, `#else`, …)
  /// blanked out, same offsets: the toolchain's dump leaves out the declarations and statements
  /// inside `#if` blocks, and the port rewrites every clause's code, as each may be the one
  /// compiled. When the dump is not JSON — the toolchain never closes the object of an attributed
  /// type such as `@escaping () -> Void` inside a function type — the attributes in type position,
  /// which the port does not read, are blanked out too.
  static func parse(_ file: String, source: String) throws -> [String: Any] {
    let bytes = Array(source.utf8)
    let withoutDirectives = blanking(Lexer(bytes: bytes).directives().map(\.range), in: bytes)
    if let tree = try dump(withoutDirectives, named: file) { return tree }
    let withoutTypeAttributes = blanking(
      Lexer(bytes: withoutDirectives).typeAttributes(), in: withoutDirectives)
    if let tree = try dump(withoutTypeAttributes, named: file) { return tree }
    throw UnreadableFile(reason: "it does not parse as Swift (see swiftc -parse \(file))")
  }

  /// `bytes` with the bytes in `ranges` turned to spaces (newlines kept), so that every offset
  /// stays where it was.
  static func blanking(_ ranges: [Range<Int>], in bytes: [UInt8]) -> [UInt8] {
    var output = bytes
    for range in ranges {
      for index in range where output[index] != UInt8(ascii: "\n") { output[index] = UInt8(ascii: " ") }
    }
    return output
  }

  /// The parser's JSON of `text`, written to a temporary file named as `file`; nil when the
  /// output is not JSON.
  static func dump(_ text: [UInt8], named file: String) throws -> [String: Any]? {
    guard let compiler = try compilerPath() else {
      throw SourcePorter.UsageError(
        message:
          "port needs swiftc, the Swift compiler: it reads the file with swiftc -dump-parse; set RESPONDER_SWIFTC to its path, or put the toolchain's usr/bin on PATH"
      )
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("responder-port-\(UUID().uuidString)")
    let copy = directory.appendingPathComponent((file as NSString).lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(text).write(to: copy)
    } catch {
      throw UnreadableFile(reason: "cannot write a copy of it to \(directory.path) for the parser")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments = ["-dump-parse", "-Xfrontend", "-dump-ast-format", "-Xfrontend", "json", copy.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw SourcePorter.UsageError(message: "cannot run \(compiler)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  /// Why a file of those given could not be ported; the other files still are.
  struct UnreadableFile: Error {
    var reason: String
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

  /// An edit of the source: `text` replaces `range`. An empty text removes the range with the
  /// spaces after it (and its line, when nothing else is on it) unless the edit is `exact`.
  struct Edit {
    var range: Range<Int>
    var text: String
    var exact = false
    /// Whether the edit replaces a whole construct, so that the edits inside it do not apply.
    var swallows = false
  }

  /// Applies `edits` to `bytes`, the last first, so that earlier offsets stay valid; edits at
  /// the same offset come out in the order they were made.
  static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var output = bytes
    let ordered = edits.enumerated().sorted {
      ($0.element.range.lowerBound, $0.offset) > ($1.element.range.lowerBound, $1.offset)
    }
    for edit in ordered.map(\.element) {
      var range = edit.range
      if edit.text.isEmpty && !edit.exact { range = widenToLine(range, in: output) }
      output.replaceSubrange(range, with: Array(edit.text.utf8))
    }
    return output
  }

  /// Ports `source`, whose syntax tree is `ast`, knowing what the files ported with it say.
  static func port(_ source: String, ast: [String: Any], context: Context = Context()) -> Result {
    var file = PortedFile(bytes: Array(source.utf8), ast: ast, context: context)
    file.rewrite()
    return file.result()
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
    case "responds":
      notes.append(
        Note(
          line: line,
          message:
            "responds(to:) asks the Objective-C runtime, which Linux lacks: call the method directly (an optional requirement ported to a default implementation is always there), or ask a responder method(for: Selector(\"\(name)\")) != nil"
        ))
    default:
      break
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
    return objcName(base: base, labels: labels ?? chosen?.labels ?? [])
  }

  /// The name Swift derives for a method of base name `base` and argument labels `parameters`.
  static func objcName(base: String, labels parameters: [String]) -> String {
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
