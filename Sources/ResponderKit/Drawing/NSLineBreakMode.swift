import Foundation

/// How text that does not fit is wrapped or truncated: UIKit's `NSLineBreakMode`, with its raw
/// values; stored only.
public enum NSLineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping = 0
  /// Wraps at characters.
  case byCharWrapping = 1
  /// Cuts off at the edge.
  case byClipping = 2
  /// An ellipsis at the start.
  case byTruncatingHead = 3
  /// An ellipsis at the end.
  case byTruncatingTail = 4
  /// An ellipsis in the middle.
  case byTruncatingMiddle = 5
}
