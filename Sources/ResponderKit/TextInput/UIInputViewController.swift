import Foundation

/// The controller of a custom keyboard or input view: its view is an input view.
///
/// UIKit's `UIInputViewController`, minimal (F3 shows input views): ``inputView`` (an
/// ``UIInputView`` made in `loadView()`), the text-input delegate's four calls, and
/// `dismissKeyboard()` and `advanceToNextInputMode()`, which do nothing (no system keyboard is
/// modelled). `textDocumentProxy`, the lexicon and `hasFullAccess` are omitted: there is no
/// keyboard extension host on Linux.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
  /// The controller's input view: its view, while that is a ``UIInputView``. Setting it makes
  /// it the view.
  open override var inputView: UIInputView? {
    get { view as? UIInputView }
    set { view = newValue }
  }

  /// Makes the view: a keyboard-style input view.
  open override func loadView() {
    view = UIInputView(frame: UIScreen.main.bounds, inputViewStyle: .keyboard)
  }

  /// Would hide the keyboard; does nothing (no system keyboard is modelled).
  open func dismissKeyboard() {}

  /// Would switch to the next keyboard; does nothing (no system keyboard is modelled).
  open func advanceToNextInputMode() {}

  /// Told before the selection of the document changes (default: nothing).
  open func selectionWillChange(_ textInput: (any UITextInput)?) {}

  /// Told after the selection of the document changed (default: nothing).
  open func selectionDidChange(_ textInput: (any UITextInput)?) {}

  /// Told before the text of the document changes (default: nothing).
  open func textWillChange(_ textInput: (any UITextInput)?) {}

  /// Told after the text of the document changed (default: nothing).
  open func textDidChange(_ textInput: (any UITextInput)?) {}
}
