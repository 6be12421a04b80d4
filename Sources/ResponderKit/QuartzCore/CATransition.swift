import Foundation

/// The key every transition is added under, whatever key `add(_:forKey:)` is given, as Core
/// Animation does: a layer runs one transition at a time (V5).
public let kCATransition = "transition"

/// A transition of a layer's content: a fade, a push, a move in or a reveal (V5).
///
/// Added to a layer, it runs on the application's clock like any animation, under the key
/// `kCATransition` whatever key it is given (so a new transition replaces, and stops, a running
/// one): `animation(forKey:)` finds it while it runs, its delegate hears `animationDidStart(_:)`
/// when it begins and `animationDidStop(_:finished:)` when it ends (true) or is replaced or
/// removed (false), and with `isRemovedOnCompletion` it leaves the layer at its end. It changes
/// no animatable property: what it moves is the layer's drawn content, which nothing draws
/// here, so `presentation()` shows the model. It holds no view from touches: as with every Core
/// Animation animation, hit testing reads the model layer on iOS, and only UIView's animation
/// methods (`UIView.transition(with:duration:options:animations:completion:)` among them) hold
/// the views they animate without `.allowUserInteraction` (V3). `startProgress` and
/// `endProgress` are stored.
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
