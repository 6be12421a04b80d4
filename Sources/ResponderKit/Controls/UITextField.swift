import Foundation

/// A one-line text field: focused by a tap, edited at its caret or selection, ended by Return
/// or by resigning, in UIKit's order of delegate calls, control events and notifications.
///
/// UIKit rules X1, X2, X9–X12 and B2: `canBecomeFirstResponder` asks the delegate each time;
/// becoming first responder sends `editingDidBegin`, then `textFieldDidBeginEditing`, then
/// `textDidBeginEditingNotification`, then the keyboard's will-notifications (B4); typing
/// replaces the marked text or the selection after `textField(_:shouldChangeCharactersIn:…)`
/// with UTF-16 ranges, then sends `editingChanged` and `textDidChangeNotification`; Return sends
/// `editingDidEndOnExit` and `primaryActionTriggered` and resigns only when the field has a
/// target for `editingDidEndOnExit`; resigning sends `editingDidEnd`, then
/// `textFieldDidEndEditing(_:reason:)`, then `textDidEndEditingNotification`. Its taps are a
/// `UITextInteraction`'s recognizers (X2–X7), not control tracking, as on a current iOS. It
/// adopts `UITextInput` through one shared editor with `UITextView` (positions are UTF-16
/// offsets).
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// The text, selection and marked text, and how they are edited.
  let editor = TextEditor()
  /// The parts the view makes for itself, by the names traces give them (X2–X5, X12).
  @_spi(Tools) public var namedTextParts: [(name: String, object: AnyObject)] {
    textInteraction.namedParts + [("clearButton", clearButton)]
  }
  /// The interaction whose recognizers focus the field and place its caret (X2–X7).
  let textInteraction = UITextInteraction(for: .editable)
  /// The clear button, a subview while it shows (X12).
  private lazy var clearButton = TextFieldClearButton(field: self)

  /// Why a text field ended editing, with UIKit's raw values.
  public enum DidEndEditingReason: Int, Hashable, Sendable {
    /// The field resigned first responder.
    case committed = 0
  }

  /// Posted after the field became first responder (X1); the object is the field.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after the text changed by editing (X9); the object is the field.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// Posted after the field resigned (X11); the object is the field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Creates a field with its text interaction.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpField()
  }

  /// Creates a field with a zero frame (nothing is decoded; see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpField()
  }

  private func setUpField() {
    editor.host = self
    addInteraction(textInteraction)
  }

  /// The field's text; setting it puts the caret at the end and tells no delegate (X2); line
  /// breaks become spaces (X9).
  open var text: String? {
    get { editor.text }
    set {
      // O4: setting the text notifies its observers; typing does not, as on iOS.
      notifyingObservers("text", value: { self.text as Any }) {
        editor.setText(Self.sanitized(newValue ?? ""))
        updateClearButton()
        invalidateIntrinsicContentSize()
        setNeedsDisplayIfDisplayed()
      }
    }
  }

  /// The text with attributes; setting it sets `text` to its string (attributes are kept only
  /// as the font, which is not read back from the string here).
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: editor.text) }
    set { text = newValue?.string }
  }

  /// Rule X9: a field turns line breaks into spaces and drops U+FFFC.
  static func sanitized(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{FFFC}" }) else {
      return string
    }
    return string.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\r", with: " ")
      .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{FFFC}", with: "")
  }

  /// The object asked about and told of editing (see `UITextFieldDelegate`); held weakly, as in
  /// UIKit.
  open weak var delegate: (any UITextFieldDelegate)?

  /// Whether the field is being edited: it is first responder.
  open var isEditing: Bool { isFirstResponder }

  /// Whether becoming first responder clears the text, after `textFieldShouldClear` (X1;
  /// UIKit's default: false).
  open var clearsOnBeginEditing = false

  // MARK: Appearance

  /// The font of the text (UIKit's default: the 17 pt system font).
  open var font: UIFont? = .systemFont(ofSize: 17) {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplayIfDisplayed()
    }
  }
  /// The text colour (UIKit's default: `.label`).
  open var textColor: UIColor? = .label {
    didSet { setNeedsDisplayIfDisplayed() }
  }
  /// How the text aligns (UIKit's default: `.natural`).
  open var textAlignment: NSTextAlignment = .natural {
    didSet { setNeedsDisplayIfDisplayed() }
  }
  /// Whether the font shrinks to fit the width (UIKit's default: false).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size the text shrinks to (UIKit's default: 0).
  open var minimumFontSize: CGFloat = 0
  /// The image behind the field when enabled (UIKit's default: nil).
  open var background: UIImage?
  /// The image behind the field when disabled (UIKit's default: nil).
  open var disabledBackground: UIImage?
  /// The attributes new text gets (UIKit's default: the font and colour).
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes typed text gets while editing.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// Whether the user may change attributes (UIKit's default: false).
  open var allowsEditingTextAttributes = false

  /// The text shown while the field is empty; the same text as `attributedPlaceholder`, as
  /// in UIKit (default: nil).
  open var placeholder: String? {
    get { attributedPlaceholder?.string }
    set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
  }
  /// The placeholder with attributes; setting `placeholder` replaces it (UIKit's default: nil).
  open var attributedPlaceholder: NSAttributedString? {
    didSet {
      invalidateIntrinsicContentSize()
      setNeedsDisplayIfDisplayed()
    }
  }
  /// The field's border (UIKit's default: `.none`).
  open var borderStyle: BorderStyle = .none {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// When the clear button shows (X12; UIKit's default: `.never`).
  open var clearButtonMode: ViewMode = .never {
    didSet { updateClearButton() }
  }
  /// A view at the field's leading side (UIKit's default: nil), placed by
  /// `leftViewRect(forBounds:)` while `leftViewMode` shows it.
  open var leftView: UIView? {
    didSet { updateOverlayViews(old: oldValue) }
  }
  /// When `leftView` shows (UIKit's default: `.never`).
  open var leftViewMode: ViewMode = .never {
    didSet { updateOverlayViews(old: nil) }
  }
  /// A view at the field's trailing side (UIKit's default: nil), placed by
  /// `rightViewRect(forBounds:)` while `rightViewMode` shows it.
  open var rightView: UIView? {
    didSet { updateOverlayViews(old: oldValue) }
  }
  /// When `rightView` shows (UIKit's default: `.never`).
  open var rightViewMode: ViewMode = .never {
    didSet { updateOverlayViews(old: nil) }
  }

  // MARK: Text input traits (kept: they choose a keyboard)

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
  /// Whether the text is hidden, as for a password (`UITextInputTraits`; UIKit's default:
  /// false). A secure field's taps select nothing partial (X3, X4).
  open var isSecureTextEntry = false
  /// What the text is, for filling it in (`UITextInputTraits`; UIKit's default: nil).
  open var textContentType: UITextContentType! = nil
  /// The keyboard's colour scheme (`UITextInputTraits`; UIKit's default: `.default`).
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// Whether the return key is off while there is no text (`UITextInputTraits`; UIKit's
  /// default: false).
  open var enablesReturnKeyAutomatically = false
  /// Whether straight quotes become curly as they are typed (`UITextInputTraits`; UIKit's
  /// default: `.default`).
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// Whether two hyphens become a dash as they are typed (`UITextInputTraits`; UIKit's default:
  /// `.default`).
  open var smartDashesType: UITextSmartDashesType = .default
  /// Whether spaces are added and removed around pasted words (`UITextInputTraits`; UIKit's
  /// default: `.default`).
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default

  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?
  /// The view shown in place of the keyboard while the field edits (F3; settable, as in UIKit).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  /// The view shown above the keyboard while the field edits (F3, B4; settable, as in UIKit).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  // MARK: Focus (X1, X11)

  /// Rule X1: whether the field may be focused, asked each time: interaction enabled, enabled,
  /// and the delegate's `textFieldShouldBeginEditing` (default true).
  open override var canBecomeFirstResponder: Bool {
    isUserInteractionEnabled && isEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true)
  }

  /// Rule X1: becomes first responder (the old one resigns first, F1), then clears if it
  /// should, then sends `editingDidBegin`, tells the delegate, posts
  /// `textDidBeginEditingNotification`, and scrolls the enclosing scroll view to show the field;
  /// the keyboard's will-notifications follow (B4). The caret goes to the end (X2).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    return FirstResponder.handingOver(in: window) {
      guard super.becomeFirstResponder() else { return false }
      if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
        editor.setText("")
      } else {
        editor.select(NSRange(location: editor.length, length: 0))
      }
      updateClearButton()
      sendActions(for: .editingDidBegin, event: nil)
      delegate?.textFieldDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
      scrollToVisible()
      return true
    }
  }

  /// Rule X11: asks `textFieldShouldEndEditing` (not when forced), resigns, and then the
  /// keyboard's will-hide (B4), `editingDidEnd`, `textFieldDidEndEditing(_:reason:)` and
  /// `textDidEndEditingNotification` follow; marked text is committed first.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    let forced = FirstResponder.isForcingResign
    if !forced, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
    editor.unmarkText()
    guard super.resignFirstResponder() else { return false }
    updateClearButton()
    sendActions(for: .editingDidEnd, event: nil)
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Whether the field responds to touches; disabling it while it edits ends editing,
  /// forced (X11).
  open override var isEnabled: Bool {
    didSet {
      if !isEnabled && isFirstResponder { _ = FirstResponder.forcingResign { resignFirstResponder() } }
    }
  }

  /// Rule X1: the nearest enclosing scroll view scrolls the field into view, animated.
  private func scrollToVisible() {
    var ancestor = superview
    while let view = ancestor, !(view is UIScrollView) { ancestor = view.superview }
    guard let scrollView = ancestor as? UIScrollView else { return }
    scrollView.scrollRectToVisible(convert(bounds, to: scrollView), animated: true)
  }

  // MARK: Typing (X9, X10, B2)

  /// Whether the field has text.
  open var hasText: Bool { editor.length > 0 }

  /// Rule X9: replaces the marked text or the selection with `text` after the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`; `"\n"` is the Return key (X10)
  /// and never enters the field.
  open func insertText(_ text: String) {
    if text == "\n" || text == "\r" {
      returnKey()
      return
    }
    editor.insert(Self.sanitized(text))
  }

  /// Rule B2: deletes the selection, or the grapheme cluster before the caret, after the
  /// delegate agrees; nothing at the start.
  open func deleteBackward() {
    editor.deleteBackward()
  }

  /// The question asked before every edit: the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` (a search field asks its bar's
  /// delegate first, X17).
  func shouldChangeCharacters(in range: NSRange, replacementString string: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
  }

  /// Whether Return may resign the field (X10); a search field never resigns on Return (X17).
  var resignsOnReturn: Bool { hasActions(for: .editingDidEndOnExit) }

  /// Rule X10: the delegate's `textFieldShouldReturn` (false: nothing), then
  /// `editingDidEndOnExit` and `primaryActionTriggered`, then a resign only when the field has
  /// a target for `editingDidEndOnExit`.
  private func returnKey() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let resigns = resignsOnReturn
    sendActions(for: .editingDidEndOnExit, event: nil)
    sendActions(for: .primaryActionTriggered, event: nil)
    if resigns && isFirstResponder { _ = resignFirstResponder() }
  }

  // MARK: Standard edit actions (E1)

  /// Whether `action` applies now (the editor's rule, shared with `UITextView`); a secure
  /// field offers no cut or copy, as in UIKit; other actions as `UIResponder` decides (F5).
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if isSecureTextEntry, let standard = StandardEditAction(action), standard == .cut || standard == .copy {
      return false
    }
    return editor.canPerform(action, editable: true) ?? super.canPerformAction(action, withSender: sender)
  }

  /// Copies the selection to the general pasteboard and deletes it.
  open override func cut(_ sender: Any?) { if !isSecureTextEntry { editor.cut() } }

  /// Copies the selection to the general pasteboard.
  open override func copy(_ sender: Any?) { if !isSecureTextEntry { editor.copy() } }

  /// Replaces the selection with the general pasteboard's string (line breaks become spaces,
  /// X9).
  open override func paste(_ sender: Any?) {
    guard let string = UIPasteboard.general.string else { return }
    editor.insert(Self.sanitized(string))
  }

  /// Deletes the selection.
  open override func delete(_ sender: Any?) { editor.deleteSelection() }

  /// Selects the word around the insertion point (X16's word).
  open override func select(_ sender: Any?) { editor.selectWord(using: tokenizer) }

  /// Selects all the text.
  open override func selectAll(_ sender: Any?) { editor.selectAll() }

  // MARK: Clear button (X12)

  /// Whether the clear button shows now: per `clearButtonMode` and editing, with text.
  var showsClearButton: Bool {
    guard hasText else { return false }
    switch clearButtonMode {
    case .never: return false
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    case .always: return true
    }
  }

  private func updateClearButton() {
    if showsClearButton {
      if clearButton.superview !== self { addSubview(clearButton) }
      clearButton.frame = clearButton.hitRegion(in: bounds)
    } else if clearButton.superview === self {
      clearButton.removeFromSuperview()
    }
  }

  /// Rule X12: `textFieldShouldClear` (false: nothing), the text emptied (no should-change
  /// question), `editingChanged` and `textDidChangeNotification`, then focus if not editing.
  func clearButtonTapped() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    editor.replace(NSRange(location: 0, length: editor.length), with: "", asking: false)
    if !isEditing { _ = becomeFirstResponder() }
  }

  /// Places the clear button and the overlay views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    setNeedsDisplayIfDisplayed()
    if clearButton.superview === self { clearButton.frame = clearButton.hitRegion(in: bounds) }
    if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
    if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: return false
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    case .always: return true
    }
  }

  private func updateOverlayViews(old: UIView?) {
    if let old, old.superview === self { old.removeFromSuperview() }
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view else { continue }
      if shows(mode) {
        if view.superview !== self { addSubview(view) }
      } else if view.superview === self {
        view.removeFromSuperview()
      }
    }
    setNeedsLayout()
  }

  // MARK: Geometry (UIKit's overridable rectangles)

  /// The border's rectangle: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// The rectangle the text is drawn in: the bounds inset by the border style's horizontal
  /// inset (``InteractionConstants/textFieldTextInset(_:)``), less the overlay views and the clear
  /// button while they show.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let inset = InteractionConstants.textFieldTextInset(borderStyle)
    var rect = bounds.insetBy(dx: inset, dy: 0)
    if let leftView, leftView.superview === self {
      let left = leftViewRect(forBounds: bounds)
      rect.size.width -= max(left.maxX - rect.minX, 0)
      rect.origin.x = max(rect.minX, left.maxX)
    }
    if showsClearButton {
      rect.size.width = max(clearButtonRect(forBounds: bounds).minX - rect.minX, 0)
    } else if let rightView, rightView.superview === self {
      rect.size.width = max(rightViewRect(forBounds: bounds).minX - rect.minX, 0)
    }
    return rect
  }

  /// The rectangle the text is edited in: `textRect(forBounds:)`, as in UIKit.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The rectangle the placeholder is drawn in: `textRect(forBounds:)`.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// The clear button's drawn rectangle: a square of
  /// ``InteractionConstants/textFieldClearButtonSide`` at the trailing edge, centred vertically
  /// (its touches reach further, X12).
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let side = InteractionConstants.textFieldClearButtonSide
    return CGRect(
      x: bounds.maxX - InteractionConstants.textFieldClearButtonMargin - side, y: bounds.midY - side / 2,
      width: side, height: side)
  }

  /// The left view's rectangle: its size at the leading edge, centred vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView.map { $0.bounds.size == .zero ? $0.intrinsicContentSize : $0.bounds.size } ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: max(size.width, 0), height: max(size.height, 0))
  }

  /// The right view's rectangle: its size at the trailing edge, centred vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView.map { $0.bounds.size == .zero ? $0.intrinsicContentSize : $0.bounds.size } ?? .zero
    return CGRect(
      x: bounds.maxX - max(size.width, 0), y: bounds.midY - size.height / 2, width: max(size.width, 0),
      height: max(size.height, 0))
  }

  /// Draws the field's content: the text in `textRect(forBounds:)` with `drawText(in:)`, or,
  /// while the field is empty, the placeholder in `placeholderRect(forBounds:)` with
  /// `drawPlaceholder(in:)` (W6).
  open override func draw(_ rect: CGRect) {
    if !(text ?? "").isEmpty {
      drawText(in: textRect(forBounds: bounds))
    } else if attributedPlaceholder?.string.isEmpty == false {
      drawPlaceholder(in: placeholderRect(forBounds: bounds))
    }
  }

  /// Draws the text in `rect`, one line centred vertically, in the field's font, colour and
  /// alignment (W6).
  open func drawText(in rect: CGRect) {
    drawLine(text ?? "", in: rect, color: textColor ?? .label)
  }

  /// Draws the placeholder in `rect`, one line centred vertically, in the placeholder colour
  /// (its own `.foregroundColor` when it has one, W6).
  open func drawPlaceholder(in rect: CGRect) {
    guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return }
    let color = placeholder.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor
    drawLine(placeholder.string, in: rect, color: color ?? .placeholderText)
  }

  private func drawLine(_ string: String, in rect: CGRect, color: UIColor) {
    guard let context = UIGraphicsGetCurrentContext(), !string.isEmpty else { return }
    let font = self.font ?? .systemFont(ofSize: 17)
    let width = string.size(withAttributes: [.font: font]).width
    let height = font.lineHeight
    context.drawText(
      DrawingCommand.DrawnText(
        string: string,
        rect: CGRect(x: rect.minX, y: rect.midY - height / 2, width: min(width, max(rect.width, 0)), height: height),
        font: font, color: color.cgColor, alignment: textAlignment, wraps: false))
  }

  // MARK: UITextInput (X15), through the shared editor

  /// The text in `range`, or nil outside the text.
  open func text(in range: UITextRange) -> String? { editor.text(in: range) }

  /// Replaces the text in `range` with `text`, as an edit the delegate is asked about (X9).
  open func replace(_ range: UITextRange, withText text: String) {
    guard let range = editor.nsRange(of: range) else { return }
    editor.replace(range, with: Self.sanitized(text))
  }

  /// The selection; setting it from code tells the delegate's `textFieldDidChangeSelection`.
  open var selectedTextRange: UITextRange? {
    get { editor.textRange(editor.selection) }
    set {
      guard let newValue, let range = editor.nsRange(of: newValue) else { return }
      editor.select(range)
      editor.selectionAnchor = nil
      editorDidChangeSelection()
    }
  }

  /// The marked text's range, or nil.
  open var markedTextRange: UITextRange? { editor.markedRange.map { editor.textRange($0) } }

  /// How marked text is drawn (kept).
  open var markedTextStyle: [NSAttributedString.Key: Any]?

  /// Rule X9: marks `markedText` in place of the marked text or the selection; no editing
  /// events until `unmarkText()`.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    editor.setMarkedText(markedText.map(Self.sanitized), selectedRange: selectedRange)
  }

  /// Commits the marked text, sending `editingChanged` (X9).
  open func unmarkText() { editor.unmarkText() }

  /// The position before the first character.
  open var beginningOfDocument: UITextPosition { editor.position(0) }

  /// The position after the last character.
  open var endOfDocument: UITextPosition { editor.position(editor.length) }

  /// The range between two positions, in either order.
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    guard let from = editor.offset(of: fromPosition), let to = editor.offset(of: toPosition) else { return nil }
    return editor.textRange(NSRange(location: min(from, to), length: abs(to - from)))
  }

  /// The position `offset` UTF-16 units away, or nil outside the text.
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    editor.position(from: position, offset: offset)
  }

  /// The position `offset` steps away in a layout direction: up and down go to the start and
  /// the end of the one line (B3).
  open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  {
    editor.position(from: position, in: direction, offset: offset)
  }

  /// How two positions are ordered.
  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    editor.compare(position, to: other)
  }

  /// The UTF-16 units from one position to another.
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    (editor.offset(of: toPosition) ?? 0) - (editor.offset(of: from) ?? 0)
  }

  /// The input delegate the engine sets while the field is first responder (X15).
  open weak var inputDelegate: (any UITextInputDelegate)? {
    get { editor.inputDelegate }
    set { editor.inputDelegate = newValue }
  }

  /// The tokenizer of the field's text (X16).
  open private(set) lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

  /// The end of `range` farthest in `direction`.
  open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
    direction == .left || direction == .up ? range.start : range.end
  }

  /// The range from `position` to the next UTF-16 unit in `direction`.
  open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
    guard let other = self.position(from: position, in: direction, offset: 1) else { return nil }
    return textRange(from: position, to: other)
  }

  /// The rectangle of `range`'s first line, in the field's coordinates.
  open func firstRect(for range: UITextRange) -> CGRect {
    guard let range = editor.nsRange(of: range) else { return .null }
    return editor.selectionRects(of: range).first ?? .null
  }

  /// The caret's rectangle at `position`: 2 pt wide, a line high, in the editing rectangle.
  open func caretRect(for position: UITextPosition) -> CGRect {
    editor.caretRect(at: editor.offset(of: position) ?? 0)
  }

  /// One rectangle per line of `range`.
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let range = editor.nsRange(of: range) else { return [] }
    let rects = editor.selectionRects(of: range)
    return rects.enumerated().map { index, rect in
      UITextSelectionRect(rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
    }
  }

  /// The cluster boundary nearest to `point` (the field's one line, at the point's x).
  open func closestPosition(to point: CGPoint) -> UITextPosition? { editor.position(editor.closestOffset(to: point)) }

  /// The position of `range` nearest to `point`.
  open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let range = editor.nsRange(of: range) else { return nil }
    let offset = editor.closestOffset(to: point)
    return editor.position(min(max(offset, range.location), NSMaxRange(range)))
  }

  /// The grapheme cluster before the position nearest to `point`.
  open func characterRange(at point: CGPoint) -> UITextRange? {
    let offset = editor.closestOffset(to: point)
    guard offset > 0 else { return nil }
    let start = editor.clusterStart(atOrBefore: offset - 1)
    return editor.textRange(NSRange(location: start, length: offset - start))
  }

  // MARK: Size

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

  /// The space around the text for the border style (Y8): `textRect(forBounds:)`'s inset at
  /// the sides (7 pt for a rounded rect, 2 pt for a line or a bezel, none without a border)
  /// and ``InteractionConstants/textFieldVerticalInset(_:)`` above and below.
  private var textInsets: UIEdgeInsets {
    let horizontal = InteractionConstants.textFieldTextInset(borderStyle)
    let vertical = InteractionConstants.textFieldVerticalInset(borderStyle)
    return UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
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

extension UITextField: TextEditorHost {
  func editorShouldChange(_ range: NSRange, to replacement: String) -> Bool {
    shouldChangeCharacters(in: range, replacementString: replacement)
  }

  func editorDidChangeText() {
    guard editor.markedRange == nil else { return }
    updateClearButton()
    invalidateIntrinsicContentSize()
    setNeedsDisplayIfDisplayed()
    sendActions(for: .editingChanged, event: nil)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  func editorDidChangeSelection() {
    delegate?.textFieldDidChangeSelection(self)
  }

  var editorTextContainer: (rect: CGRect, wraps: Bool) {
    let rect = editingRect(forBounds: bounds)
    let lineHeight = TextMetrics.lineHeight(of: editorFont)
    return (CGRect(x: rect.minX, y: rect.midY - lineHeight / 2, width: rect.width, height: lineHeight), false)
  }

  var editorFont: UIFont { font ?? .systemFont(ofSize: 17) }
}

/// A text field's clear button: a control whose touches clear the field at touch-up inside.
///
/// UIKit rule X12: it gets touches whose x is at least `bounds.maxX − min(0.15 · width, 48)`
/// (``InteractionConstants/clearButtonHitFraction``, ``InteractionConstants/clearButtonHitMaxWidth``):
/// its frame is that region, the full height of the field.
final class TextFieldClearButton: UIControl {
  private weak var field: UITextField?

  init(field: UITextField) {
    self.field = field
    super.init(frame: .zero)
    addAction(UIAction { [weak field] _ in field?.clearButtonTapped() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  /// The region of `bounds` whose touches go to the button.
  func hitRegion(in bounds: CGRect) -> CGRect {
    let width = min(
      InteractionConstants.clearButtonHitFraction * bounds.width, InteractionConstants.clearButtonHitMaxWidth)
    return CGRect(x: bounds.maxX - width, y: bounds.minY, width: width, height: bounds.height)
  }
}
