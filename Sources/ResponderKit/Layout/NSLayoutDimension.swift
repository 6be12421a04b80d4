import Foundation

/// A size anchor: a width or a height.
///
/// UIKit's `NSLayoutDimension`: besides other dimensions it can equal a constant, or a
/// multiple of another dimension.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that this dimension equals `c`.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// A constraint that this dimension is at least `c`.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// A constraint that this dimension is at most `c`.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// A constraint that this dimension equals `m` times `anchor`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension is at least `m` times `anchor`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension is at most `m` times `anchor`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// A constraint that this dimension equals `m` times `anchor` plus `c`.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at least `m` times `anchor` plus `c`.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// A constraint that this dimension is at most `m` times `anchor` plus `c`.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
