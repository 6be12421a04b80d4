import Foundation

extension InteractionConstants {
  /// How long an animated presentation or dismissal lasts, from its start (after the event that
  /// asked for it) to its did-calls and completion (rule Q4).
  ///
  /// UIKit's sheet transition (iOS 16) and a measured iOS 26.1 presentation; our choice for the
  /// full-screen styles, which no source times.
  public static let modalTransitionDuration: TimeInterval = 0.4

  /// The medium detent's share of the largest detent value, in a container taller than
  /// ``sheetShortContainerHeight`` (rule Q8).
  ///
  /// UIKit's private value (iOS 16); a measured iOS 26.1 sheet agrees.
  public static let sheetMediumFraction: CGFloat = 0.56

  /// The medium detent's share of the largest detent value in a container at most
  /// ``sheetShortContainerHeight`` tall (rule Q8). UIKit's private value (iOS 16).
  public static let sheetMediumFractionShortContainer: CGFloat = 0.63

  /// The container height at or below which the medium detent uses
  /// ``sheetMediumFractionShortContainer`` (rule Q8). UIKit's private value (iOS 16).
  public static let sheetShortContainerHeight: CGFloat = 568

  /// How far below the container's top a sheet at its largest detent sits (rule Q8).
  ///
  /// UIKit's private value (iOS 16), with no safe area (there are none here); iOS 26.1 on an
  /// iPhone 16 measured 59 pt, its safe area. A weak fact.
  public static let sheetTopInset: CGFloat = 10

  /// How far a finger moves before the sheet's pan begins; the sheet then follows it less this
  /// distance (rule Q10). Measured on iOS 26.1; the same as ``panMinimumMovement``.
  public static let sheetPanSlop: CGFloat = 10

  /// The coefficient of the rubber band above the largest detent and below the smallest one
  /// when dismissal is refused: S11's formula (rule Q10). UIKit's private value (iOS 16).
  public static let sheetRubberBandCoefficient: CGFloat = 0.55

  /// The most a sheet's rubber band above its largest detent can reach: the band's dimension is
  /// the smaller of this and the gap above the sheet (rule Q10). UIKit's private value (iOS 16).
  public static let sheetTopRubberBandLimit: CGFloat = 100

  /// The share of the smallest detent's height that a refused dismissal's rubber band reaches
  /// over, at most ``sheetBottomRubberBandLimit`` (rule Q10). UIKit's private value (iOS 16).
  public static let sheetBottomRubberBandFraction: CGFloat = 0.25

  /// The most a refused dismissal's rubber band below the smallest detent reaches over
  /// (rule Q10). UIKit's private value (iOS 16).
  public static let sheetBottomRubberBandLimit: CGFloat = 200

  /// Below this release speed (points per second) a sheet's release counts as still (rule Q10).
  /// UIKit's private value (iOS 16).
  public static let sheetMinimumSpeed: CGFloat = 250

  /// How far ahead a sheet's release is projected: the release velocity times this many seconds,
  /// `0.99 / (1 − 0.99) / 1000`, UIKit's deceleration of 0.99 per millisecond (rule Q10).
  public static let sheetProjectionTime: TimeInterval = 0.099

  /// A release at least this fast (points per second) is a flick: landing on the region nearest
  /// the finger, it goes one region further (rule Q10). UIKit's private value (iOS 16); iOS 26.1
  /// measured the same speed.
  public static let sheetFlickSpeed: CGFloat = 1000

  /// How long a sheet takes to settle after a release, or to move when its detent changes
  /// (rule Q10). UIKit settles with a spring (response 0.344 s, damping 1; 0.8 after a flick);
  /// the engine keeps its duration on the clock, our choice.
  public static let sheetTransitionDuration: TimeInterval = 0.4

  /// A drag in an inner scroll view that starts within this time of the previous drag's end,
  /// while the sheet rests, stays with the scroll view (rule Q11). UIKit's private value
  /// (`MinimumSheetSwipeInterval`, iOS 16 and iOS 26).
  public static let sheetSwipeInterval: TimeInterval = 0.4

  /// The size of a sheet's grabber, centred on the sheet's top edge (rule Q9): where a touch-up
  /// inside selects the next detent. Our choice: UIKit draws a 36 × 5 pt grabber and does not
  /// publish its touch area.
  public static let sheetGrabberSize = CGSize(width: 44, height: 20)

  /// The size a popover's content gets when its controller's `preferredContentSize` is zero
  /// (rule Q13). Our choice, UIKit's customary 320 pt width.
  public static let popoverDefaultContentSize = CGSize(width: 320, height: 480)

  /// The room a popover keeps from its window's edges and from its anchor (rule Q13). Our
  /// choice.
  public static let popoverMargin: CGFloat = 10
}
