import Foundation

extension UIScrollView {
  // MARK: Dragging (S9, S11, S14)

  /// A drag from the pan's beginning to its end.
  struct Drag {
    /// The offset when the pan began.
    var start: CGPoint
    /// The vector of `InteractionConstants.panMinimumMovement` along the translation at the
    /// beginning, taken off the translation so that nothing jumps (S9).
    var slop: CGPoint
    /// The axes this drag moves: those that can drag, less the one a directional lock rules
    /// out (S9).
    var axes: (x: Bool, y: Bool)
    /// The page the drag started on, for paging (S13).
    var startPage: CGPoint
  }

  /// Rule S14: a finger came down on the scroll view or its content (told by the content
  /// delay, which is asked before the pan): a release motion stops where it is, and the pan
  /// begins at once, so the content gets nothing of that touch.
  func fingerDown() {
    guard motion?.kind == .release, isScrollEnabled, panGestureRecognizer.isEnabled else { return }
    stopMotion()
    caughtMotion = true
    panGestureRecognizer.state = .began
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      let translation = pan.translation(in: self)
      // A caught motion begins without movement: nothing to take off (S14).
      let slop = ScrollPhysics.slop(of: translation)
      let axes = ScrollPhysics.dragAxes(
        draggableAxes, translation: translation, directionalLock: isDirectionalLockEnabled)
      let start = _bounds.origin
      drag = Drag(start: start, slop: slop, axes: axes, startPage: ScrollPhysics.page(of: start, pageSize: pageSize))
      isDragging = true
      dismissKeyboardAsDragBegins()
      tell(.willBeginDragging) { $0.scrollViewWillBeginDragging(self) }
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      follow(pan)
      dismissKeyboardAtLift(of: pan)
      // The zoom owns the offset during a pinch: the release takes no speed from it (Z5).
      if zoomState?.holdsPan == true { return release(nil) }
      if let refreshControl, drag?.axes.y == true,
        _bounds.origin.y <= scrollableRange.y.lowerBound - InteractionConstants.refreshControlPullDistance
      {
        refreshControl.userPulled()
      }
      release(pan)
    case .cancelled:
      release(nil)
    default:
      break
    }
  }

  /// Rule S9, S11: the offset under the finger: the start less the translation past the slop,
  /// on the axes the drag moves, with rubber-banding past an edge (or clamped without bounce).
  private func follow(_ pan: UIPanGestureRecognizer) {
    guard let drag, zoomState?.holdsPan != true else { return }
    let t = pan.translation(in: self)
    let range = scrollableRange
    var offset = _bounds.origin
    if drag.axes.x {
      offset.x = ScrollPhysics.banded(
        drag.start.x - (t.x - drag.slop.x), in: range.x, dimension: _bounds.width, bounces: bounces)
    }
    if drag.axes.y {
      offset.y = ScrollPhysics.banded(
        drag.start.y - (t.y - drag.slop.y), in: range.y, dimension: _bounds.height, bounces: bounces)
    }
    moveContentOffset(to: offset)
  }

  /// Rule Z5: after a pinch the pan goes on from where the zoom left the content, so nothing
  /// jumps.
  func restartDrag() {
    guard drag != nil else { return }
    drag?.start = _bounds.origin
    drag?.slop = .zero
    panGestureRecognizer.setTranslation(.zero, in: self)
  }

  // MARK: The release (S12, S13)

  /// Rule S12: the release velocity, the target it projects to (clamped, paged), the
  /// delegate's say on it, then the motion there.
  private func release(_ pan: UIPanGestureRecognizer?) {
    let axes: (x: Bool, y: Bool) = drag?.axes ?? (true, true)
    let startPage = drag?.startPage ?? ScrollPhysics.page(of: _bounds.origin, pageSize: pageSize)
    drag = nil
    isDragging = false
    let p0 = _bounds.origin
    var v = CGPoint.zero
    if let pan {
      let fingers = pan.velocity(in: self)
      v = CGPoint(x: axes.x ? -fingers.x : 0, y: axes.y ? -fingers.y : 0)
    }
    let rate = decelerationRate.rawValue
    var target = ScrollPhysics.projectedTarget(from: p0, velocity: v, rate: rate)
    let projected = target
    target = ScrollPhysics.clamped(target, to: scrollableRange)
    if isPagingEnabled {
      target = ScrollPhysics.clamped(
        ScrollPhysics.paged(target, from: startPage, pageSize: pageSize), to: scrollableRange)
    }
    // A subclass's say first (a collection view asks its layout, L13), then the delegate's.
    target = ScrollPhysics.clamped(releaseTarget(proposed: target, velocity: v), to: scrollableRange)
    var answer = target
    let velocity = CGPoint(x: v.x / 1000, y: v.y / 1000)
    tell(.willEndDragging(velocity: velocity, target: target)) {
      $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &answer)
    }
    let answered = ScrollPhysics.clamped(answer, to: scrollableRange)
    let outside = !scrollableRange.x.contains(p0.x) || !scrollableRange.y.contains(p0.y)
    // S11: a fling from inside the range whose projection lies past an edge goes past it and
    // springs back, unless the delegate chose another target or the view pages.
    let overshoot: CGPoint? =
      bounces && !isPagingEnabled && !outside && answered == target && projected != target ? projected : nil
    target = answered
    let decelerate = target != p0 || overshoot != nil
    tell(.didEndDragging(decelerate: decelerate)) { $0.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
    guard decelerate, let clock = window?._application?.clock else {
      if decelerate { moveContentOffset(to: target) }
      return
    }
    tell(.willBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
    // Paging and a return into the range use the fast curve (S12, our choice).
    let motionRate = isPagingEnabled || outside ? InteractionConstants.decelerationRateFast : rate
    startMotion(.release, to: target, rate: motionRate, clock: clock, overshoot: overshoot)
  }

  /// The size of a page (S13): the bounds size as `bounds.width` and `bounds.height` read it,
  /// never negative, as paging always measured it.
  private var pageSize: CGSize { CGSize(width: _bounds.width, height: _bounds.height) }
}
