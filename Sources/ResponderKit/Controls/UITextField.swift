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
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  var _text = ""
  /// Presses the field handled: their later phases stay here too, as UIKit asks of a
  /// responder that handles `pressesBegan` without calling super.
  private var handledPresses = HandledPresses()

  /// Why a text field ended editing, with UIKit's raw values.
  public enum DidEndEditingReason: Int, Hashable, Sendable {
    /// The field resigned first responder.
    case committed = 0
  }

  /// The field's text.
  open var text: String? {
    get { _text }
    set { _text = newValue ?? "" }
  }

  /// The object asked about and told of editing (see `UITextFieldDelegate`); held weakly, as in
  /// UIKit.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is being edited: it is first responder.
  open var isEditing: Bool { isFirstResponder }

  // MARK: Decoration (kept: nothing is drawn)

  /// The text shown while the field is empty; the same text as `attributedPlaceholder`, as
  /// in UIKit (default: nil).
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  /// The placeholder with attributes; setting `placeholder` replaces it (UIKit's default: nil).
  open var attributedPlaceholder: NSAttributedString?
  /// The field's border (UIKit's default: `.none`).
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows (UIKit's default: `.never`); there is no clear button here.
  open var clearButtonMode: ViewMode = .never
  /// A view at the field's leading side (UIKit's default: nil). It is kept, not made a subview:
  /// a text field lays out no overlay views here.
  open var leftView: UIView?
  /// When `leftView` shows (UIKit's default: `.never`).
  open var leftViewMode: ViewMode = .never
  /// A view at the field's trailing side (UIKit's default: nil); kept, as `leftView` is.
  open var rightView: UIView?
  /// When `rightView` shows (UIKit's default: `.never`).
  open var rightViewMode: ViewMode = .never

  // MARK: Text input traits (kept: there is no system keyboard)

  /// The kind of keyboard (`UITextInputTraits`; UIKit's default: `.default`).
  open var keyboardType: UIKeyboardType = .default
  /// The title of the return key (`UITextInputTraits`; UIKit's default: `.default`).
  open var returnKeyType: UIReturnKeyType = .default
  /// When the shift key turns on by itself (`UITextInputTraits`; UIKit's default: `.sentences`).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether spelling is corrected while typing (`UITextInputTraits`; UIKit's default: `.default`).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether misspelled words are marked (`UITextInputTraits`; UIKit's default: `.default`).
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether the text is hidden, as for a password (`UITextInputTraits`; UIKit's default: false).
  /// The text is kept as typed; nothing is drawn to hide.
  open var isSecureTextEntry = false
  /// What the text is, for filling it in (`UITextInputTraits`; UIKit's default: nil).
  open var textContentType: UITextContentType! = nil
  /// The keyboard's colour scheme (`UITextInputTraits`; UIKit's default: `.default`).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// Whether the return key is off while there is no text (`UITextInputTraits`; UIKit's
  /// default: false).
  open var enablesReturnKeyAutomatically = false

  /// True: a text field is a text-input control (F1).
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder if the delegate agrees, then tells it and sends `editingDidBegin`.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    if !wasFirst, canBecomeFirstResponder, window != nil, let delegate, !delegate.textFieldShouldBeginEditing(self) {
      return false
    }
    let result = super.becomeFirstResponder()
    if result && !wasFirst {
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin, event: nil)
    }
    return result
  }

  /// Resigns if the delegate agrees (F2), then tells it and sends `editingDidEnd`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    if wasFirst, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    let result = super.resignFirstResponder()
    if result && wasFirst {
      delegate?.textFieldDidEndEditing(self, reason: .committed)
      sendActions(for: .editingDidEnd, event: nil)
    }
    return result
  }

  /// Adds text at the end, as typing does (UIKeyInput), if the delegate agrees to the change.
  open func insertText(_ text: String) {
    let range = NSRange(location: _text.utf16.count, length: 0)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: text) { return }
    _text += text
    sendActions(for: .editingChanged, event: nil)
  }

  /// Deletes the last character (UIKeyInput), if the delegate agrees to the change.
  open func deleteBackward() {
    guard let last = _text.last else { return }
    let length = String(last).utf16.count
    let range = NSRange(location: _text.utf16.count - length, length: length)
    if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: "") { return }
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
        // The delegate may ignore the key (UIKit's `textFieldShouldReturn(_:)`).
        guard delegate?.textFieldShouldReturn(self) ?? true else { continue }
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

  // MARK: Size

  /// The font set, nil for the default.
  private var storedFont: UIFont?

  /// The font of the text and placeholder (default the 17 pt system font, as UIKit's; nil
  /// restores it); setting it has the layout pass read the intrinsic size again (Y8).
  open var font: UIFont? {
    get { storedFont ?? .systemFont(ofSize: 17) }
    set {
      storedFont = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The text the size is measured from: the text (as bullets when secure), else the
  /// placeholder.
  private var measuredText: NSAttributedString? {
    let font = self.font ?? .systemFont(ofSize: 17)
    if let text, !text.isEmpty {
      let shown = isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
      return NSAttributedString(string: shown, attributes: [.font: font])
    }
    return attributedPlaceholder
  }

  /// The space around the text for the border style (Y8): 7 pt at the sides and 6.5 pt above
  /// and below a rounded rect, 2 pt around a line or a bezel, none without a border.
  private var textInsets: UIEdgeInsets {
    switch borderStyle {
    case .roundedRect: return InteractionConstants.roundedRectFieldInsets
    case .line, .bezel:
      let inset = InteractionConstants.borderedFieldInset
      return UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
    case .none: return .zero
    }
  }

  /// The text's (or else the placeholder's) size in the font on one line, with the border
  /// style's insets and the side views, rounded up to whole pixels (Y8); a rounded-rect field
  /// is at least 34 pt tall (`InteractionConstants.roundedRectFieldMinimumHeight`).
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    var text = CGSize(width: 0, height: font.lineHeight)
    if let measured = measuredText, measured.length > 0 {
      let size = UIView.textSize(text: nil, attributedText: measured, font: font, width: nil, lines: 1)
      text = CGSize(width: size.width, height: max(size.height, font.lineHeight))
    }
    let insets = textInsets
    var width = text.width + insets.left + insets.right
    var height = text.height + insets.top + insets.bottom
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view, mode != .never else { continue }
      width += view.bounds.width
      height = max(height, view.bounds.height)
    }
    if borderStyle == .roundedRect { height = max(height, InteractionConstants.roundedRectFieldMinimumHeight) }
    return UIView.ceilToPixel(CGSize(width: width, height: height))
  }

  /// The intrinsic size, whatever `size` says, as UIKit's text field answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The baseline of a line of the font, centred between the border's insets (Y8).
  override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
    let font = self.font ?? .systemFont(ofSize: 17)
    let insets = textInsets
    let shift = (insets.top - insets.bottom) / 2
    return (font.ascender - font.lineHeight / 2 + shift, font.lineHeight / 2 + font.descender + shift)
  }
}
