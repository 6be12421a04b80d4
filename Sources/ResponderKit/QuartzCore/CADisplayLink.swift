import Foundation

/// A timer that fires once per display frame, on the application's clock (V8).
///
/// Added to a run loop (`add(to:forMode:)`), the link calls its target's method at each frame
/// time: multiples of the frame interval on the clock (1/60 s, or a whole number of those for a
/// lower `preferredFramesPerSecond` or `preferredFrameRateRange`). A `VirtualClock` fires it at
/// every frame time it passes (the test kit's `advance(by:)`), a live clock when its timers are
/// due (a window backend's host loop). In the call, `timestamp` is the frame's time and
/// `targetTimestamp` the next frame's.
///
/// Swift on Linux has no Objective-C selectors: the method is a method reference, as
/// `responder port` writes `#selector(step(_:))`: `CADisplayLink(target: self, selector:
/// Controller.step)`. The link holds its target, and the run loop holds the link, until
/// `invalidate()`, as on iOS.
@preconcurrency @MainActor
open class CADisplayLink {
  /// The links added to a run loop and not invalidated: the run loop's hold on them.
  private static var added: [ObjectIdentifier: CADisplayLink] = [:]

  private var target: AnyObject?
  private let perform: @MainActor (AnyObject, CADisplayLink) -> Void
  private var clock: UIClock?
  private var timer: UITimerToken?
  private var modes: Set<String> = []

  /// Creates a link that calls `selector` (a method taking the link) on `target`.
  public init<Target: AnyObject>(
    target: Any, selector sel: @escaping @MainActor (Target) -> (CADisplayLink) -> Void
  ) {
    self.target = target as AnyObject
    perform = { target, link in
      if let target = target as? Target { sel(target)(link) }
    }
  }

  /// Creates a link that calls `selector` (a method without a parameter) on `target`.
  public init<Target: AnyObject>(target: Any, selector sel: @escaping @MainActor (Target) -> () -> Void) {
    self.target = target as AnyObject
    perform = { target, _ in
      if let target = target as? Target { sel(target)() }
    }
  }

  /// The time of the frame being shown, set before each call (0 before the first), V8.
  open private(set) var timestamp: CFTimeInterval = 0
  /// The time of the next frame, set before each call (0 before the first), V8.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  /// The time between two frames of the display (1/60 s), V8.
  open var duration: CFTimeInterval { 1 / Double(InteractionConstants.displayFramesPerSecond) }

  /// The highest rate the display can fire at, in frames per second.
  open var maximumFramesPerSecond: Int { InteractionConstants.displayFramesPerSecond }

  /// Whether the link skips frames: it does not fire while paused (V8).
  open var isPaused = false {
    didSet { if isPaused != oldValue { scheduleNextFrame() } }
  }

  /// The rate wanted, in frames per second (0: the display's), rounded to a whole number of
  /// display frames per call (V8).
  open var preferredFramesPerSecond = 0 {
    didSet { scheduleNextFrame() }
  }

  /// The rates wanted (`.default`: the display's); its preferred rate, or else its maximum,
  /// wins over `preferredFramesPerSecond` when not zero (V8).
  open var preferredFrameRateRange: CAFrameRateRange = .default {
    didSet { scheduleNextFrame() }
  }

  /// How many display frames pass between two calls.
  var framesPerCall: Int {
    let display = Double(InteractionConstants.displayFramesPerSecond)
    var rate = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
    if rate <= 0 { rate = Double(preferredFramesPerSecond) }
    guard rate > 0, rate < display else { return 1 }
    return max(1, Int((display / rate).rounded()))
  }

  /// Starts firing: from the next frame time on the application's clock (V8). Adding for
  /// another mode does not fire twice.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.insert(mode.rawValue)
    guard clock == nil, target != nil else { return }
    clock = animationClock(for: [])
    Self.added[ObjectIdentifier(self)] = self
    scheduleNextFrame()
  }

  /// Stops firing for `mode`; once removed from every mode it has been added for, the link stops.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(mode.rawValue)
    if modes.isEmpty { stop() }
  }

  /// Stops firing for good and lets go of the target (V8).
  open func invalidate() {
    stop()
    target = nil
  }

  private func stop() {
    if let timer, let clock { clock.cancel(timer) }
    timer = nil
    clock = nil
    Self.added[ObjectIdentifier(self)] = nil
  }

  /// Schedules the call at the next frame time after now, unless paused or not added.
  private func scheduleNextFrame() {
    guard let clock else { return }
    if let timer { clock.cancel(timer) }
    timer = nil
    guard !isPaused, target != nil else { return }
    let frames = framesPerCall
    let display = Double(InteractionConstants.displayFramesPerSecond)
    let index = Int((clock.now * display / Double(frames) + 1e-9).rounded(.down)) + 1
    let time = Double(index * frames) / display
    timer = clock.schedule(at: time) { [weak self] in
      self?.fire(at: time, next: Double((index + 1) * frames) / display)
    }
  }

  private func fire(at time: CFTimeInterval, next: CFTimeInterval) {
    timer = nil
    timestamp = time
    targetTimestamp = next
    guard let target else { return }
    scheduleNextFrame()
    perform(target, self)
  }
}
