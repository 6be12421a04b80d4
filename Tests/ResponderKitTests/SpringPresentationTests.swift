import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Spring animations feed presentation() (V6)", .serialized)
struct SpringPresentationTests {
  /// The damped oscillator's displacement `u(t)` for `u(0) = 1`, `u′(0) = −v0`, written out
  /// here apart from the package's, for an underdamped spring (`zeta < 1`).
  private func underdamped(omega: Double, zeta: Double, v0: Double, t: Double) -> Double {
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
  }

  /// The same for a critically damped spring (`zeta == 1`).
  private func critical(omega: Double, v0: Double, t: Double) -> Double {
    exp(-omega * t) * (1 + (omega - v0) * t)
  }

  /// The stiffness the damping-ratio forms fit to `duration`: the envelope `e^(−ζωt)` is 0.001
  /// at `duration`.
  private func fittedOmega(zeta: Double, duration: Double) -> Double {
    log(1000) / (min(zeta, 1) * duration)
  }

  private func near(_ a: CGFloat?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    a.map { abs(Double($0) - b) < tolerance } ?? false
  }

  @Test(
    "V6: UIView.animate with a spring moves presentation() along the damped spring of its ratio and velocity, settled at its duration"
  )
  func viewSpring() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2, options: [],
      animations: {
        card.center = CGPoint(x: 250, y: 50)
        card.alpha = 0.5
      })
    #expect(card.center == CGPoint(x: 250, y: 50), "V1: the model is final")
    #expect(card.layer.animation(forKey: "position") is CASpringAnimation)
    let omega = fittedOmega(zeta: 0.5, duration: 1)
    var elapsed = 0.0
    var overshot = false
    for step in [0.05, 0.1, 0.15, 0.2, 0.3] {
      stage.advance(step)
      elapsed += step
      let progress = 1 - underdamped(omega: omega, zeta: 0.5, v0: 2, t: elapsed)
      let shown = card.layer.presentation()
      #expect(near(shown?.position.x, 50 + 200 * progress), "x at \(elapsed) s")
      #expect(near(shown?.position.y, 50))
      #expect(near(shown.map { CGFloat($0.opacity) }, 1 - 0.5 * progress, 1e-5), "opacity at \(elapsed) s")
      if progress > 1 { overshot = true }
    }
    #expect(overshot, "a ratio of 0.5 overshoots, which no cubic curve does")
    stage.advance(0.25)
    #expect(card.layer.presentation()?.position == CGPoint(x: 250, y: 50), "ended at 1 s: the model shows")
    #expect(card.layer.animationKeys() == nil)
  }

  @Test(
    "V6: UIView.animate(springDuration:bounce:) moves presentation() along the spring of that period and bounce until it settles"
  )
  func perceptualSpring() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    var completed: [TimeInterval] = []
    UIView.animate(
      springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [],
      animations: { card.center = CGPoint(x: 50, y: 150) }, completion: { _ in completed.append(CACurrentMediaTime()) })
    // One undamped period lasts the duration; a bounce of 0.3 is a damping ratio of 0.7.
    let omega = 2 * Double.pi / 0.5
    let zeta = 0.7
    for t in [0.1, 0.3, 0.6] {
      stage.advance(t - (CACurrentMediaTime() - 1))
      let y = 50 + 100 * (1 - underdamped(omega: omega, zeta: zeta, v0: 0, t: t))
      #expect(near(card.layer.presentation()?.position.y, y), "at \(t) s")
    }
    #expect(completed == [1.5], "the completion comes after the duration (V2)")
    let settling = log(1000) / (zeta * omega)
    stage.advance(1 + settling - CACurrentMediaTime() + 0.01)
    #expect(card.layer.animationKeys() == nil && card.layer.presentation()?.position == card.center)
  }

  @Test("V6: a CASpringAnimation's presentation follows mass, stiffness, damping and initial velocity on the clock")
  func caSpring() {
    var stage = CoreAnimationTests.stage()
    let layer = CALayer()
    let spring = CASpringAnimation(keyPath: "position.x")
    spring.fromValue = 0
    spring.toValue = 80
    spring.mass = 2
    spring.stiffness = 200
    spring.damping = 8
    spring.initialVelocity = -3
    spring.duration = spring.settlingDuration
    layer.add(spring, forKey: "slide")
    let omega = (200.0 / 2).squareRoot()
    let zeta = 8 / (2 * (200.0 * 2).squareRoot())
    for t in [0.1, 0.25, 0.5] {
      stage.advance(t - (CACurrentMediaTime() - 1))
      let expected = 80 * (1 - underdamped(omega: omega, zeta: zeta, v0: -3, t: t))
      #expect(near(layer.presentation()?.position.x, expected), "at \(t) s")
    }
  }

  @Test(
    "V4/V6: a property animator with spring timing moves presentation() along the spring, each axis with its own velocity; a stop removes it"
  )
  func animatorSpring() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    let timing = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 4, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 2, timingParameters: timing)
    animator.addAnimations { card.center = CGPoint(x: 150, y: 250) }
    animator.startAnimation()
    let omega = fittedOmega(zeta: 1, duration: 2)
    stage.advance(0)
    for t in [0.1, 0.4] {
      stage.advance(t - (CACurrentMediaTime() - 1))
      let x = 50 + 100 * (1 - critical(omega: omega, v0: 4, t: t))
      let y = 50 + 200 * (1 - critical(omega: omega, v0: 0, t: t))
      let shown = card.layer.presentation()
      #expect(near(shown?.position.x, x) && near(shown?.position.y, y), "at \(t) s")
    }
    animator.stopAnimation(true)
    #expect(card.layer.animationKeys() == nil)
    #expect(card.layer.presentation()?.position == card.center)
  }

  @Test(
    "V6: an animator's spring made from mass, stiffness and damping runs for its settling time, not the duration given")
  func animatorPhysicalSpringIgnoresDuration() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    // ζ = 20 / (2·√(100·1)) = 1, ω₀ = √100 = 10: the envelope e^(−10t) reaches 0.1 % at ln(1000)/10.
    let settling = log(1000.0) / 10
    let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    let animator = UIViewPropertyAnimator(duration: 10, timingParameters: timing)
    #expect(abs(animator.duration - settling) < 1e-9)
    var finished: [UIViewAnimatingPosition] = []
    animator.addAnimations { card.center = CGPoint(x: 150, y: 50) }
    animator.addCompletion { finished.append($0) }
    animator.startAnimation()
    stage.advance(settling - 0.01)
    #expect(finished.isEmpty && animator.state == .active)
    stage.advance(0.02)
    #expect(finished == [.end] && animator.state == .inactive)
    // A spring fitted to a damping ratio keeps the duration it was given.
    let fitted = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters(dampingRatio: 0.5))
    #expect(fitted.duration == 10)
  }

  @Test(
    "V4/V6: a property animator's cubic curve moves presentation(); paused with scrubsLinearly it shows the fraction")
  func animatorCubic() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.alpha = 0 }
    animator.startAnimation()
    stage.advance(0.5)
    let easeIn = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
    #expect(near(card.layer.presentation().map { CGFloat($0.opacity) }, 1 - easeIn, 1e-6))
    animator.pauseAnimation()
    animator.fractionComplete = 0.25
    #expect(near(card.layer.presentation().map { CGFloat($0.opacity) }, 0.75, 1e-6))
    animator.startAnimation()
    stage.advance(1)
    #expect(card.layer.animationKeys() == nil && card.layer.presentation()?.opacity == 0)
  }
}
