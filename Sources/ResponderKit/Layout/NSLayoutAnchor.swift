import Foundation

/// One layout attribute of a view or a layout guide, from which constraints are made:
/// `view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 8)`.
///
/// UIKit's `NSLayoutAnchor`; its subclasses (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`,
/// `NSLayoutDimension`) keep anchors of different axes apart at compile time, as in UIKit. The
/// constraints are made inactive (see `NSLayoutConstraint`). An
/// anchor does not retain its item.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  unowned let item: AnyObject
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// A constraint that this anchor equals `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// A constraint that this anchor is at least `anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// A constraint that this anchor is at most `anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// A constraint that this anchor equals `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }

  /// A constraint that this anchor is at least `anchor` plus `c`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// A constraint that this anchor is at most `anchor` plus `c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: item, attribute, relation, second: anchor?.item, anchor?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}
