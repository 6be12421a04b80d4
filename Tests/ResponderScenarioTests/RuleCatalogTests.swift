import Foundation
import Testing

/// The rule IDs the behaviour-rules article defines, and those the tests name.
///
/// The article (`Sources/ResponderKit/ResponderKit.docc/BehaviourRules.md`) defines a rule with
/// a heading `### H5: …`; rules under the heading `## Planned rules …` are planned (written as
/// `#### K1: …`). Tests name rules in two places: the leading IDs of a `@Test` display name
/// (`"G11: …"`, `"C5/F1: …"`), and the leading IDs of a golden scenario's file name in
/// `Tests/Scenarios` (`C2-T2-touch-down-repeat.json`). An area has one letter or two (SC). IDs
/// mentioned elsewhere in a name (`"explain … (H1–H6, G11)"`) are not counted: only a leading
/// ID says what a test checks.
enum RuleCatalog {
  static let articleURL = repositoryRoot.appendingPathComponent(
    "Sources/ResponderKit/ResponderKit.docc/BehaviourRules.md")

  /// The rules the article defines, split into implemented and planned.
  static func definedRules() throws -> (implemented: [String], planned: [String]) {
    let text = try String(contentsOf: articleURL, encoding: .utf8)
    var implemented: [String] = []
    var planned: [String] = []
    var inPlannedSection = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inPlannedSection = line.hasPrefix("## Planned") }
      guard let match = line.wholeMatch(of: #/#{3,4} ([A-Z]{1,2}[1-9][0-9]*): .+/#) else { continue }
      let id = String(match.1)
      if inPlannedSection { planned.append(id) } else { implemented.append(id) }
    }
    return (implemented, planned)
  }

  /// The IDs at the start of a test's display name: `"G11: …"` → G11, `"C5/F1: …"` → C5, F1.
  static func leadingIDs(ofTestName name: Substring) -> [String] {
    guard let match = name.prefixMatch(of: #/([A-Z]{1,2}[1-9][0-9]*(?:/[A-Z]{1,2}[1-9][0-9]*)*):/#) else { return [] }
    return match.1.split(separator: "/").map(String.init)
  }

  /// The IDs at the start of a golden file's name: `C2-T2-touch-down-repeat` → C2, T2.
  static func leadingIDs(ofFileName name: String) -> [String] {
    var ids: [String] = []
    var rest = Substring(name)
    while let match = rest.prefixMatch(of: #/([A-Z]{1,2}[1-9][0-9]*)-/#) {
      ids.append(String(match.1))
      rest = rest[match.range.upperBound...]
    }
    return ids
  }

  /// Every `@Test(…)` display name in the Swift files under `Tests/`.
  static func testNames() throws -> [(file: String, name: Substring)] {
    let tests = repositoryRoot.appendingPathComponent("Tests")
    var names: [(String, Substring)] = []
    let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for match in text.matches(of: #/@Test\(\s*"((?:[^"\\\n]|\\.)*)"/#) {
        names.append((url.lastPathComponent, match.1))
      }
    }
    return names
  }

  /// The names of the golden scenario files in `Tests/Scenarios` (not its subfolders).
  static func goldenFileNames() throws -> [String] {
    let folder = repositoryRoot.appendingPathComponent("Tests/Scenarios")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
  }
}

@Suite("The behaviour-rules article and the tests agree")
struct RuleCatalogTests {
  @Test("The extractors read the forms the tests use, and nothing else")
  func extractors() {
    #expect(RuleCatalog.leadingIDs(ofTestName: "G11: built-in controls win") == ["G11"])
    #expect(RuleCatalog.leadingIDs(ofTestName: "C5/F1: a text field") == ["C5", "F1"])
    #expect(RuleCatalog.leadingIDs(ofTestName: "SC2: the delegate's window") == ["SC2"])
    #expect(RuleCatalog.leadingIDs(ofTestName: "explain prints (H1–H6, G11)").isEmpty)
    #expect(RuleCatalog.leadingIDs(ofTestName: "README: the quick-start example").isEmpty)
    #expect(RuleCatalog.leadingIDs(ofTestName: "G1 without a colon").isEmpty)
    #expect(RuleCatalog.leadingIDs(ofFileName: "C2-T2-touch-down-repeat.json") == ["C2", "T2"])
    #expect(RuleCatalog.leadingIDs(ofFileName: "G14-double-tap-recognized.json") == ["G14"])
    #expect(RuleCatalog.leadingIDs(ofFileName: "touch-still-down-at-end.json").isEmpty)
    #expect(RuleCatalog.leadingIDs(ofFileName: "input-error-began-twice.json").isEmpty)
  }

  @Test("Every rule ID a test names is defined, and every implemented rule is named by a test")
  func rulesAgree() throws {
    let defined = try RuleCatalog.definedRules()
    let all = defined.implemented + defined.planned
    #expect(defined.implemented.count >= 50, "the article's headings were not found")
    #expect(Set(all).count == all.count, "an ID is defined twice: \(all)")

    var named: [String: [String]] = [:]
    for (file, name) in try RuleCatalog.testNames() {
      for id in RuleCatalog.leadingIDs(ofTestName: name) { named[id, default: []].append("\(file): \(name)") }
    }
    for file in try RuleCatalog.goldenFileNames() {
      for id in RuleCatalog.leadingIDs(ofFileName: file) { named[id, default: []].append("Tests/Scenarios/\(file)") }
    }
    #expect(named.count >= 50, "the tests' rule IDs were not found")

    for (id, places) in named.sorted(by: { $0.key < $1.key }) where !all.contains(id) {
      Issue.record("\(id) is named by \(places.joined(separator: ", ")) but BehaviourRules.md does not define it")
    }
    for id in defined.implemented where named[id] == nil {
      Issue.record(
        "\(id) is defined in BehaviourRules.md but no test names it (name a @Test \"\(id): …\" or a golden file \(id)-….json, or move the rule under Planned rules)"
      )
    }
  }
}
