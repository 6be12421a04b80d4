import Foundation
import Testing

@testable import ResponderKit

/// A first responder that overrides some standard edit actions and logs what it performs.
private class EditingView: UIView {
  var log: [String] = []
  var senders: [String] = []
  var refusesPaste = false

  override var canBecomeFirstResponder: Bool { true }
  override func paste(_ sender: Any?) { log.append("field paste from \(describe(sender))") }
  override func selectAll(_ sender: Any?) { log.append("field selectAll") }
  override func delete(_ sender: Any?) { log.append("field delete") }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    senders.append("\(action) \(describe(sender))")
    if refusesPaste && action == Selector("paste:") { return false }
    return super.canPerformAction(action, withSender: sender)
  }
}

/// A subclass that adds nothing: it inherits its superclass's overrides.
private final class EditingSubview: EditingView {}

/// A responder that overrides every standard edit action.
private final class AllActions: UIResponder {
  var log: [String] = []
  override func cut(_ sender: Any?) { log.append("cut") }
  override func copy(_ sender: Any?) { log.append("copy") }
  override func paste(_ sender: Any?) { log.append("paste") }
  override func delete(_ sender: Any?) { log.append("delete") }
  override func select(_ sender: Any?) { log.append("select") }
  override func selectAll(_ sender: Any?) { log.append("selectAll") }
  override func toggleBoldface(_ sender: Any?) { log.append("toggleBoldface") }
  override func toggleItalics(_ sender: Any?) { log.append("toggleItalics") }
  override func toggleUnderline(_ sender: Any?) { log.append("toggleUnderline") }
  override func increaseSize(_ sender: Any?) { log.append("increaseSize") }
  override func decreaseSize(_ sender: Any?) { log.append("decreaseSize") }
}

/// A controller that implements copy(_:) and cut(_:) for its views.
private final class CopyingController: UIViewController {
  var log: [String] = []
  override func copy(_ sender: Any?) { log.append("controller copy from \(describe(sender))") }
}

/// A text field that disables copy and paste the seed's way: its walker stops the search.
private final class NoPasteView: EditingView {
  override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    action == .paste || action == .copy ? nil : super.target(forAction: action, withSender: sender)
  }
}

@MainActor
private func describe(_ sender: Any?) -> String {
  switch sender {
  case let command as UICommand: "command \(command.title)"
  case is UIEditMenuInteraction: "interaction"
  case nil: "nil"
  default: "\(type(of: sender!))"
  }
}

/// The delegate of the tests' interactions: answers with `menu(suggested)` and logs the
/// suggestions it was given.
@MainActor
private final class MenuDelegate: UIEditMenuInteractionDelegate {
  var menu: (([UIMenuElement]) -> UIMenu?)?
  var suggestions: [[String]] = []

  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? {
    suggestions.append(suggestedActions.map(\.title))
    return menu?(suggestedActions)
  }
}

@MainActor
private func titles(_ menu: UIMenu?) -> [String]? {
  menu?.children.map { element in
    if let submenu = element as? UIMenu { return "\(submenu.title)[\(titles(submenu)!.joined(separator: ","))]" }
    return element.title
  }
}

/// A window with a controller's root view, an editing view in it, and an edit-menu
/// interaction on the editing view.
@MainActor
private struct EditStage {
  let stage = Stage()
  let controller = CopyingController()
  let field: EditingView
  let delegate = MenuDelegate()
  let interaction: UIEditMenuInteraction

  init(field: EditingView = EditingView(frame: CGRect(x: 10, y: 10, width: 200, height: 40))) {
    self.field = field
    controller.view.frame = stage.window.bounds
    stage.window.addSubview(controller.view)
    controller.view.addSubview(field)
    interaction = UIEditMenuInteraction(delegate: delegate)
    field.addInteraction(interaction)
  }

  func present() {
    interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "menu", sourcePoint: CGPoint(x: 5, y: 5)))
  }
}

@MainActor
@Suite("Edit actions and the edit menu (E)")
struct EditMenuTests {
  @Test("E1: UIResponder implements no edit action; overriding one implements it, and subclasses inherit it")
  func e1Overrides() {
    let all: [Selector] = [
      .cut, .copy, .paste, .delete, .select, .selectAll, .toggleBoldface, .toggleItalics, .toggleUnderline,
      .increaseSize, .decreaseSize,
    ]
    #expect(
      all.map(\.name) == [
        "cut:", "copy:", "paste:", "delete:", "select:", "selectAll:", "toggleBoldface:", "toggleItalics:",
        "toggleUnderline:", "increaseSize:", "decreaseSize:",
      ])
    #expect(EditActionOverrides.entries.allSatisfy { $0 != nil }, "every action's vtable entry was found")
    for responder in [UIResponder(), UIView(), UIViewController()] {
      #expect(all.filter { responder.canPerformAction($0, withSender: nil) }.isEmpty)
    }
    let field = EditingView()
    #expect(all.filter { field.canPerformAction($0, withSender: nil) } == [.paste, .delete, .selectAll])
    let inherited = EditingSubview()
    #expect(all.filter { inherited.canPerformAction($0, withSender: nil) } == [.paste, .delete, .selectAll])
    #expect(inherited.canPerformAction(NSSelectorFromString("paste:"), withSender: nil), "the ported #selector form")

    let every = AllActions()
    #expect(all.filter { every.canPerformAction($0, withSender: nil) } == all)
    for action in all { every.method(for: action)?(nil) }
    #expect(every.log == all.map { String($0.name.dropLast()) })
  }

  @Test("E1: a nil-targeted edit action reaches the override up the chain (F6)")
  func e1SendAction() {
    let edit = EditStage()
    #expect(edit.field.becomeFirstResponder())
    #expect(edit.stage.app.sendAction(.copy, to: nil, from: nil, for: nil))
    #expect(edit.stage.app.sendAction(.paste, to: nil, from: nil, for: nil))
    #expect(!edit.stage.app.sendAction(.cut, to: nil, from: nil, for: nil), "nobody implements cut")
    #expect(edit.controller.log == ["controller copy from nil"])
    #expect(edit.field.log == ["field paste from nil"])
  }

  @Test("E1: UIPasteboard.general and named pasteboards hold strings in process")
  func e1Pasteboard() {
    let general = UIPasteboard.general
    #expect(general === UIPasteboard.general)
    let start = general.changeCount
    general.string = "hello"
    #expect(general.string == "hello" && general.strings == ["hello"] && general.hasStrings)
    general.strings = ["a", "b"]
    #expect(general.string == "a" && general.numberOfItems == 2 && general.changeCount == start + 2)
    general.string = nil
    #expect(general.string == nil && general.strings == nil && !general.hasStrings)

    let name = UIPasteboard.Name("org.responderkit.tests.e1")
    #expect(UIPasteboard(name: name, create: false) == nil)
    let created = UIPasteboard(name: name, create: true)
    created?.string = "kept"
    #expect(UIPasteboard(name: name, create: false)?.string == "kept", "one name, one content")
    #expect(general.string == nil, "named pasteboards are separate from the general one")
    UIPasteboard.remove(withName: name)
    #expect(UIPasteboard(name: name, create: false) == nil)
    let unique = UIPasteboard.withUniqueName()
    #expect(unique.name != UIPasteboard.withUniqueName().name && !unique.hasStrings)
  }

  @Test("E1: a pasteboard URL is readable as its string: string, strings, hasStrings, types; a string is no URL")
  func e1URLsReadAsStrings() {
    let board = UIPasteboard.withUniqueName()
    let link = URL(string: "https://example.com")!
    board.url = link
    #expect(board.url == link && board.urls == [link] && board.hasURLs)
    #expect(board.string == "https://example.com" && board.strings == ["https://example.com"] && board.hasStrings)
    #expect(board.types == ["public.url", "public.utf8-plain-text"])
    #expect(board.value(forPasteboardType: "public.utf8-plain-text") as? String == "https://example.com")
    #expect(board.contains(pasteboardTypes: ["public.utf8-plain-text"]))
    // Mixed items: strings lists every item readable as text, string and url read the first.
    board.items = [["public.utf8-plain-text": "note"], ["public.url": URL(string: "https://a.example/b?c=1")!]]
    #expect(board.strings == ["note", "https://a.example/b?c=1"] && board.string == "note")
    #expect(board.url == nil && board.urls == [URL(string: "https://a.example/b?c=1")!])
    board.string = "https://example.org"
    #expect(board.url == nil && !board.hasURLs && board.types == ["public.utf8-plain-text"])
  }

  @Test("E2: with no first responder no menu is shown")
  func e2NeedsFirstResponder() {
    let edit = EditStage()
    edit.present()
    #expect(edit.interaction.presentedMenu == nil && edit.delegate.suggestions.isEmpty)
    #expect(edit.field.becomeFirstResponder())
    edit.present()
    #expect(titles(edit.interaction.presentedMenu) == ["Copy", "Paste", "Delete", "Select All"])
    let detached = UIEditMenuInteraction(delegate: nil)
    detached.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(detached.presentedMenu == nil, "an interaction on no view has no window")
  }

  @Test(
    "E3: standard items in order, then custom ones, each kept iff the chain from the first responder can perform it")
  func e3Filtering() {
    let edit = EditStage()
    edit.stage.app.implement("share:") { _ in }
    let share = UICommand(title: "Share", action: "share:")
    let lookUp = UICommand(title: "Look Up", action: "lookUp:")
    let note = UIAction(title: "Note") { _ in }
    edit.delegate.menu = { suggested in
      UIMenu(children: suggested + [share, lookUp, note, UIMenu(title: "More", children: [lookUp])])
    }
    #expect(edit.field.becomeFirstResponder())
    edit.field.senders = []
    edit.present()
    #expect(
      edit.delegate.suggestions == [["Copy", "Paste", "Delete", "Select All"]],
      "Copy is the controller's, found from the field (F5)")
    #expect(titles(edit.interaction.presentedMenu) == ["Copy", "Paste", "Delete", "Select All", "Share", "Note"])
    #expect(
      edit.field.senders.prefix(6) == [
        "cut: interaction", "copy: interaction", "paste: interaction", "delete: interaction", "select: interaction",
        "selectAll: interaction",
      ], "asked in the standard order, with the interaction as sender")
    #expect(edit.interaction.presentedConfiguration?.identifier == AnyHashable("menu"))

    edit.field.refusesPaste = true
    edit.interaction.reloadVisibleMenu()
    #expect(titles(edit.interaction.presentedMenu) == ["Copy", "Delete", "Select All", "Share", "Note"])
  }

  @Test("E3: a first responder whose target(forAction:) returns nil hides the item (F5)")
  func e3WalkerStops() {
    let edit = EditStage(field: NoPasteView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)))
    #expect(edit.field.becomeFirstResponder())
    edit.present()
    #expect(titles(edit.interaction.presentedMenu) == ["Delete", "Select All"], "the controller's copy is not reached")
  }

  @Test("E4: choosing an item checks again, then sends the action from the first responder along the chain")
  func e4Choose() throws {
    let edit = EditStage()
    #expect(edit.field.becomeFirstResponder())
    edit.present()
    let copy = try #require(edit.interaction.presentedMenu?.children.first)
    #expect(edit.interaction.choose(copy))
    #expect(edit.controller.log == ["controller copy from command Copy"], "performed up the chain, not by the field")
    #expect(edit.interaction.presentedMenu == nil, "choosing dismisses the menu")
    #expect(!edit.interaction.choose(copy), "an item of no presented menu")

    edit.present()
    let paste = try #require(edit.interaction.presentedMenu?.children.first { $0.title == "Paste" })
    edit.field.refusesPaste = true
    #expect(!edit.interaction.choose(paste), "checked again: the field no longer can")
    #expect(edit.field.log.isEmpty && edit.interaction.presentedMenu == nil)

    var ran: [String] = []
    let action = UIAction(title: "Note") { action in ran.append("note from \(describe(action.sender))") }
    edit.delegate.menu = { UIMenu(children: $0 + [action]) }
    edit.present()
    #expect(edit.interaction.choose(action) && ran == ["note from interaction"] && action.sender == nil)
  }

  @Test("E5: presenting dismisses the open menu; nil gives the suggested menu; an empty menu shows none")
  func e5Present() {
    let edit = EditStage()
    let other = UIEditMenuInteraction(delegate: nil)
    edit.controller.view.addInteraction(other)
    #expect(edit.field.becomeFirstResponder())
    edit.present()
    #expect(titles(edit.interaction.presentedMenu) == ["Copy", "Paste", "Delete", "Select All"])
    #expect(edit.interaction.presentedMenu?.identifier == .standardEdit, "nil from the delegate: the suggested menu")
    other.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
    #expect(edit.interaction.presentedMenu == nil, "one menu at a time")
    #expect(titles(other.presentedMenu) == ["Copy", "Paste", "Delete", "Select All"], "no delegate: suggested")

    edit.delegate.menu = { _ in UIMenu(children: []) }
    edit.present()
    #expect(edit.interaction.presentedMenu == nil && other.presentedMenu == nil, "an empty menu: none shown")
    edit.delegate.menu = { _ in UIMenu(children: [UICommand(title: "Look Up", action: "lookUp:")]) }
    edit.present()
    #expect(edit.interaction.presentedMenu == nil, "nothing left after filtering: none shown")
    edit.delegate.menu = { UIMenu(title: "Edit", children: [UIMenu(title: "Sub", children: $0)]) }
    edit.present()
    #expect(titles(edit.interaction.presentedMenu) == ["Sub[Copy,Paste,Delete,Select All]"])
    edit.field.removeInteraction(edit.interaction)
    #expect(edit.interaction.presentedMenu == nil && edit.interaction.view == nil && edit.field.interactions.isEmpty)
  }
}
