import Foundation

/// A button: a control whose primary action is a tap.
///
/// UIKit rules C5 and G11: a touch-up inside sends `touchUpInside` and then
/// `primaryActionTriggered`; a single-finger single tap recognizer on an ancestor does not
/// begin for a tap on an enabled button (`gestureRecognizerShouldBegin(_:)` says no), so the
/// button's action wins.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The button's title, for pictures; it has no effect on events.
  open var title: String?

  override var primaryActionTrigger: Event { .touchUpInside }

  /// Rule G11: refuses an ancestor's single tap while enabled.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if isEnabled && isAncestorSingleTap(gestureRecognizer) { return false }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}
