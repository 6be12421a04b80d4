import Dispatch
import Foundation

#if !canImport(Darwin)
  /// A duration in seconds: Core Foundation's name for `TimeInterval`, which Core Animation's
  /// durations use.
  public typealias CFTimeInterval = TimeInterval
#endif

/// The media time: the clock layer animations and display links run on (V5, V7, V8). On iOS
/// it is the seconds since the system started.
///
/// Here it is the application's clock (A3): that of the application whose window most recently
/// became key, else `UIApplication.shared`'s, so that times measured with it agree with
/// `UITouch.timestamp`, animations' `beginTime` and `CADisplayLink.timestamp`, and are
/// reproducible on a `VirtualClock`. Read off the main thread, where the application's clock
/// cannot be asked, it is the system's uptime instead.
public func CACurrentMediaTime() -> CFTimeInterval {
  // The main actor runs on the main queue, on whichever thread drains it.
  guard Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true else {
    return ProcessInfo.processInfo.systemUptime
  }
  return MainActor.assumeIsolated { animationClock(for: []).now }
}

/// A mark on the main queue, read back to tell that the caller runs on it.
private let mainQueueMark: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()
