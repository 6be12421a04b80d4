import Foundation

/// An animation of views that can be started, paused, scrubbed, reversed, continued and
/// stopped, on the application's clock (V4).
///
/// Its animation blocks run when it first becomes active (`startAnimation`, `pauseAnimation`,
/// or setting `fractionComplete`), so the model values hold their final values from then on, as
/// in UIKit. Time runs on the application's clock (A3): a running animator reaches its end
/// after its remaining time and then calls its completions with `.end` (`.start` when
/// reversed), never inside a call. `fractionComplete` is the fraction of time; the views' layers'
/// `presentation()` follows the timing curve at that fraction while the animator is active (a
/// cubic curve's value, or a spring's position, V6), and linearly while it is paused with
/// `scrubsLinearly`. With
/// `isUserInteractionEnabled == false` the views its blocks changed ignore touches while it is
/// active (V3).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
  /// The duration of a run from start to end.
  public let duration: TimeInterval
  /// The delay before a run started with `startAnimation()` begins.
  public private(set) var delay: TimeInterval = 0
  /// The timing curve: the views' `presentation()` follows it (V6).
  public private(set) var timingParameters: UITimingCurveProvider?
  /// The animator's state (V4: `.inactive` until it starts or pauses).
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether it can be paused and scrubbed (V4: true by default).
  open var isInterruptible = true
  /// Whether the animated views take touches while it runs (V4: true by default; false holds
  /// them, V3).
  open var isUserInteractionEnabled = true {
    didSet { updateHold() }
  }
  /// Whether hit testing should use the presentation layer (V4: false; kept only, as the engine
  /// has no presentation layer).
  open var isManualHitTestingEnabled = false
  /// Whether reaching the end pauses instead of finishing (V4: false by default).
  open var pausesOnCompletion = false
  /// Whether scrubbing `fractionComplete` is linear rather than on the curve (true by default).
  open var scrubsLinearly = true

  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The views the blocks changed, with their states before and after.
  private var views: [UIView] = []
  private var startStates: [ViewAnimationSnapshot] = []
  private var endStates: [ViewAnimationSnapshot] = []
  private var hold: InteractionHold?
  private var clock: UIClock?
  private var timer: UITimerToken?
  /// The fraction of time at the last pause or start, and the clock's time then.
  private var fraction: CGFloat = 0
  private var runStart: TimeInterval = 0
  private var runDelay: TimeInterval = 0
  /// How long a whole run takes now (`continueAnimation`'s factor scales it).
  private var runDuration: TimeInterval

  /// Creates an animator with the timing of `parameters`.
  ///
  /// Rule V6: a spring made from mass, stiffness and damping
  /// (``UISpringTimingParameters/init(mass:stiffness:damping:initialVelocity:)``) ignores
  /// `duration`, as Apple documents: a run takes the spring's settling time, which `duration`
  /// then reports (that it reports it, rather than the value given, is a weak fact: chosen so
  /// that the one figure says how long a run takes).
  public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
    self.duration = parameters.springTimingParameters?.settlingDuration ?? max(duration, 0)
    runDuration = self.duration
    timingParameters = parameters
  }

  /// Creates an animator with a built-in curve and, optionally, its first animations.
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator with a cubic curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator on a spring with a damping ratio.
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator and starts it at once, as `UIView.animate` would run the same block
  /// (V4): `.allowUserInteraction` in `options` sets `isUserInteractionEnabled`.
  ///
  /// UIKit returns `Self`; this returns the base class, so that subclasses need not repeat a
  /// required initializer (code that stores the result compiles the same).
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters())
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Whether it is running: started, and neither paused nor stopped.
  open var isRunning: Bool { timer != nil }

  /// Whether it runs toward its start. Changing it while running turns the run around from
  /// where it is.
  open var isReversed = false {
    didSet {
      guard oldValue != isReversed, isRunning else { return }
      fraction = currentFraction
      runStart = clock?.now ?? runStart
      runDelay = 0
      scheduleEnd()
    }
  }

  /// How far the animation has come, from 0 to 1, by time. Setting it activates an inactive
  /// animator, paused; it is ignored while running (UIKit scrubs a paused animator).
  open var fractionComplete: CGFloat {
    get { state == .inactive ? fraction : currentFraction }
    set {
      guard !isRunning, state != .stopped else { return }
      activate()
      fraction = min(max(newValue, 0), 1)
    }
  }

  /// Adds an animations block; one added to an active animator runs at once.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { run(animation) } else { animations.append(animation) }
  }

  /// Adds an animations block that starts `delayFactor` of the way through the remaining time
  /// (its values are final at once, as any block's).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the position the animation ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation, or resumes it where it was paused.
  open func startAnimation() {
    startAnimation(afterDelay: state == .inactive ? delay : 0)
  }

  /// Starts the animation after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    if state == .inactive { self.delay = max(delay, 0) }
    activate()
    runStart = clock?.now ?? 0
    runDelay = max(delay, 0)
    scheduleEnd()
  }

  /// Pauses the animation where it is, activating it if it was inactive.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    activate()
    guard isRunning else { return }
    fraction = currentFraction
    cancelTimer()
  }

  /// Resumes a paused animation with new timing; the remaining time is scaled by
  /// `durationFactor` (V4).
  open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
    guard state == .active else { return }
    if let parameters { timingParameters = parameters }
    if isRunning { fraction = currentFraction }
    cancelTimer()
    runDuration = duration * Double(max(durationFactor, 0))
    runStart = clock?.now ?? 0
    runDelay = 0
    scheduleEnd()
  }

  /// Stops the animation where it is: the views keep the values they have at that fraction. With
  /// `withoutFinishing` the animator becomes inactive and calls no completion; otherwise it
  /// waits, `.stopped`, for `finishAnimation(at:)` (V4).
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    fraction = currentFraction
    cancelTimer()
    removePresentation()
    applyStates(at: fraction)
    releaseHold()
    if withoutFinishing {
      state = .inactive
      completions = []
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animation: the views take their end values, their start values or stay
  /// where they are, and the completions run with `finalPosition` on the clock (V4).
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  // MARK: The run

  /// The fraction of time now, from the last start or pause.
  private var currentFraction: CGFloat {
    guard isRunning, let clock, runDuration > 0 else { return fraction }
    let elapsed = max(clock.now - runStart - runDelay, 0)
    let moved = CGFloat(elapsed / runDuration)
    return isReversed ? max(fraction - moved, 0) : min(fraction + moved, 1)
  }

  /// Runs the blocks once, on the first activation, and holds the views if it must.
  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations = []
    for animation in pending { run(animation) }
    if clock == nil { clock = animationClock(for: views) }
    updateHold()
    updatePresentation()
  }

  /// Runs one block, recording the views it changes.
  private func run(_ animation: () -> Void) {
    let recorder = ViewAnimationRecorder(duration: duration)
    ViewAnimationRecorder.recording(recorder, animation)
    for (index, view) in recorder.views.enumerated() {
      if let known = views.firstIndex(where: { $0 === view }) {
        endStates[known] = ViewAnimationSnapshot(of: view)
      } else {
        views.append(view)
        startStates.append(recorder.before[index])
        endStates.append(ViewAnimationSnapshot(of: view))
      }
    }
    updateHold()
    if state == .active { updatePresentation() }
  }

  private func scheduleEnd() {
    cancelTimer()
    let clock = clock ?? animationClock(for: views)
    self.clock = clock
    let left = isReversed ? fraction : 1 - fraction
    let end = clock.now + runDelay + runDuration * Double(left)
    timer = clock.schedule(at: end) { [weak self] in self?.reachedEnd() }
  }

  private func reachedEnd() {
    timer = nil
    fraction = isReversed ? 0 : 1
    if pausesOnCompletion { return }
    finish(at: isReversed ? .start : .end)
  }

  /// Puts the views at `position`, goes inactive and calls the completions.
  private func finish(at position: UIViewAnimatingPosition) {
    cancelTimer()
    removePresentation()
    switch position {
    case .end: applyStates(at: 1)
    case .start: applyStates(at: 0)
    case .current: break
    }
    releaseHold()
    state = .inactive
    let pending = completions
    completions = []
    views = []
    startStates = []
    endStates = []
    fraction = 0
    runDuration = duration
    for completion in pending { completion(position) }
  }

  /// Sets the views' model values `fraction` of the way from their start to their end values.
  private func applyStates(at fraction: CGFloat) {
    for index in views.indices {
      startStates[index].interpolated(to: endStates[index], fraction: fraction).apply(to: views[index])
    }
  }

  // MARK: The presentation (V6)

  /// The layer key of the animations through which the animator moves its views'
  /// presentation: one per view, so that a view's own `UIView.animate` keys stay apart.
  private static let presentationKey = "UIViewPropertyAnimator"

  /// Gives each animated view's layer the animations that follow the animator (V6), replacing
  /// the ones it had, so views added by a later block join in.
  private func updatePresentation() {
    for index in views.indices {
      let layer = views[index].layer
      for (key, from, to) in UIView.animatedChanges(from: startStates[index], to: endStates[index]) {
        let animation = AnimatorDrivenAnimation(keyPath: key)
        animation.fromValue = from
        animation.toValue = to
        animation.repeatCount = .infinity
        animation.progress = { [weak self] vertical in self?.presentedProgress(vertical: vertical) ?? 1 }
        layer.addAnimation(animation, forKey: Self.presentationKey + "." + key)
      }
    }
  }

  /// Removes the animations of `updatePresentation()`: the model values show again.
  private func removePresentation() {
    for view in views {
      for key in UIView.animatedLayerKeys {
        view.layer.removeRunningAnimation(forKey: Self.presentationKey + "." + key)
      }
    }
  }

  /// How far from the start to the end values the views are shown now (V6): the timing curve's
  /// value at the fraction of time, a spring's position at that time (its `dy` velocity for the
  /// vertical component of a point, `dx` otherwise), or the fraction itself while paused with
  /// `scrubsLinearly`.
  private func presentedProgress(vertical: Bool) -> Double {
    let fraction = Double(currentFraction)
    if !isRunning && scrubsLinearly { return fraction }
    if let spring = timingParameters?.springTimingParameters {
      let velocity = Double(vertical ? spring.initialVelocity.dy : spring.initialVelocity.dx)
      return spring.dampedSpring(duration: duration, initialVelocity: velocity).progress(at: fraction * duration)
    }
    guard let cubic = timingParameters?.cubicTimingParameters else { return fraction }
    let (p1, p2) = (cubic.controlPoint1, cubic.controlPoint2)
    return CAMediaTimingFunction(controlPoints: Float(p1.x), Float(p1.y), Float(p2.x), Float(p2.y)).value(at: fraction)
  }

  private func cancelTimer() {
    if let timer, let clock { clock.cancel(timer) }
    timer = nil
  }

  /// Holds the views against touches while active, when interaction is off (V3).
  private func updateHold() {
    let wanted = state == .active && !isUserInteractionEnabled && !views.isEmpty
    if wanted {
      hold?.release()
      hold = InteractionHold(views)
    } else {
      releaseHold()
    }
  }

  private func releaseHold() {
    hold?.release()
    hold = nil
  }
}

/// The layer animation through which a property animator moves a view's `presentation()` (V6):
/// from the value before its blocks to the value after, by the animator's progress when the
/// presentation is read; it lasts until the animator removes it.
final class AnimatorDrivenAnimation: CABasicAnimation {
  /// The animator's progress, for the vertical component of a point or for any other value.
  var progress: (@MainActor (_ vertical: Bool) -> Double)?

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    progress = (other as? AnimatorDrivenAnimation)?.progress
  }

  override func presentedValue(at t: CFTimeInterval, current: LayerAnimationValue?) -> LayerAnimationValue? {
    guard let progress, let from = LayerAnimationValue(fromValue), let to = LayerAnimationValue(toValue) else {
      return nil
    }
    // Presentation values are read on the main actor, where the animator lives.
    let (along, vertical) = MainActor.assumeIsolated { (progress(false), progress(true)) }
    if case .point(let a) = from, case .point(let b) = to {
      let (x, y) = (CGFloat(along), CGFloat(vertical))
      return .point(CGPoint(x: a.x + (b.x - a.x) * x, y: a.y + (b.y - a.y) * y))
    }
    return .mix(from, to, along)
  }
}
