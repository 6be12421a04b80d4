import Foundation

/// The scroll view's private recognizer that withholds its content's `touchesBegan` (S4):
/// UIKit's is `UIScrollViewDelayedTouchesBeganGestureRecognizer`. It never recognizes; it fails
/// when the delay is over (`InteractionConstants.scrollContentTouchDelay`), when a touch ends (a
/// quick tap is delivered whole), or at once without `delaysContentTouches` (S5); when the pan
/// begins it fails as every loser does (G8) and the content never gets the touch (G3). Its changes
/// are not reported: the delay's only sign is when the content's `touchesBegan` comes.
final class ScrollContentDelay: UIGestureRecognizer {
  init() {
    super.init(target: nil, action: nil)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
    isEngineInternal = true
    screensBegan = true
  }

  required init?(coder: NSCoder) {
    fatalError("ScrollContentDelay is made by UIScrollView only")
  }

  /// Rule S6: the content of the scroll view asks the scroll view before its `touchesBegan`;
  /// a touch on the scroll view itself is not its content.
  override func viewMayBegin(
    _ touch: UITouch, alone: Set<UITouch>, event: UIEvent, heldFor held: TimeInterval, holdReported: inout Bool
  ) -> Bool {
    guard let scrollView = view as? UIScrollView, let content = touch._view, content !== scrollView else { return true }
    return scrollView.contentMayBegin(content, alone: alone, event: event, heldFor: held, holdReported: &holdReported)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView = view as? UIScrollView else { return }
    scrollView.fingerDown()
    var content = false
    for touch in touches {
      if touch._view === scrollView { ignore(touch, for: event) } else { content = true }
    }
    guard effectiveState == .possible else { return }
    guard scrollView.delaysContentTouches else {
      state = .failed
      return
    }
    if content && !hasTimer {
      startTimer(after: InteractionConstants.scrollContentTouchDelay) { $0.state = .failed }
      heldSince = clock?.now ?? 0
    } else if !content && !hasTimer {
      state = .failed
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// When the held touch came down: the start of the delay under way.
  private var heldSince: TimeInterval = 0

  /// Asked when a recognizer began while the delay still holds the content's `touchesBegan`:
  /// when that is the scroll view's pan, the held touch never reaches the content (S4 (c)), and
  /// the tools hear how far into the delay the pan began.
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let scrollView = view as? UIScrollView, preventingGestureRecognizer === scrollView.panGestureRecognizer,
      hasTimer, let notes, notes.isObserved
    {
      let elapsed = (clock?.now ?? heldSince) - heldSince
      notes.decide(
        scrollView,
        .panBeganWithinContentDelay(elapsed: elapsed, delay: InteractionConstants.scrollContentTouchDelay))
    }
    return true
  }
}
