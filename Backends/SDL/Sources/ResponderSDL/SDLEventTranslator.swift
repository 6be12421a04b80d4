import CSDL2
import Foundation
import ResponderKit

/// Turns SDL events into engine input: the one place that knows what a click, a finger or a
/// key means to the engine. It keeps only the state that input needs (which fingers and
/// buttons are down), needs no display, and is tested on synthetic events.
///
/// The mouse is a pointer, as on iPadOS (rules P1–P8; the host says the idiom is `.pad`):
/// - motion with no button down is hover (`UIRawPointer.Phase.hover`), the pointer leaving the
///   window `.exited`;
/// - the left button is a primary click, the right button a secondary one, the middle button
///   button 3 (`.down`, `.drag`, `.up`, with the buttons held and the modifier keys): the
///   engine makes each click one `.indirectPointer` touch;
/// - the wheel is scroll events (`.scroll`, `.discrete`): each notch scrolls `wheelNotch`
///   points; rolling the wheel away from you (SDL's positive y, or negative with SDL's flipped
///   direction) shows what is above (a translation down), rolling right shows what is on the
///   right (a translation left). No touch is made up for it.
/// - The left button held with the mirror modifier (Alt, the iOS Simulator's Option) at the
///   press is two fingers instead: finger 1 under the pointer and finger 2 at the point
///   mirrored through the centre of the window, which moves opposite to the mouse: a pinch
///   when dragged towards or away from the centre, a rotation when dragged around it. As in the
///   Simulator, the second finger is decided at the press and lifts with the button.
/// - Touch-screen fingers (SDL's finger events, normalized to the window) stay touches; they
///   get numbers from 3 up, the lowest free one, so they never collide with the mirrored pair.
/// - Mouse events SDL makes up from touches, and finger events it makes up from the mouse, are
///   dropped, so one physical contact is one pointer or one finger.
/// - SDL scancodes are USB HID usages, which is what `UIKeyboardHIDUsage` holds, so keys map
///   one to one. Key repeats are dropped: in UIKit a held key is one press. The overlay and
///   screenshot keys (F1 and F2 unless changed) go to the host, not to the app.
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

  /// Whether the left button with the mirror modifier holds fingers 1 and 2 down.
  public private(set) var mouseIsDown = false
  /// The pointer's buttons down (P2).
  public private(set) var pointerButtons: UIEvent.ButtonMask = []
  /// Whether finger 2 (the mirrored one) is down.
  public private(set) var mirroredIsDown = false
  /// The engine's finger number of each SDL finger that is down.
  public private(set) var touchFingers: [SDL_FingerID: Int] = [:]

  /// How far one wheel notch scrolls, in points.
  public var wheelNotch: CGFloat = 40

  /// The engine's number for the mouse's first finger (with the mirror modifier).
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

  /// Whether any finger is down (the pointer's click is not a finger).
  public var hasFingersDown: Bool { mouseIsDown || !touchFingers.isEmpty }

  /// The pointer button of an SDL button number (left 1, right 2, middle 3), as UIKit numbers
  /// them (P2).
  static func buttonMask(ofSDLButton button: UInt8) -> UIEvent.ButtonMask {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: return .primary
    case SDL_BUTTON_RIGHT: return .secondary
    case SDL_BUTTON_MIDDLE: return .button(3)
    default: return .button(Int(button))
    }
  }

  /// The modifier keys of SDL's modifier state (P7).
  static func modifierFlags(_ modifiers: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if modifiers & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
    if modifiers & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
    if modifiers & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
    if modifiers & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
    if modifiers & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
    return flags
  }

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
      guard button.which != Self.touchMouseID else { return [] }
      let point = screenPoint(x: Double(button.x), y: Double(button.y))
      let flags = Self.modifierFlags(modifiers)
      let mask = Self.buttonMask(ofSDLButton: button.button)
      if SDL_EventType(event.type) == SDL_MOUSEBUTTONDOWN {
        if mouseIsDown || pointerButtons.contains(mask) { return [] }
        if pointerButtons.isEmpty && mask == .primary && modifiers & mirrorModifier != 0 {
          mouseIsDown = true
          mirroredIsDown = true
          return [.touches(mouseTouches(.began, at: point))]
        }
        pointerButtons.insert(mask)
        return [.pointer(UIRawPointer(phase: .down, location: point, buttons: pointerButtons, modifierFlags: flags))]
      }
      if mouseIsDown {
        guard mask == .primary else { return [] }
        let touches = mouseTouches(.ended, at: point)
        mouseIsDown = false
        mirroredIsDown = false
        return [.touches(touches)]
      }
      guard pointerButtons.contains(mask) else { return [] }
      pointerButtons.remove(mask)
      return [.pointer(UIRawPointer(phase: .up, location: point, buttons: pointerButtons, modifierFlags: flags))]
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != Self.touchMouseID else { return [] }
      let point = screenPoint(x: Double(motion.x), y: Double(motion.y))
      if mouseIsDown { return [.touches(mouseTouches(.moved, at: point))] }
      let phase: UIRawPointer.Phase = pointerButtons.isEmpty ? .hover : .drag
      return [
        .pointer(
          UIRawPointer(
            phase: phase, location: point, buttons: pointerButtons, modifierFlags: Self.modifierFlags(modifiers)))
      ]
    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      guard wheel.which != Self.touchMouseID, wheel.x != 0 || wheel.y != 0 else { return [] }
      let flip: Int32 = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let pointer = screenPoint(x: Double(wheel.mouseX), y: Double(wheel.mouseY))
      return [.pointer(wheelScroll(at: pointer, right: wheel.x * flip, away: wheel.y * flip, modifiers: modifiers))]
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_LEAVE.rawValue):
      guard pointerButtons.isEmpty else { return [] }
      return [.pointer(UIRawPointer(phase: .exited, location: .zero, modifierFlags: Self.modifierFlags(modifiers)))]
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return fingerInput(event.tfinger, type: SDL_EventType(event.type))
    case SDL_KEYDOWN, SDL_KEYUP:
      return keyInput(event.key, down: SDL_EventType(event.type) == SDL_KEYDOWN, modifiers: modifiers)
    case SDL_TEXTINPUT:
      return Self.textInput(event.text)
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue):
      return [.quit]
    default:
      return []
    }
  }

  /// Ends every finger still down with `cancelled`, and the pointer's click with it, for a host
  /// that loses its window.
  public mutating func cancelAll() -> [HostInput] {
    var inputs: [HostInput] = []
    if !pointerButtons.isEmpty {
      pointerButtons = []
      inputs.append(.pointer(UIRawPointer(phase: .cancelled, location: .zero)))
    }
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
    return inputs + (touches.isEmpty ? [] : [.touches(touches)])
  }

  /// The scroll event of wheel notches at `pointer`: `right` notches to the right (negative:
  /// left) and `away` notches away from the user (negative: towards), each `wheelNotch` points
  /// (P5). The translation is a finger's: a roll away shows what is above, as dragging the
  /// content down does.
  public func wheelScroll(at pointer: CGPoint, right: Int32, away: Int32, modifiers: UInt32 = 0) -> UIRawPointer {
    UIRawPointer(
      phase: .scroll, location: pointer, buttons: pointerButtons, modifierFlags: Self.modifierFlags(modifiers),
      scrollTranslation: CGPoint(x: -CGFloat(right) * wheelNotch, y: CGFloat(away) * wheelNotch), scrollType: .discrete)
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

  /// The text of an `SDL_TEXTINPUT` event when it holds more than ASCII (the key presses carry
  /// ASCII already, so typing it again would double it); nothing otherwise.
  static func textInput(_ event: SDL_TextInputEvent) -> [HostInput] {
    let text = withUnsafeBytes(of: event.text) { buffer in
      String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }
    guard !text.isEmpty, !text.allSatisfy(\.isASCII) else { return [] }
    return [.text(text)]
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
