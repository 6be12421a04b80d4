import Foundation
import Testing

@testable import ResponderKit

/// A responder that declares key commands and records the presses it gets.
private final class CommandView: UIView {
  var commands: [UIKeyCommand]?
  var log: [String] = []
  var becomes = true
  var customNext: UIResponder??
  override var keyCommands: [UIKeyCommand]? { commands }
  override var next: UIResponder? {
    if let customNext { return customNext }
    return super.next
  }
  override var canBecomeFirstResponder: Bool { becomes }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses {
      log.append("began \(press.key?.keyCode.rawValue ?? 0) \(press.key?.modifierFlags.rawValue ?? 0)")
    }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses { log.append("ended \(press.key?.keyCode.rawValue ?? 0)") }
  }
}

/// A text field that records the presses its text input gets.
private final class RecordingField: UITextField {
  var keys: [Int] = []
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    for press in presses { keys.append(press.key?.keyCode.rawValue ?? 0) }
    super.pressesBegan(presses, with: event)
  }
}

@MainActor
@Suite("Key commands (K)")
struct KeyCommandTests {
  let clock = VirtualClock()
  let app: UIApplication
  let window: UIWindow
  var performed: [String] = []

  init() {
    app = UIApplication(clock: clock)
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
  }

  func key(
    _ usage: UIKeyboardHIDUsage, _ phase: UIPress.Phase, _ characters: String = "", _ flags: UIKeyModifierFlags = []
  ) {
    app.receive(
      [UIRawPress(key: usage, phase: phase, characters: characters, modifierFlags: flags)], timestamp: clock.now)
  }

  @Test("K1: keyCommands is nil by default, for views, controllers and the application")
  func k1Defaults() {
    #expect(UIView().keyCommands == nil)
    #expect(UIViewController().keyCommands == nil)
    #expect(app.keyCommands == nil)
  }

  @Test(
    "K1/K2: a command declared up the chain matches only its exact modifiers; the first responder's chain performs it")
  func k2ExactModifiers() {
    let inner = CommandView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(inner)
    var saves: [String] = []
    window.implement("save") { sender in saves.append(sender is UIKeyCommand ? "command" : "other") }
    let outer = CommandView(frame: .zero)
    outer.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save")]
    window.addSubview(outer)
    // Not in the active chain: the first responder is `inner`, whose chain is inner, window, app.
    _ = inner.becomeFirstResponder()
    key(.keyboardS, .began, "s", .command)
    key(.keyboardS, .ended, "s")
    #expect(saves.isEmpty)
    #expect(inner.log == ["began 22 \(UIKeyModifierFlags.command.rawValue)", "ended 22"])
    // Declared by the first responder itself: ⌘S matches, ⌘⇧S does not.
    inner.log = []
    inner.commands = outer.commands
    key(.keyboardS, .began, "s", [.command, .shift])
    key(.keyboardS, .ended, "s")
    key(.keyboardS, .began, "s", .command)
    key(.keyboardS, .ended, "s")
    #expect(saves == ["command"])
    // K4: the key that performed sends no presses at all.
    #expect(inner.log == ["began 22 \(UIKeyModifierFlags([.command, .shift]).rawValue)", "ended 22"])
  }

  @Test("K4: a key's modifierFlags are the modifier keys down with it and those the platform reported")
  func k4ModifierKeys() {
    let view = CommandView(frame: .zero)
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    key(.keyboardLeftShift, .began)
    key(.keyboardRightGUI, .began)
    key(.keyboardA, .began, "A", .alternate)
    let expected = UIKeyModifierFlags([.shift, .command, .alternate]).rawValue
    #expect(view.log.last == "began 4 \(expected)")
    #expect(view.log.first == "began 225 \(UIKeyModifierFlags.shift.rawValue)")
  }

  @Test(
    "K3: a command that wants priority beats the text field's input; the field's input beats the chain's other commands"
  )
  func k3Priority() {
    let field = RecordingField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    var log: [String] = []
    window.implement("plain") { _ in log.append("plain") }
    window.implement("urgent") { _ in log.append("urgent") }
    let urgent = UIKeyCommand(input: "u", modifierFlags: [], action: "urgent")
    urgent.wantsPriorityOverSystemBehavior = true
    let root = CommandView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.commands = [UIKeyCommand(input: "p", modifierFlags: [], action: "plain"), urgent]
    window.addSubview(root)
    root.addSubview(field)
    _ = field.becomeFirstResponder()
    key(.keyboardP, .began, "p")
    key(.keyboardP, .ended, "p")
    key(.keyboardU, .began, "u")
    key(.keyboardU, .ended, "u")
    #expect(log == ["urgent"])
    #expect(field.keys == [19])
  }

  @Test(
    "K3/B1: a text view's keys skip the chain's commands; a responder on the chain that keeps the press keeps the typing"
  )
  func k3TextView() {
    var log: [String] = []
    window.implement("plain") { _ in log.append("plain") }
    let root = CommandView(frame: window.bounds)
    root.commands = [UIKeyCommand(input: "p", modifierFlags: [], action: "plain")]
    window.addSubview(root)
    let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.addSubview(textView)
    #expect(textView.becomeFirstResponder())
    key(.keyboardP, .began, "p")
    key(.keyboardP, .ended, "p")
    #expect(log.isEmpty && textView.text == "", "the root's pressesBegan does not call super")
    #expect(root.log == ["began 19 0", "ended 19"], "its press reached the root, which kept it")
    // A text view whose chain lets the press through types it.
    let free = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(free)
    #expect(free.becomeFirstResponder())
    key(.keyboardP, .began, "p")
    key(.keyboardP, .ended, "p")
    #expect(log.isEmpty && free.text == "p")
    // With the container (no text input) first responder, its command performs.
    #expect(root.becomeFirstResponder())
    key(.keyboardP, .began, "p")
    key(.keyboardP, .ended, "p")
    #expect(log == ["plain"] && free.text == "p")
  }

  @Test("K3: ⌘C is the system's command for copy:, performed along the chain; nobody to copy lets the key through")
  func k3Standard() {
    let view = CommandView(frame: .zero)
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    var copied: [Bool] = []
    window.implement(.copy) { sender in copied.append(sender is UIKeyCommand) }
    var notes: [String] = []
    app.engineObserver = { note in
      if case .keyCommand(let command, let declarer) = note {
        notes.append("\(command.action?.name ?? "") \(declarer === app)")
      }
    }
    key(.keyboardC, .began, "c", .command)
    key(.keyboardC, .ended, "c")
    key(.keyboardV, .began, "v", .command)
    key(.keyboardV, .ended, "v")
    #expect(copied == [true])
    #expect(notes == ["copy: true"])
    #expect(view.log == ["began 25 \(UIKeyModifierFlags.command.rawValue)", "ended 25"])
  }

  @Test("K5: a held key repeats its command after 0.5 s, then every 0.1 s, and stops when the key is up")
  func k5Repeat() {
    let view = CommandView(frame: .zero)
    view.commands = [UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: "down")]
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    var times: [Double] = []
    view.implement("down") { _ in times.append((clock.now * 1000).rounded() / 1000) }
    clock.advance(to: 1)
    key(.keyboardDownArrow, .began)
    clock.advance(to: 1.75)
    key(.keyboardDownArrow, .ended)
    clock.advance(to: 3)
    #expect(times == [1, 1.5, 1.6, 1.7])
    #expect(view.log.isEmpty)
    #expect(!app.hasPressesDown)
  }

  @Test(
    "K2: a .disabled command is not performed and its key reaches the first responder; a .hidden one still works; the full initializer keeps every part"
  )
  func k2DisabledAttribute() {
    let view = CommandView(frame: .zero)
    let alternate = UICommandAlternate(title: "Save As", action: "saveAs", modifierFlags: .alternate)
    let save = UIKeyCommand(
      title: "Save", action: "save", input: "s", modifierFlags: .command, propertyList: "document",
      alternates: [alternate], discoverabilityTitle: "Save Document", attributes: .disabled, state: .on)
    #expect(save.title == "Save" && save.propertyList as? String == "document" && save.alternates.count == 1)
    #expect(save.discoverabilityTitle == "Save Document" && save.state == .on)
    #expect(save.allowsAutomaticLocalization && save.allowsAutomaticMirroring && !save.wantsPriorityOverSystemBehavior)
    view.commands = [save]
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    var senders: [String] = []
    view.implement("save") { sender in senders.append((sender as? UIKeyCommand)?.propertyList as? String ?? "?") }
    key(.keyboardS, .began, "s", .command)
    key(.keyboardS, .ended, "s")
    #expect(senders.isEmpty, "a disabled command is skipped")
    #expect(view.log == ["began 22 \(UIKeyModifierFlags.command.rawValue)", "ended 22"])
    view.log = []
    save.attributes = .hidden
    key(.keyboardS, .began, "s", .command)
    key(.keyboardS, .ended, "s")
    #expect(senders == ["document"], "hidden only hides the command from lists")
    #expect(view.log.isEmpty, "the performed command consumes its key (K4)")
  }

  @Test("K1/R8: an active chain whose next loops is cut where it comes back, reported, and its commands still apply")
  func k1LoopingChain() {
    let first = CommandView(frame: .zero)
    let loop = CommandView(frame: .zero)
    window.addSubview(first)
    window.addSubview(loop)
    first.customNext = .some(loop)
    loop.customNext = .some(first)
    var saved = 0
    loop.commands = [UIKeyCommand(input: "s", modifierFlags: .command, action: "save")]
    loop.implement("save") { _ in saved += 1 }
    _ = first.becomeFirstResponder()
    var notes: [String] = []
    app.engineObserver = { note in
      switch note {
      case .error(let reason): notes.append("error \(reason)")
      case .keyCommand(let command, let declarer):
        notes.append("keyCommand \(command.input ?? "") \(declarer === loop)")
      default: break
      }
    }
    key(.keyboardS, .began, "s", .command)
    key(.keyboardS, .ended, "s")
    #expect(saved == 1)
    // The active chain is first, loop (then first again: the loop). Finding the performer
    // stops at `loop`, which implements the action, before coming round.
    #expect(notes == ["error responderLoop", "keyCommand s true"])
    #expect(first.log.isEmpty && loop.log.isEmpty, "the performed command consumes its key (K4)")
  }
}
