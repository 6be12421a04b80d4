import Foundation

/// How a preview of a view looks: its background and the part of it that shows.
///
/// UIKit's `UIPreviewParameters` (iOS 13), as values: ResponderKit draws no preview, so these
/// are reported, never rendered (P6, and the context menus' and drags' previews).
@preconcurrency @MainActor
open class UIPreviewParameters {
  /// The color behind the preview; nil for the system's.
  open var backgroundColor: UIColor?
  /// The part of the view that shows; nil for all of it.
  open var visiblePath: UIBezierPath?
  /// The shadow's outline; nil for the system's.
  open var shadowPath: UIBezierPath?

  /// Parameters with the system's look.
  public init() {}

  /// Parameters that show the given text lines' rectangles (in the view's coordinates).
  public convenience init(textLineRects: [NSValue]) {
    self.init()
    let rects = textLineRects.map(\.cgRectValue)
    guard let first = rects.first else { return }
    let path = UIBezierPath(rect: first)
    for rect in rects.dropFirst() { path.append(UIBezierPath(rect: rect)) }
    visiblePath = path
  }
}

/// A preview of a view, for a pointer effect (P6), a context menu or a drag.
///
/// UIKit's `UITargetedPreview` (iOS 13), as a value: the view and its parameters are reported,
/// never drawn.
@preconcurrency @MainActor
open class UITargetedPreview {
  /// The view the preview shows.
  public let view: UIView
  /// How it looks.
  public let parameters: UIPreviewParameters

  /// A preview of `view` as `parameters` say.
  public init(view: UIView, parameters: UIPreviewParameters) {
    self.view = view
    self.parameters = parameters
  }

  /// A preview of `view` with the system's look.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }

  /// The preview's size: the view's bounds'.
  open var size: CGSize { view.bounds.size }
}
