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

/// How a preview is shaped: UIKit's `UIPreviewParameters`, kept as values.
@preconcurrency @MainActor
open class UIPreviewParameters {
  /// The colour behind the preview (nil: the system's).
  open var backgroundColor: UIColor?
  /// The part of the view shown (nil: all of it).
  open var visiblePath: UIBezierPath?
  /// The shadow's shape (nil: the visible path's).
  open var shadowPath: UIBezierPath?

  /// Parameters with the system's defaults.
  public init() {}

  /// Parameters for lines of text: the visible path covers `textLineRects` (kept as given).
  public convenience init(textLineRects: [NSValue]) {
    self.init()
    self.textLineRects = textLineRects
  }

  /// The text line rectangles given to `init(textLineRects:)`, if any.
  public private(set) var textLineRects: [NSValue] = []
}

/// Where a preview goes: a container view and a center in it, as UIKit's `UIPreviewTarget`.
@preconcurrency @MainActor
open class UIPreviewTarget {
  /// The view the center is in.
  public let container: UIView
  /// The preview's center, in the container's coordinates.
  public let center: CGPoint
  /// A transform applied to the preview.
  public let transform: CGAffineTransform

  /// A target at `center` of `container`, with no transform.
  public convenience init(container: UIView, center: CGPoint) {
    self.init(container: container, center: center, transform: .identity)
  }

  /// A target at `center` of `container`, with `transform`.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
    self.container = container
    self.center = center
    self.transform = transform
  }
}
