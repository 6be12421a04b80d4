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
