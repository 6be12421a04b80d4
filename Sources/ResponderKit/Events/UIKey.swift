import Foundation

/// A key on a hardware keyboard.
///
/// UIKit semantics: `keyCode` names the key; `characters` is what it types, when it types
/// something (ResponderKit has no keyboard layout, so it is empty for keys that type nothing).
@preconcurrency @MainActor
open class UIKey {
  let _keyCode: UIKeyboardHIDUsage
  let _characters: String
  let _modifierFlags: UIKeyModifierFlags

  /// Creates a key with its code, the characters it types and the modifier keys held with it.
  public init(keyCode: UIKeyboardHIDUsage, characters: String = "", modifierFlags: UIKeyModifierFlags = []) {
    _keyCode = keyCode
    _characters = characters
    _modifierFlags = modifierFlags
  }

  /// The modifier keys held when the key went down (rule K4): those the platform reported with
  /// it and the modifier keys down at the time.
  public var modifierFlags: UIKeyModifierFlags { _modifierFlags }

  /// Which key it is.
  public var keyCode: UIKeyboardHIDUsage { _keyCode }

  /// The characters the key types.
  public var characters: String { _characters }

  /// The characters the key types without modifiers.
  public var charactersIgnoringModifiers: String { _characters }
}
