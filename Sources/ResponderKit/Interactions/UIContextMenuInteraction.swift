import Foundation

/// A context menu for a view: a touch held on it (or a secondary click) presents a menu of
/// actions the delegate makes.
///
/// UIKit rules M1–M6. Adding it to a view installs two recognizers in the view's gesture arena:
/// one that watches the touch held still (``InteractionConstants/contextMenuBeginDelay``, then
/// the idiom's presentation delay) and one that, at presentation, makes every other recognizer
/// of the touch fail and cancels the view's touches, as UIKit's relationship recognizers do.
/// A view without the interaction pays nothing.
///
/// With no screen, a presented menu is the value of ``presentedMenu``; a person choosing an
/// item is ``choose(_:)`` (`TestHarness.tapMenuAction(titled:)` in tests), and a touch anywhere
/// while the menu is shown dismisses it and reaches nothing else (M4): it lands in a window of
/// its own in front of the app's.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction, ViewLinkedInteraction {
  /// How a menu presents (UIKit's `UIContextMenuInteraction.Appearance`).
  public enum Appearance: Int, Sendable {
    /// No menu is shown.
    case unknown = 0
    /// A modal menu with a preview: a touch held (M3).
    case rich = 1
    /// A compact menu without a preview: a secondary click (M6).
    case compact = 2
  }

  /// The object that makes the menus; held weakly, as in UIKit.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view the interaction was added to; nil once that view is freed, as with UIKit's weak
  /// reference (kept as a `ViewLinkedInteraction`).
  public var view: UIView? { viewLink.wrappedValue }
  /// The storage of `view`, which the view clears when it is freed.
  var viewLink = UnsafeLink<UIView>(wrappedValue: nil)
  /// How the menu on screen presented, `.unknown` when none is.
  public private(set) var menuAppearance: Appearance = .unknown
  /// The menu on screen, or nil: a ResponderKit addition (UIKit draws it; tests and backends
  /// read it).
  public private(set) var presentedMenu: UIMenu?
  /// The configuration of the touch under way or of the menu on screen, or nil: a ResponderKit
  /// addition.
  public private(set) var activeConfiguration: UIContextMenuConfiguration?
  /// The preview the delegate gave for highlighting (M2), kept as a value: a ResponderKit
  /// addition.
  public private(set) var highlightPreview: UITargetedPreview?
  /// The preview view controller the configuration made at presentation, if any.
  public private(set) var previewViewController: UIViewController?

  /// The recognizers the interaction installs on its view (M1, M3).
  let driver: ContextMenuGestureRecognizer
  let exclusion: InteractionExclusionGestureRecognizer
  /// Where the menu was asked for, in the view's coordinates.
  private var menuLocation: CGPoint?

  /// Creates a context-menu interaction; add it to a view with `UIView.addInteraction(_:)`.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    let driver = ContextMenuGestureRecognizer(interaction: nil)
    self.driver = driver
    exclusion = InteractionExclusionGestureRecognizer(partner: driver)
    driver.interaction = self
    driver.addInternalAction { [weak self] recognizer in self?.driverChanged(recognizer.state) }
  }

  /// Called before the interaction moves to another view; the old view's menu goes.
  open func willMove(to view: UIView?) {
    if view !== self.view { dismissMenu() }
  }

  /// Keeps the view and moves the interaction's recognizers to it (M1).
  open func didMove(to view: UIView?) {
    viewLink.wrappedValue = view
    if let view {
      view.addGestureRecognizer(driver)
      view.addGestureRecognizer(exclusion)
    } else {
      driver.view?.removeGestureRecognizer(driver)
      exclusion.view?.removeGestureRecognizer(exclusion)
    }
  }

  /// Where the touch that asked for the menu is, or was, in `view`'s coordinates (nil: the
  /// window's).
  public func location(in view: UIView?) -> CGPoint {
    if driver.numberOfTouches > 0 { return driver.location(in: view) }
    guard let menuLocation, let own = self.view else { return .zero }
    guard let view else { return own.convert(menuLocation, to: nil) }
    return own.convert(menuLocation, to: view)
  }

  /// Replaces the menu on screen with what `block` makes of it.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
    guard let menu = presentedMenu else { return }
    presentedMenu = block(menu)
  }

  /// Dismisses the menu on screen, if any (M4): `willEndFor`, then the dismissing preview.
  open func dismissMenu() {
    guard presentedMenu != nil, let configuration = activeConfiguration else { return }
    finishPresentation()
    endMenu(configuration)
    _ = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
  }

  /// Chooses an item of the menu on screen, as a tap on it would: a ResponderKit addition for
  /// tests and platform backends.
  ///
  /// UIKit rule M4: an action runs its handler (with the interaction as sender), a command is
  /// sent along the responder chain from the first responder (F6), then the menu ends with
  /// `willEndFor`. Returns whether an item was performed: false for an element not in the
  /// menu, a submenu, a disabled action, or a command nobody performs.
  @discardableResult
  open func choose(_ element: UIMenuElement) -> Bool {
    guard let menu = presentedMenu, let configuration = activeConfiguration, Self.contains(menu, element) else {
      return false
    }
    var performed = false
    switch element {
    case let action as UIAction where !action.attributes.contains(.disabled):
      action.sender = self
      action.handler(action)
      action.sender = nil
      performed = true
    case let command as UICommand:
      if let application = view?.window?._application,
        let target = (view?.window?._firstResponder ?? view)?.target(forAction: command.action, withSender: self)
      {
        performed = application.sendAction(command.action, to: target, from: command, for: nil)
      }
    default:
      return false
    }
    finishPresentation()
    endMenu(configuration)
    return performed
  }

  /// Taps the menu's preview (M4): `willPerformPreviewActionForMenuWith`, then the menu ends.
  /// A ResponderKit addition for tests; false when no menu with a preview is shown.
  @discardableResult
  open func commitPreview() -> Bool {
    guard presentedMenu != nil, let configuration = activeConfiguration, previewViewController != nil else {
      return false
    }
    let animator = ContextMenuAnimator(previewViewController: previewViewController)
    delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    animator.run()
    finishPresentation()
    endMenu(configuration)
    return true
  }

  // MARK: The touch (M1–M5)

  /// M2: asks for the configuration at `location`; false when there is none.
  func configurationWillBegin(at location: CGPoint) -> Bool {
    dismissOtherMenus()
    guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
      return false
    }
    menuLocation = location
    activeConfiguration = configuration
    return true
  }

  /// What the driver's state changes mean for the menu.
  private func driverChanged(_ state: UIGestureRecognizer.State) {
    switch state {
    case .began:
      // M2: the configuration is pending; its highlight preview is asked now.
      guard let configuration = activeConfiguration else { return }
      highlightPreview = delegate?.contextMenuInteraction(
        self, previewForHighlightingMenuWithConfiguration: configuration)
    case .ended, .cancelled:
      // M5: an early end; after presentation the menu stays (M4).
      guard presentedMenu == nil, let configuration = activeConfiguration else { return }
      activeConfiguration = nil
      highlightPreview = nil
      // After the view's and the other recognizers' calls of the event under way (M5).
      view?.window?._application?.dispatcher.afterEvent { [weak self] in self?.endMenu(configuration) }
    default:
      break
    }
  }

  /// M3: the presentation delay passed with the touch held.
  func presentationDelayPassed() {
    guard let configuration = activeConfiguration, presentedMenu == nil else { return }
    guard hasViewController else {
      noteDecision(.noViewController)
      driver.state = .cancelled
      return
    }
    guard present(configuration, appearance: .rich) else {
      noteDecision(.emptyMenuConfiguration)
      if driver.effectiveState == .began { driver.state = .cancelled }
      return
    }
    driver.allowableMovement = max(
      driver.allowableMovement, InteractionConstants.contextMenuPresentedAllowableMovement)
    exclusion.exclude()
  }

  /// Whether the view is a control whose menu is its primary action (M7): the touch-down
  /// presents it, so the held touch's timer does not.
  var presentsAtTouchDown: Bool { (view as? UIControl)?.showsMenuAsPrimaryAction ?? false }

  /// M7: a control's menu as its primary action, at touch-down at `location` (in the view): the
  /// compact menu of M6, then, once the event is delivered, the menu takes the touch (M3's
  /// exclusion), which cancels the control's tracking.
  func presentAsPrimaryAction(at location: CGPoint) {
    guard presentCompact(at: location) else { return }
    view?.window?._application?.dispatcher.afterEvent { [weak self] in self?.exclusion.exclude() }
  }

  /// M6: the entry point of a secondary click at `location` (in the view): the configuration,
  /// then a compact menu at once, without a highlight preview. Returns whether a menu presented.
  @discardableResult
  func presentCompact(at location: CGPoint) -> Bool {
    guard presentedMenu == nil, driver.state == .possible else { return false }
    guard configurationWillBegin(at: location), let configuration = activeConfiguration else {
      noteDecision(.noMenuConfiguration)
      return false
    }
    guard present(configuration, appearance: .compact) else {
      noteDecision(.emptyMenuConfiguration)
      activeConfiguration = nil
      endMenu(configuration)
      return false
    }
    return true
  }

  /// Makes the menu and the preview, tells the delegate, shows the menu; false for an empty
  /// configuration (no menu items and no preview), which presents nothing (M3).
  private func present(_ configuration: UIContextMenuConfiguration, appearance: Appearance) -> Bool {
    let suggested: [UIMenuElement] = []
    let menu: UIMenu? =
      configuration.actionProvider.map { $0(suggested) } ?? (suggested.isEmpty ? nil : UIMenu(children: suggested))
    let preview = appearance == .rich ? configuration.previewProvider?() : nil
    guard !(menu?.children.isEmpty ?? true) || preview != nil else { return false }
    presentedMenu = menu ?? UIMenu(children: [])
    previewViewController = preview
    menuAppearance = appearance
    let animator = ContextMenuAnimator(previewViewController: preview)
    delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    animator.run()
    if let window = view?.window, let application = window._application {
      ContextMenuOverlayWindow.shown(for: self, over: window, in: application)
    }
    return true
  }

  /// Whether a view controller is above the view (M3: UIKit presents the menu from it).
  private var hasViewController: Bool {
    var responder: UIResponder? = view
    while let current = responder {
      if current is UIViewController { return true }
      responder = current.next
    }
    return false
  }

  /// The menu is off the screen; the touch's state goes.
  private func finishPresentation() {
    presentedMenu = nil
    menuAppearance = .unknown
    highlightPreview = nil
    previewViewController = nil
    activeConfiguration = nil
    if let application = view?.window?._application { ContextMenuOverlayWindow.hide(for: self, in: application) }
  }

  /// Sends `willEndFor` with an animator, then runs it.
  private func endMenu(_ configuration: UIContextMenuConfiguration) {
    let animator = ContextMenuAnimator(previewViewController: nil)
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    animator.run()
  }

  /// A touch on the menu's window outside its items (M4): the menu is dismissed.
  func dismissForOutsideTouch() {
    guard presentedMenu != nil, let configuration = activeConfiguration else { return }
    presentedMenu = nil
    menuAppearance = .unknown
    highlightPreview = nil
    previewViewController = nil
    activeConfiguration = nil
    endMenu(configuration)
    _ = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
  }

  /// One menu at a time: a menu shown by another interaction of the application goes first.
  private func dismissOtherMenus() {
    guard let application = view?.window?._application,
      let other = application.presentedContextMenuInteraction, other !== self
    else { return }
    other.dismissMenu()
  }

  /// Tells the application's observer why the menu does what it does next (`responder why`).
  func noteDecision(_ decision: Decision) {
    view?._window?._application?.notes.decide(self, decision)
  }

  private static func contains(_ menu: UIMenu, _ element: UIMenuElement) -> Bool {
    menu.children.contains { $0 === element || (($0 as? UIMenu).map { contains($0, element) } ?? false) }
  }
}

extension UIApplication {
  /// The context-menu interaction whose menu is on screen, or nil: a ResponderKit addition for
  /// tests and platform backends (M4).
  public var presentedContextMenuInteraction: UIContextMenuInteraction? {
    contextMenuOverlay?.interaction
  }
}
