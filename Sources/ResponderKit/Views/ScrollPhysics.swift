import Foundation

/// The arithmetic of a scroll view's drags, releases and motions: values in, values out, so each
/// rule's formula can be checked without a view, a pan or a clock.
///
/// Rules S9, S11, S12 and S13. `UIScrollView` reads its state, calls these and applies the
/// results; keeping the expressions here in the order the view used them keeps every offset,
/// and so every golden trace, bit for bit the same.
enum ScrollPhysics {
  // MARK: Dragging (S9, S11)

  /// The slop of a pan's beginning: the vector of ``InteractionConstants/panMinimumMovement``
  /// along `translation` (or `translation` itself when shorter), which the drag takes off the
  /// translation so that nothing jumps (S9).
  ///
  /// A pan that begins without movement (a caught motion, S14) has no slop.
  static func slop(of translation: CGPoint) -> CGPoint {
    let length = hypot(translation.x, translation.y)
    let slopLength = min(length, InteractionConstants.panMinimumMovement)
    return length > 0
      ? CGPoint(x: translation.x / length * slopLength, y: translation.y / length * slopLength) : .zero
  }

  /// The axes a drag moves: the `draggable` ones, less the one a directional lock rules out
  /// when one component of `translation` at the pan's beginning is at least
  /// ``InteractionConstants/scrollDirectionalLockRatio`` times the other (S9).
  ///
  /// A diagonal beginning, or no lock, keeps every draggable axis.
  static func dragAxes(
    _ draggable: (x: Bool, y: Bool), translation: CGPoint, directionalLock: Bool
  ) -> (x: Bool, y: Bool) {
    var axes = draggable
    if directionalLock {
      let ratio = InteractionConstants.scrollDirectionalLockRatio
      if abs(translation.x) >= ratio * abs(translation.y) && abs(translation.x) > 0 {
        axes.y = false
      } else if abs(translation.y) >= ratio * abs(translation.x) && abs(translation.y) > 0 {
        axes.x = false
      }
    }
    return axes
  }

  /// Rule S11: a raw offset past the range's edge by `d` goes `(1 − 1/(c·d/dim + 1))·dim` past it,
  /// `c` being ``InteractionConstants/scrollRubberBandCoefficient`` and `dim` the bounds size on
  /// that axis; without `bounces` it stops at the edge.
  static func banded(
    _ raw: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool
  ) -> CGFloat {
    guard bounces else { return min(max(raw, range.lowerBound), range.upperBound) }
    func resisted(_ d: CGFloat) -> CGFloat {
      guard dimension > 0 else { return 0 }
      return (1 - 1 / (InteractionConstants.scrollRubberBandCoefficient * d / dimension + 1)) * dimension
    }
    if raw < range.lowerBound { return range.lowerBound - resisted(range.lowerBound - raw) }
    if raw > range.upperBound { return range.upperBound + resisted(raw - range.upperBound) }
    return raw
  }

  // MARK: The release (S12, S13)

  /// Rule S12: where a release at `p0` with velocity `v` (points per second) comes to rest
  /// before clamping and paging: `T = p0 + v·k·(1 − v_stop/|v|)`, `k` being
  /// ``timeConstant(rate:)`` and `v_stop` ``InteractionConstants/scrollStopSpeed``.
  ///
  /// A release no faster than the stop speed stays at `p0`.
  static func projectedTarget(from p0: CGPoint, velocity v: CGPoint, rate: CGFloat) -> CGPoint {
    let k = timeConstant(rate: rate)
    let speed = hypot(v.x, v.y)
    var target = p0
    let stop = InteractionConstants.scrollStopSpeed
    if speed > stop {
      target = CGPoint(x: p0.x + v.x * k * (1 - stop / speed), y: p0.y + v.y * k * (1 - stop / speed))
    }
    return target
  }

  /// `k = −1/(1000·ln r)` seconds: how far a release travels per unit of speed (S12).
  static func timeConstant(rate: CGFloat) -> CGFloat {
    -1 / (1000 * log(rate))
  }

  /// The point nearest to `point` within the scrollable `range` on each axis (S3, S12): where
  /// a release may come to rest.
  static func clamped(_ point: CGPoint, to range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) -> CGPoint {
    CGPoint(
      x: min(max(point.x, range.x.lowerBound), range.x.upperBound),
      y: min(max(point.y, range.y.lowerBound), range.y.upperBound))
  }

  /// The page an offset is on, per axis: the nearest multiple of `pageSize`, the bounds size
  /// (S13); an axis of no size has only page 0.
  static func page(of offset: CGPoint, pageSize: CGSize) -> CGPoint {
    CGPoint(
      x: pageSize.width > 0 ? (offset.x / pageSize.width).rounded() : 0,
      y: pageSize.height > 0 ? (offset.y / pageSize.height).rounded() : 0)
  }

  /// Rule S13: the multiple of `pageSize` nearest to `target`, at most one page from the
  /// drag's start page (our choice).
  static func paged(_ target: CGPoint, from startPage: CGPoint, pageSize: CGSize) -> CGPoint {
    let nearest = page(of: target, pageSize: pageSize)
    let x = min(max(nearest.x, startPage.x - 1), startPage.x + 1)
    let y = min(max(nearest.y, startPage.y - 1), startPage.y + 1)
    return CGPoint(x: x * pageSize.width, y: y * pageSize.height)
  }

  // MARK: Motions (S11, S12)

  /// What both motion curves start from (S12): the way to go, its length, the time constant
  /// and the stop speed; nil when there is no way to go.
  private static func curve(from: CGPoint, to: CGPoint, rate: CGFloat) -> (
    dx: CGFloat, dy: CGFloat, distance: CGFloat, k: CGFloat, stop: CGFloat
  )? {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let distance = hypot(dx, dy)
    guard distance > 0 else { return nil }
    return (dx, dy, distance, timeConstant(rate: rate), InteractionConstants.scrollStopSpeed)
  }

  /// The offset of a motion from `from` to `to` at `tau` seconds after its start, or nil once it
  /// is over (S12).
  ///
  /// With `D = to − from`, `v` the stop speed (``InteractionConstants/scrollStopSpeed``), `k`
  /// ``timeConstant(rate:)`` and `s(τ) = (|D|/k + v)·r^(1000τ)`, the offset is
  /// `to − (D/|D|)·k·(s(τ) − v)`; the motion is over once `s(τ) ≤ v`, or at once when `D` is zero.
  static func motionPosition(from: CGPoint, to: CGPoint, rate: CGFloat, after tau: TimeInterval) -> CGPoint? {
    guard let (dx, dy, distance, k, stop) = curve(from: from, to: to, rate: rate) else { return nil }
    let speed = (distance / k + stop) * pow(rate, 1000 * tau)
    guard speed > stop else { return nil }
    let left = k * (speed - stop)
    return CGPoint(x: to.x - dx / distance * left, y: to.y - dy / distance * left)
  }

  /// The offset of a release that bounces (S11) at `tau` seconds after the release, or nil once
  /// it has settled at the edge.
  ///
  /// The motion is S12's curve toward `projected`, the rest position past the edge, on each
  /// axis until that axis crosses its edge; from the crossing, with the axis's speed there
  /// (S12's curve moves at `s(τ)` points per second), a critically damped spring pulls it back:
  /// displacement `v·t·e^(−ωt)`, `ω = √(stiffness/mass)` (``InteractionConstants/scrollBounceStiffness``,
  /// ``InteractionConstants/scrollBounceMass``), settled once it has turned and is within
  /// ``InteractionConstants/scrollBounceSettleDistance`` of the edge. An axis that stays in range
  /// ends as S12's curve does; one the fling does not move is done from the start.
  static func bouncingMotionPosition(
    from: CGPoint, toward projected: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>),
    rate: CGFloat, after tau: TimeInterval
  ) -> CGPoint? {
    guard let (dx, dy, distance, k, stop) = curve(from: from, to: projected, rate: rate) else { return nil }
    let initialSpeed = distance / k + stop
    let speed = initialSpeed * pow(rate, 1000 * tau)
    let omega = (InteractionConstants.scrollBounceStiffness / InteractionConstants.scrollBounceMass).squareRoot()
    func axis(_ end: CGFloat, _ unit: CGFloat, _ range: ClosedRange<CGFloat>) -> (position: CGFloat, done: Bool) {
      // An axis the fling does not move holds nothing up: the motion ends when the others do.
      guard unit != 0 else { return (end, true) }
      let edge: CGFloat? = end > range.upperBound ? range.upperBound : end < range.lowerBound ? range.lowerBound : nil
      if let edge {
        // The curve's speed when this axis reaches the edge, and the time it does.
        let crossingSpeed = min(stop + (end - edge) / (unit * k), initialSpeed)
        let crossing = log(crossingSpeed / initialSpeed) / (1000 * log(rate))
        if tau >= crossing {
          let elapsed = tau - crossing
          let displacement = unit * crossingSpeed * elapsed * exp(-omega * elapsed)
          let settled = elapsed > 1 / omega && abs(displacement) < InteractionConstants.scrollBounceSettleDistance
          return (settled ? edge : edge + displacement, settled)
        }
      }
      guard speed > stop else { return (end, true) }
      return (end - unit * k * (speed - stop), false)
    }
    let x = axis(projected.x, dx / distance, range.x)
    let y = axis(projected.y, dy / distance, range.y)
    if x.done && y.done { return nil }
    return CGPoint(x: x.position, y: y.position)
  }
}
