import Foundation

/// How text lines align: UIKit's `NSTextAlignment`, with its iOS raw values; stored only.
public enum NSTextAlignment: Int, Sendable {
  /// Along the left edge.
  case left = 0
  /// Centred.
  case center = 1
  /// Along the right edge.
  case right = 2
  /// Both edges.
  case justified = 3
  /// The script's natural alignment (left here; the default).
  case natural = 4
}
