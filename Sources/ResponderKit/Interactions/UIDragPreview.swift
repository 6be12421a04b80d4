import Foundation

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
