import UIKit

/// A slider with a thick rounded track, tick marks at each step and a large thumb, tracked
/// with `beginTracking` / `continueTracking`: the thumb snaps to steps with a tick of haptic
/// feedback, and a touch near the thumb grabs it even outside the bounds.
final class SteppedTrackSlider: UIControl {
  var minimumValue: Float = 0
  var maximumValue: Float = 10
  var step: Float = 1 {
    didSet { setNeedsLayout() }
  }
  private(set) var value: Float = 0
  /// Whether `.valueChanged` is sent while dragging or only when the finger lifts.
  var isContinuous = true

  private let trackLayer = CAShapeLayer()
  private let fillLayer = CAShapeLayer()
  private let ticksLayer = CAShapeLayer()
  private let thumbView = UIView()
  private let feedback = UISelectionFeedbackGenerator()
  private var thumbGrabOffset: CGFloat = 0
  private let thumbDiameter: CGFloat = 28
  private let trackHeight: CGFloat = 6

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.fillColor = UIColor.systemGray5.cgColor
    fillLayer.fillColor = tintColor.cgColor
    ticksLayer.strokeColor = UIColor.systemGray2.cgColor
    ticksLayer.lineWidth = 1
    layer.addSublayer(trackLayer)
    layer.addSublayer(fillLayer)
    layer.addSublayer(ticksLayer)

    thumbView.backgroundColor = .white
    thumbView.isUserInteractionEnabled = false
    thumbView.layer.cornerRadius = thumbDiameter / 2
    thumbView.layer.shadowColor = UIColor.black.cgColor
    thumbView.layer.shadowOpacity = 0.2
    thumbView.layer.shadowRadius = 3
    thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
    addSubview(thumbView)
    isAccessibilityElement = true
    accessibilityTraits = .adjustable
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: thumbDiameter + 8)
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    fillLayer.fillColor = tintColor.cgColor
  }

  func setValue(_ newValue: Float, animated: Bool) {
    value = snapped(newValue)
    accessibilityValue = "\(Int(value))"
    if animated {
      UIView.animate(withDuration: 0.2) { self.layoutThumb() }
    } else {
      setNeedsLayout()
    }
  }

  private func snapped(_ raw: Float) -> Float {
    let clamped = min(max(raw, minimumValue), maximumValue)
    guard step > 0 else { return clamped }
    return minimumValue + ((clamped - minimumValue) / step).rounded() * step
  }

  private var trackRect: CGRect {
    CGRect(
      x: thumbDiameter / 2, y: (bounds.height - trackHeight) / 2, width: bounds.width - thumbDiameter,
      height: trackHeight)
  }

  private func position(for value: Float) -> CGFloat {
    let fraction = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
    return trackRect.minX + fraction * trackRect.width
  }

  private func value(at x: CGFloat) -> Float {
    let fraction = Float((x - trackRect.minX) / trackRect.width)
    return minimumValue + fraction * (maximumValue - minimumValue)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let track = trackRect
    trackLayer.path = UIBezierPath(roundedRect: track, cornerRadius: trackHeight / 2).cgPath
    let ticks = UIBezierPath()
    if step > 0 {
      var tick = minimumValue
      while tick <= maximumValue {
        let x = position(for: tick)
        ticks.move(to: CGPoint(x: x, y: track.maxY + 4))
        ticks.addLine(to: CGPoint(x: x, y: track.maxY + 9))
        tick += step
      }
    }
    ticksLayer.path = ticks.cgPath
    layoutThumb()
  }

  private func layoutThumb() {
    let x = position(for: value)
    thumbView.frame = CGRect(
      x: x - thumbDiameter / 2, y: (bounds.height - thumbDiameter) / 2, width: thumbDiameter, height: thumbDiameter)
    let track = trackRect
    fillLayer.path =
      UIBezierPath(
        roundedRect: CGRect(x: track.minX, y: track.minY, width: x - track.minX, height: track.height),
        cornerRadius: trackHeight / 2
      ).cgPath
  }

  /// A touch within 12 points of the thumb grabs it, even outside the slider's bounds.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point) || thumbView.frame.insetBy(dx: -12, dy: -12).contains(point)
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    feedback.prepare()
    if thumbView.frame.insetBy(dx: -12, dy: -12).contains(location) {
      thumbGrabOffset = location.x - thumbView.center.x
    } else {
      thumbGrabOffset = 0
      update(to: value(at: location.x))
    }
    UIView.animate(withDuration: 0.15) { self.thumbView.transform = CGAffineTransform(scaleX: 1.15, y: 1.15) }
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x - thumbGrabOffset
    update(to: value(at: x))
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    UIView.animate(withDuration: 0.15) { self.thumbView.transform = .identity }
    if !isContinuous { sendActions(for: .valueChanged) }
  }

  override func cancelTracking(with event: UIEvent?) {
    UIView.animate(withDuration: 0.15) { self.thumbView.transform = .identity }
  }

  private func update(to raw: Float) {
    let newValue = snapped(raw)
    guard newValue != value else { return }
    value = newValue
    accessibilityValue = "\(Int(value))"
    feedback.selectionChanged()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layoutThumb()
    CATransaction.commit()
    if isContinuous { sendActions(for: .valueChanged) }
  }

  override func accessibilityIncrement() {
    update(to: value + step)
  }

  override func accessibilityDecrement() {
    update(to: value - step)
  }
}
