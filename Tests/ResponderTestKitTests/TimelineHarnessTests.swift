import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// The lane ids of a timeline page, in order: its `data-lane` attributes.
private func laneIDs(_ html: String) -> [String] {
  html.components(separatedBy: #"data-lane=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
}

/// A fresh folder under the temporary directory.
private func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@MainActor
@Suite("The test kit's timeline")
struct TimelineHarnessTests {
  @Test("G9, C2: writeTimeline(to:) draws a hierarchy built in code: each touch and its view, the single tap's wait")
  func writesTimeline() throws {
    let root = UIView()
    let harness = TestHarness(rootView: root, frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    card.accessibilityIdentifier = "card"
    root.addSubview(card)
    let doubleTap = UITapGestureRecognizer()
    doubleTap.name = "cardDoubleTap"
    doubleTap.numberOfTapsRequired = 2
    let singleTap = UITapGestureRecognizer()
    singleTap.name = "cardTap"
    singleTap.require(toFail: doubleTap)
    card.addGestureRecognizer(doubleTap)
    card.addGestureRecognizer(singleTap)
    let button = UIButton(frame: CGRect(x: 20, y: 400, width: 100, height: 44))
    button.accessibilityIdentifier = "save"
    root.addSubview(button)
    harness.tap(card)
    harness.advance(to: 1)
    harness.tap(button)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("run.html")
    try harness.writeTimeline(to: url)
    let html = try String(contentsOf: url, encoding: .utf8)
    #expect(laneIDs(html) == ["touch 1", "touch 2", "cardDoubleTap", "cardTap", "save"])
    #expect(html.contains("touch 1 · card") && html.contains("touch 2 · save"))
    #expect(html.contains("waits for cardDoubleTap to fail (G9)"))
    #expect(html.contains("recognized · waitedForFailure · G9"))
    #expect(html.contains("touchUpInside · liftedInside · C2"))
    // Writing reads what was recorded; the app is untouched, and the page is the same again.
    try harness.writeTimeline(to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == html)
  }

  @Test("H2: a tap whose touch goes elsewhere writes the timeline to failureTimelineDirectory and names the file")
  func failedTapWritesTimeline() throws {
    let root = UIView()
    root.accessibilityIdentifier = "root"
    let harness = TestHarness(rootView: root)
    let button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 44))
    button.accessibilityIdentifier = "save"
    button.isHidden = true
    root.addSubview(button)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    harness.failureTimelineDirectory = folder
    let file = folder.appendingPathComponent("ResponderTestKitTests_TimelineHarnessTests.swift-\(#line + 2).html")
    withKnownIssue {
      harness.tap(button)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix("tap(_:) does not reach UIButton \"save\"")
        && comment.hasSuffix("\n  timeline: \(file.path)")
    }
    let html = try String(contentsOf: file, encoding: .utf8)
    // The page shows the tap that went elsewhere: it hit the root view.
    #expect(laneIDs(html) == ["touch 1"])
    #expect(html.contains("touch 1 · root"))
  }

  @Test("H2: without a folder a failed tap writes nothing and its message is as before")
  func noFolderNoTimeline() {
    let root = UIView()
    let harness = TestHarness(rootView: root)
    harness.failureTimelineDirectory = nil
    let button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 44))
    button.isHidden = true
    root.addSubview(button)
    withKnownIssue {
      harness.tap(button)
    } matching: { issue in
      !issue.comments.map(\.rawValue).joined().contains("timeline:")
    }
  }
}
