import Foundation

extension UITextField {
  /// When an overlay view (the clear button, `leftView`, `rightView`) shows, with UIKit's raw
  /// values; no overlay is shown here, so it is only kept.
  public enum ViewMode: Int, Hashable, Sendable {
    /// Never (UIKit's default).
    case never = 0
    /// Only while the field is being edited.
    case whileEditing = 1
    /// Only while it is not.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }
}
