import Testing
import UIKit

/// The shapes in which iOS code calls the animation API, as `import UIKit` code: each must
/// compile unchanged (trailing closures, omitted completions, `self.` in escaping blocks).
final class PulsingBadge: UIView {
  private(set) var finished: [Bool] = []
  private var animator: UIViewPropertyAnimator?

  func pulse() {
    UIView.animate(withDuration: 0.2) {
      self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
    }
    UIView.animate(withDuration: 0.2, animations: { self.alpha = 0.8 }) { finished in
      self.finished.append(finished)
    }
    UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction]) {
      self.transform = .identity
    } completion: { _ in
      self.finished.append(true)
    }
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5, options: .curveEaseInOut
    ) {
      self.center.y -= 4
    }
    UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [.calculationModeCubic]) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.alpha = 0.5 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.alpha = 1 }
    }
    UIView.transition(
      with: self, duration: 0.25, options: .transitionCrossDissolve,
      animations: {
        self.backgroundColor = .red
      })
    UIView.performWithoutAnimation { self.alpha = 1 }
  }

  func scrub(_ fraction: CGFloat) {
    if animator == nil {
      let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { self.alpha = 0 }
      animator.addCompletion { position in
        if position == .end { self.removeFromSuperview() }
      }
      animator.pauseAnimation()
      self.animator = animator
    }
    animator?.fractionComplete = fraction
  }

  func finish() {
    animator?.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8), durationFactor: 0.5)
    _ = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.2, delay: 0, options: [],
      animations: {
        self.center.x += 10
      })
  }
}

@MainActor
@Suite("Animation code as iOS writes it")
struct AnimationCallShapeTests {
  @Test("V1, V2: every call shape runs its block at once and completes on the clock")
  func callShapes() throws {
    let clock = VirtualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let badge = PulsingBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(badge)
    badge.pulse()
    #expect(badge.alpha == 1 && badge.center.y == 6 && badge.backgroundColor == .red)
    #expect(badge.finished.isEmpty)
    clock.advance(to: 1)
    #expect(badge.finished == [true, true])
    badge.scrub(0.5)
    badge.finish()
    clock.advance(to: 2)
    #expect(badge.superview == nil)
  }
}
