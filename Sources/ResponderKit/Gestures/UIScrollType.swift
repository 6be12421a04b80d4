import Foundation

/// The kind of a scroll event, with UIKit's raw values (iOS 13.4).
///
/// UIKit rule P5: a mouse wheel scrolls in notches (`discrete`); a trackpad's two fingers
/// scroll smoothly (`continuous`).
public enum UIScrollType: Int, Sendable {
  /// A mouse wheel's notches.
  case discrete = 0
  /// A trackpad's two-finger scrolling.
  case continuous = 1
}
