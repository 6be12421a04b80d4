import Foundation

/// An animation as Core Animation describes it: timing and a delegate, stored when added to a
/// layer (`CALayer.add(_:forKey:)`) and never run.
///
/// ResponderKit does not animate: an added animation changes no layer value and never calls
/// its delegate; the model values are what code sets. The layer keeps a copy, as Core
/// Animation does, so changing the animation after adding it changes nothing stored.
open class CAAnimation {
  /// The duration in seconds (0: Core Animation's default of 0.25).
  open var duration: CFTimeInterval = 0
  /// When the animation starts, in the layer's time (0: at once).
  open var beginTime: CFTimeInterval = 0
  /// An offset into the animation's time.
  open var timeOffset: CFTimeInterval = 0
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats for, in seconds.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it plays backwards after playing forwards.
  open var autoreverses = false
  /// Its speed relative to its layer's time.
  open var speed: Float = 1
  /// What it shows outside its active time.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Its timing curve (nil: linear).
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops it when it finishes (default true).
  open var isRemovedOnCompletion = true
  /// The delegate, held strongly, as Core Animation holds it; never called here.
  open var delegate: CAAnimationDelegate?

  /// Creates an animation with default timing.
  public required init() {}

  /// A new animation with default timing, as Core Animation's `CAAnimation()`.
  open class func animation() -> Self { Self() }

  /// A copy of the animation, of the same class.
  open func copy() -> Any {
    let result = type(of: self).init()
    result.copyValues(from: self)
    return result
  }

  /// Copies every stored value of `other`; each subclass adds its own.
  func copyValues(from other: CAAnimation) {
    duration = other.duration
    beginTime = other.beginTime
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    speed = other.speed
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
  }
}
