import Foundation

/// The event queue (rule T6): the one record of what the engine is in the middle of
/// (`Activity`), and the named lists of deferred work: input fed while something is under way,
/// and the work to run once the event under way is dispatched (`afterEvent`). It runs nothing
/// itself: `EventDispatcher.drain()` takes its work an item at a time and runs it, so that no
/// access to the queue is open while app code runs.
///
/// Its storage is exclusivity-unchecked, the one argument for this type: every access is a
/// short read or write on the main actor, none spans a call out (the invariant above), and the
/// touch path asks `activity` several times per touch.
@MainActor
final class EventQueue {
  /// What the engine is in the middle of; input fed meanwhile waits in the queue (T6), and
  /// each part guards against running inside itself.
  struct Activity: OptionSet {
    let rawValue: UInt8
    /// Dispatching queued events one after another.
    static let draining = Activity(rawValue: 1)
    /// Delivering one window's touches: recognizers' requests wait for its resolution points.
    static let delivering = Activity(rawValue: 2)
    /// Sending the views what is released: a nested flush would deliver out of order.
    static let flushing = Activity(rawValue: 4)
    /// Resolving recognizers' requests and applying what they take.
    static let resolving = Activity(rawValue: 8)
  }

  /// One item of deferred work, in the order `next()` hands it out.
  enum Work {
    /// Calls to make once the event under way is dispatched (`afterEvent`), before the next one.
    case afterEvent([@MainActor () -> Void])
    /// The oldest queued event.
    case event(QueuedEvent)
  }

  /// What is under way.
  @exclusivity(unchecked) private(set) var activity: Activity = []
  /// Queued events, first in, first out (T6).
  @exclusivity(unchecked) private var events: [QueuedEvent] = []
  /// Work to run once the event under way is dispatched.
  @exclusivity(unchecked) private var afterEventWork: [@MainActor () -> Void] = []

  /// An empty queue, with nothing under way.
  init() {}

  /// Whether nothing is under way and no event waits: an event fed now is next.
  var isIdle: Bool { activity.isEmpty && events.isEmpty }

  /// Whether `part` is under way.
  func isUnderWay(_ part: Activity) -> Bool { activity.contains(part) }

  /// Whether the recognizers' driver holds their requests for its next resolution point: it
  /// delivers touches or resolves (the arena asks before it resolves a request at once).
  var holdsRequests: Bool { !activity.isDisjoint(with: [.delivering, .resolving]) }

  /// Marks `part` under way. Returns false when it already was: the caller is inside it and
  /// must neither run it again nor end it.
  func enter(_ part: Activity) -> Bool {
    guard !activity.contains(part) else { return false }
    activity.insert(part)
    return true
  }

  /// Marks `part` done (after an `enter(_:)` that returned true).
  func leave(_ part: Activity) {
    activity.remove(part)
  }

  /// Starts a drain, when nothing at all is under way (T6): a drain inside a dispatch or a
  /// decision would run the next event before this one is done.
  func startDraining() -> Bool {
    guard activity.isEmpty else { return false }
    activity.insert(.draining)
    return true
  }

  /// Adds an event at the end.
  func append(_ event: QueuedEvent) {
    events.append(event)
  }

  /// Adds events at the end, together.
  func append(contentsOf events: [QueuedEvent]) {
    self.events.append(contentsOf: events)
  }

  /// Adds a call to make once the event under way is dispatched.
  func afterEvent(_ body: @escaping @MainActor () -> Void) {
    afterEventWork.append(body)
  }

  /// The next deferred work: the calls after the event just dispatched first, then the
  /// oldest event; nil when nothing waits.
  func next() -> Work? {
    if !afterEventWork.isEmpty {
      let work = afterEventWork
      afterEventWork = []
      return .afterEvent(work)
    }
    guard let event = events.first else { return nil }
    events.dropHead()
    return .event(event)
  }
}

/// An event waiting in the application's queue (T6): the platform's input, as it came.
enum QueuedEvent {
  case touches([UIRawTouch], TimeInterval)
  case motion(UIEvent.EventSubtype, UIMotionPhase, TimeInterval)
  case remote(UIEvent.EventSubtype, TimeInterval)
  case presses([UIRawPress], TimeInterval)
  case pointer(UIRawPointer, TimeInterval)
}
