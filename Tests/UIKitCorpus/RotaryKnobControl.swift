import UIKit

/// A volume knob: drag around its center to turn it. The value follows the angle of the
/// finger from the center, over a 270° sweep.
@IBDesignable
class RotaryKnobControl: UIControl {
  var minimumValue: Float = 0
  var maximumValue: Float = 1
  var isContinuous = true

  private(set) var value: Float = 0
  private var valueAtTrackingStart: Float = 0

  /// The sweep's ends, in radians from the positive x axis (clockwise, y down).
  let startAngle = CGFloat.pi * 3 / 4
  let endAngle = CGFloat.pi * 9 / 4

  func setValue(_ newValue: Float, animated: Bool) {
    value = min(max(newValue, minimumValue), maximumValue)
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    valueAtTrackingStart = value
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let location = touch.location(in: self)
    // Touches in the hub are not a turn.
    return hypot(location.x - center.x, location.y - center.y) > bounds.width / 6
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let newValue = value(for: touch.location(in: self))
    if newValue != value {
      setValue(newValue, animated: false)
      if isContinuous {
        sendActions(for: .valueChanged)
      }
    }
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous && value != valueAtTrackingStart {
      sendActions(for: .valueChanged)
    }
  }

  override func cancelTracking(with event: UIEvent?) {
    setValue(valueAtTrackingStart, animated: true)
    super.cancelTracking(with: event)
  }

  private func value(for location: CGPoint) -> Float {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    var angle = atan2(location.y - center.y, location.x - center.x)
    while angle < startAngle { angle += 2 * .pi }
    let fraction = min(max((angle - startAngle) / (endAngle - startAngle), 0), 1)
    return minimumValue + Float(fraction) * (maximumValue - minimumValue)
  }
}
