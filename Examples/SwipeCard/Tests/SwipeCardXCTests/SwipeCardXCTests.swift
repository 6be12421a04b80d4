import ResponderTestKit
import UIKit
import XCTest

@testable import SwipeCard

/// The swipe card through the test kit, in XCTest. On Linux, XCTest's test discovery cannot call
/// a synchronous method marked `@MainActor` (an `async` one runs); it runs tests on the main
/// thread, so each test enters the main actor with `MainActor.assumeIsolated`.
final class SwipeCardXCTests: XCTestCase {
  func testASwipePastTheThresholdFliesTheCardOffAndReportsItWhenTheAnimationEnds() {
    MainActor.assumeIsolated { Self.swipePastTheThreshold() }
  }

  func testAShortDragSpringsBack() {
    MainActor.assumeIsolated { Self.shortDrag() }
  }

  @MainActor
  static func swipePastTheThreshold() {
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = SwipeCardView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    harness.window.addSubview(card)
    var swipes: [SwipeCardView.Direction] = []
    card.onSwipe = { swipes.append($0) }
    harness.drag(card, by: CGPoint(x: 200, y: 0))
    XCTAssertEqual(card.center.x, 200 + 200 + 600, "the model value is final at once")
    XCTAssertEqual(swipes, [], "the completion waits for the clock")
    harness.advance(by: 0.25)
    XCTAssertEqual(swipes, [.right])
    XCTAssertNil(card.superview)
  }

  @MainActor
  static func shortDrag() {
    let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let card = SwipeCardView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    harness.window.addSubview(card)
    harness.drag(card, by: CGPoint(x: -80, y: 30))
    XCTAssertEqual(card.center, CGPoint(x: 200, y: 350))
    XCTAssertEqual(card.transform, .identity)
  }
}
