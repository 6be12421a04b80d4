import Foundation

extension UIImage {
  /// How an image is drawn: UIKit's `UIImage.RenderingMode`, with its raw values.
  public enum RenderingMode: Int, Sendable {
    /// As its context decides: a template in bars and buttons, original elsewhere.
    case automatic = 0
    /// Its own colours.
    case alwaysOriginal = 1
    /// Its shape in the tint colour.
    case alwaysTemplate = 2
  }
}
