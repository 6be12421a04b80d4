import Foundation

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
    let rects = textLineRects.map(\.cgRectValue)
    guard let first = rects.first else { return }
    let path = UIBezierPath(rect: first)
    for rect in rects.dropFirst() { path.append(UIBezierPath(rect: rect)) }
    visiblePath = path
  }

  /// The text line rectangles given to `init(textLineRects:)`, if any.
  public private(set) var textLineRects: [NSValue] = []
}
