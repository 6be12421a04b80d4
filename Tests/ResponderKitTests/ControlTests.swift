import Foundation
import Testing

@testable import ResponderKit

/// A control that logs its tracking calls and fired events.
final class LoggingControl: UIControl {
  var log: CallLog?
  var refuseBegin = false
  var stopAfterMoves: Int?
  private var moves = 0

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log?.add("begin \(touch.finger)")
    return !refuseBegin
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log?.add("continue \(touch.finger)")
    moves += 1
    return stopAfterMoves.map { moves < $0 } ?? true
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log?.add("end \(touch?.finger ?? 0)")
  }
  override func cancelTracking(with event: UIEvent?) {
    log?.add("cancel")
  }
}

/// The names of the control events a control fired, from the application's observer.
@MainActor
func eventNames(_ lines: [String]) -> [String] {
  lines.compactMap { line in
    guard line.hasPrefix("note controlEvent") else { return nil }
    let names: [(String, UInt)] = [
      ("touchDown", 1), ("touchDownRepeat", 2), ("dragInside", 4), ("dragOutside", 8), ("dragEnter", 16),
      ("dragExit", 32), ("upInside", 64), ("upOutside", 128), ("cancel", 256), ("valueChanged", 4096),
      ("primary", 8192), ("editingDidBegin", 65536), ("editingChanged", 131072), ("editingDidEnd", 262144),
      ("editingDidEndOnExit", 524288),
    ]
    for (name, raw) in names where line.hasSuffix("rawValue: \(raw)))") { return name }
    return "?"
  }
}

@MainActor
@Suite("Controls (C)")
struct ControlTests {
  func control(_ stage: Stage, _ frame: CGRect = CGRect(x: 100, y: 100, width: 100, height: 50)) -> LoggingControl {
    let control = LoggingControl(frame: frame)
    control.log = stage.log
    stage.window.addSubview(control)
    return control
  }

  @Test("C1: touches become begin/continue/end tracking for one touch at a time; touches are not forwarded")
  func c1Tracking() {
    var stage = Stage()
    let control = self.control(stage)
    stage.touch(1, .began, 150, 120)
    #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
    stage.touch(1, .moved, 160, 120)
    stage.touch(1, .ended, 160, 120)
    #expect(!control.isTracking && !control.isHighlighted)
    #expect(
      stage.take().filter {
        !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.hasPrefix("note decision")
      } == [
        "begin 1", "note controlEvent(\(control), ResponderKit.UIControl.Event(rawValue: 1))",
        "continue 1", "note controlEvent(\(control), ResponderKit.UIControl.Event(rawValue: 4))",
        "end 1", "note controlEvent(\(control), ResponderKit.UIControl.Event(rawValue: 64))",
      ], "nothing reaches the window: controls do not forward touches")
  }

  @Test("C1: beginTracking false means no tracking and no events; continueTracking false stops")
  func c1Refusals() {
    var stage = Stage()
    let control = control(stage)
    control.refuseBegin = true
    stage.tap(150, 120)
    #expect(eventNames(stage.take()).isEmpty && !control.isTracking)
    control.refuseBegin = false
    control.stopAfterMoves = 1
    stage.touch(1, .began, 150, 120, after: 1)
    stage.touch(1, .moved, 151, 120)
    stage.touch(1, .moved, 152, 120)
    stage.touch(1, .ended, 152, 120)
    let lines = stage.take()
    #expect(eventNames(lines) == ["touchDown"])
    #expect(
      lines.filter { !$0.hasPrefix("note") && !$0.contains("hit") && !$0.contains("point") } == [
        "begin 1", "continue 1",
      ])
  }

  @Test("C2: drag events across the 70 pt slop (exit then outside, enter then inside), touch-up inside or outside")
  func c2Events() {
    var stage = Stage()
    _ = control(stage)
    stage.touch(1, .began, 150, 120)
    stage.touch(1, .moved, 260, 120)  // 60 pt right of the bounds: still inside
    stage.touch(1, .moved, 280, 120)  // 80 pt: outside
    stage.touch(1, .moved, 290, 120)
    stage.touch(1, .moved, 150, 120)
    stage.touch(1, .ended, 265, 120)  // 65 pt out: up inside
    #expect(
      eventNames(stage.take()) == [
        "touchDown", "dragInside", "dragExit", "dragOutside", "dragOutside", "dragEnter", "dragInside", "upInside",
      ])
    stage.touch(1, .began, 150, 120, after: 1)
    stage.touch(1, .ended, 150, 300)
    #expect(eventNames(stage.take()) == ["touchDown", "upOutside"])
    stage.tap(150, 120)
    stage.tap(150, 120)
    #expect(eventNames(stage.take()) == ["touchDown", "upInside", "touchDown", "touchDownRepeat", "upInside"])
    stage.touch(1, .began, 150, 120, after: 1)
    stage.touch(2, .began, 160, 120)
    stage.touch(1, .cancelled, 150, 120)
    #expect(eventNames(stage.take()) == ["touchDown", "cancel"], "the second finger is ignored (C1)")
    stage.touch(2, .ended, 160, 120)
  }

  @Test(
    "C3: a disabled control is not hit: the touch goes to the view behind it; highlighted only while tracking inside")
  func c3State() {
    var stage = Stage()
    let behind = stage.view("behind", 0, 0, 400, 400, in: stage.window)
    behind.consumes = ["began", "ended"]
    let control = LoggingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
    control.log = stage.log
    behind.addSubview(control)
    let button = UIButton(frame: CGRect(x: 100, y: 200, width: 100, height: 50))
    behind.addSubview(button)
    control.isEnabled = false
    button.isEnabled = false
    // Both ways the engine hit-tests: a subclass is asked (its hitTest), a built-in class is
    // read from the cache; each passes the disabled control over.
    #expect(stage.window.hitTest(CGPoint(x: 150, y: 120), with: nil) === behind)
    #expect(stage.window.hitTest(CGPoint(x: 150, y: 220), with: nil) === behind)
    #expect(control.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    #expect(button.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    _ = stage.take()
    stage.tap(150, 120)
    #expect(
      stage.take().filter { !$0.contains("hitTest") && !$0.contains("pointInside") && !$0.hasPrefix("note") } == [
        "behind touchesBegan 1", "behind touchesEnded 1",
      ])
    #expect(control.state == .disabled)
    button.isEnabled = true
    #expect(stage.window.hitTest(CGPoint(x: 150, y: 220), with: nil) === button, "enabled again, it is hit")
    control.isEnabled = true
    control.isSelected = true
    stage.touch(1, .began, 150, 120, after: 1)
    #expect(control.state == [.highlighted, .selected])
    stage.touch(1, .moved, 300, 120)
    #expect(!control.isHighlighted, "outside the slop")
    stage.touch(1, .ended, 300, 120)
  }

  @Test("C3: disabling a control while it tracks changes the flag only: tracking and its events go on")
  func c3DisableWhileTracking() {
    var stage = Stage()
    let control = self.control(stage)
    stage.touch(1, .began, 150, 120)
    control.isEnabled = false
    #expect(control.isTracking && control.state.contains(.disabled))
    stage.touch(1, .moved, 160, 120)
    stage.touch(1, .ended, 160, 120)
    let lines = stage.take().filter { !$0.contains("hitTest") && !$0.contains("pointInside") }
    #expect(lines.filter { !$0.hasPrefix("note") } == ["begin 1", "continue 1", "end 1"])
    #expect(eventNames(lines) == ["touchDown", "dragInside", "upInside"])
    #expect(!control.isTracking)
  }

  @Test("C4: targets, nil targets through the chain, closures, removal, weak targets")
  func c4TargetAction() {
    var stage = Stage()
    let control = control(stage)
    var log: [String] = []
    final class Handler {
      var log: [String] = []
      func tapped(_ sender: UIControl) { log.append("tapped") }
    }
    var handler: Handler? = Handler()
    control.addTarget(handler!, action: Handler.tapped, for: .touchUpInside)
    control.addAction(
      UIAction(title: "closure") { action in log.append("closure \(action.sender is LoggingControl)") },
      for: .touchUpInside)
    stage.window.implement("save:") { sender in log.append("window save from \(sender is LoggingControl)") }
    control.addTarget(nil, action: "save:", for: .touchUpInside)
    let explicit = UIView()
    explicit.implement("open:") { _ in log.append("explicit open") }
    control.addTarget(explicit, action: "open:", for: [.touchUpInside, .touchDown])
    stage.tap(150, 120)
    #expect(handler?.log == ["tapped"])
    #expect(log == ["explicit open", "closure true", "window save from true", "explicit open"])
    #expect(control.allControlEvents == [.touchUpInside, .touchDown])
    #expect(control.allTargets.count == 2)
    #expect(control.actions(forTarget: explicit, forControlEvent: .touchDown) == ["open:"])
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["save:"])
    control.removeTarget(explicit, action: nil, for: .touchDown)
    #expect(control.actions(forTarget: explicit, forControlEvent: .touchDown) == nil)
    weak let weakHandler = handler
    handler = nil
    #expect(weakHandler == nil, "targets are held weakly")
    log = []
    stage.tap(150, 120)
    #expect(log == ["closure true", "window save from true", "explicit open"])
    control.sendActions(for: .touchDown)
    #expect(log.count == 3, "nothing is registered for touchDown any more")
  }

  @Test("C5: a button's tap sends touchUpInside then primaryActionTriggered")
  func c5Button() {
    var stage = Stage()
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    stage.window.addSubview(button)
    stage.tap(10, 10)
    #expect(eventNames(stage.take()) == ["touchDown", "upInside", "primary"])
  }

  @Test("C5: a switch toggles on a tap and follows a drag of its knob")
  func c5Switch() {
    var stage = Stage()
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    stage.window.addSubview(toggle)
    #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    stage.tap(10, 10)
    #expect(toggle.isOn && eventNames(stage.take()) == ["touchDown", "valueChanged", "primary", "upInside"])
    stage.touch(1, .began, 40, 10, after: 1)
    stage.touch(1, .moved, 20, 10)
    stage.touch(1, .moved, 5, 10)
    stage.touch(1, .ended, 5, 10)
    #expect(!toggle.isOn, "dragged to the off side")
    #expect(
      eventNames(stage.take()) == ["touchDown", "dragInside", "dragInside", "valueChanged", "primary", "upInside"])
  }

  @Test("C5: a slider is dragged by its thumb end to end; elsewhere on the track nothing happens")
  func c5Slider() {
    var stage = Stage()
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 231, height: 31))
    stage.window.addSubview(slider)
    stage.tap(200, 15)
    #expect(eventNames(stage.take()).isEmpty, "not on the thumb")
    stage.touch(1, .began, 15.5, 15, after: 1)
    stage.touch(1, .moved, 115.5, 15)
    #expect(slider.value == 0.5)
    stage.touch(1, .moved, 400, 15)
    stage.touch(1, .ended, 400, 15)
    #expect(slider.value == 1)
    #expect(
      eventNames(stage.take()) == [
        "touchDown", "valueChanged", "primary", "dragInside", "valueChanged", "primary", "dragExit", "dragOutside",
        "upOutside",
      ])
    slider.isContinuous = false
    stage.touch(1, .began, 215.5, 15, after: 1)
    stage.touch(1, .moved, 15.5, 15)
    stage.touch(1, .ended, 15.5, 15)
    #expect(
      slider.value == 0
        && eventNames(stage.take()) == ["touchDown", "dragInside", "valueChanged", "primary", "upInside"])
  }

  @Test("C5: segmented control, stepper with autorepeat, page control")
  func c5Others() {
    var stage = Stage()
    let segments = UISegmentedControl(items: ["a", "b", "c"])
    segments.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
    stage.window.addSubview(segments)
    stage.tap(250, 10)
    #expect(
      segments.selectedSegmentIndex == 2
        && eventNames(stage.take()) == ["touchDown", "valueChanged", "primary", "upInside"])
    stage.tap(250, 10, after: 1)
    #expect(eventNames(stage.take()) == ["touchDown", "upInside"], "the selected segment again: no change")
    segments.removeFromSuperview()
    let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    stepper.maximumValue = 3
    stage.window.addSubview(stepper)
    stage.touch(1, .began, 80, 10, after: 1)
    (stage.app.clock as! VirtualClock).advance(to: stage.time + 0.75)
    stage.time += 0.75
    stage.touch(1, .ended, 80, 10)
    #expect(stepper.value == 3, "1 at touch-down, 2 at 0.5 s, 3 at 0.6 s, then the maximum")
    #expect(
      eventNames(stage.take()) == [
        "touchDown", "valueChanged", "primary", "valueChanged", "primary", "valueChanged", "primary", "upInside",
      ])
    stepper.removeFromSuperview()
    let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    pages.numberOfPages = 3
    stage.window.addSubview(pages)
    stage.tap(150, 10, after: 1)
    stage.tap(150, 10, after: 1)
    stage.tap(150, 10, after: 1)
    #expect(pages.currentPage == 2)
    #expect(eventNames(stage.take()).filter { $0 == "valueChanged" }.count == 2)
  }

  @Test("C5: primaryActionTriggered follows every valueChanged; a page control's primary UIAction fires")
  func c5PrimaryAction() {
    var stage = Stage()
    var fired: [Int] = []
    let pages = UIPageControl(
      frame: CGRect(x: 0, y: 0, width: 200, height: 30),
      primaryAction: UIAction { action in fired.append((action.sender as? UIPageControl)?.currentPage ?? -1) })
    pages.numberOfPages = 3
    var order: [String] = []
    pages.addAction(UIAction { _ in order.append("valueChanged") }, for: .valueChanged)
    pages.addAction(UIAction { _ in order.append("primary") }, for: .primaryActionTriggered)
    stage.window.addSubview(pages)
    stage.tap(150, 10)
    #expect(fired == [1])
    #expect(order == ["valueChanged", "primary"], "right after the triggering event has gone to its targets")
    pages.sendActions(for: .valueChanged)
    #expect(fired == [1], "sendActions(for:) sends exactly the events it names")
    let button = UIButton(
      frame: CGRect(x: 0, y: 100, width: 100, height: 40), primaryAction: UIAction { _ in fired.append(99) })
    stage.window.addSubview(button)
    stage.tap(10, 110, after: 1)
    #expect(fired == [1, 99])
  }

  @Test("C5: a held stepper repeats faster the longer it is held (0.1 s, then 0.05 s after 2 s, 0.025 s after 4 s)")
  func c5StepperAccelerates() {
    var stage = Stage()
    let stepper = UIStepper(frame: .zero)
    stepper.maximumValue = 1000
    var times: [TimeInterval] = []
    let clock = stage.app.clock
    stepper.addAction(UIAction { _ in times.append(clock.now) }, for: .valueChanged)
    stage.window.addSubview(stepper)
    stage.touch(1, .began, 80, 10)
    let start = stage.time
    (stage.app.clock as! VirtualClock).advance(to: start + 5)
    stage.time = start + 5
    stage.touch(1, .ended, 80, 10)
    let offsets = times.map { $0 - start }
    let gaps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
    #expect(abs(offsets[0]) < 1e-9 && abs(gaps[0] - 0.5) < 1e-9, "a step at touch-down, the first repeat after 0.5 s")
    func gap(after time: TimeInterval) -> TimeInterval? {
      zip(offsets, gaps).first { $0.0 > time }.map { $0.1 }
    }
    #expect(abs((gap(after: 0.6) ?? 0) - 0.1) < 1e-6)
    #expect(abs((gap(after: 2.2) ?? 0) - 0.05) < 1e-6)
    #expect(abs((gap(after: 4.2) ?? 0) - 0.025) < 1e-6)
    #expect(gaps.allSatisfy { $0 > 0.02 }, "never faster than 0.025 s")
    #expect(stepper.value == Double(times.count))
  }

  @Test("X2/X10/B1: a text field becomes first responder at a tap's lift and edits with key presses")
  func c5TextField() {
    var stage = Stage()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    stage.window.addSubview(field)
    #expect(field.canBecomeFirstResponder)
    stage.tap(10, 10)
    #expect(field.isFirstResponder)
    #expect(
      eventNames(stage.take()) == ["touchDown", "editingDidBegin", "upInside"], "X2: its tap focuses at the lift")
    stage.app.receive([UIRawPress(key: .keyboard(letter: "h")!, phase: .began, characters: "h")], timestamp: 5)
    stage.app.receive([UIRawPress(key: .keyboard(letter: "h")!, phase: .ended, characters: "h")], timestamp: 5.1)
    stage.app.receive([UIRawPress(key: .keyboardReturnOrEnter, phase: .began, characters: "\r")], timestamp: 5.2)
    #expect(field.text == "h" && !field.isFirstResponder, "X10: a Did End On Exit target makes Return resign")
    #expect(eventNames(stage.take()) == ["editingChanged", "editingDidEndOnExit", "primary", "editingDidEnd"])
  }

  @Test("G11: built-in controls win over an ancestor's single tap; a custom control does not")
  func g11Exemption() {
    var stage = Stage()
    let parent = stage.view("parent", 0, 0, 400, 800, in: stage.window)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    logActions(tap, "tap", stage.log)
    parent.addGestureRecognizer(tap)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    parent.addSubview(button)
    stage.tap(10, 10)
    var lines = stage.take()
    #expect(!lines.contains("tap action ended") && eventNames(lines).contains("upInside"))
    button.isEnabled = false
    stage.tap(10, 10, after: 1)
    #expect(stage.take().contains("tap action ended"), "a disabled button does not veto")
    button.removeFromSuperview()
    let custom = LoggingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    parent.addSubview(custom)
    stage.tap(10, 10, after: 1)
    lines = stage.take()
    #expect(lines.contains("tap action ended") && eventNames(lines) == ["touchDown", "cancel"])
    let double = UITapGestureRecognizer(target: nil, action: nil)
    double.numberOfTapsRequired = 2
    #expect(UIButton().gestureRecognizerShouldBegin(double))
    let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 231, height: 31))
    parent.addSubview(slider)
    let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
    swipe.direction = [.left, .right]
    logActions(swipe, "swipe", stage.log)
    parent.removeGestureRecognizer(tap)
    parent.addGestureRecognizer(swipe)
    stage.touch(1, .began, 15, 115, after: 1)
    stage.touch(1, .moved, 120, 115, after: 0.05)
    stage.touch(1, .ended, 120, 115)
    #expect(!stage.take().contains("swipe action ended"), "a swipe along the slider from its thumb")
  }
}

extension Stage {
  mutating func tap(_ x: CGFloat, _ y: CGFloat, after delay: TimeInterval) {
    touch(1, .began, x, y, after: delay)
    touch(1, .ended, x, y)
  }
}
