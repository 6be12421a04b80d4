import Foundation

/// A vertical anchor: a top, bottom, centre-Y or baseline attribute.
///
/// UIKit's `NSLayoutYAxisAnchor`: it can only be constrained to other vertical anchors.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// A constraint that this anchor equals `anchor` plus `multiplier` times the system spacing
  /// (``InteractionConstants/systemSpacing`` here).
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at least `anchor` plus `multiplier` times the system
  /// spacing.
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }

  /// A constraint that this anchor is at most `anchor` plus `multiplier` times the system
  /// spacing.
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: InteractionConstants.systemSpacing * multiplier)
  }
}
