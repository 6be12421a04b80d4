import Foundation

/// An interaction controller that drives a custom animator's UIView animations by a fraction.
///
/// UIKit rule Q15: `startInteractiveTransition(_:)` runs the animator's
/// `animateTransition(using:)`, holding the completions of the UIView animations it starts;
/// `update(_:)` records the progress (clamped to 0…1, a number: there are no layers);
/// `finish()` releases the held completions after `(1 − p)·D/completionSpeed`, `cancel()` marks
/// the transition cancelled and releases them after `p·D/completionSpeed`. The animator's own
/// completion then calls `completeTransition(!transitionWasCancelled)`.
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// Makes an interaction controller (UIKit's initializer).
  public init() {}

  /// The animator's announced duration, D (Q15); 0 before the transition starts.
  open private(set) var duration: CGFloat = 0
  /// The progress set by `update(_:)`, 0…1 (Q15).
  open private(set) var percentComplete: CGFloat = 0
  /// The speed of the rest once `finish()` or `cancel()` is called (default 1, Q15).
  open var completionSpeed: CGFloat = 1
  /// The curve of the rest (default `.easeInOut`; kept, as nothing is drawn).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactive (default true; kept: a transition given an
  /// interaction controller is interactive here).
  open var wantsInteractiveStart = true
  /// The timing curve of the rest (kept).
  open var timingCurve: (any UITimingCurveProvider)?

  private var context: (any UIViewControllerContextTransitioning)?
  private var held: [HeldAnimation] = []
  private var ended = false

  /// Starts driving the transition (Q15): runs the animator's `animateTransition(using:)`,
  /// holding the completions of the UIView animations it starts.
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
    context = transitionContext
    ended = false
    guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
    duration = CGFloat(animator.transitionDuration(using: transitionContext))
    let capture = AnimationCapture()
    UIView.animationCapture = capture
    animator.animateTransition(using: transitionContext)
    UIView.animationCapture = nil
    held.append(contentsOf: capture.held)
  }

  /// Records the progress `percentComplete`, clamped to 0…1 (Q15).
  open func update(_ percentComplete: CGFloat) {
    guard !ended else { return }
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Runs the rest of the transition over `(1 − p)·D/completionSpeed` (Q15).
  open func finish() {
    guard !ended, let context else { return }
    ended = true
    context.finishInteractiveTransition()
    release(after: (1 - percentComplete) * duration)
  }

  /// Runs the transition back over `p·D/completionSpeed`; `transitionWasCancelled` becomes true
  /// (Q15).
  open func cancel() {
    guard !ended, let context else { return }
    ended = true
    context.cancelInteractiveTransition()
    release(after: percentComplete * duration)
  }

  /// Pauses the transition: nothing runs on its own until `finish()` or `cancel()` (Q15).
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  /// Releases the held completions after `length / completionSpeed` on the transition's clock.
  private func release(after length: CGFloat) {
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let delay = TimeInterval(max(length, 0) / speed)
    let animations = held
    held = []
    let fire: @MainActor @Sendable () -> Void = {
      for animation in animations { animation.completion?(true) }
    }
    guard let clock = (context as? TransitionContext)?.clock else { return fire() }
    clock.schedule(at: clock.now + delay, fire)
  }
}

/// A UIView animation started inside `startInteractiveTransition(_:)`: its completion waits for
/// the interaction's end (Q15).
@MainActor
struct HeldAnimation {
  let completion: ((Bool) -> Void)?
}

/// Collects the animations `UIView.runAnimation` starts while it is installed (Q15).
@MainActor
final class AnimationCapture {
  var held: [HeldAnimation] = []
}
