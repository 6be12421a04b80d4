import Foundation

/// Insets from each edge, with leading and trailing in place of left and right: UIKit's
/// struct for `UIView.directionalLayoutMargins` and button configurations. The layout
/// direction is always left to right here, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading (left) edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing (right) edge.
  public var trailing: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}
