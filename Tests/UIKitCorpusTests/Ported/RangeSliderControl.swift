import UIKit

/// A slider with two thumbs for a range (a price filter). The thumb nearest the touch is
/// dragged; the two never cross.
final class RangeSliderControl: UIControl {
  var minimumValue: CGFloat = 0
  var maximumValue: CGFloat = 100
  private(set) var lowerValue: CGFloat = 20
  private(set) var upperValue: CGFloat = 80
  let thumbSize: CGFloat = 30

  private enum Thumb {
    case lower, upper
  }

  private var activeThumb: Thumb?
  private var previousLocation = CGPoint.zero

  override init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func position(of value: CGFloat) -> CGFloat {
    let usable = bounds.width - thumbSize
    return thumbSize / 2 + usable * (value - minimumValue) / (maximumValue - minimumValue)
  }

  func thumbFrame(for value: CGFloat) -> CGRect {
    CGRect(
      x: position(of: value) - thumbSize / 2, y: (bounds.height - thumbSize) / 2, width: thumbSize, height: thumbSize)
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    previousLocation = touch.location(in: self)
    let lowerFrame = thumbFrame(for: lowerValue).insetBy(dx: -10, dy: -10)
    let upperFrame = thumbFrame(for: upperValue).insetBy(dx: -10, dy: -10)
    if lowerFrame.contains(previousLocation) {
      activeThumb = .lower
    } else if upperFrame.contains(previousLocation) {
      activeThumb = .upper
    }
    isHighlighted = activeThumb != nil
    return activeThumb != nil
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let location = touch.location(in: self)
    let delta = location.x - previousLocation.x
    let deltaValue = (maximumValue - minimumValue) * delta / (bounds.width - thumbSize)
    previousLocation = location
    switch activeThumb {
    case .lower:
      lowerValue = min(max(lowerValue + deltaValue, minimumValue), upperValue)
    case .upper:
      upperValue = max(min(upperValue + deltaValue, maximumValue), lowerValue)
    case nil:
      return false
    }
    sendActions(for: .valueChanged)
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    activeThumb = nil
    isHighlighted = false
  }
}
