import Foundation
import ResponderScenario
import Testing

/// The corpus of iOS code (`Tests/UIKitCorpus`), each file ported once per test run.
enum Corpus {
  /// One corpus file and what `responder port` made of it.
  struct File: Sendable {
    /// The file's name in the corpus.
    var name: String
    /// Its path.
    var path: String
    /// The text as written for iOS.
    var source: String
    /// `responder port`'s standard output, its standard error and its exit status.
    var ported: String
    var notes: String
    var status: Int32

    /// Whether the file says it needs Swift 5's language mode (see the corpus's README).
    var isSwift5Only: Bool { source.hasPrefix("// corpus: Swift 5 only") }
    /// Whether porting changed anything: if not, the file compiles as written or not at all.
    var needsPorting: Bool { ported != source }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("UIKitCorpus")

  /// Every corpus file, ported, in name order. `responder port` runs in process, on the main
  /// actor as the command does; the type checks that follow need not wait for it.
  @MainActor static let files: [File] = {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return names.map { name in
      let path = directory.appendingPathComponent(name).path
      return port(name: name, path: path, source: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }
  }()

  /// Runs `responder port` in process on one file.
  @MainActor static func port(name: String, path: String, source: String) -> File {
    final class Streams {
      var out = ""
      var err = ""
    }
    let streams = Streams()
    let status = ResponderCommand.main(
      ["port", path], standardOutput: { streams.out += $0 }, standardError: { streams.err += $0 })
    return File(name: name, path: path, source: source, ported: streams.out, notes: streams.err, status: status)
  }

  /// The ported files that differ from their source, written to a fresh directory under their
  /// own names (so that the compiler's messages name them), and the paths to type-check: the
  /// ported copy where porting changed the file, the corpus file itself where it did not.
  static func pathsToTypeCheck(_ files: [File]) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try files.map { file in
      guard file.needsPorting else { return file.path }
      let path = directory.appendingPathComponent(file.name).path
      try file.ported.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
  }

  /// The Clang module map that declares `UIKit.UIGestureRecognizerSubclass`
  /// (`Sources/UIKitSubmodules`), passed to the compiler as SwiftPM passes it to the targets that
  /// depend on the `UIKit` product.
  static let uikitModuleMap = directory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/UIKitSubmodules/module.modulemap").path

  /// The Swift compiler on `PATH`.
  static var compiler: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The build's module directory (`.build/<triple>/debug/Modules`, or the sanitizer builds'):
  /// beside the test executable, which has the package's modules built for it.
  static var modulesDirectory: String? {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/" {
      let modules = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: modules.appendingPathComponent("UIKit.swiftmodule").path) {
        return modules.path
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Type-checks `paths` together in one compiler run in the language mode `swiftVersion`, every
  /// warning an error; returns the compiler's exit status and messages, or records why it could
  /// not run.
  static func typeCheck(_ paths: [String], swiftVersion: Int) throws -> (status: Int32, output: String)? {
    guard let compiler else {
      Issue.record(
        "swiftc, the Swift compiler, is not on PATH: the corpus check type-checks the corpus with it (put the toolchain's usr/bin on PATH)"
      )
      return nil
    }
    guard let modules = modulesDirectory else {
      Issue.record("no Modules directory with UIKit.swiftmodule above the test executable \(CommandLine.arguments[0])")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: compiler)
    process.arguments =
      ["-typecheck", "-swift-version", "\(swiftVersion)", "-warnings-as-errors", "-I", modules]
      + ["-Xcc", "-fmodule-map-file=\(uikitModuleMap)"] + paths
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

@Suite("The UIKit corpus compiles on Linux: as written where it can, after responder port where it cannot")
struct CorpusCheckTests {
  @Test("The corpus has at least 20 files; responder port ports each, leaving nothing by hand")
  func portsEveryFile() async throws {
    guard Corpus.compiler != nil else {
      Issue.record("swiftc, the Swift compiler, is not on PATH: responder port reads files with swiftc -dump-parse")
      return
    }
    let files = await Corpus.files
    #expect(files.count >= 20)
    #expect(files.filter(\.needsPorting).count >= 10, "the corpus exercises the port")
    #expect(files.filter { !$0.needsPorting }.count >= 10, "and code that compiles as written")
    for file in files {
      #expect(file.status == 0 && file.notes.isEmpty, "\(file.name): \(file.notes)")
    }
    #expect(!files.contains { $0.ported.contains("@objc") || $0.ported.contains("#selector") })
  }

  @Test("Every corpus file but the Swift 5-only ones type-checks in Swift 6 mode, ported or as written, in one run")
  func typeChecksInSwift6() async throws {
    let files = await Corpus.files.filter { !$0.isSwift5Only }
    guard let result = try Corpus.typeCheck(try Corpus.pathsToTypeCheck(files), swiftVersion: 6) else { return }
    #expect(result.status == 0, "\(result.output)")
  }

  @Test("Every corpus file type-checks in Swift 5 mode, ported or as written, as iOS code does against UIKit")
  func typeChecksInSwift5() async throws {
    let files = await Corpus.files
    #expect(files.contains { $0.isSwift5Only })
    guard let result = try Corpus.typeCheck(try Corpus.pathsToTypeCheck(files), swiftVersion: 5) else { return }
    #expect(result.status == 0, "\(result.output)")
  }
}
