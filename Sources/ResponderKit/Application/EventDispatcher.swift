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

/// The dispatcher's record of one touch of the gesture session: everything about its delivery,
/// in one value with one owner (`EventDispatcher.records`). `UITouch` itself keeps only what
/// UIKit's API shows.
struct TouchRecord {
  let touch: UITouch
  /// Which dispatch brought the touch's `began`: touches of one dispatch are cancelled for their
  /// view together, those of different ones in separate calls (G6).
  let dispatch: Int
  /// What the hit-test view has had of the touch.
  var view: ViewDelivery
  /// Phases the view is owed, oldest first, behind the one a recognizer holds back (G5, G6).
  var owed = OwedPhases()
  /// The recognizers that take part for this touch: the hit-test view's and its ancestors'
  /// (H8, G13) that accepted it (G10).
  var recognizers: [UIGestureRecognizer] = []
  /// Recognizers that called `ignore(_:for:)` for this touch (they hold nothing back).
  var ignoredBy: [ObjectIdentifier] = []
  /// The finger lifted (or was cancelled by the input): the touch is no longer live.
  var lifted = false
  /// The hit-test view is inside a scroll view, which asks about it before its `touchesBegan`
  /// (S6).
  var inScrollView = false
  /// When the finger touched down, to tell how long a scroll view held the view's `began` (S4).
  var beganAt: TimeInterval = 0
  /// The set of this touch alone, made once: most calls carry one touch, and UIKit's API wants
  /// a set for each. It holds the touch, so it goes with the record at the session's end.
  let alone: Set<UITouch>

  init(touch: UITouch, dispatch: Int, view: ViewDelivery) {
    self.touch = touch
    self.dispatch = dispatch
    self.view = view
    alone = [touch]
  }
}

/// The one object that carries an application's events from the platform to app code: the
/// event queue, touch identity, hit testing at `began`, the gesture arena, what each view gets
/// and when, and the responder-chain walks. Each application has its own
/// (`UIApplication.dispatcher`); nothing of it is shared between applications.
///
/// A touch event, top to bottom (see "How a touch travels" in the documentation):
/// `drain()` → `dispatchTouches(_:timestamp:)` (identity T1–T4, hit testing H1–H9, T7) →
/// ``UIApplication/sendEvent(_:)`` → ``UIWindow/sendEvent(_:)`` (the overridable entry points,
/// A1) → `deliver(_:event:)`: for each phase, the arena offers the touches to recognizers and
/// resolves their requests (`GestureEnvironment`), then `flushViews()` sends each view what
/// nothing holds back, through `send(_:phase:to:)` and the `ResponderChain` walk. Then
/// `settle()` ends the gesture session when it is over (G12).
@MainActor
final class EventDispatcher {
  /// The application that owns the dispatcher. Set once, by the application's initializer
  /// (`attach(to:)`), since the application cannot name itself before it made its dispatcher;
  /// never nil after that. Stored properties, not lazy ones: a lazy property's every read
  /// counts a reference, and the touch path reads these several times per event.
  unowned(unsafe) private(set) var application: UIApplication!
  /// The arena: which recognizer gets which touch, who wins, what holds the views back.
  let arena = GestureEnvironment()
  /// The walker of responder chains (R6, R8).
  let chain = ResponderChain()

  /// What the dispatcher is in the middle of; input fed meanwhile waits in the queue (T6), and
  /// each part guards against running inside itself.
  struct Activity: OptionSet {
    let rawValue: UInt8
    /// Dispatching queued events one after another.
    static let draining = Activity(rawValue: 1)
    /// Delivering one window's touches (`deliver(_:event:)`): requests wait for its
    /// resolution points.
    static let delivering = Activity(rawValue: 2)
    /// Sending the views what is released: a nested flush would deliver out of order.
    static let flushing = Activity(rawValue: 4)
    /// Resolving recognizers' requests.
    static let resolving = Activity(rawValue: 8)
  }
  @exclusivity(unchecked) var activity: Activity = []

  /// Queued events, first in, first out (T6).
  @exclusivity(unchecked) private var queue: [QueuedEvent] = []
  /// The touches of the gesture session, in the order they touched down: live ones, and lifted
  /// ones whose view is still owed a phase.
  @exclusivity(unchecked) private(set) var records: [TouchRecord] = []
  /// The touch event of the sequence under way (T4), if any.
  @exclusivity(unchecked) private(set) var event: UIEvent?
  /// The touch event of the session, kept for deliveries held past the last finger.
  @exclusivity(unchecked) private var sessionEvent: UIEvent?
  /// How many dispatches brought new fingers, for `TouchRecord.dispatch`.
  @exclusivity(unchecked) private var beganDispatches = 0
  /// Where and when recent touches ended, for tap counts (T2).
  private var recentTaps: [(location: CGPoint, time: TimeInterval, count: Int)] = []
  /// How many phases the views are owed in all: when none is, `flushViews` has nothing to scan.
  @exclusivity(unchecked) private var owedTotal = 0
  /// The batch `flushViews` delivers, reused (flushes never nest).
  @exclusivity(unchecked) private var flushBatch: [UITouch] = []
  /// Keys down, for press identity (one `UIPress` per key, like touches).
  private var pressesDown: [UIKeyboardHIDUsage: UIPress] = [:]
  /// The touch event: one object for every sequence, as UIKit reuses its touch event ("UIKit
  /// reuses the same UIEvent object when delivering updated touch data", UIEvent's
  /// documentation). T4 asks one object per sequence; reusing it across sequences also spares a
  /// sequence its allocations.
  private lazy var touchesEvent: UIEvent = {
    let event = UIEvent(type: .touches, timestamp: 0)
    event._application = application
    return event
  }()
  private lazy var pressesEvent: UIPressesEvent = {
    let event = UIPressesEvent(timestamp: 0)
    event._application = application
    return event
  }()

  init() {
    arena.dispatcher = self
  }

  /// Joins the dispatcher to its application, once, from the application's initializer.
  func attach(to application: UIApplication) {
    self.application = application
    chain.application = application
    arena.clock = application.clock
  }

  // MARK: The queue

  /// Queues an event and dispatches at once unless a dispatch is under way (T6).
  func enqueue(_ item: QueuedEvent) {
    // With nothing queued and nothing under way, the event is next: it is dispatched without
    // going through the queue (then whatever its handlers queued follows, T6).
    if queue.isEmpty && activity.isEmpty {
      activity.insert(.draining)
      dispatch(item)
      activity.remove(.draining)
      drain()
      return
    }
    queue.append(item)
    drain()
  }

  /// Queues events together (a handler of the first cannot slip input in between) and
  /// dispatches them unless a dispatch is under way (T6).
  func enqueue(_ items: [QueuedEvent]) {
    queue.append(contentsOf: items)
    drain()
  }

  /// Dispatches queued events one at a time, each to completion (T6), unless a dispatch or a
  /// gesture decision is under way: then this runs again when that is done.
  func drain() {
    guard activity.isEmpty else { return }
    activity.insert(.draining)
    defer { activity.remove(.draining) }
    while let next = queue.first {
      queue.dropHead()
      dispatch(next)
    }
  }

  /// Dispatches one event to completion (T6).
  private func dispatch(_ next: QueuedEvent) {
    switch next {
    case .touches(let batch, let timestamp):
      dispatchTouches(batch, timestamp: timestamp)
    case .motion(let subtype, let phase, let timestamp):
      let event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
      event._application = application
      event.message = phase.message
      application.sendEvent(event)
    case .remote(let subtype, let timestamp):
      let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
      event._application = application
      event.message = .remoteControlReceived
      application.sendEvent(event)
    case .presses(let batch, let timestamp):
      dispatchPresses(batch, timestamp: timestamp)
    }
  }

  // MARK: A touch event, top to bottom

  /// One touch event: the fingers' changes (T1, T2, T4), hit testing of the new ones (H1–H9,
  /// T7), the application's `sendEvent` (A1, which reaches `deliver(_:event:)` through the
  /// windows), then the lifted fingers retire and the session settles.
  private func dispatchTouches(_ batch: [UIRawTouch], timestamp: TimeInterval) {
    guard let (event, firstNew) = applyChanges(batch, timestamp: timestamp) else { return }
    // Hit testing happens once per touch, at began, before the event is sent (H8). Y2: the
    // frames it reads are laid out first; a clean layout costs a comparison, and an event
    // without new touches none.
    var index = firstNew
    if index < records.count, _slowPath(constraintLayoutGeneration != application.laidOutConstraintGeneration) {
      application.layOutConstraintsBeforeEvent()
    }
    while index < records.count {
      hitTest(at: index, event: event)
      index += 1
    }
    application.sendEvent(event)
    retireLifted(event)
    settle()
  }

  /// Rule T1–T4: applies one batch to the touches and the sequence's event. Returns the event
  /// and the index of the first new touch's record, or nil when every change was impossible
  /// (each reported as `.inputError`).
  private func applyChanges(_ batch: [UIRawTouch], timestamp: TimeInterval) -> (UIEvent, Int)? {
    let event = self.event ?? touchesEvent
    event.changedTouches.empty()
    event.coalesced.empty()
    let firstNew = records.count
    beganDispatches += 1
    // Fingers of one dispatch are handled in finger order, so that which of several
    // simultaneous touches comes "first" (T7) does not depend on how the platform listed them.
    for raw in batch.count == 1 ? batch : batch.sorted(by: { $0.finger < $1.finger }) {
      var existing: UITouch?
      for index in records.indices where !records[index].lifted && records[index].touch.fingerID == raw.finger {
        existing = records[index].touch
        break
      }
      switch (raw.phase, existing) {
      case (.began, nil):
        let touch = UITouch(finger: raw.finger, location: raw.location, timestamp: timestamp)
        touch._tapCount = tapCount(at: raw.location, time: timestamp)
        var record = TouchRecord(touch: touch, dispatch: beganDispatches, view: .refused)
        record.beganAt = timestamp
        records.append(record)
        event.touchList.append(touch)
        event.changedTouches.append(touch)
      case (.began, .some):
        application.note(.inputError(reason: "alreadyBegan"))
      case (_, nil):
        application.note(.inputError(reason: "notBegan"))
      case (.moved, let touch?) where event.changedTouches.containsObject(touch):
        // A further move of the same finger in one batch: coalesced (the earlier sample is
        // already recorded); the touch keeps its previous location from before the batch.
        touch._location = raw.location
        touch.takeWindowLocation()
        event.coalesced.append(TouchSample(of: touch))
      case (let phase, let touch?):
        touch._previousLocation = touch._location
        touch._previousWindowLocation = touch._windowLocation
        touch._location = raw.location
        touch.takeWindowLocation()
        touch._phase = phase
        touch._timestamp = timestamp
        event.changedTouches.append(touch)
        if phase == .moved { event.coalesced.append(TouchSample(of: touch)) }
      }
    }
    guard !event.changedTouches.isEmpty else {
      if !hasLiveTouches { self.event = nil }
      return nil
    }
    if self.event !== event { self.event = event }
    event._timestamp = timestamp
    for index in records.indices where !records[index].lifted {
      let touch = records[index].touch
      if !event.changedTouches.containsObject(touch) { touch._phase = .stationary }
    }
    if event.changedTouches.count > 1 { event.changedTouches.sort { $0.fingerID < $1.fingerID } }
    return (event, firstNew)
  }

  /// Rules H1–H9 and T7 for a new touch: its view and window, the recognizers it may reach, and
  /// whether the view receives it.
  private func hitTest(at index: Int, event: UIEvent) {
    let touch = records[index].touch
    let view = application.hitTest(touch._location, with: event)
    touch._view = view
    touch._window = view?.window
    touch.takeWindowLocation()
    touch._previousWindowLocation = touch._windowLocation
    if let view {
      let (recognizers, inScrollView) = UIView.recognizersOutward(from: Unmanaged.passUnretained(view))
      touch._gestureRecognizers = recognizers
      records[index].inScrollView = inScrollView
    }
    if let view, mayReceive(touch, view: view) { records[index].view = .beganOwed }
  }

  /// Rule T7: whether the hit-test view receives a new touch, given the touches its window's
  /// views already track.
  private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
    for index in records.indices where !records[index].lifted && records[index].view.isOpen {
      let other = records[index].touch
      guard other !== touch else { continue }
      guard other._window === touch._window, let otherView = other._view else { continue }
      if otherView === view {
        if !view.isMultipleTouchEnabled { return false }
      } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
        return false
      }
    }
    return true
  }

  /// Rule T2: continue the count of a touch that ended close by, recently enough.
  private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
    // Loops, not closures: each touch that begins comes here (see Array+Identity.swift).
    var index = recentTaps.count - 1
    while index >= 0 {
      if time - recentTaps[index].time > InteractionConstants.multiTapInterval { recentTaps.remove(at: index) }
      index -= 1
    }
    let radius = InteractionConstants.multiTapRadius
    index = recentTaps.count - 1
    while index >= 0 {
      let tap = recentTaps[index]
      if hypot(tap.location.x - location.x, tap.location.y - location.y) <= radius {
        recentTaps.remove(at: index)
        return tap.count + 1
      }
      index -= 1
    }
    return 1
  }

  /// The touches that ended in the dispatch just done stop being live; the sequence ends when
  /// no finger is left (T4). Their records stay while the view is owed a phase (G6).
  private func retireLifted(_ event: UIEvent) {
    // Read by index in place: most dispatches are moves, which retire nothing.
    var position = 0
    while position < event.changedTouches.count {
      let touch = event.changedTouches[position]
      position += 1
      guard touch._phase == .ended || touch._phase == .cancelled else { continue }
      if touch._phase == .ended {
        recentTaps.append((touch._location, touch._timestamp, touch._tapCount))
      }
      if let index = index(of: touch) { records[index].lifted = true }
      event.touchList.removeObject(touch)
    }
    event.changedTouches.empty()
    if !hasLiveTouches { self.event = nil }
  }

  // MARK: One window's touches

  /// The phases of one dispatch, in the order they are delivered.
  private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

  /// Delivers one window's changed touches: for each phase, the recognizers get them first (G1,
  /// G13), then the arena resolves their requests, then the views get what nothing holds back
  /// (G3–G7, T5).
  ///
  /// Usually all the changed touches share one phase and every recognizer wants them all: then
  /// the dispatch's own list is passed on, and no list is built per phase.
  func deliver(_ changed: [UITouch], event: UIEvent) {
    activity.insert(.delivering)
    sessionEvent = event
    for touch in changed where touch._phase == .began {
      guard let index = index(of: touch) else { continue }
      let recognizers = arena.join(touch)
      records[index].recognizers = recognizers
      // A finger that joins a gesture already under way, which took its view's touches, is
      // the gesture's alone: the view never sees it (as with G3's cancelled touches).
      if records[index].view.isOpen && arena.takesJoiningFingers(recognizers) { records[index].view = .finished }
    }
    for phase in Self.phases {
      var count = 0
      for touch in changed where touch._phase == phase { count += 1 }
      guard count > 0 else { continue }
      var phaseTouches = changed
      if count < changed.count {
        phaseTouches = []
        for touch in changed where touch._phase == phase { phaseTouches.append(touch) }
      }
      arena.offer(phase, phaseTouches, event: event)
      arena.resolve()
      // The common move: one touch, which its view tracks, and nothing owed to any view. What
      // `flushViews` would send is this move alone (moves are never held back, G5, G6): it goes
      // to the view at once, with no batch built.
      if phase == .moved && phaseTouches.count == 1 && owedTotal == 0 && !activity.contains(.flushing),
        let index = index(of: phaseTouches[0]), records[index].view == .tracking, let view = phaseTouches[0]._view
      {
        send(records[index].alone, phase: .moved, to: view, event: event)
        continue
      }
      for touch in phaseTouches {
        guard let index = index(of: touch), records[index].view.isOpen else { continue }
        records[index].owed.append(phase)
        owedTotal += 1
      }
      flushViews()
    }
    activity.remove(.delivering)
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
        guard let head = records[index].owed.first, !arena.holdsBack(head, ofRecordAt: index) else { continue }
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
      if phase == .began { askScrollViews(&batch, event: event) }
      if !batch.isEmpty { sendGrouped(batch, phase: phase, event: event) }
    }
  }

  /// Rule S6: the scroll views around a touch's view are asked, inner first, just before the
  /// view's `touchesBegan`; a touch one of them refuses is dropped: the view gets nothing of it.
  private func askScrollViews(_ batch: inout [UITouch], event: UIEvent) {
    var position = 0
    while position < batch.count {
      let touch = batch[position]
      guard let index = index(of: touch), records[index].inScrollView else {
        position += 1
        continue
      }
      let held = application.clock.now - records[index].beganAt
      if UIScrollView.contentMayBegin(touch, alone: records[index].alone, event: event, heldFor: held) {
        position += 1
      } else if let index = self.index(of: touch) {
        records[index].view = .finished
        owedTotal -= records[index].owed.count
        records[index].owed.removeAll()
        batch.remove(at: position)
      }
    }
  }

  /// After a dispatch or a recognizer's decision outside one: deliver what was released and end
  /// the session when it is over (G12).
  func settle() {
    guard !activity.contains(.flushing), !activity.contains(.resolving), !arena.hasRequests else { return }
    flushViews()
    guard !hasLiveTouches else { return }
    arena.stopUndecided()
    arena.resolve()
    flushViews()
    guard arena.isOver else { return }
    // The buffer stays for the next session.
    records.empty()
    owedTotal = 0
    sessionEvent = nil
    if application.checksConformance { application.conformance.sequenceDidEnd() }
    arena.endSession()
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
    chain.walk(from: view) {
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      case .stationary, .regionEntered, .regionMoved, .regionExited: break
      }
    }
    if checks, let control = view as? UIControl, control.isEnabled, !control.reachedBaseTouchMethod,
      phase != .stationary
    {
      application.note(
        .conformance("\(type(of: control)) overrides a touch method without calling super: it cannot track"))
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

  // MARK: Records

  /// The index of `touch`'s record; the session has a handful of touches at most.
  @inline(__always)
  func index(of touch: UITouch) -> Int? {
    var index = 0
    let count = records.count
    while index < count {
      if records[index].touch === touch { return index }
      index += 1
    }
    return nil
  }

  /// The touches as the set UIKit's methods take: for one touch, the set its record keeps.
  func set(of touches: [UITouch]) -> Set<UITouch> {
    if touches.count == 1, let index = index(of: touches[0]) { return records[index].alone }
    return Set(touches)
  }

  /// Whether a finger is down on a view that `matches` (a scroll view's `isTracking`, S17).
  func hasLiveTouch(where matches: (UIView) -> Bool) -> Bool {
    for record in records where !record.lifted {
      if let view = record.touch._view, matches(view) { return true }
    }
    return false
  }

  /// The hit-test views that got `touchesBegan` of one of `recognizer`'s touches and still
  /// track it (S7, S8).
  func trackingViews(of recognizer: UIGestureRecognizer) -> [UIView] {
    var views: [UIView] = []
    for record in records where record.view == .tracking && record.recognizers.containsObject(recognizer) {
      if let view = record.touch._view { views.append(view) }
    }
    return views
  }

  /// Whether any finger is down.
  var hasLiveTouches: Bool {
    for index in records.indices where !records[index].lifted { return true }
    return false
  }

  /// The fingers down and where they are, in the order they touched down.
  var liveFingers: [(finger: Int, location: CGPoint)] {
    var fingers: [(finger: Int, location: CGPoint)] = []
    for record in records where !record.lifted { fingers.append((record.touch.fingerID, record.touch._location)) }
    return fingers
  }

  /// Whether the view is done with `touch` (it got its last phase, or never will get one): a
  /// touch of an earlier session is.
  func viewIsDone(with touch: UITouch) -> Bool {
    guard let index = index(of: touch) else { return true }
    return !records[index].view.isOpen
  }

  /// Whether the recognizer called `ignore(_:for:)` for the touch of the record at `index`.
  func isIgnored(at index: Int, by recognizer: UIGestureRecognizer) -> Bool {
    guard !records[index].ignoredBy.isEmpty else { return false }
    let id = ObjectIdentifier(recognizer)
    for ignoring in records[index].ignoredBy where ignoring == id { return true }
    return false
  }

  /// Whether the recognizer takes part for the touch of the record at `index`.
  func takesPart(at index: Int, _ recognizer: UIGestureRecognizer) -> Bool {
    records[index].recognizers.containsObject(recognizer)
  }

  /// A recognizer stopped watching a touch (`ignore(_:for:)`): it holds nothing back any more.
  func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
    guard let index = index(of: touch) else { return }
    records[index].ignoredBy.append(ObjectIdentifier(recognizer))
  }

  // MARK: Presses, motion, remote control

  /// Rules F4, K1–K5: one dispatch of key presses. A key-down first looks for a key command
  /// (`performKeyCommand`); one that a command performed is consumed: it sends no presses at all
  /// (our choice, K4) and repeats while held (K5). The other keys reach the first responder as
  /// presses. A key that begins while down, or changes or ends while up, is reported as
  /// `.inputError` and skipped.
  private func dispatchPresses(_ batch: [UIRawPress], timestamp: TimeInterval) {
    let event = pressesEvent
    event._timestamp = timestamp
    event.changedPresses = []
    for raw in batch {
      let existing = pressesDown[raw.key]
      switch (raw.phase, existing) {
      case (.began, nil):
        var flags = raw.modifierFlags
        for key in pressesDown.keys { flags.formUnion(UIKeyModifierFlags.of(key) ?? []) }
        flags.formUnion(UIKeyModifierFlags.of(raw.key) ?? [])
        let key = UIKey(keyCode: raw.key, characters: raw.characters, modifierFlags: flags)
        let press = UIPress(key: key, timestamp: timestamp)
        pressesDown[raw.key] = press
        if let (command, declarer) = performKeyCommand(for: key, event: event) {
          consumedKeys.append(raw.key)
          if command.repeatsWhileHeld {
            repeatCommand(command, of: declarer, key: key, at: timestamp + InteractionConstants.keyRepeatDelay)
          }
          continue
        }
        event.pressList.append(press)
        event.changedPresses.append(press)
      case (.began, .some):
        application.note(.inputError(reason: "alreadyBegan"))
      case (_, nil):
        application.note(.inputError(reason: "notBegan"))
      case (let phase, let press?):
        if consumedKeys.contains(raw.key) {
          // A key a command consumed sends nothing; its end stops the repeat (K4, K5).
          if phase == .ended || phase == .cancelled { releaseConsumed(raw.key) }
          continue
        }
        press._phase = phase
        press._timestamp = timestamp
        event.changedPresses.append(press)
      }
    }
    guard !event.changedPresses.isEmpty else { return }
    application.sendEvent(event)
    for press in event.changedPresses where press._phase == .ended || press._phase == .cancelled {
      pressesDown[press._key!._keyCode] = nil
      event.pressList.removeAll { $0 === press }
    }
    event.changedPresses = []
  }

  /// Keys down that a key command consumed (K4).
  private var consumedKeys: [UIKeyboardHIDUsage] = []
  /// The repeat timer of each consumed key still down (K5).
  private var keyRepeats: [UIKeyboardHIDUsage: UITimerToken] = [:]

  /// A consumed key went up: it is forgotten and stops repeating.
  private func releaseConsumed(_ key: UIKeyboardHIDUsage) {
    consumedKeys.removeAll { $0 == key }
    pressesDown[key] = nil
    if let token = keyRepeats.removeValue(forKey: key) { application.clock.cancel(token) }
  }

  /// Rule K5: performs `command` again at `time`, then every `keyRepeatInterval`, while its key
  /// stays down and someone can perform it.
  private func repeatCommand(
    _ command: UIKeyCommand, of declarer: UIResponder, key: UIKey, at time: TimeInterval
  ) {
    let usage = key._keyCode
    keyRepeats[usage] = application.clock.schedule(at: time) { [weak self, weak declarer] in
      guard let self, let declarer, self.consumedKeys.contains(usage) else { return }
      self.keyRepeats[usage] = nil
      guard self.perform(command, declarer: declarer, event: self.pressesEvent) else { return }
      self.repeatCommand(command, of: declarer, key: key, at: time + InteractionConstants.keyRepeatInterval)
    }
  }

  /// The active chain (K1): the key window's first responder (or the key window, or the
  /// application), then `next` up to the end; a responder met twice ends it (R8).
  private var activeChain: [UIResponder] {
    var chain: [UIResponder] = []
    var current: UIResponder? = application._keyWindow?._firstResponder ?? application._keyWindow ?? application
    while let responder = current, !chain.containsObject(responder) {
      chain.append(responder)
      current = responder.next
    }
    return chain
  }

  /// Rules K2, K3: the key command a key-down triggers, performed; nil when none consumed the
  /// key. In order: a command of the chain that wants priority over system behaviour; then the
  /// first responder's text input (a text field, a search field, a text view) takes keys typed
  /// without Command or Control; then the
  /// system's standard shortcuts (⌘X, ⌘C, ⌘V, ⌘A, ⌘Z, ⇧⌘Z), when someone along the chain can
  /// perform their action; then the first command of the chain that matches. A matched command
  /// whose action nobody can perform consumes nothing.
  private func performKeyCommand(
    for key: UIKey, event: UIPressesEvent
  ) -> (command: UIKeyCommand, declarer: UIResponder)? {
    let chain = activeChain
    var firstMatch: (command: UIKeyCommand, declarer: UIResponder)?
    for responder in chain {
      guard let commands = responder.keyCommands else { continue }
      for command in commands where command.matches(key) {
        if command.wantsPriorityOverSystemBehavior {
          return perform(command, declarer: responder, event: event) ? (command, responder) : nil
        }
        if firstMatch == nil { firstMatch = (command, responder) }
      }
    }
    if let first = application._keyWindow?._firstResponder, first is UITextField || first is UITextView,
      key._modifierFlags.isDisjoint(with: [.command, .control])
    {
      return nil
    }
    for command in UIKeyCommand.standard where command.matches(key) {
      if perform(command, declarer: application, event: event) { return (command, application) }
    }
    guard let (command, declarer) = firstMatch else { return nil }
    return perform(command, declarer: declarer, event: event) ? (command, declarer) : nil
  }

  /// Sends a key command's action along the chain from the first responder (K2, F5, F6);
  /// returns whether someone performed it. The application declares the system's commands (K3).
  private func perform(_ command: UIKeyCommand, declarer: UIResponder, event: UIPressesEvent) -> Bool {
    guard let action = command.action, let start = activeChain.first,
      let target = start.target(forAction: action, withSender: command)
    else { return false }
    application.note(.keyCommand(command, declarer: declarer))
    return application.sendAction(action, to: target, from: command, for: event)
  }

  /// The keys down, in key-code order (those a command consumed too, so that cancelling every
  /// key ends their repeat).
  var keysDown: [UIKeyboardHIDUsage] { pressesDown.keys.sorted { $0.rawValue < $1.rawValue } }

  /// Sends a motion, remote-control or press event along the chain that starts at `responder`
  /// (rules F4, R6); a press keeps the responder its `began` started at.
  func deliver(_ event: UIEvent, from responder: UIResponder) {
    if let presses = event as? UIPressesEvent {
      for press in presses.changedPresses where press._phase == .began { press.startResponder = responder }
      for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
        let phasePresses = presses.changedPresses.filter { $0._phase == phase }
        var starts: [UIResponder] = []
        for press in phasePresses {
          let start = press.startResponder ?? responder
          if !starts.contains(where: { $0 === start }) { starts.append(start) }
        }
        for start in starts {
          let group = Set(phasePresses.filter { ($0.startResponder ?? responder) === start })
          chain.walk(from: start) {
            switch phase {
            case .began: start.pressesBegan(group, with: presses)
            case .changed: start.pressesChanged(group, with: presses)
            case .ended: start.pressesEnded(group, with: presses)
            default: start.pressesCancelled(group, with: presses)
            }
          }
        }
      }
      return
    }
    guard let message = event.message else { return }
    chain.walk(from: responder) {
      switch message {
      case .motionBegan: responder.motionBegan(event.subtype, with: event)
      case .motionEnded: responder.motionEnded(event.subtype, with: event)
      case .motionCancelled: responder.motionCancelled(event.subtype, with: event)
      default: responder.remoteControlReceived(with: event)
      }
    }
  }
}

/// An event waiting in the application's queue (T6).
enum QueuedEvent {
  case touches([UIRawTouch], TimeInterval)
  case motion(UIEvent.EventSubtype, UIMotionPhase, TimeInterval)
  case remote(UIEvent.EventSubtype, TimeInterval)
  case presses([UIRawPress], TimeInterval)
}
