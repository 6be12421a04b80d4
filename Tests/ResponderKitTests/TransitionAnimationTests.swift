import Foundation
import Testing

@testable import ResponderKit

/// A delegate that writes what it hears, naming the transition by its type and subtype.
private final class TransitionLog: CAAnimationDelegate {
  var lines: [String] = []
  private func name(_ anim: CAAnimation) -> String {
    guard let transition = anim as? CATransition else { return "?" }
    return transition.type.rawValue + (transition.subtype.map { "/" + $0.rawValue } ?? "")
  }
  func animationDidStart(_ anim: CAAnimation) { lines.append("start \(name(anim))") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(name(anim)) \(flag)") }
}

@MainActor
@Suite("Layer transitions (V5)", .serialized)
struct TransitionAnimationTests {
  private func transition(
    _ type: CATransitionType, _ subtype: CATransitionSubtype?, duration: CFTimeInterval, log: TransitionLog
  ) -> CATransition {
    let transition = CATransition()
    transition.type = type
    transition.subtype = subtype
    transition.duration = duration
    transition.delegate = log
    return transition
  }

  @Test(
    "V5: a CATransition of each type and subtype runs on the clock under kCATransition: start, then stop(true) at its end, then gone"
  )
  func runsOnTheClock() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    let kinds: [(CATransitionType, CATransitionSubtype?)] = [
      (.fade, nil), (.moveIn, .fromLeft), (.push, .fromRight), (.reveal, .fromTop), (.push, .fromBottom),
    ]
    for (type, subtype) in kinds {
      let log = TransitionLog()
      card.layer.add(transition(type, subtype, duration: 0.4, log: log), forKey: "swap")
      let name = type.rawValue + (subtype.map { "/" + $0.rawValue } ?? "")
      #expect(log.lines.isEmpty, "never inside add")
      #expect(kCATransition == "transition")
      #expect(card.layer.animationKeys() == [kCATransition], "whatever key it was given")
      let running = card.layer.animation(forKey: kCATransition) as? CATransition
      #expect(running?.type == type && running?.subtype == subtype)
      stage.advance(0)
      #expect(log.lines == ["start \(name)"])
      stage.advance(0.399)
      #expect(card.layer.animation(forKey: kCATransition) != nil, "present while it runs")
      #expect(card.layer.presentation()?.position == card.layer.position, "it moves no property")
      stage.advance(0.002)
      #expect(log.lines == ["start \(name)", "stop \(name) true"])
      #expect(card.layer.animationKeys() == nil, "removed on completion")
    }
  }

  @Test(
    "V5: a new transition replaces a running one, which stops with false; one kept after its end stays until removed")
  func replacedAndKept() {
    var stage = CoreAnimationTests.stage()
    let layer = CALayer()
    let log = TransitionLog()
    layer.add(transition(.fade, nil, duration: 1, log: log), forKey: nil)
    stage.advance(0.5)
    let kept = transition(.push, .fromLeft, duration: 0.5, log: log)
    kept.isRemovedOnCompletion = false
    layer.add(kept, forKey: "other")
    stage.advance(0)
    #expect(log.lines == ["start fade", "stop fade false", "start push/fromLeft"])
    stage.advance(0.6)
    #expect(log.lines.last == "stop push/fromLeft true")
    #expect(layer.animationKeys() == [kCATransition], "kept without isRemovedOnCompletion")
    layer.removeAnimation(forKey: kCATransition)
    stage.advance(0)
    #expect(layer.animationKeys() == nil && log.lines.count == 4, "already stopped: no second stop")
  }

  @Test("V3/V5: a view whose layer is transitioning takes touches, as on iOS; UIView.transition(with:) holds it")
  func holdsNoView() {
    var stage = CoreAnimationTests.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    card.layer.add(transition(.fade, nil, duration: 1, log: TransitionLog()), forKey: nil)
    stage.advance(0.5)
    #expect(card.layer.animation(forKey: kCATransition) != nil)
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === card)
    UIView.transition(with: card, duration: 1, options: .transitionCrossDissolve, animations: nil)
    #expect(stage.window.hitTest(CGPoint(x: 50, y: 50), with: nil) !== card, "UIView's method holds it (V3)")
  }
}
