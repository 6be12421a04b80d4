import Foundation

#if !canImport(Darwin)
  /// A duration in seconds: Core Foundation's name for `TimeInterval`, which Core Animation's
  /// durations use.
  public typealias CFTimeInterval = TimeInterval
#endif

/// Seconds since the system started, never going back: QuartzCore's `CACurrentMediaTime()`, the
/// clock animation and gesture code measures with on iOS.
///
/// It reads the real clock, as on iOS; the engine never does (it runs on its application's
/// clock), so code that measures gestures is reproducible in tests only when it uses
/// `UITouch.timestamp` and `UIEvent.timestamp` instead.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
