import Foundation

extension UITextField {
  /// The border a text field draws, with UIKit's raw values; nothing is drawn here, so it is
  /// only kept.
  public enum BorderStyle: Int, Hashable, Sendable {
    /// No border (UIKit's default).
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezelled, inset rectangle.
    case bezel = 2
    /// A rounded rectangle, as most fields have.
    case roundedRect = 3
  }

}
