import Foundation

/// One thing being dragged: the data its item provider offers, and an object for drops
/// within the application.
///
/// UIKit's `UIDragItem` (D3): the drag delegate makes the items at the lift.
@preconcurrency @MainActor
open class UIDragItem {
  /// The data the item offers.
  public let itemProvider: NSItemProvider
  /// Any object, seen only by drop targets of the same application.
  open var localObject: Any?
  /// Makes the preview shown for the item while it is dragged (kept: nothing is drawn).
  open var previewProvider: (@MainActor () -> UIDragPreview?)?

  /// An item offering `itemProvider`'s data.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
  }
}
