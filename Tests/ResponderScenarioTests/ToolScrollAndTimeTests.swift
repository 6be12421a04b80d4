import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// A window of 400 × 600 pt with a scroll view `scroller` at (20, 20, 200, 300), its content
/// `contentSize` with `contentInset` top `insetTop`, and the buttons of `buttons` (id, frame)
/// in its content.
private func scrollScenario(contentSize: [Int], insetTop: Int = 0, buttons: [(String, [Int])]) throws -> Scenario {
  let items = buttons.map { id, frame in
    #"{ "id": "\#(id)", "class": "button", "frame": \#(frame) }"#
  }
  let json = """
    { "name": "lint and scrolling", "windows": [ { "id": "window", "frame": [0, 0, 400, 600], "key": true,
      "subviews": [ { "id": "scroller", "class": "scrollView", "frame": [20, 20, 200, 300],
        "contentSize": \(contentSize), "contentInset": [\(insetTop), 0, 0, 0],
        "subviews": [ \(items.joined(separator: ", ")) ] } ] } ], "input": [] }
    """
  return try Scenario(data: Data(json.utf8), file: "scroll.json")
}

@MainActor
@Suite("Tools: lint and scroll views' content, why's touch times")
struct ToolScrollAndTimeTests {
  @Test("S1/H5: lint calls content a scroll view can scroll into view reachable: below, above and beside the viewport")
  func scrollableContentIsReachable() throws {
    // Below the viewport (y 400), above it in the top inset (y -80, the inset is 100), beside
    // it (x 260, in a content 400 wide).
    let runner = ScenarioRunner(
      try scrollScenario(
        contentSize: [400, 800], insetTop: 100,
        buttons: [("below", [20, 400, 100, 60]), ("above", [20, -80, 100, 60]), ("beside", [260, 20, 100, 60])]))
    #expect(runner.lint().map(\.text) == [])
  }

  @Test("S1/H5: lint still calls content outside what a scroll view can scroll to unreachable")
  func contentBeyondTheScrollableAreaIsUnreachable() throws {
    // Content 200 × 400: a button at y 500 lies below everything scrolling can show; one at
    // y -80 lies above it with no inset.
    let runner = ScenarioRunner(
      try scrollScenario(
        contentSize: [200, 400], buttons: [("beyond", [20, 500, 100, 60]), ("aboveTop", [20, -80, 100, 60])]))
    #expect(
      runner.lint().map { "\($0.severity) \($0.kind) \($0.object) \(Int(($0.fraction * 100).rounded()))" } == [
        "error unreachable aboveTop 100", "error unreachable beyond 100",
      ])
  }

  @Test("S1/H5: responder lint passes on the playground, whose scroll view's buttons below its viewport it scrolls to")
  func playgroundLintIsClean() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/playground.json").path
    #expect(ScenarioRunner(try Scenario(contentsOf: path)).lint().filter { $0.severity == "error" }.map(\.text) == [])
  }

  @Test("S1/H5: responder lint reports no error on any example meant to be correct")
  func examplesLintClean() throws {
    let folder = repositoryRoot.appendingPathComponent("Examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    #expect(names.count >= 10)
    for name in names.sorted() {
      let runner = ScenarioRunner(try Scenario(contentsOf: folder.appendingPathComponent(name).path))
      #expect(runner.lint().filter { $0.severity == "error" }.map(\.text) == [], "\(name)")
    }
  }

  @Test("S4: why gives a touch a scroll view held its own time: the button's touch began at 3.000 s, not at the lift")
  func whyTimesAreTheTouchesOwn() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/playground.json").path
    let text = ScenarioRunner(try Scenario(contentsOf: path)).why(object: "item1").text
    #expect(
      text == """
        item1 (control):
          touch at 3.000 s: touchUpInside at 3.050 s, liftedInside: the finger lifted inside it; \
        its touchesBegan was held 0.050 s by the scroll view scroller's delay (delaysContentTouches, S4)
        """)
  }

  @Test("S4/L2: why gives a table's rows and its own pan each touch's own time, the second touch too")
  func whyRowAndListPanTimes() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/lists/L4-vetoed-highlight-and-vetoed-selection.json"
    )
    .path
    let report = ScenarioRunner(try Scenario(contentsOf: path)).why()
    let times = report.objects.filter { ["table.pan", "table.row[0,1]", "table.row[0,3]"].contains($0.id) }.map {
      object in
      "\(object.id) " + object.sequences.map { String(format: "%.3f-%.3f", $0.t, $0.decidedAt) }.joined(separator: " ")
    }
    #expect(
      times == [
        "table.pan 0.000-0.050 1.000-1.050", "table.row[0,1] 0.000-0.050", "table.row[0,3] 1.000-1.050",
      ])
  }
}
