import Foundation

/// An animation of one layer property, named by its key path (`"opacity"`,
/// `"transform.scale"`, `"position.x"`): the layer's `presentation()` shows the value the
/// animation computes while the model keeps its own (V6).
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property.
  open var keyPath: String?
  /// Whether its values add to the value beneath it (the model, or an earlier animation's), V6.
  open var isAdditive = false
  /// Whether repeats build on the previous repeat's end; stored (each pass starts over here).
  open var isCumulative = false
  /// A function applied to the interpolated values; stored, never called (nothing draws).
  open var valueFunction: CAValueFunction?

  /// Creates an animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
    valueFunction = other.valueFunction
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "keyPath": return keyPath
    case "additive", "isAdditive": return isAdditive
    case "cumulative", "isCumulative": return isCumulative
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "keyPath": keyPath = value as? String
    case "additive", "isAdditive": isAdditive = (value as? Bool) ?? false
    case "cumulative", "isCumulative": isCumulative = (value as? Bool) ?? false
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }

  /// The value the animation shows `t` seconds into a pass, over `current` (the value beneath
  /// it); nil when it has none to show. Each kind of animation computes its own.
  func presentedValue(at t: CFTimeInterval, current: LayerAnimationValue?) -> LayerAnimationValue? { nil }
}
