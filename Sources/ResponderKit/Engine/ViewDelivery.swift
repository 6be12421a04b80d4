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
/// and the only writer of a record's `view` and `owed` phases, of `owedTotal` and
/// `sessionEvent` during a session (the session's end resets them).
extension EventDispatcher {
  // MARK: One window's touches

  /// Delivers one window's changed touches: for each phase, the recognizers get them first (G1,
  /// G13), then the arena resolves their requests, then the views get what nothing holds back
  /// (G3–G7, T5). Each phase's touches are grouped once, as a `TouchBatch`, which every step
  /// after takes.
  func deliver(_ changed: [UITouch], event: UIEvent) {
    activity.insert(.delivering)
    let driven = arena.isDriven
    arena.isDriven = true
    // The event of a session is the same object from its first dispatch on (T4).
    if sessionEvent !== event { sessionEvent = event }
    // One pass notes the phases present and lets each new finger join the arena, before any
    // recognizer is offered a phase.
    var present: UInt8 = 0
    var position = 0
    while position < changed.count {
      let touch = changed[position]
      position += 1
      present |= Self.bit(touch._phase)
      guard touch._phase == .began, let index = index(of: touch) else { continue }
      // A finger that joins a gesture already under way, which took its view's touches, is
      // the gesture's alone: the view never sees it (as with G3's cancelled touches).
      if arena.join(touch, alone: records[index].alone) && records[index].view.isOpen {
        records[index].view = .finished
      }
    }
    // The phases in the order they are delivered: began, moved, ended, cancelled (their bits
    // rise in that order, and each turn takes the lowest left). A touch of a phase no touch
    // method has (stationary) is in none.
    while present != 0 {
      let phase = Self.phase(of: present & (~present &+ 1))
      present &= present &- 1
      deliver(phase, batch(of: changed, in: phase), event: event)
    }
    arena.isDriven = driven
    activity.remove(.delivering)
  }

  /// The bit of `phase` in `deliver`'s set of the phases present (none for the phases no
  /// touch method has).
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
  private static func phase(of bit: UInt8) -> UITouch.Phase {
    switch bit {
    case 1: return .began
    case 2: return .moved
    case 4: return .ended
    default: return .cancelled
    }
  }

  /// The touches of `changed` in `phase`, in their (finger) order, each with its record and
  /// its arena slot, found once for every step after.
  @inline(__always)
  private func batch(of changed: [UITouch], in phase: UITouch.Phase) -> TouchBatch {
    var batch = TouchBatch()
    var position = 0
    while position < changed.count {
      // Lent, not retained: `changed` holds it.
      Unmanaged.passUnretained(changed[position]).withGuaranteed { touch in
        guard touch._phase == phase, let index = index(of: touch) else { return }
        batch.append(entry(at: index, of: touch))
      }
      position += 1
    }
    return batch
  }

  /// The batch entry of `touch`, whose record is at `index`.
  @inline(__always)
  private func entry(at index: Int, of touch: UITouch) -> TouchBatch.Entry {
    TouchBatch.Entry(record: Int32(truncatingIfNeeded: index), slot: arena.batchSlot(of: touch))
  }

  /// One phase of `deliver`: the recognizers, the arena's resolution, then the views: first
  /// what the arena released of earlier phases (G6), then this phase, at once for each touch
  /// with nothing queued before it and no recognizer holding it back, queued behind for the
  /// rest (G5, G6).
  @inline(__always)
  private func deliver(_ phase: UITouch.Phase, _ batch: TouchBatch, event: UIEvent) {
    arena.offer(phase, batch, event: event)
    resolve()
    flushViews()
    // Usually every touch goes now (then the batch itself is what goes), or the views are
    // done with them all (a container took them, G3). The first touch is read outside the
    // loop, where its entry is the inline one.
    guard !batch.isEmpty else { return }
    var going = 0
    var done = 0
    if !isOpen(batch[0]) {
      done = 1
    } else if goesNow(phase, batch[0]) {
      going = 1
    }
    var position = 1
    while position < batch.count && going &+ done == position {
      let entry = batch[position]
      position &+= 1
      if !isOpen(entry) {
        done &+= 1
      } else if goesNow(phase, entry) {
        going &+= 1
      }
    }
    if going == batch.count {
      send(batch, phase: phase, event: event)
    } else if done < batch.count {
      sendOrQueue(phase, batch, event: event)
    }
  }

  /// Whether the view of the entry's touch still takes part (it is owed `began` or tracks it).
  @inline(__always)
  private func isOpen(_ entry: TouchBatch.Entry) -> Bool {
    entry.record >= 0 && records[Int(entry.record)].view.isOpen
  }

  /// Whether the view gets `phase` of the entry's touch now: it is open, has nothing queued
  /// before it, no recognizer holds it back, and no flush is under way (inside one, a
  /// handler's own dispatch queues everything, for the flush to send in order).
  @inline(__always)
  private func goesNow(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) -> Bool {
    isOpen(entry) && records[Int(entry.record)].owed.count == 0 && !activity.contains(.flushing)
      && !holdsBack(phase, entry)
  }

  /// `deliver`'s views when some touch of the phase does not go now: those that go are sent,
  /// the others the view is open to are queued (G5, G6).
  private func sendOrQueue(_ phase: UITouch.Phase, _ batch: TouchBatch, event: UIEvent) {
    var ready = TouchBatch()
    var position = 0
    while position < batch.count {
      let entry = batch[position]
      position += 1
      if goesNow(phase, entry) {
        ready.append(entry)
      } else if isOpen(entry) {
        records[Int(entry.record)].owed.append(phase)
        owedTotal += 1
      }
    }
    if !ready.isEmpty { send(ready, phase: phase, event: event) }
  }

  /// Whether a recognizer of the entry's touch holds back the view's `phase` (only `began`
  /// and `ended` ever are, G5).
  @inline(__always)
  private func holdsBack(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) -> Bool {
    (phase == .began || phase == .ended) && entry.slot >= 0 && arena.holdsBack(phase, at: Int(entry.slot))
  }

  /// Sends every queued view phase that nothing holds back, fingers of one phase together.
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
    defer { activity.remove(.flushing) }
    while true {
      var phase: UITouch.Phase?
      var batch = TouchBatch()
      for index in records.indices where records[index].view.isOpen {
        guard let head = records[index].owed.first, !arena.holdsBack(head, of: records[index].touch) else { continue }
        if phase == nil { phase = head }
        if head == phase { batch.append(entry(at: index, of: records[index].touch)) }
      }
      guard let phase, !batch.isEmpty else { return }
      var position = 0
      while position < batch.count {
        records[Int(batch[position].record)].owed.dropHead()
        owedTotal -= 1
        position += 1
      }
      guard let event = sessionEvent ?? event else { return }
      send(batch, phase: phase, event: event)
    }
  }

  /// Sends one phase of the batch's touches to their views: `began` screened first (S6).
  @inline(__always)
  private func send(_ batch: TouchBatch, phase: UITouch.Phase, event: UIEvent) {
    if phase == .began {
      sendBegan(batch, event: event)
    } else {
      sendGrouped(batch, phase: phase, event: event)
    }
  }

  /// `send` for `began`: what the screening lets through (S6).
  private func sendBegan(_ batch: TouchBatch, event: UIEvent) {
    let screened = screenBegan(batch, event: event)
    if !screened.isEmpty { sendGrouped(screened, phase: .began, event: event) }
  }

  /// Rule S6 through the recognizers: those of a touch that screen its view's `began`
  /// (`screensBegan`, a container's delay recognizer) are asked, inner first, just before the
  /// view's `touchesBegan`; a touch one of them refuses is dropped: the view gets nothing of it.
  /// Returns the touches let through.
  private func screenBegan(_ batch: TouchBatch, event: UIEvent) -> TouchBatch {
    // Usually every touch is let through: then the batch itself is the answer.
    var kept = TouchBatch()
    var whole = true
    var position = 0
    while position < batch.count {
      let index = Int(batch[position].record)
      if mayBegin(records[index].touch, event: event) {
        if !whole { kept.append(batch[position]) }
      } else {
        if whole {
          whole = false
          kept = batch.prefix(position)
        }
        records[index].view = .finished
        owedTotal -= records[index].owed.count
        records[index].owed.removeAll()
      }
      position += 1
    }
    return whole ? batch : kept
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
  func sendGrouped(_ batch: TouchBatch, phase: UITouch.Phase, event: UIEvent) {
    var position = 0
    while position < batch.count {
      let first = position
      position += 1
      guard let link = records[Int(batch[first].record)].touch._view.map(Unmanaged.passUnretained) else { continue }
      // Lent, not retained: the touch holds its view until the session ends, and its view is
      // written at its hit test alone.
      link.withGuaranteed { view in
        // Each view once, at its first touch (a touch's view never changes): a handful at most.
        var earlier = 0
        while earlier < first && records[Int(batch[earlier].record)].touch._view !== view { earlier += 1 }
        guard earlier == first else { return }
        // Checked per view: a handler earlier in this loop may have taken a touch away (A4).
        // Usually every touch belongs in the call: then the batch itself is the group.
        // (The first touch outside the loop, where its entry is the inline one.)
        var member = belongs(batch[0], to: view, phase) ? 1 : 0
        while member > 0 && member < batch.count && belongs(batch[member], to: view, phase) { member &+= 1 }
        if member == batch.count {
          sendGroup(batch, phase: phase, to: view, event: event)
        } else {
          sendPart(of: batch, phase: phase, to: view, event: event)
        }
      }
    }
  }

  /// Whether the entry's touch goes in `view`'s call of `phase`: it is the view's, and the view
  /// may get the phase now.
  @inline(__always)
  private func belongs(_ entry: TouchBatch.Entry, to view: UIView, _ phase: UITouch.Phase) -> Bool {
    records[Int(entry.record)].touch._view === view && mayGet(phase, entry)
  }

  /// `sendGrouped`'s call for a view that gets part of the batch: the touches that belong.
  private func sendPart(of batch: TouchBatch, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    var group = TouchBatch()
    var member = 0
    while member < batch.count {
      if belongs(batch[member], to: view, phase) { group.append(batch[member]) }
      member += 1
    }
    if !group.isEmpty { sendGroup(group, phase: phase, to: view, event: event) }
  }

  /// Whether the view may get `phase` of the entry's touch now: `began` while it is owed, the
  /// later phases while it tracks the touch.
  @inline(__always)
  private func mayGet(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) -> Bool {
    let view = records[Int(entry.record)].view
    return phase == .began ? view == .beganOwed : view == .tracking
  }

  /// One view's call of `sendGrouped`: the view's delivery state moves on as the call starts,
  /// and the chain walk keeps what lets a handler move or remove views meanwhile (A4).
  @inline(__always)
  private func sendGroup(_ group: TouchBatch, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    switch phase {
    case .moved:
      // (The phase spelled out: the call's case is then known where it is made and ended.)
      send(set(of: group), phase: .moved, to: view, event: event)
    case .began, .ended, .cancelled:
      sendCarried(group, phase: phase, to: view, event: event)
    case .stationary, .regionEntered, .regionMoved, .regionExited:
      // No touch method has these phases: `deliver` and the flush never send them.
      break
    }
  }

  /// `sendGroup` for the phases that start or end a view's part in its touches: each touch's
  /// delivery state moves on first, and the chain walk carries them (A4).
  private func sendCarried(_ group: TouchBatch, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    let final = phase != .began
    var position = 0
    while position < group.count {
      let index = Int(group[position].record)
      records[index].view = final ? .finished : .tracking
      chain.beginCarrying(records[index].touch, final: final, from: view)
      position += 1
    }
    send(set(of: group), phase: phase, to: view, event: event)
    chain.endCarrying(group.count)
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
      if view.forwardsTouchMethods { chain.forwardInWalk(from: view, call) } else { call.send(to: view) }
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
    var cancelled = TouchBatch()
    var dispatches: [Int] = []
    for touch in taken {
      guard let index = index(of: touch) else { continue }
      owedTotal -= records[index].owed.count
      records[index].owed.removeAll()
      switch records[index].view {
      case .tracking:
        cancelled.append(entry(at: index, of: records[index].touch))
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
      let group = cancelled.filter { records[Int($0.record)].dispatch == dispatch }
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
