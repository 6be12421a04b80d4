import Foundation

/// A generator of selection feedback (a picker's value ticking); does nothing here.
///
/// UIKit's API, without haptics (see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Reports that the selection changed: does nothing here.
  open func selectionChanged() {}
}
