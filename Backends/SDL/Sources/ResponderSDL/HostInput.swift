import Foundation
import ResponderKit

/// What one window-system event means to a host: engine input or a command for the host.
public enum HostInput: Equatable, Sendable {
  /// Finger changes that form one dispatch, in screen points (`UIApplication.receive(_:timestamp:)`).
  case touches([UIRawTouch])
  /// Wheel notches under the pointer, played as short drags of
  /// `SDLEventTranslator.wheelFinger` (see `SDLEventTranslator`): one dispatch per element,
  /// all at one time. The host plays them only where a scroll view can scroll that way.
  case wheel([UIRawTouch])
  /// Key changes (`UIApplication.receive(_:timestamp:)` for presses).
  case presses([UIRawPress])
  /// The overlay key was pressed.
  case toggleOverlay
  /// The screenshot key was pressed.
  case screenshot
  /// The user closed the window.
  case quit
}
