import Foundation

/// The first-responder rules F1–F3 in one place: who is first responder in which window, the
/// hand-over, and the input views shown for the key window's first responder.
@MainActor
enum FirstResponder {
  /// The window a responder belongs to: a view's window, a controller's view's window.
  static func window(of responder: UIResponder) -> UIWindow? {
    switch responder {
    case let window as UIWindow: return window
    case let view as UIView: return view.window
    case let controller as UIViewController: return controller.viewIfLoaded?.window
    default: return nil
    }
  }

  static func become(_ responder: UIResponder) -> Bool {
    guard let window = window(of: responder) else { return false }
    if window._firstResponder === responder { return true }
    guard responder.canBecomeFirstResponder else { return false }
    // While a hand-over is under way, the input views are updated once, at its end.
    return handingOver(in: window) {
      if let current = window._firstResponder {
        guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
      }
      // A resign handler may have moved things around: the responder must still be in the window.
      guard FirstResponder.window(of: responder) === window, window._firstResponder == nil else { return false }
      window._firstResponder = responder
      (responder as? any UITextInput)?.inputDelegate = window._application?.textInputSystem
      return true
    }
  }

  /// Runs `body` as one hand-over of `window`'s application: the input views (and the
  /// on-screen keyboard, B4) are updated once, when the outermost hand-over ends. A text input
  /// makes its whole begin sequence one hand-over, so that the keyboard's will-notifications
  /// follow its did-begin calls (X1). The count is the window's application's.
  static func handingOver<Result>(in window: UIWindow?, _ body: () -> Result) -> Result {
    let application = window?._application
    application?.firstResponderHandOverDepth += 1
    defer {
      if let application {
        application.firstResponderHandOverDepth -= 1
        if application.firstResponderHandOverDepth == 0 { application.updateInputViews() }
      }
    }
    return body()
  }

  /// Whether the resignation under way is forced (X11, F2): `endEditing(true)`, a first
  /// responder leaving its window, a text field disabled while editing. A text input does not
  /// ask its delegate whether to end then, and it ends whatever it answers.
  static var isForcingResign = false

  /// Runs `body` (a resignation) as a forced one (X11).
  static func forcingResign<Result>(_ body: () -> Result) -> Result {
    let saved = isForcingResign
    isForcingResign = true
    defer { isForcingResign = saved }
    return body()
  }

  static func resign(_ responder: UIResponder) -> Bool {
    guard let window = window(of: responder), window._firstResponder === responder else { return true }
    guard responder.canResignFirstResponder else { return false }
    window._firstResponder = nil
    if let input = responder as? any UITextInput, input.inputDelegate === window._application?.textInputSystem {
      input.inputDelegate = nil
    }
    if let application = window._application, application.firstResponderHandOverDepth == 0 {
      application.updateInputViews()
    }
    return true
  }

  static func reloadInputViews(of responder: UIResponder) {
    guard let window = window(of: responder), window._firstResponder === responder else { return }
    window._application?.updateInputViews()
  }

  /// Rule F2: a first responder that leaves its window (it, or an ancestor of its view, is
  /// removed) resigns, and loses the status even if it refuses.
  static func resignIfLeaving(_ view: UIView, window: UIWindow) {
    guard let current = window._firstResponder else { return }
    let leaving: Bool
    switch current {
    case let other as UIView: leaving = other.isDescendant(of: view)
    case let controller as UIViewController: leaving = controller.viewIfLoaded?.isDescendant(of: view) ?? false
    default: leaving = false
    }
    guard leaving else { return }
    _ = forcingResign { current.resignFirstResponder() }
    if window._firstResponder === current {
      window._firstResponder = nil
      window._application?.updateInputViews()
    }
  }
}
