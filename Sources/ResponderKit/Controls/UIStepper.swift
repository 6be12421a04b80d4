import Foundation

/// A pair of minus and plus buttons that step a value.
///
/// UIKit rules C5 and G11: a touch down on the left half steps down, on the right half steps
/// up (`valueChanged` right after `touchDown`, then `primaryActionTriggered`); held inside, it
/// repeats on the application's clock (`autorepeat`) after
/// ``InteractionConstants/stepperAutorepeatDelay``, every ``InteractionConstants/stepperAutorepeatInterval``
/// at first and faster the longer it is held (the interval halves every
/// ``InteractionConstants/stepperAccelerationPeriod`` of holding, down to
/// ``InteractionConstants/stepperFastestAutorepeatInterval``: our curve for the acceleration Apple
/// documents without numbers);
/// with `isContinuous` false the one `valueChanged` comes at the end. An ancestor's single tap
/// does not begin.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  var _value: Double = 0
  /// The smallest value (default 0).
  open var minimumValue: Double = 0
  /// The largest value (default 100).
  open var maximumValue: Double = 100
  /// The step (default 1).
  open var stepValue: Double = 1
  /// Whether holding repeats the step (default true).
  open var autorepeat = true
  /// Whether stepping past one end wraps to the other (default false).
  open var wraps = false
  /// Whether each step sends `valueChanged` (default true) or only the end of the touch.
  open var isContinuous = true
  private var direction: Double = 0
  private var timer: UITimerToken?
  private var valueAtStart: Double = 0
  /// When the touch went down, for the autorepeat's acceleration.
  private var heldSince: TimeInterval = 0

  /// Creates a stepper of UIKit's size (94 × 32 pt) at the frame's origin.
  public override init(frame: CGRect) {
    super.init(
      frame: CGRect(origin: frame.origin, size: frame.size == .zero ? Self.standardSize : frame.size))
    hugAtDefaultHigh()
  }

  /// Creates a stepper of UIKit's size (94 × 32 pt) at the origin; nothing is decoded (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: .zero, size: Self.standardSize)
    hugAtDefaultHigh()
  }

  /// UIKit's stepper size, 94 × 32 pt: its frame when made with a zero one, and its intrinsic
  /// content size, so that Auto Layout and a stack view size it as UIKit does (Y1, Y6).
  static let standardSize = CGSize(width: 94, height: 32)

  /// The stepper's fixed size, 94 × 32 pt, as UIKit's (Y1, Y6).
  open override var intrinsicContentSize: CGSize { Self.standardSize }

  /// The value, kept between the minimum and the maximum.
  open var value: Double {
    get { _value }
    set { _value = min(max(newValue, minimumValue), maximumValue) }
  }

  /// Notes which half was touched.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    direction = touch.location(in: self).x < bounds.midX ? -1 : 1
    valueAtStart = _value
    return true
  }

  /// Steps once, after `touchDown`, and starts the repeat timer.
  override func trackingDidBegin(_ touch: UITouch, with event: UIEvent?) {
    heldSince = window?._application?.clock.now ?? 0
    step(event: event)
    scheduleRepeat(after: InteractionConstants.stepperAutorepeatDelay)
  }

  /// Stops repeating.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    stopRepeating()
    if !isContinuous && _value != valueAtStart { sendActions(for: .valueChanged, event: event) }
  }

  /// Stops repeating.
  open override func cancelTracking(with event: UIEvent?) {
    stopRepeating()
  }

  private func step(event: UIEvent?) {
    var next = _value + direction * stepValue
    if wraps {
      if next > maximumValue { next = minimumValue }
      if next < minimumValue { next = maximumValue }
    }
    next = min(max(next, minimumValue), maximumValue)
    guard next != _value else { return }
    _value = next
    if isContinuous { sendActions(for: .valueChanged, event: event) }
  }

  private func scheduleRepeat(after delay: TimeInterval) {
    guard autorepeat, let clock = window?._application?.clock else { return }
    timer = clock.schedule(at: clock.now + delay) { [weak self] in
      guard let self, self.isTracking else { return }
      self.timer = nil
      let before = self._value
      if self.isTouchInside { self.step(event: nil) }
      // At the end of its range (and not wrapping) the stepper has nothing more to do.
      if self.isTouchInside && self._value == before && !self.wraps { return }
      let now = self.window?._application?.clock.now ?? self.heldSince
      self.scheduleRepeat(after: self.repeatInterval(heldFor: now - self.heldSince))
    }
  }

  /// The acceleration curve: the interval halves every `stepperAccelerationPeriod` of holding.
  private func repeatInterval(heldFor held: TimeInterval) -> TimeInterval {
    // The clock's times add up in binary: 0.5 + 15 × 0.1 may fall a hair short of 2.
    let halvings = ((held + 1e-9) / InteractionConstants.stepperAccelerationPeriod).rounded(.down)
    let interval = InteractionConstants.stepperAutorepeatInterval / pow(2, min(halvings, 16))
    return max(interval, InteractionConstants.stepperFastestAutorepeatInterval)
  }

  private func stopRepeating() {
    if let timer { window?._application?.clock.cancel(timer) }
    timer = nil
  }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  /// Rule G11: refuses an ancestor's single tap.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
