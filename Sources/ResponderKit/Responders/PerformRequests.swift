import Foundation

/// Delayed calls that can be cancelled by target and selector: the block form of
/// `perform(_:with:afterDelay:)` and `NSObject.cancelPreviousPerformRequests(withTarget:)`.
///
/// NSObject's delayed perform sends a selector through the Objective-C runtime, which Linux
/// lacks; `responder port` rewrites each call into this type's, with a block that calls the
/// method. A request runs on the designated application's clock (`UIApplication.shared` once set;
/// a test's `VirtualClock` fires it when time advances), or on the main actor after that many
/// seconds of real time when no application was designated. Requests are keyed by target and selector, as NSObject keys them; unlike
/// NSObject's, the target is not retained until the call (the port's blocks capture it weakly),
/// and the `object` argument is not compared when cancelling.
@preconcurrency @MainActor
public enum PerformRequests {
  @MainActor
  private final class Request {
    weak var target: AnyObject?
    let selector: Selector
    var token: UITimerToken?
    var clock: UIClock?
    var task: Task<Void, Never>?

    init(target: AnyObject, selector: Selector) {
      self.target = target
      self.selector = selector
    }

    func cancel() {
      if let token, let clock { clock.cancel(token) }
      task?.cancel()
    }
  }

  private static var pending: [Request] = []

  /// Runs `block` after `delay` seconds unless a request for the same target is cancelled first.
  ///
  /// `perform(_:with:afterDelay:)` in NSObject: the call happens once, later, on the main
  /// actor; a delay of 0 still waits for the current event to finish.
  public static func perform(
    _ selector: Selector, target: AnyObject, afterDelay delay: TimeInterval,
    _ block: @escaping @MainActor () -> Void
  ) {
    let request = Request(target: target, selector: selector)
    pending.removeAll { $0.target == nil }
    pending.append(request)
    let run: @MainActor () -> Void = { [weak request] in
      guard let request else { return }
      pending.removeAll { $0 === request }
      block()
    }
    if let application = UIApplication.sharedIfDesignated {
      request.clock = application.clock
      request.token = application.clock.schedule(at: application.clock.now + max(0, delay), run)
    } else {
      request.task = Task { @MainActor in
        try? await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
        if !Task.isCancelled { run() }
      }
    }
  }

  /// Cancels the requests not yet run for `target`, or only those for `selector` when given.
  ///
  /// `NSObject.cancelPreviousPerformRequests(withTarget:)` and
  /// `cancelPreviousPerformRequests(withTarget:selector:object:)`.
  public static func cancelPreviousPerformRequests(withTarget target: AnyObject, selector: Selector? = nil) {
    let cancelled = pending.filter { $0.target === target && (selector == nil || $0.selector == selector) }
    for request in cancelled { request.cancel() }
    pending.removeAll { request in cancelled.contains { $0 === request } || request.target == nil }
  }
}
