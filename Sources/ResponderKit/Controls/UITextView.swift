import Foundation

/// A multi-line text-input responder: a tap makes it first responder; key presses and the
/// standard edit actions edit it; a long press shows its edit menu.
///
/// UIKit rules F1, F2, E1 and E5: it can become first responder while editable or selectable;
/// a touch that ends inside it asks to (C5, as a text field does); its delegate may refuse to
/// begin or to end editing. A long press (an ordinary `UILongPressGestureRecognizer` of
/// ``InteractionConstants/longPressMinimumDuration``, in its `gestureRecognizers`) makes it first
/// responder and presents the edit menu of its `UIEditMenuInteraction` (in its `interactions`) at
/// the finger. While it is first responder and editable, a printable key inserts, delete deletes
/// and return inserts a line break; other presses go up the chain (F4). It implements cut, copy,
/// paste, delete, select and select all over `selectedRange`, each offered (`canPerformAction`)
/// only when it applies, as UIKit's are. As in UIKit it is a scroll view (S rules), and its
/// `delegate` is the scroll view's: Swift does not let a subclass narrow a settable property's
/// type, so it is typed `UIScrollViewDelegate?` and the text view calls the
/// `UITextViewDelegate` requirements of a delegate that conforms (as `UITableView` does with its
/// delegate). Unlike UIKit's, its touches do not go on to `next` (UIKit's recognizers take them),
/// and it has no attributed text.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  var storage = TextStorage()
  /// Presses the view handled, whose later phases stay here (see `UITextField`).
  private var handledPresses = HandledPresses()
  /// The touch that began on the view, for the tap that makes it first responder.
  private var tappingTouch: UITouch?

  /// The edit menu the long press shows (E5).
  let editMenu = UIEditMenuInteraction(delegate: nil)

  /// Creates a text view with its long press and edit menu.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpEditMenu()
  }

  /// Creates a text view from an archive: a zero frame, as `init(frame: .zero)` makes.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpEditMenu()
  }

  private func setUpEditMenu() {
    addInteraction(editMenu)
    addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: UITextView.longPressed))
  }

  /// Rule E5: at the long press's beginning, becomes first responder and shows the menu.
  private func longPressed(_ recognizer: UILongPressGestureRecognizer) {
    guard recognizer.state == .began, becomeFirstResponder() else { return }
    editMenu.presentEditMenu(
      with: UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: self)))
  }

  /// The delegate, when it is a `UITextViewDelegate`: the one told about editing (held
  /// weakly, as the scroll view holds it).
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
  /// Whether typing and the edit actions may change the text (default true).
  open var isEditable = true
  /// Whether the text can be selected and copied when it is not editable (default true).
  open var isSelectable = true

  /// The text; setting it tells no delegate and puts the insertion point at its end.
  open var text: String! {
    get { storage.text }
    set { storage.set(newValue ?? "") }
  }

  /// The selected characters in UTF-16 units; a length of 0 is the insertion point. Clamped to
  /// the text.
  open var selectedRange: NSRange {
    get { storage.selection }
    set {
      storage.select(newValue)
      textDelegate?.textViewDidChangeSelection(self)
    }
  }

  /// Whether the view has text (UIKeyInput).
  open var hasText: Bool { !storage.text.isEmpty }

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

  /// True while editable or selectable (F1).
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// Becomes first responder if the delegate agrees (when editable), then tells it.
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    if isEditable, let delegate = textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
    guard super.becomeFirstResponder() else { return false }
    if isEditable { textDelegate?.textViewDidBeginEditing(self) }
    return true
  }

  /// Resigns if the delegate agrees (when editable), then tells it (F2).
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditable, let delegate = textDelegate, !delegate.textViewShouldEndEditing(self) { return false }
    guard super.resignFirstResponder() else { return false }
    if isEditable { textDelegate?.textViewDidEndEditing(self) }
    return true
  }

  /// Replaces the selection with `text`, as typing does (UIKeyInput).
  open func insertText(_ text: String) {
    replaceSelection(with: text)
  }

  /// Deletes the selection, or the character before the insertion point (UIKeyInput).
  open func deleteBackward() {
    let range = storage.rangeForDeleteBackward
    guard range.length > 0 else { return }
    replace(range, with: "")
  }

  // MARK: Touches: a tap asks for first responder

  /// Keeps the touch, for the tap.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if tappingTouch == nil { tappingTouch = touches.first }
  }

  /// Nothing: the view handles its touches.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A touch that ends inside asks to become first responder (C5, F1).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = tappingTouch, touches.contains(touch) else { return }
    tappingTouch = nil
    if bounds.contains(touch.location(in: self)) { _ = becomeFirstResponder() }
  }

  /// Forgets the touch.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let touch = tappingTouch, touches.contains(touch) { tappingTouch = nil }
  }

  // MARK: Presses: typing (F4)

  /// Edits with key presses while first responder and editable; other presses go up the chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard isFirstResponder, isEditable else { return super.pressesBegan(presses, with: event) }
    var unhandled: Set<UIPress> = []
    for press in presses {
      switch TextKey(press) {
      case .insert(let characters):
        handledPresses.take(press)
        insertText(characters)
      case .deleteBackward:
        handledPresses.take(press)
        deleteBackward()
      case .returnKey:
        handledPresses.take(press)
        insertText("\n")
      case .other:
        unhandled.insert(press)
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

  // MARK: Standard edit actions (E1)

  /// Whether `action` applies now: cut and delete need an editable selection, copy a
  /// selection, paste an editable view and strings on the general pasteboard, select an
  /// insertion point in text, select all text not all selected; other actions as `UIResponder`
  /// decides (F5).
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    let selection = storage.selection
    switch StandardEditAction(action) {
    case .cut?, .delete?: return isEditable && selection.length > 0
    case .copy?: return selection.length > 0
    case .paste?: return isEditable && UIPasteboard.general.hasStrings
    case .select?: return selection.length == 0 && hasText
    case .selectAll?: return hasText && selection.length < storage.length
    default: return super.canPerformAction(action, withSender: sender)
    }
  }

  /// Copies the selection to the general pasteboard and deletes it.
  open override func cut(_ sender: Any?) {
    guard isEditable, storage.selection.length > 0 else { return }
    UIPasteboard.general.string = storage.selectedText
    replaceSelection(with: "")
  }

  /// Copies the selection to the general pasteboard.
  open override func copy(_ sender: Any?) {
    guard storage.selection.length > 0 else { return }
    UIPasteboard.general.string = storage.selectedText
  }

  /// Replaces the selection with the general pasteboard's string.
  open override func paste(_ sender: Any?) {
    guard isEditable, let string = UIPasteboard.general.string else { return }
    replaceSelection(with: string)
  }

  /// Deletes the selection.
  open override func delete(_ sender: Any?) {
    guard isEditable, storage.selection.length > 0 else { return }
    replaceSelection(with: "")
  }

  /// Selects the word around the insertion point.
  open override func select(_ sender: Any?) {
    selectedRange = storage.wordRange(at: storage.selection.location)
  }

  /// Selects all the text.
  open override func selectAll(_ sender: Any?) {
    selectedRange = NSRange(location: 0, length: storage.length)
  }

  private func replaceSelection(with text: String) {
    replace(storage.selection, with: text)
  }

  /// One edit: asks the delegate, changes the text, tells it.
  private func replace(_ range: NSRange, with text: String) {
    if let delegate = textDelegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: text) {
      return
    }
    storage.replace(range, with: text)
    textDelegate?.textViewDidChange(self)
  }

  // MARK: Size

  /// The font set, nil for none.
  private var storedFont: UIFont?

  /// The font of the text (default nil, as UIKit's, whose text then shows in 12 pt Helvetica:
  /// measured here in the 12 pt system font); setting it has the layout pass read the
  /// intrinsic size again (Y8).
  open var font: UIFont? {
    get { storedFont }
    set {
      storedFont = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The insets around the text container (default 8 pt above and below, UIKit's).
  open var textContainerInset = InteractionConstants.textViewContainerInset {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// The text's size wrapped within `size.width` less the container insets and UIKit's 5 pt
  /// line fragment padding at each end, plus those, rounded up to whole pixels (Y8): the
  /// width is `size.width` when it is positive and finite (the text's own width otherwise),
  /// the height at least one line of the font.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let font = storedFont ?? .systemFont(ofSize: 12)
    let padding = 2 * InteractionConstants.textViewLineFragmentPadding
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

/// A text and its selection, in UTF-16 units as UIKit's `NSRange`s count.
struct TextStorage {
  private(set) var text = ""
  private(set) var selection = NSRange(location: 0, length: 0)

  var length: Int { text.utf16.count }
  var selectedText: String { (text as NSString).substring(with: selection) }

  /// The selection, or the character before the insertion point (a whole grapheme).
  var rangeForDeleteBackward: NSRange {
    if selection.length > 0 || selection.location == 0 { return selection }
    return (text as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
  }

  mutating func set(_ newText: String) {
    text = newText
    selection = NSRange(location: length, length: 0)
  }

  mutating func select(_ range: NSRange) {
    let location = min(max(range.location, 0), length)
    selection = NSRange(location: location, length: min(max(range.length, 0), length - location))
  }

  mutating func replace(_ range: NSRange, with string: String) {
    text = (text as NSString).replacingCharacters(in: range, with: string)
    selection = NSRange(location: range.location + string.utf16.count, length: 0)
  }

  /// The letters and digits around `location`; empty when there are none.
  func wordRange(at location: Int) -> NSRange {
    let units = Array(text.utf16)
    func isWord(_ index: Int) -> Bool {
      guard let scalar = Unicode.Scalar(units[index]) else { return false }
      return CharacterSet.alphanumerics.contains(scalar)
    }
    var start = location
    while start > 0 && isWord(start - 1) { start -= 1 }
    var end = location
    while end < units.count && isWord(end) { end += 1 }
    return NSRange(location: start, length: end - start)
  }
}

/// What a key press does to a text-input responder.
enum TextKey {
  case insert(String)
  case deleteBackward
  case returnKey
  case other

  @MainActor init(_ press: UIPress) {
    guard let key = press.key else {
      self = .other
      return
    }
    switch key.keyCode {
    case .keyboardReturnOrEnter: self = .returnKey
    case .keyboardDeleteOrBackspace: self = .deleteBackward
    default:
      if key.characters.isEmpty || key.characters.unicodeScalars.contains(where: { $0.value < 0x20 }) {
        self = .other
      } else {
        self = .insert(key.characters)
      }
    }
  }
}
