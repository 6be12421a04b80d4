import Foundation
import ResponderScenario
import Testing

/// The repository's root, found from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The folders of `Tests/Scenarios` that hold one tool's fixtures rather than golden pairs.
///
/// Their files are read by the tool's own tests (`bad` by the reader's error tests, `explain`,
/// `lint`, `timeline` and `why` by the command's), so the golden set skips them.
let toolFixtureFolders: Set<String> = ["bad", "explain", "lint", "timeline", "why"]

/// The folder of `Tests/Scenarios` for goldens that check the scenario format and its runner
/// rather than a behaviour rule: their names start with no rule ID.
let scenarioFormatFolder = "scenario-format"

/// The names of the folders directly under `folder` (a path from the repository's root), sorted.
func subfolders(of folder: String) -> [String] {
  let directory = repositoryRoot.appendingPathComponent(folder)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { name in
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }.sorted()
}

/// Every `NAME.json` with a `NAME.trace` beside it, as paths from the repository's root.
///
/// The pairs live in `Examples/` and, one folder per rule family, under `Tests/Scenarios/`
/// (`Tests/Scenarios/gesture-recognizers/G9-….json`); the tool-fixture folders are skipped.
func goldenScenarios() -> [String] {
  let families = subfolders(of: "Tests/Scenarios").filter { !toolFixtureFolders.contains($0) }
  return (["Examples"] + families.map { "Tests/Scenarios/\($0)" }).flatMap { folder -> [String] in
    let directory = repositoryRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      let trace = directory.appendingPathComponent(String(name.dropLast(5)) + ".trace")
      return FileManager.default.fileExists(atPath: trace.path) ? "\(folder)/\(name)" : nil
    }
  }
}

/// The path from the repository's root of the golden scenario whose file is `name`
/// (`G9-single-waits-for-double-to-fail.json`), in whichever folder holds it; nil if none does.
func goldenScenario(named name: String) -> String? {
  goldenScenarios().first { $0.hasSuffix("/" + name) }
}

@MainActor
@Suite("Golden scenarios")
struct GoldenScenarioTests {
  @Test("Golden scenarios reproduce their whole trace (rules named in each file)", arguments: goldenScenarios())
  func golden(_ file: String) throws {
    let url = repositoryRoot.appendingPathComponent(file)
    let scenario = try Scenario(contentsOf: url.path)
    let expected = try String(contentsOf: url.deletingPathExtension().appendingPathExtension("trace"), encoding: .utf8)
    let actual = ScenarioRunner(scenario).trace().map(\.text)
    #expect(actual == expected.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
  }

  @Test("The golden set includes the seed experiments")
  func seedsPresent() {
    let files = goldenScenarios()
    #expect(files.contains("Examples/seed-hit-test.json"))
    #expect(files.count >= 5)
  }
}
