import Foundation
import Testing

@testable import ResponderKit

/// A delegate that writes what it hears, naming the animation by the value stored under "name".
private final class AnimationLog: CAAnimationDelegate {
  var lines: [String] = []
  func animationDidStart(_ anim: CAAnimation) { lines.append("start \(anim.value(forKey: "name") ?? "-")") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    lines.append("stop \(anim.value(forKey: "name") ?? "-") \(flag)")
  }
}

/// A target for display links.
@MainActor
private final class FrameCounter {
  var frames: [CFTimeInterval] = []
  var targets: [CFTimeInterval] = []
  func step(_ link: CADisplayLink) {
    frames.append(link.timestamp)
    targets.append(link.targetTimestamp)
  }
}

@MainActor
@Suite("Core Animation (V5–V8)")
struct CoreAnimationTests {
  /// A stage whose application is the shared one and whose window is key, so that free-standing
  /// layers and display links run on its clock, moved to `start`.
  static func stage(at start: TimeInterval = 1) -> Stage {
    var stage = Stage()
    UIApplication.shared = stage.app
    stage.advance(start)
    return stage
  }

  fileprivate static func fade(_ name: String, duration: CFTimeInterval = 0.5, log: AnimationLog? = nil)
    -> CABasicAnimation
  {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = duration
    animation.delegate = log
    animation.setValue(name, forKey: "name")
    return animation
  }

  @Test(
    "V5: an added animation starts at the current media time; the delegate hears start, then stop(true), on the clock")
  func delegateOrder() {
    var stage = Self.stage()
    let layer = CALayer()
    let log = AnimationLog()
    let original = Self.fade("fade", log: log)
    layer.add(original, forKey: "fade")
    #expect(log.lines.isEmpty, "never inside add")
    let running = layer.animation(forKey: "fade")
    #expect(running !== original, "the layer keeps a copy")
    #expect(running?.beginTime == 1, "beginTime 0 became the current media time")
    #expect(original.beginTime == 0)
    #expect(CACurrentMediaTime() == 1)
    #expect(layer.animationKeys() == ["fade"])
    stage.advance(0)
    #expect(log.lines == ["start fade"])
    stage.advance(0.499)
    #expect(log.lines == ["start fade"])
    stage.advance(0.002)
    #expect(log.lines == ["start fade", "stop fade true"])
    #expect(layer.animationKeys() == nil, "removed on completion")
  }

  @Test(
    "V5: removing, replacing or removing all stops an animation with finished false, on the clock; a kept one stays")
  func removal() {
    var stage = Self.stage()
    let layer = CALayer()
    let log = AnimationLog()
    layer.add(Self.fade("a", log: log), forKey: "a")
    layer.add(Self.fade("b", log: log), forKey: "b")
    stage.advance(0.1)
    #expect(log.lines == ["start a", "start b"])
    layer.removeAnimation(forKey: "a")
    layer.add(Self.fade("b2", log: log), forKey: "b")
    #expect(log.lines == ["start a", "start b"], "never inside the call")
    #expect(layer.animationKeys() == ["b"])
    stage.advance(0)
    #expect(log.lines == ["start a", "start b", "stop a false", "stop b false", "start b2"])
    layer.removeAllAnimations()
    stage.advance(0)
    #expect(log.lines.last == "stop b2 false")
    #expect(layer.animationKeys() == nil)

    let kept = Self.fade("kept", duration: 0.25, log: log)
    kept.isRemovedOnCompletion = false
    kept.fillMode = .forwards
    kept.toValue = 0.5
    layer.add(kept, forKey: "kept")
    stage.advance(1)
    #expect(log.lines.suffix(2) == ["start kept", "stop kept true"])
    #expect(layer.animationKeys() == ["kept"])
    #expect(layer.presentation()?.opacity == 0.5, "a forwards fill holds the end value")
    layer.removeAnimation(forKey: "kept")
    stage.advance(0)
    #expect(log.lines.last == "stop kept true", "a stopped animation does not stop again")
  }

  @Test("V5: duration 0 is 0.25 s; repeatCount, repeatDuration and autoreverses set the active duration")
  func activeDuration() {
    var stage = Self.stage()
    let layer = CALayer()
    let log = AnimationLog()
    let plain = Self.fade("plain", duration: 0, log: log)
    let repeated = Self.fade("repeated", duration: 0.25, log: log)
    repeated.repeatCount = 2
    repeated.autoreverses = true
    let limited = Self.fade("limited", duration: 0.25, log: log)
    limited.repeatDuration = 0.75
    let forever = Self.fade("forever", log: log)
    forever.repeatCount = .infinity
    for animation in [plain, repeated, limited, forever] { layer.add(animation, forKey: nil) }
    stage.advance(0.25)
    #expect(log.lines.filter { $0.hasPrefix("stop") } == ["stop plain true"])
    stage.advance(0.5)
    #expect(log.lines.filter { $0.hasPrefix("stop") } == ["stop plain true", "stop limited true"])
    stage.advance(0.25)
    #expect(
      log.lines.filter { $0.hasPrefix("stop") } == ["stop plain true", "stop limited true", "stop repeated true"])
    stage.advance(100)
    #expect(!log.lines.contains("stop forever true"))
    #expect(layer.animationKeys() == nil, "keyless animations have no key")
  }

  @Test("V5: actions: the delegate's, then actions, then defaultAction; NSNull is none; disableActions turns them off")
  func actions() {
    var stage = Self.stage()
    let layer = CALayer()
    layer.opacity = 0.5
    #expect(layer.animationKeys() == nil, "no implicit animation by default")
    let fade = CABasicAnimation()
    fade.duration = 1
    layer.actions = ["opacity": fade, "position": NSNull()]
    layer.opacity = 1
    #expect(layer.animationKeys() == ["opacity"])
    let added = layer.animation(forKey: "opacity") as? CABasicAnimation
    #expect(added?.keyPath == "opacity" && added?.fromValue as? Float == 0.5)
    layer.position = CGPoint(x: 5, y: 5)
    #expect(layer.animationKeys() == ["opacity"])
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.removeAllAnimations()
    layer.opacity = 0
    CATransaction.commit()
    #expect(layer.animationKeys() == nil)
    stage.advance(0.5)
    layer.opacity = 1
    stage.advance(0.5)
    #expect(layer.presentation()?.opacity == 0.5, "from the old value to the new, over the action's duration")
    #expect(layer.opacity == 1)
  }

  @Test("V5: value(forKey:) maps known keys to properties and stores the others, on layers and animations")
  func keyValueCoding() {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.setValue("card", forKey: "tag")
    animation.setValue(2.0, forKey: "duration")
    #expect(animation.value(forKey: "tag") as? String == "card")
    #expect(animation.duration == 2)
    #expect(animation.value(forKey: "keyPath") as? String == "position.x")
    #expect((animation.copy() as? CAAnimation)?.value(forKey: "tag") as? String == "card")
    let layer = CALayer()
    layer.setValue(0.25, forKey: "opacity")
    layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
    layer.setValue(7, forKeyPath: "position.y")
    layer.setValue("extra", forKey: "custom")
    #expect(layer.opacity == 0.25)
    #expect(layer.position == CGPoint(x: 3, y: 7))
    #expect(layer.value(forKeyPath: "position.x") as? Double == 3)
    #expect(layer.value(forKey: "custom") as? String == "extra")
    layer.setValue(2, forKeyPath: "transform.scale")
    #expect(layer.transform == CATransform3DMakeScale(2, 2, 2))
    let boxed = NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3))
    #expect(boxed.caTransform3DValue == CATransform3DMakeTranslation(1, 2, 3))
    layer.setValue(boxed, forKey: "transform")
    #expect(layer.transform == CATransform3DMakeTranslation(1, 2, 3))
  }

  @Test("V6: presentation() follows the running animations at the clock's time; the model is unchanged")
  func presentationFollowsTheClock() {
    var stage = Self.stage()
    let layer = CALayer()
    layer.position = CGPoint(x: 10, y: 20)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    layer.add(move, forKey: "move")
    let curved = CABasicAnimation(keyPath: "opacity")
    curved.fromValue = 0
    curved.toValue = 1
    curved.duration = 1
    curved.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(curved, forKey: "curved")
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.byValue = Double.pi
    turn.duration = 1
    layer.add(turn, forKey: "turn")
    stage.advance(0.25)
    let quarter = layer.presentation()
    #expect(quarter?.position == CGPoint(x: 25, y: 20))
    #expect(quarter?.model() === layer)
    #expect(layer.position == CGPoint(x: 10, y: 20) && layer.opacity == 1, "the model is unchanged")
    stage.advance(0.25)
    let half = layer.presentation()
    #expect(half?.position.x == 50)
    #expect(half?.opacity == 0.5, "ease in-out is half way at half time")
    let rotation = half?.value(forKeyPath: "transform.rotation.z") as? Double
    #expect(rotation.map { abs($0 - Double.pi / 2) < 1e-9 } == true)
    stage.advance(0.5)
    #expect(layer.presentation()?.position == CGPoint(x: 10, y: 20), "removed: the model again")
  }

  @Test("V6: fill modes: backwards shows the start before beginTime, forwards the end after; removed shows the model")
  func fillModes() {
    var stage = Self.stage()
    let layer = CALayer()
    let later = CABasicAnimation(keyPath: "cornerRadius")
    later.fromValue = 4
    later.toValue = 8
    later.duration = 1
    later.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
    later.fillMode = .both
    later.isRemovedOnCompletion = false
    layer.add(later, forKey: "later")
    #expect(layer.animation(forKey: "later")?.beginTime == 2)
    stage.advance(0.5)
    #expect(layer.presentation()?.cornerRadius == 4)
    stage.advance(1)
    #expect(layer.presentation()?.cornerRadius == 6)
    stage.advance(1)
    #expect(layer.presentation()?.cornerRadius == 8)
    later.fillMode = .removed
    layer.add(later, forKey: "later")
    #expect(layer.presentation()?.cornerRadius == 0)
  }

  @Test("V6: keyframes, springs, groups and shape and gradient properties follow the clock")
  func animationKinds() {
    var stage = Self.stage()
    let shape = CAShapeLayer()
    let keyframes = CAKeyframeAnimation(keyPath: "strokeEnd")
    keyframes.values = [0, 0.8, 1]
    keyframes.keyTimes = [0, 0.5, 1]
    keyframes.duration = 1
    shape.add(keyframes, forKey: "draw")
    let spring = CASpringAnimation(keyPath: "lineWidth")
    spring.fromValue = 0
    spring.toValue = 10
    spring.duration = spring.settlingDuration
    shape.add(spring, forKey: "spring")
    let group = CAAnimationGroup()
    let width = CABasicAnimation(keyPath: "bounds.size.width")
    width.fromValue = 0
    width.toValue = 40
    width.duration = 1
    let late = CABasicAnimation(keyPath: "strokeStart")
    late.fromValue = 0.5
    late.toValue = 1
    late.beginTime = 1
    late.duration = 1
    group.animations = [width, late]
    group.duration = 1.5
    shape.add(group, forKey: "group")
    stage.advance(0.25)
    let first = shape.presentation()
    #expect(first?.strokeEnd == 0.4)
    #expect(first?.bounds.width == 10)
    #expect(first?.strokeStart == 0, "a child before its beginTime shows nothing")
    let m = 1.0
    let k = 100.0
    let c = 10.0
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let u = exp(-zeta * omega * 0.25) * (cos(damped * 0.25) + zeta * omega / damped * sin(damped * 0.25))
    #expect(first.map { abs(Double($0.lineWidth) - 10 * (1 - u)) < 1e-9 } == true)
    stage.advance(0.5)
    let second = shape.presentation()
    #expect(second.map { abs($0.strokeEnd - 0.9) < 1e-12 } == true)
    stage.advance(0.5)
    #expect(shape.presentation()?.strokeStart == 0.625, "a quarter into the child, which began 1 s into the group")

    let gradient = CAGradientLayer()
    let stops = CABasicAnimation(keyPath: "locations")
    stops.fromValue = [0, 0.5]
    stops.toValue = [0.5, 1]
    stops.duration = 1
    gradient.add(stops, forKey: "stops")
    stage.advance(0.5)
    #expect(gradient.presentation()?.locations?.map(\.doubleValue) == [0.25, 0.75])
  }

  @Test("V6: UIView.animate: the view's layer's presentation moves from the old values to the new on the clock")
  func viewAnimationPresentation() {
    var stage = Self.stage()
    let card = stage.view("card", 0, 0, 100, 100, in: stage.window)
    UIView.animate(
      withDuration: 1, delay: 0.5, options: [.curveLinear],
      animations: {
        card.center = CGPoint(x: 150, y: 50)
        card.alpha = 0
      })
    #expect(card.center == CGPoint(x: 150, y: 50), "V1: the model is final")
    #expect(card.layer.animationKeys() == ["position", "opacity"])
    stage.advance(0.25)
    #expect(card.layer.presentation()?.position == CGPoint(x: 50, y: 50), "the delay shows the old value")
    stage.advance(0.5)
    #expect(card.layer.presentation()?.position == CGPoint(x: 75, y: 50))
    #expect(card.layer.presentation()?.opacity == 0.75)
    stage.advance(1)
    #expect(card.layer.presentation()?.position == CGPoint(x: 150, y: 50))
    #expect(card.layer.animationKeys() == nil)
  }

  @Test("V7: a layer's speed, beginTime and timeOffset scale and shift its animations' time; convertTime maps times")
  func layerTiming() {
    var stage = Self.stage()
    let parent = CALayer()
    let layer = CALayer()
    parent.addSublayer(layer)
    parent.speed = 2
    #expect(layer.convertTime(1, from: nil) == 2)
    #expect(layer.convertTime(2, to: nil) == 1)
    #expect(layer.convertTime(3, from: parent) == 3)
    let log = AnimationLog()
    layer.add(Self.fade("fast", duration: 1, log: log), forKey: "fast")
    #expect(layer.animation(forKey: "fast")?.beginTime == 2, "in the layer's time")
    stage.advance(0.25)
    #expect(layer.presentation()?.opacity == 0.5, "twice as fast")
    stage.advance(0.25)
    #expect(log.lines == ["start fast", "stop fast true"])

    // Pausing and resuming, as Apple's Technical Q&A QA1673 writes it.
    layer.add(Self.fade("paused", duration: 1, log: log), forKey: "paused")
    stage.advance(0.25)
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
    stage.advance(10)
    #expect(layer.presentation()?.opacity == 0.5)
    #expect(log.lines.count == 3, "stopped: no stop while paused")
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let sincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = sincePause
    #expect(layer.presentation()?.opacity == 0.5)
    stage.advance(0.125)
    #expect(layer.presentation()?.opacity == 0.75, "resumed at the parent's double speed")
    stage.advance(0.125)
    #expect(log.lines.last == "stop paused true")
  }

  @Test("V7: an animation's speed and timeOffset: faster, and starting part-way then wrapping round")
  func animationTiming() {
    var stage = Self.stage()
    let layer = CALayer()
    let fast = CABasicAnimation(keyPath: "zPosition")
    fast.fromValue = 0
    fast.toValue = 1
    fast.duration = 1
    fast.speed = 4
    layer.add(fast, forKey: "fast")
    let offset = CABasicAnimation(keyPath: "cornerRadius")
    offset.fromValue = 0
    offset.toValue = 8
    offset.duration = 1
    offset.timeOffset = 0.5
    layer.add(offset, forKey: "offset")
    stage.advance(0.125)
    #expect(layer.presentation()?.zPosition == 0.5)
    #expect(layer.presentation()?.cornerRadius == 5)
    stage.advance(0.5)
    #expect(layer.presentation()?.zPosition == 0, "ended after a quarter second")
    #expect(layer.presentation()?.cornerRadius == 1, "wrapped round to the start")
  }

  @Test("V8: a display link fires once per frame on the clock with the frame's timestamp and the next's target")
  func displayLinkFrames() {
    var stage = Self.stage(at: 0)
    let counter = FrameCounter()
    let link = CADisplayLink(target: counter, selector: FrameCounter.step)
    #expect(link.timestamp == 0 && link.targetTimestamp == 0)
    link.add(to: .main, forMode: .common)
    #expect(counter.frames.isEmpty, "never inside add")
    stage.advance(0.055)
    let frame: CFTimeInterval = 1.0 / 60
    let firstFrames: [CFTimeInterval] = [1, 2, 3].map { Double($0) / 60 }
    let firstTargets: [CFTimeInterval] = [2, 3, 4].map { Double($0) / 60 }
    #expect(frame == link.duration)
    #expect(counter.frames == firstFrames)
    #expect(counter.targets == firstTargets)
    link.isPaused = true
    stage.advance(0.095)
    #expect(counter.frames.count == 3)
    link.isPaused = false
    link.preferredFramesPerSecond = 30
    stage.advance(0.06)
    let everyOther: [CFTimeInterval] = [10, 12].map { Double($0) / 60 }
    let lastTarget: CFTimeInterval = Double(14) / 60
    #expect(Array(counter.frames.suffix(2)) == everyOther, "every other frame")
    #expect(counter.targets.last == lastTarget)
    link.invalidate()
    stage.advance(1)
    #expect(counter.frames.count == 5)
  }

  @Test("V5: a transition and a group run on the clock; only the group's delegate hears them")
  func transitionAndGroup() {
    var stage = Self.stage()
    let layer = CALayer()
    let log = AnimationLog()
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromRight
    transition.duration = 0.5
    transition.delegate = log
    transition.setValue("push", forKey: "name")
    layer.add(transition, forKey: kCATransitionKey)
    let child = Self.fade("child", log: log)
    let group = CAAnimationGroup()
    group.animations = [child]
    group.duration = 0.25
    group.delegate = log
    group.setValue("group", forKey: "name")
    layer.add(group, forKey: "group")
    #expect(layer.animationKeys() == ["transition", "group"])
    #expect(layer.presentation()?.opacity == 0, "the child, at its start")
    stage.advance(1)
    #expect(log.lines == ["start push", "start group", "stop group true", "stop push true"])
  }
}

/// The key Core Animation adds a transition under.
private let kCATransitionKey = "transition"
