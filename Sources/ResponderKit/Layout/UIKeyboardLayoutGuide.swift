import Foundation

/// The guide of a view's area that the on-screen keyboard covers: pin content above its
/// `topAnchor` and it moves up as the keyboard shows and down as it hides.
///
/// UIKit rule B7 (`UIView.keyboardLayoutGuide`, iOS 15): while the modelled keyboard is shown
/// (B4), the guide's top is the keyboard's top converted to the owning view; while it is not,
/// the view's safe-area bottom (the bounds' bottom when ``usesBottomSafeArea`` is false). The
/// guide spans the view's width and reaches down to the view's bottom. A keyboard that does not
/// reach up into the view leaves the guide where it rests (our choice). Every change of the
/// keyboard lays out the application's windows right after its will-notifications, as UIKit
/// lays out in the keyboard's animation, so constraints to the guide follow the keyboard
/// without a call from the app; the keyboard's frame is converted with the owner's frame as it
/// stands when that pass begins. Frames take their final values at once: nothing is animated.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows the keyboard when it is undocked or floating (UIKit's default:
  /// false); the modelled keyboard is always docked (B4), so this is only kept (rule B7).
  open var followsUndockedKeyboard = false

  /// Whether the guide rests at the safe area's bottom while no keyboard is shown, rather than
  /// at the view's bottom (UIKit's default: true, iOS 17; rule B7).
  open var usesBottomSafeArea = true {
    didSet { if oldValue != usesBottomSafeArea { setNeedsConstraintLayout() } }
  }

  /// How far above the keyboard an interactive dismissal reaches (UIKit's default: 0, iOS 17;
  /// rule B7).
  ///
  /// Rule B5: a scroll view with an interactive `keyboardDismissMode` ends editing when the
  /// finger lifts below the keyboard's top less the padding of the nearest guide made on the
  /// scroll view or an ancestor (whose guide UIKit reads is not documented: our choice).
  open var keyboardDismissPadding: CGFloat = 0

  /// How far the guide's top is below the top of `view`'s bounds, and how far its bottom is
  /// above their bottom (always 0): the insets the layout pass pins the guide with (rule B7).
  func insets(in view: UIView) -> UIEdgeInsets {
    let bounds = view.bounds
    let rest = usesBottomSafeArea ? bounds.maxY - view.safeAreaInsets.bottom : bounds.maxY
    var top = rest
    if let window = view.window, let keyboard = window._application?.softwareKeyboardFrame {
      let keyboardTop = view.convert(window.convert(fromScreen: keyboard.origin), from: window).y
      top = min(keyboardTop, rest)
    }
    return UIEdgeInsets(top: top - bounds.minY, left: 0, bottom: 0, right: 0)
  }
}
