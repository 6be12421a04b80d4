import Foundation

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
