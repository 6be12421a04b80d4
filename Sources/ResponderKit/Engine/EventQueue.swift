import Foundation

/// The event queue: one dispatch at a time, each to completion (rule T6). Input that a
/// handler feeds while a dispatch is under way (or while a recognizer's decision outside one
/// is being resolved) waits here, first in, first out, and is dispatched when the
/// dispatcher's `activity` is empty again: that is the one deferral of the engine, and
/// `drain()` is where deferred work resumes (the arena and the views call it after a decision
/// made outside a dispatch). It alone writes `queue` and the `draining` activity.
extension EventDispatcher {
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
    while true {
      if !afterEventWork.isEmpty {
        runAfterEventWork()
      } else if let next = queue.first {
        queue.dropHead()
        dispatch(next)
      } else {
        return
      }
    }
  }

  /// Runs `body` once the event under way is dispatched (its recognizers and views have had
  /// every call), before the next queued one; at once when nothing is under way. Interactions
  /// use it for calls that UIKit makes after the touch's other work (M5, D6).
  func afterEvent(_ body: @escaping @MainActor () -> Void) {
    afterEventWork.append(body)
    drain()
  }

  private func runAfterEventWork() {
    let work = afterEventWork
    afterEventWork = []
    for body in work { body() }
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
}

/// An event waiting in the application's queue (T6): the platform's input, as it came.
enum QueuedEvent {
  case touches([UIRawTouch], TimeInterval)
  case motion(UIEvent.EventSubtype, UIMotionPhase, TimeInterval)
  case remote(UIEvent.EventSubtype, TimeInterval)
  case presses([UIRawPress], TimeInterval)
  case pointer(UIRawPointer, TimeInterval)
}
