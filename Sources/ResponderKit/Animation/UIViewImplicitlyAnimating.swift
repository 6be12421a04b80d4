import Foundation

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
