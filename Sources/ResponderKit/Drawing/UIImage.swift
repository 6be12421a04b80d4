import Foundation

/// An image: its size, scale and rendering settings, with no pixels (nothing draws here).
///
/// UIKit's API where it does not need pixels. There are no bundles of resources, so
/// `UIImage(named:)` always answers nil; there is no symbol font, so `UIImage(systemName:)`
/// answers an empty symbol image of zero size (never nil), so that code that sets symbols on
/// buttons and image views runs.
open class UIImage: @unchecked Sendable, CustomStringConvertible {
  /// The size in points (zero for a symbol image or `UIImage()`).
  public let size: CGSize
  /// The scale: pixels per point.
  public let scale: CGFloat
  /// How the image is drawn: as is, or as a template in the tint colour.
  public let renderingMode: RenderingMode
  /// Whether the image is a system symbol (`UIImage(systemName:)`).
  public let isSymbolImage: Bool
  /// The symbol's name, for a symbol image (a ResponderKit addition, for tests and pictures).
  public let symbolName: String?
  /// The symbol configuration, for a symbol image.
  public let symbolConfiguration: SymbolConfiguration?
  /// The colour a `withTintColor(_:)` image is drawn in.
  public let tintColor: UIColor?

  init(
    size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, symbolName: String? = nil,
    symbolConfiguration: SymbolConfiguration? = nil, tintColor: UIColor? = nil
  ) {
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.isSymbolImage = symbolName != nil
    self.symbolName = symbolName
    self.symbolConfiguration = symbolConfiguration
    self.tintColor = tintColor
  }

  /// An empty image of zero size.
  public convenience init() {
    self.init(size: .zero)
  }

  /// An image from the app's bundle: always nil, as there is no bundle of images here.
  public convenience init?(named name: String) {
    return nil
  }

  /// An image from a file: always nil, as nothing is decoded here.
  public convenience init?(contentsOfFile path: String) {
    return nil
  }

  /// An image from encoded data: always nil, as nothing is decoded here.
  public convenience init?(data: Data) {
    return nil
  }

  /// A system symbol: an empty symbol image of zero size with that name (never nil here).
  public convenience init?(systemName name: String) {
    self.init(size: .zero, symbolName: name)
  }

  /// A system symbol with a configuration: an empty symbol image of zero size.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(size: .zero, symbolName: name, symbolConfiguration: configuration as? SymbolConfiguration)
  }

  private func with(
    renderingMode: RenderingMode? = nil, configuration: SymbolConfiguration?? = nil, tint: UIColor?? = nil
  ) -> UIImage {
    UIImage(
      size: size, scale: scale, renderingMode: renderingMode ?? self.renderingMode, symbolName: symbolName,
      symbolConfiguration: configuration ?? symbolConfiguration, tintColor: tint ?? tintColor)
  }

  /// The same image with another rendering mode.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { with(renderingMode: renderingMode) }

  /// The same image drawn in `color` (rendered as it is, as UIKit's tinted images are).
  open func withTintColor(_ color: UIColor) -> UIImage { with(renderingMode: .alwaysOriginal, tint: color) }

  /// The same image drawn in `color` with `renderingMode`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    with(renderingMode: renderingMode, tint: color)
  }

  /// The same image with a configuration (a symbol image keeps a symbol configuration).
  open func withConfiguration(_ configuration: Configuration) -> UIImage {
    with(configuration: .some(configuration as? SymbolConfiguration))
  }

  /// The same symbol image with `configuration` in place of its own; nil for a non-symbol
  /// image, as in UIKit.
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    isSymbolImage ? with(configuration: .some(configuration)) : nil
  }

  /// The size, the scale and the symbol name, for debugging.
  open var description: String {
    "<UIImage: \(symbolName.map { "symbol \($0), " } ?? "")size \(size), scale \(scale)>"
  }

  /// Whether `object` is an image with the same contents, the test `==` makes, as NSObject's
  /// `isEqual(_:)` is for UIKit's images.
  ///
  /// UIKit compares image data; these images have none, so an image equals itself and a symbol
  /// image equals one of the same symbol, size, scale, rendering mode and tint. Open, so that a
  /// subclass can compare what it adds.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    if other === self { return true }
    guard isSymbolImage, other.isSymbolImage else { return false }
    return symbolName == other.symbolName && size == other.size && scale == other.scale
      && renderingMode == other.renderingMode && tintColor == other.tintColor
  }

  /// A hash that equal images share, as NSObject's `hash` is.
  open var hash: Int {
    var hasher = Hasher()
    if isSymbolImage { hasher.combine(symbolName) } else { hasher.combine(ObjectIdentifier(self)) }
    return hasher.finalize()
  }
}
