import Foundation
import Testing

@testable import ResponderKit
@testable import ResponderScenario

/// Checks the engine's guarantees on a trace (README, "Guarantees").
struct InvariantChecker {
  enum Phase { case began, moved, closed }
  let recognizers: Set<String>
  private var phases: [String: Phase] = [:]
  private(set) var violations: [String] = []
  private var lastGestureLine: [String: Int] = [:]
  private var lastReset: [String: Int] = [:]
  private var index = 0

  init(recognizers: [String]) {
    self.recognizers = Set(recognizers)
  }

  mutating func check(_ line: TraceLine) {
    index += 1
    if line.message == "error" && line.id != "input" && line.keys.first?.1 != .word("failureCycle") {
      violations.append("engine error: \(line.text)")
    }
    if recognizers.contains(line.id) {
      if line.message == "reset" { lastReset[line.id] = index } else { lastGestureLine[line.id] = index }
    }
    guard line.message.hasPrefix("touches"), case .fingers(let fingers)? = line.keys.first?.1 else { return }
    let isRecognizer = recognizers.contains(line.id)
    if !isRecognizer && Set(fingers).count != fingers.count { violations.append("one finger twice: \(line.text)") }
    for finger in fingers {
      let key = "\(line.id)#\(finger)"
      let state = phases[key]
      switch line.message {
      case "touchesBegan":
        if state != nil { violations.append("began again: \(line.text)") }
        phases[key] = .began
      case "touchesMoved":
        if state != .began && state != .moved { violations.append("moved outside a touch: \(line.text)") }
        if state == .began { phases[key] = .moved }
      default:
        if state != .began && state != .moved { violations.append("\(line.message) outside a touch: \(line.text)") }
        phases[key] = .closed
      }
    }
  }

  /// Rule 1 and 2: every touch a responder saw begin was closed; every recognizer that took
  /// part was reset after its last call.
  mutating func finish() {
    for (key, phase) in phases where phase != .closed {
      let id = String(key.split(separator: "#")[0])
      if !recognizers.contains(id) { violations.append("lost touch: \(key) never ended") }
    }
    for (id, last) in lastGestureLine where (lastReset[id] ?? 0) < last {
      violations.append("recognizer \(id) not reset after its last call")
    }
  }
}

@MainActor
@Suite("Reliability: random apps and input")
struct PropertyTests {
  /// How long the random run lasts: RESPONDERKIT_PROPERTY_SECONDS (the `--long` mode), or a
  /// fixed number of cases for `swift test`.
  static let seconds = ProcessInfo.processInfo.environment["RESPONDERKIT_PROPERTY_SECONDS"].flatMap(Double.init)
  /// RESPONDERKIT_PROPERTY_CASES lowers it for the sanitizer runs in CI, where each case costs
  /// several times more; the plain run keeps all of them.
  static let cases = ProcessInfo.processInfo.environment["RESPONDERKIT_PROPERTY_CASES"].flatMap(Int.init) ?? 2000

  /// Runs one seed; returns the violations (empty when the guarantees hold).
  static func run(seed: UInt64, nestsScrollViews: Bool = false) throws -> (violations: [String], json: Data) {
    var generator = RandomScenario(seed: seed, nestsScrollViews: nestsScrollViews)
    let object = generator.make()
    let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    let scenario = try Scenario(data: json, file: "seed-\(seed).json")
    var violations: [String] = []
    var objects: [WeakBox] = []
    do {
      let runner = ScenarioRunner(scenario)
      var checker = InvariantChecker(recognizers: generator.recognizers + generator.zoomPinches)
      runner.run { checker.check($0) }
      checker.finish()
      violations = checker.violations
      for id in generator.recognizers + generator.zoomPinches {
        if let recognizer = runner.app.context.objects[id] as? UIGestureRecognizer, recognizer.state != .possible {
          violations.append("recognizer \(id) left in state \(recognizer.state)")
        }
      }
      if runner.application.hasTouchesDown { violations.append("touches still down after the run") }
      objects = runner.app.context.objects.values.map { WeakBox(value: $0) }
    }
    // Guarantee 6: nothing of the app outlives the run.
    let alive = objects.compactMap(\.value)
    if !alive.isEmpty { violations.append("\(alive.count) objects outlived the run, such as \(type(of: alive[0]))") }
    return (violations, json)
  }

  @Test("Guarantees 1–3 and 6 hold for thousands of random apps and input streams (seeded; failures are written out)")
  func randomApps() throws {
    let start = Date()
    var seed: UInt64 = 1
    var failures: [String] = []
    while failures.count < 3 {
      if let seconds = Self.seconds {
        if Date().timeIntervalSince(start) > seconds { break }
      } else if seed > UInt64(Self.cases) {
        break
      }
      let (violations, json) = try Self.run(seed: seed)
      if !violations.isEmpty {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("responderkit-seed-\(seed).json")
        try json.write(to: path)
        failures.append(
          "seed \(seed) (replay: responder run \(path.path)): \(violations.prefix(3).joined(separator: "; "))")
      }
      seed += 1
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

extension PropertyTests {
  @Test("S15: guarantees 1–3 and 6 hold with scroll views nested three deep (touch conservation; seeded)")
  func nestedScrollViews() throws {
    var failures: [String] = []
    for seed in UInt64(1)...UInt64(max(20, Self.cases / 10)) where failures.count < 3 {
      let (violations, json) = try Self.run(seed: seed, nestsScrollViews: true)
      guard !violations.isEmpty else { continue }
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("responderkit-scroll-seed-\(seed).json")
      try json.write(to: path)
      failures.append(
        "seed \(seed) (replay: responder run \(path.path)): \(violations.prefix(3).joined(separator: "; "))")
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}

@MainActor
@Suite("Reliability: scenario lifetimes")
struct ScenarioLifetimeTests {
  @Test("Guarantee 6: a scenario's app, windows, views, recognizers and controls are freed after the run")
  func scenarioObjectsFreed() throws {
    for file in [
      "Examples/seed-controls.json", "Tests/Scenarios/gesture-recognizers/G9-single-waits-for-double-to-fail.json",
      "Tests/Scenarios/controls/C5-stepper-steps-on-touch-down-and-autorepeats.json",
      "Tests/Scenarios/first-responder-and-actions/F1-hand-over.json",
    ] {
      weak var weakApplication: UIApplication?
      var weakObjects: [WeakBox] = []
      try autoreleasepool {
        let scenario = try Scenario(contentsOf: repositoryRoot.appendingPathComponent(file).path)
        let runner = ScenarioRunner(scenario)
        runner.run { _ in }
        weakApplication = runner.application
        weakObjects = runner.app.context.objects.values.map { WeakBox(value: $0) }
      }
      #expect(weakApplication == nil, "\(file): the application")
      let alive = weakObjects.compactMap(\.value)
      #expect(alive.isEmpty, "\(file): \(alive.count) objects still alive")
    }
  }
}

struct WeakBox {
  weak var value: AnyObject?
}

func autoreleasepool<Result>(_ body: () throws -> Result) rethrows -> Result { try body() }
