import Foundation

/// A pan that starts at an edge of the window and moves away from it.
///
/// UIKit rule G14 (`edges`): the first finger must touch down within
/// ``InteractionConstants/screenEdgeRegion`` of one of the
/// `edges` of its window (our choice of region, close to the system's), and the pan begins only
/// when it moves away from that edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the pan may start from (default none, as in UIKit: set it).
  open var edges: UIRectEdge = []
  private var startEdges: UIRectEdge = []
  /// How close to an edge the first finger must touch down: the system's region, or the back
  /// swipe's (N6).
  var edgeRegion = InteractionConstants.screenEdgeRegion

  /// Checks that the pan starts at one of the edges.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if startEdges.isEmpty && effectiveState == .possible {
      guard let bounds = view?.window?.bounds, let first = touches.first else {
        return fail(.notInWindow)
      }
      let p = first.location(in: nil)
      let region = edgeRegion
      var near: UIRectEdge = []
      if p.x - bounds.minX <= region { near.insert(.left) }
      if bounds.maxX - p.x <= region { near.insert(.right) }
      if p.y - bounds.minY <= region { near.insert(.top) }
      if bounds.maxY - p.y <= region { near.insert(.bottom) }
      startEdges = near.intersection(edges)
      guard !startEdges.isEmpty else {
        return fail(notFromEdge(at: p, in: bounds, region: region))
      }
    }
    super.touchesBegan(touches, with: event)
  }

  /// Why a touch at `point` (window coordinates) did not start at one of the edges: its
  /// distance from the nearest edge (G14); the back swipe names its leading edge's (N6).
  func notFromEdge(at point: CGPoint, in bounds: CGRect, region: CGFloat) -> Decision {
    let nearest = min(point.x - bounds.minX, bounds.maxX - point.x, point.y - bounds.minY, bounds.maxY - point.y)
    return .notFromEdge(distance: nearest, region: region)
  }

  /// Forgets the starting edge.
  open override func reset() {
    startEdges = []
    super.reset()
  }

  override func shouldBegin(from start: CGPoint, to now: CGPoint) -> Bool {
    guard super.shouldBegin(from: start, to: now) else { return false }
    let dx = now.x - start.x
    let dy = now.y - start.y
    return (startEdges.contains(.left) && dx > abs(dy)) || (startEdges.contains(.right) && -dx > abs(dy))
      || (startEdges.contains(.top) && dy > abs(dx)) || (startEdges.contains(.bottom) && -dy > abs(dx))
  }
}
