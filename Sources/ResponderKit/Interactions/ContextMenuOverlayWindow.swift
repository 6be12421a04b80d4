import Foundation

/// The window a presented context menu puts in front of the application's windows: a touch
/// anywhere lands on it, dismisses the menu and reaches nothing else (M4), as UIKit's menu
/// container covers the screen. One per application, made at the first menu and hidden
/// between menus, so that hit testing of the app's touches pays nothing for it.
@MainActor
final class ContextMenuOverlayWindow: UIWindow {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// The interaction whose menu is shown.
  weak var interaction: UIContextMenuInteraction?
  /// How many of its touches are down: it hides when the last of them ends, not while one is
  /// down (hiding a window cancels its touches, A4).
  private var touchesDown = 0

  /// The level of the menu's window: in front of alerts.
  static let level = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)

  /// Shows the application's menu window over `window` for `interaction`.
  static func shown(for interaction: UIContextMenuInteraction, over window: UIWindow, in application: UIApplication) {
    let overlay: ContextMenuOverlayWindow
    if let existing = application.contextMenuOverlay {
      overlay = existing
    } else {
      overlay = ContextMenuOverlayWindow(application: application, frame: window.frame)
      overlay.windowLevel = level
      application.contextMenuOverlay = overlay
    }
    overlay.frame = window.frame
    overlay.interaction = interaction
    overlay.isHidden = false
  }

  /// Hides the menu window of `interaction`'s menu, unless a touch on it is down.
  static func hide(for interaction: UIContextMenuInteraction, in application: UIApplication) {
    guard let overlay = application.contextMenuOverlay, overlay.interaction === interaction else { return }
    overlay.interaction = nil
    if overlay.touchesDown == 0 { overlay.isHidden = true }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchesDown += touches.count
    let interaction = self.interaction
    self.interaction = nil
    interaction?.dismissForOutsideTouch()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    finish(touches)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    finish(touches)
  }

  private func finish(_ touches: Set<UITouch>) {
    touchesDown = max(0, touchesDown - touches.count)
    // Hidden at the end of the event, outside the delivery that is under way.
    if touchesDown == 0 && interaction == nil {
      _application?.dispatcher.afterEvent { [weak self] in
        guard let self, self.touchesDown == 0, self.interaction == nil else { return }
        self.isHidden = true
      }
    }
  }
}

extension UIGestureRecognizer {
  /// Adds an action the engine's own interactions run at each of the recognizer's actions.
  @preconcurrency func addInternalAction(_ body: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    targets.append(Target(object: nil, holdsObject: false, perform: body, key: (nil, nil)))
  }
}
