import Foundation
import Testing

@testable import ResponderKit

/// A length rounded up to a whole pixel at scale 3, as the expected values are derived.
private func pixel(_ length: CGFloat) -> CGFloat { (length * 3 - 0.001).rounded(.up) / 3 }

/// Expects two sizes to agree to a thousandth of a point.
private func expectSize(
  _ size: CGSize, _ width: CGFloat, _ height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(size.width - width) < 0.001 && abs(size.height - height) < 0.001, "\(size) is not \(width) × \(height)",
    sourceLocation: sourceLocation)
}

/// The 17 pt system font's line, as a label's height: 20.287109375 pt up to a pixel.
private let line17 = pixel(20.287109375)

/// A label that insets its text, as iOS code commonly writes one: by overriding `textRect`.
private final class PaddedLabel: UILabel {
  let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
    return text.inset(
      by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }

  override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

@Suite("Intrinsic sizes (Y8)")
@MainActor
struct IntrinsicSizeTests {
  @Test("Y8: a label's intrinsic size is its text's, rounded up to whole pixels; no text is 0 × 0")
  func labelSize() {
    let label = UILabel()
    expectSize(label.intrinsicContentSize, 0, 0)
    label.text = "Hello, World!"
    // Inter's advances with SF Pro's tracking: 96.3989 pt, up to 96.667 at scale 3.
    expectSize(label.intrinsicContentSize, pixel(96.39888636363636), line17)
    // iOS's width, the sum of its advances at 17 pt (98.19 pt), is within 2 pt.
    #expect(abs(label.intrinsicContentSize.width - pixel(98.19)) < 2)
    label.font = .systemFont(ofSize: 34, weight: .bold)
    #expect(label.intrinsicContentSize.height == pixel(34 * 2444 / 2048))
    label.font = nil
    #expect(label.font == .systemFont(ofSize: 17))
    label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    expectSize(label.intrinsicContentSize, pixel(28.72159090909091), pixel(12 * 2444 / 2048))
  }

  @Test("Y8: a label that insets its text in textRect(forBounds:limitedToNumberOfLines:) sizes by it")
  func paddedLabel() {
    let label = PaddedLabel()
    label.text = "Hello, World!"
    expectSize(label.intrinsicContentSize, pixel(96.39888636363636 + 16), pixel(20.287109375 + 8))
    label.numberOfLines = 0
    label.text = "Hello, World! Hello, World!"
    expectSize(
      label.sizeThatFits(CGSize(width: 136, height: 1000)), pixel(96.39888636363636 + 16),
      pixel(2 * 20.287109375 + 8))
  }

  @Test("Y8: a multiline label wraps within preferredMaxLayoutWidth; sizeThatFits wraps within the width given")
  func multilineLabel() {
    let label = UILabel()
    label.text = "Hello, World! Hello, World!"
    label.numberOfLines = 0
    label.preferredMaxLayoutWidth = 120
    expectSize(label.intrinsicContentSize, pixel(96.39888636363636), pixel(2 * 20.287109375))
    label.numberOfLines = 1
    let oneLine = label.intrinsicContentSize
    #expect(oneLine.height == line17)
    // A one-line label answers its full width, whatever the size says.
    #expect(label.sizeThatFits(CGSize(width: 50, height: 50)) == oneLine)
    label.numberOfLines = 0
    expectSize(
      label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)), pixel(96.39888636363636),
      pixel(2 * 20.287109375))
    label.numberOfLines = 1
    label.sizeToFit()
    #expect(label.bounds.size == oneLine)
  }

  @Test("Y8: a multiline label placed by constraints wraps within the width the pass gives it")
  func labelAutomaticWidth() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let label = UILabel()
    label.text = "Hello, World! Hello, World!"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 120),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    #expect(label.frame.width == 120)
    #expect(abs(label.frame.height - pixel(2 * 20.287109375)) < 0.001)
    // A new text or font is read at the next pass.
    label.text = "Hi"
    window.layoutIfNeeded()
    #expect(abs(label.frame.height - line17) < 0.001)
    label.font = .systemFont(ofSize: 12)
    window.layoutIfNeeded()
    #expect(abs(label.frame.height - pixel(12 * 2444 / 2048)) < 0.001)
  }

  @Test("Y8: a fitting size wraps a multiline label within the width the solve gives it, as a self-sizing cell's")
  func fittingSizeWrapsLabels() {
    let container = UIView()
    let label = UILabel()
    label.text = "Hello, World! Hello, World!"
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -11),
    ])
    // 152 − 32 leaves 120 pt: two lines of "Hello, World!".
    let size = container.systemLayoutSizeFitting(
      CGSize(width: 152, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.width == 152)
    #expect(abs(size.height - (pixel(2 * 20.287109375) + 22)) < 0.001)
    // Wide enough for one line.
    let wide = container.systemLayoutSizeFitting(
      CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(abs(wide.height - (line17 + 22)) < 0.001)
  }

  @Test("Y8: a button is its title in 15 pt with 6 pt above and below, plus its content insets")
  func legacyButton() {
    let button = UIButton(type: .system)
    expectSize(button.intrinsicContentSize, 30, 34)
    button.setTitle("Button", for: .normal)
    // Interface Builder's default button is 46 × 30 pt (whole points at scale 2).
    expectSize(button.intrinsicContentSize, pixel(45.669375), 30)
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    expectSize(button.intrinsicContentSize, pixel(45.669375) + 20, 38)
    button.titleLabel?.font = .systemFont(ofSize: 17)
    expectSize(button.intrinsicContentSize, pixel(50.738522727272724) + 20, line17 + 12 + 8)
    let image = UIButton(type: .custom)
    image.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
    expectSize(image.intrinsicContentSize, 24, 24)
  }

  @Test("Y8: a configured button is its image, padding and body-font title within 12 pt and 7 pt insets")
  func configuredButton() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Sign In"
    let button = UIButton(configuration: configuration)
    expectSize(button.intrinsicContentSize, 12 + pixel(51.31082954545455) + 12, 7 + line17 + 7)
    configuration.image = UIImage(size: CGSize(width: 20, height: 20))
    configuration.imagePadding = 8
    button.configuration = configuration
    expectSize(button.intrinsicContentSize, 12 + 20 + 8 + pixel(51.31082954545455) + 12, 7 + line17 + 7)
  }

  @Test("Y8: a text field is its text or placeholder within its border's insets; a rounded rect is 34 pt tall")
  func textFields() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Your name"
    expectSize(field.intrinsicContentSize, pixel(82.66404545454544 + 14), 34)
    field.text = "Ada"
    expectSize(field.intrinsicContentSize, pixel(30.307522727272726 + 14), 34)
    field.font = .systemFont(ofSize: 28)
    #expect(field.intrinsicContentSize.height == pixel(28 * 2444 / 2048 + 13))
    let plain = UITextField()
    plain.text = "Ada"
    expectSize(plain.intrinsicContentSize, pixel(30.307522727272726), line17)
    plain.isSecureTextEntry = true
    let dot = "\u{2022}".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
    #expect(abs(plain.intrinsicContentSize.width - pixel(3 * dot)) < 0.001)
  }

  @Test("Y8: a text view fits its text within the width, inside 8 pt insets and 5 pt line padding")
  func textViews() {
    let view = UITextView()
    view.font = .systemFont(ofSize: 17)
    view.text = "Hello, World! Hello, World!"
    // 210 − 10 of padding leaves room for the whole text (197.1 pt) on one line; 110 − 10 for
    // "Hello, World!" (96.4 pt) on each of two.
    expectSize(view.sizeThatFits(CGSize(width: 210, height: 0)), 210, pixel(20.287109375 + 16))
    expectSize(view.sizeThatFits(CGSize(width: 110, height: 0)), 110, pixel(2 * 20.287109375 + 16))
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    view.isScrollEnabled = false
    view.frame = CGRect(x: 0, y: 0, width: 210, height: 10)
    expectSize(view.intrinsicContentSize, UIView.noIntrinsicMetric, pixel(20.287109375 + 16))
  }

  @Test("Y8: controls of fixed size: switch, stepper, slider, segmented control, page control, spinner, image view")
  func fixedSizes() {
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    let segmented = UISegmentedControl(items: ["First", "Second"])
    // Each segment: the widest title, "Second" at 13 pt semibold (48.30 pt), and 12 pt a side.
    expectSize(segmented.intrinsicContentSize, 2 * (pixel(48.29613796164773) + 24), 32)
    segmented.insertSegment(withTitle: "Third", at: 2, animated: false)
    expectSize(segmented.intrinsicContentSize, 3 * (pixel(48.29613796164773) + 24), 32)
    let pages = UIPageControl()
    pages.numberOfPages = 5
    #expect(pages.intrinsicContentSize == CGSize(width: 80, height: 26))
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .large).isHidden)
    let image = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
    #expect(image.intrinsicContentSize == CGSize(width: 40, height: 30))
  }

  @Test("Y8: progress view 4 pt tall with no width; picker 320 × 216; date picker by its style; image segments")
  func pickerAndProgressSizes() {
    let progress = UIProgressView(progressViewStyle: .default)
    #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    let width: CGFloat = 200
    #expect(progress.sizeThatFits(CGSize(width: width, height: 0)) == CGSize(width: width, height: 4))
    let picker = UIPickerView()
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    #expect(picker.frame.size == CGSize(width: 320, height: 216), "a zero frame gets the intrinsic size")
    let datePicker = UIDatePicker()
    #expect(datePicker.intrinsicContentSize == CGSize(width: 120, height: 34))
    datePicker.preferredDatePickerStyle = .wheels
    #expect(datePicker.intrinsicContentSize == CGSize(width: 320, height: 216))
    datePicker.preferredDatePickerStyle = .inline
    #expect(datePicker.intrinsicContentSize == CGSize(width: 320, height: 330))
    let segmented = UISegmentedControl(items: [UIImage(size: CGSize(width: 20, height: 20))])
    #expect(segmented.intrinsicContentSize == CGSize(width: 44, height: 32), "the image and 12 pt a side")
    segmented.setWidth(70, forSegmentAt: 0)
    #expect(segmented.intrinsicContentSize == CGSize(width: 70, height: 32))
  }

  @Test("Y8: baselines: labels, fields and buttons line up their text in a baseline-aligned stack")
  func baselines() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let small = UILabel()
    small.text = "Hi"
    small.font = .systemFont(ofSize: 12)
    let big = UILabel()
    big.text = "Hi"
    big.font = .systemFont(ofSize: 34)
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.text = "Ada"
    let row = UIStackView(arrangedSubviews: [small, big, field])
    row.alignment = .firstBaseline
    row.spacing = 8
    row.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
    window.addSubview(row)
    window.layoutIfNeeded()
    // Each view's baseline below its top: half its height, less half its text's line, plus
    // the font's ascender (SF Pro's 1950/2048 em).
    func baseline(_ height: CGFloat, size: CGFloat) -> CGFloat {
      height / 2 - size * 2444 / 2048 / 2 + size * 1950 / 2048
    }
    let smallHeight = pixel(12 * 2444 / 2048)
    let bigHeight = pixel(34 * 2444 / 2048)
    let line = baseline(bigHeight, size: 34)
    // The tallest reach, the big label, touches the top; the others sit on its baseline.
    #expect(abs(big.frame.minY) < 0.001)
    #expect(abs(small.frame.minY - (line - baseline(smallHeight, size: 12))) < 0.001)
    #expect(abs(field.frame.minY - (line - baseline(34, size: 17))) < 0.001)
    #expect(abs(field.frame.height - 34) < 0.001)

    // A constraint on baselines: a button's title sits on a label's.
    let label = UILabel()
    label.text = "Name"
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    for view in [label, button] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      button.lastBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
    ])
    window.layoutIfNeeded()
    let labelBaseline = 300 + baseline(line17, size: 17)
    #expect(abs(button.frame.minY + baseline(30, size: 15) - labelBaseline) < 0.001)
  }
}
