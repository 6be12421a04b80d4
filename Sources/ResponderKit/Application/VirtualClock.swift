import Foundation

/// A clock whose time moves only when told to, firing due timers in order.
///
/// Rule A3: timers such as a long press fire when time advances, with no new input. Timers due
/// at the same time fire in the order they were scheduled.
@MainActor
public final class VirtualClock: UIClock {
  private struct Timer {
    let time: TimeInterval
    let token: UITimerToken
    let action: @MainActor () -> Void
  }

  // Unchecked exclusivity: each access of a public class's stored property would otherwise
  // pay a runtime check, and timers are scheduled and cancelled in every touch sequence.

  /// The current virtual time in seconds.
  @exclusivity(unchecked) public private(set) var now: TimeInterval
  /// How many timers have fired since the clock was made.
  @exclusivity(unchecked) public private(set) var firedCount = 0
  @exclusivity(unchecked) private var timers: [Timer] = []
  @exclusivity(unchecked) private var nextToken: UInt64 = 0

  /// Creates a clock that reads `start`.
  public init(start: TimeInterval = 0) {
    now = start
  }

  /// Whether any timer is waiting to fire.
  public var hasPendingTimers: Bool { !timers.isEmpty }

  /// The time of the earliest pending timer, if any.
  public var nextFireTime: TimeInterval? { timers.first?.time }

  /// Schedules `action` for `time`; a time in the past fires at the next `advance(to:)`.
  @discardableResult
  public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void)
    -> UITimerToken
  {
    nextToken += 1
    let token = UITimerToken(rawValue: nextToken)
    // Keep the list sorted by time, and by scheduling order among equal times. (Loops rather
    // than the standard library's closure-taking searches: a closure made on the main actor
    // checks the executor each time it runs, which costs more than the search, and gestures
    // schedule and cancel timers in every touch sequence.)
    var index = timers.count
    while index > 0 && timers[index - 1].time > time { index -= 1 }
    let timer = Timer(time: time, token: token, action: action)
    // Usually the new timer is the last: appending spares the general insertion.
    if index == timers.count { timers.append(timer) } else { timers.insert(timer, at: index) }
    return token
  }

  /// Cancels a pending timer.
  public func cancel(_ token: UITimerToken) {
    var index = 0
    while index < timers.count {
      if timers[index].token == token {
        if index == timers.count - 1 { timers.removeLast() } else { timers.remove(at: index) }
        return
      }
      index += 1
    }
  }

  /// Moves time forward to `time`, firing every timer due by then in order, each with the
  /// clock reading its own fire time. Moving backwards does nothing.
  public func advance(to time: TimeInterval) {
    _ = advance(to: time, maximumFirings: .max)
  }

  /// Moves time forward like `advance(to:)`, but fires at most `maximumFirings` timers;
  /// returns false when it stopped there (timers that keep rescheduling themselves, or a time
  /// so large that adding their interval no longer changes it, would otherwise never end).
  /// The clock then reads `time`, and the timers still due fire at the next advance.
  public func advance(to time: TimeInterval, maximumFirings: Int) -> Bool {
    var fired = 0
    while let first = timers.first, first.time <= time {
      guard fired < maximumFirings else {
        now = max(now, time)
        return false
      }
      timers.removeFirst()
      now = max(now, first.time)
      fired += 1
      firedCount += 1
      first.action()
    }
    now = max(now, time)
    return true
  }
}
