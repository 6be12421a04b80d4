import Foundation

/// A multi-line text view: a scroll view whose text is focused by a tap, edited at its caret or
/// selection, and selected by its text interaction.
///
/// UIKit rules X13, X2–X7, X9, X15, B2 and E1: editable (the default) and selectable (the
/// default), it focuses at a tap's lift after `textViewShouldBeginEditing`, then the keyboard's
/// will-notifications come (B4), then `textViewDidBeginEditing`; typing asks
/// `textView(_:shouldChangeTextIn:replacementText:)`, then changes the text, then calls
/// `textViewDidChangeSelection` and `textViewDidChange` (order observed, weak); Return inserts
/// a line break through the same question; setting `text` or `selectedRange` from code calls no
/// `textViewDidChange`. Selectable but not editable, its interaction selects (X4–X6) and
/// places no caret; neither, it has no text interaction and only scrolls. Its `delegate` is the
/// scroll view's: Swift does not let a subclass narrow a settable property's type, so it is
/// typed `UIScrollViewDelegate?` and the text view calls the `UITextViewDelegate` requirements
/// of a delegate that conforms (as `UITableView` does). It adopts `UITextInput` through the same
/// editor as `UITextField`, and implements cut, copy, paste, delete, select and select all over
/// `selectedRange`, each offered (`canPerformAction`) only when it applies.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
  /// The text, selection and marked text, and how they are edited.
  let editor = TextEditor()
  /// The parts the view makes for itself, by the names traces give them (X2–X5, X12).
  @_spi(Tools) public var namedTextParts: [(name: String, object: AnyObject)] {
    textInteraction.namedParts + [("linkTap", linkTap), ("linkPress", linkPress)]
  }
  /// The interaction whose recognizers focus the view, place its caret and select (X2–X7).
  let textInteraction = UITextInteraction(for: .editable)

  /// Posted after the view became first responder (X13); the object is the view.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after the text changed by editing (X13); the object is the view.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// Posted after the view resigned (X13); the object is the view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// Creates a text view with its text interaction.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  /// Creates a text view from an archive: a zero frame, as `init(frame: .zero)` makes.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
  }

  private func setUpTextView() {
    editor.host = self
    addInteraction(textInteraction)
    linkGestures.textView = self
    for recognizer in [linkTap, linkPress] as [UIGestureRecognizer] { recognizer.delegate = linkGestures }
    linkTap.addTarget(self, action: UITextView.linkTapped)
    linkPress.addTarget(self, action: UITextView.linkPressed)
    insertGestureRecognizersAtFront([linkTap, linkPress])
    // On an item the link's gestures win; elsewhere they fail at once and the text's go on.
    textInteraction.tapRecognizer.require(toFail: linkTap)
    textInteraction.loupeRecognizer.require(toFail: linkPress)
    updateInteraction()
  }

  // MARK: Links (X14)

  /// The tap on a link or tagged range of a selectable, non-editable view (X14).
  private let linkTap = UITapGestureRecognizer(target: nil, action: nil)
  /// The long press that shows such an item's menu (X14; M's timing).
  private let linkPress = UILongPressGestureRecognizer(target: nil, action: nil)
  /// The link recognizers' delegate: they begin only on an item.
  private let linkGestures = TextViewLinkGestures()

  /// The link or tagged range at `point` (the view's coordinates), when links act: the view is
  /// selectable and not editable (editable views detect no links, X14).
  func textItem(at point: CGPoint) -> UITextItem? {
    guard !isEditable, isSelectable, let attributed = storedAttributedText, attributed.string == editor.text,
      let character = characterRange(at: point), let range = editor.nsRange(of: character), range.length > 0
    else { return nil }
    var effective = NSRange(location: 0, length: 0)
    let attributes = attributed.attributes(at: range.location, effectiveRange: &effective)
    if let url = attributes[.link] as? URL { return UITextItem(content: .link(url), range: effective) }
    if let string = attributes[.link] as? String, let url = URL(string: string) {
      return UITextItem(content: .link(url), range: effective)
    }
    if let tag = attributes[.textItemTag] as? String { return UITextItem(content: .tag(tag), range: effective) }
    return nil
  }

  /// The default action of an item: a link opens its URL through the application; a tag has
  /// none (an action that does nothing).
  private func defaultAction(for item: UITextItem) -> UIAction {
    UIAction(title: "Open Link") { [weak self] _ in
      guard let url = item.link else { return }
      (self?.window?._application ?? UIApplication.shared).open(url)
    }
  }

  /// The menu a long press on an item shows by default: its default action.
  private func defaultMenu(for item: UITextItem) -> UIMenu {
    UIMenu(children: item.link == nil ? [] : [defaultAction(for: item)])
  }

  /// Rule X14: a tap on an item asks the delegate for its primary action (no delegate: the
  /// default action) and performs it; nil shows the item's menu if the delegate gives one.
  private func linkTapped(_ recognizer: UIGestureRecognizer) {
    let point = recognizer.location(in: self)
    guard recognizer.state == .ended, let item = textItem(at: point) else { return }
    let fallback = defaultAction(for: item)
    let action = textDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: fallback) } ?? fallback
    if let action {
      action.handler(action)
    } else {
      showMenu(for: item, at: point)
    }
  }

  /// Rule X14: a long press on an item shows its menu.
  private func linkPressed(_ recognizer: UIGestureRecognizer) {
    let point = recognizer.location(in: self)
    guard recognizer.state == .began, let item = textItem(at: point) else { return }
    showMenu(for: item, at: point)
  }

  private func showMenu(for item: UITextItem, at point: CGPoint) {
    let menu = defaultMenu(for: item)
    let configuration =
      textDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: menu) }
      ?? UITextItem.MenuConfiguration(menu: menu)
    guard let configuration else { return }
    textInteraction.editMenu.present(
      configuration.menu, with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
  }

  /// The delegate, when it is a `UITextViewDelegate`: the one told about editing (held
  /// weakly, as the scroll view holds it).
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
  /// Whether typing and the edit actions may change the text (default true).
  open var isEditable = true {
    didSet { updateInteraction() }
  }
  /// Whether the text can be selected and copied when it is not editable (default true).
  open var isSelectable = true {
    didSet { updateInteraction() }
  }

  /// Rule X13: editable → an editable interaction; only selectable → a selecting one; neither
  /// → its recognizers are off and the view only scrolls.
  private func updateInteraction() {
    textInteraction.mode = isEditable ? .editable : .nonEditable
    textInteraction.isEnabled = isEditable || isSelectable
  }

  /// The text; setting it tells no delegate and puts the insertion point at its end.
  open var text: String! {
    get { editor.text }
    set {
      editor.setText(newValue ?? "")
      invalidateIntrinsicContentSize()
    }
  }

  /// The text with attributes: the one set, while the text has not been edited since; setting
  /// it sets `text` to its string and keeps its links and tagged ranges (X14).
  open var attributedText: NSAttributedString! {
    get {
      if let storedAttributedText, storedAttributedText.string == editor.text { return storedAttributedText }
      return NSAttributedString(string: editor.text)
    }
    set {
      text = newValue?.string ?? ""
      storedAttributedText = newValue
    }
  }
  private var storedAttributedText: NSAttributedString?

  /// The font of the text (UIKit's default: nil, drawn at 12 pt).
  open var font: UIFont? {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The text colour (UIKit's default: nil, drawn black).
  open var textColor: UIColor?
  /// How the text aligns (UIKit's default: `.natural`).
  open var textAlignment: NSTextAlignment = .natural
  /// The inset of the text container from the bounds (UIKit's default: 8 pt top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The attributes typed text gets.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether the user may change attributes (UIKit's default: false).
  open var allowsEditingTextAttributes = false
  /// Whether editing clears the text (UIKit's default: false).
  open var clearsOnInsertion = false

  /// The selected characters in UTF-16 units; a length of 0 is the insertion point. Clamped to
  /// the text; setting it calls `textViewDidChangeSelection` (kept, weak: X13).
  open var selectedRange: NSRange {
    get { editor.selection }
    set {
      editor.select(newValue)
      editor.selectionAnchor = nil
      textDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// Whether the view has text (UIKeyInput).
  open var hasText: Bool { editor.length > 0 }

  /// Whether the view is being edited: editable and first responder.
  open var isEditing: Bool { isEditable && isFirstResponder }

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
  /// Whether the text is hidden, as for a password (`UITextInputTraits`; UIKit's default: false).
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
  /// The view shown in place of the keyboard while the view edits (F3; settable, as in UIKit).
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  /// The view shown above the keyboard while the view edits (F3, B4; settable, as in UIKit).
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  // MARK: Focus (X13)

  /// True while editable or selectable (F1), and the delegate agrees when editable (X13).
  open override var canBecomeFirstResponder: Bool {
    guard isEditable || isSelectable else { return false }
    guard isEditable, let delegate = textDelegate else { return true }
    return delegate.textViewShouldBeginEditing(self)
  }

  /// Rule X13: becomes first responder (the keyboard's will-notifications come now, B4), then
  /// tells the delegate and posts `textDidBeginEditingNotification` (when editable). The
  /// caret goes to the end (X2).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard super.becomeFirstResponder() else { return false }
    editor.select(NSRange(location: editor.length, length: 0))
    if isEditable {
      textDelegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }
    return true
  }

  /// Rule X13: asks `textViewShouldEndEditing` (when editable and not forced, X11), resigns,
  /// then tells the delegate and posts `textDidEndEditingNotification`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditable, !FirstResponder.isForcingResign, let delegate = textDelegate,
      !delegate.textViewShouldEndEditing(self)
    {
      return false
    }
    editor.unmarkText()
    guard super.resignFirstResponder() else { return false }
    if isEditable {
      textDelegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
    return true
  }

  /// Replaces the marked text or the selection with `text`, as typing does (X13: Return's
  /// `"\n"` too), after the delegate agrees; nothing when not editable.
  open func insertText(_ text: String) {
    guard isEditable else { return }
    editor.insert(text)
  }

  /// Rule B2: deletes the selection, or the grapheme cluster before the caret, after the
  /// delegate agrees; nothing when not editable.
  open func deleteBackward() {
    guard isEditable else { return }
    editor.deleteBackward()
  }

  // MARK: Standard edit actions (E1)

  /// Whether `action` applies now (the editor's rule, shared with `UITextField`); other
  /// actions as `UIResponder` decides (F5).
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    editor.canPerform(action, editable: isEditable) ?? super.canPerformAction(action, withSender: sender)
  }

  /// Copies the selection to the general pasteboard and deletes it.
  open override func cut(_ sender: Any?) { if isEditable { editor.cut() } }

  /// Copies the selection to the general pasteboard.
  open override func copy(_ sender: Any?) { editor.copy() }

  /// Replaces the selection with the general pasteboard's string.
  open override func paste(_ sender: Any?) { if isEditable { editor.paste() } }

  /// Deletes the selection.
  open override func delete(_ sender: Any?) { if isEditable { editor.deleteSelection() } }

  /// Selects the word around the insertion point (X16's word).
  open override func select(_ sender: Any?) { editor.selectWord(using: tokenizer) }

  /// Selects all the text.
  open override func selectAll(_ sender: Any?) { editor.selectAll() }

  /// The text container's rectangle: the bounds less `textContainerInset` and the line fragment
  /// padding on each side (5 pt, UIKit's default).
  static let lineFragmentPadding: CGFloat = 5

  // MARK: UITextInput (X15), through the shared editor

  /// The text in `range`, or nil outside the text.
  open func text(in range: UITextRange) -> String? { editor.text(in: range) }

  /// Replaces the text in `range` with `text`, as an edit the delegate is asked about (X9).
  open func replace(_ range: UITextRange, withText text: String) {
    guard let range = editor.nsRange(of: range) else { return }
    editor.replace(range, with: text)
  }

  /// The selection; setting it from code calls `textViewDidChangeSelection`.
  open var selectedTextRange: UITextRange? {
    get { editor.textRange(editor.selection) }
    set {
      guard let newValue, let range = editor.nsRange(of: newValue) else { return }
      editor.select(range)
      editor.selectionAnchor = nil
      textDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// The marked text's range, or nil.
  open var markedTextRange: UITextRange? { editor.markedRange.map { editor.textRange($0) } }

  /// How marked text is drawn (kept).
  open var markedTextStyle: [NSAttributedString.Key: Any]?

  /// Rule X9: marks `markedText` in place of the marked text or the selection; no editing
  /// events until `unmarkText()`.
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    editor.setMarkedText(markedText, selectedRange: selectedRange)
  }

  /// Commits the marked text, calling `textViewDidChange` (X9).
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

  /// The position `offset` steps away in a layout direction: up and down go a line (B3).
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

  /// The input delegate the engine sets while the view is first responder (X15).
  open weak var inputDelegate: (any UITextInputDelegate)? {
    get { editor.inputDelegate }
    set { editor.inputDelegate = newValue }
  }

  /// The tokenizer of the view's text (X16).
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

  /// The rectangle of `range`'s first line, in the view's coordinates.
  open func firstRect(for range: UITextRange) -> CGRect {
    guard let range = editor.nsRange(of: range) else { return .null }
    return editor.selectionRects(of: range).first ?? .null
  }

  /// The caret's rectangle at `position`: 2 pt wide, a line high.
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

  /// The cluster boundary nearest to `point`: the line at its y, then the boundary at its x.
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

  /// The text's size wrapped within `size.width` less the container insets and the 5 pt line
  /// fragment padding at each end, plus those, rounded up to whole pixels (Y8): the width is
  /// `size.width` when it is positive and finite (the text's own width otherwise), the height
  /// at least one line of the font (12 pt when `font` is nil, as UIKit draws it).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let font = self.font ?? .systemFont(ofSize: 12)
    let padding = 2 * Self.lineFragmentPadding
    let insets = textContainerInset
    let limited = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2
    let available = limited ? max(size.width - insets.left - insets.right - padding, 0) : nil
    let text = UIView.textSize(text: self.text, attributedText: nil, font: font, width: available, lines: 0)
    let width = limited ? size.width : text.width + padding + insets.left + insets.right
    let height = max(text.height, font.lineHeight) + insets.top + insets.bottom
    return UIView.ceilToPixel(CGSize(width: width, height: height))
  }

  /// No intrinsic size while it scrolls, as a scroll view; with scrolling off, the text's
  /// height within the current width (`sizeThatFits(_:)`) and no intrinsic width (Y8).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let width = bounds.width > 0 ? bounds.width : CGFloat.greatestFiniteMagnitude
    return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: width, height: 0)).height)
  }
}

extension UITextView: TextEditorHost {
  func editorShouldChange(_ range: NSRange, to replacement: String) -> Bool {
    textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  func editorDidChangeText() {
    guard editor.markedRange == nil else { return }
    invalidateIntrinsicContentSize()
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  func editorDidChangeSelection() {
    textDelegate?.textViewDidChangeSelection(self)
  }

  var editorTextContainer: (rect: CGRect, wraps: Bool) {
    let inset = textContainerInset
    let rect = CGRect(
      x: inset.left + Self.lineFragmentPadding, y: inset.top,
      width: max(bounds.width - inset.left - inset.right - 2 * Self.lineFragmentPadding, 0),
      height: max(bounds.height - inset.top - inset.bottom, 0))
    return (rect, true)
  }

  var editorFont: UIFont { font ?? .systemFont(ofSize: 12) }
}

/// The delegate of a text view's link recognizers: they begin only on a link or tagged range
/// of a selectable, non-editable view (X14).
@MainActor
final class TextViewLinkGestures: UIGestureRecognizerDelegate {
  weak var textView: UITextView?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let textView else { return false }
    return textView.textItem(at: gestureRecognizer.location(in: textView)) != nil
  }
}
