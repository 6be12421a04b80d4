import Foundation
@_spi(Tools) import ResponderKit
import Testing

@testable import ResponderScenario

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor
@Suite("Tools: explain, lint, render")
struct ToolTests {
  let explainFolder = repositoryRoot.appendingPathComponent("Tests/Scenarios/explain")

  /// Every `NAME.at-X,Y.json.expected` beside `NAME.json`.
  func explainCases() throws -> [(file: URL, point: CGPoint, expected: String)] {
    let names = try FileManager.default.contentsOfDirectory(atPath: explainFolder.path).filter {
      $0.hasSuffix(".json.expected")
    }
    return try names.sorted().map { name in
      let parts = name.components(separatedBy: ".at-")
      let coordinates = parts[1].replacingOccurrences(of: ".json.expected", with: "").split(separator: ",")
      let expected = try String(contentsOf: explainFolder.appendingPathComponent(name), encoding: .utf8)
      return (
        explainFolder.appendingPathComponent(parts[0] + ".json"),
        CGPoint(x: Double(coordinates[0])!, y: Double(coordinates[1])!),
        expected.trimmingCharacters(in: .newlines)
      )
    }
  }

  @Test("explain prints the exact JSON of each fixture: every verdict and reason (H1–H6, G11, C3)")
  func explainFixtures() throws {
    let cases = try explainCases()
    #expect(cases.count >= 5)
    for (file, point, expected) in cases {
      let runner = ScenarioRunner(try Scenario(contentsOf: file.path))
      #expect(runner.explain(at: point).json == expected, "\(file.lastPathComponent) at \(point)")
    }
    let reasons = Set(
      try cases.flatMap { file, point, _ in
        ScenarioRunner(try Scenario(contentsOf: file.path)).explain(at: point).visited.map(\.reason)
      })
    #expect(
      reasons
        == [
          "hidden", "alpha", "interactionDisabled", "disabledControl", "outsideBounds", "override",
          "laterSiblingAnswered", "ancestorSkipped", "containsPoint",
        ])
  }

  @Test("V3: explain names the animation that makes a view ignore touches, until its completion")
  func explainAnimatingView() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/animations/V3-animated-card-ignores-taps-until-completion.json")
    let during = ScenarioRunner(try Scenario(contentsOf: path.path)).explain(at: CGPoint(x: 250, y: 350), t: 0.2)
    #expect(
      during.visited.map { "\($0.id) \($0.reason)" } == [
        "window containsPoint", "root containsPoint", "card animating",
      ])
    let after = ScenarioRunner(try Scenario(contentsOf: path.path)).explain(at: CGPoint(x: 250, y: 350), t: 0.55)
    #expect(after.visited.last.map { "\($0.id) \($0.reason)" } == "card containsPoint")
  }

  @Test("explain agrees with what the engine does with a real touch there: the same views asked, the same winner")
  func explainMatchesEngine() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Examples").path
    )
    .filter { $0.hasSuffix(".json") }.sorted()
    for name in files {
      let path = repositoryRoot.appendingPathComponent("Examples/\(name)").path
      for x in stride(from: 5.0, to: 400, by: 45) {
        for y in stride(from: 5.0, to: 812, by: 60) {
          let explanation = ScenarioRunner(try Scenario(contentsOf: path)).explain(at: CGPoint(x: x, y: y))
          // The same app, touched there for real: the trace's hitTest lines, and the first
          // responder that gets touchesBegan (recognizers excluded).
          let touched = ScenarioRunner(try Scenario(contentsOf: path))
          var asked: [String] = []
          var began: String?
          touched.app.context.sink = { line in
            if line.message == "hitTest" { asked.append(line.id) }
            if line.message == "touchesBegan", began == nil,
              !(touched.app.context.objects[line.id] is UIGestureRecognizer)
            {
              began = line.id
            }
          }
          touched.application.receive([.init(finger: 1, phase: .began, location: CGPoint(x: x, y: y))], timestamp: 0)
          // A scroll view holds its content's touchesBegan for its delay (S4); a cell's
          // content view, which has no lines of its own, forwards it to the cell (R6).
          (touched.application.clock as? VirtualClock)?.advance(to: 0.5)
          let winner = explanation.winner.map { $0.hasSuffix(".contentView") ? String($0.dropLast(12)) : $0 }
          // A presentation's dimming view has no lines of its own and passes the touch up its
          // chain, so the first touchesBegan line is a later responder's: only the views asked
          // compare there.
          if winner?.hasSuffix(".dimmingView") != true { #expect(winner == began, "\(name) at (\(x), \(y))") }
          let explained = explanation.visited.filter { $0.verdict != "notReached" }.map(\.id)
          #expect(explained == asked, "\(name) at (\(x), \(y)): the views asked")
        }
      }
    }
  }

  @Test("explain and run agree on every golden scenario: at each lone touch-down, the views the hit test asked")
  func explainMatchesEveryGoldenRun() throws {
    var compared = 0
    for file in goldenScenarios() {
      let path = repositoryRoot.appendingPathComponent(file).path
      let scenario = try Scenario(contentsOf: path)
      // The touch-downs alone in their dispatch (one step at that time): what the run asked.
      let times = Dictionary(grouping: scenario.input, by: \.t)
      let downs = scenario.input.compactMap { step -> (t: Double, point: CGPoint)? in
        guard case .touch(_, .began, let point) = step.action, times[step.t]?.count == 1 else { return nil }
        return (step.t, point)
      }
      guard !downs.isEmpty else { continue }
      let lines = ScenarioRunner(scenario).trace()
      for down in downs {
        let atDown = lines.filter { $0.t == down.t }
        let asked = atDown.filter { $0.message == "hitTest" }.map(\.id)
        guard !asked.isEmpty else { continue }
        let explanation = ScenarioRunner(try Scenario(contentsOf: path)).explain(
          at: down.point, t: down.t.nextDown)
        let explained = explanation.visited.filter { $0.verdict != "notReached" }.map(\.id)
        #expect(explained == asked, "\(file) at t=\(down.t): the views asked")
        compared += 1
      }
    }
    #expect(compared > 100)
  }

  @Test("Y1, Y5, Y6: explain shows the solved frame of a constraint-placed view, its constraints and the broken ones")
  func explainLayout() throws {
    func layout(_ name: String, _ point: CGPoint) throws -> [String] {
      let path = repositoryRoot.appendingPathComponent("Tests/Scenarios/layout/\(name).json").path
      return ScenarioRunner(try Scenario(contentsOf: path)).explain(at: point).layout
    }
    #expect(
      try layout("Y1-constraints-place-a-button", CGPoint(x: 262, y: 130)) == [
        "close at (220, 8, 44, 44) in card, placed by its constraints (Y1): "
          + "close.trailing=superview.margins.trailing-8, close.top=card.top+8, close.width=44, close.height=close.width"
      ])
    #expect(
      try layout("Y5-broken-constraint-reported-set-replaces", CGPoint(x: 30, y: 120)) == [
        "button at (20, 100, 44, 44) in window, placed by its constraints (Y1): button.leading=superview.leading+20, "
          + "button.top=superview.top+100, button.height=44, button.width=44, button.width=100 (broken, Y5)"
      ])
    #expect(
      try layout("Y6-stack-view-places-buttons", CGPoint(x: 300, y: 720)) == [
        "save at (190, 0, 170, 44) in row, arranged by the stack view row (Y6)"
      ])
  }

  @Test("lint reports one of each finding with severity, fraction, message and fix; errors fail the command")
  func lintFixture() throws {
    let folder = repositoryRoot.appendingPathComponent("Tests/Scenarios/lint")
    let runner = ScenarioRunner(try Scenario(contentsOf: folder.appendingPathComponent("every-finding.json").path))
    let findings = runner.lint()
    let expected = try String(contentsOf: folder.appendingPathComponent("every-finding.json.expected"), encoding: .utf8)
    #expect(
      #"{"findings":[\#(findings.map(\.json).joined(separator: ","))]}"# == expected.trimmingCharacters(in: .newlines))
    #expect(
      Set(findings.map(\.kind)) == [
        "unreachable", "partlyUnreachable", "covered", "nonInteractiveAncestor", "zeroSize",
        "recognizerOnNonInteractiveView", "smallTarget", "failureCycle", "responderLoop", "unsatisfiableConstraints",
        "ambiguousLayout",
      ])
    #expect(findings.contains { $0.severity == "error" })
    for name in ["seed-hit-test", "seed-tap-gesture", "seed-controls", "covering-view"] {
      let clean = ScenarioRunner(
        try Scenario(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name).json").path))
      #expect(!clean.lint().contains { $0.severity == "error" }, "\(name)")
    }
  }

  /// The elements of an SVG document in document order.
  func svgElements(_ svg: String) throws -> [XMLElement] {
    let document = try XMLDocument(xmlString: svg, options: [])
    var elements: [XMLElement] = []
    var pending: [XMLNode] = [document.rootElement()!]
    while let node = pending.popLast() {
      if let element = node as? XMLElement { elements.append(element) }
      pending.append(contentsOf: (node.children ?? []).reversed())
    }
    return elements
  }

  /// An attribute, looked up in the list: on Linux, `attribute(forName:)` misses attributes in a
  /// namespaced document.
  func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  func name(_ element: XMLElement) -> String { element.localName ?? element.name ?? "" }

  func classes(_ element: XMLElement) -> [String] {
    (attribute(element, "class") ?? "").split(separator: " ").map(String.init)
  }

  @Test(
    "H1/H5: render draws every view with its id, hatches views that ignore touches, dashes hidden ones, highlights the path"
  )
  func renderSVG() throws {
    let path = explainFolder.appendingPathComponent("every-reason.json").path
    let svg = ScenarioRunner(try Scenario(contentsOf: path)).renderSVG(points: [CGPoint(x: 100, y: 70)])
    let elements = try svgElements(svg)
    let groups = elements.filter { name($0) == "g" }
    #expect(
      groups.compactMap { attribute($0, "id") } == [
        "window-window", "view-back", "view-photo", "view-ghost", "view-gone", "view-elsewhere", "view-panel",
        "view-button", "view-cover",
      ])
    func classes(_ id: String) -> String {
      groups.first { attribute($0, "id") == id }.flatMap { attribute($0, "class") } ?? ""
    }
    #expect(classes("view-button") == "view winner")
    #expect(classes("view-panel") == "view hit-path" && classes("view-cover") == "view hit-path")
    #expect(classes("view-back") == "view")
    #expect(elements.filter { attribute($0, "class") == "non-interactive" }.count == 1, "the image view")
    #expect(
      elements.filter { attribute($0, "class") == "shape" && attribute($0, "stroke-dasharray") != nil }.count == 1,
      "the hidden view")
    #expect(elements.filter { attribute($0, "class") == "touch-point" }.count == 1)
    let labels = elements.filter { self.classes($0).contains("label") }.compactMap {
      ($0.children?.last as? XMLElement)?.stringValue
    }
    let unplaced = elements.first { attribute($0, "class") == "unplaced" }?.stringValue ?? ""
    for id in ["window", "back", "photo", "ghost", "gone", "panel", "button", "cover"] {
      #expect(labels.contains(id) || unplaced.contains(id), "\(id) is labelled, or the footnote says it is not")
    }
  }

  @Test(
    "H5/S1: render explains its picture: a colour and a legend line per touch, scroll views clipped, views outside listed, labels apart"
  )
  func renderExplains() throws {
    let json = #"""
      {"windows": [{"id": "window", "frame": [0, 0, 320, 480], "key": true, "subviews": [
        {"id": "root", "frame": [0, 0, 320, 480], "subviews": [
          {"id": "list", "class": "scrollView", "frame": [0, 0, 320, 200], "contentSize": [320, 600],
           "contentOffset": [0, 100], "subviews": [
            {"id": "row1", "frame": [0, 0, 320, 50]}, {"id": "row2", "frame": [0, 120, 320, 50]},
            {"id": "row3", "frame": [0, 400, 320, 50]}]},
          {"id": "bar", "frame": [0, 400, 320, 80], "subviews": [
            {"id": "bump", "frame": [130, -30, 60, 60],
             "gestureRecognizers": [{"id": "bumpTap", "type": "tap"}]}]},
          {"id": "save", "class": "button", "frame": [20, 250, 100, 44],
           "actions": [{"event": "touchUpInside", "target": "root", "action": "save"}]},
          {"id": "lost", "frame": [600, 700, 40, 40]}]}]}]}
      """#
    let runner = ScenarioRunner(try Scenario(data: Data(json.utf8), file: "f.json"))
    let svg = runner.renderSVG(points: [CGPoint(x: 50, y: 40), CGPoint(x: 60, y: 270)])
    let elements = try svgElements(svg)
    func all(_ className: String) -> [XMLElement] { elements.filter { classes($0).contains(className) } }

    // One colour per touch, on its circle, its outlines and its legend line.
    let circles = all("touch-point").filter { name($0) == "circle" }
    let colours = circles.compactMap { attribute($0, "stroke") }
    #expect(colours.count == 2 && Set(colours).count == 2)
    let legend = all("legend-touch")
    #expect(legend.count == 2)
    #expect(legend.first?.stringValue?.contains("touch 1 → row2") == true)
    #expect(legend.last?.stringValue?.contains("touch 2 → save") == true)
    #expect(legend.compactMap { attribute($0, "fill") } == colours)
    let winners = all("touch-outline").filter { classes($0).contains("winner") }
    #expect(winners.compactMap { attribute($0, "stroke") } == colours)

    // The scroll view clips its rows to its viewport; its content size and caption show.
    let clip = try #require(elements.first { name($0) == "clipPath" && attribute($0, "id") == "clip-list" })
    let clipShape = try #require(clip.children?.first as? XMLElement)
    #expect(attribute(clipShape, "points") == "0,0 320,0 320,200 0,200")
    let clipped = try #require(elements.first { attribute($0, "clip-path") == "url(#clip-list)" })
    let clippedIDs = try svgElements(clipped.xmlString).compactMap { attribute($0, "id") }
    #expect(clippedIDs == ["view-row1", "view-row2", "view-row3"])
    #expect(all("content-size").first.flatMap { attribute($0, "points") } == "0,-100 320,-100 320,500 0,500")
    #expect(
      all("caption").first?.stringValue?.contains("list: viewport 320×200, content 320×600, offset 0,100") == true)
    #expect(
      all("clipped-out").first?.stringValue == "clipped out of sight: row1, row3", "above and below the viewport")

    // The view outside the windows is listed, not drawn.
    #expect(all("outside").compactMap(\.stringValue) == ["outside the picture: lost (600,700,40,40)"])
    #expect(!elements.contains { attribute($0, "id") == "view-lost" })

    // The bump's part above the bar takes no touch: hatched as a dead zone, flagged by lint.
    let dead = all("dead-zone")
    #expect(!dead.isEmpty)
    let deadYs = dead.compactMap { attribute($0, "points") }.flatMap { $0.split(separator: " ") }.compactMap {
      Double($0.split(separator: ",")[1])
    }
    // Sampled on a 4-point grid: the zone ends within a cell of the bar's top.
    #expect(deadYs.min() == 370 && (396...400).contains(deadYs.max() ?? 0), "from the bump's top to the bar's")
    let lintNumber = try #require(runner.lint().firstIndex { $0.object == "bump" }) + 1
    #expect(all("lint-badge").contains { $0.stringValue?.contains("⚠\(lintNumber)") == true })
    #expect(all("legend-lint").contains { $0.stringValue?.hasPrefix("⚠\(lintNumber) ") == true })

    // Recognizer and action badges.
    #expect(all("recognizers").contains { $0.stringValue == "⊕ tap" })
    #expect(all("actions").contains { $0.stringValue == "▶ save" })

    // No two label boxes overlap.
    let boxes = all("label-box").map { box in
      CGRect(
        x: Double(attribute(box, "x")!)!, y: Double(attribute(box, "y")!)!,
        width: Double(attribute(box, "width")!)!, height: Double(attribute(box, "height")!)!)
    }
    #expect(boxes.count >= 8)
    for (index, box) in boxes.enumerated() {
      for other in boxes[(index + 1)...] { #expect(!box.intersects(other), "\(box) and \(other)") }
    }
    let names = all("label").compactMap { ($0.children?.last as? XMLElement)?.stringValue }
    #expect(Set(names) == ["window", "root", "list", "row2", "bar", "bump", "save"])
  }
}

@MainActor
@Suite("Key names in traces")
struct KeyNameTests {
  @Test("F4: a trace names the modifier keys a window's keyboard presses, not by number; a file cannot press them")
  func modifierNames() {
    #expect(KeyNames.name(of: .keyboardLeftShift) == "leftShift" && KeyNames.name(of: .keyboardLeftAlt) == "leftAlt")
    #expect(
      KeyNames.name(of: .keyboardRightGUI) == "rightCommand" && KeyNames.name(of: .keyboardCapsLock) == "capsLock")
    #expect(KeyNames.name(of: .keyboardReturnOrEnter) == "enter" && KeyNames.name(of: .keyboardA) == "a")
    #expect(KeyNames.name(of: .keyboardF1) == "key58")
    #expect(KeyNames.key(named: "leftShift") == nil && KeyNames.key(named: "enter") == .keyboardReturnOrEnter)
  }
}

/// A delegate that makes `waiter` wait for `other` to fail (G9), as no scenario key can.
@MainActor
private final class RequiringDelegate: NSObject, UIGestureRecognizerDelegate {
  let other: UIGestureRecognizer
  init(other: UIGestureRecognizer) { self.other = other }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === other }
}

@MainActor
@Suite("Tools: engine queries")
struct EngineQueryTests {
  @Test("G9: lint finds a failure cycle closed by a delegate's requirement, through the engine's mustWait")
  func lintFindsDelegateCycle() throws {
    let json = """
      {"windows": [{"id": "window", "frame": [0, 0, 400, 800], "key": true, "subviews": [
        {"id": "card", "frame": [0, 0, 200, 200], "gestureRecognizers": [
          {"id": "single", "type": "tap", "requireToFail": "double"}, {"id": "double", "type": "tap", "taps": 2}]}]}]}
      """
    let runner = ScenarioRunner(try Scenario(data: Data(json.utf8)))
    #expect(!runner.lint().contains { $0.kind == "failureCycle" })
    let single = try #require(runner.app.context.objects["single"] as? UIGestureRecognizer)
    let double = try #require(runner.app.context.objects["double"] as? UIGestureRecognizer)
    let delegate = RequiringDelegate(other: single)
    double.delegate = delegate
    let cycles = runner.lint().filter { $0.kind == "failureCycle" }
    #expect(
      cycles.map(\.message) == [
        "requires itself to fail through double → single → double: when they all could recognize, the engine must break the cycle (error reason=failureCycle)."
      ])
    withExtendedLifetime(delegate) {}
  }

  @Test("S4: the content hold explain reports is the engine's: the delaying scroll views, inner first, and its delay")
  func contentTouchHold() {
    let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    outer.addSubview(inner)
    inner.addSubview(view)
    #expect(view.contentTouchHold.holders == [inner, outer])
    #expect(view.contentTouchHold.delay == InteractionConstants.scrollContentTouchDelay)
    inner.delaysContentTouches = false
    outer.isScrollEnabled = false
    #expect(view.contentTouchHold.holders.isEmpty)
    #expect(outer.contentTouchHold.holders.isEmpty)
  }

  @Test("H5: lint's small target is the engine's: narrower or shorter than InteractionConstants.minimumHitTarget")
  func minimumHitTarget() {
    let side = InteractionConstants.minimumHitTarget
    #expect(side == 44)
    #expect(UIButton(frame: CGRect(x: 0, y: 0, width: side - 1, height: 60)).isBelowMinimumHitTarget)
    #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 60, height: side - 1)).isBelowMinimumHitTarget)
    #expect(!UIButton(frame: CGRect(x: 0, y: 0, width: side, height: side)).isBelowMinimumHitTarget)
    let table = UITableView()
    #expect(table.standardRowHeight == 44)
    table.rowHeight = UITableView.automaticDimension
    #expect(table.standardRowHeight == 44)
    table.rowHeight = 30
    #expect(table.standardRowHeight == 30)
  }

  @Test(
    "G11: a built-in control's own action wins over an ancestor's single tap, not a double tap, its own, or a disabled control's"
  )
  func ownActionWins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let plain = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
    root.addSubview(button)
    root.addSubview(plain)
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let keeping = UITapGestureRecognizer()
    keeping.cancelsTouchesInView = false
    let own = UITapGestureRecognizer()
    for recognizer in [single, double, keeping] { root.addGestureRecognizer(recognizer) }
    button.addGestureRecognizer(own)
    #expect(
      [single, double, keeping, own].map { button.ownActionWins(over: $0) } == [true, false, false, false])
    #expect(!plain.ownActionWins(over: single))
    #expect(button.ownActionWins(over: single) == !button.gestureRecognizerShouldBegin(single))
    button.isEnabled = false
    #expect(!button.ownActionWins(over: single))
  }
}

@MainActor
@Suite("Tools: why")
struct WhyTests {
  @Test("why prints the exact JSON of each fixture: outcomes, reasons with numbers, added latency")
  func whyFixtures() throws {
    let folder = repositoryRoot.appendingPathComponent("Tests/Scenarios/why")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".json.expected")
    }
    #expect(names.count >= 8)
    for name in names.sorted() {
      let scenarioName = String(name.dropLast(".json.expected".count)) + ".json"
      let candidates = [goldenScenario(named: scenarioName), "Examples/\(scenarioName)"].compactMap(\.self).map {
        repositoryRoot.appendingPathComponent($0).path
      }
      guard let path = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
        Issue.record("no scenario for \(name)")
        continue
      }
      let expected = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(
        ScenarioRunner(try Scenario(contentsOf: path)).why().json == expected.trimmingCharacters(in: .newlines),
        "\(name)")
    }
  }

  @Test(
    "N7: why says the back swipe refused the touch (one controller, on the bar), and the refusal explains no later change"
  )
  func backSwipeRefusals() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/navigation-and-tab-bars/N7-back-swipe-refuses-touches.json"
    ).path
    let runner = ScenarioRunner(try Scenario(contentsOf: path))
    let swipe = try #require(runner.why(object: "nav.backSwipe").objects.first)
    #expect(swipe.sequences.map(\.outcome) == ["notReceived", "failed", "notReceived"])
    #expect(swipe.sequences.map(\.reason) == ["backSwipeStackTooShort", "backSwipeNotFromEdge", "backSwipeOnBar"])
    #expect(swipe.sequences[0].detail == "the stack has 1 controller; a pop needs 2 (N7)")
    // A refused touch changes no state: the trace shows only the received touch's failure.
    let states = ScenarioRunner(try Scenario(contentsOf: path)).trace().map(\.text).filter {
      $0.hasPrefix("nav.backSwipe state")
    }
    #expect(states == ["nav.backSwipe state to=failed"])
  }

  @Test("Q12: why says a sheet's drag below its smallest detent did not dismiss because of isModalInPresentation")
  func sheetDismissalRefused() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/containment-presentation-and-transitions/Q10-Q12-sheet-modal-refuses-dismissal.json"
    ).path
    let report = ScenarioRunner(try Scenario(contentsOf: path)).why(object: "sheet.pan")
    let drag = try #require(report.objects.first?.sequences.first)
    #expect(drag.outcome == "ended")
    #expect(drag.reason == "modalInPresentation")
    #expect(drag.detail == "the drag did not dismiss: sheet's isModalInPresentation is true (Q12)")
  }

  @Test(
    "G8–G14, C2, C3, S4–S9, M1–M5, D2, D3, X4, N6, N7, Q10–Q12: why names each decision by its own case, so no two decisions share a name"
  )
  func decisionNamesAreTheirCases() throws {
    let view = UIView()
    let scrollView = UIScrollView()
    let recognizer = UITapGestureRecognizer()
    let decisions: [Decision] = [
      .waitedForFailure(other: recognizer, since: 0.5, at: 1), .failureCycle, .vetoedByDelegate,
      .touchRefusedByDelegate, .vetoedByView(view),
      .lostTo(recognizer), .requiredRecognized(nil), .noTouchesLeft(underWay: true), .viewRemoved,
      .recognizerDisabled, .tooManyTouches(count: 2, maximum: 1), .wrongTouchCount(count: 1, required: 2),
      .movedTooFar(distance: 11, limit: 10), .heldTooLong(limit: 0.5),
      .tapsMissing(completed: 1, required: 2, interval: 0.35), .releasedEarly(minimum: 0.5), .tooSlow(limit: 0.5),
      .wrongDirection(heading: .left), .notInWindow, .notFromEdge(distance: 30, region: 20),
      .notStraight(across: 20, along: 40, maximumDeviation: 0.3), .tooShort(distance: 10, seconds: 0.1),
      .secondTapTooFar(distance: 50, limit: 45), .touchesCancelled, .endedBeforeBeginning(moved: nil),
      .repeatedTapTooLate(count: 2, interval: 0.41, limit: 0.35), .repeatedTapTooFar(count: 2, distance: 72, limit: 60),
      .backSwipeNotFromEdge(distance: 30, region: 13),
      .backSwipeNotTowardTrailing(across: 20, along: 10, maximumDeviation: 18), .backSwipeTooLate(limit: 0.25),
      .backSwipeStackTooShort(count: 1), .backSwipeDuringTransition, .backSwipeBarHidden, .backSwipeNoBackButton,
      .backSwipeOnBar(view), .modalInPresentation(UIViewController()), .dismissalWhilePresenting(UIViewController()),
      .dismissalVetoedByDelegate,
      .sheetDragNotVertical(across: 30, along: 10), .scrollViewNotAtTop(scrollView, offset: 120, top: 0),
      .scrollViewHasRefreshControl(scrollView), .scrollViewScrollsHorizontally(scrollView),
      .scrollViewDismissesKeyboard(scrollView), .sheetDragTooSoon(elapsed: 0.1, interval: 0.3),
      .sheetDoesNotExpand(atLargest: true), .controlDisabled, .notTracked, .liftedInside(distance: 0, slop: 70),
      .liftedOutside(distance: 80, slop: 70),
      .touchCancelled(by: nil), .scrollWrongDirection(horizontal: true), .contentNotCancellable(view),
      .contentKept(view), .contentRefused(view), .panBeganWithinContentDelay(elapsed: 0.1, delay: 0.15),
      .contentDelayed(by: scrollView, seconds: 0.15),
      .movedTooFarBefore(distance: 14, limit: 10, deadline: 0.4, elapsed: 0.2, lift: false),
      .releasedBefore(deadline: 0.4, elapsed: 0.1, lift: true), .noMenuConfiguration, .noViewController,
      .emptyMenuConfiguration, .noDragItems,
    ]
    // The cases as declared, read from the source, so a case added there without a value here
    // fails the test.
    let source = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Sources/ResponderKit/Diagnostics/Decision.swift"),
      encoding: .utf8)
    let declared = source.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("  case ") else { return nil }
      return String(line.dropFirst("  case ".count).prefix { $0.isLetter || $0.isNumber })
    }
    #expect(declared.count == decisions.count)
    #expect(decisions.map(\.name) == declared)
    #expect(Set(decisions.map(\.name)).count == decisions.count)
  }

  @Test(
    "why agrees with the engine: each sequence's outcome is the recognizer's last state, or the control's touch-up event, in the trace"
  )
  func whyMatchesTrace() throws {
    // The gesture, control, text and keyboard families' goldens: their files start G, C, X or B.
    let names = goldenScenarios().filter { file in
      file.hasPrefix("Tests/Scenarios/")
        && ["G", "C", "X", "B"].contains(file.split(separator: "/").last?.first.map(String.init))
    }
    #expect(names.count > 40)
    for name in names {
      let path = repositoryRoot.appendingPathComponent(name).path
      let trace = ScenarioRunner(try Scenario(contentsOf: path)).trace()
      var expected: [String: [String]] = [:]
      var current: [String: String] = [:]
      // The last states of recognizers the file did not script (a text field's `textTap` and
      // `loupe`): they log no `reset`, so each gesture's last state is an outcome.
      var unscripted: [String: [String]] = [:]
      for line in trace {
        if line.message == "state", case .word(let word)? = line.keys.first?.1,
          ["recognized", "ended", "failed", "cancelled"].contains(word)
        {
          unscripted[line.id, default: []].append(word)
        }
        if line.message == "state", case .word(let word)? = line.keys.first?.1, word != "began", word != "changed" {
          current[line.id] = word
        }
        if line.message == "state", case .word(let word)? = line.keys.first?.1, word == "began", current[line.id] == nil
        {
          current[line.id] = word
        }
        if line.message == "reset" {
          expected[line.id, default: []].append(current.removeValue(forKey: line.id) ?? "none")
        }
        if line.message == "event", case .word(let word)? = line.keys.first?.1,
          ["touchUpInside", "touchUpOutside", "touchCancel"].contains(word)
        {
          expected[line.id, default: []].append(word)
        }
      }
      for (id, words) in unscripted where !trace.contains(where: { $0.id == id && $0.message == "reset" }) {
        expected[id] = words
      }
      let report = ScenarioRunner(try Scenario(contentsOf: path)).why()
      for object in report.objects {
        // A refused touch (notReceived, G10, N7) changes no state: the trace has nothing for it.
        let outcomes = object.sequences.map(\.outcome).filter {
          !["notTracked", "controlDisabled", "none", "notReceived"].contains($0)
        }
        let wanted = (expected[object.id] ?? []).filter { $0 != "none" }
        #expect(outcomes == wanted, "\(name): \(object.id)")
      }
    }
  }

  @Test(
    "N6: why says why a back swipe did not begin: the touch began too far from the edge, moved toward it, or stayed too long"
  )
  func whyBackSwipeDidNotBegin() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/navigation-and-tab-bars/N6-back-swipe-not-from-edge.json"
    ).path
    let report = ScenarioRunner(try Scenario(contentsOf: path)).why(object: "nav.backSwipe")
    let lines = report.objects.flatMap { object in
      object.sequences.map { "\($0.outcome) \($0.reason): \($0.detail)" }
    }
    #expect(
      lines == [
        "failed backSwipeNotFromEdge: the touch began 30 pt from the edge (N6: 13 pt at most)",
        "failed backSwipeNotTowardTrailing: the touch moved 6 pt toward the edge (N6: it must move away from it)",
        "failed backSwipeTooLate: it had not begun 0.25 s after touch-down (N6: it must begin within 0.25 s)",
      ])
  }

  @Test(
    "Q10, Q11: why says why a sheet's drag did not start: the inner scroll view was not at its top, or the drag went sideways"
  )
  func whySheetDragDidNotStart() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/containment-presentation-and-transitions/Q10-Q11-sheet-drag-kept-by-scroll-view.json"
    ).path
    let report = ScenarioRunner(try Scenario(contentsOf: path)).why(object: "sheet.pan")
    let lines = report.objects.flatMap { object in
      object.sequences.map { "\($0.outcome) \($0.reason): \($0.detail)" }
    }
    #expect(
      lines == [
        "failed scrollViewNotAtTop: the scroll view list was not at its top (Q11: contentOffset.y 100, its top 0)",
        "failed sheetDragNotVertical: the drag went 30 pt sideways and 4 pt up or down (Q10: a sheet's drag is mostly vertical)",
      ])
  }

  @Test("X4: why says when a tap meant as a second tap counted as a first: too far from the first, or too late")
  func whyTextTapTooFarOrTooLate() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Tests/Scenarios/text-editing-and-selection/X4-double-tap-selects-word.json"
    ).path
    let runner = ScenarioRunner(try Scenario(contentsOf: path))
    // `why --object` takes the names of the parts a text field makes for itself.
    #expect(runner.objectKind(id: "field.textTap") == "recognizer")
    #expect(runner.objectKind(id: "field.clearButton") == "control")
    let report = runner.why(object: "field.textTap")
    let lines = report.objects.flatMap { object in
      object.sequences.map { "\($0.outcome) \($0.reason): \($0.detail)" }
    }
    #expect(lines.count == 6)
    #expect(lines[1] == "recognized completed: the gesture happened")
    #expect(report.objects.first?.sequences.map(\.t) == [0.5, 0.7, 2, 2.2, 4, 4.41])
    #expect(
      lines[3]
        == "recognized repeatedTapTooFar: the second tap was 72 pt from the first (X4: 60 pt at most), so it counted as a first tap"
    )
    #expect(
      lines[5]
        == "recognized repeatedTapTooLate: the second tap came 0.41 s after the first (X4: 0.35 s at most), so it counted as a first tap"
    )
  }

  @Test(
    "M3, M5: why agrees with the trace for context menus: a shown sequence per willDisplayMenu line, and every menu asked for but not shown ended with willEnd"
  )
  func whyMenusMatchTrace() throws {
    var checked = 0
    // Every scenario in Examples, and every golden in the family folders.
    let examples = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Examples").path
    ).map { "Examples/\($0)" }
    for folder in [examples.sorted(), goldenScenarios().filter { $0.hasPrefix("Tests/Scenarios/") }] {
      for name in folder where name.hasSuffix(".json") {
        let path = repositoryRoot.appendingPathComponent(name).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("\"contextMenu\"") else {
          continue
        }
        let trace = ScenarioRunner(try Scenario(contentsOf: path)).trace()
        let report = ScenarioRunner(try Scenario(contentsOf: path)).why()
        for object in report.objects where object.kind == "contextMenu" {
          let lines = trace.filter { $0.id == object.id }
          let shown = object.sequences.filter { $0.outcome == "shown" }
          #expect(shown.map(\.decidedAt) == lines.filter { $0.message == "willDisplayMenu" }.map(\.t), "\(name)")
          let asked = lines.filter { $0.message == "configurationForMenu" }.count
          let ended = lines.filter { $0.message == "willEnd" }.count
          let notShownAfterAsking = object.sequences.filter {
            $0.outcome == "notShown" && $0.reason != "noMenuConfiguration"
          }
          .filter { sequence in lines.contains { $0.message == "configurationForMenu" && $0.t == sequence.t } }
          #expect(asked >= shown.count + notShownAfterAsking.count, "\(name)")
          #expect(ended >= notShownAfterAsking.count, "\(name)")
          checked += 1
        }
      }
    }
    #expect(checked >= 2)
  }

  /// `why`'s text for the rows of one golden scenario.
  private func rowReport(_ name: String, object: String? = nil) throws -> [String] {
    let path = repositoryRoot.appendingPathComponent("Tests/Scenarios/lists/\(name).json").path
    let report = ScenarioRunner(try Scenario(contentsOf: path)).why(object: object)
    return report.objects.filter { $0.kind == "row" || $0.kind == "item" }.flatMap { object in
      object.sequences.map { "\(object.id) \($0.outcome) \($0.reason): \($0.detail)" }
    }
  }

  @Test("L6, S4: why says a row never saw a touch whose pan began within the content delay, with the time")
  func whyRowPanWithinDelay() throws {
    #expect(
      try rowReport("L6-S4-flick-before-content-delay-row-never-touched", object: "table.row[0,5]") == [
        "table.row[0,5] notSelected panBeganInDelay: the list's pan began at 0.050 s, before the content delay "
          + "(0.15 s, S4) ended: the row never saw the touch (L6)"
      ])
  }

  @Test("L6: why says a scroll cancelled the row's touch, and when the pan began")
  func whyRowCancelledByScroll() throws {
    #expect(
      try rowReport("L6-S16-drag-that-scrolls-cancels-highlight-no-selection", object: "table") == [
        "table.row[0,5] notSelected cancelled: the list's pan began at 0.250 s: the drag scrolls the list, "
          + "which cancels the row's touch (L6)"
      ])
  }

  @Test("L2, L3, L4: why names the delegate's veto, or the finger that left the row, for each row that did not select")
  func whyRowVetoes() throws {
    #expect(
      try rowReport("L4-vetoed-highlight-and-vetoed-selection") == [
        "table.row[0,1] notSelected highlightVetoed: shouldHighlightRowAt returned false, which stops the "
          + "selection too (L2)",
        "table.row[0,3] notSelected selectionVetoed: willSelectRowAt returned nil (L4)",
      ])
    #expect(
      try rowReport("L3-moving-off-the-row-unhighlights-back-highlights-up-outside-selects-nothing") == [
        "table.row[0,1] notSelected leftRow: the finger left the row before it lifted, which unhighlighted it (L3)"
      ])
    let multiple = try rowReport("L4-multiple-selection-toggles-and-deselect-veto")
    #expect(
      multiple.contains(
        "table.row[1,0] notSelected deselectionVetoed: willDeselectRowAt refused to deselect the selected row (L4)"))
    #expect(multiple.filter { $0.contains(" selected selected: ") }.count == 2)
  }

  @Test("L2, L5: why agrees with the trace: one selected sequence per didSelect line, for tables and collections")
  func whyRowsMatchTrace() throws {
    var checked = 0
    for name in goldenScenarios() where name.hasPrefix("Tests/Scenarios/lists/") {
      let path = repositoryRoot.appendingPathComponent(name).path
      let selects = ScenarioRunner(try Scenario(contentsOf: path)).trace().filter {
        $0.message == "didSelectRowAt" || $0.message == "didSelectItemAt"
      }
      let report = ScenarioRunner(try Scenario(contentsOf: path)).why()
      let selected = report.objects.flatMap { object in object.sequences.filter { $0.outcome == "selected" } }
      #expect(selected.map(\.decidedAt).sorted() == selects.map(\.t).sorted(), "\(name)")
      checked += 1
    }
    #expect(checked >= 8)
  }
}
