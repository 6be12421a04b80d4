import Foundation
import ResponderKit

/// What one window-system event means to a host: engine input or a command for the host.
public enum HostInput: Equatable, Sendable {
  /// Finger changes that form one dispatch, in screen points (`UIApplication.receive(_:timestamp:)`).
  case touches([UIRawTouch])
  /// One change of the mouse as a pointer: hover, a click's press, drag or release, a wheel's
  /// scroll (`UIApplication.receive(_:timestamp:)` for a pointer, rules P1–P8).
  case pointer(UIRawPointer)
  /// Key changes (`UIApplication.receive(_:timestamp:)` for presses).
  case presses([UIRawPress])
  /// Text the window system's text input typed that no key's characters carry (letters outside
  /// ASCII, an input method's commits): the key window's text input inserts it, as the
  /// on-screen keyboard's `insertText` does (B1).
  case text(String)
  /// The overlay key was pressed.
  case toggleOverlay
  /// The screenshot key was pressed.
  case screenshot
  /// The user closed the window.
  case quit
}
