import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderSDL

@MainActor
@Suite("Text as the window draws it and types it")
struct TextPainterTests {
  @Test(
    "X15: a field's characters are drawn at its caret positions, its caret and selection where the engine puts them")
  func caretAndSelection() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
    field.text = "abc"
    window.addSubview(field)
    let characters = TextPainter.characters(of: field)
    #expect(characters.map(\.text) == ["a", "b", "c"])
    let second = field.convert(
      field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 1)!), to: nil)
    #expect(characters[1].origin == second.origin)
    #expect(TextPainter.selection(in: app).rects.isEmpty, "no first responder: nothing")
    #expect(field.becomeFirstResponder())
    let caret = TextPainter.selection(in: app)
    let end = field.convert(field.caretRect(for: field.endOfDocument), to: nil)
    #expect(
      caret.isCaret
        && caret.rects == [
          [
            CGPoint(x: end.minX, y: end.minY), CGPoint(x: end.maxX, y: end.minY), CGPoint(x: end.maxX, y: end.maxY),
            CGPoint(x: end.minX, y: end.maxY),
          ]
        ])
    field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
    let selection = TextPainter.selection(in: app)
    #expect(!selection.isCaret && selection.rects.count == 1 && selection.rects[0][0].x == characters[0].origin.x)
    field.isSecureTextEntry = true
    #expect(TextPainter.characters(of: field).map(\.text) == ["•", "•", "•"])
  }

  @Test("B1: the window's text input types letters beyond ASCII; ASCII comes with the key presses")
  func textInput() {
    var event = SDL_TextInputEvent()
    withUnsafeMutableBytes(of: &event.text) { buffer in
      let bytes = Array("é".utf8)
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    #expect(SDLEventTranslator.textInput(event) == [.text("é")])
    var ascii = SDL_TextInputEvent()
    withUnsafeMutableBytes(of: &ascii.text) { $0[0] = UInt8(ascii: "a") }
    #expect(SDLEventTranslator.textInput(ascii).isEmpty)
  }
}
