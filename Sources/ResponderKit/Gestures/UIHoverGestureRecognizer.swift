import Foundation

/// A continuous recognizer for a pointer moving over its view with no button down.
///
/// UIKit rules P3, P4 (iOS 13): hover only, never touches (P3): the pointer entering the view
/// (the view is on the hit path of the pointer, H1–H6) → `.began`; each move over it →
/// `.changed`; leaving it, or the pointer leaving the windows → `.ended`; the pointer gone →
/// `.cancelled`; reset after each end. While a button is held it is paused: no `.changed`, no
/// end, until the first move after the release (P8). On the phone idiom it never recognizes
/// (P4, "On iOS, this class doesn't recognize gestures"). Its state changes are its own, not
/// the gesture arena's: it shares no touch with other recognizers, so nothing competes with it
/// (our reading; UIKit's hover recognizers take part in failure requirements only through
/// their delegates, which ResponderKit asks `gestureRecognizerShouldBegin` alone).
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// The delegate refused this hover (`gestureRecognizerShouldBegin`): nothing until it leaves.
  private var refused = false

  /// How far above the screen a hovering pencil is, from 0 to 1 (iOS 16.1): always 0 for a
  /// pointer, the only hovering device ResponderKit has (P4).
  open var zOffset: CGFloat { 0 }

  /// Creates a hover recognizer that sends `action` to `target` (UIKit's initializer).
  public override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    takesEveryTouch = false
  }

  /// Called for touches; a hover recognizer takes none (P3), so it is never called.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Rule P3: no touch reaches a hover recognizer.
  override func takes(_ touch: UITouch) -> Bool { false }

  /// Forgets a refused hover.
  open override func reset() {
    refused = false
    super.reset()
  }

  /// Rule P4: one step of hover, from the pointer's owner. `point` is the pointer in screen
  /// coordinates (nil at an end).
  ///
  /// `application` is the one the tools hear of its state changes from: the pointer's, which
  /// hands it over so that it is not found again through the view and window at each move.
  func hover(_ step: State, at point: CGPoint?, modifierFlags: UIKeyModifierFlags, in application: UIApplication?) {
    if let point {
      // Lent, not retained: converting runs no code that could let the view or its window go.
      $_view.withTarget { view in view.$_window.withTarget { lastLocation = $0.convertFromScreen(point) } }
    }
    switch step {
    case .began:
      guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
        refused = true
        return
      }
      driveWithoutTouches(to: .began, in: application)
    case .changed:
      guard !refused, _state.isUnderWay else { return }
      driveWithoutTouches(to: .changed, in: application)
    case .ended, .cancelled:
      if !refused && _state.isUnderWay { driveWithoutTouches(to: step, in: application) }
      resetForNextSequence()
    default:
      break
    }
  }
}
