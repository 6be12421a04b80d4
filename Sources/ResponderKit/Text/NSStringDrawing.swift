import Foundation

/// Options for measuring and drawing strings: UIKit's `NSStringDrawingOptions`, with its bits.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lays the text out in lines from the rectangle's top-left corner, wrapping within its
  /// width; without it the text is one line whose origin is its baseline.
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Adds the font's leading to line heights (0 for the system font).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Measures the glyphs' ink rather than their advances (the same here).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncates the last line that fits when the text does not.
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement or a drawing reports back: UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext: @unchecked Sendable {
  /// The smallest scale the text may shrink to (nothing shrinks here).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was measured at: always 1 here.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The rectangle of the last measurement or drawing.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a context.
  public init() {}
}

/// Measures text as `boundingRect(with:options:attributes:context:)` does for strings and
/// attributed strings alike.
enum StringDrawing {
  /// UIKit's font for text that names none: 12 pt (Helvetica on iOS; the system font here).
  static var defaultFont: UIFont { .systemFont(ofSize: 12) }

  /// The rectangle `layout` occupies within `size` under `options`.
  static func boundingRect(_ layout: TextLayout, size: CGSize, options: NSStringDrawingOptions) -> CGRect {
    if options.contains(.usesLineFragmentOrigin) {
      let width = size.width > 0 && size.width < CGFloat.greatestFiniteMagnitude / 2 ? size.width : nil
      let lines = layout.lines(width: width)
      return CGRect(origin: .zero, size: TextLayout.size(of: lines))
    }
    // One line whose origin is the baseline: the rectangle rises by the ascender.
    let lines = layout.lines(width: nil, maximumLines: 0, wraps: false)
    let width = lines.reduce(0) { $0 + $1.width }
    let ascender = lines.first?.ascender ?? layout.defaultFont.ascender
    let height = lines.first?.height ?? layout.defaultFont.lineHeight
    return CGRect(x: 0, y: -ascender, width: width, height: height)
  }

  /// Records `string`, laid out as `layout`, in the current context (W2): at `point` on one
  /// line per paragraph, or wrapped within `rect`'s width and cut at its height, or as
  /// `draw(with:options:context:)` places it (`options` given). Nothing without a context.
  @MainActor static func draw(
    _ string: String, layout: TextLayout, attributes: [NSAttributedString.Key: Any], at point: CGPoint? = nil,
    in rect: CGRect? = nil, options: NSStringDrawingOptions? = nil
  ) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let frame: CGRect
    let wraps: Bool
    if let options, let rect {
      let box = boundingRect(layout, size: rect.size, options: options)
      frame = box.offsetBy(dx: rect.minX, dy: rect.minY)
      wraps = options.contains(.usesLineFragmentOrigin)
    } else if let rect {
      let width = rect.width > 0 ? rect.width : nil
      let size = TextLayout.size(of: layout.lines(width: width))
      frame = CGRect(
        x: rect.minX, y: rect.minY, width: min(size.width, max(rect.width, 0)),
        height: min(size.height, max(rect.height, 0)))
      wraps = true
    } else {
      frame = CGRect(origin: point ?? .zero, size: TextLayout.size(of: layout.lines(width: nil, wraps: false)))
      wraps = false
    }
    let color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1)
    let alignment = (attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    context.drawText(
      DrawingCommand.DrawnText(
        string: string, rect: frame, font: layout.runs.first?.font ?? layout.defaultFont, color: color,
        alignment: alignment, wraps: wraps))
  }

  /// The attributes of an attributed string's first character (none for an empty string).
  static func firstAttributes(_ string: NSAttributedString) -> [NSAttributedString.Key: Any] {
    string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
  }
}

extension NSAttributedString {
  /// The size of the text on unlimited lines, each paragraph one line: fractional, as UIKit
  /// returns it (round up to use it as a frame).
  public func size() -> CGSize {
    let layout = TextLayout(self, defaultFont: StringDrawing.defaultFont)
    return TextLayout.size(of: layout.lines(width: nil, wraps: false))
  }

  /// The rectangle the text occupies laid out within `size` (its width when
  /// `.usesLineFragmentOrigin` is given, else one line with the origin at the baseline):
  /// fractional, as UIKit returns it.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringDrawing.boundingRect(
      TextLayout(self, defaultFont: StringDrawing.defaultFont), size: size, options: options)
    context?.totalBounds = rect
    context?.actualScaleFactor = 1
    return rect
  }

  /// Draws the text in the current context as `boundingRect(with:options:context:)` lays it
  /// out within `rect` (W2); measures for `context`.
  @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
  {
    _ = boundingRect(with: rect.size, options: options, context: context)
    StringDrawing.draw(
      string, layout: TextLayout(self, defaultFont: StringDrawing.defaultFont),
      attributes: StringDrawing.firstAttributes(self), in: rect, options: options)
  }

  /// Draws the text in the current context with its top-left corner at `point`, one line per
  /// paragraph (W2).
  @MainActor public func draw(at point: CGPoint) {
    StringDrawing.draw(
      string, layout: TextLayout(self, defaultFont: StringDrawing.defaultFont),
      attributes: StringDrawing.firstAttributes(self), at: point)
  }

  /// Draws the text in the current context wrapped within `rect`'s width, cut at its height
  /// (W2).
  @MainActor public func draw(in rect: CGRect) {
    StringDrawing.draw(
      string, layout: TextLayout(self, defaultFont: StringDrawing.defaultFont),
      attributes: StringDrawing.firstAttributes(self), in: rect)
  }
}

extension String {
  /// The size of the string with `attributes` on unlimited lines: fractional, as UIKit
  /// returns it.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let layout = TextLayout(self, attributes: attributes, defaultFont: StringDrawing.defaultFont)
    return TextLayout.size(of: layout.lines(width: nil, wraps: false))
  }

  /// The rectangle the string with `attributes` occupies within `size`, as
  /// `NSAttributedString.boundingRect(with:options:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let rect = StringDrawing.boundingRect(
      TextLayout(self, attributes: attributes, defaultFont: StringDrawing.defaultFont), size: size, options: options)
    context?.totalBounds = rect
    return rect
  }

  /// Draws the string with `attributes` in the current context with its top-left corner at
  /// `point`, one line per paragraph (W2).
  @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      self, layout: TextLayout(self, attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], at: point)
  }

  /// Draws the string with `attributes` in the current context wrapped within `rect`'s width,
  /// cut at its height (W2).
  @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      self, layout: TextLayout(self, attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], in: rect)
  }

  /// Draws the string as `boundingRect(with:options:attributes:context:)` lays it out within
  /// `rect` (W2); measures for `context`.
  @MainActor public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {
    _ = boundingRect(with: rect.size, options: options, attributes: attributes, context: context)
    StringDrawing.draw(
      self, layout: TextLayout(self, attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], in: rect, options: options)
  }
}

extension NSString {
  /// The size of the string with `attributes`, as `String.size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    String(describing: self).size(withAttributes: attributes)
  }

  /// The rectangle the string with `attributes` occupies within `size`, as
  /// `String.boundingRect(with:options:attributes:context:)`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect {
    String(describing: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string with `attributes` in the current context with its top-left corner at
  /// `point`, one line per paragraph (W2).
  @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      String(describing: self),
      layout: TextLayout(String(describing: self), attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], at: point)
  }

  /// Draws the string with `attributes` in the current context wrapped within `rect`'s width,
  /// cut at its height (W2).
  @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
    StringDrawing.draw(
      String(describing: self),
      layout: TextLayout(String(describing: self), attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], in: rect)
  }

  /// Draws the string as `boundingRect(with:options:attributes:context:)` lays it out within
  /// `rect` (W2); measures for `context`.
  @MainActor public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) {
    _ = boundingRect(with: rect.size, options: options, attributes: attributes, context: context)
    StringDrawing.draw(
      String(describing: self),
      layout: TextLayout(String(describing: self), attributes: attributes, defaultFont: StringDrawing.defaultFont),
      attributes: attributes ?? [:], in: rect, options: options)
  }
}
