import Foundation

/// How a drag preview is shaped (UIKit's `UIDragPreviewParameters`).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}
