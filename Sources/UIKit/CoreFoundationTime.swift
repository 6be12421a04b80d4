import Foundation

// Time names that `import UIKit` brings on iOS (from Core Foundation and Dispatch's headers) and
// Foundation on Linux lacks (`CFTimeInterval` and `CACurrentMediaTime()` are ResponderKit's, for
// QuartzCore). They read the real clock, as on iOS; the engine never does (it runs on its
// application's clock), so code that measures gestures is reproducible in tests only when it
// uses `UITouch.timestamp` and `UIEvent.timestamp` instead.

/// A point in time in seconds since 1 January 2001, as Core Foundation counts it.
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time: Core Foundation's `CFAbsoluteTimeGetCurrent()`, read from
/// `Date`, so that it moves with the wall clock as it does on iOS.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}

/// Nanoseconds per second, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds per millisecond, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds per microsecond, as Dispatch's C headers define it on Apple platforms.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Microseconds per second, as Dispatch's C headers define it on Apple platforms.
public let USEC_PER_SEC: UInt64 = 1_000_000
