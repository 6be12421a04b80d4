import Foundation
import ResponderKit

/// Plays a scenario on the real engine with a virtual clock and reports its trace.
///
/// ScenarioFormat.md, "Input steps": the clock advances to each step's time (firing due timers),
/// touch steps with equal times form one dispatch, and after the last step the clock runs on
/// until no timer is pending (at most `drainLimit`), then every touch still down is cancelled.
@MainActor
public final class ScenarioRunner {
  /// The longest the runner lets timers run after the last step, in seconds.
  public static let drainLimit: TimeInterval = 10

  /// The most timers one advance of the clock fires: beyond it the runner reports
  /// `error reason=timerFlood` and moves on, so that no file can make it spin.
  public static let maximumTimerFirings = 10_000

  private let scenario: Scenario
  let app: ScenarioApp
  /// The clock the runner drives; nil for a live app, whose platform brings input and time.
  private let virtualClock: VirtualClock?
  /// Hears each dispatch of the file's touches just after the engine delivered it (the
  /// timeline's touch lanes).
  var touchesHeard: (([UIRawTouch], Double) -> Void)?

  /// Builds the scenario's app on a virtual clock, to play the file's input.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    let clock = VirtualClock()
    virtualClock = clock
    app = ScenarioApp(scenario, clock: clock)
  }

  /// Builds the scenario's app on `clock` for live input from a platform (a window backend):
  /// the file's input steps are not played, and `run` does nothing. Trace lines go to `output`
  /// as the engine makes them; `explain(at:)` and `renderSVG(points:)` work on the live state.
  public init(live scenario: Scenario, clock: UIClock, output: @escaping (TraceLine) -> Void) {
    self.scenario = scenario
    virtualClock = nil
    app = ScenarioApp(scenario, clock: clock)
    app.context.sink = output
  }

  /// The scenario id of an object the file made (`unknown` for others, `none` for nil).
  public func id(of object: AnyObject?) -> String {
    app.context.id(of: object)
  }

  /// Every gesture recognizer the file made, by id, with the trace's word for its state now.
  public func recognizerStates() -> [(id: String, state: String)] {
    app.context.objects.compactMap { id, object in
      (object as? UIGestureRecognizer).map { (id, EventNames.state($0.state, recognized: false)) }
    }.sorted { $0.id < $1.id }
  }

  /// The application built from the scenario.
  public var application: UIApplication { app.application }

  /// Runs the input, calling `output` for each trace line and `willPerform` before each step
  /// (or each group of touch steps that form one dispatch) with a one-line description.
  public func run(willPerform: ((String) -> Void)? = nil, output: @escaping (TraceLine) -> Void) {
    run(until: nil, willPerform: willPerform, output: output)
  }

  /// Runs the input up to time `until` (every step at or before it, no end-of-run draining)
  /// when given, else all of it.
  public func run(until: Double?, willPerform: ((String) -> Void)? = nil, output: @escaping (TraceLine) -> Void) {
    guard let clock = virtualClock else { return }
    let context = app.context
    context.sink = output
    let steps = until.map { end in scenario.input.filter { $0.t <= end } } ?? scenario.input
    var index = 0
    while index < steps.count {
      let step = steps[index]
      advanceClock(to: step.t)
      if case .touch = step.action {
        var batch: [UIRawTouch] = []
        var descriptions: [String] = []
        while index < steps.count, steps[index].t == step.t,
          case .touch(let finger, let phase, let at) = steps[index].action
        {
          batch.append(UIRawTouch(finger: finger, phase: phase, location: at))
          descriptions.append("touch \(finger) \(Self.name(phase)) at (\(Self.number(at.x)), \(Self.number(at.y)))")
          index += 1
        }
        willPerform?("t=\(Self.number(step.t)): " + descriptions.joined(separator: "; "))
        app.application.receive(batch, timestamp: step.t)
        touchesHeard?(batch, step.t)
        continue
      }
      willPerform?("t=\(Self.number(step.t)): \(Self.describe(step.action))")
      perform(step.action)
      if step.action.endsTurnWithLayout {
        // N1, Q4: the run loop's turn in which the app asked for a transition ends with a
        // layout pass, which starts it.
        for window in app.windows { window.layoutIfNeeded() }
      }
      index += 1
    }
    if let until {
      advanceClock(to: until)
      context.sink = { _ in }
      return
    }
    let limit = (steps.last?.t ?? 0) + Self.drainLimit
    // One budget for the whole drain: timers that keep rescheduling themselves cannot make it
    // spin.
    let budgetEnd = clock.firedCount + Self.maximumTimerFirings
    while let next = clock.nextFireTime, next <= limit {
      let remaining = budgetEnd - clock.firedCount
      guard remaining > 0, clock.advance(to: next, maximumFirings: remaining) else {
        app.application.engineObserver?(.error(.timerFlood))
        break
      }
    }
    if app.application.hasTouchesDown || app.application.hasPressesDown {
      willPerform?("end: cancel the touches and presses still down")
      app.application.cancelAllTouches(timestamp: clock.now)
      app.application.cancelAllPresses(timestamp: clock.now)
    }
    context.sink = { _ in }
  }

  /// Runs the input and returns the whole trace.
  public func trace() -> [TraceLine] {
    var lines: [TraceLine] = []
    run { lines.append($0) }
    return lines
  }

  /// Advances the virtual clock, reporting a flood of timers instead of spinning.
  private func advanceClock(to time: TimeInterval) {
    if let clock = virtualClock, !clock.advance(to: time, maximumFirings: Self.maximumTimerFirings) {
      app.application.engineObserver?(.error(.timerFlood))
    }
  }

  private func perform(_ action: InputStep.Action) {
    let context = app.context
    switch action {
    case .touch, .wait:
      break
    case .set(let object, let property, let value):
      // The checker already read these values once; they cannot fail here.
      if let recognizer = context.objects[object] as? UIGestureRecognizer & Scripted {
        var patch = GestureProperties()
        let type = GestureType.allCases.first { type in (try? patch.read(property, value, type: type)) != nil }
        if type != nil { app.apply(patch, to: recognizer) }
      } else if let view = context.view(object) {
        var patch = ViewProperties()
        try? patch.read(property, value)
        app.apply(patch, to: view)
      } else if let pan = context.objects[object] as? UIGestureRecognizer, property == "enabled" {
        // A list's pan is UIKit's own, not a scripted recognizer (ScenarioFormat.md, "Lists").
        pan.isEnabled = (try? value.bool()) ?? pan.isEnabled
      }
    case .remove(let object):
      if let recognizer = context.objects[object] as? UIGestureRecognizer {
        recognizer.view?.removeGestureRecognizer(recognizer)
      } else {
        context.view(object)?.removeFromSuperview()
      }
    case .add(let object, let to):
      if let view = context.view(object), let superview = context.view(to) { superview.addSubview(view) }
    case .push(let object, let controller, let animated):
      context.tracesShell = true
      (context.objects[object] as? UINavigationController)?.pushViewController(
        app.makeStepController(controller), animated: animated)
    case .pop(let object, let animated):
      context.tracesShell = true
      (context.objects[object] as? UINavigationController)?.popViewController(animated: animated)
    case .present(let object, let controller, let animated):
      context.tracesShell = true
      (context.objects[object] as? UIViewController)?.present(app.makeStepController(controller), animated: animated)
    case .dismiss(let object, let animated):
      context.tracesShell = true
      (context.objects[object] as? UIViewController)?.dismiss(animated: animated)
    case .makeKey(let object):
      (context.objects[object] as? UIWindow)?.makeKey()
    case .setContentOffset(let object, let offset, let animated):
      (context.view(object) as? UIScrollView)?.setContentOffset(offset, animated: animated)
    case .animate(let object, let property, let value, let duration, let delay, let options):
      guard let view = context.view(object) else { break }
      var patch = ViewProperties()
      try? patch.read(property, value)
      let app = self.app
      UIView.animate(
        withDuration: duration, delay: delay, options: options, animations: { app.apply(patch, to: view) },
        completion: { finished in
          context.log(object, "animationCompleted", [("finished", .flag(finished))], .animations)
        })
    case .becomeFirstResponder(let object):
      _ = context.responder(object)?.becomeFirstResponder()
    case .resignFirstResponder(let object):
      _ = context.responder(object)?.resignFirstResponder()
    case .sendAction(let action, let target, let from):
      app.application.sendAction(
        Selector(action), to: target.flatMap { context.objects[$0] }, from: from.flatMap { context.objects[$0] },
        for: nil)
    case .motion(let phase):
      app.application.receive(motion: .motionShake, phase: phase, timestamp: context.clock.now)
    case .remote(let subtype):
      app.application.receive(remoteControl: subtype, timestamp: context.clock.now)
    case .press(let key, let phase, let modifiers):
      if let code = KeyNames.key(named: key) {
        app.application.receive(
          [UIRawPress(key: code, phase: phase, characters: KeyNames.characters(of: key), modifierFlags: modifiers)],
          timestamp: context.clock.now)
      }
    case .pointer(let pointer):
      app.application.receive(pointer, timestamp: context.clock.now)
    case .type(let text):
      app.type(text)
    case .deleteBackward(let count):
      app.deleteBackward(count: count)
    case .select(let object, let range):
      app.select(range, of: object)
    }
  }

  private static func describe(_ action: InputStep.Action) -> String {
    switch action {
    case .touch(let finger, let phase, _): return "touch \(finger) \(name(phase))"
    case .wait: return "wait"
    case .set(let object, let property, _): return "set \(object).\(property)"
    case .push(let object, let controller, _): return "push \(controller.id) on \(object)"
    case .pop(let object, _): return "pop \(object)"
    case .present(let object, let controller, _): return "present \(controller.id) from \(object)"
    case .dismiss(let object, _): return "dismiss \(object)"
    case .remove(let object): return "remove \(object)"
    case .add(let object, let to): return "add \(object) to \(to)"
    case .makeKey(let object): return "make \(object) key"
    case .setContentOffset(let object, let offset, let animated):
      return
        "setContentOffset \(object) \(TraceValue.decimal(offset.x)),\(TraceValue.decimal(offset.y))\(animated ? " animated" : "")"
    case .animate(let object, let property, _, let duration, _, _):
      return "animate \(object).\(property) in \(TraceValue.decimal(duration)) s"
    case .becomeFirstResponder(let object): return "\(object) becomeFirstResponder"
    case .resignFirstResponder(let object): return "\(object) resignFirstResponder"
    case .sendAction(let action, let target, _): return "sendAction \(action) to \(target ?? "nil (the chain)")"
    case .motion(let phase): return "motion shake \(phase)"
    case .remote(let subtype): return "remote \(EventNames.remote(subtype))"
    case .press(let key, let phase, let modifiers):
      return modifiers.isEmpty
        ? "press \(key) \(phase)" : "press \(KeyNames.modifierText(modifiers))+\(key) \(phase)"
    case .type(let text): return "type \(TraceLine.quoted(text))"
    case .deleteBackward(let count): return "deleteBackward \(count) times"
    case .select(let object, let range): return "select \(range.location),\(range.length) of \(object)"
    case .pointer(let pointer):
      let word = ScenarioReader.pointerPhases.first { $0.1 == pointer.phase }?.0 ?? "pointer"
      let at = "(\(number(pointer.location.x)), \(number(pointer.location.y)))"
      let buttons = pointer.buttons.isEmpty ? "" : " buttons=\(pointer.buttons.rawValue)"
      return "pointer \(word) at \(at)\(buttons)"
    }
  }

  static func name(_ phase: UITouch.Phase) -> String {
    switch phase {
    case .began: return "began"
    case .moved: return "moved"
    case .stationary: return "stationary"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .regionEntered: return "regionEntered"
    case .regionMoved: return "regionMoved"
    case .regionExited: return "regionExited"
    }
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}
