import Foundation

/// The edit menu of a view: Cut, Copy, Paste … for the first responder, presented on request.
///
/// UIKit rules E2–E5 (iOS 16's `UIEditMenuInteraction`). With no screen, a presented menu is
/// the value of `presentedMenu`, and a person choosing an item is `choose(_:)`, a ResponderKit
/// addition for tests and platform backends.
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction, ViewLinkedInteraction {
  /// The object that builds the menus; held weakly, as in UIKit.
  public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  /// The view the interaction was added to; nil once that view is freed, as with UIKit's weak
  /// reference (kept as a `ViewLinkedInteraction`).
  public var view: UIView? { viewLink.wrappedValue }
  /// The storage of `view`, which the view clears when it is freed.
  var viewLink = UnsafeLink<UIView>(wrappedValue: nil)
  /// The menu on screen, as filtered for the first responder (E3), or nil when none is.
  ///
  /// A ResponderKit addition: where UIKit draws the menu, this is what a test or a backend
  /// reads.
  public private(set) var presentedMenu: UIMenu?
  /// The configuration of the menu on screen, or nil.
  public private(set) var presentedConfiguration: UIEditMenuConfiguration?

  /// Creates an edit-menu interaction; add it to a view with `UIView.addInteraction(_:)`.
  public init(delegate: (any UIEditMenuInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Called before the interaction moves to another view; does nothing.
  open func willMove(to view: UIView?) {}

  /// Keeps the view; a menu shown for the old view goes.
  open func didMove(to view: UIView?) {
    if view !== self.view { dismissMenu() }
    viewLink.wrappedValue = view
  }

  /// Presents the edit menu.
  ///
  /// UIKit rules E2–E5: any edit menu open in the view's window is dismissed; with no first
  /// responder in that window nothing is shown (E2); the delegate is asked for the menu with
  /// the standard actions the first responder's chain can perform as suggestions (nil → those
  /// suggestions); the menu is filtered (E3) and shown unless nothing is left.
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
    if let window = view?.window {
      Self.dismissMenus(in: window)
    } else {
      dismissMenu()
    }
    guard let responder = firstResponder else { return }
    let suggested: [UIMenuElement] = StandardEditAction.menuItems.compactMap { action, title in
      canPerform(action.selector, from: responder) ? UICommand(title: title, action: action.selector) : nil
    }
    let menu =
      delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
      ?? UIMenu(identifier: .standardEdit, children: suggested)
    let shown = filtered(menu, from: responder)
    guard !shown.children.isEmpty else { return }
    presentedMenu = shown
    presentedConfiguration = configuration
  }

  /// Presents `menu` as it is, as a text view shows a link's menu (X14): any edit menu open in
  /// the view's window is dismissed first (E2).
  func present(_ menu: UIMenu, with configuration: UIEditMenuConfiguration) {
    if let window = view?.window { Self.dismissMenus(in: window) } else { dismissMenu() }
    guard !menu.children.isEmpty else { return }
    presentedMenu = menu
    presentedConfiguration = configuration
  }

  /// Dismisses the menu if one is shown.
  open func dismissMenu() {
    presentedMenu = nil
    presentedConfiguration = nil
  }

  /// Builds the shown menu again, as when the first responder's abilities changed.
  open func reloadVisibleMenu() {
    guard let configuration = presentedConfiguration else { return }
    presentEditMenu(with: configuration)
  }

  /// Chooses an item of the presented menu, as a tap on it would: a ResponderKit addition for
  /// tests and platform backends.
  ///
  /// UIKit rule E4: the menu goes; a command is checked again, then its action is sent to the
  /// responder `target(forAction:withSender:)` finds from the first responder (F5, F6), with
  /// the command as sender; an action runs its handler. Returns whether something was
  /// performed: false for an item that is not in the presented menu, a submenu, or a command
  /// nobody can perform any more.
  @discardableResult
  open func choose(_ element: UIMenuElement) -> Bool {
    guard let menu = presentedMenu, Self.contains(menu, element) else { return false }
    dismissMenu()
    switch element {
    case let command as UICommand:
      guard let responder = firstResponder, let application = view?.window?._application,
        let target = responder.target(forAction: command.action, withSender: self)
      else { return false }
      return application.sendAction(command.action, to: target, from: command, for: nil)
    case let action as UIAction:
      action.sender = self
      action.handler(action)
      action.sender = nil
      return true
    default:
      return false
    }
  }

  /// The first responder of the view's window (E2), or nil.
  private var firstResponder: UIResponder? { view?.window?._firstResponder }

  /// Rule E3: kept iff the first responder can perform it, by F5's walk from it, with the
  /// interaction as sender.
  private func canPerform(_ action: Selector, from responder: UIResponder) -> Bool {
    responder.target(forAction: action, withSender: self) != nil
  }

  /// The menu without the commands the first responder's chain cannot perform and without
  /// the submenus left empty; actions (closures) stay.
  private func filtered(_ menu: UIMenu, from responder: UIResponder) -> UIMenu {
    let children = menu.children.compactMap { element -> UIMenuElement? in
      switch element {
      case let command as UICommand: return canPerform(command.action, from: responder) ? command : nil
      case let submenu as UIMenu:
        let kept = filtered(submenu, from: responder)
        return kept.children.isEmpty ? nil : kept
      default: return element
      }
    }
    let unchanged = children.count == menu.children.count && zip(children, menu.children).allSatisfy { $0 === $1 }
    return unchanged ? menu : menu.replacingChildren(children)
  }

  private static func contains(_ menu: UIMenu, _ element: UIMenuElement) -> Bool {
    menu.children.contains { $0 === element || (($0 as? UIMenu).map { contains($0, element) } ?? false) }
  }

  /// Dismisses every edit menu open in `window`: one is shown at a time (E5).
  private static func dismissMenus(in window: UIWindow) {
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      for case let interaction as UIEditMenuInteraction in view._interactions { interaction.dismissMenu() }
      pending.append(contentsOf: view._subviews)
    }
  }
}
