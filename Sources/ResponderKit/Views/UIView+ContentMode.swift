import Foundation

extension UIView {
  /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`, with its raw values;
  /// stored only, as nothing draws.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill the bounds (the default).
    case scaleToFill = 0
    /// Scaled to fit, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to fill, keeping its aspect ratio (and clipped if `clipsToBounds`).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// At the top edge.
    case top = 5
    /// At the bottom edge.
    case bottom = 6
    /// At the left edge.
    case left = 7
    /// At the right edge.
    case right = 8
    /// At the top-left corner.
    case topLeft = 9
    /// At the top-right corner.
    case topRight = 10
    /// At the bottom-left corner.
    case bottomLeft = 11
    /// At the bottom-right corner.
    case bottomRight = 12
  }
}
