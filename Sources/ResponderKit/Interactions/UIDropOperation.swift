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
