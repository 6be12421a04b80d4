import Foundation

/// Lays text out in lines and measures them, as TextKit does for `boundingRect` and labels.
///
/// Paragraphs end at line separators (`\n`, `\r\n`, `\r`, U+2028, U+2029); a final empty
/// paragraph adds no line (our choice). Within a width, a paragraph wraps greedily: a line
/// breaks after a run of spaces or after a hyphen, whitespace at a soft break hangs past the
/// width and counts for nothing, and a word longer than a line breaks between characters
/// (`.byCharWrapping` breaks anywhere). A line is as tall as its tallest font's `lineHeight`,
/// multiplied by `lineHeightMultiple` and kept between `minimumLineHeight` and
/// `maximumLineHeight`; `lineSpacing` goes between lines, `paragraphSpacing` after and
/// `paragraphSpacingBefore` before a paragraph, none at the ends of the text (our choice).
struct TextLayout {
  /// A run of text with one font and spacing.
  struct Run {
    /// The text.
    var text: Substring
    /// The font.
    var font: UIFont
    /// Points added after each character (`.kern`).
    var kern: CGFloat
    /// The tracking after each character: `.tracking` when given, else the font's own.
    var tracking: CGFloat
    /// The paragraph style, when given.
    var paragraphStyle: NSParagraphStyle?
  }

  /// One character with what it measures.
  struct Glyph {
    var character: Character
    var advance: CGFloat
    var font: UIFont
    var paragraphStyle: NSParagraphStyle?
    /// Whether a line may break after the character, which then hangs: a space, a tab or an
    /// ideographic space (a no-break space is not one).
    var isWhitespace: Bool { character == " " || character == "\t" || character == "\u{3000}" }
  }

  /// A line laid out: its width (without whitespace hanging at a soft break) and height.
  struct Line {
    var width: CGFloat
    var height: CGFloat
    var ascender: CGFloat
    var spacingAfter: CGFloat
  }

  /// The runs of the text.
  var runs: [Run]
  /// The font of an empty text or an empty paragraph when no run gives one.
  var defaultFont: UIFont

  /// Runs from an attributed string; characters without a font use `defaultFont`.
  init(_ string: NSAttributedString, defaultFont: UIFont, defaultParagraphStyle: NSParagraphStyle? = nil) {
    self.defaultFont = defaultFont
    var runs: [Run] = []
    let text = string.string
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
      guard let bounds = Range(range, in: text) else { return }
      runs.append(
        Self.run(text[bounds], attributes: attributes, defaultFont: defaultFont, paragraph: defaultParagraphStyle))
    }
    self.runs = runs
  }

  /// One run of `text` with `attributes`.
  init(_ text: String, attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont) {
    self.defaultFont = (attributes?[.font] as? UIFont) ?? defaultFont
    runs = [Self.run(text[...], attributes: attributes ?? [:], defaultFont: defaultFont, paragraph: nil)]
  }

  private static func run(
    _ text: Substring, attributes: [NSAttributedString.Key: Any], defaultFont: UIFont, paragraph: NSParagraphStyle?
  ) -> Run {
    let font = attributes[.font] as? UIFont ?? defaultFont
    return Run(
      text: text, font: font, kern: boxedNumber(attributes[.kern]) ?? 0,
      tracking: boxedNumber(attributes[.tracking]) ?? SystemFontMetrics.tracking(of: font),
      paragraphStyle: attributes[.paragraphStyle] as? NSParagraphStyle ?? paragraph)
  }

  /// Whether a character ends a paragraph.
  static func isParagraphSeparator(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2028}"
      || character == "\u{2029}"
  }

  /// The paragraphs: the glyphs of each, separators left out.
  private func paragraphs() -> [[Glyph]] {
    var paragraphs: [[Glyph]] = [[]]
    for run in runs {
      for character in run.text {
        if Self.isParagraphSeparator(character) {
          paragraphs.append([])
          continue
        }
        let advance = SystemFontMetrics.advance(of: character, font: run.font)
        let spacing = advance == 0 ? 0 : run.tracking + run.kern
        paragraphs[paragraphs.count - 1].append(
          Glyph(character: character, advance: advance + spacing, font: run.font, paragraphStyle: run.paragraphStyle))
      }
    }
    if paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
    return paragraphs
  }

  /// Lays the text out within `width` (nil: no limit) in at most `maximumLines` lines (0: no
  /// limit). `wraps` false keeps each paragraph on one line; a paragraph style's truncating or
  /// clipping break mode does too when `paragraphModesWrap` is true (TextKit's rule for
  /// strings, which labels do not follow).
  func lines(width: CGFloat?, maximumLines: Int = 0, wraps: Bool = true, paragraphModesWrap: Bool = true) -> [Line] {
    var lines: [Line] = []
    let paragraphList = paragraphs()
    for (paragraphIndex, glyphs) in paragraphList.enumerated() {
      let style = glyphs.first?.paragraphStyle ?? runs.first?.paragraphStyle
      let mode = style?.lineBreakMode ?? .byWordWrapping
      let modeWraps = !paragraphModesWrap || mode == .byWordWrapping || mode == .byCharWrapping
      var ranges: [(range: Range<Int>, width: CGFloat)] = []
      if let width, wraps, modeWraps {
        ranges = Self.breakLines(glyphs, width: width, style: style, byCharacter: mode == .byCharWrapping)
      } else {
        // One line, truncated or clipped to the width when there is one.
        let natural = (style?.firstLineHeadIndent ?? 0) + glyphs.reduce(0) { $0 + $1.advance }
        ranges = [(0..<glyphs.count, width.map { min(natural, $0) } ?? natural)]
      }
      for (lineIndex, entry) in ranges.enumerated() {
        let slice = glyphs[entry.range]
        let font = slice.first?.font ?? glyphs.first?.font ?? runs.last?.font ?? defaultFont
        var ascender = font.ascender
        var descender = font.descender
        for glyph in slice {
          ascender = max(ascender, glyph.font.ascender)
          descender = min(descender, glyph.font.descender)
        }
        var height = ascender - descender
        if let style {
          if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
          if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
          if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        }
        var before: CGFloat = 0
        if lineIndex == 0, paragraphIndex > 0 { before = style?.paragraphSpacingBefore ?? 0 }
        if before > 0, var previous = lines.popLast() {
          previous.spacingAfter += before
          lines.append(previous)
        }
        let lastInParagraph = lineIndex == ranges.count - 1
        let spacing = (style?.lineSpacing ?? 0) + (lastInParagraph ? style?.paragraphSpacing ?? 0 : 0)
        lines.append(Line(width: entry.width, height: height, ascender: ascender, spacingAfter: spacing))
        if maximumLines > 0, lines.count == maximumLines { return lines }
      }
    }
    return lines
  }

  /// Breaks one paragraph's glyphs into lines no wider than `width`.
  static func breakLines(_ glyphs: [Glyph], width: CGFloat, style: NSParagraphStyle?, byCharacter: Bool) -> [(
    range: Range<Int>, width: CGFloat
  )] {
    guard !glyphs.isEmpty else { return [(0..<0, style?.firstLineHeadIndent ?? 0)] }
    var result: [(range: Range<Int>, width: CGFloat)] = []
    var start = 0
    let tolerance: CGFloat = 0.0001
    while start < glyphs.count {
      let indent = result.isEmpty ? style?.firstLineHeadIndent ?? 0 : style?.headIndent ?? 0
      var limit = width - indent
      if let tail = style?.tailIndent, tail != 0 { limit = tail > 0 ? min(limit, tail - indent) : limit + tail }
      var used: CGFloat = 0
      var inkWidth: CGFloat = 0
      var lastBreak: (end: Int, width: CGFloat)?
      var index = start
      var end = glyphs.count
      var lineWidth: CGFloat = 0
      var broke = false
      while index < glyphs.count {
        let glyph = glyphs[index]
        if glyph.isWhitespace {
          used += glyph.advance
          // A break after a run of spaces: the spaces hang.
          if index + 1 < glyphs.count, !glyphs[index + 1].isWhitespace { lastBreak = (index + 1, inkWidth) }
          index += 1
          continue
        }
        let next = used + glyph.advance
        if next > limit + tolerance, index > start {
          if !byCharacter, let lastBreak {
            end = lastBreak.end
            lineWidth = lastBreak.width
          } else {
            end = index
            lineWidth = inkWidth
          }
          broke = true
          break
        }
        used = next
        inkWidth = used
        if byCharacter || glyph.character == "-" || glyph.character == "\u{2010}" || glyph.character == "\u{2013}" {
          if index + 1 < glyphs.count { lastBreak = (index + 1, inkWidth) }
        }
        index += 1
      }
      if !broke {
        end = glyphs.count
        lineWidth = used
      }
      result.append((start..<end, indent + lineWidth))
      start = end
      // Spaces at the start of a wrapped line hang at the end of the previous one.
      while start < glyphs.count, glyphs[start].isWhitespace { start += 1 }
    }
    return result
  }

  /// The size of the lines: the widest line's width and the heights with their spacing
  /// between them.
  static func size(of lines: [Line]) -> CGSize {
    var height: CGFloat = 0
    for (index, line) in lines.enumerated() {
      height += line.height
      if index < lines.count - 1 { height += line.spacingAfter }
    }
    return CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: height)
  }
}
