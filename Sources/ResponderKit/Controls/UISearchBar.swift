import Foundation

/// A search field in a bar, with an optional cancel button: a text-input responder whose
/// editing its delegate hears about.
///
/// UIKit rule X17: a tap on the bar or its field asks `searchBarShouldBeginEditing`, then the
/// field becomes first responder (X1), then `searchBarTextDidBeginEditing`; typing asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and tells `searchBar(_:textDidChange:)`
/// (also after the clear button, not after `text =`); Return tells
/// `searchBarSearchButtonClicked` and does not resign; the cancel button (`showsCancelButton`)
/// tells `searchBarCancelButtonClicked` and neither resigns nor clears; resigning asks
/// `searchBarShouldEndEditing` and tells `searchBarTextDidEndEditing`. There is no scope bar or
/// bookmark button.
@preconcurrency @MainActor
open class UISearchBar: UIView {
  /// It overrides touch methods: the chain walker calls them.
  override class var overridesTouchMethods: Bool { true }

  /// The search field, sized to the bar less the cancel button.
  public let searchTextField: UISearchTextField
  /// The object told about editing; held weakly, as in UIKit.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The text shown when the field is empty.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// The bar's prompt, shown above it (kept).
  open var prompt: String?
  /// The cancel button, a subview while `showsCancelButton` is true.
  private lazy var cancelButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Cancel", for: .normal)
    button.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
    return button
  }()

  /// Whether the cancel button shows (X17; UIKit's default: false).
  open var showsCancelButton = false {
    didSet {
      if showsCancelButton {
        if cancelButton.superview !== self { addSubview(cancelButton) }
      } else if cancelButton.superview === self {
        cancelButton.removeFromSuperview()
      }
      layoutBar()
    }
  }

  /// Shows or hides the cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

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

  /// Rule X17: the cancel button's action: tells the delegate, nothing else.
  func cancelButtonTapped() {
    delegate?.searchBarCancelButtonClicked(self)
  }

  /// The search text; setting it tells no delegate.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The field's answer (X17: the delegate's `searchBarShouldBeginEditing` included).
  open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

  /// Makes the search field first responder.
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Makes the search field resign.
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// Places the field and the cancel button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutBar()
  }

  /// Gives the field the bar's size when it has none.
  open override func didMoveToSuperview() {
    layoutBar()
  }

  /// The field fills the bar, less the cancel button's width
  /// (``InteractionConstants/searchBarCancelButtonWidth``) at the trailing edge while it shows.
  private func layoutBar() {
    let cancelWidth = showsCancelButton ? InteractionConstants.searchBarCancelButtonWidth : 0
    searchTextField.frame = CGRect(x: 0, y: 0, width: max(bounds.width - cancelWidth, 0), height: bounds.height)
    if showsCancelButton {
      cancelButton.frame = CGRect(x: bounds.width - cancelWidth, y: 0, width: cancelWidth, height: bounds.height)
    }
  }

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A touch that ends on the bar makes the field first responder (X17).
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if touches.contains(where: { bounds.contains($0.location(in: self)) }) {
      _ = searchTextField.becomeFirstResponder()
    }
  }

  /// Nothing: a touch on the bar around the field is the bar's.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
