import Foundation

/// The standard edit actions a responder may implement: cut, copy, paste, delete, select,
/// select all and the text-style toggles.
///
/// UIKit rule E1: `UIResponder` declares them all and implements none; a responder that
/// overrides one implements it, so `canPerformAction(_:withSender:)` says true for it (F5) and
/// the edit menu shows it (E3). UIKit's requirements are optional Objective-C methods; here
/// every responder has them, and "implements" is decided as `UIResponder.method(for:)` says.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
  /// Removes the selection and puts it on the pasteboard.
  func cut(_ sender: Any?)
  /// Puts the selection on the pasteboard.
  func copy(_ sender: Any?)
  /// Inserts the pasteboard's contents.
  func paste(_ sender: Any?)
  /// Deletes the selection.
  func delete(_ sender: Any?)
  /// Selects the word at the insertion point.
  func select(_ sender: Any?)
  /// Selects all the content.
  func selectAll(_ sender: Any?)
  /// Toggles bold in the selection.
  func toggleBoldface(_ sender: Any?)
  /// Toggles italics in the selection.
  func toggleItalics(_ sender: Any?)
  /// Toggles underlining in the selection.
  func toggleUnderline(_ sender: Any?)
  /// Makes the selection's font larger.
  func increaseSize(_ sender: Any?)
  /// Makes the selection's font smaller.
  func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

extension Selector {
  /// `delete(_:)` from `UIResponderStandardEditActions`.
  public static let delete = Selector("delete:")
  /// `select(_:)` from `UIResponderStandardEditActions`.
  public static let select = Selector("select:")
  /// `toggleBoldface(_:)` from `UIResponderStandardEditActions`.
  public static let toggleBoldface = Selector("toggleBoldface:")
  /// `toggleItalics(_:)` from `UIResponderStandardEditActions`.
  public static let toggleItalics = Selector("toggleItalics:")
  /// `toggleUnderline(_:)` from `UIResponderStandardEditActions`.
  public static let toggleUnderline = Selector("toggleUnderline:")
  /// `increaseSize(_:)` from `UIResponderStandardEditActions`.
  public static let increaseSize = Selector("increaseSize:")
  /// `decreaseSize(_:)` from `UIResponderStandardEditActions`.
  public static let decreaseSize = Selector("decreaseSize:")
}

/// The standard edit actions, in the order the edit menu lists the first six (rule E3).
enum StandardEditAction: Int, CaseIterable {
  case cut, copy, paste, delete, select, selectAll
  case toggleBoldface, toggleItalics, toggleUnderline, increaseSize, decreaseSize

  init?(_ selector: Selector) {
    switch selector.name {
    case "cut:": self = .cut
    case "copy:": self = .copy
    case "paste:": self = .paste
    case "delete:": self = .delete
    case "select:": self = .select
    case "selectAll:": self = .selectAll
    case "toggleBoldface:": self = .toggleBoldface
    case "toggleItalics:": self = .toggleItalics
    case "toggleUnderline:": self = .toggleUnderline
    case "increaseSize:": self = .increaseSize
    case "decreaseSize:": self = .decreaseSize
    default: return nil
    }
  }

  /// The actions the edit menu suggests, with their titles, in its standard order (E3).
  static let menuItems: [(StandardEditAction, String)] = [
    (.cut, "Cut"), (.copy, "Copy"), (.paste, "Paste"), (.delete, "Delete"), (.select, "Select"),
    (.selectAll, "Select All"),
  ]

  var selector: Selector {
    switch self {
    case .cut: .cut
    case .copy: .copy
    case .paste: .paste
    case .delete: .delete
    case .select: .select
    case .selectAll: .selectAll
    case .toggleBoldface: .toggleBoldface
    case .toggleItalics: .toggleItalics
    case .toggleUnderline: .toggleUnderline
    case .increaseSize: .increaseSize
    case .decreaseSize: .decreaseSize
    }
  }

  @MainActor func perform(on responder: UIResponder, sender: Any?) {
    switch self {
    case .cut: responder.cut(sender)
    case .copy: responder.copy(sender)
    case .paste: responder.paste(sender)
    case .delete: responder.delete(sender)
    case .select: responder.select(sender)
    case .selectAll: responder.selectAll(sender)
    case .toggleBoldface: responder.toggleBoldface(sender)
    case .toggleItalics: responder.toggleItalics(sender)
    case .toggleUnderline: responder.toggleUnderline(sender)
    case .increaseSize: responder.increaseSize(sender)
    case .decreaseSize: responder.decreaseSize(sender)
    }
  }
}

extension UIResponder {
  /// What `UIResponder`'s own edit actions run: nothing.
  ///
  /// UIKit has no such bodies (calling an action a responder lacks raises "unrecognized
  /// selector"); here a call through `super` that reaches `UIResponder` does nothing. Each
  /// action passes its own selector, so no two bodies are alike and the optimizer cannot fold
  /// one into an override's (which would hide the override from `EditActionOverrides`).
  @inline(never)
  func editActionNotImplemented(_ action: Selector) {}

  /// The standard edit action `action` as an action method, when the responder's class
  /// overrides it (E1, F5); nil for other actions and for classes that do not.
  func overriddenEditAction(_ action: Selector) -> ActionMethod? {
    guard let editAction = StandardEditAction(action), EditActionOverrides.overrides(type(of: self), editAction)
    else { return nil }
    return { [self] sender in editAction.perform(on: self, sender: sender) }
  }
}

/// Which classes override which standard edit action: ResponderKit's `respondsToSelector:`.
///
/// UIKit asks the Objective-C runtime whether a responder's class has a method for the
/// selector. Swift on Linux has no such runtime, but every class has a table of its
/// overridable methods (the vtable in its type metadata), where a subclass that overrides a
/// method has its own entry in place of its superclass's. So a class implements `copy(_:)` when
/// its entry for `copy(_:)` is not `UIResponder`'s. Differences from `respondsToSelector:`:
/// only the standard edit actions are found this way (other actions are declared with
/// `UIResponder.implement(_:with:)` or `method(for:)`); the answer is per class, as
/// `instancesRespondToSelector:` is, and nothing can add a method at run time.
///
/// The entry of each action is found once by ``MethodOverrides``, with a private subclass that
/// overrides just that action. If the layout is ever not the expected one, the action counts as
/// not overridden: ported code then needs `implement(_:with:)`, which is what the rule tests
/// would show.
@MainActor
enum EditActionOverrides {
  /// The vtable index, in words from the metadata's address point, of each action's entry.
  static let entries: [Int?] = MethodOverrides.entries(
    of: UIResponder.self, plain: PlainProbe.self,
    probes: [
      CutProbe.self, CopyProbe.self, PasteProbe.self, DeleteProbe.self, SelectProbe.self, SelectAllProbe.self,
      BoldProbe.self, ItalicsProbe.self, UnderlineProbe.self, IncreaseProbe.self, DecreaseProbe.self,
    ])

  /// Whether `type` overrides `action` (or inherits an override of it).
  static func overrides(_ type: UIResponder.Type, _ action: StandardEditAction) -> Bool {
    MethodOverrides.overrides(type, entries[action.rawValue], of: UIResponder.self)
  }

  /// Where the probes' overrides go, so that no two of them are alike.
  @inline(never)
  static func probeReached(_ action: StandardEditAction) {}
}

// The probes are never instantiated: only their metadata is read.
private final class PlainProbe: UIResponder {}
private final class CutProbe: UIResponder {
  override func cut(_ sender: Any?) { EditActionOverrides.probeReached(.cut) }
}
private final class CopyProbe: UIResponder {
  override func copy(_ sender: Any?) { EditActionOverrides.probeReached(.copy) }
}
private final class PasteProbe: UIResponder {
  override func paste(_ sender: Any?) { EditActionOverrides.probeReached(.paste) }
}
private final class DeleteProbe: UIResponder {
  override func delete(_ sender: Any?) { EditActionOverrides.probeReached(.delete) }
}
private final class SelectProbe: UIResponder {
  override func select(_ sender: Any?) { EditActionOverrides.probeReached(.select) }
}
private final class SelectAllProbe: UIResponder {
  override func selectAll(_ sender: Any?) { EditActionOverrides.probeReached(.selectAll) }
}
private final class BoldProbe: UIResponder {
  override func toggleBoldface(_ sender: Any?) { EditActionOverrides.probeReached(.toggleBoldface) }
}
private final class ItalicsProbe: UIResponder {
  override func toggleItalics(_ sender: Any?) { EditActionOverrides.probeReached(.toggleItalics) }
}
private final class UnderlineProbe: UIResponder {
  override func toggleUnderline(_ sender: Any?) { EditActionOverrides.probeReached(.toggleUnderline) }
}
private final class IncreaseProbe: UIResponder {
  override func increaseSize(_ sender: Any?) { EditActionOverrides.probeReached(.increaseSize) }
}
private final class DecreaseProbe: UIResponder {
  override func decreaseSize(_ sender: Any?) { EditActionOverrides.probeReached(.decreaseSize) }
}
