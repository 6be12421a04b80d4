import Foundation

/// Whether misspelled words are marked, with UIKit's raw values.
///
/// UIKit's `UITextSpellCheckingType`; nothing is marked here, so the value is only kept.
public enum UITextSpellCheckingType: Int, Hashable, Sendable {
  /// On where autocorrection is on (UIKit's default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
