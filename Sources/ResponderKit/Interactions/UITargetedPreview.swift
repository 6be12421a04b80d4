import Foundation

/// Where and how a preview of a view is shown while a context menu presents or a drag lifts: a
/// value, since nothing is drawn.
///
/// UIKit's `UITargetedPreview`, rules M2 and D3: the delegate returns one, the interaction
/// keeps it (`UIContextMenuInteraction.highlightPreview`) and draws nothing.
@preconcurrency @MainActor
open class UITargetedPreview {
  /// The view the preview shows.
  public let view: UIView
  /// How the preview is shaped.
  public let parameters: UIPreviewParameters
  /// Where the preview goes.
  public let target: UIPreviewTarget

  /// A preview of `view` with `parameters`, placed over `view` itself; the view must be in a
  /// window (as in UIKit, which then raises for one that is not; here its superview, or the
  /// view itself, is the container).
  public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    let container = view.superview ?? view
    let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
    self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
  }

  /// A preview of `view` with `parameters`, placed at `target`.
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
  }

  /// The size of the preview: the view's bounds.
  public var size: CGSize { view.bounds.size }

  /// A copy of the preview placed at `newTarget`.
  open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
    UITargetedPreview(view: view, parameters: parameters, target: newTarget)
  }
}
