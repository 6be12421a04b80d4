import Foundation

/// What an animation tells its delegate: Core Animation's protocol, with default answers.
///
/// Both run on the application's clock, never inside `CALayer.add(_:forKey:)` (V5):
/// `animationDidStart(_:)` when the animation begins, then `animationDidStop(_:finished:)` when
/// it ends (`true`) or is removed before its end (`false`).
public protocol CAAnimationDelegate: AnyObject {
  /// Called when the animation begins (V5).
  func animationDidStart(_ anim: CAAnimation)
  /// Called when the animation ends or is removed (V5).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
