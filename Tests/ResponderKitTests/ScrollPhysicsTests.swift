import Foundation
import Testing

@testable import ResponderKit

/// The scroll physics alone: each formula of BehaviourRules.md checked with values in and values
/// out, so a wrong number shows here before it shows in a golden trace.
@Suite("Scroll physics (S9, S11–S13)")
struct ScrollPhysicsTests {
  /// The rule's constants, read where the formulas use them.
  let stop = InteractionConstants.scrollStopSpeed
  let band = InteractionConstants.scrollRubberBandCoefficient
  let slopLength = InteractionConstants.panMinimumMovement
  let normal = InteractionConstants.decelerationRateNormal
  let fast = InteractionConstants.decelerationRateFast

  @Test("S9: the slop is the pan's minimum movement along the translation, or the translation when shorter")
  func slop() {
    // A 3-4-5 triangle: the unit vector is exact, so the slop is too.
    #expect(ScrollPhysics.slop(of: CGPoint(x: 30, y: 40)) == CGPoint(x: 0.6 * slopLength, y: 0.8 * slopLength))
    #expect(ScrollPhysics.slop(of: CGPoint(x: -30, y: 40)) == CGPoint(x: -0.6 * slopLength, y: 0.8 * slopLength))
    #expect(ScrollPhysics.slop(of: CGPoint(x: 0, y: -25)) == CGPoint(x: 0, y: -slopLength))
    #expect(ScrollPhysics.slop(of: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    // A caught motion begins without movement (S14).
    #expect(ScrollPhysics.slop(of: .zero) == .zero)
  }

  @Test("S9: a directional lock keeps the axis at least twice the other at the beginning, never a diagonal")
  func directionalLock() {
    let both = (x: true, y: true)
    let ratio = InteractionConstants.scrollDirectionalLockRatio
    func axes(_ x: CGFloat, _ y: CGFloat, lock: Bool = true) -> [Bool] {
      let axes = ScrollPhysics.dragAxes(both, translation: CGPoint(x: x, y: y), directionalLock: lock)
      return [axes.x, axes.y]
    }
    #expect(axes(30, 10) == [true, false])
    #expect(axes(-10, 30) == [false, true])
    #expect(axes(ratio * 15, 15) == [true, false], "exactly the ratio locks")
    #expect(axes(ratio * 15 - 1, 15) == [true, true], "a diagonal is not locked")
    #expect(axes(0, 0) == [true, true], "no movement, no lock")
    #expect(axes(30, 0, lock: false) == [true, true])
    // The lock only takes axes away: one that cannot drag stays off.
    let vertical = ScrollPhysics.dragAxes(
      (x: false, y: true), translation: CGPoint(x: 10, y: 30), directionalLock: true)
    #expect([vertical.x, vertical.y] == [false, true])
  }

  @Test("S11: past an edge by d the rubber band goes (1 − 1/(c·d/dim + 1))·dim, on both edges")
  func rubberBand() {
    let range: ClosedRange<CGFloat> = 0...500
    let dim: CGFloat = 100
    // d = dim: (1 − 1/(c + 1))·dim past the edge, about a third of the bounds with c = 0.55.
    let atDim = ScrollPhysics.banded(600, in: range, dimension: dim, bounces: true)
    #expect(atDim == 500 + (1 - 1 / (band * dim / dim + 1)) * dim)
    #expect(abs(atDim - 535.483_870_967_742) < 1e-9)
    #expect(
      ScrollPhysics.banded(-100, in: range, dimension: dim, bounces: true) == -(1 - 1 / (band * dim / dim + 1)) * dim)
    // d = dim/c: half the bounds past the edge.
    let half = ScrollPhysics.banded(500 + dim / band, in: range, dimension: dim, bounces: true)
    #expect(abs(half - (500 + dim / 2)) < 1e-9)
    // However far the finger goes, less than one bounds size past the edge.
    #expect(ScrollPhysics.banded(1e12, in: range, dimension: dim, bounces: true) < 500 + dim)
    #expect(ScrollPhysics.banded(250, in: range, dimension: dim, bounces: true) == 250)
    #expect(ScrollPhysics.banded(600, in: range, dimension: 0, bounces: true) == 500)
  }

  @Test("S11: without bounces a drag stops at the range")
  func noBounce() {
    let range: ClosedRange<CGFloat> = 0...500
    #expect(ScrollPhysics.banded(600, in: range, dimension: 100, bounces: false) == 500)
    #expect(ScrollPhysics.banded(-100, in: range, dimension: 100, bounces: false) == 0)
    #expect(ScrollPhysics.banded(250, in: range, dimension: 100, bounces: false) == 250)
  }

  @Test("S12: k = −1/(1000·ln r) for both rates")
  func timeConstant() {
    #expect(ScrollPhysics.timeConstant(rate: normal) == -1 / (1000 * log(normal)))
    #expect(abs(ScrollPhysics.timeConstant(rate: normal) - 0.499_499_833) < 1e-9)
    #expect(abs(ScrollPhysics.timeConstant(rate: fast) - 0.099_499_162) < 1e-9)
  }

  @Test("S12: a 1000 pt/s release projects T = p0 + v·k·(1 − 10/|v|): 494.505 pt at .normal, 98.504 at .fast")
  func projection() {
    let p0 = CGPoint(x: 20, y: 300)
    let kNormal = ScrollPhysics.timeConstant(rate: normal)
    let down = ScrollPhysics.projectedTarget(from: p0, velocity: CGPoint(x: 0, y: 1000), rate: normal)
    #expect(down == CGPoint(x: 20, y: 300 + 1000 * kNormal * (1 - stop / 1000)))
    #expect(abs(down.y - p0.y - 494.505) < 0.0005)
    let quick = ScrollPhysics.projectedTarget(from: p0, velocity: CGPoint(x: 0, y: -1000), rate: fast)
    #expect(abs(p0.y - quick.y - 98.504) < 0.0005)
    // A diagonal: the factor (1 − 10/|v|) is the speed's, on both components.
    let diagonal = ScrollPhysics.projectedTarget(from: .zero, velocity: CGPoint(x: 600, y: 800), rate: normal)
    #expect(diagonal == CGPoint(x: 600 * kNormal * (1 - stop / 1000), y: 800 * kNormal * (1 - stop / 1000)))
  }

  @Test("S12: a release no faster than the stop speed stays where it is")
  func slowRelease() {
    let p0 = CGPoint(x: 20, y: 300)
    #expect(ScrollPhysics.projectedTarget(from: p0, velocity: CGPoint(x: 0, y: stop), rate: normal) == p0)
    #expect(ScrollPhysics.projectedTarget(from: p0, velocity: CGPoint(x: 6, y: 8), rate: normal) == p0)
    #expect(ScrollPhysics.projectedTarget(from: p0, velocity: .zero, rate: normal) == p0)
    #expect(ScrollPhysics.projectedTarget(from: p0, velocity: CGPoint(x: 0, y: stop + 1), rate: normal) != p0)
  }

  @Test("S3, S12: a target is clamped to the scrollable range on each axis")
  func clamping() {
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) = (-10...100, 0...500)
    #expect(ScrollPhysics.clamped(CGPoint(x: -50, y: 700), to: range) == CGPoint(x: -10, y: 500))
    #expect(ScrollPhysics.clamped(CGPoint(x: 150, y: -1), to: range) == CGPoint(x: 100, y: 0))
    #expect(ScrollPhysics.clamped(CGPoint(x: 40, y: 250), to: range) == CGPoint(x: 40, y: 250))
  }

  @Test("S13: an offset's page is the nearest multiple of the bounds size; an empty axis has page 0")
  func page() {
    let size = CGSize(width: 100, height: 200)
    #expect(ScrollPhysics.page(of: CGPoint(x: 149, y: 299), pageSize: size) == CGPoint(x: 1, y: 1))
    #expect(ScrollPhysics.page(of: CGPoint(x: 150, y: 300), pageSize: size) == CGPoint(x: 2, y: 2))
    #expect(ScrollPhysics.page(of: CGPoint(x: -151, y: 0), pageSize: size) == CGPoint(x: -2, y: 0))
    #expect(ScrollPhysics.page(of: CGPoint(x: 500, y: 500), pageSize: .zero) == .zero)
  }

  @Test("S13: paging rests on the nearest page, never more than one page from the start")
  func paging() {
    let size = CGSize(width: 100, height: 200)
    let start = CGPoint(x: 3, y: 1)
    #expect(ScrollPhysics.paged(CGPoint(x: 340, y: 260), from: start, pageSize: size) == CGPoint(x: 300, y: 200))
    #expect(ScrollPhysics.paged(CGPoint(x: 360, y: 310), from: start, pageSize: size) == CGPoint(x: 400, y: 400))
    #expect(ScrollPhysics.paged(CGPoint(x: 5000, y: -5000), from: start, pageSize: size) == CGPoint(x: 400, y: 0))
    for step in -100...100 {
      let target = CGPoint(x: CGFloat(step) * 37, y: CGFloat(step) * -53)
      let paged = ScrollPhysics.paged(target, from: start, pageSize: size)
      #expect(abs(paged.x / size.width - start.x) <= 1 && abs(paged.y / size.height - start.y) <= 1)
      #expect(paged.x / size.width == (paged.x / size.width).rounded())
    }
  }

  @Test("S12: the motion starts where it is, nears T without passing it, and is over on frame 28 at .fast")
  func motionReachesTarget() {
    let from = CGPoint(x: 0, y: 100)
    let to = ScrollPhysics.projectedTarget(from: from, velocity: CGPoint(x: 0, y: 1000), rate: fast)
    let frame = InteractionConstants.scrollFrameInterval
    let first = ScrollPhysics.motionPosition(from: from, to: to, rate: fast, after: 0)
    #expect(first.map { abs($0.y - from.y) < 1e-9 } == true)
    var last = from.y
    for n in 1...27 {
      guard let position = ScrollPhysics.motionPosition(from: from, to: to, rate: fast, after: Double(n) * frame)
      else {
        Issue.record("over early, on frame \(n)")
        return
      }
      #expect(position.x == 0 && position.y > last && position.y < to.y)
      last = position.y
    }
    #expect(to.y - last < 0.1)
    #expect(ScrollPhysics.motionPosition(from: from, to: to, rate: fast, after: 28 * frame) == nil)
    #expect(ScrollPhysics.motionPosition(from: from, to: to, rate: fast, after: 60 * frame) == nil)
    #expect(ScrollPhysics.motionPosition(from: to, to: to, rate: fast, after: 0) == nil, "no distance, no motion")
  }

  @Test("S11: a fling past the edge crosses it, turns, settles exactly on the edge and is then over")
  func bouncingMotionSettles() {
    // From 450 toward a rest at 600, with the range ending at 500, at .normal.
    let from = CGPoint(x: 0, y: 450)
    let projected = CGPoint(x: 0, y: 600)
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) = (0...0, 0...500)
    let frame = InteractionConstants.scrollFrameInterval
    var positions: [CGFloat] = []
    var over = 0
    for n in 1...600 {
      guard
        let position = ScrollPhysics.bouncingMotionPosition(
          from: from, toward: projected, range: range, rate: normal, after: Double(n) * frame)
      else {
        over = n
        break
      }
      #expect(position.x == 0)
      positions.append(position.y)
    }
    #expect(positions.firstIndex { $0 > 500 }.map { $0 + 1 } == 12, "crosses the edge on frame 12")
    // The spring's displacement v·t·e^(−ωt) peaks near t = 1/ω, at about v/(ω·e) past the edge.
    #expect(abs((positions.max() ?? 0) - 507.721_741_388) < 1e-6)
    // The motion ends on the frame the spring has turned and come within the settle distance
    // of the edge; the axis the fling does not move holds nothing up.
    #expect(over == 45, "settles, and is over, on frame 45")
    #expect(positions.count == 44 && positions.allSatisfy { $0 != 500 })
    #expect(abs(positions[43] - 500) >= InteractionConstants.scrollBounceSettleDistance, "not settled on frame 44")
  }

  @Test("S11, S12: a motion that stays in range is S12's curve, bit for bit")
  func bouncingMotionInRange() {
    let from = CGPoint(x: 0, y: 100)
    let to = CGPoint(x: 0, y: 400)
    let range: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) = (0...0, 0...500)
    for n in 0...200 {
      let tau = Double(n) * InteractionConstants.scrollFrameInterval
      #expect(
        ScrollPhysics.bouncingMotionPosition(from: from, toward: to, range: range, rate: normal, after: tau)
          == ScrollPhysics.motionPosition(from: from, to: to, rate: normal, after: tau))
    }
  }
}
