import CSDL2
import Foundation
import ResponderKit
import Testing

@testable import ResponderSDL

/// A view that records its touch calls.
@MainActor
final class RecordingView: UIView {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A scroll view's delegate that records when the offset changed and whether a motion ended.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
  let clock: UIClock
  var scrolls: [(time: TimeInterval, y: CGFloat)] = []
  var endedDecelerating = false
  init(clock: UIClock) { self.clock = clock }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls.append((clock.now, scrollView.contentOffset.y)) }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { endedDecelerating = true }
}

/// The host on SDL's dummy video driver: a real window and renderer with no display.
@MainActor
@Suite("SDL host without a display", .serialized)
struct SDLHostTests {
  init() {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
  }

  func makeApp() -> (UIApplication, RecordingView) {
    let app = UIApplication(clock: LiveClock())
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    window.backgroundColor = .white
    let view = RecordingView(frame: CGRect(x: 20, y: 10, width: 40, height: 30))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    window.addSubview(view)
    window.makeKeyAndVisible()
    return (app, view)
  }

  @Test("P8: SDL mouse events handled by the host reach the hit-test view as one touch, the idiom is pad")
  func mouseReachesView() throws {
    let (app, view) = makeApp()
    let host = try SDLHost(application: app)
    host.handle(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 20))
    host.handle(Make.mouse(SDL_MOUSEMOTION, x: 35, y: 20))
    host.handle(Make.mouse(SDL_MOUSEBUTTONUP, x: 35, y: 20))
    #expect(view.calls == ["began", "moved", "ended"])
    #expect(app.userInterfaceIdiom == .pad)
    #expect(host.extent == CGRect(x: 0, y: 0, width: 120, height: 80))
  }

  @Test("A4: closing the window cancels the touch still down, once")
  func closingCancels() throws {
    let (app, view) = makeApp()
    let host = try SDLHost(application: app)
    var quit = SDL_Event()
    quit.type = SDL_QUIT.rawValue
    var pushed = false
    host.beforeFrame = {
      guard !pushed else { return }
      pushed = true
      host.handle(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 20))
      SDL_PushEvent(&quit)
    }
    host.run()
    #expect(view.calls == ["began", "cancelled"])
    #expect(!app.hasTouchesDown)
  }

  @Test("A3, G7: a long press fires from the live clock's timer while the host's loop waits")
  func liveTimersRun() throws {
    let (app, view) = makeApp()
    let press = UILongPressGestureRecognizer()
    view.addGestureRecognizer(press)
    var states: [UIGestureRecognizer.State] = []
    var beganAt: TimeInterval?
    app.engineObserver = { note in
      if case .gestureState(_, let state, _, _) = note {
        states.append(state)
        if state == .began { beganAt = app.clock.now }
      }
    }
    let host = try SDLHost(application: app)
    var pressedAt: TimeInterval?
    host.beforeFrame = {
      if pressedAt == nil {
        pressedAt = app.clock.now
        host.handle(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 30, y: 20))
      } else if states.contains(.began) || app.clock.now > 5 {
        host.stop()
      }
    }
    host.run()
    #expect(states.first == .began)
    // The press began after the minimum duration (0.5 s), not at once.
    let waited = (beganAt ?? 0) - (pressedAt ?? 0)
    #expect(waited >= 0.5 && waited < 2)
  }

  @Test("A screenshot shows each view's colour at its place, without the overlay when it is off")
  func screenshotColours() throws {
    let (app, _) = makeApp()
    let host = try SDLHost(application: app)
    host.overlayLines = { ["an overlay line"] }
    host.showsOverlay = false
    let path = NSTemporaryDirectory() + "responder-sdl-test-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try host.screenshot(to: path)
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let width = Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19])
    #expect(width == 120)
    #expect(PNGReader.pixel(png, x: 40, y: 25) == [255, 0, 0])
    #expect(PNGReader.pixel(png, x: 100, y: 60) == [255, 255, 255])
  }

  @Test("S2, H5: a scrolled scroll view shows its content moved and cut at its edges")
  func scrolledContentIsClipped() throws {
    let (app, view) = makeApp()
    let window = try #require(view.window)
    let scrollView = UIScrollView(frame: CGRect(x: 70, y: 10, width: 40, height: 40))
    scrollView.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    scrollView.contentSize = CGSize(width: 40, height: 200)
    let content = UIView(frame: CGRect(x: 5, y: 30, width: 30, height: 60))
    content.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 20)
    let host = try SDLHost(application: app)
    let path = NSTemporaryDirectory() + "responder-sdl-clip-\(getpid()).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try host.screenshot(to: path)
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    // The content starts 30 pt down its scroll view, scrolled 20 pt up: at y 20 on screen.
    #expect(PNGReader.pixel(png, x: 90, y: 15) == [0, 0, 255])
    #expect(PNGReader.pixel(png, x: 90, y: 25) == [0, 255, 0])
    #expect(PNGReader.pixel(png, x: 90, y: 45) == [0, 255, 0])
    // Below the scroll view, where the content would reach (to y 80) without the clip.
    #expect(PNGReader.pixel(png, x: 90, y: 60) == [255, 255, 255])
  }

  /// The test app with a scroll view on its right, 50 × 80 with 400 pt of content, whose
  /// content starts with a recording view.
  func makeScrollApp() -> (UIApplication, UIScrollView, content: RecordingView, outside: RecordingView) {
    let (app, outside) = makeApp()
    let scrollView = UIScrollView(frame: CGRect(x: 70, y: 0, width: 50, height: 80))
    scrollView.contentSize = CGSize(width: 50, height: 400)
    let content = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
    scrollView.addSubview(content)
    outside.window?.addSubview(scrollView)
    return (app, scrollView, content, outside)
  }

  @Test("P5: a wheel notch over a scroll view scrolls it 40 pt, with no deceleration and no touch for the content")
  func wheelNotchScrolls() throws {
    let (app, scrollView, content, outside) = makeScrollApp()
    let recorder = ScrollRecorder(clock: app.clock)
    scrollView.delegate = recorder
    let host = try SDLHost(application: app)
    host.handle(Make.wheel(x: 0, y: -1, mouseX: 90, mouseY: 40))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
    #expect(recorder.scrolls.map(\.y) == [40])
    #expect(!scrollView.isDecelerating && !scrollView.isDragging && !app.hasTouchesDown)
    #expect(content.calls.isEmpty)
    // Back up: the content shows from its top again.
    host.handle(Make.wheel(x: 0, y: 1, mouseX: 90, mouseY: 40))
    #expect(scrollView.contentOffset == .zero)
    // Sideways the scroll view cannot move, and the other view is no scroll view: nothing.
    host.handle(Make.wheel(x: 1, y: 0, mouseX: 90, mouseY: 40))
    host.handle(Make.wheel(x: 0, y: -1, mouseX: 30, mouseY: 20))
    #expect(scrollView.contentOffset == .zero)
    #expect(outside.calls.isEmpty && content.calls.isEmpty)
    #expect(
      SDLHost.scrollView(under: CGPoint(x: 90, y: 40), horizontally: false, vertically: true, in: app) === scrollView)
    scrollView.isScrollEnabled = false
    #expect(SDLHost.scrollView(under: CGPoint(x: 90, y: 40), horizontally: false, vertically: true, in: app) == nil)
  }

  @Test("S9, S12: a mouse drag scrolls, and after the release the deceleration frames play in real time")
  func dragDecelerates() throws {
    let (app, scrollView, _, _) = makeScrollApp()
    let recorder = ScrollRecorder(clock: app.clock)
    scrollView.delegate = recorder
    let host = try SDLHost(application: app)
    var turn = 0
    var release: (time: TimeInterval, y: CGFloat)?
    host.beforeFrame = {
      turn += 1
      switch turn {
      case 1: host.handle(Make.mouse(SDL_MOUSEBUTTONDOWN, x: 90, y: 70))
      case 2...7: host.handle(Make.mouse(SDL_MOUSEMOTION, x: 90, y: Int32(70 - 8 * (turn - 1))))
      case 8:
        host.handle(Make.mouse(SDL_MOUSEBUTTONUP, x: 90, y: 22))
        release = (app.clock.now, scrollView.contentOffset.y)
      default:
        if recorder.endedDecelerating || app.clock.now > 5 { host.stop() }
      }
    }
    host.run()
    let released = try #require(release)
    // The drag moved the content 38 pt (48 less the 10-pt slop).
    #expect(released.y == 38)
    #expect(recorder.endedDecelerating)
    let after = recorder.scrolls.filter { $0.time > released.time }
    #expect(after.count >= 3)
    #expect((after.last?.y ?? 0) > released.y)
    // Frames come one after another on the clock, not all at once.
    #expect((after.last?.time ?? 0) - (after.first?.time ?? 0) >= 2.0 / 60)
  }
}
