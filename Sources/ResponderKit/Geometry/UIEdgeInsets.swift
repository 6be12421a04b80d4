import Foundation

/// Distances inward from each edge of a rectangle: what enlarged and shrunk hit areas are made
/// of (`bounds.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))`).
///
/// UIKit's struct, with its members; negative values grow the rectangle, as in UIKit.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle moved inward by `insets`: UIKit's `inset(by:)` (`UIEdgeInsetsInsetRect`).
  ///
  /// As in UIKit the arithmetic is plain: origin plus left and top, size minus both sums. The
  /// result is not standardized, so insets larger than the rectangle give a negative size,
  /// which `contains(_:)` treats as empty.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}
