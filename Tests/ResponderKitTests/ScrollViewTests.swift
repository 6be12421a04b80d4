import Foundation
import Testing

@testable import ResponderKit

/// Records a scroll view's delegate messages, and answers `scrollViewWillEndDragging` with
/// `answer` when set.
final class ScrollRecorder: UIScrollViewDelegate {
  let log: CallLog
  var answer: CGPoint?
  /// Offsets of the `didScroll` messages, in order.
  var offsets: [CGPoint] = []
  var velocity: CGPoint?
  var target: CGPoint?

  init(log: CallLog) { self.log = log }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset)
    log.add("didScroll")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    self.velocity = velocity
    target = targetContentOffset.pointee
    log.add("willEndDragging")
    if let answer { targetContentOffset.pointee = answer }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.add("didEndDragging decelerate=\(decelerate)")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.add("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.add("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.add("didEndScrollingAnimation") }
}

/// A scroll view whose content questions are scripted and logged (S6, S7).
final class ProbeScrollView: UIScrollView {
  let log: CallLog
  var shouldBegin: (UIView) -> Bool = { _ in true }
  var shouldCancel: ((UIView) -> Bool)?

  init(_ frame: CGRect, log: CallLog) {
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    let answer = shouldBegin(view)
    log.add("touchesShouldBegin \(answer)")
    return answer
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    let answer = shouldCancel?(view) ?? super.touchesShouldCancel(in: view)
    log.add("touchesShouldCancel \(answer)")
    return answer
  }
}

/// A button that logs its touch calls, for S7's control default.
final class ProbeButton: UIButton {
  let log: CallLog
  init(_ frame: CGRect, log: CallLog) {
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("button touchesBegan")
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("button touchesMoved")
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("button touchesEnded")
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("button touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

@MainActor
@Suite("Scroll views (S)")
struct ScrollViewTests {
  /// A 320 × 200 scroll view at the window's origin with 320 × 1000 of content: a view `content`
  /// covering it, the delegate recorded.
  @MainActor
  struct Setup {
    var stage = Stage()
    let scrollView: ProbeScrollView
    let content: ProbeView
    let recorder: ScrollRecorder

    init(contentHeight: CGFloat = 1000) {
      scrollView = ProbeScrollView(CGRect(x: 0, y: 0, width: 320, height: 200), log: stage.log)
      scrollView.contentSize = CGSize(width: 320, height: contentHeight)
      stage.window.addSubview(scrollView)
      content = stage.view("content", 0, 0, 320, contentHeight, in: scrollView)
      recorder = ScrollRecorder(log: stage.log)
      scrollView.delegate = recorder
    }

    var clock: VirtualClock { stage.app.clock as! VirtualClock }

    /// Runs the clock `seconds` past the last input.
    mutating func wait(_ seconds: TimeInterval) {
      stage.time += seconds
      clock.advance(to: stage.time)
    }

    /// The log without hit testing and notes.
    func take() -> [String] {
      stage.take().filter { !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") && !$0.hasPrefix("note") }
    }
  }

  @Test("S1: defaults")
  func defaults() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
    #expect(scrollView.isScrollEnabled && scrollView.bounces)
    #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
    #expect(!scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
    #expect(scrollView.decelerationRate == .normal && scrollView.decelerationRate.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero)
    #expect(scrollView.contentInset == .zero && scrollView.adjustedContentInset == .zero)
    #expect(scrollView.clipsToBounds)
    #expect(scrollView.panGestureRecognizer.cancelsTouchesInView)
    #expect(!scrollView.panGestureRecognizer.delaysTouchesBegan)
    #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
  }

  @Test("S2: the offset is the bounds origin; hit testing and locations follow it; one didScroll per change")
  func offsetIsBoundsOrigin() {
    var setup = Setup()
    let row = setup.stage.view("row", 0, 300, 320, 50, in: setup.content)
    setup.scrollView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(setup.scrollView.bounds.origin == CGPoint(x: 0, y: 250))
    setup.scrollView.bounds.origin = CGPoint(x: 0, y: 240)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 240))
    setup.scrollView.contentOffset = CGPoint(x: 0, y: 240)
    #expect(setup.take() == ["didScroll", "didScroll"])
    setup.scrollView.contentOffset = CGPoint(x: 0, y: 250)
    let hit = setup.stage.window.hitTest(CGPoint(x: 10, y: 60), with: nil)
    #expect(hit === row)
    var location: CGPoint?
    row.onBegan = { location = $0.first?.location(in: row) }
    setup.scrollView.delaysContentTouches = false
    setup.stage.touch(1, .began, 10, 60)
    #expect(location == CGPoint(x: 10, y: 10))
  }

  @Test("S3: the range, an offset by code is not clamped, and which axes can drag")
  func range() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    scrollView.contentSize = CGSize(width: 320, height: 1000)
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    let range = scrollView.scrollableRange
    #expect(range.y == -20...830)
    #expect(range.x == 0...0)
    #expect(scrollView.draggableAxes == (false, true))
    scrollView.alwaysBounceHorizontal = true
    #expect(scrollView.draggableAxes == (true, true))
    scrollView.bounces = false
    #expect(scrollView.draggableAxes == (false, true))
    scrollView.contentOffset = CGPoint(x: -50, y: 5000)
    #expect(scrollView.contentOffset == CGPoint(x: -50, y: 5000))
  }

  @Test("S4: the content's touchesBegan waits 0.15 s, then withheld moves follow in order")
  func delayTimesOut() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 100, after: 0.1)
    #expect(setup.take() == [])
    setup.stage.touch(1, .moved, 102, 100, after: 0.05)
    #expect(setup.take() == [])
    setup.wait(0.099)
    #expect(setup.take() == [])
    setup.wait(0.001)
    #expect(setup.take() == ["touchesShouldBegin true", "content touchesBegan 1", "content touchesMoved 1"])
    #expect(setup.clock.now == 0.25)
    setup.stage.touch(1, .ended, 102, 100)
    #expect(setup.take() == ["content touchesEnded 1"])
  }

  @Test("S4: a quick tap gets touchesBegan and touchesEnded together at the lift")
  func quickTap() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 100)
    setup.stage.touch(1, .ended, 100, 100, after: 0.08)
    #expect(setup.take() == ["touchesShouldBegin true", "content touchesBegan 1", "content touchesEnded 1"])
  }

  @Test("S4: a pan that begins within the delay takes the touch: the content never sees it")
  func panWithinDelay() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 150)
    setup.stage.touch(1, .moved, 100, 130, after: 0.05)
    #expect(setup.scrollView.isDragging)
    setup.wait(0.5)
    setup.stage.touch(1, .ended, 100, 130)
    #expect(!setup.take().contains { $0.hasPrefix("content") || $0.hasPrefix("touchesShould") })
  }

  @Test("S5: without the delay the content gets touchesBegan at touch-down")
  func noDelay() {
    var setup = Setup()
    setup.scrollView.delaysContentTouches = false
    setup.stage.touch(1, .began, 100, 100)
    #expect(setup.take() == ["touchesShouldBegin true", "content touchesBegan 1"])
  }

  @Test("S6: touchesShouldBegin false: no responder gets the touch; the pan still works")
  func shouldBeginFalse() {
    var setup = Setup()
    setup.scrollView.shouldBegin = { _ in false }
    setup.stage.touch(1, .began, 100, 100)
    setup.stage.touch(1, .ended, 100, 100)
    #expect(setup.take() == ["touchesShouldBegin false"])
    #expect(setup.stage.app.dispatcher.table.count == 0)
    setup.stage.touch(1, .began, 100, 150)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 120)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 20))
    #expect(setup.take() == ["touchesShouldBegin false", "willBeginDragging", "didScroll"])
  }

  @Test("S7: a pan after the delay cancels a plain view: the pan's action first, then touchesCancelled")
  func cancelPlainView() {
    var setup = Setup()
    logActions(setup.scrollView.panGestureRecognizer, "pan", setup.stage.log)
    setup.stage.touch(1, .began, 100, 150)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 120)
    #expect(
      setup.take() == [
        "touchesShouldBegin true", "content touchesBegan 1", "touchesShouldCancel true", "willBeginDragging",
        "didScroll", "pan action began", "content touchesCancelled 1",
      ])
  }

  @Test("S7: a control keeps its touch by default: the pan fails and the button tracks on")
  func controlKeepsTouch() {
    var setup = Setup()
    let button = ProbeButton(CGRect(x: 50, y: 100, width: 200, height: 80), log: setup.stage.log)
    setup.content.addSubview(button)
    setup.stage.touch(1, .began, 100, 150)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 120)
    setup.stage.touch(1, .ended, 100, 120)
    #expect(
      setup.take() == [
        "touchesShouldBegin true", "button touchesBegan", "touchesShouldCancel false", "button touchesMoved",
        "button touchesEnded",
      ])
    #expect(setup.scrollView.contentOffset == .zero)
    #expect(setup.scrollView.panGestureRecognizer.state == .possible)
  }

  @Test("S7: touchesShouldCancel true for a control lets the drag scroll")
  func controlCancelledWhenAllowed() {
    var setup = Setup()
    setup.scrollView.shouldCancel = { _ in true }
    let button = ProbeButton(CGRect(x: 50, y: 100, width: 200, height: 80), log: setup.stage.log)
    setup.content.addSubview(button)
    setup.stage.touch(1, .began, 100, 150)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 120)
    #expect(
      setup.take() == [
        "touchesShouldBegin true", "button touchesBegan", "touchesShouldCancel true", "willBeginDragging",
        "didScroll", "button touchesCancelled",
      ])
  }

  @Test("S8: canCancelContentTouches false: once content tracks, the pan fails without asking")
  func cannotCancel() {
    var setup = Setup()
    setup.scrollView.canCancelContentTouches = false
    setup.stage.touch(1, .began, 100, 150)
    setup.wait(0.2)
    setup.stage.touch(1, .moved, 100, 100)
    #expect(setup.take() == ["touchesShouldBegin true", "content touchesBegan 1", "content touchesMoved 1"])
    #expect(setup.scrollView.contentOffset == .zero)
  }

  @Test("S9: the offset follows the finger less the 10-pt slop; the end position counts")
  func slop() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 150)
    setup.stage.touch(1, .moved, 100, 130)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 10))
    setup.stage.touch(1, .moved, 100, 100)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 40))
    setup.stage.touch(1, .ended, 100, 95, after: 0.5)
    #expect(setup.recorder.offsets.first == CGPoint(x: 0, y: 10))
    #expect(setup.recorder.offsets.last == CGPoint(x: 0, y: 45))
  }

  @Test("S9: a drag across an axis that cannot scroll fails the pan")
  func wrongDirection() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 100)
    setup.stage.touch(1, .moved, 130, 95)
    #expect(setup.scrollView.panGestureRecognizer.state == .failed)
    #expect(setup.scrollView.contentOffset == .zero)
    setup.stage.touch(1, .ended, 130, 95)
    #expect(
      setup.take() == [
        "touchesShouldBegin true", "content touchesBegan 1", "content touchesMoved 1", "content touchesEnded 1",
      ])
  }

  @Test("S9: a directional lock keeps a mostly vertical drag vertical; a diagonal one moves both axes")
  func directionalLock() {
    var setup = Setup()
    setup.scrollView.contentSize = CGSize(width: 1000, height: 1000)
    setup.scrollView.isDirectionalLockEnabled = true
    setup.stage.touch(1, .began, 100, 150)
    setup.stage.touch(1, .moved, 104, 130)
    setup.stage.touch(1, .moved, 70, 100)
    #expect(setup.scrollView.contentOffset.x == 0)
    #expect(setup.scrollView.contentOffset.y > 40)
    setup.stage.touch(1, .ended, 70, 100, after: 0.5)
    setup.scrollView.contentOffset = CGPoint(x: 100, y: 100)
    setup.stage.touch(1, .began, 150, 150)
    setup.stage.touch(1, .moved, 130, 130)
    setup.stage.touch(1, .moved, 120, 120)
    #expect(setup.scrollView.contentOffset.x > 100 && setup.scrollView.contentOffset.y > 100)
  }

  @Test("S10: scrolling off: no pan, no delay, and the scroll view's own touches go up the chain")
  func scrollDisabled() {
    var setup = Setup()
    setup.scrollView.isScrollEnabled = false
    #expect(!setup.scrollView.panGestureRecognizer.isEnabled)
    setup.stage.touch(1, .began, 100, 100)
    setup.stage.touch(1, .moved, 100, 50)
    #expect(setup.scrollView.contentOffset == .zero)
    #expect(
      setup.take() == [
        "touchesShouldBegin true", "content touchesBegan 1", "window touchesBegan 1", "app touchesBegan 1",
        "content touchesMoved 1",
      ])
    setup.stage.touch(1, .ended, 100, 50)
    setup.content.isUserInteractionEnabled = false
    _ = setup.stage.take()
    setup.stage.tap(100, 100)
    #expect(
      setup.take() == ["window touchesBegan 1", "app touchesBegan 1", "window touchesEnded 1", "app touchesEnded 1"])
    setup.scrollView.isScrollEnabled = true
    setup.stage.tap(100, 100)
    #expect(setup.take() == [])
  }

  @Test("S11: past an edge the offset rubber-bands; without bounce it stops at the edge")
  func bounce() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 160)
    // Raw overshoot 100 pt on a 200-pt axis: 200·(1 − 1/(0.55·0.5 + 1)).
    let expected = -(1 - 1 / (0.55 * 100 / 200 + 1)) * 200
    #expect(abs(setup.scrollView.contentOffset.y - expected) < 1e-9)
    setup.stage.touch(1, .ended, 100, 160, after: 0.5)
    setup.wait(2)
    #expect(setup.scrollView.contentOffset == .zero)
    #expect(setup.take().suffix(2) == ["didScroll", "didEndDecelerating"])
    setup.scrollView.bounces = false
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 160)
    #expect(setup.scrollView.contentOffset == .zero)
  }

  @Test(
    "S11/C5: a pull past the refresh distance sends the refresh control's valueChanged at the release; a shorter one, or one while refreshing, does not"
  )
  func refreshControl() {
    var setup = Setup()
    let control = UIRefreshControl()
    var refreshes = 0
    control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
    setup.scrollView.refreshControl = control
    #expect(control.superview === setup.scrollView && control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
    // A 110-pt pull bands to 43 pt past the top: short of 60.
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 160)
    setup.stage.touch(1, .ended, 100, 160, after: 0.5)
    setup.wait(2)
    #expect(refreshes == 0 && !control.isRefreshing)
    // A 200-pt pull bands to 68.6 pt: a refresh, when the finger lifts.
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 250)
    #expect(refreshes == 0, "nothing while the finger is down")
    setup.stage.touch(1, .ended, 100, 250, after: 0.5)
    #expect(refreshes == 1 && control.isRefreshing)
    setup.wait(2)
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 250)
    setup.stage.touch(1, .ended, 100, 250, after: 0.5)
    #expect(refreshes == 1, "a refresh under way is not started again")
    setup.wait(2)
    control.endRefreshing()
    control.beginRefreshing()
    #expect(control.isRefreshing && refreshes == 1, "beginRefreshing from code sends nothing")
    setup.scrollView.refreshControl = nil
    #expect(control.superview == nil)
  }

  /// A fling at 1000 pt/s upward: 10 pt every 0.01 s, lifting on the same beat.
  static func fling(
    _ setup: inout Setup, rate: UIScrollView.DecelerationRate, contentHeight: CGFloat = 100_000
  ) -> (p0: CGFloat, frames: Int) {
    setup.scrollView.contentSize = CGSize(width: 320, height: contentHeight)
    setup.scrollView.decelerationRate = rate
    setup.stage.touch(1, .began, 100, 190)
    for step in 1...10 { setup.stage.touch(1, .moved, 100, 190 - CGFloat(step) * 10, after: 0.01) }
    setup.stage.touch(1, .ended, 100, 80, after: 0.01)
    let p0 = setup.recorder.offsets.last!.y
    let before = setup.recorder.offsets.count
    setup.wait(5)
    return (p0, setup.recorder.offsets.count - before)
  }

  @Test("S11: a fling that reaches an edge goes past it and springs back, critically damped, then ends decelerating")
  func flingBouncesAtEdge() {
    var setup = Setup()
    let (p0, _) = Self.fling(&setup, rate: .normal, contentHeight: 400)
    let edge: CGFloat = 200
    #expect(p0 == 100)
    #expect(setup.recorder.target == CGPoint(x: 0, y: edge), "the target the delegate sees is clamped")
    let frames = setup.recorder.offsets.drop { $0.y <= p0 }.map(\.y)
    // S12's curve: speed s(τ) = 1000·0.998^(1000τ) pt/s; T − edge = k·(s_c − 10) at the crossing.
    let k = -1 / (1000 * log(0.998))
    let crossingSpeed = 10 + (p0 + 494.505 - edge) / k
    let crossing = log(crossingSpeed / 1000) / (1000 * log(0.998))
    let firstPast = Int((crossing * 60).rounded(.up))
    #expect(
      frames[firstPast - 2] <= edge && frames[firstPast - 1] > edge, "frame \(firstPast) is the first past the edge")
    // From the crossing, mass 1 and stiffness 100: displacement v·t·e^(−10t).
    for frame in [firstPast, firstPast + 6, firstPast + 20] {
      let t = Double(frame) / 60 - crossing
      #expect(abs(frames[frame - 1] - (edge + crossingSpeed * t * exp(-10 * t))) < 0.01, "frame \(frame)")
    }
    let peak = frames.max()!
    #expect(peak > edge + 29 && peak <= edge + crossingSpeed / (10 * exp(1)))
    #expect(setup.scrollView.contentOffset.y == edge)
    let settle = frames.count - 1
    #expect(abs(frames[settle - 1] - edge) >= 0.5 && frames[settle] == edge, "settles within 0.5 pt")
    let lines = setup.take()
    #expect(lines.filter { $0 == "didEndDecelerating" }.count == 1 && lines.last == "didEndDecelerating")
    #expect(!setup.scrollView.isDecelerating)
  }

  @Test("S11: without bounces, or when the delegate picks the target, the fling stops at its target")
  func flingWithoutBounce() {
    var setup = Setup()
    setup.scrollView.bounces = false
    _ = Self.fling(&setup, rate: .normal, contentHeight: 400)
    #expect(setup.recorder.offsets.allSatisfy { $0.y <= 200 })
    #expect(setup.scrollView.contentOffset.y == 200)
    var answered = Setup()
    answered.recorder.answer = CGPoint(x: 0, y: 150)
    _ = Self.fling(&answered, rate: .normal, contentHeight: 400)
    #expect(answered.recorder.offsets.allSatisfy { $0.y <= 200 })
    #expect(answered.scrollView.contentOffset.y == 150)
  }

  @Test("S12: 1000 pt/s at .normal travels 494.505 pt in 139 frames")
  func decelerationNormal() {
    var setup = Setup()
    let (p0, frames) = Self.fling(&setup, rate: .normal)
    #expect(abs(setup.recorder.velocity!.y - 1) < 1e-9)
    #expect(abs(setup.recorder.target!.y - p0 - 494.505) < 0.0005)
    #expect(abs(setup.scrollView.contentOffset.y - p0 - 494.505) < 0.0005)
    #expect(frames == 139)
    let lines = setup.take()
    let release = lines.firstIndex(of: "willEndDragging")!
    #expect(
      Array(lines[release...].prefix(3)) == [
        "willEndDragging", "didEndDragging decelerate=true", "willBeginDecelerating",
      ])
    #expect(lines.last == "didEndDecelerating")
  }

  @Test("S12: 1000 pt/s at .fast travels 98.504 pt in 28 frames, on the application's clock")
  func decelerationFast() {
    var setup = Setup()
    let (p0, frames) = Self.fling(&setup, rate: .fast)
    #expect(abs(setup.scrollView.contentOffset.y - p0 - 98.504) < 0.0005)
    #expect(frames == 28)
  }

  @Test("S12: the closed form at the check points")
  func closedForm() {
    let k = ScrollPhysics.timeConstant(rate: 0.998)
    #expect(abs(k - 0.4995) < 0.0001)
    let to = CGPoint(x: 0, y: 494.505)
    let start = ScrollPhysics.motionPosition(from: .zero, to: to, rate: 0.998, after: 0)!
    #expect(abs(start.y) < 1e-9)
    #expect(ScrollPhysics.motionPosition(from: .zero, to: to, rate: 0.998, after: 138.0 / 60) != nil)
    #expect(ScrollPhysics.motionPosition(from: .zero, to: to, rate: 0.998, after: 139.0 / 60) == nil)
  }

  @Test("S12: the delegate may change the target; a slow release does not decelerate")
  func delegateTarget() {
    var setup = Setup()
    setup.recorder.answer = CGPoint(x: 0, y: 300)
    _ = Self.fling(&setup, rate: .normal)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 300))
    _ = setup.stage.take()
    setup.recorder.answer = nil
    setup.stage.touch(1, .began, 100, 100)
    setup.stage.touch(1, .moved, 100, 80)
    setup.stage.touch(1, .ended, 100, 80, after: 0.5)
    #expect(setup.recorder.velocity == .zero)
    #expect(setup.take().suffix(2) == ["willEndDragging", "didEndDragging decelerate=false"])
  }

  @Test("S12: an animated setContentOffset runs in frames and ends with didEndScrollingAnimation")
  func animatedOffset() {
    var setup = Setup()
    setup.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    #expect(setup.scrollView.contentOffset == .zero)
    setup.wait(2)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 100))
    let lines = setup.take()
    #expect(lines.last == "didEndScrollingAnimation")
    #expect(lines.count > 2)
    #expect(!setup.scrollView.isDecelerating)
  }

  @Test("S13: paging rests on a multiple of the bounds size, at most one page from the start")
  func paging() {
    var setup = Setup()
    setup.scrollView.isPagingEnabled = true
    setup.scrollView.contentSize = CGSize(width: 320, height: 100_000)
    setup.stage.touch(1, .began, 100, 190)
    for step in 1...10 { setup.stage.touch(1, .moved, 100, 190 - CGFloat(step) * 10, after: 0.01) }
    setup.stage.touch(1, .ended, 100, 80, after: 0.01)
    #expect(setup.recorder.target == CGPoint(x: 0, y: 200))
    setup.wait(3)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test("S14: a touch-down stops a release motion and begins the pan at once; the content gets nothing")
  func catchMotion() {
    var setup = Setup()
    setup.scrollView.contentSize = CGSize(width: 320, height: 100_000)
    setup.stage.touch(1, .began, 100, 190)
    for step in 1...10 { setup.stage.touch(1, .moved, 100, 190 - CGFloat(step) * 10, after: 0.01) }
    setup.stage.touch(1, .ended, 100, 80, after: 0.01)
    setup.wait(0.5)
    #expect(setup.scrollView.isDecelerating)
    _ = setup.stage.take()
    let caught = setup.scrollView.contentOffset
    setup.stage.touch(1, .began, 100, 100, after: 0)
    #expect(!setup.scrollView.isDecelerating && setup.scrollView.isDragging)
    #expect(setup.scrollView.contentOffset == caught)
    setup.wait(1)
    setup.stage.touch(1, .ended, 100, 100)
    #expect(
      setup.take() == [
        "willBeginDragging", "willEndDragging", "didEndDragging decelerate=false",
      ])
    #expect(setup.scrollView.contentOffset == caught)
  }

  @Test("S14: setContentOffset without animation stops a motion without its end message")
  func codeStopsMotion() {
    var setup = Setup()
    _ = Self.fling(&setup, rate: .normal)
    setup.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
    setup.wait(0.1)
    setup.scrollView.contentOffset = CGPoint(x: 0, y: 5)
    _ = setup.stage.take()
    setup.wait(2)
    #expect(setup.take() == [])
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 5))
  }

  @Test("S15: nested across axes: the inner fails its direction test and the outer scrolls")
  func nestedCrossAxis() {
    var setup = Setup()
    let inner = ProbeScrollView(CGRect(x: 0, y: 0, width: 320, height: 100), log: setup.stage.log)
    inner.contentSize = CGSize(width: 2000, height: 100)
    setup.content.addSubview(inner)
    let cell = setup.stage.view("cell", 0, 0, 2000, 100, in: inner)
    _ = cell
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 100, 20)
    #expect(inner.panGestureRecognizer.state == .failed)
    #expect(setup.scrollView.isDragging && !inner.isDragging)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 20))
    setup.stage.touch(1, .ended, 100, 20)
    _ = setup.stage.take()
    setup.wait(1)
    setup.stage.touch(1, .began, 100, 50)
    setup.stage.touch(1, .moved, 60, 50)
    #expect(inner.isDragging && !setup.scrollView.isDragging)
    #expect(inner.contentOffset == CGPoint(x: 30, y: 0))
    #expect(setup.scrollView.panGestureRecognizer.state == .failed)
  }

  @Test("S15: nested scroll views each ask touchesShouldBegin, inner first, before the content begins")
  func nestedAsks() {
    var setup = Setup()
    let inner = ProbeScrollView(CGRect(x: 0, y: 0, width: 320, height: 100), log: setup.stage.log)
    inner.contentSize = CGSize(width: 2000, height: 100)
    inner.shouldBegin = { _ in
      inner.log.add("inner asked"); return true
    }
    setup.content.addSubview(inner)
    _ = setup.stage.view("cell", 0, 0, 2000, 100, in: inner)
    setup.stage.touch(1, .began, 100, 50)
    setup.wait(0.2)
    #expect(
      setup.take() == ["inner asked", "touchesShouldBegin true", "touchesShouldBegin true", "cell touchesBegan 1"])
  }

  @Test("S16: content highlights on the delayed touchesBegan; a pan that begins unhighlights it, with no touchesEnded")
  func cellLikeContent() {
    var setup = Setup()
    var highlighted = false
    setup.content.onBegan = { _ in highlighted = true }
    setup.stage.touch(1, .began, 100, 150)
    #expect(!highlighted)
    setup.wait(0.15)
    #expect(highlighted)
    setup.stage.touch(1, .moved, 100, 120)
    setup.stage.touch(1, .ended, 100, 120)
    let lines = setup.take()
    #expect(lines.contains("content touchesCancelled 1") && !lines.contains("content touchesEnded 1"))
  }

  @Test("S17: isTracking while a finger is down, isDragging from the pan to the release, isDecelerating in the motion")
  func flags() {
    var setup = Setup()
    setup.stage.touch(1, .began, 100, 150)
    #expect(setup.scrollView.isTracking && !setup.scrollView.isDragging)
    setup.stage.touch(1, .moved, 100, 100, after: 0.01)
    #expect(setup.scrollView.isTracking && setup.scrollView.isDragging)
    setup.stage.touch(1, .ended, 100, 50, after: 0.01)
    #expect(!setup.scrollView.isTracking && !setup.scrollView.isDragging && setup.scrollView.isDecelerating)
    setup.wait(5)
    #expect(!setup.scrollView.isDecelerating)
  }
}
