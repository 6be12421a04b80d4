import Foundation

/// The display an app's windows are on: only its size and scale, for code that lays out or
/// creates windows with `UIScreen.main.bounds`.
///
/// UIKit reads the device's screen. ResponderKit has no device: the default screen is an
/// iPhone-sized 390 × 844 points at scale 3 (the size of an iPhone 12 to 14), a common target of
/// touch-handling code; a backend that drives a real display replaces `main` at start-up. The
/// screen plays no part in hit testing: windows are hit-tested by their frames (H1).
@preconcurrency @MainActor
open class UIScreen {
  /// The screen of the app: the default screen until a backend sets another.
  public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)

  let _bounds: CGRect
  let _scale: CGFloat

  /// Creates a screen of `bounds` (in points) and `scale` (pixels per point), as a backend
  /// describes its display; UIKit has no public initializer.
  public init(bounds: CGRect, scale: CGFloat) {
    _bounds = bounds
    _scale = scale
  }

  /// The screen's rectangle in points, with its origin at zero, as in UIKit.
  open var bounds: CGRect { _bounds }

  /// Pixels per point.
  open var scale: CGFloat { _scale }

  /// The screen's rectangle in pixels (`bounds` times `scale`), as in UIKit for a portrait
  /// screen.
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: _bounds.width * _scale, height: _bounds.height * _scale)
  }

  /// The same as `scale`: without a display there is no downsampling.
  open var nativeScale: CGFloat { _scale }
}
