import Foundation
import ResponderPort

/// The `responder` command: its subcommands, their usage, options and exit statuses.
///
/// The executable only hands it the arguments and the two output streams, so that tests can
/// run every subcommand as a user would and check what it prints and how it exits.
@MainActor
public enum ResponderCommand {
  /// The version the command reports (`responder --version`).
  public static let version = "0.2.0"

  /// What a run of the command wrote and how it ended.
  public struct Outcome: Sendable {
    /// 0 the scenario ran; 1 lint found an error, or port left work to do by hand; 2 the file or
    /// the command line is bad.
    public var status: Int32
  }

  /// Each subcommand's usage, shown by `responder SUBCOMMAND --help` and in `responder --help`.
  public static let subcommandUsage: [(name: String, usage: String)] = [
    (
      "run",
      """
      responder run FILE [--time] [--format text|jsonl] [--only CATEGORIES]
        Plays a scenario file and prints its trace, one line per call.
        --time          prefix each line with [t], the virtual time with three decimals
        --format jsonl  one JSON object per line instead of text
        --only LIST     keep only these categories (comma-separated): \(categoryList)
      """
    ),
    (
      "explain",
      """
      responder explain FILE --at X,Y [--window ID] [--t T] [--format text|json]
        Why a touch at X,Y (screen points) goes where it goes: every view the hit test asked,
        with its verdict and reason, the views under the point it never reached, the winner's
        responder chain and the recognizers that would get the touch.
        --window ID   only this window
        --t T         after the file's input up to time T has run
      """
    ),
    (
      "why",
      """
      responder why FILE [--object ID] [--format text|json]
        What each recognizer and control did in each touch sequence, and why, from the
        engine's own decisions, with the latency a recognizer added to the view's touchesEnded;
        whether each touch on a list's row selected it, and why not.
        --object ID   only this recognizer, control, context menu (VIEW.contextMenu), list,
                      or row (LIST.row[S,R], LIST.item[S,I])
      """
    ),
    (
      "timeline",
      """
      responder timeline FILE --out FILE.html | --format text
        Draws the run on a time axis as one self-contained HTML page (inline SVG, no network):
        a lane per touch (its phases, the view it hit) and per recognizer, control, context
        menu and row (each change of state with the engine's decision and its rule), holds of
        delivery (a scroll view's delay, delaysTouchesBegan and delaysTouchesEnded, a failure
        requirement), cancellations and actions. Pointing at an item shows its trace lines.
        --format text  print the same lanes and items as text instead, one a line
      """
    ),
    (
      "lint",
      """
      responder lint FILE [--format text|json]
        Views no finger can reach (sampled with the real hit test), recognizers that get no
        touches, small targets, failure-requirement cycles and responder loops.
        Exits 1 when it finds an error.
      """
    ),
    (
      "render",
      """
      responder render FILE --out FILE.svg [--at X,Y]...
        Draws the app as SVG: transforms, non-interactive views hatched, hidden ones dashed,
        the hit-test path of each --at point in its own colour, scroll views clipped with
        their content size, lint's findings and badges of recognizers and actions; a legend
        below lists the touches, the findings and the views outside the picture.
      """
    ),
    (
      "port",
      """
      responder port FILE.swift|DIR... [--in-place | --check | --output DIR [--root ROOT]]
        Rewrites UIKit code written for iOS to compile against ResponderKit's UIKit module on
        Linux: removes @objc, @objcMembers and @IBOutlet; turns #selector into a method reference
        where an action is added and into Selector("name:") where it is compared or sent, or
        names a method of UIKit's own (endEditing:, resignFirstResponder, copy:, ...), and
        registers the @objc methods of the actions sent by name in the responder's method(for:);
        moves overrides out of extensions into the class; gives @objc protocols AnyObject and
        their optional requirements defaults, and drops the ? of their calls; takes the block
        forms of selector timers, perform(_:with:afterDelay:) and its cancelling, and
        notification observers. A file's result is printed; a folder (every .swift file below
        it, ported together) prints a unified diff. Lists on standard error, by line, what must
        be done by hand (swizzling, responds(to:) and forwardingTarget(for:) proxies, ...) and
        exits 1 when there is any. Removes @main and @UIApplicationMain from the app delegate
        (the tests are the entry point on Linux), saying so on standard error.
        Needs swiftc (it reads the files with swiftc -dump-parse): RESPONDER_SWIFTC if set, else
        swiftc on PATH, else the toolchain's that the responder executable runs on.
        --in-place   rewrite the files instead of printing them
        --check      print the unified diff of what would change; exit 1 if anything would change
                     or anything is left by hand (0 otherwise): for CI
        --output DIR port the files together and write each one's result, changed or not, to
                     DIR/NAME, NAME being its path below ROOT with / turned to _
                     (Screens/List.swift is Screens_List.swift); a file that cannot be ported is
                     written as it is. For a build-tool plugin. Exits 1 as without it.
        --root ROOT  the folder the names start from (by default the one holding all the inputs)
      """
    ),
  ]

  static let categoryList = TraceCategory.allCases.filter { $0 != .always }.map(\.rawValue).joined(separator: ",")

  /// The whole help text (`responder --help`).
  public static var usage: String {
    """
    responder — UIKit's touch delivery, traced.

    USAGE
      responder                 run the built-in demo: the seed A–F hit-test experiment
      responder --help          show this help; responder SUBCOMMAND --help shows one
      responder --version       show the version

    \(subcommandUsage.map { "  " + $0.usage.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n\n"))

    EXIT STATUS
      0 the scenario ran; 1 lint found an error, or port left work to do by hand; 2 the file or the
      command line is bad (one line on standard error)
    """
  }

  struct UsageError: Error {
    let message: String
  }

  /// Runs the command with `arguments` (without the program name), writing standard output
  /// and standard error through the two closures.
  public static func main(
    _ arguments: [String], standardOutput: @escaping (String) -> Void, standardError: (String) -> Void
  ) -> Int32 {
    let subcommand = arguments.first
    let rest = ArraySlice(arguments.dropFirst())
    if let subcommand, let entry = subcommandUsage.first(where: { $0.name == subcommand }),
      rest.contains("--help") || rest.contains("-h")
    {
      standardOutput(entry.usage + "\n")
      return 0
    }
    do {
      switch subcommand {
      case nil:
        let preface = [
          "ResponderKit demo: a touch on E in A{B{D}, C{E, F}}, as in the seed article's experiment.",
          "Every view logs its calls and forwards touches to `next` (run `responder --help` for more).",
        ]
        let scenario = try Scenario(data: Data(demoScenario.utf8), file: "demo")
        play(scenario, format: TraceFormat(), headings: true, preface: preface, output: standardOutput)
      case "--help", "-h", "help":
        standardOutput(usage + "\n")
      case "--version":
        standardOutput("responder \(version)\n")
      case "run":
        let (file, format) = try parseRunOptions(rest)
        play(try Scenario(contentsOf: file), format: format, headings: false, output: standardOutput)
      case "explain":
        let options = try ToolOptions(rest, allowed: ["--at", "--window", "--t", "--format"])
        guard let point = options.points.first else { throw UsageError(message: "explain needs --at X,Y") }
        let runner = ScenarioRunner(try Scenario(contentsOf: options.file))
        if let windowID = options.values["--window"], !runner.hasWindow(id: windowID) {
          throw UsageError(message: "--window: \(options.file) has no window \"\(windowID)\"")
        }
        let explanation = runner.explain(at: point, window: options.values["--window"], t: options.time)
        standardOutput((options.json ? explanation.json : explanation.text) + "\n")
      case "lint":
        let options = try ToolOptions(rest, allowed: ["--format"])
        let findings = ScenarioRunner(try Scenario(contentsOf: options.file)).lint()
        if options.json {
          standardOutput(#"{"findings":[\#(findings.map(\.json).joined(separator: ","))]}"# + "\n")
        } else {
          standardOutput((findings.isEmpty ? "no findings" : findings.map(\.text).joined(separator: "\n")) + "\n")
        }
        if findings.contains(where: { $0.severity == "error" }) { return 1 }
      case "why":
        let options = try ToolOptions(rest, allowed: ["--object", "--format"])
        let runner = ScenarioRunner(try Scenario(contentsOf: options.file))
        if let objectID = options.values["--object"] {
          try checkWhyObject(objectID, in: runner, file: options.file)
        }
        let report = runner.why(object: options.values["--object"])
        standardOutput((options.json ? report.json : report.text) + "\n")
      case "timeline":
        let options = try ToolOptions(rest, allowed: ["--out", "--format"])
        if options.json { throw UsageError(message: "timeline --format expects text") }
        let timeline = ScenarioRunner(try Scenario(contentsOf: options.file)).timeline()
        if options.values["--format"] == "text" {
          standardOutput(timeline.outline + "\n")
          return 0
        }
        guard let out = options.values["--out"] else { throw UsageError(message: "timeline needs --out FILE.html") }
        let html = timeline.html
        do {
          try html.write(toFile: out, atomically: true, encoding: .utf8)
        } catch {
          throw UsageError(message: "cannot write \(out)")
        }
        standardOutput("wrote \(out)\n")
      case "render":
        let options = try ToolOptions(rest, allowed: ["--out", "--at"])
        guard let out = options.values["--out"] else { throw UsageError(message: "render needs --out FILE.svg") }
        let svg = ScenarioRunner(try Scenario(contentsOf: options.file)).renderSVG(points: options.points)
        do {
          try svg.write(toFile: out, atomically: true, encoding: .utf8)
        } catch {
          throw UsageError(message: "cannot write \(out)")
        }
        standardOutput("wrote \(out)\n")
      case "port":
        do {
          return try SourcePorter.run(rest, standardOutput: standardOutput, standardError: standardError)
        } catch let error as SourcePorter.UsageError {
          throw UsageError(message: error.message)
        }
      case let other?:
        throw UsageError(message: "unknown command \(other)")
      }
    } catch let error as UsageError {
      let help =
        subcommandUsage.contains { $0.name == subcommand } ? "responder \(subcommand!) --help" : "responder --help"
      standardError("responder: \(error.message) (see \(help))\n")
      return 2
    } catch {
      standardError("\(error)\n")
      return 2
    }
    return 0
  }

  /// `why --object` names a recognizer or a control of the file; anything else is a usage
  /// error rather than an empty report.
  static func checkWhyObject(_ id: String, in runner: ScenarioRunner, file: String) throws {
    if runner.isListOrRow(id) { return }
    switch runner.objectKind(id: id) {
    case nil:
      throw UsageError(message: "--object: \(file) has no object \"\(id)\"")
    case "recognizer", "control", WhyReport.contextMenuKind:
      return
    case let kind?:
      throw UsageError(
        message:
          "--object: \"\(id)\" is a \(kind); why reports recognizers, controls, context menus, lists and their rows")
    }
  }

  static func parseRunOptions(_ arguments: ArraySlice<String>) throws -> (file: String, format: TraceFormat) {
    var file: String?
    var format = TraceFormat()
    var rest = arguments
    while let argument = rest.popFirst() {
      switch argument {
      case "--time": format.showsTime = true
      case "--format":
        switch rest.popFirst() {
        case "jsonl": format.jsonLines = true
        case "text": format.jsonLines = false
        default: throw UsageError(message: "--format expects text or jsonl")
        }
      case "--only":
        guard let list = rest.popFirst() else { throw UsageError(message: "--only expects a list of categories") }
        var categories: Set<TraceCategory> = []
        for name in list.split(separator: ",") {
          guard let category = TraceCategory(rawValue: String(name)), category != .always else {
            throw UsageError(message: "--only: unknown category \"\(name)\"; expected some of \(categoryList)")
          }
          categories.insert(category)
        }
        format.categories = categories
      default:
        guard !argument.hasPrefix("-") else { throw UsageError(message: "unknown option \(argument)") }
        guard file == nil else { throw UsageError(message: "unexpected argument \(argument)") }
        file = argument
      }
    }
    guard let file else { throw UsageError(message: "run expects a scenario file") }
    return (file, format)
  }

  static func play(
    _ scenario: Scenario, format: TraceFormat, headings: Bool, preface: [String] = [],
    output: @escaping (String) -> Void
  ) {
    preface.forEach { output($0 + "\n") }
    ScenarioRunner(scenario).run(
      willPerform: headings ? { output("== \($0)\n") } : nil,
      output: { line in if format.keeps(line) { output(format.render(line) + "\n") } })
  }

  /// The options of the tool commands: one file, `--at X,Y` (repeatable), `--format`, and
  /// single-valued options.
  struct ToolOptions {
    var file = ""
    var points: [CGPoint] = []
    var values: [String: String] = [:]
    var json: Bool { values["--format"] == "json" }
    var time: Double? { values["--t"].flatMap(Double.init) }

    init(_ arguments: ArraySlice<String>, allowed: Set<String>) throws {
      var rest = arguments
      var file: String?
      while let argument = rest.popFirst() {
        if argument.hasPrefix("--") {
          guard allowed.contains(argument) else { throw UsageError(message: "unknown option \(argument)") }
          guard let value = rest.popFirst() else { throw UsageError(message: "\(argument) expects a value") }
          if argument == "--at" {
            let parts = value.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2 else { throw UsageError(message: "--at expects X,Y (two numbers)") }
            points.append(CGPoint(x: parts[0], y: parts[1]))
          } else {
            if argument == "--format", value != "json", value != "text" {
              throw UsageError(message: "--format expects text or json")
            }
            if argument == "--t", Double(value) == nil { throw UsageError(message: "--t expects a time in seconds") }
            values[argument] = value
          }
        } else {
          guard file == nil else { throw UsageError(message: "unexpected argument \(argument)") }
          file = argument
        }
      }
      guard let file else { throw UsageError(message: "expects a scenario file") }
      self.file = file
    }
  }

  static let demoScenario = """
    {
      "name": "seed: touch on E in A{B{D}, C{E, F}}",
      "windows": [
        { "id": "window", "frame": [0, 0, 400, 800], "key": true,
          "rootViewController": { "id": "vc", "view": { "id": "root", "frame": [0, 0, 400, 800], "subviews": [
            { "id": "A", "frame": [20, 20, 360, 600], "subviews": [
              { "id": "B", "frame": [0, 0, 360, 200], "subviews": [ { "id": "D", "frame": [10, 10, 100, 100] } ] },
              { "id": "C", "frame": [0, 250, 360, 300], "subviews": [
                { "id": "E", "frame": [10, 10, 150, 150] },
                { "id": "F", "frame": [200, 10, 150, 150] } ] } ] } ] } } }
      ],
      "input": [
        { "t": 0.00, "touch": 1, "phase": "began", "at": [100, 350] },
        { "t": 0.08, "touch": 1, "phase": "ended", "at": [100, 350] }
      ]
    }
    """
}
