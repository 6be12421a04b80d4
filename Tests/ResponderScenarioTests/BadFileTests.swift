import Foundation
import ResponderScenario
import Testing

/// Every `Tests/Scenarios/bad/NAME.json` with the one error line it must give in `NAME.error`.
func badFiles() -> [String] {
  let directory = repositoryRoot.appendingPathComponent("Tests/Scenarios/bad")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".json") }.sorted()
}

/// The one-line error a scenario text gives as the file `f.json`, or nil when it reads.
@MainActor
func scenarioError(_ json: String) -> String? {
  do {
    _ = try Scenario(data: Data(json.utf8), file: "f.json")
    return nil
  } catch {
    return "\(error)"
  }
}

@MainActor
@Suite("Bad scenario files")
struct BadFileTests {
  func error(_ json: String) -> String? { scenarioError(json) }

  @Test("Each bad file in Tests/Scenarios/bad gives its exact one-line error", arguments: badFiles())
  func badFile(_ name: String) throws {
    let path = "Tests/Scenarios/bad/\(name)"
    let expected = try String(
      contentsOf: repositoryRoot.appendingPathComponent(String(path.dropLast(5)) + ".error"), encoding: .utf8)
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    #expect(throws: ScenarioError.self) { try Scenario(contentsOf: path) }
    do {
      _ = try Scenario(contentsOf: path)
    } catch {
      #expect("\(error)" == expected.trimmingCharacters(in: .newlines))
    }
  }

  @Test("Unknown keys name the path and the keys allowed")
  func unknownKey() {
    let message = error(#"{"windows": [{"id": "w", "subviews": [{"id": "a", "frme": [0, 0, 1, 1]}]}]}"#)
    #expect(
      message?.hasPrefix(
        "f.json: windows[0].subviews[0].frme: unknown key \"frme\" (did you mean \"frame\"?); "
          + "expected one of id, class, frame,") == true)
  }

  @Test("Wrong types say what was expected and what was found")
  func wrongType() {
    #expect(
      error(#"{"windows": [{"id": "w", "frame": [0, 0, 1]}]}"#)
        == "f.json: windows[0].frame: expected [x, y, width, height] (4 numbers), found an array")
    #expect(
      error(#"{"windows": [{"id": "w", "hidden": "yes"}]}"#)
        == "f.json: windows[0].hidden: expected true or false, found a string")
  }

  @Test("Unknown and duplicate ids, and references to the wrong kind of object")
  func ids() {
    #expect(
      error(#"{"windows": [{"id": "w", "subviews": [{"id": "w"}]}]}"#)
        == "f.json: windows[0].subviews[0].id: duplicate id \"w\" (first used at windows[0].id); ids must be unique")
    #expect(
      error(#"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "do": "remove", "object": "x"}]}"#)
        == "f.json: input[0].object: unknown id \"x\"; expected the id of a view or a gesture recognizer")
    #expect(
      error(#"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "do": "remove", "object": "w"}]}"#)
        == "f.json: input[0].object: \"w\" is a window; expected a view or a gesture recognizer")
    #expect(
      error(#"{"application": {"id": "x"}, "windows": [{"id": "x"}]}"#)
        == "f.json: windows[0].id: duplicate id \"x\" (first used at application.id); ids must be unique")
  }

  @Test("Exactly one key window; a child controller needs a view of its own")
  func structureRules() {
    #expect(error(#"{"windows": [{"id": "w"}]}"#) == nil, "no key window marked: the first is key")
    let shared = #"""
      {"windows": [{"id": "w", "key": true, "rootViewController": {"id": "vc",
        "view": {"id": "root", "subviews": [{"id": "x"}]},
        "children": [{"id": "c1", "viewId": "x"}, {"id": "c2", "viewId": "x"}]}}]}
      """#
    #expect(
      error(shared)
        == "f.json: windows[0].rootViewController.children[1].viewId: \"x\" is already the view of another "
        + "controller; expected a view of its own")
  }

  @Test("Decreasing times are rejected")
  func decreasingTime() {
    #expect(
      error(#"{"input": [{"t": 1, "wait": true}, {"t": 0.5, "wait": true}]}"#)
        == "f.json: input[1].t: 0.5 is earlier than the step before (1.0); expected non-decreasing times")
  }

  @Test("Syntax errors give the line and column; too-deep files point to the flat views list")
  func syntax() {
    #expect(
      error("{\n  \"windows\": [,]\n}")
        == "f.json: line 2 column 15: invalid JSON: unexpected character; expected a value")
    #expect(error(#"{"name": "a", "name": "b"}"#) == "f.json: line 1 column 15: invalid JSON: duplicate key \"name\"")
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(error(deep)?.contains("flat top-level \"views\" list") == true)
  }

  @Test("Control keys are refused on views that are not such controls")
  func controlKeysNeedControls() {
    #expect(
      error(#"{"windows": [{"id": "w", "key": true, "subviews": [{"id": "b", "value": 3}]}]}"#)
        == "f.json: windows[0].subviews[0].value: \"value\" applies to switch, slider, segmentedControl, stepper, "
        + "pageControl; this view's class is view")
    #expect(
      error(#"{"windows": [{"id": "w", "key": true, "enabled": false}]}"#)
        == "f.json: windows[0].enabled: \"enabled\" applies to controls; a window is not one")
  }

  @Test("A missing file is reported with its name")
  func missingFile() {
    #expect(throws: ScenarioError(file: "/nonexistent.json", path: "", message: "cannot read the file")) {
      try Scenario(contentsOf: "/nonexistent.json")
    }
  }
}

@MainActor
@Suite("Bad animate steps")
struct BadAnimateStepTests {
  static let window = #"{"windows": [{"id": "w", "key": true, "subviews": [{"id": "a"}]}], "input": ["#

  @Test("V1: an animate step needs a duration, knows its option words and animates view properties only")
  func badAnimateSteps() {
    #expect(
      scenarioError(Self.window + #"{"t": 0, "do": "animate", "object": "a", "property": "alpha", "value": 0.5}]}"#)
        == "f.json: input[0].duration: missing; expected a duration in seconds")
    #expect(
      scenarioError(
        Self.window
          + #"{"t": 0, "do": "animate", "object": "a", "property": "alpha", "value": 0.5, "duration": 1, "options": ["fast"]}]}"#
      )?.hasPrefix(#"f.json: input[0].options[0]: unknown value "fast"; expected one of allowUserInteraction,"#)
        == true)
    #expect(
      scenarioError(
        Self.window + #"{"t": 0, "do": "animate", "object": "a", "property": "level", "value": 1, "duration": 1}]}"#
      )?.hasPrefix(#"f.json: input[0].property: unknown property "level"; expected one of"#) == true)
    #expect(
      scenarioError(
        Self.window + #"{"t": 0, "do": "animate", "object": "a", "property": "alpha", "value": 1, "time": 1}]}"#
      )?.hasPrefix(#"f.json: input[0].time: unknown key "time""#) == true)
  }
}
