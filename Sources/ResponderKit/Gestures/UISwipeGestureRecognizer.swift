import Foundation

/// A discrete recognizer for a quick straight stroke in one of the allowed directions.
///
/// UIKit rule G14 (`direction` is a bit mask, `.right` by default). UIKit's thresholds are
/// private; ours (in `InteractionConstants`) accept either a fast short flick
/// (``InteractionConstants/swipeFlickMinimumDistance`` at ``InteractionConstants/swipeFlickMinimumSpeed``
/// on average) or a slower longer move (``InteractionConstants/swipeMinimumDistance``), within
/// ``InteractionConstants/swipeMaximumDuration``, drifting sideways at most
/// ``InteractionConstants/swipeMaximumDeviation`` of its length.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, with UIKit's raw values.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt

    /// Creates a direction set from its mask.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Toward the right.
    public static let right = Direction(rawValue: 1)
    /// Toward the left.
    public static let left = Direction(rawValue: 2)
    /// Upward.
    public static let up = Direction(rawValue: 4)
    /// Downward.
    public static let down = Direction(rawValue: 8)
  }

  /// The directions that count (default `.right`).
  open var direction: Direction = .right
  /// How many fingers the swipe needs (default 1).
  open var numberOfTouchesRequired = 1

  private var start: CGPoint?
  private var startTime: TimeInterval = 0

  /// Starts timing the stroke.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count <= numberOfTouchesRequired else {
      return fail(.tooManyTouches(count: trackedTouches.count, maximum: numberOfTouchesRequired))
    }
    start = windowCentroid
    startTime = event.timestamp
    guard !hasTimer else { return }
    startTimer(after: InteractionConstants.swipeMaximumDuration) {
      ($0 as? UISwipeGestureRecognizer)?.fail(.tooSlow(limit: InteractionConstants.swipeMaximumDuration))
    }
  }

  /// Recognizes as soon as the stroke qualifies; fails when it goes astray.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    evaluate(at: event.timestamp, final: false)
  }

  /// Recognizes if the stroke qualifies, else fails.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    evaluate(at: event.timestamp, final: true)
  }

  /// Fails.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail(.touchesCancelled)
  }

  /// Forgets the stroke.
  open override func reset() {
    stopTimer()
    start = nil
    super.reset()
  }

  private func evaluate(at time: TimeInterval, final: Bool) {
    guard effectiveState == .possible, let start else { return }
    guard trackedTouches.count == numberOfTouchesRequired || final else { return }
    let now = windowCentroid
    let dx = now.x - start.x
    let dy = now.y - start.y
    let horizontal = abs(dx) >= abs(dy)
    let along = horizontal ? abs(dx) : abs(dy)
    let across = horizontal ? abs(dy) : abs(dx)
    let heading: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    let elapsed = max(time - startTime, 1e-6)
    let straight = across <= along * InteractionConstants.swipeMaximumDeviation
    if along >= InteractionConstants.swipeFlickMinimumDistance && !direction.contains(heading) {
      return fail(.wrongDirection(heading: heading))
    }
    if along >= InteractionConstants.swipeFlickMinimumDistance && !straight {
      return fail(
        .notStraight(across: across, along: along, maximumDeviation: InteractionConstants.swipeMaximumDeviation))
    }
    let flick =
      along >= InteractionConstants.swipeFlickMinimumDistance
      && along / CGFloat(elapsed) >= InteractionConstants.swipeFlickMinimumSpeed
    if direction.contains(heading) && straight && (flick || along >= InteractionConstants.swipeMinimumDistance) {
      stopTimer()
      state = .recognized
    } else if final {
      fail(.tooShort(distance: along, seconds: elapsed))
    }
  }

  override func fail(_ decision: Decision) {
    stopTimer()
    super.fail(decision)
  }

}
