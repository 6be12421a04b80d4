import Foundation

/// A source of time for an application: what time it is, and timers that fire later.
///
/// Rule A3: the engine never reads the wall clock; it is given a clock. Tests, replays and the
/// command-line tool use `VirtualClock`.
@MainActor
public protocol UIClock: AnyObject {
  /// The current time in seconds.
  var now: TimeInterval { get }
  /// Runs `action` once when the clock reaches `time`; returns a token that cancels it.
  @discardableResult
  func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> UITimerToken
  /// Cancels a timer that has not fired yet; cancelling a fired or cancelled one does nothing.
  func cancel(_ token: UITimerToken)
}
