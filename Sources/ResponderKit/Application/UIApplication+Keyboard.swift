import Foundation

extension UIApplication {
  /// Whether the application models an on-screen keyboard (a ResponderKit addition; false by
  /// default, as Linux has none).
  ///
  /// UIKit rule B4: while on and the key window's first responder adopts `UIKeyInput` (or has
  /// an `inputView` or `inputAccessoryView`, F3), a keyboard of
  /// ``InteractionConstants/softwareKeyboardHeight`` (the `inputView`'s height instead when
  /// there is one, plus the `inputAccessoryView`'s) sits at the bottom of the key window's
  /// screen, and the keyboard notifications of `UIResponder` are posted on
  /// `NotificationCenter.default` as it appears, changes and disappears: will-change-frame and
  /// will-show (will-hide) at once, did-change-frame and did-show (did-hide)
  /// ``InteractionConstants/keyboardAnimationDuration`` later on the application's clock.
  /// A hand-over between two text inputs posts nothing, unless the new one has an accessory
  /// view. Turning the model on shows the keyboard for a first responder that already has
  /// one; turning it off forgets the keyboard without a notification (our choice). The test
  /// kit's harness turns it on (`softwareKeyboard: true`).
  public var simulatesSoftwareKeyboard: Bool {
    get { onScreenKeyboard.isOn }
    set {
      guard newValue != onScreenKeyboard.isOn else { return }
      onScreenKeyboard.isOn = newValue
      if newValue { onScreenKeyboard.update(self) } else { onScreenKeyboard.reset(self) }
    }
  }

  /// Whether a hardware keyboard counts as attached to the modelled device (a ResponderKit
  /// addition; false by default).
  ///
  /// UIKit rule B4: with a hardware keyboard the on-screen keyboard stays away, so no keyboard
  /// notification is posted unless the first responder has an `inputAccessoryView` of
  /// non-zero height, which then sits alone at the bottom of the screen. Hardware key presses
  /// reach text inputs whatever this says (B1).
  public var isHardwareKeyboardAttached: Bool {
    get { onScreenKeyboard.hardwareKeyboardAttached }
    set {
      guard newValue != onScreenKeyboard.hardwareKeyboardAttached else { return }
      onScreenKeyboard.hardwareKeyboardAttached = newValue
      onScreenKeyboard.update(self)
    }
  }

  /// The modelled on-screen keyboard's frame in screen coordinates while it is shown (the
  /// final frame while it appears), else nil (a ResponderKit addition).
  ///
  /// UIKit rule B4: the frame of the last `keyboardFrameEndUserInfoKey` posted; nil from the
  /// moment the keyboard starts hiding, and always nil while
  /// ``simulatesSoftwareKeyboard`` is off.
  public var softwareKeyboardFrame: CGRect? { onScreenKeyboard.frame }

  /// The key window's first responder, for tools that act on it as the system does (the test
  /// kit's on-screen typing, B1's last step).
  @_spi(Tools) public var keyWindowFirstResponder: UIResponder? { _keyWindow?._firstResponder }
}
