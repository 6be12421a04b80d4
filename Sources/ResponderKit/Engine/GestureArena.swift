import Foundation

/// The gesture arena of an application's `EventDispatcher` (HowATouchTravels.md): which
/// recognizer gets which touch, who wins, and what holds the hit-test view's phases back.
///
/// The arena is closed over its recognizers and its touches: it knows no dispatcher, view
/// delivery, application or container. It keeps, per touch, the recognizers that take part and
/// those that ignored it (`ArenaTouch`); it reports through a `NoteSink` and times with the
/// clock it is given. What must be done outside it, it returns: `resolve()` hands back each
/// `ViewTake` (a recognizer that began takes its touches from their views, G3), which the
/// driver applies before it resolves on, so that the views' cancellations come where UIKit
/// sends them. Work that arrives while no one drives it (a timer's request, a recognizer
/// disabled between events) is announced through `onIdleWork`.
///
/// A *session* runs from the first touch of a sequence until every touch has lifted and every
/// recognizer involved has reached a final state; then each is reset (G12). Within a session:
///
/// **Delivery order for one dispatch** (G1, G13). For each phase (began, moved, ended,
/// cancelled): every interested recognizer gets the touches of that phase, in session order
/// (the hit-test view outward, each view's recognizers in the order they were added); then
/// state requests are resolved; then the views get what is not held back.
///
/// **Resolving a request to leave `possible`** (to began, or to ended = recognized):
///
/// | check | outcome |
/// |---|---|
/// | a recognizer it must wait for (G9) is undecided | it waits, still `possible` to the outside |
/// | one of those recognized, began or was cancelled | it fails |
/// | waiting would close a cycle of waits | `error reason=failureCycle`; it fails |
/// | its delegate's `gestureRecognizerShouldBegin` says no, or, when it cancels touches in view, the hit-test view of one of its touches does (G10) | it fails |
/// | otherwise | state line, then its action, then the others lose (below), then the view's touches are cancelled (G3) |
///
/// **Who loses when W recognizes or begins** (G8): every other recognizer of the session that
/// shares a touch with W, unless either delegate allows simultaneous recognition, or
/// `W.canPrevent(O)` or `O.canBePrevented(by: W)` says no. A possible (or waiting) one fails; one
/// that had begun is cancelled (and sends its action).
///
/// **What the view gets** (G3–G7), per touch, in order: `began` is held while a recognizer of
/// the touch with `delaysTouchesBegan` is undecided; `ended` is held while one with
/// `delaysTouchesEnded` is undecided (`holdsBack`); later phases queue behind a held one. A
/// recognizer with `cancelsTouchesInView` that recognizes or begins ends the view's part
/// (a `ViewTake`, applied by `ViewDelivery.take(_:together:)`): `touchesCancelled` if the view saw the touch begin,
/// nothing if it never did (G5); touches that began in different dispatches get separate calls,
/// oldest first (G6).
@MainActor
final class GestureArena {
  /// Where the arena's notes go: its application's observer, or a test's.
  let notes: NoteSink
  /// The application's clock, kept here for the recognizers of the session (set by the
  /// dispatcher when it joins its application, which owns the clock and outlives the arena).
  /// The invariant of ``UnsafeLink``, kept as `unowned(unsafe)`: the wrapper cannot hold an
  /// existential.
  unowned(unsafe) var clock: UIClock?
  /// The touches of the session, in the order they joined, each with its recognizers.
  @exclusivity(unchecked) private(set) var touches: [ArenaTouch] = []
  /// The recognizers of the session, in order of first involvement.
  @exclusivity(unchecked) private(set) var session: [UIGestureRecognizer] = []
  @exclusivity(unchecked) private var requests: [(UIGestureRecognizer, UIGestureRecognizer.State)] = []
  /// The buffer of the session before the last: the two take turns, so that a new session
  /// does not allocate its list again.
  @exclusivity(unchecked) private var spareSession: [UIGestureRecognizer] = []
  /// Whether a recognizer of the session may be waiting for others to fail (G9): set when one
  /// starts waiting, cleared by a pass of `resolve()` that finds none still waiting.
  @exclusivity(unchecked) private var someoneWaits = false
  /// What the engine is in the middle of: while its driver delivers touches or applies what
  /// `resolve()` returned, requests wait for the driver's next resolution point.
  let queue: EventQueue
  /// Whether `resolve()` runs: requests from the handlers it calls wait for its next pass.
  @exclusivity(unchecked) private var isResolving = false
  /// Called when work arrives while the arena is idle, neither driven nor resolving (a timer's
  /// request, a recognizer disabled or ignoring a touch between events): the driver resolves,
  /// applies the takes and delivers what was released.
  var onIdleWork: (@MainActor () -> Void)?
  /// The take `begin` made, for `resolve()` to hand back.
  @exclusivity(unchecked) private var take: ViewTake?

  /// An arena that reports to `notes` and reads what is under way from `queue` (a test of the
  /// arena alone gives it its own).
  init(notes: NoteSink, queue: EventQueue = EventQueue()) {
    self.notes = notes
    self.queue = queue
  }

  /// An application that goes with a session under way leaves its recognizers no link to
  /// this arena (`sessionArena` is not counted): they find their next one through their view.
  @MainActor deinit {
    for recognizer in session where recognizer.$sessionArena.refers(to: self) { recognizer.sessionArena = nil }
  }

  // MARK: Touches

  /// Rule G10: a new touch joins the arena with the recognizers that take part for it, from
  /// those collected at hit testing (H8), which join the session. Returns whether the finger
  /// joins a gesture under way that took its view's touches (G3): then the view never sees it.
  /// `alone` is the set of the touch alone, which most calls to recognizers carry.
  func join(_ touch: UITouch, alone: Set<UITouch>) -> Bool {
    let recognizers = takingRecognizers(of: touch)
    touches.append(ArenaTouch(touch: touch, alone: alone, recognizers: recognizers))
    for recognizer in recognizers where recognizer._state.isUnderWay && recognizer.cancelsTouchesInView {
      return true
    }
    return false
  }

  /// Rule G10: a recognizer still running (possible, or a continuous one that began) takes a
  /// new finger; one that has decided or waits for others does not.
  private func takingRecognizers(of touch: UITouch) -> [UIGestureRecognizer] {
    let candidates = touch._gestureRecognizers
    // Usually every candidate takes the touch: then the touch's own list is the answer (shared,
    // not copied), and a list is built only from the first one that does not.
    var taking: [UIGestureRecognizer]?
    for position in candidates.indices {
      // Lent, not retained: `candidates` holds it.
      Unmanaged.passUnretained(candidates[position]).withGuaranteed { recognizer in
        guard
          recognizer._isEnabled && recognizer.pendingState == nil && !recognizer._state.isFinal
            && ((touch._type == .direct && recognizer.takesEveryTouch) || recognizer.takes(touch))
            && delegateLets(recognizer, receive: touch)
        else {
          if taking == nil {
            taking = []
            taking!.reserveCapacity(candidates.count - 1)
            for earlier in candidates[..<position] { taking!.append(earlier) }
          }
          return
        }
        taking?.append(recognizer)
        if !session.containsObject(recognizer) {
          session.append(recognizer)
          recognizer.sessionArena = self
        }
      }
    }
    return taking ?? candidates
  }

  /// Rule G10: whether the recognizer's delegate lets it receive `touch`; an app delegate's
  /// refusal is noted (the recognizer changes no state: N7's case for an app that takes over
  /// the back swipe's delegate). The engine's own delegates' refusals are its mechanics (a
  /// text field's clear button keeps its touch from the text recognizers), noted, where they
  /// explain anything, by the delegate itself (the back swipe's, N7).
  private func delegateLets(_ recognizer: UIGestureRecognizer, receive touch: UITouch) -> Bool {
    guard let delegate = recognizer.delegate else { return true }
    if delegate.gestureRecognizer(recognizer, shouldReceive: touch) { return true }
    if !(delegate is EngineRecognizerDelegate) { notes.refuse(recognizer, .touchRefusedByDelegate) }
    return false
  }

  /// The position of `touch` in `touches`; a session has a handful of touches at most.
  private func slot(of touch: UITouch) -> Int? {
    var slot = 0
    let count = touches.count
    while slot < count {
      if touches[slot].touch === touch { return slot }
      slot += 1
    }
    return nil
  }

  /// Whether `recognizer` takes part for `touch` (G10).
  func takesPart(_ touch: UITouch, _ recognizer: UIGestureRecognizer) -> Bool {
    guard let slot = slot(of: touch) else { return false }
    return touches[slot].recognizers.containsObject(recognizer)
  }

  /// Rules G1, G13: every interested recognizer of the session gets the touches of one phase,
  /// in session order, each touch found by its slot in the batch (never searched for). Usually
  /// every recognizer wants them all: then they share one set.
  func offer(_ phase: UITouch.Phase, _ batch: TouchBatch, event: UIEvent) {
    guard !batch.isEmpty else { return }
    // The set of all the touches, made at the first recognizer that wants them all and shared.
    var all: Set<UITouch>?
    // The session as it is now (a handler may change it), by index; each recognizer is asked
    // first, unretained, whether it listens at all: most of a move's have decided. One that
    // listens is lent to its calls unretained too, since `recognizers`, held for the loop,
    // keeps it alive, so a retain and release per recognizer would buy nothing.
    let recognizers = session
    var position = 0
    while position < recognizers.count {
      let link = Unmanaged.passUnretained(recognizers[position])
      position += 1
      guard Self.listens(link) else { continue }
      link.withGuaranteed { recognizer in
        // (It listens: the rest of `wants`, per touch; the first touch, inline, outside the
        // loop. Each slot is read as an `Int` before it is compared, which keeps the
        // comparison inline.)
        let first = Int(batch[0].slot)
        var interested = first >= 0 && takesPart(recognizer, at: first) ? 1 : 0
        var entry = 1
        while entry < batch.count {
          let slot = Int(batch[entry].slot)
          if slot >= 0 && takesPart(recognizer, at: slot) { interested &+= 1 }
          entry &+= 1
        }
        guard interested > 0 else { return }
        if interested == batch.count {
          // (No closure: an isolated closure handed to `Optional.map` costs a main-actor check.)
          if all == nil { all = set(of: batch) }
          if phase == .began { recognizer.track(batch, of: self) }
          recognizer.receive(phase, all!, event: event)
        } else {
          offer(phase, part: batch, to: recognizer, event: event)
        }
      }
    }
  }

  /// `offer`'s call for a recognizer that wants some of the batch's touches, not all: it gets
  /// those alone.
  private func offer(
    _ phase: UITouch.Phase, part batch: TouchBatch, to recognizer: UIGestureRecognizer, event: UIEvent
  ) {
    var mine = TouchBatch()
    var entry = 0
    while entry < batch.count {
      let slot = Int(batch[entry].slot)
      if slot >= 0 && takesPart(recognizer, at: slot) { mine.append(batch[entry]) }
      entry += 1
    }
    if phase == .began { recognizer.track(mine, of: self) }
    recognizer.receive(phase, set(of: mine), event: event)
  }

  /// The batch's touches, each of which joined the arena, as the set UIKit's methods take.
  private func set(of batch: TouchBatch) -> Set<UITouch> { batch.set(in: self) }

  /// The slot of `touch` for a batch's entry: -1 when it never joined the arena.
  func batchSlot(of touch: UITouch) -> Int32 {
    guard let slot = slot(of: touch) else { return -1 }
    return Int32(truncatingIfNeeded: slot)
  }

  /// A batch of `touches` as the arena alone knows them (no records): for the arena's own
  /// tests, which drive it without a touch table.
  func batch(of touches: [UITouch]) -> TouchBatch {
    var batch = TouchBatch()
    for touch in touches { batch.append(TouchBatch.Entry(record: -1, slot: batchSlot(of: touch))) }
    return batch
  }

  /// Whether the recognizer listens (`isListening`), read in place: nonisolated, so that
  /// reading it costs no main-actor check; called only from the main actor.
  nonisolated private static func listens(_ recognizer: Unmanaged<UIGestureRecognizer>) -> Bool {
    recognizer.withGuaranteed { $0.isListening }
  }

  /// Whether the recognizer took part for the touch at `slot` when it joined (G10) and has not
  /// ignored it since: `wants` without asking whether it listens.
  private func takesPart(_ recognizer: UIGestureRecognizer, at slot: Int) -> Bool {
    touches[slot].recognizers.containsObject(recognizer) && !isIgnored(at: slot, by: recognizer)
  }

  /// Whether the recognizer called `ignore(_:for:)` for the touch at `slot`.
  private func isIgnored(at slot: Int, by recognizer: UIGestureRecognizer) -> Bool {
    guard !touches[slot].ignoredBy.isEmpty else { return false }
    let id = ObjectIdentifier(recognizer)
    for ignoring in touches[slot].ignoredBy where ignoring == id { return true }
    return false
  }

  /// Rules G5, G6: whether a recognizer of `touch` holds back the view's `phase`: `began`
  /// while one with `delaysTouchesBegan` is undecided, `ended` while one with
  /// `delaysTouchesEnded` is.
  func holdsBack(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
    guard phase == .began || phase == .ended, let slot = slot(of: touch) else { return false }
    return holdsBack(phase, at: slot)
  }

  /// `holdsBack(_:of:)` for the touch in `slot`.
  func holdsBack(_ phase: UITouch.Phase, at slot: Int) -> Bool {
    // The list once, then by index, each recognizer lent (the list holds it): an iterator
    // would count references to it and to each recognizer. Only a recognizer still possible
    // can hold anything back.
    let recognizers = touches[slot].recognizers
    var position = 0
    while position < recognizers.count {
      let holds = Unmanaged.passUnretained(recognizers[position]).withGuaranteed { recognizer in
        recognizer._state == .possible
          && (phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded)
          && !isIgnored(at: slot, by: recognizer)
      }
      if holds { return true }
      position += 1
    }
    return false
  }

  /// Whether no one drives the arena and it is not resolving: work that arrives now is dealt
  /// with at once, through `onIdleWork`.
  private var isIdle: Bool { !queue.holdsRequests && !isResolving }

  // MARK: State requests

  /// A recognizer asks for a new state; resolved at once outside a dispatch (timers), or at
  /// the next resolution point inside one.
  func request(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    if !session.containsObject(recognizer) {
      // Not in a sequence (for example set by app code): no arbitration to do.
      change(recognizer, to: state)
      if state.isFinal { finishAlone(recognizer) }
      return
    }
    requests.append((recognizer, state))
    if isIdle { onIdleWork?() }
  }

  /// Whether `resolve()` has anything to do: a request, or a recognizer waiting (G9).
  var hasWork: Bool { !requests.isEmpty || someoneWaits }

  /// Resolves the requests to leave `possible` and what follows from them, until nothing moves
  /// or a recognizer that began takes its touches from their views (G3): then returns that
  /// take, for the driver to apply before it calls again. Nil when all is resolved.
  func resolve() -> ViewTake? {
    guard hasWork, !isResolving else { return nil }
    isResolving = true
    defer { isResolving = false }
    var progress = true
    while progress {
      progress = false
      while !requests.isEmpty {
        // Read in place, then dropped: `removeFirst()` destroys the pair it hands back through
        // the generic tuple witness.
        let (recognizer, state) = requests[0]
        requests.dropHead()
        apply(recognizer, state)
        if let take = takeMade() { return take }
        progress = true
      }
      guard someoneWaits else { continue }
      // Every waiting recognizer is met below: whether one still waits is known at the end.
      var stillWaiting = false
      for recognizer in session where recognizer.pendingState != nil {
        switch requirements(of: recognizer) {
        case .wait:
          stillWaiting = true
          continue
        case .fail:
          recognizer.pendingStates = []
          explainRequirementFailure(of: recognizer)
          change(recognizer, to: .failed)
        case .proceed:
          let states = recognizer.pendingStates
          recognizer.pendingStates = []
          decide(
            recognizer,
            .waitedForFailure(
              other: session.first { $0 !== recognizer && recognizer.mustWait(for: $0) },
              since: recognizer.waitingSince, at: clock?.now ?? 0))
          // What the gesture did while it waited (changed, ended) follows at once, after its
          // beginning and whatever that takes from the views.
          var position = states.count - 1
          while position > 0 {
            requests.insert((recognizer, states[position]), at: 0)
            position -= 1
          }
          begin(recognizer, states[0])
          if let take = takeMade() {
            // The waiters not met yet are met at the next call.
            someoneWaits = true
            return take
          }
        }
        progress = true
      }
      someoneWaits = stillWaiting
    }
    return nil
  }

  /// The take `begin` just made, handed over once.
  private func takeMade() -> ViewTake? {
    guard let made = take else { return nil }
    take = nil
    return made
  }

  private func apply(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    let current = recognizer._state
    guard recognizer.pendingState == nil || state == .failed || state == .cancelled else { return }
    switch (current, state) {
    case (.possible, .began), (.possible, .ended):
      switch requirements(of: recognizer) {
      case .proceed: begin(recognizer, state)
      case .fail:
        explainRequirementFailure(of: recognizer)
        change(recognizer, to: .failed)
      case .wait:
        recognizer.pendingStates = [state]
        recognizer.waitingSince = clock?.now ?? 0
        someoneWaits = true
        if closesCycle(recognizer) {
          notes.note(.error(.failureCycle))
          recognizer.pendingStates = []
          decide(recognizer, .failureCycle)
          change(recognizer, to: .failed)
        }
      }
    case (.possible, .failed), (.possible, .cancelled):
      // A waiting gesture that gives up never began in public: it fails.
      recognizer.pendingStates = []
      change(recognizer, to: .failed)
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
      (.changed, .cancelled):
      change(recognizer, to: state)
      recognizer.sendActions()
    default:
      break  // stale: another decision already ended the recognizer
    }
  }

  /// Rule G10, then the transition, the action, exclusivity (G8) and cancelling (G3).
  private func begin(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    // The owner's word comes first, as a UIKit view is the private delegate of the recognizers
    // it makes (a scroll view's pan, S7–S9); it reports its own decision.
    if let owner = recognizer.owner, !owner.ownedGestureRecognizerShouldBegin(recognizer) {
      change(recognizer, to: .failed)
      return
    }
    if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
      decide(recognizer, .vetoedByDelegate)
      change(recognizer, to: .failed)
      return
    }
    if let veto = vetoingView(of: recognizer) {
      decide(recognizer, .vetoedByView(veto))
      change(recognizer, to: .failed)
      return
    }
    change(recognizer, to: state)
    recognizer.sendActions()
    for other in session where other !== recognizer && !other._state.isFinal {
      guard shareTouches(recognizer, other), !simultaneous(recognizer, other),
        recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
      else { continue }
      decide(other, .lostTo(recognizer))
      stop(other)
    }
    if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
  }

  /// Rule G10: the hit-test views of the recognizer's touches are asked, each once and in the
  /// order the touches came, but only when recognition would cancel their touches
  /// (`cancelsTouchesInView`), as UIKit's header for `UIView.gestureRecognizerShouldBegin(_:)`
  /// says. So a recognizer that leaves the view its touches is never vetoed by it (G11).
  private func vetoingView(of recognizer: UIGestureRecognizer) -> UIView? {
    guard recognizer.cancelsTouchesInView else { return nil }
    // A view is asked at its first touch: the touches before it are searched (a handful), so
    // no list of the views asked is built.
    let touches = recognizer.sessionTouches
    for position in touches.indices {
      guard let view = touches[position]._view else { continue }
      var askedBefore = false
      for earlier in 0..<position where touches[earlier]._view === view { askedBefore = true }
      if !askedBefore && !view.gestureRecognizerShouldBegin(recognizer) { return view }
    }
    return nil
  }

  /// Tells the observer why the next change happens (for `responder why`).
  private func decide(_ recognizer: UIGestureRecognizer, _ decision: @autoclosure () -> Decision) {
    guard !recognizer.isEngineInternal else { return }
    notes.decide(recognizer, decision())
  }

  private func explainRequirementFailure(of recognizer: UIGestureRecognizer) {
    let winner = session.first { other in
      other !== recognizer && recognizer.mustWait(for: other) && other._state != .failed && other._state != .possible
    }
    decide(recognizer, .requiredRecognized(winner))
  }

  private func change(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
    let discrete = recognizer._state == .possible && state == .ended
    recognizer._state = state
    if state != .possible { recognizer.lastLocation = recognizer.windowCentroidIfAny ?? recognizer.lastLocation }
    guard !recognizer.isEngineInternal else { return }
    notes.note(.gestureState(recognizer, state, recognized: discrete, decision: notes.takeDecision(of: recognizer)))
  }

  private enum Requirement { case proceed, wait, fail }

  /// Rule G9: the recognizers this one must see fail, from `require(toFail:)`, the subclass
  /// hooks and the delegates.
  private func requirements(of recognizer: UIGestureRecognizer) -> Requirement {
    var result = Requirement.proceed
    for other in session where other !== recognizer && recognizer.mustWait(for: other) {
      switch other._state {
      case .failed: continue
      case .possible: result = .wait
      default: return .fail
      }
    }
    return result
  }

  /// Whether the waits of pending recognizers lead from `start` back to itself.
  private func closesCycle(_ start: UIGestureRecognizer) -> Bool {
    var stack = [start]
    var seen: [ObjectIdentifier] = []
    while let current = stack.popLast() {
      for other in session where other._state == .possible && current.mustWait(for: other) {
        if other === start { return true }
        guard other.pendingState != nil, !seen.contains(ObjectIdentifier(other)) else { continue }
        seen.append(ObjectIdentifier(other))
        stack.append(other)
      }
    }
    return false
  }

  private func shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    for touch in a.sessionTouches where b.sessionTouches.containsObject(touch) { return true }
    return false
  }

  private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
      || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
  }

  // MARK: The view's part

  /// Rule G3: the recognizer recognized or began and cancels touches in view: its touches are
  /// to be taken from their views, by the driver, before anything else is resolved.
  private func cancelViewTouches(of recognizer: UIGestureRecognizer) {
    var taken: [UITouch] = []
    for slot in touches.indices where touches[slot].recognizers.containsObject(recognizer) {
      taken.append(touches[slot].touch)
    }
    guard !taken.isEmpty else { return }
    take = ViewTake(recognizer: recognizer, touches: taken)
  }

  // MARK: Ending

  /// Whether requests wait to be resolved.
  var hasRequests: Bool { !requests.isEmpty }

  /// Guarantee 2: with every finger up, a recognizer that holds no touch and waits for no timer
  /// can never decide any more: one that had begun is cancelled, one still possible fails (a
  /// custom subclass that forgot to). Waiting for another to fail (G9) is waiting.
  func stopUndecided() {
    for recognizer in session where recognizer.trackedTouches.isEmpty && !recognizer.hasTimer {
      switch recognizer._state {
      case .possible where recognizer.pendingState == nil:
        decide(recognizer, .noTouchesLeft(underWay: false))
        stop(recognizer)
      case .began, .changed:
        decide(recognizer, .noTouchesLeft(underWay: true))
        stop(recognizer)
      default: break
      }
    }
  }

  /// Whether every recognizer of the session has decided (the session may end, G12).
  var isOver: Bool {
    for recognizer in session where !recognizer._state.isFinal || recognizer.pendingState != nil { return false }
    return true
  }

  /// Rule G12: the session is over: each of its recognizers goes back to possible.
  func endSession() {
    // The finished list goes to the spare buffer and the emptied spare becomes the session.
    spareSession.empty()
    swap(&session, &spareSession)
    // Buffers kept across sessions: each sequence would otherwise allocate them again.
    requests.empty()
    touches.empty()
    do {
      // A copy, so that a reset that ends a session itself cannot cut this loop short.
      let finished = spareSession
      for recognizer in finished { recognizer.resetForNextSequence() }
    }
    // The spare holds no recognizer alive between sessions.
    spareSession.empty()
  }

  /// The one home of "a possible recognizer fails, a begun one is cancelled" (G8 losers, G12
  /// withdrawal, fingers all lifted): a possible one (waiting or not) fails, one under way is
  /// cancelled and sends its action; a decided one is left as it is.
  private func stop(_ recognizer: UIGestureRecognizer) {
    switch recognizer._state {
    case .possible:
      recognizer.pendingStates = []
      change(recognizer, to: .failed)
    case .began, .changed:
      change(recognizer, to: .cancelled)
      recognizer.sendActions()
    default: break
    }
  }

  /// A recognizer that changed state outside any sequence goes back to possible at once.
  private func finishAlone(_ recognizer: UIGestureRecognizer) {
    recognizer.resetForNextSequence()
  }

  /// Rule G12 and A4: a disabled recognizer, or one whose view left the window, is cancelled
  /// if it had begun and failed if it was possible.
  func withdraw(_ recognizer: UIGestureRecognizer) {
    guard session.containsObject(recognizer) else { return }
    requests.removeAll { $0.0 === recognizer }
    if recognizer._state == .possible || recognizer._state.isUnderWay {
      if recognizer._isEnabled {
        decide(recognizer, .viewRemoved)
      } else {
        decide(recognizer, .recognizerDisabled)
      }
    }
    stop(recognizer)
    recognizer.trackedTouches = []
    if isIdle { onIdleWork?() }
  }

  /// A recognizer stopped watching a touch (`ignore(_:for:)`): it holds nothing back any more,
  /// and what it held back may go now.
  func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
    guard let slot = slot(of: touch) else { return }
    touches[slot].ignoredBy.append(ObjectIdentifier(recognizer))
    if isIdle { onIdleWork?() }
  }

  /// Rule A4: recognizers attached to a view that leaves its window are withdrawn.
  func viewWillLeaveWindow(_ view: UIView) {
    for recognizer in session where recognizer._view?.isDescendant(of: view) ?? false {
      withdraw(recognizer)
    }
  }
}

extension UIGestureRecognizer {
  /// Whether the recognizer still listens to its touches: it is enabled and has not decided.
  nonisolated var isListening: Bool {
    // A discrete gesture waiting for others has decided; a continuous one goes on.
    guard _isEnabled, pendingStates.isEmpty || (pendingStates.last?.isUnderWay ?? false)
    else { return false }
    switch _state {
    case .possible, .began, .changed: return true
    default: return false
    }
  }

  /// Rule G1: the recognizer gets one phase of its touches.
  func receive(_ phase: UITouch.Phase, _ set: Set<UITouch>, event: UIEvent) {
    switch phase {
    case .began:
      touchesBegan(set, with: event)
    case .moved:
      touchesMoved(set, with: event)
    case .ended:
      touchesEnded(set, with: event)
      lastLocation = windowCentroidIfAny ?? lastLocation
      untrack(set)
    case .cancelled:
      touchesCancelled(set, with: event)
      untrack(set)
    case .stationary, .regionEntered, .regionMoved, .regionExited:
      break
    }
  }

  /// The touches of a call that ended or was cancelled leave those the recognizer tracks.
  private func untrack(_ set: Set<UITouch>) {
    trackedTouches.removeObjects(in: set)
  }

  /// The batch's touches join those the recognizer tracks, one by one in the batch's (finger)
  /// order, before the recognizer gets their `began`: a tracked touch's index is UIKit's
  /// `location(ofTouch:in:)` index.
  func track(_ batch: TouchBatch, of arena: GestureArena) {
    var entry = 0
    while entry < batch.count {
      let touch = arena.touch(of: batch[entry])
      trackedTouches.append(touch)
      sessionTouches.append(touch)
      entry += 1
    }
  }

  var windowCentroidIfAny: CGPoint? {
    trackedTouches.isEmpty ? nil : windowCentroid
  }

  /// Rule G12: back to possible, bookkeeping cleared, then the subclass's `reset()`.
  func resetForNextSequence() {
    _state = .possible
    if pendingDecision != nil { notes?.dropDecision(of: self) }
    sessionArena = nil
    // The buffers keep their capacity: the next sequence fills them again.
    pendingStates.empty()
    trackedTouches.empty()
    sessionTouches.empty()
    stopTimer()
    reset()
  }
}

/// One touch as the arena knows it: the recognizers that take part for it (G10) and those that
/// called `ignore(_:for:)` for it (they hold nothing back).
struct ArenaTouch {
  let touch: UITouch
  /// The set of the touch alone, shared with its record.
  let alone: Set<UITouch>
  /// The recognizers that took part for it when it joined (G10): fixed from then on.
  let recognizers: [UIGestureRecognizer]
  var ignoredBy: [ObjectIdentifier] = []
}

/// What the arena asks its driver to do: `recognizer`, which recognized or began and cancels
/// touches in view, takes `touches` from their views (G3, G6).
struct ViewTake {
  let recognizer: UIGestureRecognizer
  let touches: [UITouch]
}

/// The arena names a batch's touches by their slots.
extension GestureArena: TouchBatchSource {
  func touch(of entry: TouchBatch.Entry) -> UITouch { touches[Int(entry.slot)].touch }

  func alone(of entry: TouchBatch.Entry) -> Set<UITouch> { touches[Int(entry.slot)].alone }
}

/// A delegate the engine gives its own recognizers (the back swipe's, a text interaction's, an
/// alert's dimming view): its refusals are the engine's mechanics, and the arena notes none of
/// them as an app delegate's (G10).
@MainActor
protocol EngineRecognizerDelegate: AnyObject {}
