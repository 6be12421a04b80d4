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
  /// The center of `view` in screen coordinates, where a gesture on it touches, after
  /// recording an issue at `site` when a touch there would not reach `view` nor a view inside
  /// it; nil, with the issue recorded, when `view` is in no window.
  ///
  /// Rules H1–H6, C3, V3: the verdicts are the engine's, worded as `responder explain` words
  /// them (`HitTestVerdict`).
  func touchPoint(of view: UIView, for gesture: String, at site: CallSite) -> CGPoint? {
    guard view.window != nil else {
      if let miss = application.hitTestMiss(of: view, at: .zero, naming: Self.name) {
        Self.recordIssue(Self.message(gesture, view, touching: nil, miss), at: site)
      }
      return nil
    }
    let point = screenPoint(of: view)
    if let miss = application.hitTestMiss(of: view, at: point, naming: Self.name) {
      Self.recordIssue(Self.message(gesture, view, touching: point, miss), at: site)
    }
    return point
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
