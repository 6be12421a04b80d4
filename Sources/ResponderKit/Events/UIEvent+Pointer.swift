import Foundation

extension UIEvent {
  /// The buttons of a pointer, as a bit mask with UIKit's raw values (iOS 13.4).
  ///
  /// UIKit rule P2: button *n* is bit *n − 1*; the primary button is the left one of a mouse
  /// (or a trackpad's click), the secondary the right one.
  public struct ButtonMask: OptionSet, Hashable, Sendable {
    /// The mask.
    public let rawValue: Int

    /// Creates a mask from its bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The primary button (button 1): a mouse's left button, a trackpad's click (P2).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (button 2): a mouse's right button, a two-finger click (P2).
    public static let secondary = ButtonMask(rawValue: 1 << 1)

    /// The mask of button `buttonNumber`, counted from 1 (`.button(1) == .primary`) (P2).
    public static func button(_ buttonNumber: Int) -> ButtonMask {
      guard buttonNumber >= 1 && buttonNumber <= Int.bitWidth - 1 else { return [] }
      return ButtonMask(rawValue: 1 << (buttonNumber - 1))
    }
  }

  /// The pointer buttons down during the event: for a click's touch event the buttons the
  /// pointer holds, empty for fingers and for events without a pointer (P2).
  public var buttonMask: ButtonMask { _buttonMask }

  /// The modifier keys held during the event's pointer input (P7); empty for fingers.
  public var modifierFlags: UIKeyModifierFlags { _modifierFlags }
}
