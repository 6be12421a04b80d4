import Foundation

/// How a change of the status bar's visibility animates.
///
/// UIKit's `UIStatusBarAnimation`, the type of
/// ``UIViewController/preferredStatusBarUpdateAnimation``; kept, as there is no status bar on
/// Linux.
public enum UIStatusBarAnimation: Int, Hashable, Sendable {
  /// No animation.
  case none = 0
  /// The bar fades in and out.
  case fade = 1
  /// The bar slides in and out.
  case slide = 2
}
