import Foundation

/// The kinds of scroll event a pan recognizer takes, as a mask with UIKit's raw values.
///
/// UIKit rule P5: see `UIPanGestureRecognizer.allowedScrollTypesMask`.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
  /// The mask.
  public let rawValue: Int

  /// Creates a mask from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wheel scrolling (P5).
  public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
  /// Trackpad scrolling (P5).
  public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
  /// Both kinds (P5).
  public static let all: UIScrollTypeMask = [.discrete, .continuous]

  /// The mask of one kind of scroll.
  init(_ type: UIScrollType) {
    self.init(rawValue: 1 << type.rawValue)
  }
}
