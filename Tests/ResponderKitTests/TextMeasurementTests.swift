import Foundation
import Testing

@testable import ResponderKit

/// Expects two lengths to agree to a millionth of a point (sums of advances in another order).
func expectNear(_ a: CGFloat, _ b: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(abs(a - b) <= 0.000_001, "\(a) is not \(b)", sourceLocation: sourceLocation)
}

@Suite("Fonts and text measurement")
struct TextMeasurementTests {
  @Test("The system font's vertical metrics are SF Pro's, as iOS reports them at 17 pt")
  func systemFontMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
    #expect(font.lineHeight == 20.287109375)
    #expect(font.capHeight == 11.97802734375)
    #expect(font.xHeight == 8.9482421875)
    #expect(font.leading == 0)
    #expect(UIFont.boldSystemFont(ofSize: 17).xHeight == 9.13916015625)
    // iOS's 12 pt and 13 pt values.
    #expect(UIFont.systemFont(ofSize: 12).lineHeight == 14.3203125)
    #expect(UIFont.systemFont(ofSize: 13).lineHeight == 15.513671875)
  }

  @Test("Dynamic Type: every text style has iOS's size at every text size, accessibility sizes included")
  func dynamicTypeSizes() {
    func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
      UIFont.preferredFont(
        forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
      ).pointSize
    }
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(size(.body, .extraSmall) == 14)
    #expect(size(.body, .extraExtraExtraLarge) == 23)
    #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
    #expect(size(.largeTitle, .accessibilityMedium) == 44)
    #expect(size(.footnote, .small) == 12)
    #expect(size(.caption2, .accessibilityExtraLarge) == 29)
    #expect(size(.title3, .unspecified) == 20)
    let large = UIFont.TextStyle.allKnown.map { size($0, .large) }
    #expect(large == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
  }

  @Test("A font descriptor carries traits, and a font made from it has them")
  func descriptors() {
    let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
    #expect(body.pointSize == 17)
    #expect(body.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
    let bold = body.withSymbolicTraits(.traitBold)!
    #expect(bold.symbolicTraits.contains(.traitBold))
    let font = UIFont(descriptor: bold, size: 0)
    #expect(font.pointSize == 17)
    #expect(font.weight == .bold)
    #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
    let italic = UIFont(
      descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
    #expect(italic.isItalic)
    #expect(italic.pointSize == 20)
    let weighted = UIFontDescriptor(fontAttributes: [
      .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold.rawValue]
    ])
    #expect(UIFont(descriptor: weighted, size: 13).weight == .semibold)
    let mono = UIFont(descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.monospaced)!, size: 0)
    #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
    #expect(UIFont(name: "Avenir-HeavyOblique", size: 12)!.weight == .heavy)
    #expect(UIFont(name: "Avenir-HeavyOblique", size: 12)!.isItalic)
  }

  @Test("UIFontMetrics scales by the text style's Dynamic Type sizes")
  func fontMetrics() {
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let font = UIFont(name: "Avenir-Book", size: 17)!
    #expect(UIFontMetrics.default.scaledFont(for: font, compatibleWith: large).pointSize == 17)
    #expect(UIFontMetrics.default.scaledFont(for: font, compatibleWith: xxxl).pointSize == 23)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: xxxl) == 34)
    #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 20, compatibleWith: xxxl).pointSize == 20)
  }

  @Test("Widths: Inter's advances with SF Pro's tracking, within 2 pt of iOS's on sample strings")
  func widths() {
    let body: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    // Inter's advances × 17 / 2816 plus −26/1000 em of tracking per character.
    expectNear("Hello, World!".size(withAttributes: body).width, 96.39888636363636)
    expectNear("Hello".size(withAttributes: body).width, 38.47892045454545)
    #expect("Hello".size(withAttributes: body).height == 20.287109375)
    // iOS's widths, the sums of its advances of the system font at 17 pt.
    #expect(abs("Hello".size(withAttributes: body).width - 38.814453125) < 2)
    #expect(abs("Hello, World!".size(withAttributes: body).width - 98.19) < 2)
    // Bold is 1.75 times Inter's step from regular to bold; 12 pt has no tracking.
    let bold: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 17)]
    expectNear("Hello".size(withAttributes: bold).width, 41.69056818181818)
    #expect(abs("Hello, World!".size(withAttributes: bold).width - 106.00) < 2)
    let small: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
    expectNear("Hello".size(withAttributes: small).width, 28.72159090909091)
    // A system button's title, 15 pt: Interface Builder's default button is 46 pt wide.
    let button: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
    expectNear("Button".size(withAttributes: button).width, 45.669375)
  }

  @Test("Kern adds after every character; CJK is one em; marks take no space")
  func kernAndScripts() {
    let font = UIFont.systemFont(ofSize: 17)
    let plain = "Hello".size(withAttributes: [.font: font]).width
    let kerned = "Hello".size(withAttributes: [.font: font, .kern: 2]).width
    expectNear(kerned - plain, 10)
    let tracking = SystemFontMetrics.tracking(atSize: 17)
    expectNear("日本".size(withAttributes: [.font: font]).width, 2 * (17 + tracking))
    expectNear("e\u{301}".size(withAttributes: [.font: font]).width, "e".size(withAttributes: [.font: font]).width)
    expectNear("👍🏽".size(withAttributes: [.font: font]).width, 17 + tracking)
  }

  @Test("Bounding rectangles wrap at spaces within the width, break long words, and follow the paragraph style")
  func boundingRects() {
    let font = UIFont.systemFont(ofSize: 17)
    let text = "Hello, World! Hello, World!"
    let oneLine = text.size(withAttributes: [.font: font])
    let wrapped = text.boundingRect(
      with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(wrapped.origin == .zero)
    expectNear(wrapped.width, 96.39888636363636)
    #expect(wrapped.height == 2 * 20.287109375)
    #expect(oneLine.height == 20.287109375)
    // Without .usesLineFragmentOrigin the text is one line whose origin is the baseline.
    let single = text.boundingRect(
      with: CGSize(width: 120, height: 100), options: [], attributes: [.font: font], context: nil)
    #expect(single.origin.y == -16.1865234375)
    expectNear(single.width, oneLine.width)
    // A word longer than the width breaks between characters.
    let long = "Supercalifragilistic".boundingRect(
      with: CGSize(width: 50, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
      context: nil)
    #expect(long.width <= 50)
    #expect(long.height == 3 * 20.287109375)
    // Paragraph style: line spacing between lines, a multiple of each line's height.
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 4
    style.lineHeightMultiple = 1.5
    let styled = NSAttributedString(string: "One\nTwo\nThree", attributes: [.font: font, .paragraphStyle: style])
    let rect = styled.boundingRect(
      with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    expectNear(rect.height, 3 * 20.287109375 * 1.5 + 2 * 4)
    // A truncating break mode makes each paragraph one line in a string's measurement.
    let truncating = NSMutableParagraphStyle()
    truncating.lineBreakMode = .byTruncatingTail
    let cut = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: truncating])
      .boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil)
    #expect(cut.height == 20.287109375)
    #expect(cut.width == 120)
    // Fonts mix on a line: the tallest sets its height.
    let mixed = NSMutableAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 34)])
    mixed.append(NSAttributedString(string: " small", attributes: [.font: font]))
    #expect(mixed.size().height == UIFont.systemFont(ofSize: 34).lineHeight)
  }
}

extension UIFont.TextStyle {
  /// UIKit's eleven styles, largest first.
  static let allKnown: [UIFont.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
    .caption2,
  ]
}
