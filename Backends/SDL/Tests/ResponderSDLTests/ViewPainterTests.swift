import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderSDL

@MainActor
@Suite("Drawing order and what the engine gets from the window")
struct ViewPainterTests {
  @Test("H3: views are drawn back to front, parents first, so the top drawn is the first hit-tested")
  func painterOrder() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.isHidden = false
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    hidden.isHidden = true
    back.addSubview(child)
    window.addSubview(back)
    window.addSubview(front)
    front.addSubview(hidden)
    back.alpha = 0.5
    back.backgroundColor = .red
    child.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    let painted = ViewPainter.paint(app, fill: { $0.backgroundColor }, label: { _ in nil })
    #expect(painted.map { ObjectIdentifier($0.view) } == [window, back, child, front].map(ObjectIdentifier.init))
    #expect(painted[1].fill == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    #expect(painted[2].fill == UIColor(red: 0, green: 0, blue: 1, alpha: 0.25))
    #expect(painted[2].corners.first == CGPoint(x: 10, y: 10))
    #expect(app.hitTest(CGPoint(x: 60, y: 60), with: nil) === painted.last?.view)
  }

  @Test("H4: a transformed view is drawn where hit testing finds it")
  func transformedCorners() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 100, y: 0, width: 200, height: 200))
    window.isHidden = false
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 20))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    window.addSubview(view)
    let corners = ViewPainter.paint(app, fill: { _ in nil }, label: { _ in nil })[1].corners
    // Rotated a quarter turn about its centre (70, 60) in the window, (170, 60) on screen.
    let expected = [CGPoint(x: 180, y: 40), CGPoint(x: 180, y: 80), CGPoint(x: 160, y: 80), CGPoint(x: 160, y: 40)]
    for (corner, target) in zip(corners, expected) {
      let distance = hypot(corner.x - target.x, corner.y - target.y)
      #expect(distance < 1e-9)
    }
    #expect(app.hitTest(CGPoint(x: 175, y: 75), with: nil) === view)
    #expect(ViewPainter.extent(of: app) == CGRect(x: 100, y: 0, width: 200, height: 200))
  }

  @Test("S2: a scroll view's content offset moves its content's drawing as it moves hit testing")
  func contentOffsetMovesContent() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.isHidden = false
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    scrollView.contentSize = CGSize(width: 200, height: 400)
    let content = UIView(frame: CGRect(x: 10, y: 60, width: 50, height: 20))
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    let painted = ViewPainter.paint(app, fill: { _ in nil }, label: { _ in nil })
    #expect(painted.map { ObjectIdentifier($0.view) } == [window, scrollView, content].map(ObjectIdentifier.init))
    // The scroll view itself stays put; its content is 50 pt higher than its frame says.
    #expect(
      painted[1].corners == [
        CGPoint(x: 20, y: 100), CGPoint(x: 220, y: 100), CGPoint(x: 220, y: 200), CGPoint(x: 20, y: 200),
      ])
    #expect(
      painted[2].corners == [
        CGPoint(x: 30, y: 110), CGPoint(x: 80, y: 110), CGPoint(x: 80, y: 130), CGPoint(x: 30, y: 130),
      ])
    #expect(painted[2].visible == painted[2].corners)
    #expect(app.hitTest(CGPoint(x: 40, y: 120), with: nil) === content)
  }

  @Test("H5: clipsToBounds clips the drawing of the subtree to the bounds, as it clips hit testing")
  func clipsToBoundsClipsDrawing() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.isHidden = false
    let scrollView = UIScrollView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    scrollView.contentSize = CGSize(width: 200, height: 400)
    let straddling = UIView(frame: CGRect(x: 10, y: 80, width: 50, height: 40))
    let below = UIView(frame: CGRect(x: 10, y: 150, width: 50, height: 40))
    let grandchild = UIView(frame: CGRect(x: -20, y: 10, width: 100, height: 10))
    straddling.addSubview(grandchild)
    straddling.clipsToBounds = true
    scrollView.addSubview(straddling)
    scrollView.addSubview(below)
    window.addSubview(scrollView)
    #expect(scrollView.clipsToBounds)
    let painted = ViewPainter.paint(app, fill: { _ in nil }, label: { _ in nil })
    func entry(_ view: UIView) -> PaintedView? { painted.first { $0.view === view } }
    #expect(entry(scrollView)?.clip == nil)
    #expect(entry(scrollView)?.visible == entry(scrollView)?.corners)
    let frame = [CGPoint(x: 20, y: 100), CGPoint(x: 220, y: 100), CGPoint(x: 220, y: 200), CGPoint(x: 20, y: 200)]
    #expect(entry(straddling)?.clip == frame)
    // The part above the scroll view's bottom edge (y 180 to 200 on screen) shows.
    #expect(
      Set(entry(straddling)?.visible ?? []) == [
        CGPoint(x: 30, y: 180), CGPoint(x: 80, y: 180), CGPoint(x: 80, y: 200), CGPoint(x: 30, y: 200),
      ])
    #expect(entry(below)?.visible == [])
    // Clipped by both: the scroll view's bottom and the straddling view's sides.
    #expect(
      Set(entry(grandchild)?.visible ?? []) == [
        CGPoint(x: 30, y: 190), CGPoint(x: 80, y: 190), CGPoint(x: 80, y: 200), CGPoint(x: 30, y: 200),
      ])
    #expect(app.hitTest(CGPoint(x: 40, y: 210), with: nil) === window)
  }

  @Test("Clipping polygons: rotated, reversed, apart and touching")
  func clippingPolygons() {
    let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
    // A diamond round the square's centre reaching past its edges: an octagon is left.
    let diamond = [CGPoint(x: 5, y: -2), CGPoint(x: 12, y: 5), CGPoint(x: 5, y: 12), CGPoint(x: -2, y: 5)]
    let octagon = ViewPainter.clip(diamond, to: square)
    #expect(octagon.count == 8)
    #expect(abs(abs(ViewPainter.signedArea(octagon)) / 2 - (98 - 4 * 4)) < 1e-9)
    // The same with the clip wound the other way (a flipped transform).
    #expect(Set(ViewPainter.clip(diamond, to: square.reversed())) == Set(octagon))
    let apart = square.map { CGPoint(x: $0.x + 20, y: $0.y) }
    #expect(ViewPainter.clip(apart, to: square).isEmpty)
    let touching = square.map { CGPoint(x: $0.x + 10, y: $0.y) }
    #expect(ViewPainter.clip(touching, to: square).isEmpty)
    let flat = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)]
    #expect(ViewPainter.clip(square, to: flat).isEmpty)
    #expect(Set(ViewPainter.clip(square, to: square)) == Set(square))
  }

  @Test("G5: a mirrored mouse drag from the translator pinches a pinch recognizer")
  func mirroredDragPinches() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.isHidden = false
    let pinch = UIPinchGestureRecognizer()
    window.addGestureRecognizer(pinch)
    var states: [UIGestureRecognizer.State] = []
    var scales: [CGFloat] = []
    app.engineObserver = { note in
      if case .gestureState(_, let state, _, _) = note {
        states.append(state)
        scales.append(pinch.scale)
      }
    }
    var translator = SDLEventTranslator(windowSize: CGSize(width: 400, height: 400))
    let events = [
      Make.mouse(SDL_MOUSEBUTTONDOWN, x: 150, y: 200), Make.mouse(SDL_MOUSEMOTION, x: 120, y: 200),
      Make.mouse(SDL_MOUSEMOTION, x: 80, y: 200), Make.mouse(SDL_MOUSEBUTTONUP, x: 80, y: 200),
    ]
    for (index, event) in events.enumerated() {
      for case .touches(let touches) in translator.translate(event, modifiers: KMOD_LALT.rawValue) {
        app.receive(touches, timestamp: Double(index) * 0.1)
      }
    }
    #expect(states == [.began, .changed, .ended])
    // The fingers start 100 pt apart (150 and its mirror 250), then 160, then 240 (G14).
    let expected: [CGFloat] = [1.6, 2.4, 2.4]
    #expect(scales.count == 3)
    for (scale, target) in zip(scales, expected) { #expect(abs(scale - target) < 1e-9) }
  }
}
