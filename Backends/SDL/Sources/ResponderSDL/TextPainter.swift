import Foundation
import ResponderKit

/// One character of a text field or text view as the host draws it: the character and where
/// its caret position puts it on screen.
public struct PaintedCharacter: Equatable {
  /// The grapheme cluster.
  public var text: String
  /// Its top-left corner on screen: the caret rectangle's origin before it.
  public var origin: CGPoint
}

/// Lists what the host draws for text: each text input's characters where the engine's own
/// geometry puts them, and the key window's first responder's caret or selection (X15's
/// `caretRect(for:)` and `selectionRects(for:)`), so that what a person sees is where a tap
/// lands (X3).
@MainActor
public enum TextPainter {
  /// The characters of `view`, placed at the caret rectangles of the positions before them,
  /// in screen points; a secure field shows bullets, an empty one its placeholder.
  public static func characters(of view: UIView & UITextInput) -> [PaintedCharacter] {
    guard let window = view.window,
      let all = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument),
      let text = view.text(in: all)
    else { return [] }
    let secure = (view as? UITextField)?.isSecureTextEntry ?? false
    var result: [PaintedCharacter] = []
    var offset = 0
    for character in text {
      defer { offset += character.utf16.count }
      guard !character.isNewline, let position = view.position(from: view.beginningOfDocument, offset: offset)
      else { continue }
      let caret = view.caretRect(for: position)
      let origin = window.convert(toScreen: view.convert(caret.origin, to: window))
      result.append(PaintedCharacter(text: secure ? "•" : String(character), origin: origin))
    }
    return result
  }

  /// The caret (one rectangle) or the selection (one per line) of the key window's first
  /// responder when it is a view adopting `UITextInput`, as screen polygons; empty otherwise.
  public static func selection(in application: UIApplication) -> (rects: [[CGPoint]], isCaret: Bool) {
    guard let window = application.keyWindow, let view = window.firstResponderForHost as? UIView & UITextInput,
      let range = view.selectedTextRange
    else { return ([], false) }
    let rects = range.isEmpty ? [view.caretRect(for: range.start)] : view.selectionRects(for: range).map(\.rect)
    let polygons = rects.map { rect in
      [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
        CGPoint(x: rect.minX, y: rect.maxY),
      ].map { window.convert(toScreen: view.convert($0, to: window)) }
    }
    return (polygons, range.isEmpty)
  }
}

extension UIWindow {
  /// The window's first responder among its views, for a host that types into it.
  @MainActor public var firstResponderForHost: UIResponder? {
    var found: UIResponder?
    func search(_ view: UIView) {
      guard found == nil else { return }
      if view.isFirstResponder {
        found = view
        return
      }
      view.subviews.forEach(search)
    }
    search(self)
    return found
  }
}
