import Foundation

/// The phases a view is owed, oldest first (G5, G6): a queue that keeps its first sixteen in one
/// word and only the rest in an array, since a touch rarely owes more than one or two and every
/// touch owes some (an array would be allocated for each touch).
struct OwedPhases {
  /// Four bits a phase, the oldest in the lowest bits.
  private var packed: UInt64 = 0
  /// How many phases are owed.
  private(set) var count = 0
  /// The phases after the first sixteen, oldest first.
  private var overflow: [UITouch.Phase] = []
  private static let inWord = 16

  /// The oldest phase owed.
  var first: UITouch.Phase? { count == 0 ? nil : UITouch.Phase(rawValue: Int(packed & 0xF)) }

  mutating func append(_ phase: UITouch.Phase) {
    if count < Self.inWord {
      packed |= UInt64(phase.rawValue) << UInt64(4 * count)
    } else {
      overflow.append(phase)
    }
    count += 1
  }

  /// Removes the oldest phase.
  mutating func dropHead() {
    guard count > 0 else { return }
    packed >>= 4
    count -= 1
    if !overflow.isEmpty {
      packed |= UInt64(overflow.removeFirst().rawValue) << UInt64(4 * (Self.inWord - 1))
    }
  }

  mutating func removeAll() {
    packed = 0
    count = 0
    overflow = []
  }
}

/// View delivery: what each hit-test view gets of its touches, and when (rules T5, T7, G3–G7,
/// S6, A4). For each phase of one window's touches the arena goes first; then the views get
/// what no recognizer holds back, fingers of one phase and view in one call. This is the one
/// place that calls views' touch methods (through `ResponderCall` and the chain walker), and
/// the only writer of what each view has had of its touches (`Slot`), kept at its touch's
/// record index in the `TouchTable`.
///
/// Every step takes a `TouchBatch` and passes on the part of it that goes on
/// (`TouchBatch.filter(_:)`, which hands back the batch itself when all of it does).
///
/// Its storage is exclusivity-unchecked, the one argument for this type: no access spans a
/// call to a view or recognizer (each call is made between accesses), and the touch path reads
/// the slots several times per touch. For the same reason the steps from a phase's batch to
/// the view's call are inlined into one another and lend the touches and views they pass
/// (each touch and view is held by the table's records for the whole session): measured on
/// the bench's touch workloads, that is what keeps one touch's delivery within its target.
@MainActor
final class ViewDelivery {
  /// Where a touch stands with its hit-test view: the one value that says what the view may
  /// still get (T7, G3–G7, A4).
  enum State: Equatable {
    /// The view gets nothing of the touch: there was no view, or multiple- or exclusive-touch
    /// filtering kept it out (T7).
    case refused
    /// The view is owed `touchesBegan`, not sent yet: the dispatch is under way, or a
    /// recognizer holds it back (G5).
    case beganOwed
    /// The view saw `touchesBegan`; its later phases follow as they are released (G6).
    case tracking
    /// The view is done with the touch: it got `touchesEnded` or `touchesCancelled`, or the
    /// touch was taken before it saw it begin (G3, A4). Nothing more reaches it.
    case finished

    /// Whether the view still takes part: it is owed `began` or is tracking the touch.
    var isOpen: Bool { self == .beganOwed || self == .tracking }
  }

  /// What one touch's view has had, and is owed.
  struct Slot {
    /// Where the touch stands with its view.
    var state: State
    /// Phases the view is owed, oldest first, behind the one a recognizer holds back (G5, G6).
    var owed = OwedPhases()
  }

  /// The touches, by record.
  let table: TouchTable
  /// The recognizers, which see each phase first and may hold the views back or take touches.
  let arena: GestureArena
  /// The walker every touch method goes through (R6, R8).
  let chain: ResponderChain
  /// What is under way: a flush does not nest, and deliveries mark themselves.
  let queue: EventQueue
  /// Each touch's slot, at its record's index in the table; as many as the records once each
  /// new touch is admitted (`admit(_:at:)`).
  @exclusivity(unchecked) private var slots: [Slot] = []
  /// How many phases the views are owed in all: when none is, a flush has nothing to scan.
  @exclusivity(unchecked) private var owedTotal = 0
  /// The touch event of the session, kept for deliveries held past the last finger.
  @exclusivity(unchecked) private var sessionEvent: UIEvent?
  /// While views get `touchesCancelled` because a recognizer took their touches (G3): that
  /// recognizer, so that a control can say who took its touch (`responder why`).
  private(set) var cancellingRecognizer: UIGestureRecognizer?

  /// View delivery over `table`'s touches, after `arena`'s recognizers, through `chain`.
  init(table: TouchTable, arena: GestureArena, chain: ResponderChain, queue: EventQueue) {
    self.table = table
    self.arena = arena
    self.chain = chain
    self.queue = queue
  }

  // MARK: New touches

  /// Rule T7 for the new touch at `index` (the next record, in order), whose hit-test view is
  /// `view`: whether the view receives it, given the touches its window's views already track.
  /// A touch with no view is refused.
  func admit(_ view: UIView?, at index: Int) {
    assert(index == slots.count, "touches are admitted in the order of their records")
    guard let view else { return slots.append(Slot(state: .refused)) }
    slots.append(Slot(state: mayReceive(table.touch(at: index), view: view) ? .beganOwed : .refused))
  }

  private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
    for index in slots.indices where !table.isLifted(at: index) && slots[index].state.isOpen {
      let other = table.touch(at: index)
      guard other._window === touch._window, let otherView = other._view else { continue }
      if otherView === view {
        if !view.isMultipleTouchEnabled { return false }
      } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
        return false
      }
    }
    return true
  }

  /// Rule G12, after a dispatch or a recognizer's decision outside one: the views get what was
  /// released, and once no finger is down the undecided recognizers stop and, when the arena is
  /// over, the session ends (the table, the slots and the arena empty). Returns whether it
  /// ended. Nothing happens inside a flush or a resolution, or while requests wait.
  @discardableResult
  func settle() -> Bool {
    guard !queue.isUnderWay(.flushing), !queue.isUnderWay(.resolving), !arena.hasRequests else { return false }
    flush()
    guard !table.hasLiveTouches else { return false }
    arena.stopUndecided()
    resolve()
    flush()
    guard arena.isOver else { return false }
    table.endSession()
    slots.empty()
    owedTotal = 0
    sessionEvent = nil
    arena.endSession()
    return true
  }

  // MARK: One window's touches

  /// Delivers one window's changed touches: for each phase, the recognizers get them first (G1,
  /// G13), then the arena resolves their requests, then the views get what nothing holds back
  /// (G3–G7, T5).
  func deliver(_ changed: [UITouch], event: UIEvent) {
    let entered = queue.enter(.delivering)
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
      guard touch._phase == .began, let index = table.index(of: touch) else { continue }
      // A finger that joins a gesture already under way, which took its view's touches, is
      // the gesture's alone: the view never sees it (as with G3's cancelled touches).
      if arena.join(touch, alone: table.alone(at: index)) && slots[index].state.isOpen {
        slots[index].state = .finished
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
    if entered { queue.leave(.delivering) }
  }

  /// One phase of one window's touches, in the order the rules give: the recognizers are
  /// offered it (G1, G13); the arena resolves and what it takes is taken (G3); the views get
  /// what was released of earlier phases (G6); then each view gets what goes now, and what
  /// is held back or queued behind an earlier phase waits (G5, G6).
  private func deliver(_ phase: UITouch.Phase, _ batch: TouchBatch, event: UIEvent) {
    arena.offer(phase, batch, event: event)
    resolve()
    flush()
    let going = batch.filter { entry in
      guard isOpen(entry) else { return false }
      if goesNow(phase, entry) { return true }
      owe(phase, entry)
      return false
    }
    if !going.isEmpty { send(going, phase: phase, event: event) }
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
        guard touch._phase == phase, let index = table.index(of: touch) else { return }
        batch.append(entry(at: index, of: touch))
      }
      position += 1
    }
    return batch
  }

  /// The batch entry of `touch`, whose record is at `index`.
  private func entry(at index: Int, of touch: UITouch) -> TouchBatch.Entry {
    TouchBatch.Entry(record: Int32(truncatingIfNeeded: index), slot: arena.batchSlot(of: touch))
  }

  /// Whether the view of the entry's touch still takes part (it is owed `began` or tracks it).
  private func isOpen(_ entry: TouchBatch.Entry) -> Bool {
    entry.record >= 0 && slots[Int(entry.record)].state.isOpen
  }

  /// Whether the view gets `phase` of the entry's touch now: it has nothing queued before
  /// it, no recognizer holds it back, and no flush is under way (inside one, a handler's own
  /// dispatch queues everything, for the flush to send in order).
  private func goesNow(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) -> Bool {
    slots[Int(entry.record)].owed.count == 0 && !queue.isUnderWay(.flushing) && !holdsBack(phase, entry)
  }

  /// Queues `phase` for the view of the entry's touch, behind what it is owed (G5, G6).
  private func owe(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) {
    slots[Int(entry.record)].owed.append(phase)
    owedTotal += 1
  }

  /// Whether a recognizer of the entry's touch holds back the view's `phase` (only `began`
  /// and `ended` ever are, G5).
  private func holdsBack(_ phase: UITouch.Phase, _ entry: TouchBatch.Entry) -> Bool {
    (phase == .began || phase == .ended) && entry.slot >= 0 && arena.holdsBack(phase, at: Int(entry.slot))
  }

  // MARK: Resolution points

  /// A resolution point: the arena resolves its requests, and each time a recognizer that began
  /// takes its touches from their views (G3), they are taken before it goes on. Meanwhile
  /// requests wait for the arena's next pass. (Usually there is nothing to resolve: that is
  /// asked before the call that does the work.)
  func resolve() {
    if arena.hasWork { resolveAndTake() }
  }

  private func resolveAndTake() {
    guard queue.enter(.resolving) else { return }
    defer { queue.leave(.resolving) }
    while let made = arena.resolve() {
      var taken: [UITouch] = []
      for touch in made.touches {
        if let index = table.index(of: touch), slots[index].state.isOpen { taken.append(touch) }
      }
      guard !taken.isEmpty else { continue }
      let outer = cancellingRecognizer
      cancellingRecognizer = made.recognizer
      take(taken, together: false)
      cancellingRecognizer = outer
    }
  }

  /// Sends every queued view phase that nothing holds back, fingers of one phase together.
  /// (Usually nothing is owed: that is asked before the call that does the work.)
  func flush() {
    if owedTotal > 0 { flushOwed() }
  }

  private func flushOwed() {
    // Handlers run during a flush may release more (a recognizer they disable): the loop picks
    // that up; a nested flush would deliver out of order.
    guard queue.enter(.flushing) else { return }
    defer { queue.leave(.flushing) }
    while true {
      var phase: UITouch.Phase?
      var batch = TouchBatch()
      for index in slots.indices where slots[index].state.isOpen {
        let touch = table.touch(at: index)
        guard let head = slots[index].owed.first, !arena.holdsBack(head, of: touch) else { continue }
        if phase == nil { phase = head }
        if head == phase { batch.append(entry(at: index, of: touch)) }
      }
      guard let phase, !batch.isEmpty else { return }
      var position = 0
      while position < batch.count {
        slots[Int(batch[position].record)].owed.dropHead()
        owedTotal -= 1
        position += 1
      }
      guard let event = sessionEvent ?? table.event else { return }
      send(batch, phase: phase, event: event)
    }
  }

  // MARK: Views

  /// Sends one phase of the batch's touches to their views: for `began`, what the screening
  /// lets through (S6).
  private func send(_ batch: TouchBatch, phase: UITouch.Phase, event: UIEvent) {
    let screened = phase == .began ? batch.filter { mayBegin($0, event: event) } : batch
    if !screened.isEmpty { sendGrouped(screened, phase: phase, event: event) }
  }

  /// Rule S6 through the recognizers: those of a touch that screen its view's `began`
  /// (`screensBegan`, a container's delay recognizer) are asked, inner first, just before the
  /// view's `touchesBegan`; a touch one of them refuses is dropped: the view gets nothing of it.
  private func mayBegin(_ entry: TouchBatch.Entry, event: UIEvent) -> Bool {
    let index = Int(entry.record)
    let touch = table.touch(at: index)
    let candidates = touch._gestureRecognizers
    // Most touches have no recognizer that screens: then nothing else is read.
    var position = 0
    while position < candidates.count && !candidates[position].screensBegan { position += 1 }
    guard position < candidates.count else { return true }
    let held = (arena.clock?.now ?? table.beganAt(index)) - table.beganAt(index)
    var holdReported = held <= 0 || !arena.notes.isObserved
    while position < candidates.count {
      let recognizer = candidates[position]
      position += 1
      guard recognizer.screensBegan else { continue }
      guard
        recognizer.viewMayBegin(
          touch, alone: table.alone(at: index), event: event, heldFor: held, holdReported: &holdReported)
      else {
        // (Records are neither added nor removed while views are sent what is owed: the index
        // holds across the recognizers' answers.)
        slots[index].state = .finished
        owedTotal -= slots[index].owed.count
        slots[index].owed.removeAll()
        return false
      }
    }
    return true
  }

  /// Delivers touches of one phase to their views, one call per view (views in the order of
  /// their lowest finger): the one place that calls views' touch methods (T5).
  private func sendGrouped(_ batch: TouchBatch, phase: UITouch.Phase, event: UIEvent) {
    var position = 0
    while position < batch.count {
      let first = position
      position += 1
      guard let link = table.touch(of: batch[first])._view.map(Unmanaged.passUnretained) else { continue }
      // Lent, not retained: the touch holds its view until the session ends, and its view is
      // written at its hit test alone.
      link.withGuaranteed { view in
        // Each view once, at its first touch (a touch's view never changes): a handful at most.
        var earlier = 0
        while earlier < first && table.touch(of: batch[earlier])._view !== view { earlier += 1 }
        guard earlier == first else { return }
        // Checked per view: a handler earlier in this loop may have taken a touch away (A4).
        let group = batch.filter { belongs($0, to: view, phase) }
        if !group.isEmpty { sendGroup(group, phase: phase, to: view, event: event) }
      }
    }
  }

  /// Whether the entry's touch goes in `view`'s call of `phase`: it is the view's, and the view
  /// may get the phase now (`began` while it is owed, the later phases while it tracks it).
  private func belongs(_ entry: TouchBatch.Entry, to view: UIView, _ phase: UITouch.Phase) -> Bool {
    let index = Int(entry.record)
    guard table.touch(at: index)._view === view else { return false }
    return phase == .began ? slots[index].state == .beganOwed : slots[index].state == .tracking
  }

  /// One view's call: a phase that starts or ends the view's part in its touches (all but
  /// `moved`) moves their state on before the call, and the chain walk carries them, so that a
  /// handler may move or remove views meanwhile (A4).
  @inline(__always)
  private func sendGroup(_ group: TouchBatch, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    guard phase != .moved else {
      // (The phase spelled out: the call's case is then known where it is made.)
      return send(group.set(in: table), phase: .moved, to: view, event: event)
    }
    let final = phase != .began
    var position = 0
    while position < group.count {
      let index = Int(group[position].record)
      slots[index].state = final ? .finished : .tracking
      chain.beginCarrying(table.touch(at: index), final: final, from: view)
      position += 1
    }
    send(group.set(in: table), phase: phase, to: view, event: event)
    chain.endCarrying(group.count)
  }

  /// Sends one touch method to `view` as the start of a chain walk (R6, R8).
  @inline(__always)
  private func send(_ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    let checks = chain.checksConformance
    if checks {
      chain.application.conformance.record(phase, touches, at: view, app: chain.application)
      if let control = view as? UIControl { control.reachedBaseTouchMethod = false }
    }
    guard let call = ResponderCall(phase, touches, event) else { return }
    chain.walk(from: view) {
      // A plain view's touch method would only forward (R6): the walker does it, without the
      // call.
      if view.forwardsTouchMethods { chain.forwardInWalk(from: view, call) } else { call.send(to: view) }
    }
    if checks, let control = view as? UIControl, control.isEnabled, !control.reachedBaseTouchMethod {
      chain.application.note(.conformance(.overrideSkippedSuper(control)))
    }
  }

  // MARK: Taking touches

  /// Rule G3 (through the arena) and A4: takes touches from their views now. A view that saw a
  /// touch begin gets `touchesCancelled`; one owed `began` is simply never sent it. Touches that
  /// began in different dispatches are cancelled in separate calls, oldest first (G6), unless
  /// `together` (a removal takes every touch at once).
  func take(_ taken: [UITouch], together: Bool) {
    var cancelled = TouchBatch()
    var dispatches: [Int] = []
    for touch in taken {
      guard let index = table.index(of: touch) else { continue }
      owedTotal -= slots[index].owed.count
      slots[index].owed.removeAll()
      switch slots[index].state {
      case .tracking:
        cancelled.append(entry(at: index, of: touch))
        let dispatch = table.dispatch(at: index)
        if !dispatches.contains(dispatch) { dispatches.append(dispatch) }
      case .beganOwed: slots[index].state = .finished
      case .refused, .finished: break
      }
    }
    chain.noteTaken(taken)
    guard !cancelled.isEmpty, let event = sessionEvent ?? table.event else { return }
    // G6: oldest dispatch first (Apple's double-tap example); touches of one dispatch stay
    // together (T5), and a removal's all at once.
    let groups = together ? [0] : dispatches.sorted()
    for dispatch in groups {
      let group = together ? cancelled : cancelled.filter { table.dispatch(at: Int($0.record)) == dispatch }
      sendGrouped(group, phase: .cancelled, event: event)
    }
  }

  /// Rule A4: cancels, at once, every touch that `view` or a descendant is tracking, because
  /// the view is leaving its window or its superview; those touches get nothing more, though
  /// their fingers are still down.
  func cancelTouches(inSubtreeOf view: UIView) {
    var taken: [UITouch] = []
    for index in slots.indices where !table.isLifted(at: index) && slots[index].state.isOpen {
      let touch = table.touch(at: index)
      if touch._view?.isDescendant(of: view) ?? false { taken.append(touch) }
    }
    guard !taken.isEmpty, table.event != nil else { return }
    take(taken, together: true)
  }

  // MARK: Queries

  /// The hit-test views that got `touchesBegan` of one of `recognizer`'s touches and still
  /// track it (S7, S8).
  func trackingViews(of recognizer: UIGestureRecognizer) -> [UIView] {
    var views: [UIView] = []
    for index in slots.indices where slots[index].state == .tracking {
      let touch = table.touch(at: index)
      if arena.takesPart(touch, recognizer), let view = touch._view { views.append(view) }
    }
    return views
  }

  /// Whether the view is done with `touch` (it got its last phase, or never will get one): a
  /// touch of an earlier session is.
  func viewIsDone(with touch: UITouch) -> Bool {
    guard let index = table.index(of: touch), index < slots.count else { return true }
    return !slots[index].state.isOpen
  }

  /// Where the touch of the record at `index` stands with its view (for tests and tools).
  func state(at index: Int) -> State { slots[index].state }
}
