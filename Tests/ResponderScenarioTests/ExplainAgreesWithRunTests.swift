import Foundation
@_spi(Tools) import ResponderKit
import Testing

@testable import ResponderScenario

/// `responder explain` renders the hit test that ran, not a second model of it: at every
/// touch-down of every golden scenario, the views its steps say were asked are the views whose
/// `hitTest` the run traced, in the same order, and each was asked `point(inside:)` exactly when
/// explain says the engine tested its bounds.
@MainActor
@Suite("Explain and run agree")
struct ExplainAgreesWithRunTests {
  /// The reasons that say the engine skipped a view before `point(inside:with:)` (H2, C3, V3).
  static let excludedBeforePointInside: Set<String> = [
    "hidden", "alpha", "interactionDisabled", "disabledControl", "animating",
  ]

  /// The trace's hit-testing lines at time `t`, in maximal runs of consecutive lines: one run
  /// per dispatch that hit-tested (a touch-down batch, a hover, a drop target's search).
  static func hitTestRuns(_ trace: [TraceLine], at t: Double) -> [[String]] {
    var runs: [[String]] = []
    var current: [String] = []
    for line in trace {
      if line.t == t, line.category == .hittest {
        current.append("\(line.id) \(line.message)")
      } else if !current.isEmpty {
        runs.append(current)
        current = []
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// The calls explain's steps imply: each view asked gets `hitTest`, then `pointInside` when
  /// the engine tested its bounds; an override's own calls are its own, so they are left open.
  static func calls(_ explanation: Explanation) -> [(id: String, pointInside: Bool?)] {
    explanation.visited.filter { $0.verdict != "notReached" }.map { entry in
      switch entry.reason {
      case "override": (entry.id, nil)
      case let reason where excludedBeforePointInside.contains(reason): (entry.id, false)
      default: (entry.id, true)
      }
    }
  }

  /// Whether the run's lines are the calls explain implies, in the same order. A view's
  /// `pointInside` override may ask other views theirs (H5's `pointInsideAlso`): those calls
  /// are the override's, not steps of the hit test, and are left out.
  static func agree(_ calls: [(id: String, pointInside: Bool?)], _ lines: [String]) -> Bool {
    var asking = ""
    let run = lines.filter { line in
      if line.hasSuffix(" hitTest") { asking = String(line.dropLast(" hitTest".count)) }
      return line.hasSuffix(" hitTest") || line == "\(asking) pointInside"
    }
    var index = 0
    for call in calls {
      guard index < run.count, run[index] == "\(call.id) hitTest" else { return false }
      index += 1
      let asked = index < run.count && run[index] == "\(call.id) pointInside"
      switch call.pointInside {
      case true?:
        guard asked else { return false }
        index += 1
      case false?:
        guard !asked else { return false }
      case nil:
        // An override's calls up to the next view asked are its own (a redirect asks its target).
        while index < run.count, !run[index].hasSuffix(" hitTest") { index += 1 }
      }
    }
    return index == run.count
  }

  @Test(
    "H1–H6, C3, V3: explain's hit-test steps are the hit-test calls the run traced, at every touch-down",
    arguments: goldenScenarios())
  func explainAgreesWithRun(_ file: String) throws {
    let scenario = try Scenario(contentsOf: repositoryRoot.appendingPathComponent(file).path)
    let trace = ScenarioRunner(scenario).trace()
    // Each batch of touch steps at one time is one dispatch; its new fingers are hit-tested
    // together, before any of them is delivered.
    var index = 0
    var compared = 0
    // A finger that begins while it is down is an input error: nothing is hit-tested.
    var down: Set<Int> = []
    while index < scenario.input.count {
      let first = index
      let t = scenario.input[index].t
      var downs: [CGPoint] = []
      while index < scenario.input.count, scenario.input[index].t == t,
        case .touch(let finger, let phase, let point) = scenario.input[index].action
      {
        switch phase {
        case .began where !down.contains(finger):
          down.insert(finger)
          downs.append(point)
        case .ended, .cancelled: down.remove(finger)
        default: break
        }
        index += 1
      }
      if index == first { index += 1 }
      guard !downs.isEmpty else { continue }
      // The state the dispatch met: every step before its batch, and the timers due by then.
      var before = scenario
      before.input = Array(scenario.input[..<first])
      let expected = downs.flatMap { point in Self.calls(ScenarioRunner(before).explain(at: point, t: t)) }
      let runs = Self.hitTestRuns(trace, at: t)
      // A touch the application drops (Q7) is hit-tested by neither.
      #expect(
        runs.contains { Self.agree(expected, $0) } || (expected.isEmpty && runs.isEmpty),
        "\(file) t=\(t): explain \(expected.map { "\($0.id) \($0.pointInside.map(String.init) ?? "any")" }) vs run \(runs)"
      )
      compared += 1
    }
    // Every golden scenario but the few without a touch compares at least one touch-down.
    if scenario.input.contains(where: { if case .touch(_, .began, _) = $0.action { true } else { false } }) {
      #expect(compared > 0)
    }
  }
}
