import Foundation
import ResponderScenario

// The fuzz target over the scenario decoder and runner (issue "Reliability").
//
// Built normally, it is a replayer: `responder-fuzz FILE_OR_DIR...` runs every input once, so
// a committed finding is replayed by the tests. Built with `-Xswiftc -DFUZZING -Xswiftc
// -sanitize=fuzzer` it is a libFuzzer target (see `.ci/run`).

/// Inputs larger than this are skipped: the fuzzer looks for crashes, not for slow files.
let maximumInputSize = 64 * 1024

/// Reads one input as a scenario and, when it is valid, runs it, discarding the trace.
@MainActor
func fuzzOne(_ data: Data) {
  guard data.count <= maximumInputSize else { return }
  guard let scenario = try? Scenario(data: data, file: "fuzz") else { return }
  ScenarioRunner(scenario).run { _ in }
}

#if FUZZING
  /// libFuzzer's entry point.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    MainActor.assumeIsolated { fuzzOne(data) }
    return 0
  }

  /// libFuzzer's driver, which parses the fuzzer's flags and runs the inputs.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  /// The executable's entry point under SwiftPM (which renames `main` for executables):
  /// hands over to libFuzzer's driver.
  @_cdecl("responder_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { start, size in fuzzerTestOneInput(start, size) }
  }
#else
  /// Replays inputs: each argument is a file or a folder of files.
  @main
  struct ReplayInputs {
    @MainActor
    static func main() {
      var count = 0
      for argument in CommandLine.arguments.dropFirst() {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { continue }
        let files =
          isFolder.boolValue
          ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map {
            "\(argument)/\($0)"
          }
          : [argument]
        for file in files {
          guard let data = FileManager.default.contents(atPath: file) else { continue }
          fuzzOne(data)
          count += 1
        }
      }
      print("replayed \(count) inputs")
    }
  }
#endif
