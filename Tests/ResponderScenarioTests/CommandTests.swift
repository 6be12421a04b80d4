import Foundation
import ResponderScenario
import Testing

/// Runs `responder` with `arguments` from the repository root, as a user would.
@MainActor
func responder(_ arguments: String...) -> (status: Int32, out: String, err: String) {
  final class Streams {
    var out = ""
    var err = ""
  }
  let streams = Streams()
  let previous = FileManager.default.currentDirectoryPath
  _ = FileManager.default.changeCurrentDirectoryPath(repositoryRoot.path)
  defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
  let status = ResponderCommand.main(
    arguments, standardOutput: { streams.out += $0 }, standardError: { streams.err += $0 })
  return (status, streams.out, streams.err)
}

/// The answers the tools gave a new user wrongly or not at all; each test reproduces one.
@MainActor
@Suite("The responder command as a user meets it")
struct CommandTests {

  @Test("H5: explain names a view under the point that the hit test never reached (the tab bar's protruding button)")
  func explainNamesUnreachedViews() {
    let result = responder("explain", "Examples/tab-bar-protruding-button.json", "--at", "187,750")
    #expect(result.status == 0)
    let line = result.out.split(separator: "\n").first { $0.contains("centerButton") }
    #expect(
      line?.trimmingCharacters(in: .whitespaces)
        == "centerButton  notReached  ancestorSkipped  — the point is inside it, but tabBar, which holds it, does not contain the point, so it was never asked (H5)"
    )
  }

  @Test("H6: explain does not say 'no subview answered' when a subview answered with its superview")
  func explainRedirectToSuperview() {
    let result = responder("explain", "Examples/hit-test-returns-superview.json", "--at", "100,180")
    let container = result.out.split(separator: "\n").first { $0.contains("container  hit") }
    #expect(container?.hasSuffix("(80, 80) is inside its bounds; badge answered with container itself") == true)
    #expect(!result.out.contains("no subview answered"))
  }

  @Test("H6: lint does not call a view covered by its own superview; it says where its touches go, as a warning")
  func lintRedirectIsNotCovered() throws {
    let json = #"""
      {"windows": [{"id": "window", "frame": [0, 0, 400, 800], "key": true, "subviews": [
        {"id": "card", "frame": [20, 100, 335, 400], "subviews": [
          {"id": "badge", "frame": [20, 20, 120, 120], "hitTestReturns": "superview", "consumes": "all"}]}]}]}
      """#
    let findings = ScenarioRunner(try Scenario(data: Data(json.utf8), file: "f.json")).lint()
    #expect(!findings.contains { $0.kind == "covered" })
    #expect(findings.map(\.kind) == ["redirected"])
    #expect(findings.first?.severity == "warning")
    #expect(
      findings.first?.message
        == "100% of its touches go to card, which contains it: a hitTest override returns card instead (H6), so its own touch handling never runs there."
    )
  }

  @Test("H5: lint checks plain views too: the tab-bar example's protruding button is partly unreachable")
  func lintChecksPlainViews() {
    let result = responder("lint", "Examples/tab-bar-protruding-button.json")
    #expect(result.status == 0, "a warning, not an error")
    #expect(result.out.hasPrefix("warning partlyUnreachable centerButton: 38% of it lies outside an ancestor's bounds"))
    let clipped = responder("lint", "Examples/tab-bar-point-inside-override.json")
    #expect(clipped.out == "no findings\n", "the override makes the protruding part reachable")
  }

  @Test("why --object with an unknown id is a usage error that names the id; a view is refused too")
  func whyUnknownObject() {
    let unknown = responder("why", "Examples/seed-controls.json", "--object", "nope")
    #expect(unknown.status == 2 && unknown.out.isEmpty)
    #expect(
      unknown.err
        == "responder: --object: Examples/seed-controls.json has no object \"nope\" (see responder why --help)\n")
    let view = responder("why", "Examples/seed-controls.json", "--object", "root")
    #expect(view.status == 2 && view.err.contains("\"root\" is a view"))
  }

  @Test("G3: why names the recognizer that took a control's touch")
  func whyNamesTheRecognizer() {
    let result = responder(
      "why", "Tests/Scenarios/gesture-recognizers/G11-double-tap-on-ancestor-not-vetoed-by-button.json", "--object",
      "button")
    #expect(
      result.out.contains(
        "touchCancel at 0.400 s, touchCancelled: doubleTap recognized and took its touch (the recognizer cancels touches in view, G3)"
      ))
  }

  @Test("M1: why says the context menu did not appear because the finger moved 14 pt before 0.4 s")
  func whyMenuMovedTooFar() {
    let result = responder("why", "Tests/Scenarios/context-menus/M1-M5-menu-finger-moves-14-pt-before-0.4-s.json")
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out
        == """
        photo.contextMenu (contextMenu):
          at 0.200 s: notShown, movedTooFarBefore: the finger moved 14 pt before 0.4 s (M1; 10 pt allowed)

        """)
  }

  @Test("M5: why says the context menu did not appear because the finger lifted before 0.4 s, asked for or not")
  func whyMenuLiftedEarly() {
    let result = responder(
      "why", "Tests/Scenarios/context-menus/M5-menu-finger-lifts-before-0.4-s.json", "--object", "photo.contextMenu")
    #expect(result.status == 0 && result.err.isEmpty)
    #expect(
      result.out.split(separator: "\n").map(String.init) == [
        "photo.contextMenu (contextMenu):",
        "  at 0.100 s: notShown, releasedBefore: the finger lifted 0.1 s after touch-down, before 0.4 s (M5)",
        "  at 1.300 s: notShown, releasedBefore: the finger lifted 0.3 s after touch-down, before 0.4 s (M5)",
        "  at 2.400 s: shown, presented: the touch was held until the menu presented (M3)",
      ])
  }

  @Test("M1, M3: on the pad idiom why names the pad's 0.325 s presentation delay")
  func whyMenuPadDelay() throws {
    let json = #"""
      {"application": {"idiom": "pad"}, "windows": [{"id": "w", "frame": [0, 0, 400, 800], "key": true,
        "rootViewController": {"id": "vc", "view": {"id": "root", "frame": [0, 0, 400, 800], "subviews": [
          {"id": "v", "frame": [0, 0, 100, 100], "contextMenu": ["Copy"]}]}}}],
       "input": [{"t": 0, "touch": 1, "phase": "began", "at": [50, 50]},
                 {"t": 0.3, "touch": 1, "phase": "moved", "at": [50, 62]},
                 {"t": 0.4, "touch": 1, "phase": "ended", "at": [50, 62]}]}
      """#
    let report = ScenarioRunner(try Scenario(data: Data(json.utf8), file: "f.json")).why()
    #expect(
      report.text
        == """
        v.contextMenu (contextMenu):
          at 0.300 s: notShown, movedTooFarBefore: the finger moved 12 pt before 0.325 s (M1; 10 pt allowed)
        """)
  }

  @Test("Every subcommand answers --help with its own usage")
  func subcommandHelp() {
    for name in ["run", "explain", "why", "lint", "render"] {
      let result = responder(name, "--help")
      #expect(result.status == 0 && result.err.isEmpty, "\(name)")
      #expect(result.out.hasPrefix("responder \(name) FILE"), "\(name)")
    }
    let all = responder("--help")
    #expect(all.status == 0 && all.out.contains("responder render FILE --out FILE.svg"))
    #expect(responder("--version").out == "responder \(ResponderCommand.version)\n")
  }

  @Test("Wrong words in a scenario get a 'did you mean', as unknown keys do")
  func enumDidYouMean() {
    #expect(
      scenarioError(#"{"windows": [{"id": "w", "subviews": [{"id": "a", "class": "buton"}]}]}"#)?.hasPrefix(
        "f.json: windows[0].subviews[0].class: unknown value \"buton\" (did you mean \"button\"?); expected one of view,"
      ) == true)
    #expect(
      scenarioError(
        #"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "touch": 1, "phase": "begn", "at": [1, 1]}]}"#)
        == "f.json: input[0].phase: unknown value \"begn\" (did you mean \"began\"?); expected one of began, moved, stationary, ended, cancelled"
    )
    #expect(
      scenarioError(#"{"windows": [{"id": "w", "gestureRecognizers": [{"id": "g", "type": "tapp"}]}]}"#)?.hasPrefix(
        "f.json: windows[0].gestureRecognizers[0].type: unknown value \"tapp\" (did you mean \"tap\"?)") == true)
    #expect(
      scenarioError(
        #"{"windows": [{"id": "w", "subviews": [{"id": "b", "class": "button", "actions": [{"event": "touchUpInsde", "action": "x"}]}]}]}"#
      )?.contains("unknown value \"touchUpInsde\" (did you mean \"touchUpInside\"?)") == true)
    #expect(
      scenarioError(#"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "do": "remov", "object": "w"}]}"#)?
        .hasPrefix("f.json: input[0].do: unknown value \"remov\" (did you mean \"remove\"?); expected one of set,")
        == true)
  }

  @Test("A finger number too large says how large one may be")
  func fingerTooLarge() {
    #expect(
      scenarioError(
        #"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "touch": 1e20, "phase": "began", "at": [1, 1]}]}"#)
        == "f.json: input[0].touch: 1e+20 is too large; finger numbers go up to 999999999999999")
  }

  @Test("Guarantee 5: responder run plays a 10,000-level flat-form file; every view is hit-tested in UIKit's order")
  func deepFlatFile() throws {
    var views = [#"{"id": "v0", "superview": "root", "frame": [0, 0, 400, 800]}"#]
    for level in 1..<10_000 {
      views.append(#"{"id": "v\#(level)", "superview": "v\#(level - 1)", "frame": [0, 0, 400, 800]}"#)
    }
    let json = """
      {"windows": [{"id": "window", "frame": [0, 0, 400, 800], "key": true,
        "rootViewController": {"id": "vc", "view": {"id": "root", "frame": [0, 0, 400, 800]}}}],
       "views": [\(views.joined(separator: ",\n"))],
       "input": [{"t": 0, "touch": 1, "phase": "began", "at": [10, 10]},
                 {"t": 0.1, "touch": 1, "phase": "ended", "at": [10, 10]}]}
      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("responderkit-deep-\(getpid()).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = responder("run", file.path)
    #expect(result.status == 0 && result.err.isEmpty)
    let lines = result.out.split(separator: "\n")
    #expect(
      lines.prefix(6) == [
        "window hitTest", "window pointInside", "root hitTest", "root pointInside", "v0 hitTest", "v0 pointInside",
      ])
    #expect(lines.filter { $0.hasSuffix(" hitTest") }.count == 10_002)
    #expect(lines.contains("v9999 touchesBegan touches=1") && lines.last == "app discarded message=touchesEnded")
  }

  @Test("Impossible times and alphas are rejected with the JSON path")
  func impossibleNumbers() {
    #expect(
      scenarioError(#"{"windows": [{"id": "w", "key": true}], "input": [{"t": 1e300, "wait": true}]}"#)
        == "f.json: input[0].t: 1e+300 is out of range; expected a time in seconds from 0 to 1000000")
    #expect(
      scenarioError(#"{"windows": [{"id": "w", "alpha": -5}]}"#)
        == "f.json: windows[0].alpha: -5 is out of range; expected an alpha from 0 to 1")
    #expect(
      scenarioError(
        #"{"windows": [{"id": "w", "key": true}], "input": [{"t": 0, "do": "set", "object": "w", "property": "alpha", "value": 2}]}"#
      ) == "f.json: input[0].value: 2 is out of range; expected an alpha from 0 to 1")
  }
}
