import Foundation

/// A HID keyboard usage code: which key a `UIKey` is, with UIKit's raw values.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
  /// The USB HID usage value.
  public var rawValue: Int

  /// Creates a usage from its HID value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The letter keys A…Z are 4…29.
  public static func keyboard(letter: Character) -> UIKeyboardHIDUsage? {
    guard let ascii = letter.lowercased().first?.asciiValue, (97...122).contains(ascii) else { return nil }
    return UIKeyboardHIDUsage(rawValue: 4 + Int(ascii - 97))
  }

  /// The digit keys 1…9 are 30…38, 0 is 39.
  public static func keyboard(digit: Int) -> UIKeyboardHIDUsage? {
    guard (0...9).contains(digit) else { return nil }
    return UIKeyboardHIDUsage(rawValue: digit == 0 ? 39 : 29 + digit)
  }

  /// Return or Enter.
  public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
  /// Escape.
  public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
  /// Delete (backspace).
  public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
  /// Tab.
  public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
  /// Space bar.
  public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
  /// Right arrow.
  public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
  /// Left arrow.
  public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
  /// Down arrow.
  public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
  /// Up arrow.
  public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
}

/// A key on a hardware keyboard.
///
/// UIKit semantics: `keyCode` names the key; `characters` is what it types, when it types
/// something (ResponderKit has no keyboard layout, so it is empty for keys that type nothing).
@preconcurrency @MainActor
open class UIKey {
  let _keyCode: UIKeyboardHIDUsage
  let _characters: String
  let _modifierFlags: UIKeyModifierFlags

  /// Creates a key with its code, the characters it types and the modifier keys held with it.
  public init(keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
    _keyCode = keyCode
    _characters = characters
    _modifierFlags = modifierFlags
  }

  /// The modifier keys held when the key went down (rule K4): those the platform reported with
  /// it and the modifier keys down at the time.
  public var modifierFlags: UIKeyModifierFlags { _modifierFlags }

  /// Which key it is.
  public var keyCode: UIKeyboardHIDUsage { _keyCode }

  /// The characters the key types.
  public var characters: String { _characters }

  /// The characters the key types without modifiers.
  public var charactersIgnoringModifiers: String { _characters }
}

/// One press of a physical button or key, from press to release.
///
/// UIKit semantics, like `UITouch` (T1): one object per key for its whole press.
@preconcurrency @MainActor
open class UIPress: Hashable {
  /// The phase of a press.
  public enum Phase: Int, Sendable {
    /// The key went down.
    case began
    /// Something about the press changed (its force, for analog buttons).
    case changed
    /// The key is down and did not change.
    case stationary
    /// The key was released.
    case ended
    /// The system stopped tracking the press.
    case cancelled
  }

  var _phase: Phase = .began
  var _timestamp: TimeInterval
  let _key: UIKey?
  /// Where the press's chain started at `began`: its later phases go there too, as a touch's
  /// go to its view (a responder that took `pressesBegan` gets `pressesEnded`).
  weak var startResponder: UIResponder?

  init(key: UIKey?, timestamp: TimeInterval) {
    _key = key
    _timestamp = timestamp
  }

  /// The press's phase.
  public var phase: Phase { _phase }

  /// When the press last changed.
  public var timestamp: TimeInterval { _timestamp }

  /// The keyboard key, for presses of a hardware keyboard.
  public var key: UIKey? { _key }

  /// Presses are equal only to themselves.
  nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

  /// Hashes the press's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// An event of physical presses.
///
/// UIKit rule F4: press events go to the key window's first responder, then along its chain.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  var pressList: [UIPress] = []
  var changedPresses: [UIPress] = []

  init(timestamp: TimeInterval) {
    super.init(type: .presses, timestamp: timestamp)
  }

  /// Every press of the event.
  public var allPresses: Set<UIPress> { Set(pressList) }
}

/// One key's change, as a platform reports it to `UIApplication.receive(_:timestamp:)`.
public struct UIRawPress: Equatable, Sendable {
  /// The key.
  public var key: UIKeyboardHIDUsage
  /// What happened to it.
  public var phase: UIPress.Phase
  /// The characters it types, if any.
  public var characters: String
  /// Modifiers the platform reports with the key, besides the modifier keys it reports as
  /// presses of their own (which count too, K4).
  public var modifierFlags: UIKeyModifierFlags

  /// Creates a raw press change.
  public init(
    key: UIKeyboardHIDUsage, phase: UIPress.Phase, characters: String = "", modifierFlags: UIKeyModifierFlags = []
  ) {
    self.key = key
    self.phase = phase
    self.characters = characters
    self.modifierFlags = modifierFlags
  }
}
