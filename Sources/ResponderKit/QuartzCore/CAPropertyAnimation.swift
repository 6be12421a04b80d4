import Foundation

/// An animation of one layer property, named by its key path (`"opacity"`,
/// `"transform.scale"`); stored, never run (see `CAAnimation`).
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the animated property.
  open var keyPath: String?
  /// Whether its values add to the current value.
  open var isAdditive = false
  /// Whether repeats build on the previous repeat's end.
  open var isCumulative = false

  /// Creates an animation of the property at `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }
}
