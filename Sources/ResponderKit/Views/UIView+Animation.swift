import Foundation

extension UIView {
  /// Options for animating views, with UIKit's raw values.
  ///
  /// The engine draws nothing between the start and the end of an animation, so only
  /// `allowUserInteraction` (V3) and `repeat` (no completion) change what it does; the curves,
  /// transitions and frame rates are kept for code that reads them.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt
    /// Creates options from a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time (kept; nothing draws here).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the animated views take touches during the animation (V3).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state (the model state here: V1).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats forever: the completion never runs and, without `allowUserInteraction`, the
    /// views stay held (V2, V3).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards after each forward run (with `repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's curve.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animates by redrawing content.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// Ease in and out, the default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// No transition.
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    /// The default frame rate.
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames a second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames a second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
  }

  /// Options for keyframe animations, with UIKit's raw values (the animation options' bits, and
  /// the calculation modes).
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: UInt
    /// Creates options from a mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the animated views take touches during the animation (V3).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats forever (V2: no completion).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs backwards after each forward run.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes, the default.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Evenly paced.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth, evenly paced curve.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x3FF) }
  }

  /// The timing curve of an animation, with UIKit's raw values.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3
  }

  /// Whether animations are enabled: `UIView.animate` inside a block run with them off changes
  /// the values without holding the views (V1, V3).
  public static var areAnimationsEnabled: Bool { animationsEnabled && !ViewAnimationRecorder.suppressed }

  /// Turns animations on or off for later `animate` calls.
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  /// What `setAnimationsEnabled(_:)` set.
  static var animationsEnabled = true

  /// The duration of the animation whose block is running now, or 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval { ViewAnimationRecorder.current?.duration ?? 0 }

  /// Animates changes to views: the block runs at once, so model values hold their final values
  /// right after the call (V1); the completion runs on the application's clock after `delay` +
  /// `duration`, never inside the call (V2); without `.allowUserInteraction` the changed views
  /// ignore touches until then (V3).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay, options: options, container: nil, animations: animations,
      completion: completion)
  }

  /// Animates changes to views with the default delay (0) and options (V1–V3).
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: 0, options: [], container: nil, animations: animations, completion: completion)
  }

  /// Animates changes to views with no completion (V1–V3).
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    runAnimation(duration: duration, delay: 0, options: [], container: nil, animations: animations, completion: nil)
  }

  /// Animates changes to views on a spring: timed as `animate(withDuration:delay:options:…)`,
  /// `duration` being the spring's (V1–V3), and the layers' `presentation()` moves along a
  /// damped spring of `dampingRatio` that settles at `duration`, starting at `velocity`
  /// distances per second (1: the whole change in one second), V6.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let spring = DampedSpring(
      dampingRatio: Double(dampingRatio), duration: max(duration, 0), initialVelocity: Double(velocity))
    runAnimation(
      duration: duration, delay: delay, options: options, container: nil, spring: spring, animations: animations,
      completion: completion)
  }

  /// Animates changes to views on a spring given by its perceptual duration and bounce (iOS 17):
  /// the completion comes after `duration` (V1–V3), and the layers' `presentation()` moves along
  /// that spring until it settles, starting at `velocity` distances per second (V6).
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
    delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = DampedSpring(
      perceptualDuration: max(duration, 0), bounce: Double(bounce), initialVelocity: Double(velocity))
    runAnimation(
      duration: duration, delay: delay, options: options, container: nil, spring: spring, animations: animations,
      completion: completion)
  }

  /// Animates changes in keyframes: the block and the keyframes it adds run at once, timed as a
  /// whole (V1–V3).
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: delay, options: options.animationOptions, container: nil, animations: animations,
      completion: completion)
  }

  /// Adds a keyframe to the enclosing keyframe animation: its block runs at once, in that
  /// animation (V1).
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// Runs a transition of `view`'s content: the block runs at once and, without
  /// `.allowUserInteraction`, `view` and the views the block changes ignore touches until the
  /// completion (V1–V3).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    runAnimation(
      duration: duration, delay: 0, options: options, container: view, animations: animations ?? {},
      completion: completion)
  }

  /// Replaces `fromView` with `toView` in a transition: `toView` takes `fromView`'s place in its
  /// superview (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown
  /// instead), at once (V1); the completion follows on the clock (V2).
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let container = fromView.superview
    runAnimation(
      duration: duration, delay: 0, options: options, container: container,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
          container.insertSubview(toView, at: index)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations off: its changes take effect at once and
  /// hold no view (V1).
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ViewAnimationRecorder.withoutRecording(actionsWithoutAnimation)
  }

  /// The collector of the animations started inside a percent-driven interaction (Q15), or nil.
  static var animationCapture: AnimationCapture?

  /// The one home of `animate` and `transition` (V1–V3): runs the block with a recorder, holds
  /// the views it changed unless the options allow interaction, and schedules the completion.
  static func runAnimation(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, container: UIView?,
    spring: DampedSpring? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let animated = areAnimationsEnabled
    let recorder = ViewAnimationRecorder(duration: max(duration, 0))
    if let container { recorder.record(container) }
    ViewAnimationRecorder.recording(animated ? recorder : nil, animations)
    finishAnimation(
      recorder, animated: animated, duration: duration, delay: delay, options: options, spring: spring,
      completion: completion)
  }

  /// The second half of `runAnimation`, once the block ran with `recorder` (also where
  /// `commitAnimations()` ends a `beginAnimations` block): holds the views the block changed
  /// unless the options allow interaction (V3), and schedules the completion (V2).
  static func finishAnimation(
    _ recorder: ViewAnimationRecorder, animated: Bool, duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, spring: DampedSpring? = nil, completion: ((Bool) -> Void)?
  ) {
    let views = recorder.views
    let clock = animationClock(for: views)
    // As in UIKit, nothing animates when no changed view is in a window: the completion comes at
    // once, after the current event (V2).
    let length = animated && applicationAnimating(views) != nil ? max(delay, 0) + max(duration, 0) : 0
    // Q15: inside a percent-driven interaction the completion waits for the interaction's end,
    // and no view is held (an interactive transition blocks no touches).
    if let capture = animationCapture {
      capture.held.append(HeldAnimation(completion: completion))
      return
    }
    let hold =
      animated && length > 0 && !options.contains(.allowUserInteraction) && !views.isEmpty
      ? InteractionHold(views) : nil
    if animated && length > 0 && duration > 0 {
      addLayerAnimations(
        views: views, before: recorder.before, duration: duration, delay: max(delay, 0), options: options,
        spring: spring)
    }
    if options.contains(.repeat) && animated && length > 0 { return }
    // Scheduled even for a zero length: a timer due now fires after the current event, before
    // the next one (V2), never inside this call.
    clock.schedule(at: clock.now + length) {
      hold?.release()
      completion?(true)
    }
  }
}
