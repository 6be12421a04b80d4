import QuartzCore
import UIKit

/// A ring that shows progress with a shape layer, and lets the user scrub it by dragging round
/// the ring: only touches on the ring's band count, decided with an even-odd path.
final class ProgressRingView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }

  private var ringLayer: CAShapeLayer { layer as! CAShapeLayer }
  private let trackLayer = CAShapeLayer()
  private let gradientLayer = CAGradientLayer()
  var lineWidth: CGFloat = 12 { didSet { setNeedsLayout() } }
  var onScrub: ((CGFloat) -> Void)?

  private(set) var progress: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.fillColor = UIColor.clear.cgColor
    trackLayer.strokeColor = UIColor.systemGray5.cgColor
    layer.insertSublayer(trackLayer, at: 0)
    gradientLayer.colors = [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    ringLayer.fillColor = UIColor.clear.cgColor
    ringLayer.lineCap = .round
    ringLayer.strokeEnd = 0
    tintColorDidChange()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private var ringPath: UIBezierPath {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
    return UIBezierPath(
      arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    ringLayer.path = ringPath.cgPath
    ringLayer.lineWidth = lineWidth
    trackLayer.path = ringPath.cgPath
    trackLayer.lineWidth = lineWidth
    trackLayer.frame = bounds
    gradientLayer.frame = bounds
  }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    ringLayer.strokeColor = tintColor.cgColor
  }

  func setProgress(_ value: CGFloat, animated: Bool) {
    let clamped = min(1, max(0, value))
    if animated {
      let animation = CABasicAnimation(keyPath: "strokeEnd")
      animation.fromValue = ringLayer.presentation()?.strokeEnd ?? progress
      animation.toValue = clamped
      animation.duration = 0.25
      animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      ringLayer.add(animation, forKey: "progress")
    }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ringLayer.strokeEnd = clamped
    CATransaction.commit()
    progress = clamped
  }

  /// Only the ring's band: the outer circle minus the inner one, by the even-odd rule.
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let outer = min(bounds.width, bounds.height) / 2 + 8
    let inner = max(0, outer - lineWidth - 16)
    let outerRect = CGRect(x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
    let band = UIBezierPath(ovalIn: outerRect)
    band.append(UIBezierPath(ovalIn: outerRect.insetBy(dx: outer - inner, dy: outer - inner)))
    band.usesEvenOddFillRule = true
    return band.contains(point)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let location = touch.location(in: self)
    let angle = atan2(location.y - bounds.midY, location.x - bounds.midX) + .pi / 2
    let fraction = (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
    setProgress(fraction, animated: false)
    onScrub?(fraction)
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 120, height: 120)
  }
}
