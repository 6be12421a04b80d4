import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A scroll view delegate that zooms `zoomView` and logs every call, as a photo viewer's
/// controller would.
final class ZoomLogger: UIScrollViewDelegate {
  var zoomView: UIView?
  var log: [String] = []
  /// The zoom scale at each `scrollViewDidZoom`.
  var scales: [CGFloat] = []
  /// The offset at each `scrollViewDidScroll`.
  var offsets: [CGPoint] = []

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    log.append(view === zoomView ? "willBeginZooming" : "willBeginZooming with another view")
  }
  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    scales.append(scrollView.zoomScale)
    log.append("didZoom")
  }
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    log.append("didEndZooming \(scale)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    offsets.append(scrollView.contentOffset)
    log.append("didScroll")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging \(decelerate)")
  }

  func take() -> [String] {
    defer { log = [] }
    return log
  }

  /// The double-tap handler of Apple's zooming guide: zoom to 2× about (160, 240), animated.
  func doubleTapped(_ recognizer: UITapGestureRecognizer) {
    log.append("tap action")
    guard let scrollView = recognizer.view as? UIScrollView else { return }
    let size = CGSize(width: 160, height: 240)
    scrollView.zoom(
      to: CGRect(x: 160 - size.width / 2, y: 240 - size.height / 2, width: 160, height: 240), animated: true)
  }
}

/// Whether two points are equal but for floating-point rounding.
func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
  abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
}

/// A view that logs the touch calls it gets, as content under the fingers.
final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.append("cancelled \(touches.count)")
  }
}

/// Z1–Z6 driven as an iOS test would drive a photo viewer: a 320 × 480 scroll view with an image
/// view of its size inside, `contentSize` 320 × 480, limits 1 and 4, a delegate that zooms the
/// image view and logs.
@MainActor
@Suite("Zooming (Z)")
struct ZoomTests {
  let harness: TestHarness
  let scrollView: UIScrollView
  let imageView: UIImageView
  let delegate = ZoomLogger()

  init() {
    harness = TestHarness(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.addSubview(imageView)
    scrollView.contentSize = CGSize(width: 320, height: 480)
    harness.window.addSubview(scrollView)
    delegate.zoomView = imageView
    scrollView.delegate = delegate
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
  }

  /// Two fingers 100 pt apart about (160, 240), at the current time.
  func twoFingersDown(at center: CGPoint = CGPoint(x: 160, y: 240), apart: CGFloat = 100) -> [TestFinger] {
    [
      harness.touchDown(at: CGPoint(x: center.x - apart / 2, y: center.y)),
      harness.touchDown(at: CGPoint(x: center.x + apart / 2, y: center.y)),
    ]
  }

  @Test("Z1: defaults, and the pinch exists only while zooming is possible")
  func defaults() {
    let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(plain.zoomScale == 1 && plain.minimumZoomScale == 1 && plain.maximumZoomScale == 1)
    #expect(plain.bouncesZoom && !plain.isZooming && !plain.isZoomBouncing)
    #expect(plain.pinchGestureRecognizer == nil)
    #expect(plain.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } == false)

    let pinch = scrollView.pinchGestureRecognizer
    #expect(pinch != nil && pinch?.cancelsTouchesInView == true && pinch?.view === scrollView)
    #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
    delegate.zoomView = nil
    #expect(scrollView.pinchGestureRecognizer == nil)
    delegate.zoomView = UIView()  // not a subview
    #expect(scrollView.pinchGestureRecognizer == nil)
    delegate.zoomView = imageView
    scrollView.maximumZoomScale = 1
    #expect(scrollView.pinchGestureRecognizer == nil)
    #expect(scrollView.gestureRecognizers?.contains { $0 is UIPinchGestureRecognizer } == false)
    scrollView.maximumZoomScale = 3
    #expect(scrollView.pinchGestureRecognizer != nil)
    #expect(delegate.take() == [])
  }

  @Test("Z2: the scale is the zoom view's transform, clamped; content size and frame follow; unchanged does nothing")
  func scale() {
    scrollView.zoomScale = 2
    #expect(delegate.take() == ["didZoom"])
    #expect(imageView.transform.a == 2 && imageView.transform.d == 2)
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 640, height: 960))
    #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
    scrollView.zoomScale = 9
    #expect(delegate.take() == ["didZoom"])
    #expect(scrollView.zoomScale == 4 && delegate.scales == [2, 4])
    scrollView.zoomScale = 4
    scrollView.setZoomScale(7, animated: false)
    #expect(delegate.take() == [])

    delegate.zoomView = nil
    scrollView.zoomScale = 2
    #expect(delegate.take() == [] && imageView.transform.a == 4)
  }

  @Test("Z2: didScroll follows didZoom when the clamp moves the offset; new limits re-clamp")
  func clampOrderAndLimits() {
    scrollView.zoomScale = 4
    scrollView.contentOffset = CGPoint(x: 960, y: 1440)
    #expect(delegate.take() == ["didZoom", "didScroll"])
    scrollView.zoomScale = 1
    #expect(delegate.take() == ["didZoom", "didScroll"])
    #expect(scrollView.contentOffset == .zero && delegate.offsets.last == .zero)
    scrollView.zoomScale = 3
    scrollView.maximumZoomScale = 2
    #expect(delegate.take() == ["didZoom", "didZoom"])
    #expect(scrollView.zoomScale == 2 && scrollView.contentSize == CGSize(width: 640, height: 960))
    scrollView.minimumZoomScale = 2.5
    scrollView.maximumZoomScale = 5
    #expect(scrollView.zoomScale == 2.5)
  }

  @Test("Z3: an animated zoom: willBegin, a didZoom per frame for 0.3 s on the ease-out curve, then didEnd")
  func animated() {
    scrollView.setZoomScale(2, animated: true)
    #expect(delegate.take() == ["willBeginZooming"])
    harness.advance(by: 0.29)
    #expect(delegate.take() == Array(repeating: "didZoom", count: 17))
    harness.advance(by: 0.02)
    #expect(delegate.take() == ["didZoom", "didEndZooming 2.0"])
    let frames = InteractionConstants.zoomAnimationDuration / InteractionConstants.scrollFrameInterval
    #expect(abs(frames - 18) < 1e-9)
    let u: CGFloat = 1 / 18
    #expect(abs(delegate.scales[0] - (1 + (1 - (1 - u) * (1 - u)))) < 1e-9)
    #expect(delegate.scales.count == 18 && delegate.scales.last == 2)
    #expect(zip(delegate.scales, delegate.scales.dropFirst()).allSatisfy { $0 < $1 })
    #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
    scrollView.setZoomScale(2, animated: true)
    harness.advance(by: 0.5)
    #expect(delegate.take() == [])
  }

  @Test("Z4: zoom(to:) fits the rect, offset is its origin times the scale, both clamped")
  func zoomToRect() {
    scrollView.zoom(to: CGRect(x: 80, y: 120, width: 160, height: 240), animated: false)
    #expect(delegate.take() == ["didZoom", "didScroll"])
    #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 160, y: 240))
    scrollView.zoom(to: CGRect(x: 300, y: 460, width: 10, height: 10), animated: false)
    #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 960, y: 1440))
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 320, height: 240), animated: false)
    #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
  }

  @Test("Z5: a pinch to 4× keeps the point under the fingers; willBegin once, didZoom per change, didEnd at the lift")
  func pinch() {
    let fingers = twoFingersDown()
    harness.move(fingers, to: [CGPoint(x: -40, y: 240), CGPoint(x: 360, y: 240)], duration: 0.5)
    #expect(scrollView.isZooming && !scrollView.isZoomBouncing)
    var expected = ["willBeginZooming"]
    for _ in 0..<30 { expected += ["didZoom", "didScroll"] }
    #expect(delegate.take() == expected)
    #expect(abs((delegate.scales.first ?? 0) - 1.1) < 1e-9 && delegate.scales.last == 4)
    #expect(close(scrollView.contentOffset, CGPoint(x: 480, y: 720)))
    #expect(scrollView.contentSize == CGSize(width: 1280, height: 1920))
    harness.advance(to: 0.6)
    harness.lift(fingers)
    #expect(delegate.take() == ["didEndZooming 4.0"])
    #expect(!scrollView.isZooming && scrollView.zoomScale == 4)
  }

  @Test("Z5: past the limit the scale resists, and after the lift it animates back, then didEnd at the limit")
  func bounce() {
    scrollView.maximumZoomScale = 2
    let fingers = twoFingersDown()
    harness.move(fingers, to: [CGPoint(x: -40, y: 240), CGPoint(x: 360, y: 240)], duration: 0.5)
    let last = delegate.scales.last ?? 0
    #expect(abs(last - 2 * 2.0.squareRoot()) < 1e-9)
    #expect(delegate.scales.allSatisfy { $0 <= 2 * 2.0.squareRoot() + 1e-9 })
    _ = delegate.take()
    harness.advance(to: 0.6)
    harness.lift(fingers)
    #expect(delegate.take() == [] && scrollView.isZoomBouncing && !scrollView.isZooming)
    harness.advance(by: 0.31)
    var expected: [String] = []
    for _ in 0..<18 { expected += ["didZoom", "didScroll"] }
    #expect(delegate.take() == expected + ["didEndZooming 2.0"])
    #expect(!scrollView.isZoomBouncing && scrollView.zoomScale == 2)
    // The point under the fingers at the lift is under them again at the limit.
    #expect(close(scrollView.contentOffset, CGPoint(x: 160, y: 240)))
  }

  @Test("Z5: without bouncesZoom the pinch stops at the limit and ends at the lift")
  func noBounce() {
    scrollView.maximumZoomScale = 2
    scrollView.bouncesZoom = false
    let fingers = twoFingersDown()
    harness.move(fingers, to: [CGPoint(x: -40, y: 240), CGPoint(x: 360, y: 240)], duration: 0.5)
    #expect(delegate.scales.max() == 2 && scrollView.zoomScale == 2)
    _ = delegate.take()
    harness.lift(fingers)
    #expect(delegate.take() == ["didEndZooming 2.0"] && !scrollView.isZoomBouncing)
  }

  @Test("Z5: the pinch cancels the content's touches (cancelsTouchesInView), each touch once")
  func cancelsContent() {
    let content = TouchLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.addSubview(content)
    scrollView.delaysContentTouches = false
    content.isMultipleTouchEnabled = true
    let fingers = twoFingersDown()
    harness.move(fingers, to: [CGPoint(x: 60, y: 240), CGPoint(x: 260, y: 240)], duration: 0.2)
    harness.lift(fingers)
    #expect(content.log == ["began 1", "began 1", "cancelled 1", "cancelled 1"])
    #expect(scrollView.zoomScale == 2)
  }

  @Test("Z5: the pan goes on with the fingers during a pinch; the point under them follows them")
  func panWhilePinching() {
    let fingers = twoFingersDown()
    harness.move(fingers, to: [CGPoint(x: 100, y: 240), CGPoint(x: 300, y: 240)], duration: 0.5)
    #expect(scrollView.panGestureRecognizer.state == .changed)
    #expect(scrollView.zoomScale == 2)
    // The pinch began at the third sample, the centroid then at (164, 240): that point of the
    // image is under the centroid, now at (200, 240), at 2×.
    #expect(close(scrollView.contentOffset, CGPoint(x: 128, y: 240)))
    #expect(delegate.log.filter { $0 == "willBeginDragging" }.count == 1)
    harness.lift(fingers)
    #expect(Array(delegate.take().suffix(3)) == ["willEndDragging", "didEndDragging false", "didEndZooming 2.0"])
    #expect(close(scrollView.contentOffset, CGPoint(x: 128, y: 240)) && !scrollView.isDecelerating)
  }

  @Test("Z6: a double tap whose handler calls zoom(to:animated:) zooms in over 0.3 s")
  func doubleTapToZoom() {
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addTarget(delegate, action: ZoomLogger.doubleTapped)
    scrollView.addGestureRecognizer(doubleTap)
    let point = CGPoint(x: 160, y: 240)
    let first = harness.touchDown(at: point)
    harness.advance(to: 0.05)
    harness.lift(first)
    harness.advance(to: 0.2)
    let second = harness.touchDown(at: point)
    harness.advance(to: 0.25)
    harness.lift(second)
    #expect(delegate.take() == ["tap action", "willBeginZooming"])
    harness.advance(by: 0.31)
    var expected: [String] = []
    for _ in 0..<18 { expected += ["didZoom", "didScroll"] }
    #expect(delegate.take() == expected + ["didEndZooming 2.0"])
    #expect(scrollView.zoomScale == 2 && scrollView.contentOffset == CGPoint(x: 160, y: 240))
  }
}
