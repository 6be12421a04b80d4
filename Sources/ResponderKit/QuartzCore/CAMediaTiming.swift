import Foundation

/// The timing an animation and a layer share: when it begins, how fast and how long it runs,
/// how it repeats and what it shows outside its active time (V5–V7).
///
/// Core Animation's formula, which both conformers follow: an object's local time is
/// `(parentTime − beginTime) × speed + timeOffset`; a layer's parent time is its superlayer's
/// local time (the top layer's is `CACurrentMediaTime()`), an animation's is its layer's.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
  /// When the object begins, in its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// The length of one pass, in the object's own time.
  var duration: CFTimeInterval { get set }
  /// How fast the object's time runs against its parent's (1: as fast; 0: stopped).
  var speed: Float { get set }
  /// An offset added to the object's local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many passes the object makes (0: one).
  var repeatCount: Float { get set }
  /// How long the object repeats, in its own time (0: by `repeatCount`).
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each pass plays forwards then backwards.
  var autoreverses: Bool { get set }
  /// What the object shows outside its active time.
  var fillMode: CAMediaTimingFillMode { get set }
}
