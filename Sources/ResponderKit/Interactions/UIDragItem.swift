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

/// The preview of a dragged item (UIKit's `UIDragPreview`, kept as a value).
@preconcurrency @MainActor
open class UIDragPreview {
  /// The view shown.
  public let view: UIView
  /// How it is shaped.
  public let parameters: UIDragPreviewParameters

  /// A preview of `view` with default parameters.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIDragPreviewParameters())
  }

  /// A preview of `view` with `parameters`.
  public init(view: UIView, parameters: UIDragPreviewParameters) {
    self.view = view
    self.parameters = parameters
  }
}

/// How a drag preview is shaped (UIKit's `UIDragPreviewParameters`).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// A preview placed in a view for a lift, a cancel or a drop (UIKit's `UITargetedDragPreview`).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {}
