import Foundation

/// The one object that carries an application's touch events from the platform to app code,
/// and the owner of the session's state. Each application has its own
/// (`UIApplication.dispatcher`); nothing of it is shared between applications.
///
/// Its work is split by concern, one file each, as extensions of this one class (so that the
/// touch path keeps its direct, inlined calls):
///
/// | file | rules | writes |
/// |---|---|---|
/// | `EventDispatcher.swift` (this) | the path top to bottom; the session's end (G12) | `records`, `owedTotal` and `sessionEvent` at the session's end only |
/// | `EventQueue.swift` | one dispatch at a time (T6) | `queue`, `activity.draining` |
/// | `TouchTable.swift` | touch identity, tap counts, hit testing at `began` (T1–T4, T7, H8) | the records' creation and `lifted`, `liveTouches`, `event`, `recentTaps`, every `UITouch` field |
/// | `TouchBatch.swift` | one step's touches, grouped once (record index, arena slot) | nothing: a value each step makes |
/// | `ViewDelivery.swift` | what each view gets and when (G3–G7, T5, S6, A4) | a record's `view` and `owed`, `owedTotal`, `sessionEvent` |
/// | `GestureArena.swift` | the arena (G1, G8–G13), closed: it returns the views' takes (G3) | the recognizers' states, the session's list, each touch's recognizers and ignorers |
/// | `KeyCommandRouter.swift` | presses and key commands (K1–K5, F4) | the keys down |
/// | `PointerRouter.swift` | hover, clicks and scrolls of the pointer (P1–P8) | the pointer's place, buttons and hover targets |
///
/// A touch event, top to bottom (see "How a touch travels" in the documentation):
/// `drain()` → `dispatchTouches(_:timestamp:)` (identity T1–T4, hit testing H1–H9, T7) →
/// ``UIApplication/sendEvent(_:)`` → ``UIWindow/sendEvent(_:)`` (the overridable entry points,
/// A1) → `deliver(_:event:)`: for each phase, its touches grouped once (`TouchBatch`), the
/// arena offers them to recognizers and resolves their requests (`resolve()`, which applies
/// the takes the arena returns), then each view gets what nothing holds back or queues before
/// it (`flushViews()`, `goesNow`), through `sendGrouped` and the `ResponderChain` walk. Then
/// `settle()` ends the gesture session when it is over (G12).
@MainActor
final class EventDispatcher {
  /// The application that owns the dispatcher. Set once, by the application's initializer
  /// (`attach(to:)`), since the application cannot name itself before it made its dispatcher;
  /// never nil after that; an ``UnsafeLink``, the application owns the dispatcher for its whole
  /// life. Stored properties, not lazy ones: the touch path reads these several times per event.
  @UnsafeLink private(set) var application: UIApplication!
  /// The arena: which recognizer gets which touch, who wins, what holds the views back. The
  /// dispatcher drives it: it offers each phase, resolves at its resolution points, and applies
  /// what resolution returns (`resolve()`).
  let arena: GestureArena
  /// The walker of responder chains (R6, R8).
  let chain: ResponderChain
  /// The keyboard's owner: keys down, key commands, presses along the chain (K1–K5, F4).
  let keys = KeyCommandRouter()
  /// The pointer's owner: hover, clicks as touches, scrolls (P1–P8).
  let pointer = PointerRouter()

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

  /// Queued events, first in, first out (T6). Written by `EventQueue.swift` alone.
  @exclusivity(unchecked) var queue: [QueuedEvent] = []
  /// Work to run once the event under way is dispatched, before the next one (`afterEvent`).
  /// Written by `EventQueue.swift` alone.
  @exclusivity(unchecked) var afterEventWork: [@MainActor () -> Void] = []
  /// The touches of the gesture session, in the order they touched down: live ones, and lifted
  /// ones whose view is still owed a phase. Made and retired by `TouchTable.swift`; their view
  /// delivery moved on by `ViewDelivery.swift`.
  @exclusivity(unchecked) var records: [TouchRecord] = []
  /// How many records are of fingers still down (not `lifted`): kept with the records, so that
  /// asking whether any finger is down reads one number.
  @exclusivity(unchecked) var liveTouches = 0
  /// The touch event of the sequence under way (T4), if any.
  @exclusivity(unchecked) var event: UIEvent?
  /// The touch event of the session, kept for deliveries held past the last finger.
  @exclusivity(unchecked) var sessionEvent: UIEvent?
  /// How many dispatches brought new fingers, for `TouchRecord.dispatch`.
  @exclusivity(unchecked) var beganDispatches = 0
  /// Where and when recent touches ended, for tap counts (T2).
  @exclusivity(unchecked) var recentTaps: [(location: CGPoint, time: TimeInterval, count: Int)] = []
  /// How many phases the views are owed in all: when none is, `flushViews` has nothing to scan.
  @exclusivity(unchecked) var owedTotal = 0
  /// How many `beginIgnoringInteractionEvents()` are not yet ended (Q7): while any is, a touch
  /// that begins is hit-tested by no one and reaches no recognizer; touches already down go on.
  var ignoringInteractionDepth = 0
  /// The touch event: one object for every sequence, as UIKit reuses its touch event ("UIKit
  /// reuses the same UIEvent object when delivering updated touch data", UIEvent's
  /// documentation). T4 asks one object per sequence; reusing it across sequences also spares a
  /// sequence its allocations.
  lazy var touchesEvent: UIEvent = {
    let event = UIEvent(type: .touches, timestamp: 0)
    event._application = application
    return event
  }()

  /// While views get `touchesCancelled` because a recognizer took their touches (G3): that
  /// recognizer, so that a control can say who took its touch (`responder why`).
  private(set) var cancellingRecognizer: UIGestureRecognizer?

  init(notes: NoteSink) {
    arena = GestureArena(notes: notes)
    chain = ResponderChain(notes: notes)
    arena.onIdleWork = { [unowned self] in
      resolve()
      settle()
      drain()
    }
  }

  /// Joins the dispatcher to its application, once, from the application's initializer.
  func attach(to application: UIApplication) {
    self.application = application
    chain.application = application
    keys.attach(to: application, chain: chain)
    pointer.dispatcher = self
    arena.clock = application.clock
  }

  // MARK: A touch event, top to bottom

  /// One touch event: the fingers' changes (T1, T2, T4), hit testing of the new ones (H1–H9,
  /// T7), the application's `sendEvent` (A1, which reaches `deliver(_:event:)` through the
  /// windows), then the lifted fingers retire and the session settles. A pointer's click
  /// names its touch's `type` (P1); fingers are `.direct`.
  func dispatchTouches(_ batch: [UIRawTouch], timestamp: TimeInterval, type: UITouch.TouchType = .direct) {
    guard let (event, firstNew) = applyChanges(batch, timestamp: timestamp) else { return }
    if type != .direct, firstNew < records.count { records[firstNew].touch._type = type }
    // Hit testing happens once per touch, at began, before the event is sent (H8). Y2: the
    // frames it reads are laid out first; a clean layout costs a comparison, and an event
    // without new touches none.
    var index = firstNew
    if index < records.count, application.layoutIsStale { application.layOutBeforeEvent() }
    while index < records.count {
      hitTest(at: index, event: event)
      index += 1
    }
    application.sendEvent(event)
    retireLifted(event)
    settle()
  }

  /// After a dispatch or a recognizer's decision outside one: deliver what was released and end
  /// the session when it is over (G12).
  func settle() {
    guard !activity.contains(.flushing), !activity.contains(.resolving), !arena.hasRequests else { return }
    flushViews()
    guard !hasLiveTouches else { return }
    arena.stopUndecided()
    resolve()
    flushViews()
    guard arena.isOver else { return }
    // The buffer stays for the next session.
    records.empty()
    liveTouches = 0
    owedTotal = 0
    sessionEvent = nil
    if application.checksConformance { application.conformance.sequenceDidEnd() }
    arena.endSession()
  }

  // MARK: Driving the arena

  /// A resolution point: the arena resolves its requests, and each time a recognizer that began
  /// takes its touches from their views (G3), they are taken before it goes on. Meanwhile
  /// requests wait for the arena's next pass. (Usually there is nothing to resolve: checked
  /// inline, without a call.)
  @inline(__always)
  func resolve() {
    guard arena.hasWork else { return }
    resolveAndTake()
  }

  private func resolveAndTake() {
    guard !activity.contains(.resolving) else { return }
    activity.insert(.resolving)
    let driven = arena.isDriven
    arena.isDriven = true
    defer {
      arena.isDriven = driven
      activity.remove(.resolving)
    }
    while let take = arena.resolve() {
      var taken: [UITouch] = []
      for touch in take.touches {
        if let index = index(of: touch), records[index].view.isOpen { taken.append(touch) }
      }
      guard !taken.isEmpty else { continue }
      let outer = cancellingRecognizer
      cancellingRecognizer = take.recognizer
      takeFromViews(taken, together: false)
      cancellingRecognizer = outer
    }
  }
}
