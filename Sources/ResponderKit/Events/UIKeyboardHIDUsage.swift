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
