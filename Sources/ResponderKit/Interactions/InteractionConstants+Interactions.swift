import Foundation

extension InteractionConstants {
  // MARK: Context menus (M1–M6)

  /// How long after touch-down a context-menu interaction asks for its configuration (M1, M2).
  ///
  /// iOS 26.1's touch-duration recognizer of the context-menu driver begins at 0.15 s (read
  /// out of a decompiled UIKit, not documented: a weak fact).
  public static let contextMenuBeginDelay: TimeInterval = 0.15

  /// How long after touch-down a context menu presents on the phone idiom (M3): UIKit's
  /// click-down duration for the default touch-duration setting (iOS 26.1, not documented).
  public static let contextMenuPresentationDelayPhone: TimeInterval = 0.4

  /// How long after touch-down a context menu presents on the pad idiom (M3; iOS 26.1, not
  /// documented). ResponderKit does not model the shorter "fast" and longer accessibility
  /// settings, nor force shortening the wait.
  public static let contextMenuPresentationDelayPad: TimeInterval = 0.325

  /// How far a finger may move on either axis, from where it touched down, before the menu
  /// presents (M1; iOS 26.1's allowable movement before the preview).
  public static let contextMenuAllowableMovement: CGFloat = 10

  /// How far a finger may move on either axis once the menu has presented (M3; iOS 26.1).
  public static let contextMenuPresentedAllowableMovement: CGFloat = 20

  /// How far a pointer's primary press may move before the menu presents (M6; iOS 26.1's
  /// allowable movement of the pointer driver, not documented).
  public static let contextMenuPointerAllowableMovement: CGFloat = 3

  // MARK: Drag and drop (D1–D6)

  /// How long a finger must be held on a view with a drag interaction before its items lift
  /// (D2; iOS 26.1's `liftDelay`, not documented).
  public static let dragLiftDelay: TimeInterval = 0.325

  /// How far a finger may move before the lift without failing it (D2; iOS 26.1's lift
  /// hysteresis).
  public static let dragLiftAllowableMovement: CGFloat = 10

  /// How far a pointer's press may move before the lift (D2; iOS 26.1's pointer hysteresis).
  public static let dragPointerLiftAllowableMovement: CGFloat = 3

  /// How far the finger must move from where the items lifted for the drag session to begin
  /// (D4). Our choice: UIKit's drag-start distance was not found; the lift hysteresis is reused.
  public static let dragSessionBeginDistance: CGFloat = 10
}
