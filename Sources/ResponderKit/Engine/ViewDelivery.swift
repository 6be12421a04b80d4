import Foundation

/// Where a touch stands with its hit-test view: the one value that says what the view may still
/// get (T7, G3–G7, A4).
enum ViewDelivery: Equatable {
  /// The view gets nothing of the touch: there was no view, or multiple- or exclusive-touch
  /// filtering kept it out (T7).
  case refused
  /// The view is owed `touchesBegan`, not sent yet: the dispatch is under way, or a recognizer
  /// holds it back (G5).
  case beganOwed
  /// The view saw `touchesBegan`; its later phases follow as they are released (G6).
  case tracking
  /// The view is done with the touch: it got `touchesEnded` or `touchesCancelled`, or the touch
  /// was taken before it saw it begin (G3, A4). Nothing more reaches it.
  case finished

  /// Whether the view still takes part: it is owed `began` or is tracking the touch.
  var isOpen: Bool { self == .beganOwed || self == .tracking }
}

/// View delivery: what each hit-test view gets of its touches, and when (rules G3–G7, T5,
/// S6, A4). For each phase of one window's touches the arena goes first; then the views get
/// what no recognizer holds back, fingers of one phase and view in one call. This is the one
/// place that calls views' touch methods (`send(_:phase:to:event:)`, through the chain walker),
/// and the only writer of a record's `view` and `owed` phases, of `owedTotal`, `flushBatch` and
/// `sessionEvent` during a session (the session's end resets them).
extension EventDispatcher {
  // MARK: One window's touches

  /// Delivers one window's changed touches: for each phase, the recognizers get them first (G1,
  /// G13), then the arena resolves their requests, then the views get what nothing holds back
  /// (G3–G7, T5).
  ///
  /// Usually all the changed touches share one phase and every recognizer wants them all: then
  /// the dispatch's own list is passed on, and no list is built per phase.
  func deliver(_ changed: [UITouch], event: UIEvent) {
    activity.insert(.delivering)
    let driven = arena.isDriven
    arena.isDriven = true
    // The event of a session is the same object from its first dispatch on (T4).
    if sessionEvent !== event { sessionEvent = event }
    // One pass notes the phases present and lets each new finger join the arena, before any
    // recognizer is offered a phase.
    var present: UInt8 = 0
    // A touch of a phase no touch method has (stationary) is in no phase's list.
    var unsent = false
    var position = 0
    while position < changed.count {
      let touch = changed[position]
      position += 1
      let bit = Self.bit(touch._phase)
      present |= bit
      if bit == 0 { unsent = true }
      guard touch._phase == .began, let index = index(of: touch) else { continue }
      // A finger that joins a gesture already under way, which took its view's touches, is
      // the gesture's alone: the view never sees it (as with G3's cancelled touches).
      if arena.join(touch, alone: records[index].alone) && records[index].view.isOpen {
        records[index].view = .finished
      }
    }
    // The phases in the order they are delivered: began, moved, ended, cancelled (their bits
    // rise in that order).
    var bit: UInt8 = 1
    while bit <= 8 {
      if present & bit != 0 {
        deliver(Self.phase(of: bit), of: changed, alone: present == bit && !unsent, event: event)
      }
      bit <<= 1
    }
    arena.isDriven = driven
    activity.remove(.delivering)
  }

  /// The bit of `phase` in `deliver`'s set of the phases present (none for the phases no
  /// touch method has).
  @inline(__always)
  private static func bit(_ phase: UITouch.Phase) -> UInt8 {
    switch phase {
    case .began: return 1
    case .moved: return 2
    case .ended: return 4
    case .cancelled: return 8
    case .stationary, .regionEntered, .regionMoved, .regionExited: return 0
    }
  }

  /// The phase of one of `bit(_:)`'s bits.
  @inline(__always)
  private static func phase(of bit: UInt8) -> UITouch.Phase {
    switch bit {
    case 1: return .began
    case 2: return .moved
    case 4: return .ended
    default: return .cancelled
    }
  }

  /// One phase of `deliver`: the recognizers, the arena's resolution, then the views. `alone`
  /// says every changed touch has this phase, so the list itself is the phase's.
  @inline(__always)
  private func deliver(_ phase: UITouch.Phase, of changed: [UITouch], alone: Bool, event: UIEvent) {
    var phaseTouches = changed
    if !alone {
      phaseTouches = []
      for touch in changed where touch._phase == phase { phaseTouches.append(touch) }
    }
    arena.offer(phase, phaseTouches, event: event)
    resolve()
    // The common move: one touch, which its view tracks, and nothing owed to any view. What
    // `flushViews` would send is this move alone (moves are never held back, G5, G6): it goes
    // to the view at once, with no batch built.
    if phase == .moved && phaseTouches.count == 1 && owedTotal == 0 && !activity.contains(.flushing),
      let index = index(of: phaseTouches[0]), records[index].view == .tracking, let view = phaseTouches[0]._view
    {
      send(records[index].alone, phase: .moved, to: view, event: event)
      return
    }
    for touch in phaseTouches {
      guard let index = index(of: touch), records[index].view.isOpen else { continue }
      records[index].owed.append(phase)
      owedTotal += 1
    }
    flushViews()
  }

  /// Sends every owed view phase that nothing holds back, fingers of one phase together.
  @inline(__always)
  func flushViews() {
    // Usually nothing is owed (checked inline, without a call).
    guard owedTotal > 0 else { return }
    flushOwed()
  }

  private func flushOwed() {
    // Handlers run during a flush may release more (a recognizer they disable): the loop below
    // picks that up; a nested flush would deliver out of order.
    guard !activity.contains(.flushing) else { return }
    activity.insert(.flushing)
    // The batch's buffer is taken for the flush and given back (one access each, not one per
    // touch).
    var batch = flushBatch
    flushBatch = []
    defer {
      batch.empty()
      flushBatch = batch
      activity.remove(.flushing)
    }
    while true {
      var phase: UITouch.Phase?
      batch.empty()
      for index in records.indices where records[index].view.isOpen {
        guard let head = records[index].owed.first, !arena.holdsBack(head, of: records[index].touch) else { continue }
        if phase == nil { phase = head }
        if head == phase { batch.append(records[index].touch) }
      }
      guard let phase, !batch.isEmpty else { return }
      for touch in batch {
        if let index = index(of: touch) {
          records[index].owed.dropHead()
          owedTotal -= 1
        }
      }
      guard let event = sessionEvent ?? event else { return }
      if phase == .began { screenBegan(&batch, event: event) }
      if !batch.isEmpty { sendGrouped(batch, phase: phase, event: event) }
    }
  }

  /// Rule S6 through the recognizers: those of a touch that screen its view's `began`
  /// (`screensBegan`, a container's delay recognizer) are asked, inner first, just before the
  /// view's `touchesBegan`; a touch one of them refuses is dropped: the view gets nothing of it.
  private func screenBegan(_ batch: inout [UITouch], event: UIEvent) {
    var position = 0
    while position < batch.count {
      let touch = batch[position]
      if mayBegin(touch, event: event) {
        position += 1
      } else if let index = self.index(of: touch) {
        records[index].view = .finished
        owedTotal -= records[index].owed.count
        records[index].owed.removeAll()
        batch.remove(at: position)
      } else {
        position += 1
      }
    }
  }

  /// Whether every recognizer of `touch` that screens its view's `began` lets it through.
  /// (Records are neither added nor removed while views are sent what is owed, so the
  /// touch's index holds for the whole question.)
  private func mayBegin(_ touch: UITouch, event: UIEvent) -> Bool {
    let candidates = touch._gestureRecognizers
    // Most touches have no recognizer that screens: then nothing else is read.
    var position = 0
    while position < candidates.count && !candidates[position].screensBegan { position += 1 }
    guard position < candidates.count, let index = index(of: touch) else { return true }
    let held = application.clock.now - records[index].beganAt
    var holdReported = held <= 0 || !application.notes.isObserved
    while position < candidates.count {
      let recognizer = candidates[position]
      position += 1
      guard recognizer.screensBegan else { continue }
      guard
        recognizer.viewMayBegin(
          touch, alone: records[index].alone, event: event, heldFor: held, holdReported: &holdReported)
      else { return false }
    }
    return true
  }

  // MARK: Views

  /// Delivers touches of one phase to their views, one call per view (views in the order of
  /// their lowest finger): the one place that calls views' touch methods (T5).
  func sendGrouped(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
    // The views, each once, in the order of their first touch; usually there is one.
    var firstView: UIView?
    var oneView = true
    for touch in touches {
      guard let view = touch._view else { continue }
      if firstView == nil { firstView = view } else if view !== firstView { oneView = false }
    }
    guard let firstView else { return }
    var views: [UIView] = []
    if !oneView {
      for touch in touches {
        if let view = touch._view, !views.containsObject(view) { views.append(view) }
      }
    }
    var position = 0
    while true {
      let view: UIView
      if oneView {
        guard position == 0 else { return }
        view = firstView
      } else {
        guard position < views.count else { return }
        view = views[position]
      }
      position += 1
      // Checked per view: a handler earlier in this loop may have taken a touch away (A4).
      // Usually every touch belongs in the call: then the list itself is the group.
      var group: [UITouch] = []
      var whole = true
      for (offset, touch) in touches.enumerated() {
        if touch._view === view && mayGet(phase, touch) {
          if !whole { group.append(touch) }
        } else if whole {
          whole = false
          group = Array(touches[..<offset])
        }
      }
      if whole { group = touches }
      guard !group.isEmpty else { continue }
      sendGroup(group, phase: phase, to: view, event: event)
    }
  }

  /// Whether the view may get `phase` of `touch` now: `began` while it is owed, the later
  /// phases while it tracks the touch.
  private func mayGet(_ phase: UITouch.Phase, _ touch: UITouch) -> Bool {
    guard let index = index(of: touch) else { return false }
    return phase == .began ? records[index].view == .beganOwed : records[index].view == .tracking
  }

  /// One view's call of `sendGrouped`: the view's delivery state moves on as the call starts,
  /// and the chain walk keeps what lets a handler move or remove views meanwhile (A4).
  private func sendGroup(_ group: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    let touches = set(of: group)
    switch phase {
    case .began, .ended, .cancelled:
      let final = phase != .began
      for touch in group {
        if let index = index(of: touch) { records[index].view = final ? .finished : .tracking }
      }
      chain.beginCarrying(group, final: final, from: view)
      send(touches, phase: phase, to: view, event: event)
      chain.endCarrying(group)
    default:
      send(touches, phase: phase, to: view, event: event)
    }
  }

  /// Sends one touch method to `view` as the start of a chain walk (R6, R8). (Inlined: every
  /// touch method the engine sends comes through here.)
  @inline(__always)
  private func send(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    let checks = application.checksConformance
    if checks {
      application.conformance.record(phase, touches, at: view, app: application)
      if let control = view as? UIControl { control.reachedBaseTouchMethod = false }
    }
    guard let call = ResponderCall(phase, touches, event) else { return }
    chain.walk(from: view) {
      // A plain view's touch method would only forward (R6): the walker does it, without the
      // call.
      if view.forwardsTouchMethods { chain.forward(from: view, call) } else { call.send(to: view) }
    }
    if checks, let control = view as? UIControl, control.isEnabled, !control.reachedBaseTouchMethod,
      phase != .stationary
    {
      application.note(.conformance(.overrideSkippedSuper(control)))
    }
  }

  /// Rule G3 (through the arena) and A4: takes touches from their views now. A view that saw a
  /// touch begin gets `touchesCancelled`; one owed `began` is simply never sent it. Touches that
  /// began in different dispatches are cancelled in separate calls, oldest first (G6), unless
  /// `together` (a removal takes every touch at once).
  func takeFromViews(_ taken: [UITouch], together: Bool) {
    var cancelled: [UITouch] = []
    var dispatches: [Int] = []
    for touch in taken {
      guard let index = index(of: touch) else { continue }
      owedTotal -= records[index].owed.count
      records[index].owed.removeAll()
      switch records[index].view {
      case .tracking:
        cancelled.append(touch)
        if !dispatches.contains(records[index].dispatch) { dispatches.append(records[index].dispatch) }
      case .beganOwed: records[index].view = .finished
      case .refused, .finished: break
      }
    }
    chain.noteTaken(taken)
    guard !cancelled.isEmpty, let event = sessionEvent ?? event else { return }
    if together || dispatches.count == 1 {
      sendGrouped(cancelled, phase: .cancelled, event: event)
      return
    }
    // G6: oldest dispatch first (Apple's double-tap example); touches of one dispatch stay
    // together (T5).
    dispatches.sort()
    for dispatch in dispatches {
      var group: [UITouch] = []
      for touch in cancelled {
        if let index = index(of: touch), records[index].dispatch == dispatch { group.append(touch) }
      }
      sendGrouped(group, phase: .cancelled, event: event)
    }
  }

  /// Rule A4: cancels, at once, every touch that `view` or a descendant is tracking, because
  /// the view is leaving its window or its superview; those touches get nothing more, though
  /// their fingers are still down.
  func cancelTouches(inSubtreeOf view: UIView) {
    var taken: [UITouch] = []
    for index in records.indices where !records[index].lifted && records[index].view.isOpen {
      let touch = records[index].touch
      if touch._view?.isDescendant(of: view) ?? false { taken.append(touch) }
    }
    guard !taken.isEmpty, event != nil else { return }
    takeFromViews(taken, together: true)
  }
}
