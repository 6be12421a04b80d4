import Foundation
import Testing

@testable import ResponderKit

/// A custom recognizer (the subclass API) whose decisions the test scripts, logging its calls.
final class ScriptedGesture: UIGestureRecognizer {
  let label: String
  let log: CallLog
  var onBegan: ((ScriptedGesture) -> Void)?
  var onMoved: ((ScriptedGesture) -> Void)?
  var onEnded: ((ScriptedGesture) -> Void)?

  init(_ name: String, log: CallLog) {
    self.label = name
    self.log = log
    super.init(target: nil, action: nil)
    let log = log
    addTarget(log) { _ in { recognizer in log.add("\(name) action \(recognizer.state)") } }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log.add("\(label) touchesBegan \(fingers(touches))")
    onBegan?(self)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    log.add("\(label) touchesMoved \(fingers(touches))")
    onMoved?(self)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log.add("\(label) touchesEnded \(fingers(touches))")
    onEnded?(self)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    log.add("\(label) touchesCancelled \(fingers(touches))")
    if state == .possible { state = .failed } else if state == .began || state == .changed { state = .cancelled }
  }
  override func reset() {
    log.add("\(label) reset")
    super.reset()
  }
}

/// Logs a built-in recognizer's actions with its state.
@MainActor
func logActions(_ recognizer: UIGestureRecognizer, _ name: String, _ log: CallLog) {
  recognizer.addTarget(log) { _ in { r in log.add("\(name) action \(r.state)") } }
}

/// A delegate with scripted answers.
final class Answers: UIGestureRecognizerDelegate {
  var begin = true
  var receive = true
  var simultaneous = false
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { begin }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { simultaneous }
}

/// A view that vetoes recognizers through `gestureRecognizerShouldBegin(_:)` (G10, G11).
final class VetoView: ProbeView {
  var veto = false
  /// How many times the engine asked.
  var asked = 0
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    asked += 1
    return !veto
  }
}

@MainActor
@Suite("Gesture recognizers (G)")
struct GestureTests {
  /// The non-hit-test lines of the log.
  func calls(_ stage: Stage) -> [String] {
    stage.take().filter { !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") && !$0.hasPrefix("note") }
  }

  func touchView(_ stage: Stage) -> ProbeView {
    let view = stage.view("view", 0, 0, 400, 800, in: stage.window)
    view.consumes = ["began", "moved", "ended", "cancelled"]
    return view
  }

  @Test("G1: recognizers get each phase before the hit-test view")
  func g1Order() {
    var stage = Stage()
    let view = touchView(stage)
    view.addGestureRecognizer(ScriptedGesture("gr", log: stage.log))
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 12, 10)
    #expect(calls(stage) == ["gr touchesBegan 1", "view touchesBegan 1", "gr touchesMoved 1", "view touchesMoved 1"])
  }

  @Test("G2: a discrete recognizer sends one action; a continuous one at began, changed, ended")
  func g2DiscreteAndContinuous() {
    var stage = Stage()
    let view = touchView(stage)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    logActions(tap, "tap", stage.log)
    view.addGestureRecognizer(tap)
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "tap action ended", "view touchesCancelled 1"])
    view.removeGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    logActions(pan, "pan", stage.log)
    view.addGestureRecognizer(pan)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 30, 10)
    stage.touch(1, .moved, 40, 10)
    stage.touch(1, .ended, 40, 10)
    #expect(
      calls(stage) == [
        "view touchesBegan 1", "pan action began", "view touchesCancelled 1", "pan action changed", "pan action ended",
      ])
  }

  @Test("G3: recognition sends the action, then cancels the view's touches; a long press begins on its timer")
  func g3Cancels() {
    var stage = Stage()
    let view = touchView(stage)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    logActions(press, "lp", stage.log)
    view.addGestureRecognizer(press)
    stage.touch(1, .began, 10, 10)
    #expect(calls(stage) == ["view touchesBegan 1"])
    (stage.app.clock as! VirtualClock).advance(to: stage.time + 0.5)
    #expect(calls(stage) == ["lp action began", "view touchesCancelled 1"], "no input needed")
    stage.touch(1, .ended, 10, 10, after: 0.6)
    #expect(calls(stage) == ["lp action ended"], "the view gets nothing more")
  }

  @Test("G4: with cancelsTouchesInView false the view keeps its touches")
  func g4NoCancel() {
    var stage = Stage()
    let view = touchView(stage)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.cancelsTouchesInView = false
    logActions(tap, "tap", stage.log)
    view.addGestureRecognizer(tap)
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "tap action ended", "view touchesEnded 1"])
  }

  @Test("G5: delaysTouchesBegan withholds the touches; recognized: never seen; failed: replayed in order")
  func g5DelaysBegan() {
    var stage = Stage()
    let view = touchView(stage)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.delaysTouchesBegan = true
    logActions(tap, "tap", stage.log)
    view.addGestureRecognizer(tap)
    stage.tap(10, 10)
    #expect(calls(stage) == ["tap action ended"])
    stage.touch(1, .began, 10, 10, after: 1)
    stage.touch(1, .moved, 20, 10)
    #expect(calls(stage).isEmpty)
    stage.touch(1, .moved, 100, 10)  // 90 pt: the tap fails
    #expect(calls(stage) == ["view touchesBegan 1", "view touchesMoved 1", "view touchesMoved 1"])
    stage.touch(1, .ended, 100, 10)
    #expect(calls(stage) == ["view touchesEnded 1"])
  }

  @Test("G5, G6: every phase queued behind a held touchesBegan is replayed in order, however many")
  func g5LongQueue() {
    var stage = Stage()
    let view = touchView(stage)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    double.delaysTouchesBegan = true
    view.addGestureRecognizer(double)
    // 20 moves within the tap's allowable movement, then the lift: the view is owed 22 phases
    // while the double tap waits for its second tap.
    stage.touch(1, .began, 10, 10)
    for step in 1...20 { stage.touch(1, .moved, 10 + Double(step) * 0.1, 10, after: 0.01) }
    stage.touch(1, .ended, 12, 10, after: 0.01)
    #expect(calls(stage).isEmpty)
    (stage.app.clock as! VirtualClock).advance(to: stage.time + 0.35)
    #expect(
      calls(stage)
        == ["view touchesBegan 1"] + Array(repeating: "view touchesMoved 1", count: 20) + ["view touchesEnded 1"])
  }

  @Test("G6: delaysTouchesEnded holds touchesEnded until the recognizers decide; false delivers at once")
  func g6DelaysEnded() {
    var stage = Stage()
    let view = touchView(stage)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    logActions(double, "double", stage.log)
    view.addGestureRecognizer(double)
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1"])
    (stage.app.clock as! VirtualClock).advance(to: stage.time + 0.35)
    #expect(calls(stage) == ["view touchesEnded 1"], "released when the double tap fails")
    double.delaysTouchesEnded = false
    stage.time += 1
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "view touchesEnded 1"])
  }

  @Test("G6: touches that began in different dispatches are cancelled in separate calls, oldest first")
  func g6SeparateCancels() {
    var stage = Stage()
    let view = touchView(stage)
    view.isMultipleTouchEnabled = true
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    logActions(double, "double", stage.log)
    view.addGestureRecognizer(double)
    stage.touch(3, .began, 10, 10)
    stage.touch(3, .ended, 10, 10)
    stage.touch(2, .began, 12, 10)
    stage.touch(2, .ended, 12, 10)
    #expect(
      calls(stage) == [
        "view touchesBegan 3", "view touchesBegan 2", "double action ended", "view touchesCancelled 3",
        "view touchesCancelled 2",
      ], "Apple's example: began, began, cancelled, cancelled; the older touch first whatever its finger number")
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    logActions(pan, "pan", stage.log)
    view.removeGestureRecognizer(double)
    view.addGestureRecognizer(pan)
    stage.send([(1, .began, 100, 100), (2, .began, 200, 100)], after: 1)
    stage.touch(3, .began, 300, 100)
    stage.send([(1, .moved, 100, 160), (2, .moved, 200, 160), (3, .moved, 300, 160)])
    #expect(
      calls(stage) == [
        "view touchesBegan 1,2", "view touchesBegan 3", "pan action began", "view touchesCancelled 1,2",
        "view touchesCancelled 3",
      ], "fingers that came down together stay together (T5)")
    stage.send([(1, .ended, 100, 160), (2, .ended, 200, 160), (3, .ended, 300, 160)])
  }

  @Test("G7: a recognizer that failed gets no more touches; the view gets the rest")
  func g7Failure() {
    var stage = Stage()
    let view = touchView(stage)
    let gesture = ScriptedGesture("gr", log: stage.log)
    gesture.onMoved = { $0.state = .failed }
    view.addGestureRecognizer(gesture)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 20, 10)
    stage.touch(1, .moved, 30, 10)
    stage.touch(1, .ended, 30, 10)
    #expect(
      calls(stage) == [
        "gr touchesBegan 1", "view touchesBegan 1", "gr touchesMoved 1", "view touchesMoved 1", "view touchesMoved 1",
        "view touchesEnded 1", "gr reset",
      ])
  }

  @Test("G8: the first to recognize fails the others, unless a delegate allows both")
  func g8Exclusivity() {
    var stage = Stage()
    let view = touchView(stage)
    let inner = UITapGestureRecognizer(target: nil, action: nil)
    let outer = UITapGestureRecognizer(target: nil, action: nil)
    logActions(inner, "inner", stage.log)
    logActions(outer, "outer", stage.log)
    view.addGestureRecognizer(inner)
    stage.window.addGestureRecognizer(outer)
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "inner action ended", "view touchesCancelled 1"])
    #expect(outer.state == .possible, "failed, then reset")
    let answers = Answers()
    answers.simultaneous = true
    outer.delegate = answers
    stage.tap(10, 10)
    #expect(
      calls(stage) == ["view touchesBegan 1", "inner action ended", "view touchesCancelled 1", "outer action ended"])
  }

  @Test("G8: a recognizer that had begun is cancelled, with an action, when another wins")
  func g8CancelsBegan() {
    var stage = Stage()
    let view = touchView(stage)
    let first = ScriptedGesture("first", log: stage.log)
    first.onBegan = { $0.state = .began }
    let second = ScriptedGesture("second", log: stage.log)
    second.onMoved = { $0.state = .began }
    let answers = Answers()
    answers.simultaneous = false
    view.addGestureRecognizer(second)
    view.addGestureRecognizer(first)
    second.cancelsTouchesInView = false
    first.cancelsTouchesInView = false
    stage.touch(1, .began, 10, 10)
    #expect(first.state == .began && second.state == .failed, "first began and failed the other")
    _ = calls(stage)
  }

  @Test("G9: a single tap that requires a double tap to fail waits for it")
  func g9RequireToFail() {
    var stage = Stage()
    let view = touchView(stage)
    let single = UITapGestureRecognizer(target: nil, action: nil)
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    logActions(single, "single", stage.log)
    logActions(double, "double", stage.log)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1"], "single waits")
    (stage.app.clock as! VirtualClock).advance(to: stage.time + 0.35)
    #expect(calls(stage) == ["single action ended", "view touchesCancelled 1"])
    stage.time += 1
    stage.tap(10, 10)
    stage.tap(12, 10)
    #expect(
      calls(stage) == [
        "view touchesBegan 1", "view touchesBegan 1", "double action ended", "view touchesCancelled 1",
        "view touchesCancelled 1",
      ], "the first tap's held touchesEnded and the second tap's touch are cancelled in separate calls (G6)")
    #expect(single.state == .possible && double.state == .possible, "both reset")
  }

  @Test("G9: a cycle of failure requirements is reported and broken, not hung")
  func g9Cycle() {
    var stage = Stage()
    let view = touchView(stage)
    let a = ScriptedGesture("a", log: stage.log)
    let b = ScriptedGesture("b", log: stage.log)
    a.require(toFail: b)
    b.require(toFail: a)
    a.onEnded = { $0.state = .recognized }
    b.onEnded = { $0.state = .recognized }
    view.addGestureRecognizer(a)
    view.addGestureRecognizer(b)
    stage.tap(10, 10)
    let lines = stage.take()
    #expect(lines.contains("note error(failureCycle)"))
    #expect(lines.contains("a action ended") != lines.contains("b action ended"), "exactly one wins")
  }

  @Test("G10: the delegate and the hit-test view can veto; shouldReceive keeps touches away")
  func g10Vetoes() {
    var stage = Stage()
    let view = VetoView("view", CGRect(x: 0, y: 0, width: 400, height: 800), log: stage.log)
    view.consumes = ["began", "ended", "cancelled"]
    stage.window.addSubview(view)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    logActions(tap, "tap", stage.log)
    stage.window.addGestureRecognizer(tap)
    let answers = Answers()
    tap.delegate = answers
    answers.begin = false
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "view touchesEnded 1"])
    answers.begin = true
    view.veto = true
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "view touchesEnded 1"], "the hit-test view says no")
    view.veto = false
    let gesture = ScriptedGesture("gr", log: stage.log)
    let refuse = Answers()
    refuse.receive = false
    gesture.delegate = refuse
    view.addGestureRecognizer(gesture)
    stage.tap(10, 10)
    #expect(!stage.log.lines.contains { $0.hasPrefix("gr ") })
  }

  @Test("G10: the hit-test view of every touch is asked, but only when recognition would cancel its touches")
  func g10ViewAskedOnlyWhenCancelling() {
    var stage = Stage()
    let left = VetoView("left", CGRect(x: 0, y: 0, width: 200, height: 800), log: stage.log)
    let right = VetoView("right", CGRect(x: 200, y: 0, width: 200, height: 800), log: stage.log)
    for view in [left, right] {
      view.consumes = ["began", "ended", "cancelled"]
      stage.window.addSubview(view)
    }
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    tap.numberOfTouchesRequired = 2
    logActions(tap, "tap", stage.log)
    stage.window.addGestureRecognizer(tap)
    right.veto = true
    stage.send([(1, .began, 100, 10), (2, .began, 300, 10)])
    stage.send([(1, .ended, 100, 10), (2, .ended, 300, 10)])
    #expect(left.asked == 1 && right.asked == 1, "each touch's view is asked once, in touch order")
    #expect(
      calls(stage) == [
        "left touchesBegan 1", "right touchesBegan 2", "left touchesEnded 1", "right touchesEnded 2",
      ], "the second touch's view said no: the tap failed")
    tap.cancelsTouchesInView = false
    left.veto = true
    stage.send([(1, .began, 100, 10), (2, .began, 300, 10)], after: 1)
    stage.send([(1, .ended, 100, 10), (2, .ended, 300, 10)])
    #expect(left.asked == 1 && right.asked == 1, "not asked: the views keep their touches")
    #expect(
      calls(stage) == [
        "left touchesBegan 1", "right touchesBegan 2", "tap action ended", "left touchesEnded 1",
        "right touchesEnded 2",
      ])
  }

  @Test("G12: every recognizer is reset after the sequence; disabling cancels one that began")
  func g12ResetAndDisable() {
    var stage = Stage()
    let view = touchView(stage)
    let gesture = ScriptedGesture("gr", log: stage.log)
    gesture.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
    gesture.cancelsTouchesInView = false
    view.addGestureRecognizer(gesture)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 20, 10)
    _ = calls(stage)
    gesture.isEnabled = false
    #expect(calls(stage) == ["gr action cancelled"])
    stage.touch(1, .ended, 20, 10)
    #expect(calls(stage) == ["view touchesEnded 1", "gr reset"])
    stage.tap(10, 10)
    #expect(calls(stage) == ["view touchesBegan 1", "view touchesEnded 1"], "a disabled recognizer stays out")
  }

  @Test("G13: recognizers are served from the hit-test view outward, each view's in the order added")
  func g13Order() {
    var stage = Stage()
    let outer = stage.view("outer", 0, 0, 400, 800, in: stage.window)
    let inner = stage.view("inner", 0, 0, 200, 200, in: outer)
    inner.consumes = ["began"]
    for (name, view) in [("w", stage.window as UIView), ("o1", outer), ("o2", outer), ("i1", inner), ("i2", inner)] {
      view.addGestureRecognizer(ScriptedGesture(name, log: stage.log))
    }
    stage.touch(1, .began, 10, 10)
    #expect(
      calls(stage) == [
        "i1 touchesBegan 1", "i2 touchesBegan 1", "o1 touchesBegan 1", "o2 touchesBegan 1", "w touchesBegan 1",
        "inner touchesBegan 1",
      ])
    #expect(stage.app.dispatcher.table.liveFingers.count == 1)
  }

  @Test("G14: a tap recognizer never prevents one that needs more taps")
  func g14TapCounts() {
    let one = UITapGestureRecognizer(target: nil, action: nil)
    let two = UITapGestureRecognizer(target: nil, action: nil)
    two.numberOfTapsRequired = 2
    #expect(!one.canPrevent(two) && two.canPrevent(one))
    #expect(one.cancelsTouchesInView && !one.delaysTouchesBegan && one.delaysTouchesEnded)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTouchesRequired == 1)
    #expect(UISwipeGestureRecognizer().direction == .right)
  }

  @Test("G14: pan translation and least-squares velocity match hand-computed values")
  func g14PanVelocity() {
    var stage = Stage()
    let view = touchView(stage)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    stage.touch(1, .began, 100, 100, after: 0)
    // Samples at t = 0.02, 0.04, 0.06 at x = 110, 130, 140 (and t = 0 at x = 100).
    stage.touch(1, .moved, 110, 100, after: 0.02)
    stage.touch(1, .moved, 130, 100, after: 0.02)
    stage.touch(1, .moved, 140, 104, after: 0.02)
    #expect(pan.translation(in: view) == CGPoint(x: 40, y: 4))
    // Least squares over (0, 100), (0.02, 110), (0.04, 130), (0.06, 140): mean t 0.03, mean x 120;
    // Σ dt·dx = (−0.03)(−20) + (−0.01)(−10) + (0.01)(10) + (0.03)(20) = 1.4; Σ dt² = 0.002 → 700.
    // y: Σ dt·dy = 0.03 · 3 + … : points 100, 100, 100, 104 (mean 101) → (−0.03)(−1) + (−0.01)(−1) + (0.01)(−1) + (0.03)(3) = 0.12 → 60.
    let velocity = pan.velocity(in: view)
    #expect(abs(velocity.x - 700) < 1e-6 && abs(velocity.y - 60) < 1e-6)
    pan.setTranslation(.zero, in: view)
    #expect(pan.translation(in: view) == .zero)
    stage.touch(1, .moved, 150, 104, after: 0.02)
    #expect(pan.translation(in: view) == CGPoint(x: 10, y: 0))
    let scaled = stage.view("scaled", 0, 0, 100, 100, in: stage.window)
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(pan.translation(in: scaled) == CGPoint(x: 5, y: 0), "in a view scaled by 2, half the points")
  }

  @Test("G14: translation in a moved, scrolled view is the fingers' movement; under a rotated ancestor it turns")
  func g14TranslationThroughOffsetsAndTransforms() {
    var stage = Stage()
    let view = touchView(stage)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    // Offsets only (a frame away from the origin, a scrolled bounds): the window's map to the
    // view moves both points alike. (Away from the finger, which stays on `view`.)
    let container = stage.view("container", 250, 400, 100, 100, in: stage.window)
    container.bounds.origin = CGPoint(x: 0, y: 30)
    let inner = stage.view("inner", 20, 10, 50, 50, in: container)
    stage.touch(1, .began, 100, 100, after: 0)
    stage.touch(1, .moved, 140, 104, after: 0.02)
    #expect(pan.translation(in: inner) == CGPoint(x: 40, y: 4))
    // Rotated a quarter turn: the window's (40, 4) is (4, −40) in the rotated view.
    container.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let turned = pan.translation(in: inner)
    #expect(abs(turned.x - 4) < 1e-9 && abs(turned.y + 40) < 1e-9)
    #expect(pan.translation(in: view) == CGPoint(x: 40, y: 4))
  }

  @Test("G14: a pan's velocity counts the lift and forgets samples older than 0.1 s, even when none arrives")
  func g14VelocityWindow() {
    var stage = Stage()
    let view = touchView(stage)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    var atEnd: [CGPoint] = []
    pan.addTarget(
      stage.window, action: { (_: UIWindow) in { if pan.state == .ended { atEnd.append(pan.velocity(in: nil)) } } })
    // 500 pt/s for 0.1 s, then the finger rests: 0.2 s later, with no new sample, no speed is left.
    stage.touch(1, .began, 100, 100, after: 0)
    for step in 1...5 { stage.touch(1, .moved, 100 + CGFloat(step) * 10, 100, after: 0.02) }
    #expect(abs(pan.velocity(in: nil).x - 500) < 1e-6)
    (stage.app.clock as? VirtualClock)?.advance(to: stage.time + 0.2)
    #expect(pan.velocity(in: nil) == .zero)
    stage.touch(1, .ended, 150, 100, after: 0.3)
    #expect(atEnd == [.zero], "stopped, then lifted: no fling")
    // Lifting while moving: the lift is the last sample. Least squares over (0, 100), (0.02, 110),
    // (0.04, 120) and the lift (0.06, 140): Σ dt·dx = 1.3, Σ dt² = 0.002 → 650 (500 without it).
    stage.touch(1, .began, 100, 100, after: 1)
    stage.touch(1, .moved, 110, 100, after: 0.02)
    stage.touch(1, .moved, 120, 100, after: 0.02)
    stage.touch(1, .ended, 140, 100, after: 0.02)
    #expect(atEnd.count == 2 && abs(atEnd[1].x - 650) < 1e-6 && atEnd[1].y == 0)
  }

  @Test("G14: pinch scale and velocity, rotation and its velocity")
  func g14PinchAndRotation() {
    var stage = Stage()
    let view = touchView(stage)
    let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    let rotation = UIRotationGestureRecognizer(target: nil, action: nil)
    let both = Answers()
    both.simultaneous = true
    pinch.delegate = both
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(rotation)
    stage.send([(1, .began, 100, 100), (2, .began, 200, 100)], after: 0)
    stage.send([(1, .moved, 50, 100), (2, .moved, 250, 100)], after: 0.1)
    #expect(pinch.state == .began && pinch.scale == 2)
    #expect(abs(pinch.velocity - 10) < 1e-9, "scale 1 → 2 in 0.1 s")
    // Turn the pair a quarter turn about their midpoint (150, 100).
    stage.send([(1, .moved, 150, 0), (2, .moved, 150, 200)], after: 0.1)
    #expect(rotation.state == .began && abs(rotation.rotation - .pi / 2) < 1e-9)
    #expect(abs(rotation.velocity - (.pi / 2) / 0.1) < 1e-6)
    stage.send([(1, .ended, 150, 0), (2, .ended, 150, 200)], after: 0.1)
    #expect(pinch.state == .possible && rotation.state == .possible, "ended, then reset")
  }

  @Test("G14: swipes recognize in their directions only; screen-edge pans start at an edge")
  func g14SwipeAndEdge() {
    var stage = Stage()
    let view = touchView(stage)
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    logActions(swipe, "swipe", stage.log)
    view.addGestureRecognizer(swipe)
    stage.touch(1, .began, 100, 100)
    stage.touch(1, .moved, 140, 102, after: 0.03)
    #expect(calls(stage) == ["view touchesBegan 1", "swipe action ended", "view touchesCancelled 1"])
    stage.touch(1, .ended, 140, 102)
    stage.touch(1, .began, 200, 100, after: 1)
    stage.touch(1, .moved, 150, 100, after: 0.03)
    stage.touch(1, .ended, 150, 100)
    #expect(!calls(stage).contains("swipe action ended"), "a leftward swipe does not count")
    view.removeGestureRecognizer(swipe)
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    edge.edges = .left
    logActions(edge, "edge", stage.log)
    view.addGestureRecognizer(edge)
    stage.touch(1, .began, 200, 100, after: 1)
    stage.touch(1, .moved, 260, 100)
    stage.touch(1, .ended, 260, 100)
    #expect(!calls(stage).contains("edge action began"), "not from the edge")
    stage.touch(1, .began, 5, 100, after: 1)
    stage.touch(1, .moved, 60, 100)
    stage.touch(1, .ended, 60, 100)
    #expect(calls(stage).contains("edge action began"))
  }

  @Test("G2: an illegal state change is reported and corrected as UIKit's setState: does")
  func illegalTransition() {
    var stage = Stage()
    let view = touchView(stage)
    let gesture = ScriptedGesture("gr", log: stage.log)
    gesture.cancelsTouchesInView = false
    view.addGestureRecognizer(gesture)
    let error = "note error(illegalStateTransition)"
    // possible → changed becomes began.
    gesture.onBegan = { $0.state = .changed }
    stage.touch(1, .began, 10, 10)
    #expect(gesture.state == .began)
    #expect(stage.log.lines.filter { $0 == error }.count == 1)
    #expect(calls(stage) == ["gr touchesBegan 1", "gr action began", "view touchesBegan 1"])
    // began → failed becomes cancelled.
    gesture.onMoved = { $0.state = .failed }
    stage.touch(1, .moved, 20, 10)
    #expect(stage.log.lines.filter { $0 == error }.count == 1)
    #expect(calls(stage) == ["gr touchesMoved 1", "gr action cancelled", "view touchesMoved 1"])
    // A change out of a final state is ignored until the reset.
    gesture.onMoved = { $0.state = .began }
    stage.touch(1, .moved, 30, 10)
    #expect(!stage.log.lines.contains("gr touchesMoved 1"), "a cancelled recognizer gets no more touches")
    gesture.state = .began
    #expect(gesture.state == .cancelled && stage.log.lines.contains(error))
    stage.touch(1, .ended, 30, 10)
    _ = calls(stage)
    #expect(gesture.state == .possible, "reset after the sequence")
    // possible → cancelled becomes failed.
    gesture.onBegan = { $0.state = .cancelled }
    stage.touch(1, .began, 10, 10, after: 1)
    #expect(gesture.state == .failed)
    #expect(stage.log.lines.filter { $0 == error }.count == 1)
    #expect(!calls(stage).contains { $0.hasPrefix("gr action") }, "a failure sends no action")
    stage.touch(1, .ended, 10, 10)
  }

  @Test("G2: a recognizer used on its own is corrected by the same table")
  func illegalTransitionAlone() {
    let log = CallLog()
    let gesture = ScriptedGesture("gr", log: log)
    gesture.state = .changed
    #expect(gesture.state == .began)
    gesture.state = .failed
    #expect(gesture.state == .cancelled)
    gesture.state = .began
    #expect(gesture.state == .cancelled, "out of a final state: ignored")
    let other = ScriptedGesture("other", log: log)
    other.state = .cancelled
    #expect(other.state == .failed)
    #expect(UIGestureRecognizer.correction(from: .possible, to: .possible) == nil)
    #expect(UIGestureRecognizer.correction(from: .changed, to: .changed) == .changed)
    #expect(UIGestureRecognizer.correction(from: .ended, to: .failed) == nil)
  }

  @Test("A4: a recognizer whose view leaves the window is cancelled (began) or failed (possible)")
  func a4RemovalCancelsRecognizers() {
    var stage = Stage()
    let holder = stage.view("holder", 0, 0, 400, 800, in: stage.window)
    let view = stage.view("view", 0, 0, 400, 800, in: holder)
    view.consumes = ["began", "moved", "ended", "cancelled"]
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.cancelsTouchesInView = false
    logActions(pan, "pan", stage.log)
    view.addGestureRecognizer(pan)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 40, 10)
    _ = calls(stage)
    view.removeFromSuperview()
    #expect(calls(stage) == ["view touchesCancelled 1", "pan action cancelled"])
    stage.touch(1, .ended, 40, 10)
    #expect(calls(stage).isEmpty && pan.state == .possible)
  }

  @Test("T4: UIEvent.touches(for:) a recognizer lists the touches it tracks")
  func touchesForRecognizer() {
    var stage = Stage()
    let view = touchView(stage)
    let gesture = ScriptedGesture("gr", log: stage.log)
    var seen: Int?
    gesture.onBegan = { _ in seen = view.gestureRecognizers?.count }
    view.addGestureRecognizer(gesture)
    var count: Int?
    view.onBegan = { touches in count = touches.first?.gestureRecognizers?.count }
    stage.touch(1, .began, 10, 10)
    #expect(seen == 1 && count == 1)
  }
}
