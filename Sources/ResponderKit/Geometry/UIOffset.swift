import Foundation

/// A horizontal and a vertical distance: UIKit's `UIOffset`, which motion effects
/// (``UIMotionEffect/keyPathsAndRelativeValues(forViewerOffset:)``), bar appearance and
/// positioning adjustments use.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat

  /// Creates an offset from its two distances.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }

  /// The zero offset.
  public static let zero = UIOffset()
}

/// An offset from its two distances: UIKit's `UIOffsetMake`.
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
  UIOffset(horizontal: horizontal, vertical: vertical)
}
