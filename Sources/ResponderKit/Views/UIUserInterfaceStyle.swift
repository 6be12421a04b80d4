import Foundation

/// Light or dark appearance, with UIKit's raw values.
///
/// UIKit's `UIUserInterfaceStyle`; ResponderKit has no dark mode, so a view's traits say
/// `.light`, the style UIKit uses when the user has not chosen dark.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// Not given (a trait collection made without it).
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}
