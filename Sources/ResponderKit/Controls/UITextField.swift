import Foundation

/// A one-line text field: a tap makes it first responder; it sends the editing events.
///
/// UIKit rules F1 and C5: it can become first responder (it is a text-input control); a
/// touch-up inside asks it to (after `touchUpInside`); becoming sends `editingDidBegin`,
/// resigning `editingDidEnd`. While first responder, key presses edit it (a printable key
/// inserts, delete deletes, return sends `editingDidEndOnExit` and resigns), each change
/// sending `editingChanged`; other presses go up the chain.
@preconcurrency @MainActor
open class UITextField: UIControl {
  var _text = ""
  /// Presses the field handled: their later phases stay here too, as UIKit asks of a
  /// responder that handles `pressesBegan` without calling super.
  private var handledPresses = HandledPresses()

  /// The field's text.
  open var text: String? {
    get { _text }
    set { _text = newValue ?? "" }
  }

  /// True: a text field is a text-input control (F1).
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder and sends `editingDidBegin` when it did.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let result = super.becomeFirstResponder()
    if result && !wasFirst { sendActions(for: .editingDidBegin, event: nil) }
    return result
  }

  /// Resigns and sends `editingDidEnd` when it did.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let result = super.resignFirstResponder()
    if result && wasFirst { sendActions(for: .editingDidEnd, event: nil) }
    return result
  }

  /// Adds text at the end, as typing does (UIKeyInput).
  open func insertText(_ text: String) {
    _text += text
    sendActions(for: .editingChanged, event: nil)
  }

  /// Deletes the last character (UIKeyInput).
  open func deleteBackward() {
    guard !_text.isEmpty else { return }
    _text.removeLast()
    sendActions(for: .editingChanged, event: nil)
  }

  /// Whether the field has text.
  open var hasText: Bool { !_text.isEmpty }

  /// After a touch-up inside, asks to become first responder.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let wasTracking = isTracking
    let touch = trackedTouch
    super.touchesEnded(touches, with: event)
    if wasTracking, let touch, isInsideForTracking(touch.location(in: self)), !isFirstResponder {
      _ = becomeFirstResponder()
    }
  }

  /// Edits with key presses while first responder; other presses go on up the chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFirstResponder else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    for press in presses {
      guard let key = press.key else {
        unhandled.insert(press)
        continue
      }
      switch key.keyCode {
      case .keyboardReturnOrEnter:
        handledPresses.take(press)
        sendActions(for: .editingDidEndOnExit, event: event)
        _ = resignFirstResponder()
      case .keyboardDeleteOrBackspace:
        handledPresses.take(press)
        deleteBackward()
      default:
        if key.characters.isEmpty || key.characters.unicodeScalars.contains(where: { $0.value < 0x20 }) {
          unhandled.insert(press)
        } else {
          handledPresses.take(press)
          insertText(key.characters)
        }
      }
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// Keeps the later phases of the presses it handled.
  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let others = handledPresses.others(presses)
    if !others.isEmpty { super.pressesChanged(others, with: event) }
  }

  /// Keeps the end of the presses it handled.
  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let others = handledPresses.finish(presses)
    if !others.isEmpty { super.pressesEnded(others, with: event) }
  }

  /// Keeps the cancellation of the presses it handled.
  open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let others = handledPresses.finish(presses)
    if !others.isEmpty { super.pressesCancelled(others, with: event) }
  }
}
