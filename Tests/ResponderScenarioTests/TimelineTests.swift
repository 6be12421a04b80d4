import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// The lane ids of a timeline page, in order: its `data-lane` attributes.
private func laneIDs(_ html: String) -> [String] {
  html.components(separatedBy: #"data-lane=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// How many times `needle` occurs in `text`.
private func count(_ needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

@MainActor
@Suite("Tools: timeline")
struct TimelineTests {
  @Test("G9, G5, G6, S4: each fixture's timeline outline is exact: lanes, states with decisions and rules, holds")
  func outlineFixtures() throws {
    let folder = repositoryRoot.appendingPathComponent("Tests/Scenarios/timeline")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".expected") }
    #expect(names.count >= 4)
    for name in names.sorted() {
      let scenarioName = String(name.dropLast(".expected".count))
      let candidates = [goldenScenario(named: scenarioName), "Examples/\(scenarioName)"].compactMap(\.self).map {
        repositoryRoot.appendingPathComponent($0).path
      }
      guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
        Issue.record("no scenario for \(name)")
        continue
      }
      let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(
        ScenarioRunner(try Scenario(contentsOf: path)).timeline().outline
          == expected.trimmingCharacters(in: .newlines), "\(name)")
    }
  }

  @Test("G3, G8, G11, C2, S4: the playground's page has a lane per touch and per object, with the hit views and marks")
  func playgroundPage() throws {
    let path = repositoryRoot.appendingPathComponent("Examples/playground.json").path
    let timeline = ScenarioRunner(try Scenario(contentsOf: path)).timeline()
    let html = timeline.html
    #expect(
      laneIDs(html) == [
        "touch 1", "touch 2", "touch 3", "touch 4", "touch 5", "touch 6", "tap", "button", "pan",
        "panView.contextMenu", "pinch", "rotation", "scroller.pan", "item1",
      ])
    #expect(timeline.lanes.prefix(6).map(\.title).contains("touch 5 · item1"))
    // Every lane, span and mark is drawn, and each item carries its hover lines.
    let items = timeline.lanes.reduce(0) { $0 + $1.spans.count + $1.marks.count }
    #expect(count(#"<g class="item "#, in: html) == items)
    #expect(count(#"<g class="lane" data-kind="touch""#, in: html) == 6)
    #expect(html.contains("failed · vetoedByView · G11"))
    #expect(html.contains("held by scroller (S4)"))
    #expect(html.contains("[0.100 s] vc action name=buttonTapped sender=button"))
    // Self-contained: no address to load, one script that marks the page as drawn.
    #expect(!html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http"))
    #expect(!html.contains(" src=") && !html.contains(" href="))
    #expect(count("<script>", in: html) == 1 && html.contains(#"setAttribute("data-ok", "1")"#))
    // The same run draws the same page.
    #expect(ScenarioRunner(try Scenario(contentsOf: path)).timeline().html == html)
  }

  @Test("G9: the single tap's hold runs from when it would have recognized to the double tap's failure")
  func failureRequirementHold() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/gesture-recognizers/G9-single-waits-for-double-to-fail.json"
    ).path
    let timeline = ScenarioRunner(try Scenario(contentsOf: path)).timeline()
    let single = try #require(timeline.lanes.first { $0.id == "singleTap" })
    let hold = try #require(single.spans.first { $0.label.hasPrefix("waits for") })
    let failed = try #require(timeline.lanes.first { $0.id == "doubleTap" }?.marks.first { $0.state == "failed" })
    #expect(abs(hold.start - 0.1) < 1e-9)
    #expect(abs(hold.end - failed.t) < 1e-9)
    #expect(single.marks.contains { $0.label == "recognized · waitedForFailure · G9" })
  }

  @Test("timeline writes the page to --out, prints the outline with --format text, and needs one of them")
  func command() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: out) }
    let written = responder("timeline", "Examples/playground.json", "--out", out.path)
    #expect(written.status == 0 && written.out == "wrote \(out.path)\n")
    #expect(laneIDs(try String(contentsOf: out, encoding: .utf8)).count == 14)
    let text = responder("timeline", "Examples/playground.json", "--format", "text")
    #expect(text.status == 0 && text.out.hasPrefix("touch 1 · button (touch)\n"))
    let missing = responder("timeline", "Examples/playground.json")
    #expect(missing.status == 2 && missing.err.contains("timeline needs --out FILE.html"))
    #expect(responder("timeline", "Examples/playground.json", "--format", "json").status == 2)
  }
}
