import Foundation

/// A horizontal anchor: a leading, trailing, left, right or centre-X attribute.
///
/// UIKit's `NSLayoutXAxisAnchor`: it can only be constrained to other horizontal anchors.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A constraint that this anchor equals `anchor` plus `multiplier` times the system spacing
  /// (``InteractionConstants/systemSpacing`` here: UIKit's standard spacing between sibling views).
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at least `anchor` plus `multiplier` times the system
  /// spacing.
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at most `anchor` plus `multiplier` times the system
  /// spacing.
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }
}
