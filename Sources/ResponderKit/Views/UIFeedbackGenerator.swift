import Foundation

/// The base of haptic feedback generators; here every generator does nothing.
///
/// UIKit plays haptics on devices that have a Taptic Engine and silently does nothing on the
/// others; ResponderKit has no haptics, so it behaves as such a device. Calls are accepted, so
/// that touch-handling code that gives feedback compiles and runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// Creates a generator.
  public init() {}

  /// Prepares the generator to give feedback soon: does nothing, as on a device without haptics.
  open func prepare() {}
}

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

/// A generator of selection feedback (a picker's value ticking); does nothing here.
///
/// UIKit's API, without haptics (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Reports that the selection changed: does nothing here.
  open func selectionChanged() {}
}

/// A generator of notification feedback (a task succeeded, warned or failed); does nothing here.
///
/// UIKit's API, without haptics (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification reports, as UIKit names it.
  public enum FeedbackType: Int, Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  /// Reports an outcome: does nothing here.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
