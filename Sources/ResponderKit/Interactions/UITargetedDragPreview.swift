import Foundation

/// A preview placed in a view for a lift, a cancel or a drop (UIKit's `UITargetedDragPreview`).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {}
