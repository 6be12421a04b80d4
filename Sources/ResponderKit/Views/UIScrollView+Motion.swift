import Foundation

extension UIScrollView {
  // MARK: Motions (S12)

  /// A motion in frames every `InteractionConstants.scrollFrameInterval` from its start: a
  /// release's deceleration (or return, or paging snap), or an animated `setContentOffset`.
  struct Motion {
    enum Kind { case release, animation }
    var kind: Kind
    var start: TimeInterval
    var from: CGPoint
    var target: CGPoint
    var rate: CGFloat
    /// A release that bounces (S11), boxed: few motions bounce, and every frame copies this.
    fileprivate var bounce: Bounce?
    var frame = 0
    var token: UITimerToken?
    let clock: UIClock
  }

  /// Where a release that bounces (S11) would have come to rest past the edge, and the range
  /// the spring returns into, as it was at the release: the motion decelerates toward that rest
  /// until it crosses the edge, then springs back to the motion's target.
  fileprivate final class Bounce {
    let overshoot: CGPoint
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)

    init(overshoot: CGPoint, range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>)) {
      self.overshoot = overshoot
      self.range = range
    }
  }

  func startMotion(
    _ kind: Motion.Kind, to target: CGPoint, rate: CGFloat, clock: UIClock, overshoot: CGPoint? = nil
  ) {
    motion = Motion(
      kind: kind, start: clock.now, from: _bounds.origin, target: target, rate: rate,
      bounce: overshoot.map { Bounce(overshoot: $0, range: scrollableRange) }, clock: clock)
    scheduleFrame()
  }

  private func scheduleFrame() {
    guard var current = motion else { return }
    current.frame += 1
    let time = current.start + Double(current.frame) * InteractionConstants.scrollFrameInterval
    current.token = current.clock.schedule(at: time) { [weak self] in self?.playFrame() }
    motion = current
  }

  /// Rule S12: with `D = T − p0`, `v` the stop speed (`InteractionConstants.scrollStopSpeed`) and
  /// `s(τ) = (|D|/k + v)·r^(1000τ)`, the offset is `T − (D/|D|)·k·(s(τ) − v)`; the first frame with
  /// `s(τ) ≤ v` lands on T and ends.
  private func playFrame() {
    guard let current = motion else { return }
    let tau = Double(current.frame) * InteractionConstants.scrollFrameInterval
    let position =
      if let bounce = current.bounce {
        ScrollPhysics.bouncingMotionPosition(
          from: current.from, toward: bounce.overshoot, range: bounce.range, rate: current.rate, after: tau)
      } else {
        ScrollPhysics.motionPosition(from: current.from, to: current.target, rate: current.rate, after: tau)
      }
    guard let position else {
      motion = nil
      moveContentOffset(to: current.target)
      switch current.kind {
      case .release: tell(.didEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
      case .animation: tell(.didEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
      }
      return
    }
    moveContentOffset(to: position)
    scheduleFrame()
  }

  /// Stops a motion where it is, without its end message (S14).
  func stopMotion() {
    guard let current = motion else { return }
    motion = nil
    if let token = current.token { current.clock.cancel(token) }
  }
}
