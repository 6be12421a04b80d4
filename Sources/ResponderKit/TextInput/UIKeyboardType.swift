import Foundation

/// The kind of keyboard a text-input responder asks for, with UIKit's raw values.
///
/// UIKit's `UIKeyboardType`; there is no system keyboard here, so the value is only kept.
public enum UIKeyboardType: Int, Hashable, Sendable {
  /// The current input method's keyboard (UIKit's default).
  case `default` = 0
  /// A keyboard of ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// A keyboard for URLs: `.`, `/` and `.com`.
  case URL = 3
  /// The digits 0 to 9.
  case numberPad = 4
  /// Digits, `*`, `#` and `+`.
  case phonePad = 5
  /// Letters for a name, or digits for a phone number.
  case namePhonePad = 6
  /// A keyboard for email addresses: `@` and `.`.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// A keyboard with `@` and `#`.
  case twitter = 9
  /// A keyboard for search terms and URLs.
  case webSearch = 10
  /// ASCII digits only.
  case asciiCapableNumberPad = 11

  /// The old name of `asciiCapable`, kept as UIKit keeps it.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}
