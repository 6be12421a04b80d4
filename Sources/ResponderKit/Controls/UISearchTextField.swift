import Foundation

/// The text field of a search bar: the responder that is first responder while a search is
/// typed.
///
/// UIKit's `UISearchTextField` (iOS 13). It asks the bar's delegate before it begins or ends
/// editing (F1, F2).
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// The bar the field belongs to.
  weak var searchBar: UISearchBar?

  /// Becomes first responder if the bar's delegate agrees.
  open override func becomeFirstResponder() -> Bool {
    if !isFirstResponder, let bar = searchBar, let delegate = bar.delegate, !delegate.searchBarShouldBeginEditing(bar) {
      return false
    }
    return super.becomeFirstResponder()
  }

  /// Resigns if the bar's delegate agrees (F2).
  open override func resignFirstResponder() -> Bool {
    if isFirstResponder, let bar = searchBar, let delegate = bar.delegate, !delegate.searchBarShouldEndEditing(bar) {
      return false
    }
    return super.resignFirstResponder()
  }
}
