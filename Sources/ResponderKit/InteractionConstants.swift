import Foundation

/// Every threshold the engine uses, in one place, each with where its value comes from.
///
/// UIKit publishes few of these numbers; where a value is UIKit's private one or our own
/// choice, its comment says so (spec rule T2: keep every threshold a named constant).
public enum InteractionConstants {
  /// Views whose `alpha` is below this value are skipped by hit testing (rule H2).
  ///
  /// Apple's `hitTest(_:with:)` documentation: "ignores view objects that are hidden, that
  /// have disabled user interactions, or have an alpha level less than 0.01". The comparison
  /// is strict: a view with `alpha == 0.01` is hittable.
  public static let minimumHittableAlpha: CGFloat = 0.01

  /// The least width and height of a target a finger hits reliably, in points (`responder
  /// lint`'s small-target check, beside H5).
  ///
  /// Apple's Human Interface Guidelines ("Accessibility", "Buttons"): a hit target of at least
  /// 44 × 44 pt. Hit testing itself has no minimum: a smaller view is hit only inside its bounds.
  public static let minimumHitTarget: CGFloat = 44

  /// The longest time between one touch's end and the next touch's beginning for the second
  /// to continue the first's tap count (rule T2).
  ///
  /// Not published by Apple; the value of UIKit's private tap recognizer.
  public static let multiTapInterval: TimeInterval = 0.35

  /// The farthest the next touch may begin from where the previous one ended and still
  /// continue its tap count (rule T2).
  ///
  /// Not published by Apple; the value of UIKit's private tap recognizer.
  public static let multiTapRadius: CGFloat = 45
}

extension InteractionConstants {
  /// How far a tap's finger may move and still be a tap; also how far apart the taps of a
  /// multi-tap may be (rule G14).
  ///
  /// Not published by Apple; the value of UIKit's private tap recognizer.
  public static let tapAllowableMovement: CGFloat = 45

  /// The longest a tap's finger may stay down (rule G14).
  ///
  /// Not published by Apple; UIKit's private value.
  public static let tapMaximumDuration: TimeInterval = 0.75

  /// The longest wait between the taps of a multi-tap (rule G14), the same as `multiTapInterval`.
  ///
  /// Not published by Apple; UIKit's private value.
  public static let tapMaximumInterval: TimeInterval = 0.35

  /// How long a long press must be held before it begins (rule G14).
  ///
  /// Apple's documented default of `UILongPressGestureRecognizer.minimumPressDuration`.
  public static let longPressMinimumDuration: TimeInterval = 0.5

  /// How far a long press may move before it begins (rule G14).
  ///
  /// Apple's documented default of `UILongPressGestureRecognizer.allowableMovement`.
  public static let longPressAllowableMovement: CGFloat = 10

  /// How far the fingers must move before a pan begins (rule G14).
  ///
  /// Not published by Apple; UIKit's private hysteresis value.
  public static let panMinimumMovement: CGFloat = 10

  /// The window of recent samples a pan's velocity is fitted over (rule G14).
  ///
  /// Our choice: long enough for several samples at 60–120 Hz, short enough to follow a
  /// change of speed.
  public static let velocitySampleWindow: TimeInterval = 0.1

  /// A swipe recognizes as a fast flick once it covered this distance in its direction.
  ///
  /// Our choice (UIKit's values are private), tuned so that a flick is short but quick.
  public static let swipeFlickMinimumDistance: CGFloat = 30

  /// The average speed a flick needs, in points per second.
  ///
  /// Our choice (UIKit's values are private).
  public static let swipeFlickMinimumSpeed: CGFloat = 600

  /// A slower swipe recognizes once it covered this distance in its direction.
  ///
  /// Our choice (UIKit's values are private).
  public static let swipeMinimumDistance: CGFloat = 100

  /// A swipe that has not recognized by this time fails.
  ///
  /// Our choice (UIKit's values are private).
  public static let swipeMaximumDuration: TimeInterval = 0.5

  /// The largest sideways drift of a swipe, as a fraction of its distance in its direction.
  ///
  /// Our choice (UIKit's values are private): a swipe must be at least twice as long as it is
  /// wide.
  public static let swipeMaximumDeviation: CGFloat = 0.5

  /// How much the distance between a pinch's fingers must change before it begins, in points.
  ///
  /// Our choice (UIKit's value is private).
  public static let pinchMinimumMovement: CGFloat = 8

  /// How far a rotation's fingers must turn before it begins, in radians (about 4°).
  ///
  /// Our choice (UIKit's value is private).
  public static let rotationMinimumAngle: CGFloat = 0.07

  /// How long a key that performed a key command must stay down before the command repeats
  /// (rule K5).
  ///
  /// Our choice: UIKit takes the system's key-repeat settings, whose defaults are close to this.
  public static let keyRepeatDelay: TimeInterval = 0.5

  /// How often a held key command repeats after `keyRepeatDelay` (rule K5); our choice, as above.
  public static let keyRepeatInterval: TimeInterval = 0.1

  /// How close to a window edge a screen-edge pan must begin, in points.
  ///
  /// Our choice, matching the system's edge region of about 20 pt.
  public static let screenEdgeRegion: CGFloat = 20
}

extension InteractionConstants {
  /// How far outside its bounds a tracked touch still counts as inside a control (rule C2).
  ///
  /// Not published by Apple; UIKit's observed value.
  public static let controlTouchSlop: CGFloat = 70

  /// The width and height of a slider's thumb, which a drag must start on.
  ///
  /// UIKit's default thumb image is 31 pt wide; its exact hit area is private.
  public static let sliderThumbSize: CGFloat = 31

  /// How long a stepper button is held before it repeats.
  ///
  /// Not published by Apple; our choice, close to UIKit's feel.
  public static let stepperAutorepeatDelay: TimeInterval = 0.5

  /// The time between the first repeats of a held stepper button.
  ///
  /// Not published by Apple; our choice. Apple's documentation says only that the rate of
  /// change depends on how long the button is held: see `stepperAccelerationPeriod`.
  public static let stepperAutorepeatInterval: TimeInterval = 0.1

  /// Every this much holding (counted from the touch down), the stepper's repeat interval
  /// halves, down to `stepperFastestAutorepeatInterval`.
  ///
  /// Our choice of curve for the acceleration Apple documents without numbers: 10 steps a
  /// second for the first 2 s, 20 until 4 s, then 40. Steps, not a smooth curve, so that
  /// traces show round times.
  public static let stepperAccelerationPeriod: TimeInterval = 2

  /// The shortest time between repeats of a held stepper button.
  ///
  /// Our choice (see `stepperAccelerationPeriod`).
  public static let stepperFastestAutorepeatInterval: TimeInterval = 0.025

  /// How far a switch's knob must be dragged before the drag, not a tap, decides the value.
  ///
  /// Our choice (UIKit's value is private).
  public static let switchDragThreshold: CGFloat = 10

  // MARK: Scroll views (S4–S13)

  /// How long a scroll view withholds its content's `touchesBegan` (S4).
  ///
  /// Apple gives no number; Godot's iOS port quotes 150 ms for UIKit's delayed-touches
  /// recognizer, and openuikit uses it too.
  public static let scrollContentTouchDelay: TimeInterval = 0.15

  /// `UIScrollView.DecelerationRate.normal`: the speed's factor per millisecond (S12).
  ///
  /// Apple gives no number; 0.998 is what Chameleon and openuikit use and what WWDC18's
  /// projection formula implies.
  public static let decelerationRateNormal: CGFloat = 0.998

  /// `UIScrollView.DecelerationRate.fast`, also the curve of paging, a return into the range
  /// and animated offsets (S12, our choice for those).
  public static let decelerationRateFast: CGFloat = 0.99

  /// The speed, in points per second, below which a release does not move and a motion ends
  /// (S12; openuikit measured).
  public static let scrollStopSpeed: CGFloat = 10

  /// The rubber band's stiffness past an edge (S11; ScrollMechanics, openuikit measured).
  public static let scrollRubberBandCoefficient: CGFloat = 0.55

  /// How much larger one component of a drag's start must be than the other for a directional
  /// lock (S9; our choice: Apple says only that a diagonal drag is not locked).
  public static let scrollDirectionalLockRatio: CGFloat = 2

  /// The mass of the spring that brings a fling past an edge back to it (S11; ScrollMechanics'
  /// model of UIKit's bounce, a weak fact: Apple gives no numbers).
  public static let scrollBounceMass: CGFloat = 1

  /// The stiffness of that spring (S11; ScrollMechanics, weak). With
  /// ``scrollBounceMass`` it sets `ω = √(stiffness/mass)`; the spring is critically damped
  /// (damping ratio 1), so it returns without oscillating.
  public static let scrollBounceStiffness: CGFloat = 100

  /// How close to the edge, in points, the returning spring settles and the motion ends (S11;
  /// ScrollMechanics, weak).
  public static let scrollBounceSettleDistance: CGFloat = 0.5

  /// The time between frames of a scroll view's motion (S12; our choice: 60 frames a second).
  public static let scrollFrameInterval: TimeInterval = 1.0 / 60
}

extension InteractionConstants {
  /// How far past the top of its scroll range a scroll view's content must be pulled down, at
  /// the release of the drag, for its refresh control to start a refresh (rule S11's pull).
  ///
  /// A weak fact: UIKit's distance is private and has changed between releases; our choice,
  /// close to what a pull feels like on a phone. (UIKit starts the refresh during the pull;
  /// ResponderKit waits for the release, so that a pull taken back does not refresh.)
  public static let refreshControlPullDistance: CGFloat = 60
}

extension InteractionConstants {
  /// The system spacing of `constraint(equalToSystemSpacingAfter:multiplier:)` and its kin.
  ///
  /// UIKit's standard spacing between sibling views is 8 pt (its Auto Layout guide's "standard
  /// space"); the system may vary it with the font size, which ResponderKit does not.
  public static let systemSpacing: CGFloat = 8
}

extension InteractionConstants {
  /// The most rounds one constraint layout pass runs when its own work makes the layout stale
  /// again (Y2): `updateConstraints()` activating constraints, written frames resizing
  /// autoresizing subviews (Y3).
  ///
  /// Our choice: a settled layout needs two rounds (the second changes nothing); a layout
  /// that keeps changing itself stops here rather than hang.
  public static let maximumLayoutRounds = 4
}

extension InteractionConstants {
  /// How far a finger must move sideways on a table row before its swipe actions begin (rule
  /// L10).
  ///
  /// Read from a decompiled UIKit swipe handler (its pan's hysteresis); the table's own pan
  /// has failed its axis test long before (S9).
  public static let swipeActionsMinimumMovement: CGFloat = 25

  /// The width of one swipe action's button: an open row shows its actions side by side,
  /// this wide each (rule L10).
  ///
  /// A weak fact, our choice: UIKit sizes the buttons to their titles; 74 pt is a common
  /// width of a one-word action on a phone.
  public static let swipeActionWidth: CGFloat = 74

  /// The fraction of the row's width past which a release performs the first action, when
  /// the configuration `performsFirstActionWithFullSwipe` (rule L10).
  ///
  /// A weak fact, our choice: UIKit's thresholds are private and depend on the row's width
  /// and the first action's style; its early trigger for destructive actions is not modelled.
  public static let swipeFullSwipeFraction: CGFloat = 0.6

  /// The release speed, in points per second, below which a swiped row opens by how far it
  /// moved (at least half the actions' width) rather than by the direction of the fling (rule
  /// L10).
  ///
  /// Read from a decompiled UIKit swipe handler.
  public static let swipeReleaseVelocityThreshold: CGFloat = 50

  /// The exponent of the rubber band past the open width, when a full swipe is not allowed:
  /// the row moves `width + excess^exponent` (rule L10).
  ///
  /// Read from a decompiled UIKit swipe handler.
  public static let swipeRubberBandExponent: CGFloat = 0.7
}
