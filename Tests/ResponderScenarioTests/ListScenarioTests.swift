import Foundation
import ResponderScenario
import Testing

/// A table of two sections (2 and 3 rows of 44 pt) and one quick tap on the row at `y`.
private func tableTap(at y: Double, keys: String = "") -> String {
  """
  {"windows": [{"id": "w", "frame": [0, 0, 320, 480], "subviews": [
    {"id": "t", "class": "table", "frame": [0, 0, 320, 400], "sections": [2, 3]\(keys)}]}],
   "input": [{"t": 0, "touch": 1, "phase": "began", "at": [100, \(y)]},
             {"t": 0.05, "touch": 1, "phase": "ended", "at": [100, \(y)]}]}
  """
}

@MainActor
@Suite("List scenarios")
struct ListScenarioTests {
  func lines(_ json: String, _ format: TraceFormat = TraceFormat(categories: [.lists])) throws -> [String] {
    let scenario = try Scenario(data: Data(json.utf8))
    return ScenarioRunner(scenario).trace().filter(format.keeps).map(format.render)
  }

  @Test("L1, L4: the row under the tap across sections is named section,row and selected after the touch-up")
  func rowInSecondSection() throws {
    #expect(
      try lines(tableTap(at: 100)) == [
        "t.delegate shouldHighlightRowAt row=1,0 result=true", "t.delegate didHighlightRowAt row=1,0",
        "t.delegate didUnhighlightRowAt row=1,0", "t.delegate willSelectRowAt row=1,0 result=1,0",
        "t.delegate didSelectRowAt row=1,0",
      ])
  }

  @Test("L1: rowTitles are the cells' textLabel texts, row after row through the sections; hit testing is as without")
  func rowTitles() throws {
    let titled = tableTap(at: 100, keys: #", "rowTitles": ["A0", "A1", "B0", "B1", "B2"]"#)
    let format = TraceFormat(categories: [.lists, .touches, .hittest])
    #expect(try lines(titled, format) == lines(tableTap(at: 100), format), "the labels take no touch")
    let svg = ScenarioRunner(try Scenario(data: Data(titled.utf8))).renderSVG(points: [])
    for title in ["A0", "A1", "B0", "B1", "B2"] {
      #expect(svg.contains("'>\(title)</text>"), "\(title) is drawn by its cell's label")
    }
    #expect(throws: ScenarioError.self) {
      try Scenario(data: Data(tableTap(at: 100, keys: #", "rowTitles": "A0""#).utf8))
    }
  }

  @Test("L2: allowsSelection false makes no delegate call at all")
  func selectionNotAllowed() throws {
    #expect(try lines(tableTap(at: 100, keys: #", "allowsSelection": false"#)) == [])
  }

  @Test("L4: index paths are [section,row] in jsonl, null for a vetoed selection")
  func jsonIndexPaths() throws {
    let json = try lines(
      tableTap(at: 100, keys: #", "vetoSelect": [[1, 0]]"#), TraceFormat(jsonLines: true, categories: [.lists]))
    #expect(
      json.last == #"{"t":0.05,"id":"t.delegate","message":"willSelectRowAt","row":[1,0],"result":null}"#)
  }

  @Test("L1: the cell's touch lines carry its row's name; its content view is named in touchesShouldBegin")
  func cellNames() throws {
    let touches = try lines(tableTap(at: 100), TraceFormat(categories: [.touches, .scroll]))
    #expect(
      touches == [
        "t touchesShouldBegin view=t.cell[1,0].contentView result=true", "t.cell[1,0] touchesBegan touches=1",
        "t touchesBegan touches=1", "t.cell[1,0] touchesEnded touches=1", "t touchesEnded touches=1",
      ])
  }

  @Test("L1: a set step's keys are checked as the file's; style cannot be set")
  func setSteps() {
    func error(_ property: String, _ value: String) -> String? {
      scenarioError(
        """
        {"windows": [{"id": "w", "subviews": [{"id": "t", "class": "table", "rows": 3}]}],
         "input": [{"t": 0, "do": "set", "object": "t", "property": "\(property)", "value": \(value)}]}
        """)
    }
    #expect(error("rowHeight", "60") == nil)
    #expect(error("vetoHighlight", "[[0, 1]]") == nil)
    #expect(
      error("rows", "2.5")
        == "f.json: input[0].value: expected a number of rows (0 to 10000), found 2.5")
    #expect(
      error("itemSize", "[1, 2]")?.hasPrefix("f.json: input[0].property: unknown property \"itemSize\"") == true)
  }
}

@MainActor
@Suite("List tools")
struct ListToolTests {
  @Test("L1: explain names the cell and the index path under the point, and the list's pans")
  func explainNamesTheRow() throws {
    let runner = ScenarioRunner(try Scenario(data: Data(tableTap(at: 100).utf8)))
    let explanation = runner.explain(at: CGPoint(x: 100, y: 100))
    #expect(explanation.winner == "t.cell[1,0].contentView")
    #expect(explanation.listRow?.list == "t")
    #expect(explanation.listRow?.cell == "t.cell[1,0]")
    #expect(explanation.listRow?.indexPath == [1, 0])
    #expect(explanation.recognizers == ["t.pan", "t.swipe"])
    #expect(explanation.text.hasSuffix("list (L1): t.cell[1,0] of t, index path [1, 0]"))
    let below = ScenarioRunner(try Scenario(data: Data(tableTap(at: 100).utf8))).explain(at: CGPoint(x: 100, y: 300))
    #expect(below.winner == "t")
    #expect(below.listRow?.cell == nil)
    #expect(below.text.hasSuffix("list (L1): t, no row under the point"))
  }

  @Test("L1: lint warns of rows and items smaller than a finger, not of 44-pt rows")
  func lintSmallRows() throws {
    let json = """
      {"windows": [{"id": "w", "frame": [0, 0, 320, 480], "subviews": [
        {"id": "a", "class": "table", "frame": [0, 0, 320, 100], "rowHeight": 30},
        {"id": "b", "class": "table", "frame": [0, 100, 320, 100]},
        {"id": "c", "class": "collection", "frame": [0, 200, 320, 100], "itemSize": [40, 60]},
        {"id": "d", "class": "table", "frame": [0, 300, 320, 100], "rowHeight": 30, "allowsSelection": false}]}]}
      """
    let findings = ScenarioRunner(try Scenario(data: Data(json.utf8))).lint().filter { $0.kind == "smallTarget" }
    #expect(
      findings.map(\.text) == [
        "warning smallTarget a: has rows of 320 × 30 pt, smaller than the 44 × 44 pt a finger needs. Fix: give a a \"rowHeight\" of 44 or more.",
        "warning smallTarget c: has items of 40 × 60 pt, smaller than the 44 × 44 pt a finger needs. Fix: give c an \"itemSize\" of 44 × 44 or more.",
      ])
  }
}
