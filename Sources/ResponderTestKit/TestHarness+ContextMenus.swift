import Foundation
import ResponderKit

extension TestHarness {
  // MARK: Context menus

  /// The context menu on screen, or nil: the menu of the application's
  /// `presentedContextMenuInteraction` (rule M3, M6), as its action provider made it.
  public var presentedContextMenu: UIMenu? {
    application.presentedContextMenuInteraction?.presentedMenu
  }

  /// Taps the item titled `title` of the context menu on screen, as a user does: its action
  /// runs (a command goes along the responder chain), then the menu ends with `willEndFor`
  /// (rule M4); the harness then advances the clock by 0. Submenus are searched, depth first.
  /// Returns false, and does nothing, when no menu is shown or it has no enabled item of that
  /// title.
  ///
  /// Menus draw no items, so no touch can reach one: `UIContextMenuInteraction.choose(_:)` is
  /// what this calls. A touch anywhere while a menu is shown dismisses it instead (M4).
  @discardableResult
  public func tapMenuAction(titled title: String) -> Bool {
    guard let interaction = application.presentedContextMenuInteraction, let menu = interaction.presentedMenu,
      let element = Self.menuElement(titled: title, in: menu), interaction.choose(element)
    else { return false }
    advance(by: 0)
    return true
  }

  /// The first leaf titled `title` in `menu` and its submenus, depth first; disabled actions
  /// are skipped.
  private static func menuElement(titled title: String, in menu: UIMenu) -> UIMenuElement? {
    for child in menu.children {
      if let submenu = child as? UIMenu {
        if let found = menuElement(titled: title, in: submenu) { return found }
      } else if child.title == title {
        if let action = child as? UIAction, action.attributes.contains(.disabled) { continue }
        return child
      }
    }
    return nil
  }
}
