import Foundation

/// The layer animations of `UIView.animate` (V6): what the views' layers' `presentation()`
/// follows between the values before the block and after it.
extension UIView {
  /// The layer animation keys of the view properties an animations block animates, in the order
  /// they are added.
  static let animatedLayerKeys = ["position", "bounds", "transform", "opacity", "backgroundColor"]

  /// The layer properties a view's animatable state changes from `old` to `new`, with their
  /// layer values before and after (V6): the one list `UIView.animate` and property animators
  /// animate.
  static func animatedChanges(from old: ViewAnimationSnapshot, to new: ViewAnimationSnapshot) -> [(
    key: String, from: Any?, to: Any?
  )] {
    var changes: [(key: String, from: Any?, to: Any?)] = []
    if old.center != new.center { changes.append(("position", old.center, new.center)) }
    if old.bounds != new.bounds { changes.append(("bounds", old.bounds, new.bounds)) }
    if old.transform != new.transform {
      changes.append(
        ("transform", CATransform3DMakeAffineTransform(old.transform), CATransform3DMakeAffineTransform(new.transform)))
    }
    if old.alpha != new.alpha { changes.append(("opacity", Float(old.alpha), Float(new.alpha))) }
    if old.backgroundColor != new.backgroundColor {
      changes.append(("backgroundColor", old.backgroundColor?.cgColor, new.backgroundColor?.cgColor))
    }
    return changes
  }

  /// Adds to each view's layer one animation per property the block changed (V6): from the
  /// value shown before the block (the presentation's, when that property was already
  /// animating) to the model's new value, starting after `delay` (the old value shows during the
  /// delay), over `duration`: a basic animation on the option's curve, or with `spring` a spring
  /// animation along that spring, until it settles; `.repeat` and `.autoreverse` repeat and
  /// reverse it. They have no delegate: the completion is the block's (V2).
  static func addLayerAnimations(
    views: [UIView], before: [ViewAnimationSnapshot], duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, spring: DampedSpring? = nil
  ) {
    let function: CAMediaTimingFunction
    switch (options.rawValue >> 16) & 3 {
    case 1: function = CAMediaTimingFunction(name: .easeIn)
    case 2: function = CAMediaTimingFunction(name: .easeOut)
    case 3: function = CAMediaTimingFunction(name: .linear)
    default: function = CAMediaTimingFunction(name: .easeInEaseOut)
    }
    for (view, old) in zip(views, before) {
      let changes = animatedChanges(from: old, to: ViewAnimationSnapshot(of: view))
      guard !changes.isEmpty else { continue }
      let layer = view.layer
      let shown = layer.runningAnimations.isEmpty ? nil : layer.presentation()
      let start = layer.localTime(fromGlobal: layer.mediaClock.now + max(delay, 0))
      for (key, from, to) in changes {
        let animation: CABasicAnimation
        if let spring {
          // A unit mass: the stiffness and damping give the spring's frequency and ratio.
          let springAnimation = CASpringAnimation(keyPath: key)
          springAnimation.mass = 1
          springAnimation.stiffness = CGFloat(spring.omega * spring.omega)
          springAnimation.damping = CGFloat(2 * spring.zeta * spring.omega)
          springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
          animation = springAnimation
        } else {
          animation = CABasicAnimation(keyPath: key)
          animation.timingFunction = function
        }
        animation.fromValue = layer.runningAnimation(forKey: key) != nil ? shown?.value(forKey: key) ?? from : from
        animation.toValue = to
        // A spring moves until it settles: at `duration` for one fitted to it, later for a
        // perceptual duration's; an undamped one, which never settles, stops at `duration`.
        let settling = spring?.settlingDuration ?? duration
        animation.duration = settling.isFinite && settling > 0 ? settling : duration
        animation.beginTime = start
        if delay > 0 { animation.fillMode = .backwards }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        layer.addAnimation(animation, forKey: key)
      }
    }
  }
}
