import Foundation

/// The recognizer a context-menu interaction installs on its view: it watches one touch held
/// still and tells the interaction when to ask for its configuration, when to present and
/// when the touch went away (M1–M3, M5).
///
/// UIKit's touch-duration recognizer of the long-press driver: it begins at
/// ``InteractionConstants/contextMenuBeginDelay`` without cancelling anything (it prevents no
/// other recognizer and leaves the view its touches); the menu's exclusion of the others is
/// its partner's (`InteractionExclusionGestureRecognizer`). Its state changes are the
/// engine's own: a trace shows the delegate calls they cause, not the recognizer.
@MainActor
final class ContextMenuGestureRecognizer: UIGestureRecognizer {
  /// Rules M6 and M7: a secondary click, and a touch on a control whose menu is its primary
  /// action, open their compact menu at once (`PointerRouter`, `UIControl`), so the held
  /// touch's timer does not take them.
  override func takes(_ touch: UITouch) -> Bool {
    (touch._type != .indirectPointer || !pointerHolds(.secondary)) && !(interaction?.presentsAtTouchDown ?? false)
  }

  /// The interaction it works for; the interaction keeps it.
  weak var interaction: UIContextMenuInteraction?
  /// Where the touch came down, in window coordinates, and when.
  private var start: CGPoint?
  private var startTime: TimeInterval = 0
  /// How far the touch may move on either axis: `InteractionConstants.contextMenuAllowableMovement`,
  /// `contextMenuPresentedAllowableMovement` once the menu presented (M1, M3).
  var allowableMovement = InteractionConstants.contextMenuAllowableMovement
  /// How long after touch-down the menu presents, read at touch-down from the application's
  /// idiom (M3).
  private(set) var presentationDelay = InteractionConstants.contextMenuPresentationDelayPhone

  init(interaction: UIContextMenuInteraction?) {
    self.interaction = interaction
    super.init(target: nil, action: nil)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
    isEngineInternal = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count == 1, let touch = touches.first else {
      // M1: a second touch ends it.
      return endForMovementOrTouch(.tooManyTouches(count: trackedTouches.count, maximum: 1))
    }
    if touch._type == .indirectPointer {
      // A primary long press with the pointer allows less movement (M6); a secondary click
      // never reaches here (`takes(_:)`).
      allowableMovement = InteractionConstants.contextMenuPointerAllowableMovement
    }
    start = touch.location(in: nil)
    startTime = touch.timestamp
    presentationDelay =
      (application?.userInterfaceIdiom ?? UIDevice.current.userInterfaceIdiom) == .pad
      ? InteractionConstants.contextMenuPresentationDelayPad : InteractionConstants.contextMenuPresentationDelayPhone
    startTimer(after: InteractionConstants.contextMenuBeginDelay) { recognizer in
      (recognizer as? ContextMenuGestureRecognizer)?.beginDelayPassed()
    }
  }

  /// M2: the configuration is asked before the recognizer begins; nil keeps it from beginning.
  private func beginDelayPassed() {
    guard effectiveState == .possible, let interaction, let location = trackedTouches.first?.location(in: view)
    else { return }
    let configured = interaction.configurationWillBegin(at: location)
    // The delegate may have changed the app (removed the view, disabled the recognizer).
    guard effectiveState == .possible else { return }
    guard configured else {
      interaction.noteDecision(.noMenuConfiguration)
      state = .failed
      return
    }
    state = .began
    startTimer(after: max(0, presentationDelay - InteractionConstants.contextMenuBeginDelay)) { recognizer in
      guard let driver = recognizer as? ContextMenuGestureRecognizer, driver.effectiveState == .began else { return }
      driver.interaction?.presentationDelayPassed()
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let point = trackedTouches.first?.location(in: nil) else { return }
    let dx = abs(point.x - start.x)
    let dy = abs(point.y - start.y)
    guard max(dx, dy) > allowableMovement else { return }
    endForMovementOrTouch(
      .movedTooFarBefore(
        distance: max(dx, dy), limit: allowableMovement, deadline: presentationDelay,
        elapsed: (touches.first?.timestamp ?? startTime) - startTime, lift: false))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let elapsed = (touches.first?.timestamp ?? startTime) - startTime
    if effectiveState == .possible {
      interaction?.noteDecision(.releasedBefore(deadline: presentationDelay, elapsed: elapsed, lift: false))
      state = .failed
    } else if effectiveState.isUnderWay {
      // M5: lifted between the configuration and the presentation; after it the menu stays (M4).
      if interaction?.presentedMenu == nil {
        interaction?.noteDecision(.releasedBefore(deadline: presentationDelay, elapsed: elapsed, lift: false))
      }
      state = .ended
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    interaction?.noteDecision(.touchesCancelled)
    cancelOrFail()
  }

  /// Fails before it began, is cancelled after, telling why.
  private func endForMovementOrTouch(_ decision: Decision) {
    if effectiveState == .possible {
      stopTimer()
      interaction?.noteDecision(decision)
      state = .failed
    } else if effectiveState.isUnderWay {
      stopTimer()
      interaction?.noteDecision(decision)
      state = .cancelled
    }
  }

  /// It never makes another recognizer fail: the menu's partner does, at presentation (M3).
  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  override func reset() {
    start = nil
    allowableMovement = InteractionConstants.contextMenuAllowableMovement
    super.reset()
  }
}

/// The partner recognizer of a context-menu or drag interaction: it stays possible, holding
/// nothing back, until the interaction presents or lifts; then it recognizes, so that every
/// other recognizer of the touch fails or is cancelled (G8) and the view's touches are cancelled
/// (G3), as UIKit's exclusion relationship recognizers succeed (M3, D3).
@MainActor
final class InteractionExclusionGestureRecognizer: UIGestureRecognizer {
  /// The recognizer it works with, which it never prevents.
  weak var partner: UIGestureRecognizer?

  init(partner: UIGestureRecognizer) {
    self.partner = partner
    super.init(target: nil, action: nil)
    delaysTouchesEnded = false
    isEngineInternal = true
  }

  /// Recognizes now, if the touch is still its to take.
  func exclude() {
    guard effectiveState == .possible, !trackedTouches.isEmpty else { return }
    state = .ended
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible && trackedTouches.countExcluding(touches) == 0 { state = .failed }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if effectiveState == .possible { state = .failed }
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventedGestureRecognizer !== partner
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventingGestureRecognizer !== partner
  }
}
