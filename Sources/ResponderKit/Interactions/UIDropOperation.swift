import Foundation

/// What a drop does with the dragged items, as a drop target proposes it (D5, D6).
///
/// UIKit's `UIDropOperation`, with its raw values.
public enum UIDropOperation: UInt, Sendable {
  /// No drop: the items go back (the default proposal).
  case cancel = 0
  /// A drop is refused here.
  case forbidden = 1
  /// The items are copied.
  case copy = 2
  /// The items are moved, within the application.
  case move = 3
}

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
