import Foundation
import PackagePlugin

/// Ports a target's iOS sources at build time, so that one source tree serves the Xcode project
/// and the Linux build: `responder port` writes the ported files into the build folder, and the
/// target compiles those.
///
/// The iOS files are the `.swift` files under the target's folder that the target does not
/// compile itself: the folder it `exclude`s (often a symbolic link to the app's source folder,
/// shared with the Xcode project and never edited for Linux). The target's own files, such as
/// its tests, compile as they are. Every file is ported with the others (one context, as
/// `responder port FOLDER` ports a folder), and a file that port cannot finish (a note "by
/// hand") fails the build with the note at the iOS file's line.
@main
struct ResponderPortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let root = module.directoryURL
    let compiled = Set(module.sourceFiles(withSuffix: "swift").map { $0.url.resolvingSymlinksInPath().path })
    let inputs = Self.swiftFiles(under: root).filter { !compiled.contains($0.resolvingSymlinksInPath().path) }
    guard !inputs.isEmpty else {
      Diagnostics.warning(
        "ResponderPortPlugin: \(target.name) has no iOS files to port: exclude the folder of iOS files from the "
          + "target's sources (exclude: [\"iOS\"]) and the plugin ports it")
      return []
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
    let outputs = inputs.map { output.appending(path: Self.portedName(of: $0, root: root)) }
    // Port reads each file with the compiler's parser: the toolchain's swiftc, wherever the
    // build runs.
    var environment: [String: String] = [:]
    if let swiftc = try? context.tool(named: "swiftc") { environment["RESPONDER_SWIFTC"] = swiftc.url.path }
    return [
      .buildCommand(
        displayName: "Porting \(inputs.count) iOS files of \(target.name)",
        executable: try context.tool(named: "responder").url,
        arguments: ["port", "--output", output.path, "--root", root.path] + inputs.map(\.path),
        environment: environment, inputFiles: inputs, outputFiles: outputs)
    ]
  }

  /// The `.swift` files under `folder`, at any depth, following symbolic links to folders (a
  /// link to the app's sources), skipping hidden ones, in path order.
  static func swiftFiles(under folder: URL) -> [URL] {
    var files: [URL] = []
    var visited: Set<String> = []
    var pending = [folder]
    while let current = pending.popLast() {
      let resolved = current.resolvingSymlinksInPath().path
      guard visited.insert(resolved).inserted else { continue }
      // Listed at the resolved path (a link to a folder lists as empty on Linux), named under
      // the link, so that each file's path below the target's folder is the one port is given.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: resolved)) ?? []
      for name in names where !name.hasPrefix(".") {
        let entry = current.appending(path: name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          pending.append(entry)
        } else if entry.pathExtension == "swift" {
          files.append(entry)
        }
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The name `responder port --output` gives a file's ported copy: its path below `root`, each
  /// `/` a `_` (`iOS/Screens/List.swift` is `iOS_Screens_List.swift`).
  static func portedName(of file: URL, root: URL) -> String {
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    let relative = file.path.hasPrefix(rootPath) ? String(file.path.dropFirst(rootPath.count)) : file.lastPathComponent
    return relative.replacingOccurrences(of: "/", with: "_")
  }
}
