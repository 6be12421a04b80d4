import Dispatch
import Foundation

/// A clock for live apps: real elapsed time, timers on the main dispatch queue.
///
/// Rule A3: the one place that reads the system's time. It counts seconds since the clock was
/// made, from the monotonic uptime clock (never the wall clock, which can jump). A timer fires
/// once, from whichever comes first: the main queue, or a host loop that calls
/// `fireDueTimers()` (a loop that keeps the main actor busy, as a window backend's does, would
/// otherwise hold the main queue's timers back until it returned).
@MainActor
public final class LiveClock: UIClock {
  private let start = DispatchTime.now().uptimeNanoseconds
  private var pending: [UInt64: (time: TimeInterval, action: @MainActor () -> Void)] = [:]
  private var nextToken: UInt64 = 0

  /// Creates a clock that reads 0 now.
  public init() {}

  /// Seconds since the clock was made.
  public var now: TimeInterval {
    TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
  }

  /// Runs `action` on the main queue when the clock reaches `time`.
  @discardableResult
  public func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> UITimerToken {
    nextToken += 1
    let token = nextToken
    pending[token] = (time, action)
    let delay = max(0, time - now)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        self?.fire(token)
      }
    }
    return UITimerToken(rawValue: token)
  }

  /// Cancels a timer that has not fired yet.
  public func cancel(_ token: UITimerToken) {
    pending[token.rawValue] = nil
  }

  /// The time of the earliest timer not fired yet, or nil.
  public var nextFireTime: TimeInterval? {
    pending.values.map(\.time).min()
  }

  /// Fires every timer that is due now, earliest first (in scheduling order at equal times),
  /// including those that firing schedules for a time already past. For host loops; returns
  /// how many fired.
  @discardableResult
  public func fireDueTimers() -> Int {
    var fired = 0
    while let due = pending.filter({ $0.value.time <= now }).min(by: {
      ($0.value.time, $0.key) < ($1.value.time, $1.key)
    }) {
      fire(due.key)
      fired += 1
    }
    return fired
  }

  private func fire(_ token: UInt64) {
    guard let timer = pending.removeValue(forKey: token) else { return }
    timer.action()
  }
}
