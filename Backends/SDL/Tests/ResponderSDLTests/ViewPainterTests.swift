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
      if case .gestureState(_, let state, _) = note {
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
