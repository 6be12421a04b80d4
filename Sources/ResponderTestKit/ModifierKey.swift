import Foundation
import ResponderKit

/// A modifier key, pressed as a key of its own around another key: a hardware keyboard's
/// Shift, Control, Option (Alt) and Command (GUI) keys with their HID usages.
///
/// UIKit reports held modifiers as `UIKey.modifierFlags`; the harness presses the left-hand
/// modifier keys themselves, which is what a keyboard sends, so that whatever the engine
/// derives from held keys derives it from them.
public struct ModifierKey: Hashable, Sendable {
  /// The key's HID usage.
  public let usage: UIKeyboardHIDUsage

  /// A modifier key with the HID usage `usage` (224…231 are the modifiers).
  public init(usage: UIKeyboardHIDUsage) {
    self.usage = usage
  }

  /// Left Control (HID 224).
  public static let control = ModifierKey(usage: UIKeyboardHIDUsage(rawValue: 224))
  /// Left Shift (HID 225).
  public static let shift = ModifierKey(usage: UIKeyboardHIDUsage(rawValue: 225))
  /// Left Option, or Alt (HID 226).
  public static let option = ModifierKey(usage: UIKeyboardHIDUsage(rawValue: 226))
  /// Left Command, or GUI (HID 227).
  public static let command = ModifierKey(usage: UIKeyboardHIDUsage(rawValue: 227))
}
