import Foundation

/// What an animation tells its delegate: Core Animation's protocol, with default answers.
///
/// Animations never run here, so neither method is ever called; the protocol exists so that
/// delegates written for iOS compile.
public protocol CAAnimationDelegate: AnyObject {
  /// Would be called when the animation starts.
  func animationDidStart(_ anim: CAAnimation)
  /// Would be called when the animation stops or is removed.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
