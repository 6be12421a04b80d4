import Foundation

/// The widths and heights text is measured with, the same on every machine: iOS's system font,
/// SF Pro, for heights, and a substitute with close advances for widths.
///
/// SF Pro may not be shipped, and the package uses no system font library, so widths come from
/// the advances of Inter (SIL Open Font License), listed in `FontMetricsData` by
/// `Scripts/generate-font-metrics.py`, plus SF Pro's size-specific tracking from Apple's
/// Human Interface Guidelines ("Tracking values", SF Pro), which iOS applies to the system font
/// by itself. Measured against iOS's own advances of the system font at 17 pt (openuikit's
/// per-character measurement of iOS 26.1, summed), "Hello" is 38.48 pt here and 38.81 pt on
/// iOS, "Hello, World!" 96.40 and 98.19, "Password" 75.45 and 74.65, the pangram "The quick
/// brown fox jumps over the lazy dog" 342.58 and 340.99 (within 2%); at 12 pt the fit is as
/// close. There is no kerning: UIKit kerns pairs such as "Wo", so
/// its widths are a little smaller than the sums of advances.
///
/// Heights are SF Pro's own: its `hhea` ascender 1950 and descender −494 and its cap height
/// 1443 and x-height 1078 (bold 1101) in 2048 units per em, the values iOS reports at every
/// size (17 pt: `ascender` 16.1865234375, `descender` −4.1005859375, `lineHeight`
/// 20.287109375, `capHeight` 11.97802734375, `xHeight` 8.9482421875, `leading` 0).
///
/// Weights interpolate the two faces' advances, SF Pro Bold sitting 1.75 times as far from
/// regular as Inter Bold (`boldInterpolation`: SF Pro widens more with weight than Inter);
/// lighter weights than regular use the regular advances, heavier ones than bold extrapolate up
/// to black. Scalars outside the listed
/// blocks are the regular face's average advance; CJK ideographs, kana, Hangul and fullwidth
/// forms are one em, emoji one em, marks and format characters zero.
enum SystemFontMetrics {
  /// SF Pro's units per em, for its vertical metrics.
  static let systemUnitsPerEm: CGFloat = 2048
  /// SF Pro's ascender (`hhea`), in its units.
  static let systemAscender: CGFloat = 1950
  /// SF Pro's descender (`hhea`), in its units; negative, below the baseline.
  static let systemDescender: CGFloat = -494
  /// SF Pro's cap height (`OS/2`), in its units.
  static let systemCapHeight: CGFloat = 1443
  /// SF Pro's x-height (`OS/2`) at regular weight, in its units.
  static let systemXHeight: CGFloat = 1078
  /// SF Pro's x-height at bold weight, in its units.
  static let systemBoldXHeight: CGFloat = 1101
  /// SF Mono's advance, in SF Pro's units: every glyph of the monospaced system font.
  static let monospacedAdvance: CGFloat = 1229

  /// SF Pro's tracking from Apple's table, in thousandths of an em, by point size; sizes between
  /// two rows interpolate, sizes outside the table take its end rows.
  static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
    (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10),
    (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
    (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2),
    (72, 2), (76, 1), (80, 0),
  ]

  /// The tracking iOS adds after each character of the system font at `pointSize`, in points.
  static func tracking(atSize pointSize: CGFloat) -> CGFloat {
    let table = trackingTable
    guard let first = table.first, let last = table.last else { return 0 }
    if pointSize <= first.size { return first.tracking * pointSize / 1000 }
    if pointSize >= last.size { return last.tracking * pointSize / 1000 }
    let upper = table.firstIndex { $0.size >= pointSize } ?? table.count - 1
    let high = table[upper]
    let low = table[upper - 1]
    let fraction = (pointSize - low.size) / (high.size - low.size)
    return (low.tracking + (high.tracking - low.tracking) * fraction) * pointSize / 1000
  }

  /// One face's advances, decoded once from `FontMetricsData`.
  struct Face: Sendable {
    /// The advances of the listed blocks, one after another, in font units; `nil` where the
    /// font has no glyph.
    let advances: [UInt16?]
    /// The face's average advance, for scalars outside the blocks.
    let average: CGFloat

    init(hex: String, average: Int) {
      var values: [UInt16?] = []
      var digits: [UInt8] = []
      for byte in hex.utf8 {
        guard let digit = Self.hexValue(byte) else { continue }
        digits.append(digit)
        if digits.count == 4 {
          let value = digits.reduce(UInt16(0)) { $0 << 4 | UInt16($1) }
          values.append(value == 0xFFFF ? nil : value)
          digits.removeAll(keepingCapacity: true)
        }
      }
      advances = values
      self.average = CGFloat(average)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }

    /// The advance of `scalar` in font units, or nil when it is outside the blocks or missing.
    func advance(of scalar: UInt32) -> CGFloat? {
      guard let index = SystemFontMetrics.blockIndex(of: scalar), let value = advances[index] else { return nil }
      return CGFloat(value)
    }
  }

  /// The regular face.
  static let regular = Face(hex: FontMetricsData.regularAdvances, average: FontMetricsData.regularAverageAdvance)
  /// The bold face.
  static let bold = Face(hex: FontMetricsData.boldAdvances, average: FontMetricsData.boldAverageAdvance)

  /// Where `scalar`'s advance is in a face's list, or nil when no block holds it.
  static func blockIndex(of scalar: UInt32) -> Int? {
    var offset = 0
    for block in FontMetricsData.blocks {
      if scalar < block.first { return nil }
      if scalar <= block.last { return offset + Int(scalar - block.first) }
      offset += Int(block.last - block.first) + 1
    }
    return nil
  }

  /// Whether `scalar` is drawn one em wide: CJK ideographs and radicals, kana, Hangul,
  /// fullwidth forms.
  static func isWide(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether `scalar` takes no space: combining marks, format characters (joiners, variation
  /// selectors, directional marks) and controls.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return scalar.value >= 0xFE00 && scalar.value <= 0xFE0F
    }
  }

  /// The advance of one character (a grapheme cluster) of `font`, in points, without tracking:
  /// an emoji cluster (a sequence joined or modified) is one emoji wide.
  static func advance(of character: Character, font: UIFont) -> CGFloat {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, first.properties.isEmoji,
      scalars.contains(where: { $0.properties.isEmojiPresentation })
        || scalars.contains(where: { $0.value == 0x200D || $0.value == 0xFE0F })
    {
      return font.pointSize
    }
    var width: CGFloat = 0
    for scalar in scalars { width += advance(of: scalar, font: font) }
    return width
  }

  /// The advance of one scalar of `font`, in points, without tracking.
  static func advance(of scalar: Unicode.Scalar, font: UIFont) -> CGFloat {
    if isZeroWidth(scalar) { return 0 }
    let size = font.pointSize
    let value = scalar.value
    if isWide(value) || scalar.properties.isEmojiPresentation { return size }
    if font.monospacing == .all { return monospacedAdvance * size / systemUnitsPerEm }
    if font.monospacing == .digits, value >= 0x30, value <= 0x39 {
      return interpolated(UInt32(0x30), weight: font.weight) * size / CGFloat(FontMetricsData.unitsPerEm)
    }
    return interpolated(value, weight: font.weight) * size / CGFloat(FontMetricsData.unitsPerEm)
  }

  /// How far SF Pro Bold is from SF Pro Regular in units of Inter Bold's distance from Inter
  /// Regular: fitted to iOS's bold advances at 17 pt (openuikit's measurement of iOS 26.1), whose
  /// sums it matches within 1% ("Hello, World!" 105.85 pt here, 106.00 on iOS; the pangram
  /// 359.90 and 362.28), where Inter Bold itself is 3% narrower.
  static let boldInterpolation: CGFloat = 1.75

  /// The advance of `scalar` at `weight`, in Inter's units: the regular and bold faces'
  /// advances interpolated by where the weight lies between 0 (regular) and 0.4 (bold), scaled
  /// by `boldInterpolation`; black (0.62) extrapolates.
  static func interpolated(_ scalar: UInt32, weight: UIFont.Weight) -> CGFloat {
    let regularAdvance = regular.advance(of: scalar)
    let boldAdvance = bold.advance(of: scalar)
    let low = regularAdvance ?? regular.average
    let high = boldAdvance ?? (regularAdvance == nil ? bold.average : low)
    let fraction = min(max(weight.rawValue / UIFont.Weight.bold.rawValue, 0), 1.55) * boldInterpolation
    return low + (high - low) * fraction
  }

  /// The tracking of `font` after each character, in points: SF Pro's table for the system
  /// fonts (and every font here, as all are measured as the system font).
  static func tracking(of font: UIFont) -> CGFloat {
    font.monospacing == .all ? 0 : tracking(atSize: font.pointSize)
  }
}
