import Foundation

// The keyboard notifications' names and user-info keys, with UIKit's values. The modelled
// on-screen keyboard (`UIApplication.simulatesSoftwareKeyboard`, B4) posts them; a platform
// backend that shows a real keyboard posts them with these keys.
extension UIResponder {
  /// Posted as the keyboard starts to appear, or to change its frame while shown, after
  /// `keyboardWillChangeFrameNotification` (UIKit's name; rule B4).
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// Posted when the keyboard has appeared, `keyboardAnimationDuration` after
  /// `keyboardWillShowNotification`, after `keyboardDidChangeFrameNotification` (rule B4).
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// Posted as the keyboard starts to disappear, after `keyboardWillChangeFrameNotification`
  /// (rule B4).
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// Posted when the keyboard has disappeared, after `keyboardDidChangeFrameNotification`
  /// (rule B4).
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// Posted first as the keyboard's frame starts to change: as it appears, changes or
  /// disappears (rule B4).
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted first when the keyboard's frame has changed, `keyboardAnimationDuration` later
  /// (rule B4).
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The user-info key of the keyboard's frame before the change, an `NSValue` of a rectangle in
  /// screen coordinates (below the screen when it appears; rule B4).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame after the change, an `NSValue` of a rectangle in
  /// screen coordinates (below the screen when it disappears; rule B4).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the animation's duration in seconds, an `NSNumber`
  /// (``InteractionConstants/keyboardAnimationDuration``; rule B4).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the animation's curve, an `NSNumber`
  /// (``InteractionConstants/keyboardAnimationCurve``, an undocumented curve; rule B4).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key of whether the keyboard belongs to this app, an `NSNumber` of a `Bool`
  /// (always true here; rule B4).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
