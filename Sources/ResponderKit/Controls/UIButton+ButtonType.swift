import Foundation

extension UIButton {
  /// A button's style: UIKit's `UIButton.ButtonType`, with its raw values. Nothing draws the
  /// style; it decides the default title colour (`titleColor(for:)`).
  public enum ButtonType: Int, Sendable {
    /// No style of its own (`init(frame:)`'s type).
    case custom = 0
    /// The system style: a tinted title.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// A light information button.
    case infoLight = 3
    /// A dark information button.
    case infoDark = 4
    /// A contact-add button.
    case contactAdd = 5
    /// A plain button, without highlight drawing.
    case plain = 6
    /// A close button.
    case close = 7

    /// The old name of `.system`.
    public static let roundedRect = ButtonType.system
  }
}
