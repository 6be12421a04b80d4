import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Animations (V)")
struct AnimationTests {
  /// A stage with a 100 × 100 card at (50, 50) on a background view filling the window.
  @MainActor
  struct Setup {
    var stage = Stage()
    let background: ProbeView
    let card: ProbeView
    let child: ProbeView

    init() {
      // Completions of blocks that change no view run on the shared application's clock.
      UIApplication.shared = stage.app
      background = stage.view("background", 0, 0, 400, 800, in: stage.window)
      card = stage.view("card", 50, 50, 100, 100, in: background)
      child = stage.view("child", 10, 10, 20, 20, in: card)
    }

    var clock: VirtualClock { stage.app.clock as! VirtualClock }

    mutating func wait(_ seconds: TimeInterval) {
      stage.time += seconds
      clock.advance(to: stage.time)
    }

    /// The view a touch at the point began on: its first `touchesBegan` line.
    mutating func tapTarget(_ x: CGFloat, _ y: CGFloat) -> String? {
      _ = stage.take()
      stage.tap(x, y)
      let began = stage.take().map { $0.split(separator: " ") }.first { $0.count > 1 && $0[1] == "touchesBegan" }
      return began.map { String($0[0]) }
    }
  }

  @Test("V1: the block runs at once; model values, hit testing and conversions use the final values")
  func modelValuesAtOnce() {
    let setup = Setup()
    var completed: [Bool] = []
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.allowUserInteraction],
      animations: {
        setup.card.frame = CGRect(x: 200, y: 300, width: 100, height: 100)
        setup.card.alpha = 0.5
      }, completion: { completed.append($0) })
    #expect(setup.card.frame == CGRect(x: 200, y: 300, width: 100, height: 100))
    #expect(setup.card.alpha == 0.5)
    #expect(setup.card.convert(CGPoint.zero, to: nil) == CGPoint(x: 200, y: 300))
    #expect(setup.stage.window.hitTest(CGPoint(x: 250, y: 350), with: nil) === setup.card)
    #expect(setup.stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === setup.background)
    #expect(completed.isEmpty)
    var ran = false
    UIView.performWithoutAnimation {
      setup.card.center = CGPoint(x: 10, y: 10)
      ran = true
    }
    #expect(ran && setup.card.center == CGPoint(x: 10, y: 10))
  }

  @Test("V2: the completion runs on the clock after delay + duration with finished true, never inside the call")
  func completionOnTheClock() {
    var setup = Setup()
    var log: [String] = []
    UIView.animate(
      withDuration: 0.3, delay: 0.2, options: [],
      animations: {
        setup.card.alpha = 0.2
        UIView.animate(withDuration: 0.1, animations: { setup.child.alpha = 0.5 }) { log.append("inner \($0)") }
      }, completion: { log.append("outer \($0)") })
    UIView.animate(withDuration: 0, animations: {}) { log.append("zero \($0)") }
    #expect(log.isEmpty, "never inside the call, even for a zero duration")
    setup.wait(0.05)
    #expect(log == ["zero true"])
    setup.wait(0.049)
    #expect(log == ["zero true"])
    setup.wait(0.002)
    #expect(log == ["zero true", "inner true"], "the nested animation keeps its own 0.1 s")
    setup.wait(0.39)
    #expect(log == ["zero true", "inner true"])
    setup.wait(0.02)
    #expect(log == ["zero true", "inner true", "outer true"], "0.2 s delay + 0.3 s")
  }

  @Test("V2: when no changed view is in a window nothing animates: the completion comes at once, after the call")
  func offWindowCompletesAtOnce() {
    var setup = Setup()
    setup.card.removeFromSuperview()
    var finished: [Bool] = []
    UIView.animate(withDuration: 2, animations: { setup.card.alpha = 0.3 }) { finished.append($0) }
    #expect(finished.isEmpty && setup.card.alpha == 0.3)
    setup.wait(0.01)
    #expect(finished == [true], "on the clock of the application whose window became key last")
    setup.background.addSubview(setup.card)
    #expect(setup.tapTarget(100, 100) == "card", "nothing holds it")
  }

  @Test("V2: a zero-duration completion started in an event runs after that event, before the next")
  func zeroDurationAfterTheEvent() {
    var setup = Setup()
    var log: [String] = []
    let card = setup.card
    card.onBegan = { _ in
      UIView.animate(withDuration: 0, animations: { card.alpha = 0.9 }) { _ in log.append("completion") }
      log.append("began")
    }
    setup.stage.touch(1, .began, 100, 100)
    #expect(log == ["began"])
    setup.stage.touch(1, .ended, 100, 100, after: 0)
    #expect(log == ["began", "completion"])
  }

  @Test("V3: views the block changes, and their subtrees, ignore touches until the completion; the property reads true")
  func animatedViewsIgnoreTouches() {
    var setup = Setup()
    UIView.animate(withDuration: 0.5, animations: { setup.card.backgroundColor = .red })
    #expect(setup.card.isUserInteractionEnabled)
    #expect(setup.card.hitTestExclusion == .animating)
    #expect(setup.tapTarget(100, 100) == "background")
    #expect(setup.tapTarget(65, 65) == "background", "the card's subtree is skipped too")
    setup.wait(0.5)
    #expect(setup.card.hitTestExclusion == nil)
    #expect(setup.tapTarget(100, 100) == "card")
    UIView.animate(withDuration: 0.5, delay: 0, options: .allowUserInteraction, animations: { setup.card.alpha = 0.7 })
    #expect(setup.tapTarget(100, 100) == "card", ".allowUserInteraction")
  }

  @Test("V3: a touch that began before the animation keeps its view (H9)")
  func touchKeepsItsView() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 100)
    UIView.animate(withDuration: 1, animations: { setup.card.center = CGPoint(x: 300, y: 600) })
    setup.stage.touch(1, .moved, 110, 100)
    setup.stage.touch(1, .ended, 110, 100)
    let lines = setup.stage.take().filter { $0.hasPrefix("card touches") }
    #expect(lines == ["card touchesBegan 1", "card touchesMoved 1", "card touchesEnded 1"])
    #expect(setup.tapTarget(300, 600) == "background", "held until the completion")
  }

  @Test("V3: transition(with:) holds the container; transition(from:to:) swaps the views at once")
  func transitions() {
    var setup = Setup()
    var finished = false
    UIView.transition(with: setup.card, duration: 0.3, options: .transitionCrossDissolve, animations: nil) {
      finished = $0
    }
    #expect(setup.tapTarget(100, 100) == "background")
    setup.wait(0.3)
    #expect(finished)
    let replacement = setup.stage.view("replacement", 50, 50, 100, 100, in: setup.stage.window)
    replacement.removeFromSuperview()
    UIView.transition(from: setup.card, to: replacement, duration: 0.2, options: [], completion: nil)
    #expect(setup.card.superview == nil && replacement.superview === setup.background)
  }

  @Test("V4: defaults, and inactive → active → inactive with .end on the clock")
  func animatorDefaults() {
    var setup = Setup()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      setup.card.center = CGPoint(x: 300, y: 300)
    }
    animator.addCompletion { positions.append($0) }
    #expect(animator.state == .inactive && !animator.isRunning && !animator.isReversed)
    #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
    #expect(!animator.isManualHitTestingEnabled && !animator.pausesOnCompletion)
    #expect(setup.card.center == CGPoint(x: 100, y: 100), "the blocks wait for the start")
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(setup.card.center == CGPoint(x: 300, y: 300))
    #expect(setup.tapTarget(300, 300) == "card", "isUserInteractionEnabled is true by default")
    setup.wait(0.4)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-9, "0.1 s of the tap and 0.4 s of 1 s")
    #expect(positions.isEmpty)
    setup.wait(0.49)
    #expect(positions.isEmpty)
    setup.wait(0.01)
    #expect(positions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
  }

  @Test("V4: paused and scrubbed, reversed and continued, it ends at .start with the start values")
  func animatorScrubReverse() {
    var setup = Setup()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) {
      setup.card.center = CGPoint(x: 300, y: 100)
    }
    animator.addCompletion { positions.append($0) }
    animator.fractionComplete = 0.4
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 0.4)
    #expect(setup.card.center == CGPoint(x: 300, y: 100), "model values are final once active")
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    setup.wait(0.39)
    #expect(positions.isEmpty)
    setup.wait(0.02)
    #expect(positions == [.start], "0.4 of 1 s back to the start")
    #expect(setup.card.center == CGPoint(x: 100, y: 100))
  }

  @Test("V4: stopAnimation(false) then finishAnimation(at: .current) leaves the values where they were")
  func animatorStopFinish() {
    var setup = Setup()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: [], animations: { setup.card.center = CGPoint(x: 300, y: 100) }
    ) { positions.append($0) }
    #expect(!animator.isUserInteractionEnabled, "runningPropertyAnimator follows .allowUserInteraction")
    #expect(setup.tapTarget(300, 100) == "background", "held while active (V3)")
    setup.wait(0.15)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(abs(setup.card.center.x - 150) < 1e-9, "a quarter of the way: 0.25 s of 1 s")
    #expect(setup.tapTarget(150, 100) == "card", "released when it stopped")
    animator.finishAnimation(at: .current)
    #expect(positions == [.current] && animator.state == .inactive)
    let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { setup.card.alpha = 0.5 }
    second.addCompletion { positions.append($0) }
    second.startAnimation()
    second.stopAnimation(true)
    setup.wait(2)
    #expect(second.state == .inactive && positions == [.current], "stopped without finishing: no completion")
  }

  @Test("V4: pausesOnCompletion keeps it active at the end; isUserInteractionEnabled false holds its views")
  func animatorPausesOnCompletion() {
    var setup = Setup()
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { setup.card.alpha = 0.5 }
    animator.pausesOnCompletion = true
    animator.isUserInteractionEnabled = false
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(setup.tapTarget(100, 100) == "background")
    setup.wait(1)
    #expect(positions.isEmpty && animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    animator.isUserInteractionEnabled = true
    #expect(setup.tapTarget(100, 100) == "card")
  }
}
