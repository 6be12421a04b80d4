import Foundation

/// The stack of current contexts: the top is what `UIGraphicsGetCurrentContext()` answers
/// (rule W3). Display passes, image contexts, renderers and `UIGraphicsPushContext(_:)` push;
/// each pops its own.
@MainActor enum GraphicsContextStack {
  struct Entry {
    var context: CGContext
    /// Whether `UIGraphicsBeginImageContextWithOptions` pushed it (so that
    /// `UIGraphicsEndImageContext()` pops only such a context).
    var isImageContext: Bool
    var opaque: Bool
  }

  static var entries: [Entry] = []

  static func push(_ context: CGContext, isImageContext: Bool = false, opaque: Bool = false) {
    entries.append(Entry(context: context, isImageContext: isImageContext, opaque: opaque))
  }

  static func pop() {
    _ = entries.popLast()
  }

  /// Runs `body` with `context` current, as a display pass or a renderer does.
  static func with<T>(_ context: CGContext, _ body: () -> T) -> T {
    push(context)
    let depth = entries.count
    defer {
      // A body that pushed and left its own context on top is unwound to this one.
      if entries.count >= depth { entries.removeSubrange((depth - 1)...) }
    }
    return body()
  }
}

/// The current context: the top of the stack of contexts, or nil outside a display pass, an
/// image context or a renderer (rule W3).
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.entries.last?.context
}

/// Makes `context` the current context until `UIGraphicsPopContext()` (rule W3).
@MainActor public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.push(context)
}

/// Restores the context current before the last `UIGraphicsPushContext(_:)` (rule W3).
@MainActor public func UIGraphicsPopContext() {
  GraphicsContextStack.pop()
}

/// Starts an image context of `size` points and makes it current (rule W3): `scale` 0 takes
/// the main screen's.
@MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let resolved = scale > 0 ? scale : UIScreen.main.scale
  GraphicsContextStack.push(CGContext(size: size, scale: resolved), isImageContext: true, opaque: opaque)
}

/// Starts an image context of `size` points at scale 1, not opaque (rule W3).
@MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context recorded so far, or nil when the current
/// context is not an image context (rule W3).
@MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = GraphicsContextStack.entries.last, top.isImageContext,
    let image = top.context.makeImage()
  else { return nil }
  return UIImage(cgImage: image, scale: top.context.scale, orientation: .up)
}

/// Ends the current image context, making the one below current (rule W3); does nothing when
/// the current context is not an image context.
@MainActor public func UIGraphicsEndImageContext() {
  guard let top = GraphicsContextStack.entries.last, top.isImageContext else { return }
  GraphicsContextStack.pop()
}

/// The settings of an image renderer's images: scale and opacity, as UIKit's
/// `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
  /// Pixels per point of the images (default the main screen's scale).
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the images have no transparency (default false).
  open var opaque = false
  /// Whether the images use an extended colour range (stored).
  open var prefersExtendedRange = false

  /// A format with the default settings.
  public init() {}

  /// A format for a trait collection: its display scale when it has one.
  public convenience init(for traitCollection: UITraitCollection) {
    self.init()
    if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
  }

  /// The default format: the main screen's scale, not opaque.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The most capable format of the device: the default here.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The renderer's bounds (set by the renderer that owns the format).
  open internal(set) var bounds: CGRect = .zero

  func copy() -> UIGraphicsImageRendererFormat {
    let copy = UIGraphicsImageRendererFormat()
    copy.scale = scale
    copy.opaque = opaque
    copy.prefersExtendedRange = prefersExtendedRange
    copy.bounds = bounds
    return copy
  }
}

/// What an image renderer's actions draw in: UIKit's `UIGraphicsImageRendererContext`, with
/// the Core Graphics context and shortcuts for rectangles (rule W3).
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
  /// The Core Graphics context the actions draw in; also the current context while they run.
  public let cgContext: CGContext
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// An image of what the actions drew so far.
  open var currentImage: UIImage {
    let image = cgContext.makeImage() ?? CGImage(width: 0, height: 0)
    return UIImage(cgImage: image, scale: format.scale, orientation: .up)
  }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Fills `rect` with the current fill colour in `blendMode`.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.fill(rect)
    cgContext.restoreGState()
  }

  /// Strokes `rect` with the current stroke colour and line width.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Strokes `rect` in `blendMode`.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
    cgContext.saveGState()
    cgContext.setBlendMode(blendMode)
    cgContext.stroke(rect)
    cgContext.restoreGState()
  }

  /// Limits later drawing to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by running drawing actions in a recording context: UIKit's
/// `UIGraphicsImageRenderer` (rule W3). The images have no pixels: their `cgImage` holds the
/// recorded commands.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
  /// The renderer's format (a copy of the one given).
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  /// A renderer of images of `size` points with the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of images of `size` points with `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images covering `bounds` with the default format.
  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer of images covering `bounds` (drawing at its origin lands at the image's
  /// top-left corner) with `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format.copy()
    self.format.bounds = bounds
  }

  /// Whether the renderer makes images: true.
  open var allowsImageOutput: Bool { true }

  /// Runs `actions` in a new context, current while they run, and answers the image of what
  /// they drew (rule W3).
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(size: bounds.size, scale: format.scale)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    GraphicsContextStack.with(context) { actions(rendererContext) }
    return rendererContext.currentImage
  }
}

/// Fills `rect` with the current context's fill colour (W2).
@MainActor public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Strokes a frame one point wide just inside `rect` with the current context's stroke colour
/// (W2).
@MainActor public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
