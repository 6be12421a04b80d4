import Foundation
import ResponderTestKit
import Testing
import UIKit

@testable import SwipeCard

/// The swipe card through the tools of the test kit: `explain(at:)` and the timeline.
@MainActor
@Suite("Swipe card, explained")
struct SwipeCardToolsTests {
  let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

  @Test("V3: while the card springs back, explain says why a touch misses it; the timeline shows the drag")
  func explainAndTimeline() throws {
    let card = SwipeCardView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    card.accessibilityIdentifier = "card"
    harness.window.addSubview(card)
    harness.drag(card, by: CGPoint(x: 60, y: 0))
    let explanation = harness.explain(at: harness.screenPoint(of: card))
    #expect(explanation.contains("card"))
    #expect(explanation.contains("animat"))
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-card-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: url) }
    try harness.writeTimeline(to: url)
    let html = try String(contentsOf: url, encoding: .utf8)
    #expect(html.contains(#"data-lane="touch 1""#))
    #expect(html.contains("touch 1 · card"))
    #expect(html.contains(#"data-lane="card.UIPanGestureRecognizer#0""#))
  }
}
