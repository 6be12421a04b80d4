import Foundation

/// The control of an animation that can be started, paused, scrubbed and stopped, as
/// `UIViewPropertyAnimator` implements it (V4).
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// The animator's state.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is running (not paused, not stopped).
  var isRunning: Bool { get }
  /// Whether the animation runs toward its start.
  var isReversed: Bool { get set }
  /// How far the animation has come, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops the animation where it is; without finishing, it goes to `.stopped`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes more animation blocks and can be continued with new timing (V4).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds an animations block.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animations block that starts `delayFactor` of the way through.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a completion, run with the position the animation ended at.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing, its remaining time scaled by `durationFactor`.
  func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
