import Foundation

extension InteractionConstants {
  /// How long an animated push or pop takes on the application's clock (rules N2, N3; the
  /// interactive pop's D in N9).
  ///
  /// A weak fact: UIKit's navigation transition is a spring whose settling takes about this
  /// long; the engine moves frames only, and takes 0.35 s.
  public static let navigationTransitionDuration: TimeInterval = 0.35

  /// How far from the window's leading edge a touch may begin and still start a back swipe
  /// (rule N6).
  ///
  /// Read from a decompiled iOS 26 edge-pan recognizer; the variant for wider devices is not
  /// modelled.
  public static let backSwipeEdgeRegion: CGFloat = 13

  /// How long a touch in the edge region may stay without beginning the back swipe before the
  /// swipe fails and the withheld touch goes to the content (rule N6).
  ///
  /// A weak fact: the settings' `maximumSwipeDuration`, whose meaning we inferred.
  public static let backSwipeMaximumDelay: TimeInterval = 0.25

  /// How far a touch must move toward the trailing side before the back swipe begins (rule N6).
  ///
  /// Our choice, with the vertical limit `min(25, 0.8·|tx| + 10)` read from iOS 26.
  public static let backSwipeHysteresis: CGFloat = 15

  /// The distance past which a released back swipe completes the pop, with the projection of
  /// its speed (rule N9: pop iff `p + v·D > min(distance / W, 0.5)`).
  ///
  /// Read from a decompiled iOS 26 navigation transition; the acceleration term is dropped
  /// (our choice).
  public static let backSwipeDistance: CGFloat = 187.5

  /// How long an animated `setNavigationBarHidden(_:animated:)` takes (rule N12; our choice).
  public static let navigationBarHideShowDuration: TimeInterval = 0.2

  /// The height of a navigation bar with a standard title (rule N12).
  ///
  /// UIKit's documented 44 pt; there are no safe areas here, so the bar sits at the top of the
  /// navigation controller's view.
  public static let navigationBarHeight: CGFloat = 44

  /// The height of a navigation bar showing a large title (rule N12: `prefersLargeTitles`
  /// changes layout only).
  ///
  /// A weak fact: 44 pt of bar and 52 pt of title on recent iPhones.
  public static let largeTitleNavigationBarHeight: CGFloat = 96

  /// The height of a toolbar (rule N12; UIKit's 44 pt on a phone in portrait).
  public static let toolbarHeight: CGFloat = 44

  /// The least width of a bar button the bar sizes, so that a short title is still a 44-pt
  /// target (rule N12; Apple's minimum touch target).
  public static let barButtonMinimumWidth: CGFloat = 44

  /// The width the bar gives each character of a title (rule N12).
  ///
  /// Our choice: no text is measured here; 9 pt is close to the width of a character of the
  /// system font at 17 pt.
  public static let barTitleCharacterWidth: CGFloat = 9

  /// The space a bar leaves at its ends and around each button's title (rule N12; our
  /// choice, UIKit's 8-pt margins).
  public static let barItemPadding: CGFloat = 8

  /// How far a swipe must move up or down before `hidesBarsOnSwipe` hides or shows the bars
  /// (rule N13; our choice: UIKit does not document it).
  public static let barHideSwipeDistance: CGFloat = 10
}

extension InteractionConstants {
  /// The share of a split view controller's width its primary column takes side by side, while
  /// `preferredPrimaryColumnWidthFraction` is `UISplitViewController.automaticDimension` (N17);
  /// a triple-column split gives the supplementary column the same share.
  ///
  /// Our choice: UIKit's 320 pt primary column on a 1024 pt wide iPad.
  public static let splitViewPrimaryColumnFraction: CGFloat = 0.3125
}
