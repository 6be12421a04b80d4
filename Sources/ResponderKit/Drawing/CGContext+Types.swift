import Foundation

/// An array of Core Foundation objects, as Core Graphics' functions take them
/// (`colors as CFArray`): Foundation's `NSArray` here, where Core Foundation has no Swift names.
public typealias CFArray = NSArray

/// A colour space: which components a colour has, as Core Graphics' `CGColorSpace`.
///
/// Stored; every colour here is sRGB or grey (`CGColor`), and a space only says which.
public final class CGColorSpace: Hashable, @unchecked Sendable {
  /// The space's name (`CGColorSpace.sRGB`, ...), or nil for a device space.
  public let name: String?
  /// How many colour components it has, alpha excluded: 3 for RGB, 1 for grey.
  public let numberOfComponents: Int

  init(name: String?, numberOfComponents: Int) {
    self.name = name
    self.numberOfComponents = numberOfComponents
  }

  /// A named space (`CGColorSpace.sRGB`, `CGColorSpace.genericGrayGamma2_2`, ...): grey when
  /// the name says so, RGB otherwise.
  public convenience init?(name: String) {
    self.init(name: name, numberOfComponents: name.localizedCaseInsensitiveContains("gray") ? 1 : 3)
  }

  /// The name of the standard RGB space.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The name of the extended-range RGB space.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
  /// The name of the Display P3 space (drawn as sRGB here).
  public static let displayP3 = "kCGColorSpaceDisplayP3"
  /// The name of the grey space with a 2.2 gamma.
  public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

  /// Whether two spaces have the same name and components.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.name == rhs.name && lhs.numberOfComponents == rhs.numberOfComponents
  }

  /// Hashes the name and components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(numberOfComponents)
  }
}

/// The device RGB space, as Core Graphics' `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(name: nil, numberOfComponents: 3)
}

/// The device grey space, as Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(name: nil, numberOfComponents: 1)
}

/// A gradient: colours at locations from 0 to 1, as Core Graphics' `CGGradient`, drawn by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)` (rule W2: the
/// gradient is recorded, not rasterized).
public final class CGGradient: Hashable, @unchecked Sendable {
  /// The colours, in order.
  public let colors: [CGColor]
  /// Where each colour sits, 0 to 1, as many as `colors`.
  public let locations: [CGFloat]

  /// A gradient of `colors` (`CGColor`s, as a `CFArray`) at `locations` (nil: evenly from 0 to
  /// 1); nil when `colors` holds no colour, as Core Graphics answers.
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let list = colors.compactMap { $0 as? CGColor }
    guard !list.isEmpty else { return nil }
    self.colors = list
    self.locations = Self.locations(locations, count: list.count)
  }

  /// A gradient of `count` colours given as components in `space` (3 or 1 and alpha each) at
  /// `locations` (nil: evenly from 0 to 1).
  public init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    guard count > 0 else { return nil }
    let stride = space.numberOfComponents + 1
    colors = (0..<count).map { index in
      let base = index * stride
      return stride == 2
        ? CGColor(gray: components[base], alpha: components[base + 1])
        : CGColor(
          red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
    }
    self.locations = Self.locations(locations, count: count)
  }

  private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
    if let pointer { return (0..<count).map { pointer[$0] } }
    return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }

  /// Whether two gradients have the same colours at the same locations.
  public static func == (lhs: CGGradient, rhs: CGGradient) -> Bool {
    lhs.colors == rhs.colors && lhs.locations == rhs.locations
  }

  /// Hashes the colours and locations.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(colors)
    hasher.combine(locations)
  }
}

/// Whether a gradient's end colours extend past its start and end, as Core Graphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt32
  /// Creates options from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The start colour fills before the start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The end colour fills after the end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// How `CGContext.drawPath(using:)` paints the current path, as Core Graphics'
/// `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fills by the non-zero winding rule.
  case fill
  /// Fills by the even-odd rule.
  case eoFill
  /// Strokes.
  case stroke
  /// Fills by the non-zero winding rule, then strokes.
  case fillStroke
  /// Fills by the even-odd rule, then strokes.
  case eoFillStroke
}

/// How drawn colours combine with what is below, as Core Graphics' `CGBlendMode`.
///
/// Stored with each recorded command (rule W2); a backend may paint only `.normal` and
/// `.clear`/`.copy`.
public enum CGBlendMode: Int32, Sendable {
  /// Source over destination.
  case normal
  /// Multiply.
  case multiply
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
  /// Clears what is drawn over.
  case clear
  /// Replaces what is drawn over.
  case copy
  /// Source in.
  case sourceIn
  /// Source out.
  case sourceOut
  /// Source atop.
  case sourceAtop
  /// Destination over.
  case destinationOver
  /// Destination in.
  case destinationIn
  /// Destination out.
  case destinationOut
  /// Destination atop.
  case destinationAtop
  /// Exclusive or.
  case xor
  /// Plus darker.
  case plusDarker
  /// Plus lighter.
  case plusLighter
}

/// An image as Core Graphics holds it: its size in pixels, and, for an image a renderer made,
/// the display list it was drawn from (rule W3), as there are no pixels here.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Bits per colour component: 8.
  public let bitsPerComponent = 8
  /// Bits per pixel: 32 (RGBA).
  public let bitsPerPixel = 32
  /// Bytes per row of pixels.
  public var bytesPerRow: Int { width * 4 }
  /// The colour space: device RGB.
  public let colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
  /// What was drawn to make the image, in points from its top-left corner (a ResponderKit
  /// addition: an image context's recorded commands, rule W3); empty for an image read from a
  /// file.
  public let drawnCommands: [DrawingCommand]
  /// The scale the drawing was recorded at: pixels per point.
  public let recordedScale: CGFloat
  /// The file the image was read from, if it was (a ResponderKit addition).
  public let fileURL: URL?

  init(width: Int, height: Int, drawnCommands: [DrawingCommand] = [], scale: CGFloat = 1, fileURL: URL? = nil) {
    self.width = width
    self.height = height
    self.drawnCommands = drawnCommands
    self.recordedScale = scale
    self.fileURL = fileURL
  }

  /// The part of the image inside `rect` (pixels): an image of that size whose recorded
  /// commands are moved so that the rectangle's corner is the origin; nil for an empty one.
  public func cropping(to rect: CGRect) -> CGImage? {
    let bounds = CGRect(x: 0, y: 0, width: width, height: height).intersection(rect.integral)
    guard !bounds.isNull, !bounds.isEmpty else { return nil }
    let shift = CGAffineTransform(
      translationX: -bounds.minX / recordedScale, y: -bounds.minY / recordedScale)
    return CGImage(
      width: Int(bounds.width), height: Int(bounds.height), drawnCommands: drawnCommands.map { $0.applying(shift) },
      scale: recordedScale, fileURL: fileURL)
  }

  /// Whether two images have the same size, file and recorded commands.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    lhs === rhs
      || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.fileURL == rhs.fileURL
        && lhs.recordedScale == rhs.recordedScale && lhs.drawnCommands == rhs.drawnCommands)
  }

  /// Hashes the size and file.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(fileURL)
  }

  /// The size and the number of recorded commands, for debugging.
  public var description: String {
    "<CGImage \(width)×\(height)\(fileURL.map { " \($0.lastPathComponent)" } ?? ""), \(drawnCommands.count) commands>"
  }
}
