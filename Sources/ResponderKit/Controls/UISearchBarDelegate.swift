import Foundation

/// What a search bar tells its owner while its text is edited.
///
/// UIKit's `UISearchBarDelegate`, without the scope bar and bookmark callbacks; every method
/// is optional there, so each has a default here: true for the questions, nothing otherwise.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// Whether the search field may become first responder and begin editing.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field began editing.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Whether the search field may resign first responder.
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  /// The search field ended editing.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The text changed by typing.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// Return (the keyboard's Search key) was pressed.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  /// The default: true.
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// The default: nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  /// The default: true.
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  /// The default: nothing.
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  /// The default: nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  /// The default: nothing.
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
}
