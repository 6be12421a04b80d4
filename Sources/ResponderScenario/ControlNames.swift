import Foundation
import ResponderKit

/// The words scenarios and traces use for control events.
enum ControlNames {
  static let events: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
    ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
    ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
    ("editingDidEndOnExit", .editingDidEndOnExit), ("allTouchEvents", .allTouchEvents),
    ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
  ]

  static func name(of event: UIControl.Event) -> String {
    events.first { $0.1 == event }?.0 ?? "event\(event.rawValue)"
  }

  static func event(named name: String) -> UIControl.Event? {
    events.first { $0.0 == name }?.1
  }
}
