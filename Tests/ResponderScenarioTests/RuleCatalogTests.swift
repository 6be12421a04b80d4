import Foundation
import Testing

/// The rule IDs the behaviour-rules article defines, and those the tests name.
///
/// The article (`Sources/ResponderKit/ResponderKit.docc/BehaviourRules.md`) defines a rule with
/// a heading `### H5: …`; rules under the heading `## Planned rules …` are planned (written as
/// `#### K1: …`). Tests name rules in two places: the leading IDs of a `@Test` display name
/// (`"G11: …"`, `"C5/F1: …"`), and the leading IDs of a golden scenario's file name in the
/// family folders of `Tests/Scenarios` (`controls/C2-T2-touch-down-repeat.json`). An area has
/// one letter or two (SC). IDs mentioned elsewhere in a name (`"explain … (H1–H6, G11)"`) are
/// not counted: only a leading ID says what a test checks.
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

  /// The golden scenario files in the family folders of `Tests/Scenarios`, as paths from the
  /// repository's root (`Tests/Scenarios/controls/C2-T2-touch-down-repeat.json`).
  static func goldenFiles() -> [String] {
    goldenScenarios().filter { $0.hasPrefix("Tests/Scenarios/") }
  }

  /// The rule families the article defines, area to title: `## G: gesture recognizers` → G,
  /// `gesture recognizers`.
  static func families() throws -> [String: String] {
    let text = try String(contentsOf: articleURL, encoding: .utf8)
    var families: [String: String] = [:]
    for line in text.split(separator: "\n") {
      guard let match = line.wholeMatch(of: #/## ([A-Z]{1,2}): (.+)/#) else { continue }
      families[String(match.1)] = String(match.2)
    }
    return families
  }

  /// The area of a rule ID, its letters: G11 → G, SC2 → SC.
  static func area(ofID id: String) -> String {
    String(id.prefix { $0.isLetter })
  }

  /// A family's title as a folder name: its words in lowercase, joined by hyphens, without a
  /// leading "the" (`the responder chain` → `responder-chain`, `containment, presentation and
  /// transitions` → `containment-presentation-and-transitions`).
  static func folderName(ofFamilyTitle title: String) -> String {
    var words = title.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    if words.first == "the" { words.removeFirst() }
    return words.joined(separator: "-")
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

  @Test("A family's title becomes its folder name, and an ID's area is its letters")
  func folderNames() {
    #expect(RuleCatalog.folderName(ofFamilyTitle: "the responder chain") == "responder-chain")
    #expect(
      RuleCatalog.folderName(ofFamilyTitle: "containment, presentation and transitions")
        == "containment-presentation-and-transitions")
    #expect(RuleCatalog.folderName(ofFamilyTitle: "layout") == "layout")
    #expect(RuleCatalog.area(ofID: "G11") == "G")
    #expect(RuleCatalog.area(ofID: "SC2") == "SC")
  }

  /// Each golden pair sits in one folder per rule family, so a family's goldens are found
  /// together; a folder is named for its family as the article's heading names it (or a
  /// shorter start of that name: `drag-and-drop` for "drag and drop within one application"),
  /// and the goldens whose names start with no rule ID sit in the scenario-format folder.
  @Test("Each golden pair sits in the folder of its first rule's family, named from the article's family heading")
  func goldensSitInTheirFamilyFolders() throws {
    let families = try RuleCatalog.families()
    #expect(families.count >= 20, "the article's family headings were not found")
    let scenarios = repositoryRoot.appendingPathComponent("Tests/Scenarios")
    let entries = try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
    let folders = subfolders(of: "Tests/Scenarios")
    #expect(Set(entries) == Set(folders), "files directly in Tests/Scenarios: \(Set(entries).subtracting(folders))")

    var folderOfArea: [String: String] = [:]
    var checked = 0
    for folder in folders where !toolFixtureFolders.contains(folder) {
      let directory = scenarios.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      #expect(!files.isEmpty, "\(folder) is empty")
      // Pairs only: each NAME.json has its NAME.trace and each trace its scenario.
      let jsons = Set(files.filter { $0.hasSuffix(".json") }.map { $0.dropLast(".json".count) })
      let traces = Set(files.filter { $0.hasSuffix(".trace") }.map { $0.dropLast(".trace".count) })
      #expect(
        jsons == traces && jsons.count * 2 == files.count, "\(folder) holds more than NAME.json + NAME.trace pairs")
      for name in files where name.hasSuffix(".json") {
        checked += 1
        guard let id = RuleCatalog.leadingIDs(ofFileName: name).first else {
          #expect(
            folder == scenarioFormatFolder, "\(folder)/\(name) names no rule, so it belongs in \(scenarioFormatFolder)")
          continue
        }
        #expect(folder != scenarioFormatFolder, "\(folder)/\(name) names rule \(id)")
        let area = RuleCatalog.area(ofID: id)
        guard let title = families[area] else {
          Issue.record("\(folder)/\(name): the article has no family heading \"## \(area): …\"")
          continue
        }
        let full = RuleCatalog.folderName(ofFamilyTitle: title)
        #expect(
          folder == full || full.hasPrefix(folder + "-"),
          "\(folder)/\(name): rule \(id) is in the family \"\(title)\", whose folder is \(full)")
        if let other = folderOfArea[area], other != folder {
          Issue.record("the \(area) family's goldens are split between \(other) and \(folder)")
        }
        folderOfArea[area] = folder
      }
    }
    let areasOfFolder = Dictionary(grouping: folderOfArea.keys, by: { folderOfArea[$0]! })
    for (folder, areas) in areasOfFolder where areas.count > 1 {
      Issue.record("\(folder) holds the goldens of more than one family: \(areas.sorted())")
    }
    #expect(checked == RuleCatalog.goldenFiles().count && checked >= 189)
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
    for path in RuleCatalog.goldenFiles() {
      let file = String(path.split(separator: "/").last ?? "")
      for id in RuleCatalog.leadingIDs(ofFileName: file) { named[id, default: []].append(path) }
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
