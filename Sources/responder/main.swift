import Foundation
import ResponderScenario

// The `responder` command: runs scenario files, or with no arguments the seed demo.

let usage = """
  responder — UIKit's touch delivery, traced.

  USAGE
    responder                      run the built-in demo: the seed A–F hit-test experiment
    responder run FILE [--time] [--format text|jsonl] [--only CATEGORIES]
                                   play a scenario file and print its trace
    responder explain FILE --at X,Y [--window ID] [--t T] [--format text|json]
                                   why a touch at X,Y (screen points) goes where it goes
    responder why FILE [--object ID] [--format text|json]
                                   what each recognizer and control did in each touch, and why
    responder lint FILE [--format text|json]
                                   interactive views no finger can reach, and other traps
    responder render FILE --out FILE.svg [--at X,Y]...
                                   a picture of the app, with hit-test paths
    responder --help               show this help
    responder --version            show the version

  OPTIONS
    --time          prefix each line with [t], the virtual time with three decimals
    --format jsonl  one JSON object per line instead of text
    --only LIST     keep only these categories (comma-separated): hittest, touches, tracking,
                    events, actions, gestures, responder, motion, presses

  EXIT STATUS
    0 the scenario ran; 1 lint found an error; 2 the file or the command line is bad (one line on
    standard error)
  """

let version = "0.1.0"

struct UsageError: Error {
  let message: String
}

final class Output {
  private var buffer = ""

  func line(_ text: String) {
    buffer += text
    buffer += "\n"
    if buffer.utf8.count > 1 << 16 { flush() }
  }

  func flush() {
    FileHandle.standardOutput.write(Data(buffer.utf8))
    buffer = ""
  }
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

func parseRunOptions(_ arguments: ArraySlice<String>) throws -> (file: String, format: TraceFormat) {
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
          throw UsageError(message: "--only: unknown category \"\(name)\"")
        }
        categories.insert(category)
      }
      format.categories = categories
    default:
      guard !argument.hasPrefix("-"), file == nil else { throw UsageError(message: "unexpected argument \(argument)") }
      file = argument
    }
  }
  guard let file else { throw UsageError(message: "run expects a scenario file") }
  return (file, format)
}

@MainActor
func run(_ scenario: Scenario, format: TraceFormat, headings: Bool, preface: [String] = []) {
  let output = Output()
  preface.forEach(output.line)
  ScenarioRunner(scenario).run(
    willPerform: headings ? { output.line("== \($0)") } : nil,
    output: { line in if format.keeps(line) { output.line(format.render(line)) } })
  output.flush()
}

@MainActor
func main() {
  let arguments = CommandLine.arguments.dropFirst()
  switch arguments.first {
  case nil:
    let preface = [
      "ResponderKit demo: a touch on E in A{B{D}, C{E, F}}, as in the seed article's experiment.",
      "Every view logs its calls and forwards touches to `next` (run `responder --help` for more).",
    ]
    do {
      run(
        try Scenario(data: Data(demoScenario.utf8), file: "demo"), format: TraceFormat(), headings: true,
        preface: preface)
    } catch {
      fail("\(error)")
    }
  case "--help", "-h", "help":
    print(usage)
  case "--version":
    print("responder \(version)")
  case "explain":
    do {
      let options = try ToolOptions(arguments.dropFirst(), allowed: ["--at", "--window", "--t", "--format"])
      guard let point = options.points.first else { throw UsageError(message: "explain needs --at X,Y") }
      let runner = ScenarioRunner(try Scenario(contentsOf: options.file))
      if let windowID = options.values["--window"], !runner.hasWindow(id: windowID) {
        throw UsageError(message: "--window: \(options.file) has no window \"\(windowID)\"")
      }
      let explanation = runner.explain(at: point, window: options.values["--window"], t: options.time)
      print(options.json ? explanation.json : explanation.text)
    } catch let error as UsageError {
      fail("responder: \(error.message) (see responder --help)")
    } catch {
      fail("\(error)")
    }
  case "lint":
    do {
      let options = try ToolOptions(arguments.dropFirst(), allowed: ["--format"])
      let findings = ScenarioRunner(try Scenario(contentsOf: options.file)).lint()
      if options.json {
        print(#"{"findings":[\#(findings.map(\.json).joined(separator: ","))]}"#)
      } else {
        print(findings.isEmpty ? "no findings" : findings.map(\.text).joined(separator: "\n"))
      }
      if findings.contains(where: { $0.severity == "error" }) { exit(1) }
    } catch let error as UsageError {
      fail("responder: \(error.message) (see responder --help)")
    } catch {
      fail("\(error)")
    }
  case "why":
    do {
      let options = try ToolOptions(arguments.dropFirst(), allowed: ["--object", "--format"])
      let report = ScenarioRunner(try Scenario(contentsOf: options.file)).why(object: options.values["--object"])
      print(options.json ? report.json : report.text)
    } catch let error as UsageError {
      fail("responder: \(error.message) (see responder --help)")
    } catch {
      fail("\(error)")
    }
  case "render":
    do {
      let options = try ToolOptions(arguments.dropFirst(), allowed: ["--out", "--at"])
      guard let out = options.values["--out"] else { throw UsageError(message: "render needs --out FILE.svg") }
      let svg = ScenarioRunner(try Scenario(contentsOf: options.file)).renderSVG(points: options.points)
      do {
        try svg.write(toFile: out, atomically: true, encoding: .utf8)
      } catch {
        fail("responder: cannot write \(out)")
      }
      print("wrote \(out)")
    } catch let error as UsageError {
      fail("responder: \(error.message) (see responder --help)")
    } catch {
      fail("\(error)")
    }
  case "run":
    do {
      let (file, format) = try parseRunOptions(arguments.dropFirst())
      run(try Scenario(contentsOf: file), format: format, headings: false)
    } catch let error as UsageError {
      fail("responder: \(error.message) (see responder --help)")
    } catch {
      fail("\(error)")
    }
  default:
    fail("responder: unknown command \(arguments.first!) (see responder --help)")
  }
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

let demoScenario = """
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

MainActor.assumeIsolated { main() }
