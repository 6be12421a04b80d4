import CSDL2
import Foundation
import ResponderKit

/// Turns SDL events into engine input: the one place that knows what a click, a finger or a
/// key means to the engine. It keeps only the state that input needs (which fingers are down),
/// needs no display, and is tested on synthetic events.
///
/// - The left mouse button is finger 1. Held with the mirror modifier (Alt, the iOS Simulator's
///   Option) at the press, it adds finger 2 at the point mirrored through the centre of the
///   window, which moves opposite to the mouse: a pinch when dragged towards or away from the
///   centre, a rotation when dragged around it. As in the Simulator, the second finger is
///   decided at the press and lifts with the button.
/// - Touch-screen fingers (SDL's finger events, normalized to the window) get numbers from 3
///   up, the lowest free one, so they never collide with the mouse's.
/// - Mouse events SDL makes up from touches, and finger events it makes up from the mouse, are
///   dropped, so one physical contact is one finger.
/// - The mouse wheel scrolls the scroll view under the pointer: each notch is a short
///   synthetic drag of its own finger (`wheelFinger`), detailed below.
/// - SDL scancodes are USB HID usages, which is what `UIKeyboardHIDUsage` holds, so keys map
///   one to one. Key repeats are dropped: in UIKit a held key is one press. The overlay and
///   screenshot keys (F1 and F2 unless changed) go to the host, not to the app.
///
/// ## The wheel
///
/// On iPadOS a mouse wheel or trackpad makes no touches: UIKit sends scroll events that only
/// pan recognizers whose `allowedScrollTypesMask` admits them see (a scroll view's pan does), so
/// a scroll view moves and its content and other recognizers see nothing. ResponderKit has no
/// scroll events, so each notch is played as a short drag under the pointer instead; being
/// touches, it goes through the same rules as a finger (the content delay, the pan's slop and
/// direction, nested scroll views, the rubber band: S4–S11), with no second path to keep in
/// step with the first. Per notch the finger goes down at the pointer, moves the pan's 10-pt
/// slop (which S9 takes off) and then `wheelNotch` points more in two steps, and is cancelled
/// where it stopped:
/// - the finger moves as a finger would to show what the wheel asks for: rolling the wheel away
///   from you (SDL's positive y, or negative with SDL's flipped direction) drags the content
///   down, to show what is above; rolling right drags it left;
/// - every step has one timestamp (the host delivers them at once), so the release has no speed
///   and the scroll view moves exactly `wheelNotch` points, with no deceleration (a scroll view
///   past its edge still returns, S12; a notch that catches a moving scroll view stops it and
///   moves it the slop more, as a caught pan has no slop, S14);
/// - it ends `cancelled`, not `ended`, so no view takes it as a tap: a button under the pointer
///   that got the touch (its scroll view does not delay content touches, or its pan did not
///   begin) sees `touchCancel`, never `touchUpInside`. The scroll view ends the same way either
///   way: a lift with no speed and a cancel both release without speed.
///
/// Unlike UIKit, the content's own recognizers see the notch's touch (a tap recognizer fails).
/// The host plays notches only over a scroll view that can scroll along the wheel's axis, so a
/// wheel over other views, such as one with a plain pan recognizer, does nothing, as in UIKit.
/// Notches are dropped while a finger is down, so a drag is never moved by a second finger.
/// SDL reports the pointer with the wheel from SDL 2.26 on.
public struct SDLEventTranslator: Sendable {
  /// The size of the window's drawable area, in points (one point per pixel).
  public var windowSize: CGSize
  /// The screen point at the window's top-left pixel.
  public var origin: CGPoint
  /// The modifier that adds the mirrored second finger.
  public var mirrorModifier: UInt32 = KMOD_ALT.rawValue
  /// The key that toggles the overlay.
  public var overlayKey: SDL_Scancode = SDL_SCANCODE_F1
  /// The key that asks for a screenshot.
  public var screenshotKey: SDL_Scancode = SDL_SCANCODE_F2

  /// Whether the left button holds finger 1 down.
  public private(set) var mouseIsDown = false
  /// Whether finger 2 (the mirrored one) is down.
  public private(set) var mirroredIsDown = false
  /// The engine's finger number of each SDL finger that is down.
  public private(set) var touchFingers: [SDL_FingerID: Int] = [:]

  /// How far one wheel notch scrolls, in points.
  public var wheelNotch: CGFloat = 40

  /// The engine's number for the finger that plays wheel notches: no other finger has it.
  public static let wheelFinger = 0
  /// The engine's number for the mouse's finger.
  public static let mouseFinger = 1
  /// The engine's number for the mirrored finger.
  public static let mirroredFinger = 2
  /// The lowest number a touch-screen finger gets.
  public static let firstTouchFinger = 3
  /// SDL's `SDL_TOUCH_MOUSEID`: the mouse id of mouse events made up from touches (the C macro
  /// does not import into Swift).
  public static let touchMouseID = UInt32.max
  /// SDL's `SDL_MOUSE_TOUCHID`: the touch device id of finger events made up from the mouse.
  public static let mouseTouchID: SDL_TouchID = -1

  /// Creates a translator for a window of `windowSize` points showing the screen from `origin`.
  public init(windowSize: CGSize, origin: CGPoint = .zero) {
    self.windowSize = windowSize
    self.origin = origin
  }

  /// Whether any finger is down.
  public var hasFingersDown: Bool { mouseIsDown || !touchFingers.isEmpty }

  /// The screen point of a window pixel.
  public func screenPoint(x: Double, y: Double) -> CGPoint {
    CGPoint(x: origin.x + CGFloat(x), y: origin.y + CGFloat(y))
  }

  /// The screen point mirrored through the window's centre.
  public func mirrored(_ point: CGPoint) -> CGPoint {
    CGPoint(x: 2 * origin.x + windowSize.width - point.x, y: 2 * origin.y + windowSize.height - point.y)
  }

  /// What `event` means; `modifiers` is the keyboard's modifier state when it happened
  /// (`SDL_GetModState()`).
  public mutating func translate(_ event: SDL_Event, modifiers: UInt32) -> [HostInput] {
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return [.quit]
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let button = event.button
      guard button.which != Self.touchMouseID, Int32(button.button) == SDL_BUTTON_LEFT else { return [] }
      let point = screenPoint(x: Double(button.x), y: Double(button.y))
      if SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN {
        guard !mouseIsDown else { return [] }
        mouseIsDown = true
        mirroredIsDown = modifiers & mirrorModifier != 0
        return [.touches(mouseTouches(.began, at: point))]
      }
      guard mouseIsDown else { return [] }
      let touches = mouseTouches(.ended, at: point)
      mouseIsDown = false
      mirroredIsDown = false
      return [.touches(touches)]
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != Self.touchMouseID, mouseIsDown else { return [] }
      return [.touches(mouseTouches(.moved, at: screenPoint(x: Double(motion.x), y: Double(motion.y))))]
    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      guard wheel.which != Self.touchMouseID, !hasFingersDown else { return [] }
      let flip: Int32 = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let pointer = screenPoint(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
      let touches = wheelTouches(at: pointer, right: wheel.x * flip, away: wheel.y * flip)
      return touches.isEmpty ? [] : [.wheel(touches)]
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return fingerInput(event.tfinger, type: SDL_EventType(event.type))
    case SDL_KEYDOWN, SDL_KEYUP:
      return keyInput(event.key, down: SDL_EventType(event.type) == SDL_KEYDOWN, modifiers: modifiers)
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
      return [.quit]
    default:
      return []
    }
  }

  /// Ends every finger still down with `cancelled`, for a host that loses its window.
  public mutating func cancelAll() -> [HostInput] {
    var touches: [UIRawTouch] = []
    if mouseIsDown {
      touches.append(UIRawTouch(finger: Self.mouseFinger, phase: .cancelled, location: .zero))
      if mirroredIsDown { touches.append(UIRawTouch(finger: Self.mirroredFinger, phase: .cancelled, location: .zero)) }
    }
    for finger in touchFingers.values.sorted() {
      touches.append(UIRawTouch(finger: finger, phase: .cancelled, location: .zero))
    }
    mouseIsDown = false
    mirroredIsDown = false
    touchFingers = [:]
    return touches.isEmpty ? [] : [.touches(touches)]
  }

  /// The drags that play wheel notches at `pointer`: `right` notches to the right (negative:
  /// left) and `away` notches away from the user (negative: towards), one drag per notch of
  /// the larger count.
  public func wheelTouches(at pointer: CGPoint, right: Int32, away: Int32) -> [UIRawTouch] {
    let notches = max(abs(right), abs(away))
    guard notches > 0 else { return [] }
    // The finger moves opposite to the content offset: a roll away shows what is above, so the
    // finger drags down.
    let step = CGPoint(
      x: -CGFloat(right) / CGFloat(notches) * wheelNotch, y: CGFloat(away) / CGFloat(notches) * wheelNotch)
    let length = hypot(step.x, step.y)
    let slop = InteractionConstants.panMinimumMovement
    let start = CGPoint(x: pointer.x + step.x / length * slop, y: pointer.y + step.y / length * slop)
    func along(_ fraction: CGFloat) -> CGPoint {
      CGPoint(x: start.x + step.x * fraction, y: start.y + step.y * fraction)
    }
    let finger = Self.wheelFinger
    let drag = [
      UIRawTouch(finger: finger, phase: .began, location: pointer),
      UIRawTouch(finger: finger, phase: .moved, location: start),
      UIRawTouch(finger: finger, phase: .moved, location: along(0.5)),
      UIRawTouch(finger: finger, phase: .moved, location: along(1)),
      UIRawTouch(finger: finger, phase: .cancelled, location: along(1)),
    ]
    return Array(repeating: drag, count: Int(notches)).flatMap { $0 }
  }

  private func mouseTouches(_ phase: UITouch.Phase, at point: CGPoint) -> [UIRawTouch] {
    var touches = [UIRawTouch(finger: Self.mouseFinger, phase: phase, location: point)]
    if mirroredIsDown {
      touches.append(UIRawTouch(finger: Self.mirroredFinger, phase: phase, location: mirrored(point)))
    }
    return touches
  }

  private mutating func fingerInput(_ finger: SDL_TouchFingerEvent, type: SDL_EventType) -> [HostInput] {
    guard finger.touchId != Self.mouseTouchID else { return [] }
    let point = screenPoint(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
    switch type {
    case SDL_FINGERDOWN:
      guard touchFingers[finger.fingerId] == nil else { return [] }
      let used = Set(touchFingers.values)
      var number = Self.firstTouchFinger
      while used.contains(number) { number += 1 }
      touchFingers[finger.fingerId] = number
      return [.touches([UIRawTouch(finger: number, phase: .began, location: point)])]
    case SDL_FINGERMOTION:
      guard let number = touchFingers[finger.fingerId] else { return [] }
      return [.touches([UIRawTouch(finger: number, phase: .moved, location: point)])]
    default:
      guard let number = touchFingers.removeValue(forKey: finger.fingerId) else { return [] }
      return [.touches([UIRawTouch(finger: number, phase: .ended, location: point)])]
    }
  }

  private func keyInput(_ key: SDL_KeyboardEvent, down: Bool, modifiers: UInt32) -> [HostInput] {
    guard key.repeat == 0 else { return [] }
    let scancode = key.keysym.scancode
    if scancode == overlayKey { return down ? [.toggleOverlay] : [] }
    if scancode == screenshotKey { return down ? [.screenshot] : [] }
    guard scancode.rawValue > 0 else { return [] }
    let usage = UIKeyboardHIDUsage(rawValue: Int(scancode.rawValue))
    return [
      .presses([
        UIRawPress(key: usage, phase: down ? .began : .ended, characters: Self.characters(of: key.keysym, modifiers))
      ])
    ]
  }

  /// The characters a key types: printable ASCII from its key code, upper case with Shift or
  /// Caps Lock for letters; other keys type nothing (text input methods are out of scope).
  static func characters(of keysym: SDL_Keysym, _ modifiers: UInt32) -> String {
    let code = keysym.sym
    guard code >= 32, code < 127, let scalar = Unicode.Scalar(UInt32(code)) else { return "" }
    var character = String(Character(scalar))
    let shifted = modifiers & (KMOD_SHIFT.rawValue | KMOD_CAPS.rawValue) != 0
    if shifted, character >= "a", character <= "z" { character = character.uppercased() }
    return character
  }
}
