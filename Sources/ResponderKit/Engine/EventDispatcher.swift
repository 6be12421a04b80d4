import Foundation

/// The one object that carries an application's events from the platform to app code: it
/// composes the engine's owners, each a type with its own state, and runs the path top to
/// bottom. Each application has its own (`UIApplication.dispatcher`); nothing of it is shared
/// between applications.
///
/// | owner | rules | keeps |
/// |---|---|---|
/// | `EventQueue` | one dispatch at a time (T6) | what is under way; queued events; work after an event |
/// | `TouchTable` | touch identity, tap counts, the hit path at `began` (T1–T4, H8) | the records; every `UITouch` field; the sequence's event |
/// | `ViewDelivery` | what each view gets and when (T5, T7, G3–G7, S6, A4) | each touch's view state and owed phases |
/// | `GestureArena` | the arena (G1, G8–G13), closed: it returns the views' takes (G3) | the recognizers' states, the session, each touch's recognizers |
/// | `ResponderChain` | the walk of `next` (R6, R8) | the walks under way |
/// | `KeyCommandRouter` | presses and key commands (K1–K5, F4) | the keys down |
/// | `PointerRouter` | hover, clicks and scrolls of the pointer (P1–P8) | the pointer's place, buttons and hover targets |
///
/// A touch event, top to bottom (see "How a touch travels" in the documentation): `drain()` →
/// `dispatchTouches(_:timestamp:type:)` (the table applies the changes, T1–T4; each new touch is
/// hit-tested, H1–H9, and admitted, T7) → ``UIApplication/sendEvent(_:)`` →
/// ``UIWindow/sendEvent(_:)`` (the overridable entry points, A1) → `ViewDelivery.deliver(_:event:)`
/// (per phase: the arena, its resolution and takes, the flush, the views) → the lifted fingers
/// retire and `settle()` ends the gesture session when it is over (G12).
@MainActor
final class EventDispatcher {
  /// The application that owns the dispatcher. Set once, by the application's initializer
  /// (`attach(to:)`), since the application cannot name itself before it made its dispatcher;
  /// never nil after that; an ``UnsafeLink``, the application owns the dispatcher for its whole
  /// life.
  @UnsafeLink private(set) var application: UIApplication!
  /// What is under way, and what waits (T6).
  let queue = EventQueue()
  /// The touches of the gesture session (T1–T4, H8).
  let table: TouchTable
  /// The arena: which recognizer gets which touch, who wins, what holds the views back.
  let arena: GestureArena
  /// The walker of responder chains (R6, R8).
  let chain: ResponderChain
  /// What each view gets of its touches, and when (T5, T7, G3–G7, S6, A4).
  let views: ViewDelivery
  /// The keyboard's owner: keys down, key commands, presses along the chain (K1–K5, F4).
  let keys = KeyCommandRouter()
  /// The pointer's owner: hover, clicks as touches, scrolls (P1–P8).
  let pointer = PointerRouter()
  /// How many `beginIgnoringInteractionEvents()` are not yet ended (Q7): while any is, a touch
  /// that begins is hit-tested by no one and reaches no recognizer; touches already down go on.
  var ignoringInteractionDepth = 0

  init(notes: NoteSink) {
    table = TouchTable(notes: notes)
    arena = GestureArena(notes: notes, queue: queue)
    chain = ResponderChain(notes: notes)
    views = ViewDelivery(table: table, arena: arena, chain: chain, queue: queue)
    arena.onIdleWork = { [unowned self] in
      views.resolve()
      settle()
      drain()
    }
  }

  /// Joins the dispatcher to its application, once, from the application's initializer.
  func attach(to application: UIApplication) {
    self.application = application
    table.touchesEvent._application = application
    chain.application = application
    keys.attach(to: application, chain: chain)
    pointer.dispatcher = self
    arena.clock = application.clock
  }

  // MARK: The queue (T6)

  /// Queues an event and dispatches at once unless something is under way (T6).
  func enqueue(_ item: QueuedEvent) {
    // With nothing queued and nothing under way, the event is next: it is dispatched without
    // going through the queue (then whatever its handlers queued follows).
    if queue.isIdle, queue.startDraining() {
      dispatch(item)
      queue.leave(.draining)
    } else {
      queue.append(item)
    }
    drain()
  }

  /// Queues events together (a handler of the first cannot slip input in between) and
  /// dispatches them unless something is under way (T6).
  func enqueue(_ items: [QueuedEvent]) {
    queue.append(contentsOf: items)
    drain()
  }

  /// Runs what waits, one item at a time, each to completion (T6), unless a dispatch or a
  /// gesture decision is under way: then this runs again when that is done. The one place
  /// deferred work resumes (the arena calls it after a decision made outside a dispatch).
  func drain() {
    guard queue.startDraining() else { return }
    defer { queue.leave(.draining) }
    while let work = queue.next() {
      switch work {
      case .afterEvent(let bodies): for body in bodies { body() }
      case .event(let event): dispatch(event)
      }
    }
  }

  /// Runs `body` once the event under way is dispatched (its recognizers and views have had
  /// every call), before the next queued one; at once when nothing is under way. Interactions
  /// use it for calls that UIKit makes after the touch's other work (M5, D6).
  func afterEvent(_ body: @escaping @MainActor () -> Void) {
    queue.afterEvent(body)
    drain()
  }

  /// Dispatches one event to completion (T6).
  private func dispatch(_ next: QueuedEvent) {
    switch next {
    case .touches(let batch, let timestamp):
      dispatchTouches(batch, timestamp: timestamp)
    case .motion(let subtype, let phase, let timestamp):
      dispatchMotion(subtype, phase: phase, timestamp: timestamp)
    case .remote(let subtype, let timestamp):
      dispatchRemote(subtype, timestamp: timestamp)
    case .presses(let batch, let timestamp):
      keys.dispatchPresses(batch, timestamp: timestamp)
    case .pointer(let change, let timestamp):
      pointer.dispatch(change, timestamp: timestamp)
    }
  }

  // MARK: A touch event, top to bottom

  /// One touch event: the fingers' changes (T1, T2, T4), hit testing and admission of the new
  /// ones (H1–H9, T7, Q7), the application's `sendEvent` (A1, which reaches
  /// `ViewDelivery.deliver(_:event:)` through the windows), then the lifted fingers retire and
  /// the session settles. A pointer's click names its touch's `type` (P1); fingers are `.direct`.
  func dispatchTouches(_ batch: [UIRawTouch], timestamp: TimeInterval, type: UITouch.TouchType = .direct) {
    guard let (event, firstNew) = table.applyChanges(batch, timestamp: timestamp) else { return }
    if type != .direct, firstNew < table.count { table.touch(at: firstNew)._type = type }
    // Hit testing happens once per touch, at began, before the event is sent (H8). Y2: the
    // frames it reads are laid out first; a clean layout costs a comparison.
    if firstNew < table.count, application.layoutIsStale { application.layOutBeforeEvent() }
    for index in firstNew..<table.count {
      // Q7: while the application ignores interaction events, a new touch is dropped: no view,
      // no window, no recognizer.
      let view =
        ignoringInteractionDepth > 0
        ? nil : table.admit(HitPath(at: table.touch(at: index)._location, event: event, in: application), at: index)
      views.admit(view, at: index)
    }
    application.sendEvent(event)
    table.retireLifted(event)
    settle()
  }

  /// After a dispatch or a recognizer's decision outside one: deliver what was released and end
  /// the session when it is over (G12, `ViewDelivery.settle()`); the conformance checker then
  /// forgets the sequence.
  func settle() {
    if views.settle(), application.checksConformance { application.conformance.sequenceDidEnd() }
  }
}
