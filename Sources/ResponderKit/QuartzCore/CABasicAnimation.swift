import Foundation

/// An animation between two values of a property; stored, never run (see `CAAnimation`).
open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts from.
  open var fromValue: Any?
  /// The value it ends at.
  open var toValue: Any?
  /// The change it makes.
  open var byValue: Any?

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }
}
