import Foundation

/// A direction on screen, with UIKit's raw values.
public enum UITextLayoutDirection: Int, Hashable, Sendable {
  /// To the right.
  case right = 2
  /// To the left.
  case left = 3
  /// Up.
  case up = 4
  /// Down.
  case down = 5
}
