import Foundation

/// A drop target's answer while a session is over it: what a drop there would do (D5).
///
/// UIKit's `UIDropProposal`.
@preconcurrency @MainActor
open class UIDropProposal {
  /// What a drop would do.
  public let operation: UIDropOperation
  /// Whether the drop needs precise placement (kept).
  open var isPrecise = false
  /// Whether the drop preview is shown at full size (kept).
  open var prefersFullSizePreview = false

  /// Creates a proposal for `operation`.
  public init(operation: UIDropOperation) {
    self.operation = operation
  }
}
