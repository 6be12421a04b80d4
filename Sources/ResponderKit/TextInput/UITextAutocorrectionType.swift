import Foundation

/// Whether the keyboard corrects spelling as one types, with UIKit's raw values.
///
/// UIKit's `UITextAutocorrectionType`; nothing is corrected here, so the value is only kept.
public enum UITextAutocorrectionType: Int, Hashable, Sendable {
  /// The input method's choice (UIKit's default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
