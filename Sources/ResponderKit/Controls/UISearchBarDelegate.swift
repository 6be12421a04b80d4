import Foundation

/// The object a search bar asks before editing and tells about typing, the search button and
/// the cancel button.
///
/// UIKit's `UISearchBarDelegate`, rule X17; every member is optional (defaults in the
/// extension).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether the search field may begin editing (X17: asked before X1).
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field became first responder.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether the search field may end editing (not asked when forced, X11).
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field resigned.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed by editing or the clear button (not by `text =`).
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Whether the text in `range` may become `text` (asked before each edit).
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// The search (Return) key was tapped; the field stays first responder.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The cancel button was tapped (or Escape typed while it shows); nothing resigns or clears.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The bookmark button was tapped.
  func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
  /// The results list button was tapped.
  func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
  /// The selected scope button changed.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  /// True.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// True.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// True.
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
