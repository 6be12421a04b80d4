import Foundation
@_spi(Tools) import ResponderKit

/// The names of the objects a text field or text view makes for itself: its text interaction's
/// tap and loupe (`<id>.textTap`, `<id>.loupe`, X2–X5) and a field's clear button
/// (`<id>.clearButton`, X12).
@MainActor
enum TextNames {
  static func name(of object: AnyObject, in context: ScriptContext) -> String? {
    for (id, value) in context.objects {
      let parts: [(name: String, object: AnyObject)]
      switch value {
      case let field as UITextField: parts = field.namedTextParts
      case let textView as UITextView: parts = textView.namedTextParts
      default: continue
      }
      if let part = parts.first(where: { $0.object === object }) {
        context.names[ObjectIdentifier(object)] = id + "." + part.name
        return id + "." + part.name
      }
    }
    return nil
  }
}
