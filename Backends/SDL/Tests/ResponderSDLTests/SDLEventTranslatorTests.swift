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

  @Test("P8: the left button is a primary click of the pointer, in screen points from the window's origin")
  func leftButtonIsPrimaryClick() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600), origin: CGPoint(x: 10, y: 20))
    let down = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 5, y: 6), modifiers: noModifiers)
    let moved = translator.translate(Make.mouse(SDL_MOUSEMOTION, x: 7, y: 8), modifiers: noModifiers)
    let up = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 9, y: 10), modifiers: noModifiers)
    #expect(down == [.pointer(UIRawPointer(phase: .down, location: CGPoint(x: 15, y: 26), buttons: .primary))])
    #expect(moved == [.pointer(UIRawPointer(phase: .drag, location: CGPoint(x: 17, y: 28), buttons: .primary))])
    #expect(up == [.pointer(UIRawPointer(phase: .up, location: CGPoint(x: 19, y: 30)))])
    #expect(!translator.hasFingersDown && translator.pointerButtons.isEmpty)
  }

  @Test("P3, P8: motion without a button is hover, the right button a secondary click, modifiers go along")
  func hoverAndSecondaryClick() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600))
    let shift = KMOD_LSHIFT.rawValue
    #expect(
      translator.translate(Make.mouse(SDL_MOUSEMOTION, x: 1, y: 2), modifiers: shift) == [
        .pointer(UIRawPointer(phase: .hover, location: CGPoint(x: 1, y: 2), modifierFlags: .shift))
      ])
    let right = translator.translate(
      Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: noModifiers)
    #expect(right == [.pointer(UIRawPointer(phase: .down, location: CGPoint(x: 1, y: 1), buttons: .secondary))])
    let left = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1), modifiers: noModifiers)
    #expect(
      left == [.pointer(UIRawPointer(phase: .down, location: CGPoint(x: 1, y: 1), buttons: [.primary, .secondary]))])
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: 0)
    #expect(translator.pointerButtons == .primary)
    #expect(
      translator.translate(
        Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, which: SDLEventTranslator.touchMouseID), modifiers: noModifiers
      ).isEmpty)
    var leave = SDL_Event()
    leave.type = SDL_WINDOWEVENT.rawValue
    leave.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
    #expect(translator.translate(leave, modifiers: noModifiers).isEmpty, "a held button keeps the pointer")
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONUP, x: 1, y: 1), modifiers: noModifiers)
    #expect(
      translator.translate(leave, modifiers: noModifiers) == [.pointer(UIRawPointer(phase: .exited, location: .zero))])
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

  @Test("P5: a wheel notch is a scroll event of 40 pt: away shows what is above, right what is on the right")
  func wheelIsScroll() {
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 600), origin: CGPoint(x: 10, y: 20))
    func translation(_ event: SDL_Event) -> CGPoint? {
      guard case .pointer(let pointer)? = translator.translate(event, modifiers: noModifiers).first else { return nil }
      #expect(pointer.phase == .scroll && pointer.scrollType == .discrete)
      return pointer.scrollTranslation
    }
    #expect(translation(Make.wheel(x: 0, y: -1, mouseX: 100, mouseY: 200)) == CGPoint(x: 0, y: -40))
    #expect(translation(Make.wheel(x: 0, y: 1, mouseX: 100, mouseY: 200)) == CGPoint(x: 0, y: 40))
    #expect(translation(Make.wheel(x: 1, y: 0, mouseX: 100, mouseY: 200)) == CGPoint(x: -40, y: 0))
    #expect(translation(Make.wheel(x: 0, y: 1, mouseX: 100, mouseY: 200, flipped: true)) == CGPoint(x: 0, y: -40))
    #expect(translation(Make.wheel(x: 0, y: -2, mouseX: 100, mouseY: 200)) == CGPoint(x: 0, y: -80))
    #expect(translation(Make.wheel(x: 0, y: 0, mouseX: 100, mouseY: 200)) == nil)
    let at = translator.translate(Make.wheel(x: 0, y: 1, mouseX: 100, mouseY: 200), modifiers: noModifiers)
    #expect(at.first.map { if case .pointer(let p) = $0 { p.location } else { .zero } } == CGPoint(x: 110, y: 220))
    #expect(!translator.hasFingersDown, "no touch is made up for the wheel")
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
    _ = translator.translate(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), modifiers: 0)
    #expect(translator.cancelAll() == [.pointer(UIRawPointer(phase: .cancelled, location: .zero))])
    #expect(cancelled.allSatisfy { $0.phase == .cancelled })
    #expect(translator.cancelAll().isEmpty)
    #expect(!translator.hasFingersDown)
  }
}
