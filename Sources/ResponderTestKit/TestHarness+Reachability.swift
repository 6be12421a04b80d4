import Foundation
@_spi(Tools) import ResponderKit

#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// Where a gesture of the harness was called from: the issue it records points there.
struct CallSite {
  let fileID: String
  let file: StaticString
  let line: UInt
  let column: UInt
}

extension TestHarness {
  /// Performs `gesture` at the center of `view` in screen coordinates, then records an issue
  /// at `site` when a touch there would not reach `view` nor a view inside it; records the
  /// issue and touches nothing when `view` is in no window.
  ///
  /// Rules H1–H6, C3, V3: the verdicts are the engine's, worded as `responder explain` words
  /// them (`HitTestVerdict`), and are taken before the gesture moves anything. The issue comes
  /// after the gesture so that, when `failureTimelineDirectory` names a folder (by default the
  /// environment variable `RESPONDER_TIMELINE_DIR`), the timeline written there (`writeTimeline(to:)`, one file per call site) shows
  /// the touch that went elsewhere, and the issue names the file.
  func touching(_ view: UIView, for gesture: String, at site: CallSite, _ perform: (CGPoint) -> Void) {
    guard view.window != nil else {
      if let miss = application.hitTestMiss(of: view, at: .zero, naming: Self.name) {
        Self.recordIssue(Self.message(gesture, view, touching: nil, miss), at: site)
      }
      return
    }
    let point = screenPoint(of: view)
    let miss = application.hitTestMiss(of: view, at: point, naming: Self.name)
    perform(point)
    guard let miss else { return }
    Self.recordIssue(Self.message(gesture, view, touching: point, miss) + timelineNote(for: site), at: site)
  }

  /// The environment variable naming the folder a failed gesture writes its timeline to.
  static let timelineDirectoryVariable = "RESPONDER_TIMELINE_DIR"

  /// The folder `RESPONDER_TIMELINE_DIR` names, if it is set and not empty.
  static var timelineDirectoryFromEnvironment: URL? {
    guard let path = ProcessInfo.processInfo.environment[timelineDirectoryVariable], !path.isEmpty else { return nil }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// With `failureTimelineDirectory` set, writes the timeline of the harness so far to that
  /// folder, in a file named after `site` (`Module_File.swift-42.html`), and returns the line
  /// that names it (or says why it could not be written); the empty string otherwise.
  private func timelineNote(for site: CallSite) -> String {
    guard let directory = failureTimelineDirectory else { return "" }
    let name = site.fileID.replacingOccurrences(of: "/", with: "_") + "-\(site.line).html"
    let url = directory.appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try writeTimeline(to: url)
      return "\n  timeline: \(url.path)"
    } catch {
      return "\n  timeline: could not write \(url.path): \(error.localizedDescription)"
    }
  }

  /// The failure's text: what `gesture` aimed at and what its touch at `point` (nil: none was
  /// made) hits instead, then each verdict on a line of its own, as `responder explain` lists
  /// it.
  static func message(_ gesture: String, _ view: UIView, touching point: CGPoint?, _ miss: HitTestMiss) -> String {
    let outcome =
      point.map { point in
        "the touch at \(HitTestVerdict.text(point)) hits \(miss.hit.map { name($0) + " instead" } ?? "no view")"
      } ?? "nothing was touched"
    let header = "\(gesture) does not reach \(name(view)), frame \(HitTestVerdict.text(view.frame)): \(outcome)"
    return ([header] + miss.verdicts.map { "  " + $0.verdict.line(naming: name($0.view)) }).joined(separator: "\n")
  }

  /// A view as the failures name it: its type, then its `accessibilityIdentifier` in quotes
  /// when it has one.
  static func name(_ view: UIView) -> String {
    let type = String(describing: Swift.type(of: view))
    return view.accessibilityIdentifier.map { "\(type) \"\($0)\"" } ?? type
  }

  /// Records a test failure at `site`: `Issue.record` inside a Swift Testing test, `XCTFail`
  /// otherwise (which, outside an XCTest test, records nothing).
  static func recordIssue(_ message: String, at site: CallSite) {
    #if canImport(Testing)
      if Test.current != nil {
        let location = SourceLocation(
          fileID: site.fileID, filePath: "\(site.file)", line: Int(site.line), column: Int(site.column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.file, line: site.line)
    #endif
  }
}
