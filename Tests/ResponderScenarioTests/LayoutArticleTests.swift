import Foundation
import Testing

/// The folder list under "Layout" in `HowATouchTravels.md`, read as paths.
///
/// Each line of the list's code block names a path in its first column (several, separated by
/// ", "), then its description after two or more spaces; a line indented by two spaces names a
/// path inside the last unindented one, and a line whose first column is blank continues the
/// description above it.
enum LayoutArticle {
  static let articleURL = repositoryRoot.appendingPathComponent(
    "Sources/ResponderKit/ResponderKit.docc/HowATouchTravels.md")

  /// The paths the list names, from the repository's root (`Sources/ResponderKit/Engine/`).
  static func listedPaths() throws -> [String] {
    let text = try String(contentsOf: articleURL, encoding: .utf8)
    guard let section = text.range(of: "\n## Layout\n"),
      let open = text.range(of: "\n```\n", range: section.upperBound..<text.endIndex),
      let close = text.range(of: "\n```\n", range: open.upperBound..<text.endIndex)
    else { return [] }
    var paths: [String] = []
    var parent = ""
    for line in text[open.upperBound..<close.lowerBound].split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      guard indent <= 2 else { continue }
      let column = line.dropFirst(indent).split(separator: "  ", maxSplits: 1).first ?? ""
      for name in column.split(separator: ", ").map(String.init) {
        if indent == 0 {
          parent = name
          paths.append(name)
        } else {
          paths.append(parent + name)
        }
      }
    }
    return paths
  }

  /// The names of the folders directly under `folder`, with a trailing slash, hidden ones left out.
  static func folders(in folder: String) -> [String] {
    subfolders(of: folder).filter { !$0.hasPrefix(".") }.map { $0 + "/" }
  }
}

@Suite("How a touch travels lists the package's folders as they are")
struct LayoutArticleTests {
  @Test(
    "The layout names every target's folder, every folder of ResponderKit and of the scenarios, and only paths that exist"
  )
  func layoutMatchesTheTree() throws {
    let listed = try LayoutArticle.listedPaths()
    #expect(listed.count >= 60, "the Layout section's list was not found")
    for path in listed where !path.contains("*") {
      #expect(
        FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path),
        "the layout lists \(path), which does not exist")
    }
    for parent in ["Sources/", "Tests/", "Sources/ResponderKit/", "Sources/ResponderScenario/", "Tests/Scenarios/"] {
      for folder in LayoutArticle.folders(in: parent) {
        #expect(listed.contains(parent + folder), "the layout does not list \(parent + folder)")
      }
    }
    for folder in LayoutArticle.folders(in: ".") {
      #expect(listed.contains { $0.hasPrefix(folder) }, "the layout lists nothing in \(folder)")
    }
  }
}
