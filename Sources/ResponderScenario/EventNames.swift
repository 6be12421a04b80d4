import Foundation
import ResponderKit

/// The words scenarios and traces use for motion and remote-control subtypes.
enum EventNames {
  static let remoteSubtypes: [(String, UIEvent.EventSubtype)] = [
    ("play", .remoteControlPlay), ("pause", .remoteControlPause), ("stop", .remoteControlStop),
    ("togglePlayPause", .remoteControlTogglePlayPause), ("nextTrack", .remoteControlNextTrack),
    ("previousTrack", .remoteControlPreviousTrack), ("beginSeekingBackward", .remoteControlBeginSeekingBackward),
    ("endSeekingBackward", .remoteControlEndSeekingBackward),
    ("beginSeekingForward", .remoteControlBeginSeekingForward),
    ("endSeekingForward", .remoteControlEndSeekingForward),
  ]

  static func remote(_ subtype: UIEvent.EventSubtype) -> String {
    remoteSubtypes.first { $0.1 == subtype }?.0 ?? "none"
  }

  static func motion(_ subtype: UIEvent.EventSubtype) -> String {
    subtype == .motionShake ? "shake" : "none"
  }

  /// The trace's word for a recognizer state; a discrete recognizer's `ended` is `recognized`.
  static func state(_ state: UIGestureRecognizer.State, recognized: Bool) -> String {
    switch state {
    case .possible: return "possible"
    case .began: return "began"
    case .changed: return "changed"
    case .ended: return recognized ? "recognized" : "ended"
    case .cancelled: return "cancelled"
    case .failed: return "failed"
    }
  }
}

/// The words scenarios and traces use for keys: `enter`, `escape`, `delete`, `tab`, `space`,
/// the arrows (`upArrow` …), letters `a`…`z` and digits `0`…`9`.
enum KeyNames {
  /// The modifier words of scenarios and traces, in UIKit's bit order.
  static let modifiers: [(String, UIKeyModifierFlags)] = [
    ("alphaShift", .alphaShift), ("shift", .shift), ("control", .control), ("alternate", .alternate),
    ("command", .command), ("numericPad", .numericPad),
  ]

  /// Reads a `modifiers` list (`["command", "shift"]`).
  static func readModifiers(_ node: JSONNode) throws -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    for element in try node.array() {
      flags.insert(try ScenarioReader.pick(element, modifiers))
    }
    return flags
  }

  /// The modifiers as a trace word: `command,shift` in UIKit's bit order, `none` when empty.
  static func modifierText(_ flags: UIKeyModifierFlags) -> String {
    let words = modifiers.filter { flags.contains($0.1) }.map(\.0)
    return words.isEmpty ? "none" : words.joined(separator: ",")
  }

  /// The `UIKeyCommand` input for a scenario's `input`: one character as it is, or a key name
  /// (`upArrow`, `escape`, `enter`, …) as UIKit's constant or character; nil for anything else.
  static func commandInput(named name: String) -> String? {
    switch name {
    case "upArrow": return UIKeyCommand.inputUpArrow
    case "downArrow": return UIKeyCommand.inputDownArrow
    case "leftArrow": return UIKeyCommand.inputLeftArrow
    case "rightArrow": return UIKeyCommand.inputRightArrow
    case "escape": return UIKeyCommand.inputEscape
    case "enter": return "\r"
    case "tab": return "\t"
    case "space": return " "
    case "delete": return "\u{8}"
    default: return name.count == 1 ? name : nil
    }
  }

  /// A `UIKeyCommand` input as a trace word: the key name for the special keys, else itself.
  static func inputName(_ input: String?) -> String {
    switch input {
    case UIKeyCommand.inputUpArrow: return "upArrow"
    case UIKeyCommand.inputDownArrow: return "downArrow"
    case UIKeyCommand.inputLeftArrow: return "leftArrow"
    case UIKeyCommand.inputRightArrow: return "rightArrow"
    case UIKeyCommand.inputEscape: return "escape"
    case "\r": return "enter"
    case "\t": return "tab"
    case " ": return "space"
    case "\u{8}": return "delete"
    case let other?: return other
    case nil: return "none"
    }
  }

  static let named: [(String, UIKeyboardHIDUsage)] = [
    ("enter", .keyboardReturnOrEnter), ("escape", .keyboardEscape), ("delete", .keyboardDeleteOrBackspace),
    ("tab", .keyboardTab), ("space", .keyboardSpacebar), ("rightArrow", .keyboardRightArrow),
    ("leftArrow", .keyboardLeftArrow), ("downArrow", .keyboardDownArrow), ("upArrow", .keyboardUpArrow),
  ]

  static func key(named name: String) -> UIKeyboardHIDUsage? {
    if let pair = named.first(where: { $0.0 == name }) { return pair.1 }
    guard name.count == 1, let character = name.first else { return nil }
    if let digit = character.wholeNumberValue { return .keyboard(digit: digit) }
    return character.isLowercase ? .keyboard(letter: character) : nil
  }

  /// Keys a trace names that a file cannot press: the modifiers, which a press step holds
  /// with `modifiers` instead, and Caps Lock.
  static let tracedOnly: [(String, UIKeyboardHIDUsage)] = [
    ("leftShift", .keyboardLeftShift), ("rightShift", .keyboardRightShift), ("leftControl", .keyboardLeftControl),
    ("rightControl", .keyboardRightControl), ("leftAlt", .keyboardLeftAlt), ("rightAlt", .keyboardRightAlt),
    ("leftCommand", .keyboardLeftGUI), ("rightCommand", .keyboardRightGUI), ("capsLock", .keyboardCapsLock),
  ]

  static func name(of key: UIKeyboardHIDUsage) -> String {
    if let pair = named.first(where: { $0.1 == key }) ?? tracedOnly.first(where: { $0.1 == key }) { return pair.0 }
    switch key.rawValue {
    case 4...29: return String(UnicodeScalar(UInt8(97 + key.rawValue - 4)))
    case 30...38: return String(key.rawValue - 29)
    case 39: return "0"
    default: return "key\(key.rawValue)"
    }
  }

  /// The characters a key types, for `UIKey.characters`.
  static func characters(of name: String) -> String {
    switch name {
    case "enter": return "\r"
    case "tab": return "\t"
    case "space": return " "
    case "escape": return "\u{1B}"
    case "delete": return "\u{8}"
    default: return name.count == 1 ? name : ""
    }
  }
}
