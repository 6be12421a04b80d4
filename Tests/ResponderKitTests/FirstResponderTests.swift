import Foundation
import Testing

@testable import ResponderKit

/// A responder whose first-responder answers are set by the test, logging its calls.
final class Field: UIView {
  var log: CallLog?
  var name = "field"
  var canBecome = true
  var canResign = true
  var input: UIView?
  var accessory: UIView?
  /// Runs at the start of `resignFirstResponder()`, before the status changes.
  var onResign: (() -> Void)?

  override var canBecomeFirstResponder: Bool { canBecome }
  override var canResignFirstResponder: Bool { canResign }
  override var inputView: UIView? { input }
  override var inputAccessoryView: UIView? { accessory }

  override func becomeFirstResponder() -> Bool {
    let result = super.becomeFirstResponder()
    log?.add("\(name) become \(result)")
    return result
  }

  override func resignFirstResponder() -> Bool {
    onResign?()
    let result = super.resignFirstResponder()
    log?.add("\(name) resign \(result)")
    return result
  }
}

@MainActor
@Suite("First responder and actions (F)")
struct FirstResponderTests {
  func field(_ name: String, in stage: Stage) -> Field {
    let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    field.name = name
    field.log = stage.log
    stage.window.addSubview(field)
    return field
  }

  @Test("F1: becoming first responder needs canBecome, a window, and the current one's consent")
  func f1Become() {
    let stage = Stage()
    let a = field("a", in: stage)
    let b = field("b", in: stage)
    #expect(!UIView().becomeFirstResponder(), "not in a window")
    #expect(!UIResponder().canBecomeFirstResponder, "false by default")
    b.canBecome = false
    #expect(!b.becomeFirstResponder())
    #expect(a.becomeFirstResponder() && a.isFirstResponder)
    b.canBecome = true
    a.canResign = false
    #expect(!b.becomeFirstResponder() && a.isFirstResponder && !b.isFirstResponder)
    a.canResign = true
    stage.log.lines = []
    #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
    #expect(stage.log.lines == ["a resign true", "b become true"], "the old one resigns first")
    #expect(b.becomeFirstResponder(), "already first responder")
  }

  @Test("F1: one first responder per window")
  func f1PerWindow() {
    let stage = Stage()
    let other = UIWindow(application: stage.app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    other.isHidden = false
    let a = field("a", in: stage)
    let b = Field(frame: .zero)
    other.addSubview(b)
    #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
    #expect(a.isFirstResponder && b.isFirstResponder)
  }

  @Test("F2: resigning is refused when canResign is false; leaving the window resigns anyway")
  func f2Resign() {
    let stage = Stage()
    let a = field("a", in: stage)
    #expect(a.becomeFirstResponder())
    a.canResign = false
    #expect(!a.resignFirstResponder() && a.isFirstResponder)
    stage.log.lines = []
    a.removeFromSuperview()
    #expect(!a.isFirstResponder && stage.log.lines == ["a resign false"])
    a.canResign = true
    stage.window.addSubview(a)
    #expect(!a.isFirstResponder, "coming back does not restore it")
    #expect(a.resignFirstResponder(), "resigning when not first responder is harmless")
  }

  @Test("F3: the key window's first responder's input views are shown; reloadInputViews swaps them")
  func f3InputViews() {
    let stage = Stage()
    let a = field("a", in: stage)
    let picker = UIView()
    let bar = UIView()
    a.input = picker
    #expect(a.becomeFirstResponder())
    a.accessory = bar
    a.reloadInputViews()
    let b = field("b", in: stage)
    b.reloadInputViews()  // not first responder: nothing
    #expect(b.becomeFirstResponder())
    let notes = stage.log.lines.filter { $0.hasPrefix("note inputViews") }.map { line -> String in
      if line.contains("inputView: nil, accessoryView: nil") { return "none" }
      if line.contains("accessoryView: nil") { return "picker" }
      return "picker+bar"
    }
    #expect(notes == ["picker", "picker+bar", "none"])
  }

  @Test("F3: a hand-over holds back its own application's input views only; another's show at once")
  func f3HandOverPerApplication() {
    let stageA = Stage()
    let stageB = Stage()
    let a1 = field("a1", in: stageA)
    let a2 = field("a2", in: stageA)
    let b = field("b", in: stageB)
    a1.input = UIView()
    b.input = UIView()
    func shown(_ stage: Stage) -> [String] {
      stage.log.lines.filter { $0.hasPrefix("note inputViews") }.map {
        $0.contains("inputView: nil") ? "none" : "picker"
      }
    }
    #expect(a1.becomeFirstResponder())
    // a1 resigns inside a2's hand-over: B's field becomes and resigns there, in B's own count.
    var duringA: [String] = []
    var duringB: [String] = []
    a1.onResign = {
      a1.onResign = nil
      _ = b.becomeFirstResponder()
      _ = b.resignFirstResponder()
      duringA = shown(stageA)
      duringB = shown(stageB)
    }
    #expect(a2.becomeFirstResponder())
    #expect(duringB == ["picker", "none"], "B's changes are shown at once")
    #expect(duringA == ["picker"], "A's hand-over is still under way")
    #expect(shown(stageA) == ["picker", "none"], "A's input views change once, at the hand-over's end")
    #expect(shown(stageB) == ["picker", "none"])
  }

  @Test("F4: motion, remote-control and press events start at the first responder, else the key window")
  func f4Routing() {
    let stage = Stage()
    let a = RecordingResponderView(frame: .zero)
    stage.window.addSubview(a)
    let windowLog = RecordingWindow(application: stage.app, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    windowLog.makeKeyAndVisible()
    windowLog.addSubview(a)
    stage.app.receive(motion: .motionShake, phase: .began, timestamp: 0)
    #expect(windowLog.calls == ["motionBegan"] && a.calls.isEmpty)
    a.canBecome = true
    #expect(a.becomeFirstResponder())
    stage.app.receive(motion: .motionShake, phase: .ended, timestamp: 0.1)
    stage.app.receive(remoteControl: .remoteControlPause, timestamp: 0.2)
    stage.app.receive([UIRawPress(key: .keyboardReturnOrEnter, phase: .began)], timestamp: 0.3)
    stage.app.receive([UIRawPress(key: .keyboardReturnOrEnter, phase: .began)], timestamp: 0.35)
    stage.app.receive([UIRawPress(key: .keyboardReturnOrEnter, phase: .ended)], timestamp: 0.4)
    #expect(a.calls == ["motionEnded", "remote 101", "pressesBegan 40", "pressesEnded 40"])
    #expect(windowLog.calls == ["motionBegan", "motionEnded", "remote 101", "pressesBegan 40", "pressesEnded 40"])
    #expect(stage.log.lines.contains("note inputError(alreadyBegan)"))
  }

  @Test("F5: canPerformAction is true for implemented actions; target(forAction:) walks the chain")
  func f5Target() {
    let stage = Stage()
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    stage.window.addSubview(parent)
    let child = Refusing(frame: .zero)
    parent.addSubview(child)
    parent.implement("copy:") { _ in }
    stage.app.implement(.paste) { _ in }
    #expect(parent.canPerformAction(.copy, withSender: nil) && !child.canPerformAction(.copy, withSender: nil))
    #expect(child.target(forAction: .copy, withSender: nil) as? UIView === parent)
    #expect(child.target(forAction: .paste, withSender: nil) as? UIApplication === stage.app)
    #expect(child.target(forAction: "undo:", withSender: nil) == nil)
    child.refused = [.paste]
    #expect(child.target(forAction: .paste, withSender: nil) == nil, "an override that returns nil stops the search")
  }

  @Test("F6: sendAction calls a given target, or the chain's target from the first responder or the sender")
  func f6SendAction() {
    let stage = Stage()
    var performed: [String] = []
    let a = field("a", in: stage)
    let root = stage.window
    root.implement("save:") { sender in performed.append("window save from \((sender as? Field)?.name ?? "?")") }
    a.implement("save:") { _ in performed.append("a save") }
    let b = field("b", in: stage)
    #expect(stage.app.sendAction("save:", to: nil, from: b, for: nil))
    #expect(performed == ["window save from b"], "no first responder: the search starts at the sender")
    #expect(a.becomeFirstResponder())
    #expect(stage.app.sendAction("save:", to: nil, from: b, for: nil))
    #expect(performed.last == "a save", "the key window's first responder comes first")
    #expect(stage.app.sendAction("save:", to: root, from: a, for: nil))
    #expect(performed.last == "window save from a")
    #expect(!stage.app.sendAction("open:", to: nil, from: b, for: nil))
    #expect(!stage.app.sendAction("open:", to: root, from: b, for: nil), "a target that does not implement it")
  }
}

private final class Refusing: UIView {
  var refused: Set<Selector> = []
  override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    refused.contains(action) ? nil : super.target(forAction: action, withSender: sender)
  }
}

private final class RecordingResponderView: UIView {
  var calls: [String] = []
  var canBecome = false
  override var canBecomeFirstResponder: Bool { canBecome }
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    calls.append("motionBegan")
    super.motionBegan(motion, with: event)
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    calls.append("motionEnded")
    super.motionEnded(motion, with: event)
  }
  override func remoteControlReceived(with event: UIEvent?) {
    calls.append("remote \(event?.subtype.rawValue ?? -1)")
    super.remoteControlReceived(with: event)
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    calls.append("pressesBegan \(presses.first?.key?.keyCode.rawValue ?? -1)")
    super.pressesBegan(presses, with: event)
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    calls.append("pressesEnded \(presses.first?.key?.keyCode.rawValue ?? -1)")
    super.pressesEnded(presses, with: event)
  }
}

private final class RecordingWindow: UIWindow {
  var calls: [String] = []
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append("motionBegan") }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { calls.append("motionEnded") }
  override func remoteControlReceived(with event: UIEvent?) {
    calls.append("remote \(event?.subtype.rawValue ?? -1)")
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    calls.append("pressesBegan \(presses.first?.key?.keyCode.rawValue ?? -1)")
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    calls.append("pressesEnded \(presses.first?.key?.keyCode.rawValue ?? -1)")
  }
}
