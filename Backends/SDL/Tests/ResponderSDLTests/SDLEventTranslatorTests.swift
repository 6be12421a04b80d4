import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderSDL

/// SDL events made by hand: the translator needs no display.
enum Make {
  static func mouse(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0)
    -> SDL_Event
  {
    var event = SDL_Event()
    event.type = type.rawValue
    if type == SDL_MOUSEMOTION {
      event.motion.x = x
      event.motion.y = y
      event.motion.which = which
    } else {
      event.button.x = x
      event.button.y = y
      event.button.button = UInt8(button)
      event.button.which = which
    }
    return event
  }

  static func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float, touch: SDL_TouchID = 7) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.tfinger.touchId = touch
    event.tfinger.fingerId = id
    event.tfinger.x = x
    event.tfinger.y = y
    return event
  }

  static func wheel(x: Int32, y: Int32, mouseX: Int32, mouseY: Int32, flipped: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_MOUSEWHEEL.rawValue
    event.wheel.x = x
    event.wheel.y = y
    event.wheel.preciseX = Float(x)
    event.wheel.preciseY = Float(y)
    event.wheel.mouseX = mouseX
    event.wheel.mouseY = mouseY
    event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
    return event
  }

  static func key(_ type: SDL_EventType, _ scancode: SDL_Scancode, sym: Int32, repeating: Bool = false) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    event.key.keysym.scancode = scancode
    event.key.keysym.sym = sym
    event.key.repeat = repeating ? 1 : 0
    return event
  }
}

@Suite("SDL event translation")
struct SDLEventTranslatorTests {
  let noModifiers: UInt32 = 0
  let alt = KMOD_LALT.rawValue

  func touches(_ inputs: [HostInput]) -> [UIRawTouch] {
    inputs.flatMap { input -> [UIRawTouch] in
      if case .touches(let touches) = input { return touches }
      return []
    }
  }

  @Test("T1: the left button is finger 1, in screen points from the window's origin")
  func mouseIsFingerOne() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600), origin: CGPoint(x: 10, y: 20))
    let down = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 5, y: 6), modifiers: noModifiers)
    let moved = translator.translate(Make.mouse(SDL_MOUSEMOTION, x: 7, y: 8), modifiers: noModifiers)
    let up = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 9, y: 10), modifiers: noModifiers)
    #expect(down == [.touches([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 15, y: 26))])])
    #expect(moved == [.touches([UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 17, y: 28))])])
    #expect(up == [.touches([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 19, y: 30))])])
    #expect(!translator.hasFingersDown)
  }

  @Test("T1: moving without the button, other buttons and mouse events made from touches are not fingers")
  func mouseNoise() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    #expect(translator.translate(Make.mouse(SDL_MOUSEMOTION, x: 1, y: 1), modifiers: noModifiers).isEmpty)
    #expect(
      translator.translate(
        Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: noModifiers
      )
      .isEmpty)
    #expect(
      translator.translate(
        Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, which: SDLEventTranslator.touchMouseID), modifiers: noModifiers
      ).isEmpty)
    #expect(translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 1, y: 1), modifiers: noModifiers).isEmpty)
    #expect(!translator.hasFingersDown)
  }

  @Test("T5: Alt at the press adds finger 2, mirrored through the centre, in the same dispatch as finger 1")
  func mirroredSecondFinger() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    let down = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 100, y: 200), modifiers: alt)
    #expect(
      down == [
        .touches([
          UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 100, y: 200)),
          UIRawTouch(finger: 2, phase: .began, location: CGPoint(x: 300, y: 400)),
        ])
      ])
    // Letting go of Alt mid-drag keeps the second finger: it was decided at the press.
    let moved = translator.translate(Make.mouse(SDL_MOUSEMOTION, x: 150, y: 250), modifiers: noModifiers)
    #expect(
      moved == [
        .touches([
          UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 150, y: 250)),
          UIRawTouch(finger: 2, phase: .moved, location: CGPoint(x: 250, y: 350)),
        ])
      ])
    let up = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 150, y: 250), modifiers: noModifiers)
    #expect(touches(up).map(\.phase) == [.ended, .ended])
    #expect(touches(up).map(\.finger) == [1, 2])
    #expect(!translator.mirroredIsDown)
  }

  @Test("T1: touch-screen fingers get the lowest free number from 3, at the window's normalized place")
  func touchFingers() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    let first = translator.translate(Make.finger(SDL_FINGERDOWN, id: 70, x: 0.5, y: 0.25), modifiers: noModifiers)
    let second = translator.translate(Make.finger(SDL_FINGERDOWN, id: 71, x: 0.25, y: 0.5), modifiers: noModifiers)
    #expect(first == [.touches([UIRawTouch(finger: 3, phase: .began, location: CGPoint(x: 200, y: 150))])])
    #expect(touches(second).map(\.finger) == [4])
    let lifted = translator.translate(Make.finger(SDL_FINGERUP, id: 70, x: 0.5, y: 0.5), modifiers: noModifiers)
    #expect(lifted == [.touches([UIRawTouch(finger: 3, phase: .ended, location: CGPoint(x: 200, y: 300))])])
    let third = translator.translate(Make.finger(SDL_FINGERDOWN, id: 72, x: 0, y: 0), modifiers: noModifiers)
    #expect(touches(third).map(\.finger) == [3])
    let moved = translator.translate(Make.finger(SDL_FINGERMOTION, id: 71, x: 1, y: 1), modifiers: noModifiers)
    #expect(moved == [.touches([UIRawTouch(finger: 4, phase: .moved, location: CGPoint(x: 400, y: 600))])])
  }

  @Test("T1: impossible finger events and fingers made from the mouse are dropped")
  func fingerNoise() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    #expect(translator.translate(Make.finger(SDL_FINGERMOTION, id: 1, x: 0, y: 0), modifiers: noModifiers).isEmpty)
    #expect(translator.translate(Make.finger(SDL_FINGERUP, id: 1, x: 0, y: 0), modifiers: noModifiers).isEmpty)
    #expect(
      translator.translate(
        Make.finger(SDL_FINGERDOWN, id: 1, x: 0, y: 0, touch: SDLEventTranslator.mouseTouchID), modifiers: noModifiers
      ).isEmpty)
    _ = translator.translate(Make.finger(SDL_FINGERDOWN, id: 1, x: 0, y: 0), modifiers: noModifiers)
    #expect(translator.translate(Make.finger(SDL_FINGERDOWN, id: 1, x: 0, y: 0), modifiers: noModifiers).isEmpty)
  }

  @Test("S9: a wheel notch is a drag of the wheel's finger: down, the 10-pt slop, 40 pt more in two steps, cancelled")
  func wheelNotchIsShortDrag() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600), origin: CGPoint(x: 10, y: 20))
    // Rolled towards the user: show what is below, so the finger drags up.
    let down = translator.translate(Make.wheel(x: 0, y: -1, mouseX: 100, mouseY: 200), modifiers: noModifiers)
    let finger = SDLEventTranslator.wheelFinger
    #expect(
      down == [
        .wheel([
          UIRawTouch(finger: finger, phase: .began, location: CGPoint(x: 110, y: 220)),
          UIRawTouch(finger: finger, phase: .moved, location: CGPoint(x: 110, y: 210)),
          UIRawTouch(finger: finger, phase: .moved, location: CGPoint(x: 110, y: 190)),
          UIRawTouch(finger: finger, phase: .moved, location: CGPoint(x: 110, y: 170)),
          UIRawTouch(finger: finger, phase: .cancelled, location: CGPoint(x: 110, y: 170)),
        ])
      ])
    #expect(![SDLEventTranslator.mouseFinger, SDLEventTranslator.mirroredFinger].contains(finger))
    #expect(finger < SDLEventTranslator.firstTouchFinger)
    // Nothing stays down: the next input starts afresh.
    #expect(!translator.hasFingersDown)
  }

  @Test("S9: the wheel's direction: away drags down, right drags left, flipped reverses, notches repeat")
  func wheelDirections() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    translator.wheelNotch = 20
    func ends(_ event: SDL_Event) -> [CGPoint] {
      translator.translate(event, modifiers: noModifiers).flatMap { input -> [CGPoint] in
        guard case .wheel(let touches) = input else { return [] }
        return touches.filter { $0.phase == .cancelled }.map(\.location)
      }
    }
    #expect(ends(Make.wheel(x: 0, y: 1, mouseX: 50, mouseY: 50)) == [CGPoint(x: 50, y: 80)])
    #expect(ends(Make.wheel(x: 1, y: 0, mouseX: 50, mouseY: 50)) == [CGPoint(x: 20, y: 50)])
    #expect(ends(Make.wheel(x: -1, y: 0, mouseX: 50, mouseY: 50)) == [CGPoint(x: 80, y: 50)])
    #expect(ends(Make.wheel(x: 0, y: 1, mouseX: 50, mouseY: 50, flipped: true)) == [CGPoint(x: 50, y: 20)])
    // Two notches in one event: two drags from the pointer, each of one notch.
    let two = translator.translate(Make.wheel(x: 0, y: -2, mouseX: 50, mouseY: 50), modifiers: noModifiers)
    guard case .wheel(let touches) = two.first else {
      Issue.record("no wheel input")
      return
    }
    #expect(
      touches.map(\.phase) == [.began, .moved, .moved, .moved, .cancelled, .began, .moved, .moved, .moved, .cancelled])
    #expect(touches.filter { $0.phase == .began }.map(\.location) == [CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50)])
    #expect(touches.last?.location == CGPoint(x: 50, y: 20))
    #expect(ends(Make.wheel(x: 0, y: 0, mouseX: 50, mouseY: 50)).isEmpty)
  }

  @Test("S9: no wheel notch while a finger is down, so a drag never gets a second finger")
  func wheelWaitsForFingers() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1), modifiers: noModifiers)
    #expect(translator.translate(Make.wheel(x: 0, y: 1, mouseX: 1, mouseY: 1), modifiers: noModifiers).isEmpty)
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 1, y: 1), modifiers: noModifiers)
    _ = translator.translate(Make.finger(SDL_FINGERDOWN, id: 5, x: 0.5, y: 0.5), modifiers: noModifiers)
    #expect(translator.translate(Make.wheel(x: 0, y: 1, mouseX: 1, mouseY: 1), modifiers: noModifiers).isEmpty)
  }

  @Test("F4: keys are presses by HID usage (SDL scancodes are HID usages); repeats are dropped")
  func keysArePresses() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    let down = translator.translate(Make.key(SDL_KEYDOWN, SDL_SCANCODE_A, sym: 97), modifiers: noModifiers)
    #expect(down == [.presses([UIRawPress(key: UIKeyboardHIDUsage(rawValue: 4), phase: .began, characters: "a")])])
    let shifted = translator.translate(Make.key(SDL_KEYUP, SDL_SCANCODE_A, sym: 97), modifiers: KMOD_LSHIFT.rawValue)
    #expect(shifted == [.presses([UIRawPress(key: UIKeyboardHIDUsage(rawValue: 4), phase: .ended, characters: "A")])])
    #expect(
      translator.translate(Make.key(SDL_KEYDOWN, SDL_SCANCODE_A, sym: 97, repeating: true), modifiers: noModifiers)
        .isEmpty)
    let enter = translator.translate(Make.key(SDL_KEYDOWN, SDL_SCANCODE_RETURN, sym: 13), modifiers: noModifiers)
    #expect(enter == [.presses([UIRawPress(key: .keyboardReturnOrEnter, phase: .began, characters: "")])])
  }

  @Test("The overlay and screenshot keys go to the host on key-down only; closing the window quits")
  func hostCommands() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    #expect(
      translator.translate(Make.key(SDL_KEYDOWN, SDL_SCANCODE_F1, sym: 0), modifiers: noModifiers) == [.toggleOverlay])
    #expect(translator.translate(Make.key(SDL_KEYUP, SDL_SCANCODE_F1, sym: 0), modifiers: noModifiers).isEmpty)
    #expect(
      translator.translate(Make.key(SDL_KEYDOWN, SDL_SCANCODE_F2, sym: 0), modifiers: noModifiers) == [.screenshot])
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    #expect(translator.translate(quit, modifiers: noModifiers) == [.quit])
    var close = SDL_Event()
    close.type = SDL_WINDOWEVENT.rawValue
    close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
    #expect(translator.translate(close, modifiers: noModifiers) == [.quit])
  }

  @Test("A4: closing with fingers down cancels each of them once")
  func cancelAll() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1), modifiers: alt)
    _ = translator.translate(Make.finger(SDL_FINGERDOWN, id: 9, x: 0.5, y: 0.5), modifiers: noModifiers)
    let cancelled = touches(translator.cancelAll())
    #expect(cancelled.map(\.finger) == [1, 2, 3])
    #expect(cancelled.allSatisfy { $0.phase == .cancelled })
    #expect(translator.cancelAll().isEmpty)
    #expect(!translator.hasFingersDown)
  }
}
