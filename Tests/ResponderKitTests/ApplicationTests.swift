import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Application and windows (A)")
struct ApplicationTests {
  @Test("A1: UIApplication.sendEvent and UIWindow.sendEvent see every event and can be overridden")
  func a1SendEvent() {
    let log = CallLog()
    let app = CountingApplication(log: log)
    let window = CountingWindow(application: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.log = log
    window.makeKeyAndVisible()
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], timestamp: 0.1)
    #expect(log.lines == ["app sendEvent", "window sendEvent", "app sendEvent", "window sendEvent"])
    app.swallow = true
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: 0.2)
    #expect(log.lines.count == 5, "an override that does not call super delivers nothing")
  }

  @Test("A2: makeKey moves the key window; a touch keeps its window when the finger crosses another")
  func a2KeyWindowAndCrossing() {
    var stage = Stage()
    let other = ProbeWindow("other", CGRect(x: 200, y: 0, width: 200, height: 800), app: stage.app, log: stage.log)
    other.isHidden = false
    #expect(stage.window.isKeyWindow && !other.isKeyWindow)
    other.makeKey()
    #expect(other.isKeyWindow && !stage.window.isKeyWindow && stage.app.keyWindow === other)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .moved, 300, 10)
    stage.touch(1, .ended, 300, 10)
    let touchLines = stage.take().filter { $0.contains("touches") && !$0.hasPrefix("note") }
    #expect(
      touchLines == ["window touchesBegan 1", "app touchesBegan 1", "window touchesEnded 1", "app touchesEnded 1"])
  }

  @Test("A1/R6/R8: two applications in one process, with touches in flight in both, never see each other's walks")
  func twoApplications() {
    var notesA: [String] = []
    var notesB: [String] = []
    let appA = UIApplication()
    let appB = UIApplication()
    appA.engineObserver = { notesA.append("\($0)") }
    appB.engineObserver = { notesB.append("\($0)") }
    let windowA = UIWindow(application: appA, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let windowB = UIWindow(application: appB, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    windowA.makeKeyAndVisible()
    windowB.makeKeyAndVisible()
    let log = CallLog()
    let viewA = ProbeView("a", windowA.bounds, log: log)
    let viewB = ProbeView("b", windowB.bounds, log: log)
    windowA.addSubview(viewA)
    windowB.addSubview(viewB)
    // While A's touchesBegan travels its chain, B gets a touch of its own: a nested walk in
    // another application, which must neither stop A's walk nor report to A.
    viewA.onBegan = { _ in
      appB.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: 0)
    }
    appA.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))], timestamp: 0)
    viewA.onBegan = nil
    appB.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], timestamp: 0.1)
    appA.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 5, y: 5))], timestamp: 0.1)
    #expect(
      log.lines.filter { !$0.hasSuffix("hitTest") && !$0.hasSuffix("pointInside") } == [
        "a touchesBegan 1", "b touchesBegan 1", "b touchesEnded 1", "a touchesEnded 1",
      ])
    let discarded = "discarded(ResponderKit.ResponderMessage.touchesBegan)"
    #expect(notesA.filter { $0 == discarded }.count == 1 && notesB.filter { $0 == discarded }.count == 1)
    // A forward made outside any dispatch reports to the view's own application.
    notesA = []
    notesB = []
    viewB.touchesBegan([], with: nil)
    #expect(notesB == [discarded] && notesA.isEmpty)
    #expect(appA.dispatcher !== appB.dispatcher && appA.dispatcher.chain !== appB.dispatcher.chain)
  }

  @Test("A3: a virtual clock fires due timers in order when it advances, with no input")
  func a3VirtualClock() {
    let clock = VirtualClock()
    var fired: [String] = []
    clock.schedule(at: 0.5) { fired.append("b@\(clock.now)") }
    clock.schedule(at: 0.2) { fired.append("a@\(clock.now)") }
    let cancelled = clock.schedule(at: 0.3) { fired.append("never") }
    clock.schedule(at: 0.5) { fired.append("c@\(clock.now)") }
    clock.cancel(cancelled)
    clock.advance(to: 0.4)
    #expect(fired == ["a@0.2"])
    clock.advance(to: 1)
    #expect(fired == ["a@0.2", "b@0.5", "c@0.5"] && clock.now == 1 && !clock.hasPendingTimers)
  }

  @Test("A4: a view removed while it tracks a touch gets touchesCancelled at once, and nothing later")
  func a4RemovalCancels() {
    var stage = Stage()
    let parent = stage.view("parent", 0, 0, 400, 800, in: stage.window)
    let child = stage.view("child", 0, 0, 100, 100, in: parent)
    stage.touch(1, .began, 10, 10)
    _ = stage.take()
    child.removeFromSuperview()
    #expect(
      stage.take() == [
        "child touchesCancelled 1", "parent touchesCancelled 1",
        "note discarded(ResponderKit.ResponderMessage.touchesCancelled)",
      ])
    stage.touch(1, .moved, 20, 20)
    stage.touch(1, .ended, 20, 20)
    #expect(stage.take().isEmpty)
    #expect(!stage.app.hasTouchesDown)
  }

  @Test("A4: an application freed with a touch in flight leaves its recognizers no link to it")
  func a4FreedApplication() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    weak var freed: UIApplication?
    do {
      let app = UIApplication()
      freed = app
      let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      window.makeKeyAndVisible()
      window.addSubview(view)
      app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
      view.removeFromSuperview()
    }
    #expect(freed == nil)
    // Each of these reaches for the recognizer's arena; the one of its session is gone.
    pan.isEnabled = false
    pan.isEnabled = true
    pan.state = .failed
    #expect(pan.view === view)
  }

  @Test("A4: a handler that removes another touched view during dispatch cancels it, nothing crashes")
  func a4RemovalDuringDispatch() {
    var stage = Stage()
    let left = stage.view("left", 0, 0, 200, 800, in: stage.window)
    let right = stage.view("right", 200, 0, 200, 800, in: stage.window)
    left.consumes = ["began", "ended", "cancelled"]
    right.consumes = ["began", "ended", "cancelled"]
    left.onBegan = { _ in right.removeFromSuperview() }
    stage.send([(1, .began, 10, 10), (2, .began, 300, 10)])
    stage.send([(1, .ended, 10, 10), (2, .ended, 300, 10)])
    #expect(stage.take().filter { $0.contains("touches") } == ["left touchesBegan 1", "left touchesEnded 1"])
    // Right's touch began in the same dispatch but had not been delivered yet: it never
    // reached the view, so there is nothing to cancel.
  }

  @Test("A4: moving a view to another window or hiding its window cancels its touches; hiding the view does not")
  func a4HideAndMove() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 100, 100, in: stage.window)
    view.consumes = ["began", "ended", "cancelled"]
    stage.touch(1, .began, 10, 10)
    view.isHidden = true
    stage.touch(1, .ended, 10, 10)
    #expect(stage.take().filter { $0.contains("touches") } == ["v touchesBegan 1", "v touchesEnded 1"])
    view.isHidden = false
    stage.touch(3, .began, 10, 10)
    stage.window.isHidden = true
    #expect(stage.take().filter { $0.contains("touches") } == ["v touchesBegan 3", "v touchesCancelled 3"])
    stage.touch(3, .ended, 10, 10)
    stage.window.isHidden = false
    let elsewhere = UIWindow(application: stage.app, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    stage.touch(2, .began, 10, 10)
    elsewhere.addSubview(view)
    #expect(stage.take().filter { $0.contains("touches") } == ["v touchesBegan 2", "v touchesCancelled 2"])
  }
}

private final class CountingApplication: UIApplication {
  let log: CallLog
  var swallow = false
  init(log: CallLog) {
    self.log = log
    super.init()
  }
  override func sendEvent(_ event: UIEvent) {
    log.add("app sendEvent")
    if !swallow { super.sendEvent(event) }
  }
}

private final class CountingWindow: UIWindow {
  var log: CallLog?
  override func sendEvent(_ event: UIEvent) {
    log?.add("window sendEvent")
    super.sendEvent(event)
  }
}

@MainActor
@Suite("Clocks (A3)")
struct ClockTests {
  @Test("A3: a timer that keeps rescheduling itself cannot make an advance spin: firings are bounded")
  func a3BoundedAdvance() {
    let clock = VirtualClock()
    var count = 0
    func again() {
      clock.schedule(at: clock.now + 0.1) {
        count += 1
        again()
      }
    }
    again()
    #expect(!clock.advance(to: 1e52, maximumFirings: 1000))
    #expect(count == 1000 && clock.now == 1e52)
    #expect(clock.advance(to: 1e52, maximumFirings: 10) == false, "the rest is still due")
  }

  @Test("A3: the live clock counts up from zero and fires timers on the main queue; cancelled ones never")
  func a3LiveClock() async throws {
    let clock = LiveClock()
    #expect(clock.now >= 0 && clock.now < 1)
    var fired: [String] = []
    clock.schedule(at: clock.now + 0.02) { fired.append("due") }
    let token = clock.schedule(at: clock.now + 0.01) { fired.append("cancelled") }
    clock.cancel(token)
    for _ in 0..<100 where fired.isEmpty {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    #expect(fired == ["due"])
  }

  @Test("A3: a host loop fires due live timers itself, in time order, and the main queue never fires them again")
  func a3LiveClockHostLoop() async throws {
    let clock = LiveClock()
    var fired: [String] = []
    // Times far enough ahead that a loaded machine's pause between scheduling and the first
    // check does not make them due already.
    clock.schedule(at: clock.now + 0.4) { fired.append("second") }
    clock.schedule(at: clock.now + 0.2) {
      fired.append("first")
      clock.schedule(at: 0) { fired.append("scheduled while firing, already due") }
    }
    clock.schedule(at: clock.now + 60) { fired.append("later") }
    #expect(clock.fireDueTimers() == 0)
    // Block the main actor past both times, as a host loop does, then let the loop fire them.
    let until = clock.now + 0.45
    while clock.now < until {}
    #expect(clock.fireDueTimers() == 3)
    // Earliest first: the timer that firing scheduled for time 0 goes before "second".
    #expect(fired == ["first", "scheduled while firing, already due", "second"])
    #expect(clock.nextFireTime.map { $0 > 50 } == true)
    try await Task.sleep(nanoseconds: 50_000_000)  // the main queue's deliveries arrive and find nothing
    #expect(fired.count == 3)
  }
}
