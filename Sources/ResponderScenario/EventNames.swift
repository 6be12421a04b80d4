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

  static func name(of key: UIKeyboardHIDUsage) -> String {
    if let pair = named.first(where: { $0.1 == key }) { return pair.0 }
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
