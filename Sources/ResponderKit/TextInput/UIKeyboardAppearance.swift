import Foundation

/// The colour scheme of the keyboard, with UIKit's raw values.
///
/// UIKit's `UIKeyboardAppearance`; there is no system keyboard here, so the value is only kept.
public enum UIKeyboardAppearance: Int, Hashable, Sendable {
  /// The system's scheme (UIKit's default).
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2

  /// The old name of `dark`, kept as UIKit keeps it.
  public static var alert: UIKeyboardAppearance { .dark }
}
