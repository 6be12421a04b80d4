import Foundation
import ResponderKit

// Exact instruction counts: `responder-bench --instructions [--quick] [--json]` runs this
// executable's single-workload mode under `valgrind --tool=cachegrind` at two unit counts and
// reports (Ir(N2) − Ir(N1)) / (N2 − N1), so that setup (building the app or the tree, making the
// points, starting the process) cancels out and only the units remain.
//
// The single-workload mode (for the runs above, and for profilers):
//   responder-bench --workload dispatch --units N [--fingers F] [--kind dispatch|tap|drag]
//   responder-bench --workload scrolldrag --units N [--rows R]
//   responder-bench --workload tabletap|tableframes|tablereload|collectiontap --units N [--rows R]
//   responder-bench --workload hittest --shape balanced --views V --points N [--pool P] [--limit]
//   responder-bench --workload transitionframe|transitionpush --units N [--timing]
// A dispatch unit is a touch event (sequences of began, 10 moves, ended); a hit-test unit is one
// hit test, over a pool of P points (default 100000) taken in order and repeated.

/// The value after `name` in the arguments, if any.
@MainActor
func argumentValue(_ name: String) -> String? {
  guard let index = arguments.firstIndex(of: name), arguments.indices.contains(index + 1) else { return nil }
  return arguments[index + 1]
}

/// An integer argument (underscores and commas allowed: `1_000_000`), or `fallback` when absent.
@MainActor
func integerArgument(_ name: String, _ fallback: Int? = nil) throws -> Int {
  guard let text = argumentValue(name) else {
    if let fallback { return fallback }
    throw BenchError("\(name) is required")
  }
  guard let value = Int(text.filter { $0 != "_" && $0 != "," }), value >= 0 else {
    throw BenchError("\(name) takes a non-negative integer, not '\(text)'")
  }
  return value
}

struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

func treeSpec(shape: String, views: Int) throws -> TreeSpec {
  guard views >= 2 else { throw BenchError("--views takes at least 2") }
  switch shape {
  case "balanced": return .balanced(views)
  case "flat": return .flat(views)
  case "deep": return .deep(views)
  case "mixed": return .mixed(views)
  default: throw BenchError("unknown shape '\(shape)' (balanced, flat, deep, mixed)")
  }
}

/// Builds one workload and runs exactly the requested units, then prints one line with the
/// units and a checksum (hit tests: the sum of the answering views' indices, as in the timed
/// benchmark; the limit's equals the engine's).
@MainActor
func runWorkload(_ name: String) throws {
  switch name {
  case "dispatch":
    let units = try integerArgument("--units")
    let kindName = argumentValue("--kind") ?? "dispatch"
    guard let kind = DispatchApp.Kind(rawValue: kindName) else {
      throw BenchError("unknown --kind '\(kindName)' (dispatch, tap, drag)")
    }
    let workload = DispatchApp(fingers: try integerArgument("--fingers", 1), kind: kind)
    for index in 0..<units { workload.send(event: index) }
    print("dispatch units \(units) actions \(workload.target.actions)")
  case "hittest":
    let spec = try treeSpec(shape: argumentValue("--shape") ?? "balanced", views: try integerArgument("--views"))
    let units = try integerArgument("--points")
    let pool = XorShift32.points(max(try integerArgument("--pool", 100_000), 1))
    var sum = 0
    if arguments.contains("--limit") {
      let limit = LimitTree(spec)
      forEachPoint(pool, units) { x, y in sum &+= limit.hitTest(x, y) }
    } else {
      let root = engineTree(spec)[0]
      forEachPoint(pool, units) { x, y in sum &+= root.hitTest(CGPoint(x: x, y: y), with: nil)?.tag ?? -1 }
    }
    print("hittest units \(units) checksum \(sum)")
  case "scrollframes", "scrollhit", "scrolldrag":
    try runScrollWorkload(name)
  case "hovermove", "touchmove":
    try runPointerWorkload(name)
  case "tabletap", "tableframes", "tablereload", "collectiontap":
    try runTableWorkload(name)
  case "layoutsolve", "layoutconstant", "layoutclean":
    try runLayoutWorkload(name)
  case "transitionframe", "transitionpush":
    try runTransitionWorkload(name)
  default:
    throw BenchError(
      "unknown workload '\(name)' (dispatch, hittest, scrollframes, scrollhit, scrolldrag, hovermove, touchmove, "
        + "tabletap, tableframes, tablereload, collectiontap, layoutsolve, layoutconstant, layoutclean, "
        + "transitionframe, transitionpush)")
  }
}

/// Calls `body` for `count` points, taking the pool in order and starting again at its end.
@inline(__always)
func forEachPoint(_ pool: [(Double, Double)], _ count: Int, _ body: (Double, Double) -> Void) {
  var left = count
  while left > 0 {
    for (x, y) in pool.prefix(left) { body(x, y) }
    left -= min(left, pool.count)
  }
}

/// One workload measured at two unit counts.
struct InstructionMeasurement {
  var arguments: [String]
  var small: Int
  var large: Int
  var unitArgument: String
}

struct InstructionRun {
  var instructions: Int
  var output: String
}

/// The executable that is running (for the child runs under valgrind).
func selfExecutable() -> String {
  if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
  return CommandLine.arguments[0]
}

/// `valgrind` on the PATH, or nil.
func findValgrind() -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/valgrind"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// The total instructions ("I refs:" or "I   refs:", with thousands separators) in a
/// cachegrind summary.
func parseInstructionRefs(_ log: String) -> Int? {
  for line in log.split(separator: "\n") {
    // "==1234== I   refs:      1,234,567"
    var text = Substring(line)
    if text.hasPrefix("=="), let end = text.dropFirst(2).range(of: "==") { text = text[end.upperBound...] }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 3, words[0] == "I", words[1] == "refs:" else { continue }
    let digits = words[2].filter { $0 != "," && $0 != "." && $0 != "'" && $0 != "_" }
    if let value = Int(digits) { return value }
  }
  return nil
}

/// Starts the executable's workload mode under cachegrind; `wait` collects the result.
final class ValgrindChild {
  let process = Process()
  let log: String
  let out: String
  let description: String

  init(valgrind: String, arguments: [String]) throws {
    let directory = FileManager.default.temporaryDirectory.path
    let name = "responder-bench-\(getpid())-\(UUID().uuidString)"
    log = "\(directory)/\(name).log"
    out = "\(directory)/\(name).out"
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    description = arguments.joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", "--log-file=\(log)", selfExecutable()]
      + arguments
    var environment = ProcessInfo.processInfo.environment
    // Sets and dictionaries hash with a per-process seed otherwise; fixed, runs repeat exactly.
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    process.standardOutput = FileHandle(forWritingAtPath: out)
    try process.run()
  }

  func wait() throws -> InstructionRun {
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(atPath: log)
      try? FileManager.default.removeItem(atPath: out)
    }
    let logText = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    guard process.terminationStatus == 0 else {
      throw BenchError("valgrind run failed (status \(process.terminationStatus)): \(description)\n\(logText)")
    }
    guard let instructions = parseInstructionRefs(logText) else {
      throw BenchError("no 'I refs:' in cachegrind's summary: \(description)\n\(logText)")
    }
    return InstructionRun(instructions: instructions, output: output.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

struct InstructionFigure {
  var perUnit: Double
  var small: InstructionRun
  var large: InstructionRun
}

/// Runs a measurement's two unit counts side by side (two cores; instruction counts do not
/// depend on scheduling) and returns the instructions per unit.
func measureInstructions(_ measurement: InstructionMeasurement, valgrind: String) throws -> InstructionFigure {
  let children = try [measurement.small, measurement.large].map { units in
    try ValgrindChild(valgrind: valgrind, arguments: measurement.arguments + [measurement.unitArgument, "\(units)"])
  }
  let small = try children[0].wait()
  let large = try children[1].wait()
  let perUnit = Double(large.instructions - small.instructions) / Double(measurement.large - measurement.small)
  return InstructionFigure(perUnit: perUnit, small: small, large: large)
}

/// Points in the pool of every hit-test measurement: the difference of 2 × pool and 1 × pool
/// hit tests is exactly one pass over these points, after a first pass has warmed any caches.
let instructionPool = 100_000
/// Touch events before and after: 100 and 300 sequences of 12.
let dispatchUnits = (small: 1200, large: 3600)

struct HitTestInstructions {
  var views: Int
  var engine: InstructionFigure
  var limit: InstructionFigure
  var ratio: Double { engine.perUnit / limit.perUnit }
}

func hitTestMeasurement(views: Int, limit: Bool) -> InstructionMeasurement {
  InstructionMeasurement(
    arguments: ["--workload", "hittest", "--shape", "balanced", "--views", "\(views)", "--pool", "\(instructionPool)"]
      + (limit ? ["--limit"] : []),
    small: instructionPool, large: 2 * instructionPool, unitArgument: "--points")
}

let dispatchMeasurement = InstructionMeasurement(
  arguments: ["--workload", "dispatch", "--fingers", "1"], small: dispatchUnits.small, large: dispatchUnits.large,
  unitArgument: "--units")

/// The workloads that do what apps do, each per touch event: a tap that recognizes, a drag
/// whose pan sends an action per move, a scroll view dragged and released.
let appMeasurements: [(String, InstructionMeasurement)] = [
  (
    "tap that recognizes",
    InstructionMeasurement(
      arguments: ["--workload", "dispatch", "--fingers", "1", "--kind", "tap"], small: dispatchUnits.small,
      large: dispatchUnits.large, unitArgument: "--units")
  ),
  (
    "drag, the pan's action per move",
    InstructionMeasurement(
      arguments: ["--workload", "dispatch", "--fingers", "1", "--kind", "drag"], small: dispatchUnits.small,
      large: dispatchUnits.large, unitArgument: "--units")
  ),
  (
    "scroll view dragged and released",
    InstructionMeasurement(
      arguments: ["--workload", "scrolldrag", "--rows", "1000"], small: dispatchUnits.small,
      large: dispatchUnits.large, unitArgument: "--units")
  ),
]

func formatted(_ value: Double, decimals: Int = 1) -> String {
  String(format: "%.\(decimals)f", value)
}

/// `--instructions`: dispatch and the balanced hit tests under cachegrind, and one measurement
/// repeated to show the figure is exact.
@MainActor
func instructionsMode() throws -> Int32 {
  guard let valgrind = findValgrind() else {
    FileHandle.standardError.write(
      Data(
        ("responder-bench: --instructions needs valgrind (its cachegrind tool) on the PATH; "
          + "install it (Debian: apt-get install valgrind) and run again\n").utf8))
    return 2
  }
  let started = Date()
  let sizes = quick ? [100, 1000, 10_000] : [100, 1000, 10_000, 100_000, 1_000_000]
  let dispatch = try measureInstructions(dispatchMeasurement, valgrind: valgrind)
  var apps: [(String, Double)] = []
  for (name, measurement) in appMeasurements {
    apps.append((name, try measureInstructions(measurement, valgrind: valgrind).perUnit))
  }
  var hitTests: [HitTestInstructions] = []
  var problems: [String] = []
  for views in sizes {
    let engine = try measureInstructions(hitTestMeasurement(views: views, limit: false), valgrind: valgrind)
    let limit = try measureInstructions(hitTestMeasurement(views: views, limit: true), valgrind: valgrind)
    if engine.large.output != limit.large.output {
      problems.append("balanced \(views): engine '\(engine.large.output)' ≠ limit '\(limit.large.output)'")
    }
    hitTests.append(HitTestInstructions(views: views, engine: engine, limit: limit))
  }
  let scroll =
    try scrollInstructions(valgrind: valgrind) + tableInstructions(valgrind: valgrind)
    + pointerInstructions(valgrind: valgrind) + layoutInstructions(valgrind: valgrind)
    + transitionInstructions(valgrind: valgrind)
  // Repeatability: the same measurements again, in new processes.
  let dispatchAgain = try measureInstructions(dispatchMeasurement, valgrind: valgrind)
  let repeatViews = 10_000
  let hitTestAgain = try measureInstructions(hitTestMeasurement(views: repeatViews, limit: false), valgrind: valgrind)
  let repeats: [(String, Double, Double)] = [
    ("dispatch", dispatch.perUnit, dispatchAgain.perUnit),
    (
      "hit test balanced \(repeatViews)", hitTests.first { $0.views == repeatViews }?.engine.perUnit ?? 0,
      hitTestAgain.perUnit
    ),
  ]
  func difference(_ first: Double, _ second: Double) -> Double { abs(second - first) / max(first, 1) * 100 }
  let seconds = Date().timeIntervalSince(started)

  if json {
    var items: [String] = [
      #"{"workload":"dispatch","fingers":1,"instructionsPerEvent":\#(formatted(dispatch.perUnit)),"events":[\#(dispatchUnits.small),\#(dispatchUnits.large)]}"#
    ]
    for (name, figure) in apps {
      items.append(
        #"{"workload":\#(String(reflecting: name)),"fingers":1,"instructionsPerEvent":\#(formatted(figure)),"events":[\#(dispatchUnits.small),\#(dispatchUnits.large)]}"#
      )
    }
    for h in hitTests {
      items.append(
        #"{"workload":"hitTest","shape":"balanced","views":\#(h.views),"engineInstructions":\#(formatted(h.engine.perUnit)),"limitInstructions":\#(formatted(h.limit.perUnit)),"ratio":\#(formatted(h.ratio, decimals: 3)),"points":[\#(instructionPool),\#(2 * instructionPool)]}"#
      )
    }
    for (name, figure) in scroll {
      items.append(#"{"workload":\#(String(reflecting: name)),"instructions":\#(formatted(figure))}"#)
    }
    let repeatItems = repeats.map { name, first, second in
      #"{"measurement":"\#(name)","first":\#(formatted(first, decimals: 3)),"second":\#(formatted(second, decimals: 3)),"differencePercent":\#(formatted(difference(first, second), decimals: 5))}"#
    }
    print(
      #"{"instructions":[\#(items.joined(separator: ","))],"repeatability":[\#(repeatItems.joined(separator: ","))],"seconds":\#(formatted(seconds))}"#
    )
  } else {
    print("instructions (valgrind --tool=cachegrind): (Ir(N2) − Ir(N1)) / (N2 − N1) per unit")
    print(
      "dispatch: \(formatted(dispatch.perUnit)) instructions per touch event (1 finger, 500 views; "
        + "\(dispatchUnits.small) and \(dispatchUnits.large) events)")
    for (name, figure) in apps { print("\(name): \(formatted(figure)) instructions per touch event") }
    print("hit test   views   engine Ir    limit Ir    ratio   (\(instructionPool) and \(2 * instructionPool) points)")
    for h in hitTests {
      print(
        String(
          format: "balanced %7ld %11.1f %11.1f %8.3f", h.views, h.engine.perUnit, h.limit.perUnit, h.ratio))
    }
    for (name, figure) in scroll { print("\(name): \(formatted(figure)) instructions") }
    for (name, first, second) in repeats {
      print(
        "repeat: \(name): \(formatted(first, decimals: 3)) then \(formatted(second, decimals: 3)) "
          + "(\(formatted(difference(first, second), decimals: 5))% apart)")
    }
    print(String(format: "valgrind runs took %.0f s", seconds))
  }
  if !problems.isEmpty {
    FileHandle.standardError.write(Data((problems.joined(separator: "\n") + "\n").utf8))
    return 1
  }
  return 0
}
