import Foundation

/// The owner of the keyboard: which keys are down, the key commands a key-down performs, and
/// the presses the other keys send along the responder chain (rules K1–K5, F4). One per
/// application, beside the touch path (`EventDispatcher.keys`); it walks the chain only
/// through the application's `ResponderChain`, whose stamps detect a looping `next` (R8).
///
/// It alone writes the keys down (`pressesDown`, one `UIPress` per key, as touches are one per
/// finger), the keys a command consumed and their repeat timers, and the presses event.
@MainActor
final class KeyCommandRouter {
  /// The application that owns the router. Set once, by the dispatcher's `attach(to:)`; never
  /// nil after that (an ``UnsafeLink``: the application owns the router through its dispatcher).
  @UnsafeLink private var application: UIApplication!
  /// The application's walker of responder chains (R6, R8). Set with `application`; an
  /// ``UnsafeLink``, the dispatcher owns both.
  @UnsafeLink private var chain: ResponderChain!
  /// Keys down, for press identity (one `UIPress` per key, like touches).
  private var pressesDown: [UIKeyboardHIDUsage: UIPress] = [:]
  /// Keys down that a key command consumed (K4).
  private var consumedKeys: [UIKeyboardHIDUsage] = []
  /// The repeat timer of each consumed key still down (K5).
  private var keyRepeats: [UIKeyboardHIDUsage: UITimerToken] = [:]
  /// The presses event: one object for every dispatch, as the touch event is.
  private lazy var pressesEvent: UIPressesEvent = {
    let event = UIPressesEvent(timestamp: 0)
    event._application = application
    return event
  }()

  /// Joins the router to its application and the application's chain walker, once.
  func attach(to application: UIApplication, chain: ResponderChain) {
    self.application = application
    self.chain = chain
  }

  /// The keys down, in key-code order (those a command consumed too, so that cancelling every
  /// key ends their repeat).
  var keysDown: [UIKeyboardHIDUsage] { pressesDown.keys.sorted { $0.rawValue < $1.rawValue } }

  // MARK: A dispatch of presses

  /// Rules F4, K1–K5: one dispatch of key presses. A key-down first looks for a key command
  /// (`performKeyCommand`); one that a command performed is consumed: it sends no presses at all
  /// (our choice, K4) and repeats while held (K5). The other keys reach the first responder as
  /// presses. A key that begins while down, or changes or ends while up, is reported as
  /// `.inputError` and skipped.
  func dispatchPresses(_ batch: [UIRawPress], timestamp: TimeInterval) {
    let event = pressesEvent
    event._timestamp = timestamp
    event.changedPresses = []
    for raw in batch {
      let existing = pressesDown[raw.key]
      switch (raw.phase, existing) {
      case (.began, nil):
        var flags = raw.modifierFlags
        for key in pressesDown.keys { flags.formUnion(UIKeyModifierFlags.of(key) ?? []) }
        flags.formUnion(UIKeyModifierFlags.of(raw.key) ?? [])
        let key = UIKey(keyCode: raw.key, characters: raw.characters, modifierFlags: flags)
        let press = UIPress(key: key, timestamp: timestamp)
        pressesDown[raw.key] = press
        if let (command, declarer) = performKeyCommand(for: key, event: event) {
          consumedKeys.append(raw.key)
          if command.repeatsWhileHeld {
            repeatCommand(command, of: declarer, key: key, at: timestamp + InteractionConstants.keyRepeatDelay)
          }
          continue
        }
        event.pressList.append(press)
        event.changedPresses.append(press)
      case (.began, .some):
        application.note(.inputError(.alreadyBegan))
      case (_, nil):
        application.note(.inputError(.notBegan))
      case (let phase, let press?):
        if consumedKeys.contains(raw.key) {
          // A key a command consumed sends nothing; its end stops the repeat (K4, K5).
          if phase == .ended || phase == .cancelled { releaseConsumed(raw.key) }
          continue
        }
        press._phase = phase
        press._timestamp = timestamp
        event.changedPresses.append(press)
      }
    }
    guard !event.changedPresses.isEmpty else { return }
    application.sendEvent(event)
    actOnUnconsumedKeys(event)
    for press in event.changedPresses where press._phase == .ended || press._phase == .cancelled {
      pressesDown[press._key!._keyCode] = nil
      event.pressList.removeAll { $0 === press }
    }
    event.changedPresses = []
  }

  /// Rule B1 step 4: the key-downs whose presses reached the end of the chain unconsumed are
  /// the key window's text input's to act on, in the order they came.
  private func actOnUnconsumedKeys(_ event: UIPressesEvent) {
    for press in event.changedPresses where press._phase == .began && press.reachedEndOfChain {
      press.reachedEndOfChain = false
      guard let key = press._key,
        let input = application._keyWindow?._firstResponder as? any UIKeyInput & UIResponder
      else { continue }
      TextKeys.act(on: key, input: input)
    }
  }

  /// A consumed key went up: it is forgotten and stops repeating.
  private func releaseConsumed(_ key: UIKeyboardHIDUsage) {
    consumedKeys.removeAll { $0 == key }
    pressesDown[key] = nil
    if let token = keyRepeats.removeValue(forKey: key) { application.clock.cancel(token) }
  }

  /// Rule K5: performs `command` again at `time`, then every `keyRepeatInterval`, while its key
  /// stays down and someone can perform it.
  private func repeatCommand(
    _ command: UIKeyCommand, of declarer: UIResponder, key: UIKey, at time: TimeInterval
  ) {
    let usage = key._keyCode
    keyRepeats[usage] = application.clock.schedule(at: time) { [weak self, weak declarer] in
      guard let self, let declarer, self.consumedKeys.contains(usage) else { return }
      self.keyRepeats[usage] = nil
      guard self.perform(command, declarer: declarer, event: self.pressesEvent) else { return }
      self.repeatCommand(command, of: declarer, key: key, at: time + InteractionConstants.keyRepeatInterval)
    }
  }

  // MARK: Key commands

  /// Where the active chain starts (K1): the key window's first responder, or the key window,
  /// or the application.
  private var activeStart: UIResponder {
    application._keyWindow?._firstResponder ?? application._keyWindow ?? application
  }

  /// Rules K2, K3, B1: the key command a key-down triggers, performed; nil when none consumed
  /// the key. In order: a command of the chain that wants priority over system behaviour; then
  /// a first responder adopting `UIKeyInput` keeps the keys it uses (`TextKeys.inputUses`) for
  /// the chain and then itself; then the system's standard shortcuts (⌘X, ⌘C, ⌘V, ⌘A, ⌘Z,
  /// ⇧⌘Z), when someone along the chain can perform their action; then the first command of
  /// the chain that matches. A matched command whose action nobody can perform consumes
  /// nothing.
  private func performKeyCommand(
    for key: UIKey, event: UIPressesEvent
  ) -> (command: UIKeyCommand, declarer: UIResponder)? {
    // K1: the active chain, collected by the one walker (a looping `next` ends it, R8).
    let responders = chain.responders(from: activeStart)
    var firstMatch: (command: UIKeyCommand, declarer: UIResponder)?
    for responder in responders {
      guard let commands = responder.keyCommands else { continue }
      for command in commands where command.matches(key) {
        if command.wantsPriorityOverSystemBehavior {
          return perform(command, declarer: responder, event: event) ? (command, responder) : nil
        }
        if firstMatch == nil { firstMatch = (command, responder) }
      }
    }
    // B1 (2): a text input's own keys skip the other commands (K3's included).
    if application._keyWindow?._firstResponder is any UIKeyInput, TextKeys.inputUses(key) { return nil }
    for command in UIKeyCommand.standard where command.matches(key) {
      if perform(command, declarer: application, event: event) { return (command, application) }
    }
    guard let (command, declarer) = firstMatch else { return nil }
    return perform(command, declarer: declarer, event: event) ? (command, declarer) : nil
  }

  /// Sends a key command's action along the chain from the first responder (K2, F5, F6);
  /// returns whether someone performed it. The application declares the system's commands (K3).
  private func perform(_ command: UIKeyCommand, declarer: UIResponder, event: UIPressesEvent) -> Bool {
    guard let action = command.action, let target = activeStart.target(forAction: action, withSender: command)
    else { return false }
    application.note(.keyCommand(command, declarer: declarer))
    return application.sendAction(action, to: target, from: command, for: event)
  }

  // MARK: Presses along the chain

  /// Rules F4, R6: sends a press event's changed presses along the chain that starts at
  /// `responder`, one call per phase and start; a press keeps the responder its `began` started
  /// at.
  func deliver(_ presses: UIPressesEvent, from responder: UIResponder) {
    for press in presses.changedPresses where press._phase == .began { press.startResponder = responder }
    for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
      let phasePresses = presses.changedPresses.filter { $0._phase == phase }
      var starts: [UIResponder] = []
      for press in phasePresses {
        let start = press.startResponder ?? responder
        if !starts.contains(where: { $0 === start }) { starts.append(start) }
      }
      for start in starts {
        let group = Set(phasePresses.filter { ($0.startResponder ?? responder) === start })
        guard let call = ResponderCall(phase, group, presses) else { continue }
        chain.walk(from: start) { call.send(to: start) }
      }
    }
  }
}
