import ResponderTestKit
import Testing
import UIKit

@testable import SwipeCard

/// The swipe card through the test kit, in Swift Testing.
@MainActor
@Suite("Swipe card")
struct SwipeCardTests {
  let harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

  func card() -> SwipeCardView {
    let card = SwipeCardView(frame: CGRect(x: 100, y: 200, width: 200, height: 300))
    harness.window.addSubview(card)
    return card
  }

  @Test("A swipe to the left reports .left once the card has flown off")
  func swipeLeft() {
    let card = card()
    var swipes: [SwipeCardView.Direction] = []
    card.onSwipe = { swipes.append($0) }
    harness.drag(card, by: CGPoint(x: -150, y: 0))
    harness.advance(by: 0.25)
    #expect(swipes == [.left])
  }

  @Test("While the card springs back it ignores taps; after the spring it takes them")
  func springBlocksTaps() {
    let card = card()
    var taps = 0
    card.onTap = { taps += 1 }
    harness.drag(card, by: CGPoint(x: 60, y: 0))
    // The test kit records that this tap cannot reach the card (V3): here that is the point.
    withKnownIssue("UIView.animate without .allowUserInteraction") { harness.tap(card) }
    #expect(taps == 0, "UIView.animate without .allowUserInteraction")
    harness.advance(by: 0.3)
    harness.tap(card)
    #expect(taps == 1)
  }

  @Test("Its deinit removes its observer: a freed card hears no more notifications")
  func deinitRemovesObserver() {
    weak var freed: SwipeCardView?
    do {
      let card = SwipeCardView(frame: .zero)
      freed = card
      NotificationCenter.default.post(name: SwipeCardView.resetNotification, object: nil)
      #expect(card.resets == 1)
    }
    #expect(freed == nil)
    NotificationCenter.default.post(name: SwipeCardView.resetNotification, object: nil)
  }
}
