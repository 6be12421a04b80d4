import Foundation

/// A continuous recognizer for a finger held still: it begins when the finger has been down
/// for `minimumPressDuration`, changes as it moves, and ends when it lifts.
///
/// UIKit rule G14, Apple's documented defaults: ``InteractionConstants/longPressMinimumDuration``,
/// ``InteractionConstants/longPressAllowableMovement`` of movement allowed before it
/// begins (no limit after), no taps before the press, one finger. The beginning is a timer on
/// the application's clock: it fires with no new touch event (G3's seed log).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must be held (default ``InteractionConstants/longPressMinimumDuration``).
  @exclusivity(unchecked) open var minimumPressDuration: TimeInterval = InteractionConstants.longPressMinimumDuration
  /// How far the fingers may move before the gesture begins (default
  /// ``InteractionConstants/longPressAllowableMovement``).
  @exclusivity(unchecked) open var allowableMovement: CGFloat = InteractionConstants.longPressAllowableMovement
  /// How many quick taps come before the press (default 0).
  @exclusivity(unchecked) open var numberOfTapsRequired = 0
  /// How many fingers the press needs (default 1).
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1
  /// The pointer buttons a click must hold for the recognizer to take it (default `.primary`;
  /// an empty mask is refused, as UIKit says it "cannot be 0").
  ///
  /// UIKit rule P2 (iOS 13.4): evaluated only for `.indirectPointer` touches; a finger, or a
  /// click without indirect input (P1), always reaches the recognizer.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary {
    didSet { if buttonMaskRequired.isEmpty { buttonMaskRequired = oldValue } }
  }

  /// Rule P2: a click reaches the recognizer only with the required buttons held.
  override func takes(_ touch: UITouch) -> Bool {
    touch._type != .indirectPointer || pointerHolds(buttonMaskRequired)
  }

  private var start: CGPoint?
  private var tapsCompleted = 0

  /// Starts the press timer once enough fingers are down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard effectiveState == .possible else { return }
    stopTimer()
    guard trackedTouches.count <= numberOfTouchesRequired else {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: numberOfTouchesRequired))
    }
    guard trackedTouches.count == numberOfTouchesRequired else { return }
    start = windowCentroid
    guard tapsCompleted == numberOfTapsRequired else { return }
    startTimer(after: minimumPressDuration) { recognizer in
      guard let press = recognizer as? UILongPressGestureRecognizer, press.effectiveState == .possible,
        press.trackedTouches.count == press.numberOfTouchesRequired
      else { return }
      press.state = .began
    }
  }

  /// Fails on too much movement before the press began; reports changes after.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible {
      if let start, UITapGestureRecognizer.distance(start, windowCentroid) > allowableMovement {
        fail(.movedTooFar(distance: UITapGestureRecognizer.distance(start, windowCentroid), limit: allowableMovement))
      }
    } else if effectiveState.isUnderWay {
      state = .changed
    }
  }

  /// Ends the press; a lift before the press began is a failed press, or one of its taps.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible {
      guard trackedTouches.countExcluding(touches) == 0 else { return }
      if tapsCompleted < numberOfTapsRequired, !hasTimer {
        tapsCompleted += 1
        start = nil
        let done = tapsCompleted
        let needed = numberOfTapsRequired
        startTimer(after: InteractionConstants.tapMaximumInterval) {
          ($0 as? UILongPressGestureRecognizer)?.fail(
            .tapsMissing(completed: done, required: needed, interval: InteractionConstants.tapMaximumInterval))
        }
      } else {
        fail(.releasedEarly(minimum: minimumPressDuration))
      }
    } else if effectiveState.isUnderWay {
      if trackedTouches.count - touches.count < numberOfTouchesRequired { state = .ended }
    }
  }

  /// Fails, or cancels the press that had begun.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelOrFail()
  }

  /// Forgets the press.
  open override func reset() {
    stopTimer()
    start = nil
    tapsCompleted = 0
    super.reset()
  }

  override func fail(_ decision: Decision) {
    stopTimer()
    super.fail(decision)
  }

}
