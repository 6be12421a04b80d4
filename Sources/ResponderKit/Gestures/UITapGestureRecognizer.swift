import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// UIKit rule G14: a tap may move up to ``InteractionConstants/tapAllowableMovement``, each tap
/// lasts at most ``InteractionConstants/tapMaximumDuration``, taps follow each other within
/// ``InteractionConstants/tapMaximumInterval`` and ``InteractionConstants/tapAllowableMovement`` of
/// the first; it recognizes when the last finger of the
/// last tap lifts. A tap recognizer never prevents one that needs more taps, so a single tap
/// and a double tap on the same view can both take part (usually with
/// `single.require(toFail: double)`, G9).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture (default 1).
  @exclusivity(unchecked) open var numberOfTapsRequired = 1
  /// How many fingers each tap needs (default 1).
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

  private var tapsCompleted = 0
  private var firstTapLocation: CGPoint?
  @exclusivity(unchecked) private var starts: [(touch: UITouch, location: CGPoint)] = []
  private var mostTouchesInTap = 0

  /// Follows a finger touching down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    stopTimer()
    for touch in touches {
      let location = touch.location(in: nil)
      if let first = firstTapLocation, Self.distance(first, location) > InteractionConstants.tapAllowableMovement {
        return fail(
          .secondTapTooFar(distance: Self.distance(first, location), limit: InteractionConstants.tapAllowableMovement))
      }
      starts.append((touch, location))
    }
    if starts.count == touches.count { mostTouchesInTap = 0 }
    mostTouchesInTap = max(mostTouchesInTap, trackedTouches.count)
    guard trackedTouches.count <= numberOfTouchesRequired else {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: numberOfTouchesRequired))
    }
    if firstTapLocation == nil { firstTapLocation = starts.first?.location }
    startTimer(after: InteractionConstants.tapMaximumDuration) {
      ($0 as? UITapGestureRecognizer)?.fail(.heldTooLong(limit: InteractionConstants.tapMaximumDuration))
    }
  }

  /// Fails when a finger moves too far.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    // By index, in place: a tuple iterator would count references to the list and each touch.
    var index = 0
    while index < starts.count {
      let start = starts[index].location
      let touch = starts[index].touch
      index += 1
      guard touches.holds(touch) else { continue }
      let distance = Self.distance(start, touch.location(in: nil))
      if distance > InteractionConstants.tapAllowableMovement {
        return fail(.movedTooFar(distance: distance, limit: InteractionConstants.tapAllowableMovement))
      }
    }
  }

  /// Counts a tap when its last finger lifts; recognizes after the last tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.countExcluding(touches) == 0 else { return }
    stopTimer()
    starts.empty()
    guard mostTouchesInTap == numberOfTouchesRequired else {
      return fail(.wrongTouchCount(count: mostTouchesInTap, required: numberOfTouchesRequired))
    }
    tapsCompleted += 1
    if tapsCompleted >= numberOfTapsRequired {
      state = .recognized
    } else {
      let done = tapsCompleted
      let needed = numberOfTapsRequired
      startTimer(after: InteractionConstants.tapMaximumInterval) {
        ($0 as? UITapGestureRecognizer)?.fail(
          .tapsMissing(completed: done, required: needed, interval: InteractionConstants.tapMaximumInterval))
      }
    }
  }

  /// Fails when its touches are cancelled.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail(.touchesCancelled)
  }

  /// Forgets the taps so far.
  open override func reset() {
    stopTimer()
    tapsCompleted = 0
    firstTapLocation = nil
    starts.empty()
    mostTouchesInTap = 0
    super.reset()
  }

  /// A tap recognizer does not prevent one that needs more taps (G14).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let other = preventedGestureRecognizer as? UITapGestureRecognizer else { return true }
    return other.numberOfTapsRequired <= numberOfTapsRequired
  }

  override func fail(_ decision: Decision) {
    stopTimer()
    super.fail(decision)
  }

  /// The distance between two points. The square root of the sum of squares, not `hypot`:
  /// screen distances can neither overflow nor underflow, and the recognizers measure every
  /// move (the two differ by at most a unit in the last place).
  static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
