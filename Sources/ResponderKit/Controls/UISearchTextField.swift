import Foundation

/// The text field of a search bar: the responder that is first responder while a search is
/// typed.
///
/// UIKit's `UISearchTextField` (iOS 13), rule X17: it asks the bar's delegate whether to begin
/// (inside `canBecomeFirstResponder`, as X1 asks a field's delegate), whether to change the
/// text, and whether to end (not when forced); Return never resigns it; Escape, while the bar
/// shows its cancel button, is the cancel button.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The bar the field belongs to.
  weak var searchBar: UISearchBar?

  /// Rule X17: the field's rule (X1) and the bar's delegate's `searchBarShouldBeginEditing`.
  open override var canBecomeFirstResponder: Bool {
    guard isUserInteractionEnabled, isEnabled else { return false }
    if let bar = searchBar, let delegate = bar.delegate, !delegate.searchBarShouldBeginEditing(bar) { return false }
    return super.canBecomeFirstResponder
  }

  /// Resigns if the bar's delegate agrees (not asked when forced, X11, X17).
  open override func resignFirstResponder() -> Bool {
    if isFirstResponder, !FirstResponder.isForcingResign, let bar = searchBar, let delegate = bar.delegate,
      !delegate.searchBarShouldEndEditing(bar)
    {
      return false
    }
    return super.resignFirstResponder()
  }

  /// Rule X17: the bar's delegate is asked before the field's.
  override func shouldChangeCharacters(in range: NSRange, replacementString string: String) -> Bool {
    if let bar = searchBar, let delegate = bar.delegate,
      !delegate.searchBar(bar, shouldChangeTextIn: range, replacementText: string)
    {
      return false
    }
    return super.shouldChangeCharacters(in: range, replacementString: string)
  }

  /// Rule X17: Return searches and never resigns.
  override var resignsOnReturn: Bool { false }

  /// Rule X17: Escape, while the bar shows its cancel button, taps it; other presses go on.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard let bar = searchBar, bar.showsCancelButton,
      let escape = presses.first(where: { $0.key?.keyCode == .keyboardEscape })
    else { return super.pressesBegan(presses, with: event) }
    bar.cancelButtonTapped()
    let others = presses.subtracting([escape])
    if !others.isEmpty { super.pressesBegan(others, with: event) }
  }
}
