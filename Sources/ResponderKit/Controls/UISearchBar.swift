import Foundation

/// A search field in a bar: a text-input responder whose editing its delegate hears about.
///
/// UIKit rules F1, F2 and C5: the bar holds a `UISearchTextField` (`searchTextField`), which
/// is the first responder while a search is typed; a tap on the field, or on the bar around
/// it, makes it first responder; `becomeFirstResponder()` and `resignFirstResponder()` of the
/// bar act on the field. Typing works as in a text field; return tells the delegate
/// `searchBarSearchButtonClicked(_:)` and then, as the text field does, resigns (UIKit leaves
/// that to the app). There is no cancel button, scope bar or bookmark button.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// The search field, the bar's only subview, sized to the bar.
  public let searchTextField: UISearchTextField
  /// The object told about editing; held weakly, as in UIKit.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The text shown when the field is empty.
  open var placeholder: String?

  /// Creates a search bar whose field fills it.
  public override init(frame: CGRect) {
    searchTextField = UISearchTextField(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    setUpField()
  }

  /// Creates a search bar from an archive: a bar with a zero frame.
  public required init?(coder: NSCoder) {
    searchTextField = UISearchTextField(frame: .zero)
    super.init(frame: .zero)
    setUpField()
  }

  private func setUpField() {
    searchTextField.searchBar = self
    addSubview(searchTextField)
    let events: [(UIControl.Event, @MainActor (UISearchBar) -> Void)] = [
      (.editingDidBegin, { $0.delegate?.searchBarTextDidBeginEditing($0) }),
      (.editingChanged, { $0.delegate?.searchBar($0, textDidChange: $0.searchTextField.text ?? "") }),
      (.editingDidEndOnExit, { $0.delegate?.searchBarSearchButtonClicked($0) }),
      (.editingDidEnd, { $0.delegate?.searchBarTextDidEndEditing($0) }),
    ]
    for (event, tell) in events {
      searchTextField.addAction(
        UIAction { [weak self] _ in
          if let self { tell(self) }
        }, for: event)
    }
  }

  /// The search text; setting it tells no delegate.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The field's answer: true while it is enabled (F1).
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Makes the search field first responder.
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Makes the search field resign.
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// Gives the field the bar's size when it has none (there is no layout engine).
  open override func didMoveToSuperview() {
    if searchTextField.bounds.size == .zero { searchTextField.frame = bounds }
  }

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A touch that ends on the bar makes the field first responder.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.contains(where: { bounds.contains($0.location(in: self)) }) {
      _ = searchTextField.becomeFirstResponder()
    }
  }

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
