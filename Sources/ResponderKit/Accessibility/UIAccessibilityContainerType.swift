/// What kind of container a view is to assistive technologies: UIKit's
/// `UIAccessibilityContainerType`, with its raw values. Stored; no assistive technology runs on
/// Linux.
public enum UIAccessibilityContainerType: Int, Sendable {
  /// Not a container of a special kind (the default).
  case none = 0
  /// A table of data, whose elements conform to `UIAccessibilityContainerDataTable`.
  case dataTable = 1
  /// A list, such as a list of search results.
  case list = 2
  /// A landmark region of the screen.
  case landmark = 3
  /// A group of elements that assistive technologies announce together.
  case semanticGroup = 4
}
