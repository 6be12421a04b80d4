import Foundation
import Testing

@testable import ResponderScenario

@MainActor
@Suite("Reliability: fuzz corpus and regressions")
struct FuzzRegressionTests {
  @Test("Guarantee 4: every committed fuzz input reads as a scenario or a clear error, and runs without a crash")
  func replayFuzzInputs() throws {
    var count = 0
    for folder in ["Fuzz/corpus", "Fuzz/regressions"] {
      let directory = repositoryRoot.appendingPathComponent(folder)
      for name in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        do {
          ScenarioRunner(try Scenario(data: data, file: name)).run { _ in }
        } catch let error as ScenarioError {
          #expect("\(error)".hasPrefix(name), "one line naming the file")
        }
        count += 1
      }
    }
    #expect(count >= 8)
  }

  @Test("Guarantee 4: arbitrary bytes give a clear error, never a crash")
  func arbitraryBytes() {
    var rng = SeededGenerator(seed: 7)
    for length in 0..<2000 {
      let bytes = (0..<(length % 97)).map { _ in UInt8.random(in: 0...255, using: &rng) }
      let text = "{\"windows\": [" + String(decoding: bytes, as: UTF8.self)
      for data in [Data(bytes), Data(text.utf8)] {
        if let scenario = try? Scenario(data: data, file: "x.json") { ScenarioRunner(scenario).run { _ in } }
      }
    }
  }
}
