import Foundation

/// An animation between two values of a property: from `fromValue` to `toValue`, or by
/// `byValue`, with the property's current value standing in for the one not given, as Core
/// Animation documents (V6).
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

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "fromValue": return fromValue
    case "toValue": return toValue
    case "byValue": return byValue
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "fromValue": fromValue = value
    case "toValue": toValue = value
    case "byValue": byValue = value
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }

  /// How far from the start value to the end value the animation is `t` seconds into a pass:
  /// the timing function's value (V6).
  func progress(at t: CFTimeInterval) -> Double { curvedFraction(t) }

  override func presentedValue(at t: CFTimeInterval, current: LayerAnimationValue?) -> LayerAnimationValue? {
    let from = LayerAnimationValue(fromValue)
    let to = LayerAnimationValue(toValue)
    let by = LayerAnimationValue(byValue)
    let start: LayerAnimationValue?
    let end: LayerAnimationValue?
    switch (from, to, by) {
    case (let f?, let e?, _): (start, end) = (f, e)
    case (let f?, nil, let b?): (start, end) = (f, .add(f, b))
    case (nil, let e?, let b?): (start, end) = (.subtract(e, b), e)
    case (let f?, nil, nil): (start, end) = (f, current)
    case (nil, let e?, nil): (start, end) = (current, e)
    case (nil, nil, let b?): (start, end) = (current, current.map { .add($0, b) })
    default: (start, end) = (current, current)
    }
    guard let start, let end else { return nil }
    return .mix(start, end, progress(at: t))
  }
}
