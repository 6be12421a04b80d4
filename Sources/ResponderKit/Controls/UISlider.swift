import Foundation

/// A slider: dragging its thumb sets a value between a minimum and a maximum.
///
/// UIKit rules C5 and G11: a drag must start on the thumb (a touch elsewhere on the track does
/// nothing, as in UIKit); the value follows the thumb's centre along the track, keeping the
/// offset at which the thumb was grabbed; `valueChanged` is sent on every change while
/// `isContinuous`, else once at the end. A swipe parallel to the slider that starts on its
/// thumb does not begin.
@preconcurrency @MainActor
open class UISlider: UIControl {
  var _value: Float = 0
  /// The smallest value (default 0).
  open var minimumValue: Float = 0
  /// The largest value (default 1).
  open var maximumValue: Float = 1
  /// Whether `valueChanged` is sent during the drag (default true) or only at its end.
  open var isContinuous = true
  private var grabOffset: CGFloat = 0
  private var valueAtStart: Float = 0
  /// Where the thumb was when the tracked touch went down: G11 asks about that place.
  private var thumbAtTouchDown: CGRect?

  /// No intrinsic width and UIKit's 31 pt height, the thumb's (Y8).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: InteractionConstants.sliderHeight)
  }

  /// The given width (its bounds' when zero) and 31 pt, as UIKit's slider answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: InteractionConstants.sliderHeight)
  }

  /// The current value, kept between the minimum and the maximum.
  open var value: Float {
    get { _value }
    set { _value = min(max(newValue, minimumValue), maximumValue) }
  }

  /// Sets the value without sending `valueChanged`, as in UIKit.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// The thumb's rectangle for the current value.
  open var thumbRect: CGRect {
    let size = InteractionConstants.sliderThumbSize
    return CGRect(x: thumbCenterX - size / 2, y: bounds.midY - size / 2, width: size, height: size)
  }

  private var trackStart: CGFloat { bounds.minX + InteractionConstants.sliderThumbSize / 2 }
  private var trackLength: CGFloat { max(bounds.width - InteractionConstants.sliderThumbSize, 1) }

  private var thumbCenterX: CGFloat {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((_value - minimumValue) / span) : 0
    return trackStart + fraction * trackLength
  }

  /// Tracks only a touch that starts on the thumb.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    guard thumbRect.contains(point) else { return false }
    grabOffset = point.x - thumbCenterX
    valueAtStart = _value
    thumbAtTouchDown = thumbRect
    return true
  }

  /// Moves the value with the thumb.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let changed = follow(touch)
    if changed && isContinuous { sendActions(for: .valueChanged, event: event) }
    return true
  }

  /// Sends the one `valueChanged` of a non-continuous slider.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { _ = follow(touch) }
    if !isContinuous && _value != valueAtStart { sendActions(for: .valueChanged, event: event) }
  }

  private func follow(_ touch: UITouch) -> Bool {
    let x = touch.location(in: self).x - grabOffset
    let fraction = Float(min(max((x - trackStart) / trackLength, 0), 1))
    let old = _value
    _value = minimumValue + fraction * (maximumValue - minimumValue)
    return _value != old
  }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  /// Rule G11: refuses a horizontal swipe that starts on the thumb.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    guard let swipe = recognizer as? UISwipeGestureRecognizer, !swipe.direction.isDisjoint(with: [.left, .right]),
      let touch = swipe.sessionTouches.first
    else { return false }
    return (isTracking ? thumbAtTouchDown ?? thumbRect : thumbRect).contains(convert(touch.startLocation, from: nil))
  }
}
