import Foundation

// Time names that `import UIKit` brings on iOS (from Core Foundation, Dispatch's headers and
// QuartzCore) and Foundation on Linux lacks. They read the real clock, as on iOS; the engine
// never does (it runs on its application's clock), so code that measures gestures is
// reproducible in tests only when it uses `UITouch.timestamp` and `UIEvent.timestamp` instead.

/// A duration in seconds: Core Foundation's name for `TimeInterval`.
public typealias CFTimeInterval = TimeInterval

/// A point in time in seconds since 1 January 2001, as Core Foundation counts it.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time: Core Foundation's `CFAbsoluteTimeGetCurrent()`, read from
/// `Date`, so that it moves with the wall clock as it does on iOS.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}

/// Seconds since the system started, never going back: QuartzCore's `CACurrentMediaTime()`, the
/// clock animation and gesture code measures with on iOS.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}

/// Nanoseconds per second, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds per millisecond, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds per microsecond, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Microseconds per second, as Dispatch's C headers define it on Apple platforms.
public let USEC_PER_SEC: UInt64 = 1_000_000
