import Foundation

/// A generator of impact feedback (a view snapping into place); does nothing here.
///
/// UIKit's API, without haptics (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the colliding objects, as UIKit names it.
  public enum FeedbackStyle: Int, Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft, flexible impact.
    case soft
    /// A rigid, hard impact.
    case rigid
  }

  /// The style the generator was created with.
  public let style: FeedbackStyle

  /// Creates a generator of the given style.
  public init(style: FeedbackStyle) {
    self.style = style
  }

  /// Creates a generator of medium impacts, UIKit's default.
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Reports an impact: does nothing here.
  open func impactOccurred() {}

  /// Reports an impact of `intensity` (0 to 1): does nothing here.
  open func impactOccurred(intensity: CGFloat) {}
}
