import Foundation

/// Several animations run as one (V5, V6): each child's `beginTime` and timing count from the
/// group's start in the group's time, children are cut off at the group's `duration`, and only
/// the group's delegate is told when it starts and stops, as Core Animation does.
open class CAAnimationGroup: CAAnimation {
  /// The animations run together.
  open var animations: [CAAnimation]?

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
  }

  override func propertyValue(forKey key: String) -> Any? {
    key == "animations" ? animations : super.propertyValue(forKey: key)
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    guard key == "animations" else { return super.setPropertyValue(value, forKey: key) }
    animations = value as? [CAAnimation]
    return true
  }
}
