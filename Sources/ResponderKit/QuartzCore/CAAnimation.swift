import Foundation

/// An animation as Core Animation describes it: its timing (``CAMediaTiming``) and a delegate.
///
/// Added to a layer (`CALayer.add(_:forKey:)`), a copy of it runs on the application's clock
/// (V5): the delegate hears `animationDidStart(_:)` when it begins and
/// `animationDidStop(_:finished:)` when it ends or is removed, and the layer's `presentation()`
/// follows it while the model keeps the values code set (V6). The layer keeps a copy, as Core
/// Animation does, so changing the animation after adding it changes nothing running.
open class CAAnimation: CAAction {
  /// The duration of one pass in seconds (0: Core Animation's default of 0.25, V5).
  open var duration: CFTimeInterval = 0
  /// When the animation starts, in its layer's time (0: when it is added, V5).
  open var beginTime: CFTimeInterval = 0
  /// An offset into the animation's active time: it starts that far in and wraps round (V7).
  open var timeOffset: CFTimeInterval = 0
  /// How many passes it makes (0: one; `.infinity`: for ever), V5.
  open var repeatCount: Float = 0
  /// How long it repeats for, in seconds (0: by `repeatCount`), V5.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each pass plays backwards after playing forwards (V5).
  open var autoreverses = false
  /// Its speed relative to its layer's time (V7).
  open var speed: Float = 1
  /// What it shows outside its active time (V6; default `.removed`: the model).
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Its timing curve (nil: linear), V6.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops it when it ends (default true), V5.
  open var isRemovedOnCompletion = true
  /// The delegate, held strongly, as Core Animation holds it: told when the animation starts
  /// and stops (V5).
  open var delegate: CAAnimationDelegate?
  /// Values stored under keys that are not properties (`setValue(_:forKey:)`).
  private var storedValues: [String: Any] = [:]

  /// Creates an animation with default timing.
  public required init() {}

  /// A new animation with default timing, as Core Animation's `CAAnimation()`.
  open class func animation() -> Self { Self() }

  /// The value a key has when none was set: nil for every key, as Core Animation's.
  open class func defaultValue(forKey key: String) -> Any? { nil }

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
    storedValues = other.storedValues
  }

  // MARK: Key-value coding

  /// The value of a timing property named by `key` (its Objective-C name, as `"duration"` or
  /// `"removedOnCompletion"`), else the value stored under `key` by `setValue(_:forKey:)`.
  /// Stored; the names are Core Animation's.
  open func value(forKey key: String) -> Any? {
    if let known = propertyValue(forKey: key) { return known }
    return storedValues[key] ?? Self.defaultValue(forKey: key)
  }

  /// Sets the property named by `key`, or stores `value` under `key` when it names none, as Core
  /// Animation's key-value coding does (code tags animations this way to tell them apart in the
  /// delegate). Stored.
  open func setValue(_ value: Any?, forKey key: String) {
    if setPropertyValue(value, forKey: key) { return }
    storedValues[key] = value
  }

  /// The value of the property named `key`, or nil when it names none.
  func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "duration": return duration
    case "beginTime": return beginTime
    case "timeOffset": return timeOffset
    case "repeatCount": return repeatCount
    case "repeatDuration": return repeatDuration
    case "autoreverses": return autoreverses
    case "speed": return speed
    case "fillMode": return fillMode.rawValue
    case "timingFunction": return timingFunction
    case "removedOnCompletion", "isRemovedOnCompletion": return isRemovedOnCompletion
    case "delegate": return delegate
    default: return nil
    }
  }

  /// Sets the property named `key`; false when it names none.
  func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    let number = LayerAnimationValue(value)?.number
    switch key {
    case "duration": duration = number ?? 0
    case "beginTime": beginTime = number ?? 0
    case "timeOffset": timeOffset = number ?? 0
    case "repeatCount": repeatCount = Float(number ?? 0)
    case "repeatDuration": repeatDuration = number ?? 0
    case "autoreverses": autoreverses = (value as? Bool) ?? ((number ?? 0) != 0)
    case "speed": speed = Float(number ?? 1)
    case "fillMode": fillMode = (value as? String).map(CAMediaTimingFillMode.init(rawValue:)) ?? .removed
    case "timingFunction": timingFunction = value as? CAMediaTimingFunction
    case "removedOnCompletion", "isRemovedOnCompletion":
      isRemovedOnCompletion = (value as? Bool) ?? ((number ?? 1) != 0)
    default: return false
    }
    return true
  }

  // MARK: CAAction

  /// Adds a copy of the animation to `anObject` (a layer) under `event`, as Core Animation does
  /// when a layer's property change finds the animation as its action.
  nonisolated open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    nonisolated(unsafe) let animation = self
    nonisolated(unsafe) let target = anObject
    MainActor.assumeIsolated {
      (target as? CALayer)?.add(animation, forKey: event)
    }
  }

  // MARK: Timing (V5, V7)

  /// One pass's length in the animation's own time.
  var simpleDuration: CFTimeInterval {
    duration > 0 ? duration : InteractionConstants.defaultLayerAnimationDuration
  }

  /// How long the animation is active in its own time: its passes (doubled by `autoreverses`)
  /// times `repeatCount`, or `repeatDuration`.
  var activeDuration: CFTimeInterval {
    if repeatDuration > 0 { return repeatDuration }
    let pass = simpleDuration * (autoreverses ? 2 : 1)
    if repeatCount.isInfinite { return .infinity }
    return pass * Double(repeatCount > 0 ? repeatCount : 1)
  }

  /// The animation's active time at `parentTime` (its layer's time): negative before it
  /// begins, `activeDuration` or more once it ended.
  func activeTime(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
    (parentTime - beginTime) * Double(speed)
  }

  /// When the animation ends, in its parent's time, or nil when it never does (it repeats for
  /// ever or its speed is 0).
  var parentEndTime: CFTimeInterval? {
    let active = activeDuration
    guard active.isFinite, speed > 0 else { return nil }
    return beginTime + active / Double(speed)
  }

  /// The time into one pass shown at `parentTime`, from 0 to `simpleDuration` (going back down
  /// on an autoreversed pass), or nil where the animation shows nothing: before it begins
  /// without a backwards fill, after it ends without a forwards fill (V6).
  func passTime(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval? {
    let active = activeTime(atParentTime: parentTime)
    let length = activeDuration
    if active < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      return pass(timeOffset)
    }
    if active >= length {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      return endPassTime
    }
    var local = active + timeOffset
    if length.isFinite && local >= length { local = local.truncatingRemainder(dividingBy: length) }
    return pass(local)
  }

  /// The time into a pass at `local` seconds of active time.
  private func pass(_ local: CFTimeInterval) -> CFTimeInterval {
    let d = simpleDuration
    let cycle = autoreverses ? 2 * d : d
    var t = local.truncatingRemainder(dividingBy: cycle)
    if t < 0 { t += cycle }
    if autoreverses && t > d { t = 2 * d - t }
    return t
  }

  /// The time into a pass shown once the animation ended: the end of the last pass (its start
  /// when the passes autoreverse), or where a fractional repeat count stopped it.
  private var endPassTime: CFTimeInterval {
    let d = simpleDuration
    let cycle = autoreverses ? 2 * d : d
    let length = activeDuration
    guard length.isFinite else { return d }
    let remainder = length.truncatingRemainder(dividingBy: cycle)
    if abs(remainder) < 1e-9 || abs(remainder - cycle) < 1e-9 { return autoreverses ? 0 : d }
    return pass(length)
  }

  /// The fraction of the pass at pass time `t` after the timing function.
  func curvedFraction(_ t: CFTimeInterval) -> Double {
    let linear = min(max(t / simpleDuration, 0), 1)
    return timingFunction?.value(at: linear) ?? linear
  }
}

/// The animation's timing is Core Animation's media timing (V5–V7).
extension CAAnimation: CAMediaTiming {}
