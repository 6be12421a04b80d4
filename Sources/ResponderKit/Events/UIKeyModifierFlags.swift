import Foundation

/// The modifier keys held with a key (UIKit's `UIKeyModifierFlags`), with UIKit's raw values.
///
/// UIKit rule K2: a key command matches a key whose modifiers are exactly its own.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The flags' bits, as in UIKit.
  public var rawValue: Int

  /// Creates flags from their bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock is on.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// A Shift key is down.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// A Control key is down.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// An Option (Alt) key is down.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// A Command key is down.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  /// The key is on the numeric keypad.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

  /// The flag a modifier key itself stands for, or nil for any other key (left and right keys
  /// alike; Caps Lock counts while it is down, a keyboard without lock state).
  static func of(_ key: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
    switch key {
    case .keyboardLeftShift, .keyboardRightShift: return .shift
    case .keyboardLeftControl, .keyboardRightControl: return .control
    case .keyboardLeftAlt, .keyboardRightAlt: return .alternate
    case .keyboardLeftGUI, .keyboardRightGUI: return .command
    case .keyboardCapsLock: return .alphaShift
    default: return nil
    }
  }
}
