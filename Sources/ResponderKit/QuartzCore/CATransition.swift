import Foundation

/// A transition of a layer's content: a fade, a push, a move in or a reveal (V5).
///
/// It runs on the clock like any animation (its delegate hears its start and stop, V5), and
/// changes no animatable property: what it moves is the layer's drawn content, which nothing
/// draws here, so `presentation()` shows the model. `startProgress` and `endProgress` are
/// stored.
open class CATransition: CAAnimation {
  /// The kind of transition (default `.fade`).
  open var type: CATransitionType = .fade
  /// The direction of a push, move in or reveal.
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0 to 1 (default 0).
  open var startProgress: Float = 0
  /// Where in the transition it ends, 0 to 1 (default 1).
  open var endProgress: Float = 1
  /// A filter for the transition; stored.
  open var filter: Any?

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
    filter = other.filter
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "type": return type.rawValue
    case "subtype": return subtype?.rawValue
    case "startProgress": return startProgress
    case "endProgress": return endProgress
    default: return super.propertyValue(forKey: key)
    }
  }
}
