import Foundation
import ResponderKit

/// Names keys as a keyboard's keycaps do, for what a host shows of key presses: a letter or
/// digit as itself (`a`, `7`), a modifier by its symbol (`⇧`, `⌃`, `⌥`, `⌘`, `⇪`), the arrows
/// as arrows, the other named keys by their caps' words (`Return`, `Esc`, `Tab`, `Space`,
/// `Delete`, `F1`…), and any other usage as `key` and its number.
///
/// SDL's scancodes are USB HID usages, as `UIKeyboardHIDUsage` is (`SDLEventTranslator`), so
/// a usage names the key whatever the keyboard layout types with it.
public enum KeyLabel {
  /// The keycap name of `key`.
  public static func name(of key: UIKeyboardHIDUsage) -> String {
    let raw = key.rawValue
    switch raw {
    case 4...29: return String(UnicodeScalar(UInt8(97 + raw - 4)))
    case 30...38: return String(raw - 29)
    case 39: return "0"
    case 58...69: return "F\(raw - 57)"
    case 104...115: return "F\(raw - 91)"
    default: break
    }
    if let name = named[raw] { return name }
    return "key\(raw)"
  }

  private static let named: [Int: String] = [
    40: "Return", 41: "Esc", 42: "Delete", 43: "Tab", 44: "Space", 45: "-", 46: "=", 47: "[", 48: "]", 49: "\\",
    51: ";", 52: "'", 53: "`", 54: ",", 55: ".", 56: "/", 57: "⇪", 70: "Print Screen", 73: "Insert", 74: "Home",
    75: "Page Up", 76: "⌦", 77: "End", 78: "Page Down", 79: "→", 80: "←", 81: "↓", 82: "↑", 88: "Enter",
    224: "⌃", 225: "⇧", 226: "⌥", 227: "⌘", 228: "⌃", 229: "⇧", 230: "⌥", 231: "⌘",
  ]
}
