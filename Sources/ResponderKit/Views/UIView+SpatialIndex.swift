import Foundation

/// An opt-in grid over a view's subviews, for views with very many children (a canvas, a
/// map): hit testing asks only the subviews whose frames hold the point, from the top, and so
/// gives exactly the answer of asking all of them (H4) in time that does not grow with their
/// number.
///
/// Why the answer is the same: a subview of one of the engine's own classes can only answer
/// for points inside its frame (its bounds, transformed, lie within it); every other subview
/// (a subclass that may override `hitTest` or `point(inside:)`) is always asked. The grid is
/// rebuilt on the first hit test after a subview was added, removed, reordered or moved.
final class SpatialIndex {
  /// The subviews (by index) to ask whatever the point: subclasses, and very large frames.
  @exclusivity(unchecked) var unbounded: [Int] = []
  @exclusivity(unchecked) var cells: [[Int]] = []
  var columns = 0
  var rows = 0
  var origin = CGPoint.zero
  var cellSize = CGSize(width: 1, height: 1)
  var isValid = false

  @MainActor
  func rebuild(for subviews: [UIView]) {
    unbounded = []
    var extent = CGRect.null
    for subview in subviews where subview.hitTestedByEngine { extent = extent.union(subview.frame) }
    if extent.isNull || extent.width <= 0 || extent.height <= 0 {
      columns = 1
      rows = 1
      cells = [[]]
      unbounded = Array(subviews.indices)
      isValid = true
      return
    }
    // About one cell per subview, shaped like the extent: a tall list (a scroll view's rows)
    // gets few columns and many rows, so that each row covers a few cells rather than a whole
    // line of them.
    let count = Double(max(subviews.count, 1))
    columns = max(1, min(1024, Int((count * Double(extent.width / extent.height)).squareRoot().rounded())))
    rows = max(1, min(1 << 20, Int((count / Double(columns)).rounded(.up))))
    cells = Array(repeating: [], count: columns * rows)
    origin = extent.origin
    cellSize = CGSize(width: extent.width / CGFloat(columns), height: extent.height / CGFloat(rows))
    for (index, subview) in subviews.enumerated() {
      guard subview.hitTestedByEngine else {
        unbounded.append(index)
        continue
      }
      let frame = subview.frame
      guard frame.width > 0, frame.height > 0 else { continue }  // holds no point
      let c0 = column(frame.minX)
      let c1 = column(frame.maxX)
      let r0 = row(frame.minY)
      let r1 = row(frame.maxY)
      if (c1 - c0 + 1) * (r1 - r0 + 1) > 64 {
        unbounded.append(index)
        continue
      }
      for r in r0...r1 {
        for c in c0...c1 { cells[r * columns + c].append(index) }
      }
    }
    isValid = true
  }

  private func column(_ x: CGFloat) -> Int {
    max(0, min(columns - 1, Int(((x - origin.x) / cellSize.width).rounded(.down))))
  }
  private func row(_ y: CGFloat) -> Int {
    max(0, min(rows - 1, Int(((y - origin.y) / cellSize.height).rounded(.down))))
  }

  /// The subviews to ask for a point in the view's coordinates, topmost (highest index) first.
  func candidates(at point: CGPoint) -> [Int] {
    var result = unbounded
    if point.x >= origin.x, point.y >= origin.y, point.x <= origin.x + cellSize.width * CGFloat(columns),
      point.y <= origin.y + cellSize.height * CGFloat(rows)
    {
      result.append(contentsOf: cells[row(point.y) * columns + column(point.x)])
    }
    result.sort(by: >)
    return result
  }
}

extension UIView {
  /// Whether hit testing uses a spatial index over this view's subviews (a ResponderKit
  /// addition; default false). Turn it on for views with thousands of subviews: the answer is
  /// exactly the one of asking every subview from the top (H4), found without asking them all.
  public var usesSpatialIndex: Bool {
    get { spatialIndex != nil }
    set { spatialIndex = newValue ? SpatialIndex() : nil }
  }

  /// The index's subviews to ask at a point, topmost first (rebuilding the index if needed).
  func spatialCandidates(at point: CGPoint) -> [Int]? {
    guard let index = spatialIndex else { return nil }
    if !index.isValid { index.rebuild(for: _subviews) }
    return index.candidates(at: point)
  }

  /// A change to the subviews or to a subview's frame makes the superview's index stale.
  func invalidateSpatialIndex() {
    spatialIndex?.isValid = false
  }
}
