import Foundation

extension UIScrollView {
  // MARK: Dismissing the keyboard (B5)

  /// Rule B5: `.onDrag` and `.onDragWithAccessory` end the editing of a text input that is
  /// first responder in the scroll view's window as the pan begins, just before
  /// `scrollViewWillBeginDragging(_:)` (the slot is our choice), forced as `endEditing(true)`
  /// forces it (X11). A scroll view that cannot scroll never begins its pan (S9), so it
  /// dismisses nothing.
  func dismissKeyboardAsDragBegins() {
    guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
    endEditingOfTextInput()
  }

  /// Rule B5: `.interactive` and `.interactiveWithAccessory` end the editing of a text input
  /// that is first responder when the finger lifts below the keyboard's top (less the nearest
  /// keyboard layout guide's `keyboardDismissPadding`, B7): the modelled
  /// keyboard's (B4) while it is shown; without the model, where its frame would be for that
  /// first responder (our choice: the drag cannot reach a keyboard that is not modelled, so its
  /// end decides). The keyboard does not follow the finger: no frame changes while the drag
  /// tracks, as UIKit posts none.
  func dismissKeyboardAtLift(of pan: UIPanGestureRecognizer) {
    guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
      let window, let responder = window._firstResponder, responder is UIKeyInput,
      let application = window._application
    else { return }
    let keyboardTop: CGFloat
    if application.simulatesSoftwareKeyboard {
      guard let frame = application.softwareKeyboardFrame else { return }
      keyboardTop = frame.minY
    } else {
      let screen = window.windowScene?.screen.bounds ?? UIScreen.main.bounds
      guard let frame = application.onScreenKeyboard.wantedFrame(for: responder, on: screen) else { return }
      keyboardTop = frame.minY
    }
    let lift = window.convert(toScreen: pan.location(in: window))
    guard lift.y > keyboardTop - keyboardDismissPadding else { return }
    endEditingOfTextInput()
  }

  /// B5, B7: the `keyboardDismissPadding` of the nearest keyboard layout guide made on the
  /// scroll view or an ancestor, which grows the dismissal's region upward (our choice of
  /// guide: UIKit does not say whose it reads); 0 when none was made.
  private var keyboardDismissPadding: CGFloat {
    var view: UIView? = self
    while let current = view {
      if let guide = current.rareState?.layout?.keyboardGuide { return max(0, guide.keyboardDismissPadding) }
      view = current._superview
    }
    return 0
  }

  /// Ends the editing of the window's first responder, forced (X11), when it is a text input.
  private func endEditingOfTextInput() {
    guard let window, window._firstResponder is UIKeyInput else { return }
    window.endEditing(true)
  }
}
