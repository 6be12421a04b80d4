import Dispatch
import Foundation

/// A clock for live apps: real elapsed time, timers on the main dispatch queue.
///
/// Rule A3: the one place that reads the system's time. It counts seconds since the clock was
/// made, from the monotonic uptime clock (never the wall clock, which can jump).
@MainActor
public final class LiveClock: UIClock {
  private let start = DispatchTime.now().uptimeNanoseconds
  private var pending: Set<UInt64> = []
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
    pending.insert(token)
    let delay = max(0, time - now)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.pending.remove(token) != nil else { return }
        action()
      }
    }
    return UITimerToken(rawValue: token)
  }

  /// Cancels a timer that has not fired yet.
  public func cancel(_ token: UITimerToken) {
    pending.remove(token.rawValue)
  }
}
