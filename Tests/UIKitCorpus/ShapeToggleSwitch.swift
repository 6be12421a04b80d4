import UIKit

/// A switch drawn with shape layers: a rounded track that fills with the tint colour and a
/// round thumb that slides, follows a drag and stretches while pressed. Sends `.valueChanged`.
@IBDesignable
final class ShapeToggleSwitch: UIControl {
  @IBInspectable var onTintColor: UIColor = .systemGreen {
    didSet { updateColors() }
  }
  @IBInspectable var offTintColor: UIColor = .systemGray5 {
    didSet { updateColors() }
  }
  var thumbColor: UIColor = .white {
    didSet { thumbLayer.fillColor = thumbColor.cgColor }
  }

  private(set) var isOn = false
  private let trackLayer = CAShapeLayer()
  private let thumbLayer = CAShapeLayer()
  private let thumbInset: CGFloat = 2
  private var touchMoved = false
  private var thumbPressed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    layer.addSublayer(trackLayer)
    thumbLayer.fillColor = thumbColor.cgColor
    thumbLayer.shadowColor = UIColor.black.cgColor
    thumbLayer.shadowOpacity = 0.25
    thumbLayer.shadowOffset = CGSize(width: 0, height: 2)
    thumbLayer.shadowRadius = 2
    layer.addSublayer(thumbLayer)
    isAccessibilityElement = true
    accessibilityTraits = .button
    updateColors()
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 51, height: 31)
  }

  override var isEnabled: Bool {
    didSet { alpha = isEnabled ? 1 : 0.5 }
  }

  override var accessibilityValue: String? {
    get { isOn ? "1" : "0" }
    set {}
  }

  func setOn(_ on: Bool, animated: Bool) {
    guard on != isOn else { return }
    isOn = on
    CATransaction.begin()
    CATransaction.setDisableActions(!animated)
    CATransaction.setAnimationDuration(0.25)
    layoutThumb()
    updateColors()
    CATransaction.commit()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    trackLayer.frame = bounds
    trackLayer.path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
    layoutThumb()
  }

  private func layoutThumb() {
    let diameter = bounds.height - thumbInset * 2
    let width = thumbPressed ? diameter * 1.25 : diameter
    let x = isOn ? bounds.width - thumbInset - width : thumbInset
    let frame = CGRect(x: x, y: thumbInset, width: width, height: diameter)
    thumbLayer.frame = frame
    thumbLayer.path =
      UIBezierPath(roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: diameter / 2).cgPath
  }

  private func updateColors() {
    trackLayer.fillColor = (isOn ? onTintColor : offTintColor).cgColor
  }

  // MARK: Tracking

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    touchMoved = false
    thumbPressed = true
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.15)
    layoutThumb()
    CATransaction.commit()
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let previous = touch.previousLocation(in: self)
    if abs(location.x - previous.x) > 0 { touchMoved = true }
    let wantsOn = location.x > bounds.midX
    if touchMoved && wantsOn != isOn {
      isOn = wantsOn
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.2)
      layoutThumb()
      updateColors()
      CATransaction.commit()
    }
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    let startValue = isOn
    thumbPressed = false
    if !touchMoved {
      isOn.toggle()
    }
    setNeedsLayout()
    layoutIfNeeded()
    updateColors()
    if touchMoved || startValue != isOn {
      sendActions(for: .valueChanged)
      UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }
  }

  override func cancelTracking(with event: UIEvent?) {
    thumbPressed = false
    setNeedsLayout()
  }
}
