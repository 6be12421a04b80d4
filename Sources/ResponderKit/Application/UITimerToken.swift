import Foundation

/// Identifies a timer scheduled on a `UIClock`.
public struct UITimerToken: Hashable, Sendable {
  /// The clock's number for the timer.
  public let rawValue: UInt64

  /// Wraps a clock's number for a timer.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}
