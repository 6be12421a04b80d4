import Foundation

extension InteractionConstants {
  /// How long the on-screen keyboard takes to appear or disappear, on the application's clock:
  /// the did-notifications come this long after the will-notifications (B4), and it is the
  /// `keyboardAnimationDurationUserInfoKey` of both.
  ///
  /// A weak fact: Apple publishes the key, not the value; 0.25 s is what developers logged from
  /// the notifications' user info on iPhones.
  public static let keyboardAnimationDuration: TimeInterval = 0.25

  /// The `keyboardAnimationCurveUserInfoKey` of the keyboard notifications (B4).
  ///
  /// A weak fact: 7 is no case of `UIView.AnimationCurve` and Apple does not document it;
  /// developers logged it, and apps shift it left by 16 bits to make animation options.
  public static let keyboardAnimationCurve = 7

  /// The height of the modelled on-screen keyboard, without an input accessory view (B4).
  ///
  /// Our choice: a phone's keyboard in portrait without the predictive bar. Real keyboards
  /// differ by device, language and settings; code that reads the notifications' frames
  /// handles any height.
  public static let softwareKeyboardHeight: CGFloat = 216
}

extension InteractionConstants {
  /// The level of the window that hosts the first responder's accessory and input views (B4):
  /// in front of every window an app makes.
  ///
  /// Our choice: UIKit's keyboard window level is private; a level above `.alert` (2000) and
  /// `.statusBar` (1000) keeps the accessory bar in front, as on iOS.
  public static let keyboardWindowLevel = UIWindow.Level(rawValue: 10_000_000)
}
