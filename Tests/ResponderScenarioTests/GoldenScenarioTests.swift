import Foundation
import ResponderScenario
import Testing

/// The repository's root, found from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// Every `NAME.json` with a `NAME.trace` beside it in `Examples/` and `Tests/Scenarios/`.
func goldenScenarios() -> [String] {
  ["Examples", "Tests/Scenarios"].flatMap { folder -> [String] in
    let directory = repositoryRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
      let trace = directory.appendingPathComponent(String(name.dropLast(5)) + ".trace")
      return FileManager.default.fileExists(atPath: trace.path) ? "\(folder)/\(name)" : nil
    }
  }
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
