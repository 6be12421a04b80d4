import Foundation

/// An animation through a list of values or along a path; stored, never run (see
/// `CAAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// A path for a point property to follow.
  open var path: CGPath?
  /// When each keyframe is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// The timing of each stretch between keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed.
  open var calculationMode: CAAnimationCalculationMode = .linear

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
  }
}
