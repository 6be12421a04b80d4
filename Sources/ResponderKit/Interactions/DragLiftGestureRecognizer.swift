import Foundation

/// The recognizer a drag interaction installs on its view: a press of
/// ``InteractionConstants/dragLiftDelay`` that lifts the items, then follows the touch for the
/// session (D2–D6).
///
/// UIKit's long-press drag driver. It never makes another recognizer fail and leaves the view
/// its touches; its partner (`InteractionExclusionGestureRecognizer`) does both at the lift
/// (D3). A second finger does not cancel the lift: it is ignored (UIKit's
/// `additionalTouchesCancelLift` is off). Its state changes are the engine's own: a trace
/// shows the delegate calls they cause.
@MainActor
final class DragLiftGestureRecognizer: UIGestureRecognizer {
  /// The interaction it works for; the interaction keeps it.
  weak var interaction: UIDragInteraction?
  /// Where the touch came down, in window coordinates, and when.
  private var start: CGPoint?
  private var startTime: TimeInterval = 0
  /// How far the touch may move before the lift: less for a pointer (D2).
  private var limit = InteractionConstants.dragLiftAllowableMovement

  init() {
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
    isEngineInternal = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard start == nil, let touch = touches.first else {
      // D2: a later finger is not the drag's.
      for touch in touches where touch !== trackedTouches.first { ignore(touch, for: event) }
      return
    }
    for other in touches where other !== touch { ignore(other, for: event) }
    // D1: a disabled interaction takes no touch.
    guard interaction?.isEnabled ?? false else {
      if effectiveState == .possible { state = .failed }
      return
    }
    if touch._type == .indirectPointer {
      // A pointer lifts with its primary button, and allows less movement (D2).
      guard pointerHolds(.primary) else {
        if effectiveState == .possible { state = .failed }
        return
      }
      limit = InteractionConstants.dragPointerLiftAllowableMovement
    }
    start = touch.location(in: nil)
    startTime = touch.timestamp
    startTimer(after: InteractionConstants.dragLiftDelay) { recognizer in
      (recognizer as? DragLiftGestureRecognizer)?.liftDelayPassed()
    }
  }

  /// D3: the items lift, or, with none, the recognizer fails.
  private func liftDelayPassed() {
    guard effectiveState == .possible, let interaction, let touch = trackedTouches.first else { return }
    let lifted = interaction.liftItems(at: touch.location(in: nil))
    // The delegate may have changed the app (removed the view, disabled the recognizer).
    guard effectiveState == .possible else {
      if lifted { interaction.liftedTouchCancelled() }
      return
    }
    guard lifted else {
      state = .failed
      return
    }
    state = .began
    if effectiveState == .began { interaction.didLift() } else { interaction.liftedTouchCancelled() }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let point = trackedTouches.first?.location(in: nil) else { return }
    if effectiveState == .possible {
      let distance = ((point.x - start.x) * (point.x - start.x) + (point.y - start.y) * (point.y - start.y))
        .squareRoot()
      guard distance > limit else { return }
      stopTimer()
      interaction?.noteDecision(
        .movedTooFarBefore(
          distance: distance, limit: limit, deadline: InteractionConstants.dragLiftDelay,
          elapsed: (touches.first?.timestamp ?? startTime) - startTime, lift: true))
      state = .failed
    } else if effectiveState.isUnderWay {
      interaction?.liftedTouchMoved(to: point)
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible {
      stopTimer()
      interaction?.noteDecision(
        .releasedBefore(
          deadline: InteractionConstants.dragLiftDelay,
          elapsed: (touches.first?.timestamp ?? startTime) - startTime, lift: true))
      state = .failed
    } else if effectiveState.isUnderWay {
      if let point = touches.first?.location(in: nil) { interaction?.liftedTouchEnded(at: point) }
      state = .ended
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState.isUnderWay { interaction?.liftedTouchCancelled() }
    stopTimer()
    cancelOrFail()
  }

  /// It never makes another recognizer fail: its partner does, at the lift (D3).
  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  override func reset() {
    start = nil
    limit = InteractionConstants.dragLiftAllowableMovement
    super.reset()
  }
}
