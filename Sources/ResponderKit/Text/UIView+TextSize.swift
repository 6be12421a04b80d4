import Foundation

extension UIView {
  /// Hugs the intrinsic size at `defaultHigh` (750) on both axes, as UIKit's switch and stepper
  /// do, so that a stack view or a constraint stretches their neighbours, not them (Y8).
  func hugAtDefaultHigh() {
    setContentHuggingPriority(.defaultHigh, for: .horizontal)
    setContentHuggingPriority(.defaultHigh, for: .vertical)
  }

  /// `length` rounded up to the next whole pixel of the main screen, as UIKit rounds the
  /// sizes of text in labels, buttons and fields (a 20.287 pt line is 20.333 pt at scale 3);
  /// a length within a thousandth of a pixel of a whole one stays on it.
  static func ceilToPixel(_ length: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (length * scale - 0.001).rounded(.up) / scale
  }

  /// `size` with each side rounded up to a whole pixel.
  static func ceilToPixel(_ size: CGSize) -> CGSize {
    CGSize(width: ceilToPixel(size.width), height: ceilToPixel(size.height))
  }

  /// The offsets of the first and last baselines of text laid out as a label lays it out
  /// (see `textSize`) from the middle of its lines: the first line's ascender below their
  /// top, the last line's descent above their bottom; for no text, one line of `font`.
  static func textBaselines(
    text: String?, attributedText: NSAttributedString?, font: UIFont, width: CGFloat?, lines: Int
  ) -> (first: CGFloat, last: CGFloat) {
    var layout: TextLayout?
    if let attributedText, attributedText.length > 0 {
      layout = TextLayout(attributedText, defaultFont: font)
    } else if let text, !text.isEmpty {
      layout = TextLayout(text, attributes: [.font: font], defaultFont: font)
    }
    let wraps = lines != 1 && width != nil
    guard
      let laid = layout?.lines(width: width, maximumLines: lines, wraps: wraps, paragraphModesWrap: false),
      let firstLine = laid.first, let lastLine = laid.last
    else {
      return (font.ascender - font.lineHeight / 2, font.lineHeight / 2 + font.descender)
    }
    let height = TextLayout.size(of: laid).height
    return (firstLine.ascender - height / 2, height / 2 - (lastLine.height - lastLine.ascender))
  }

  /// The size of text laid out as a label lays it out: within `width` (nil: one line per
  /// paragraph), in at most `lines` lines (0: no limit), fractional.
  static func textSize(
    text: String?, attributedText: NSAttributedString?, font: UIFont, width: CGFloat?, lines: Int
  ) -> CGSize {
    let layout: TextLayout
    if let attributedText, attributedText.length > 0 {
      layout = TextLayout(attributedText, defaultFont: font)
    } else if let text, !text.isEmpty {
      layout = TextLayout(text, attributes: [.font: font], defaultFont: font)
    } else {
      return .zero
    }
    let wraps = lines != 1 && width != nil
    return TextLayout.size(
      of: layout.lines(width: width, maximumLines: lines, wraps: wraps, paragraphModesWrap: false))
  }
}
