import Foundation

/// One change of the pointer (a mouse or a trackpad), as a platform reports it to
/// `UIApplication.receive(_:timestamp:)`.
///
/// UIKit rules P1–P8: motion without a button is hover (P3); a press, the drags while it is
/// held and the release are one click, delivered as a touch (P1, P8); a wheel or two-finger
/// scroll is a scroll event (P5). A ResponderKit addition: UIKit's platform layer is private.
public struct UIRawPointer: Equatable, Sendable {
  /// What happened to the pointer.
  public enum Phase: Equatable, Sendable {
    /// The pointer moved (or appeared) with no button down: hover (P3).
    case hover
    /// A button went down (P8); `buttons` holds the buttons down after it.
    case down
    /// The pointer moved with a button down (P8).
    case drag
    /// A button came up (P8); `buttons` holds the buttons still down after it.
    case up
    /// The pointer left the windows (P4: hover recognizers end).
    case exited
    /// The platform stopped tracking the pointer, such as a mouse unplugged (P4: hover
    /// recognizers are cancelled; a click under way is cancelled).
    case cancelled
    /// A wheel notch or a trackpad's scroll by `scrollTranslation` (P5).
    case scroll
  }

  /// The finger number of a click's touch (`UITouch.finger`): a platform's fingers are numbered
  /// from 0, so the pointer's never meets one of them.
  public static let touchFinger = -1

  /// What happened.
  public var phase: Phase
  /// Where the pointer is, in screen coordinates.
  public var location: CGPoint
  /// The buttons down after the change (P2); a `.down` that names none presses the primary one.
  public var buttons: UIEvent.ButtonMask
  /// The modifier keys held (P7).
  public var modifierFlags: UIKeyModifierFlags
  /// For `.scroll`: how far the content moves, as a finger's drag would move it (a pan's
  /// translation): a negative `y` reveals what is below, as scrolling a wheel toward the user
  /// does (P5).
  public var scrollTranslation: CGPoint
  /// For `.scroll`: a wheel's notch or a trackpad's scroll (P5).
  public var scrollType: UIScrollType

  /// Creates a raw pointer change.
  public init(
    phase: Phase, location: CGPoint, buttons: UIEvent.ButtonMask = [], modifierFlags: UIKeyModifierFlags = [],
    scrollTranslation: CGPoint = .zero, scrollType: UIScrollType = .discrete
  ) {
    self.phase = phase
    self.location = location
    self.buttons = buttons
    self.modifierFlags = modifierFlags
    self.scrollTranslation = scrollTranslation
    self.scrollType = scrollType
  }
}

extension UIApplication {
  /// Feeds one change of the pointer from a platform: the pointer's front door, beside the
  /// touches' (`receive(_:timestamp:)` with `UIRawTouch`s).
  ///
  /// UIKit rules P1–P8: queued like any event (T6). Hover reaches hover recognizers and pointer
  /// interactions of the views under the pointer, never `touches…` (P3, P4, P6); a press
  /// begins one touch of type `.indirectPointer` (`.direct` without
  /// `supportsIndirectInputEvents`) that drags move and the release ends, with the buttons
  /// in `UIEvent.buttonMask` (P1, P2, P8); a scroll reaches the innermost pan that allows its
  /// kind (P5). Impossible changes (a release with no press) are reported to `engineObserver`
  /// as `.inputError` and skipped.
  public func receive(_ pointer: UIRawPointer, timestamp: TimeInterval) {
    dispatcher.enqueue(.pointer(pointer, timestamp))
  }

  /// Whether the application takes a pointer's clicks as indirect input: UIKit's Info.plist
  /// key `UIApplicationSupportsIndirectInputEvents`.
  ///
  /// UIKit rule P1: on (the default here, as in new apps), a click is one touch of type
  /// `.indirectPointer`; off, a `.direct` touch with the same timing, as an app without the
  /// key gets. Set it before input arrives.
  public var supportsIndirectInputEvents: Bool {
    get { dispatcher.pointer.supportsIndirectInputEvents }
    set { dispatcher.pointer.supportsIndirectInputEvents = newValue }
  }

  /// The idiom the engine's rules read for this application (P4: hover never recognizes on
  /// `.phone`): `UIDevice.current.userInterfaceIdiom` unless set.
  ///
  /// A ResponderKit addition: UIKit has one device per process; tests here make several
  /// applications, each with its own idiom, without changing the shared device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { dispatcher.pointer.idiom ?? UIDevice.current.userInterfaceIdiom }
    set { dispatcher.pointer.idiom = newValue }
  }

  /// Where the pointer is, in screen coordinates, or nil while it is outside the windows (a
  /// ResponderKit addition, for tools and backends).
  public var pointerLocation: CGPoint? { dispatcher.pointer.location }
}
