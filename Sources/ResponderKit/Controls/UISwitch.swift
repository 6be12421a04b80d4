import Foundation

/// An on/off switch: a tap toggles it, a drag of the knob sets it by where it is released.
///
/// UIKit rules C5 and G11: `valueChanged` is sent when the value changes, inside
/// `endTracking`, so before `touchUpInside`; an ancestor's single tap, and a pan parallel to the
/// switch that starts on its knob, do not begin.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  var _isOn = false
  private var startX: CGFloat = 0
  private var dragged = false

  /// Creates a switch of UIKit's size (51 × 31 pt) at the frame's origin.
  public override init(frame: CGRect) {
    super.init(
      frame: CGRect(origin: frame.origin, size: frame.size == .zero ? Self.standardSize : frame.size))
    hugAtDefaultHigh()
  }

  /// Creates a switch of UIKit's size (51 × 31 pt) at the origin; nothing is decoded (see
  /// `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame = CGRect(origin: .zero, size: Self.standardSize)
    hugAtDefaultHigh()
  }

  /// UIKit's switch size, 51 × 31 pt: its frame when made with a zero one, and its intrinsic
  /// content size, so that Auto Layout and a stack view size it as UIKit does (Y1, Y6).
  static let standardSize = CGSize(width: 51, height: 31)

  /// The switch's fixed size, 51 × 31 pt, as UIKit's (Y1, Y6).
  open override var intrinsicContentSize: CGSize { Self.standardSize }

  /// The look of a switch, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The platform's look: `.sliding` on iOS.
    case automatic = 0
    /// A checkbox (Mac Catalyst's).
    case checkbox = 1
    /// The sliding switch.
    case sliding = 2
  }

  /// The look asked for (default `.automatic`). Stored; `style` is the one in use.
  open var preferredStyle: Style = .automatic

  /// The look in use: `.sliding`, the only one iOS has.
  open var style: Style { .sliding }

  /// The title of a checkbox switch. Stored; iOS's sliding switch shows none.
  open var title: String?

  /// The colour of the track when on (nil: the system's green). Stored.
  open var onTintColor: UIColor?

  /// The colour of the knob (nil: white). Stored.
  open var thumbTintColor: UIColor?

  /// The image of the on track. Stored; UIKit has ignored it since iOS 7.
  open var onImage: UIImage?

  /// The image of the off track. Stored; UIKit has ignored it since iOS 7.
  open var offImage: UIImage?

  /// Whether the switch is on.
  open var isOn: Bool {
    get { _isOn }
    set { _isOn = newValue }
  }

  /// Sets the value without sending `valueChanged`, as in UIKit.
  open func setOn(_ on: Bool, animated: Bool) {
    _isOn = on
  }

  /// The knob's rectangle: the half of the switch on the side of its value.
  var knobRect: CGRect {
    let half = bounds.width / 2
    return CGRect(x: _isOn ? bounds.minX + half : bounds.minX, y: bounds.minY, width: half, height: bounds.height)
  }

  /// Starts a tap or a drag.
  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    startX = touch.location(in: self).x
    dragged = false
    return true
  }

  /// Notes a drag once the finger moved far enough sideways.
  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    if abs(touch.location(in: self).x - startX) >= InteractionConstants.switchDragThreshold { dragged = true }
    return true
  }

  /// Decides the value: a drag by where it ended, a tap inside by toggling.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch else { return }
    let point = touch.location(in: self)
    let newValue: Bool
    if dragged {
      newValue = point.x >= bounds.midX
    } else if isInsideForTracking(point) {
      newValue = !_isOn
    } else {
      return
    }
    guard newValue != _isOn else { return }
    _isOn = newValue
    sendActions(for: .valueChanged, event: event)
  }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  /// Rule G11: refuses an ancestor's single tap, and a horizontal pan that starts on the knob.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    if isAncestorSingleTap(recognizer) { return true }
    guard let pan = recognizer as? UIPanGestureRecognizer, let start = pan.origin, let window = window,
      knobRect.contains(convert(start, from: window))
    else { return false }
    let movement = pan.translation(in: self)
    return abs(movement.x) > abs(movement.y)
  }
}
