import Foundation

/// An image: its size, scale and rendering settings, with no pixels.
///
/// UIKit's API where it does not need pixels. An image drawn by a renderer or an image context
/// holds what was drawn as a display list in its `cgImage` (rule W3); one read from a PNG file
/// (`UIImage(named:)` from the bundle's files, `UIImage(contentsOfFile:)`, `UIImage(data:)`)
/// has the size its header gives and no pixels. There is no symbol font, so
/// `UIImage(systemName:)` answers an empty symbol image of zero size (never nil), so that code
/// that sets symbols on buttons and image views runs.
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
  /// The Core Graphics image: its pixel size and, for a drawn image, its recorded commands;
  /// nil for a symbol image or `UIImage()`.
  public let cgImage: CGImage?
  /// How the image is turned when drawn (stored; drawing records it upright).
  public let imageOrientation: Orientation

  init(
    size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic, symbolName: String? = nil,
    symbolConfiguration: SymbolConfiguration? = nil, tintColor: UIColor? = nil, cgImage: CGImage? = nil,
    orientation: Orientation = .up
  ) {
    self.cgImage = cgImage
    self.imageOrientation = orientation
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

  /// An image of a Core Graphics image at scale 1.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// An image of a Core Graphics image at `scale` pixels per point.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let points = scale > 0 ? scale : 1
    self.init(
      size: CGSize(width: CGFloat(cgImage.width) / points, height: CGFloat(cgImage.height) / points), scale: points,
      cgImage: cgImage, orientation: orientation)
  }

  /// A PNG image from the main bundle's files (`name`, `name@2x` or `name@3x`, `.png` added
  /// when the name has no extension), or nil when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// A PNG image from `bundle`'s files (nil: the main bundle), the variant for the trait
  /// collection's display scale first (else 3x, the main screen's), then the others; nil when
  /// there is none. Its size comes from the PNG header; it has no pixels.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let preferred = Int(traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 0 } ?? 0)
    guard let (url, scale) = ImageFiles.find(name, in: bundle ?? .main, preferredScale: preferred),
      let data = try? Data(contentsOf: url), let pixels = ImageFiles.pngSize(data)
    else { return nil }
    self.init(
      cgImage: CGImage(width: pixels.width, height: pixels.height, fileURL: url), scale: scale, orientation: .up)
  }

  /// A PNG image from a file (its `@2x`/`@3x` suffix gives the scale), or nil when the file is
  /// missing or not a PNG.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard let data = try? Data(contentsOf: url), let pixels = ImageFiles.pngSize(data) else { return nil }
    self.init(
      cgImage: CGImage(width: pixels.width, height: pixels.height, fileURL: url),
      scale: ImageFiles.scale(ofFileNamed: url.deletingPathExtension().lastPathComponent), orientation: .up)
  }

  /// A PNG image from encoded data at scale 1, or nil when the data is not a PNG.
  public convenience init?(data: Data) {
    guard let pixels = ImageFiles.pngSize(data) else { return nil }
    self.init(cgImage: CGImage(width: pixels.width, height: pixels.height), scale: 1, orientation: .up)
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
      symbolConfiguration: configuration ?? symbolConfiguration, tintColor: tint ?? tintColor, cgImage: cgImage,
      orientation: imageOrientation)
  }

  /// Draws the image at its size with its top-left corner at `point` in the current context
  /// (rule W2).
  @MainActor open func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image scaled to fill `rect` in the current context (rule W2); nothing without
  /// a current context or a Core Graphics image.
  @MainActor open func draw(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
    context.draw(cgImage, in: rect)
  }

  /// Draws the image scaled to fill `rect` with `blendMode` and `alpha` (rule W2).
  @MainActor open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    draw(in: rect)
    context.restoreGState()
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

  /// How an image is turned: UIKit's `UIImage.Orientation`.
  public enum Orientation: Int, Sendable {
    /// Upright.
    case up
    /// Turned half a turn.
    case down
    /// Turned a quarter turn counter-clockwise.
    case left
    /// Turned a quarter turn clockwise.
    case right
    /// Mirrored left to right.
    case upMirrored
    /// Mirrored and turned half a turn.
    case downMirrored
    /// Mirrored and turned counter-clockwise.
    case leftMirrored
    /// Mirrored and turned clockwise.
    case rightMirrored
  }

  /// A hash that equal images share, as NSObject's `hash` is.
  open var hash: Int {
    var hasher = Hasher()
    if isSymbolImage { hasher.combine(symbolName) } else { hasher.combine(ObjectIdentifier(self)) }
    return hasher.finalize()
  }
}

/// Finding image files in a bundle and reading a PNG's size from its header.
enum ImageFiles {
  /// The file for `name` in `bundle`: the `@<preferred>x` variant first, then 3x (the main
  /// screen's scale here), 2x and the plain name, with the scale its suffix gives.
  static func find(_ name: String, in bundle: Bundle, preferredScale: Int) -> (URL, CGFloat)? {
    let base = (name as NSString).deletingPathExtension
    let givenExtension = (name as NSString).pathExtension
    let ext = givenExtension.isEmpty ? "png" : givenExtension
    var scales = [3, 2, 1]
    if let index = scales.firstIndex(of: preferredScale) { scales.insert(scales.remove(at: index), at: 0) }
    let directories = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
    for scale in scales {
      let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
      for directory in directories {
        let url = directory.appendingPathComponent(file)
        if FileManager.default.fileExists(atPath: url.path) { return (url, CGFloat(scale)) }
      }
    }
    return nil
  }

  /// The scale a file name's `@2x`/`@3x` suffix gives (1 without one).
  static func scale(ofFileNamed name: String) -> CGFloat {
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// The width and height in a PNG's IHDR chunk, or nil when `data` is not a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
  }
}
