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
