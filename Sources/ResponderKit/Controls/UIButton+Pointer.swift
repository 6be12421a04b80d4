import Foundation

extension UIButton {
  /// What decides the pointer's style over a button: given the button, UIKit's proposed effect
  /// and shape, it returns the style (nil: no effect).
  public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

  /// Whether the pointer takes an effect over the button (default false), as UIKit's: turning
  /// it on adds a `UIPointerInteraction` to the button, which turning it off removes.
  ///
  /// Rule P6: the interaction's region is the button's bounds, and its style the
  /// `pointerStyleProvider`'s, or else UIKit's `.automatic` effect with a rounded rectangle of
  /// the bounds; `currentStyle` of the interaction says which is in force.
  public var isPointerInteractionEnabled: Bool {
    get { pointerSupport != nil }
    set {
      guard newValue != isPointerInteractionEnabled else { return }
      if newValue {
        let support = ButtonPointerSupport(button: self)
        pointerSupport = support
        addInteraction(support.interaction)
      } else if let support = pointerSupport {
        removeInteraction(support.interaction)
        pointerSupport = nil
      }
    }
  }

  /// The style the pointer takes over the button while `isPointerInteractionEnabled` (P6);
  /// nil gives UIKit's default, the `.automatic` effect.
  public var pointerStyleProvider: PointerStyleProvider? {
    get { pointerSupport?.provider ?? storedPointerStyleProvider }
    set {
      storedPointerStyleProvider = newValue
      pointerSupport?.provider = newValue
    }
  }

  /// The provider set while the interaction is off, which turning it on uses.
  private var storedPointerStyleProvider: PointerStyleProvider? {
    get { objc_getAssociatedObject(self, ButtonPointerSupport.providerKey) as? PointerStyleProvider }
    set { objc_setAssociatedObject(self, ButtonPointerSupport.providerKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
  }
}

/// The pointer interaction of a button with `isPointerInteractionEnabled`, and its delegate,
/// which asks the button's `pointerStyleProvider` (P6).
@MainActor
final class ButtonPointerSupport: UIPointerInteractionDelegate {
  /// The key of the provider set while the interaction is off: the address of a static byte.
  nonisolated(unsafe) static let providerKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

  unowned let button: UIButton
  var provider: UIButton.PointerStyleProvider?
  private(set) var interaction: UIPointerInteraction!

  init(button: UIButton) {
    self.button = button
    provider = objc_getAssociatedObject(button, Self.providerKey) as? UIButton.PointerStyleProvider
    interaction = UIPointerInteraction(delegate: self)
  }

  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
    let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
    let shape = UIPointerShape.roundedRect(button.bounds)
    guard let provider else { return UIPointerStyle(effect: effect, shape: shape) }
    return provider(button, effect, shape)
  }
}
