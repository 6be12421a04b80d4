import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Touches and events (T)")
struct TouchTests {
  @Test("T1: one UITouch per finger for its whole life; view and window fixed at began")
  func t1Identity() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 100, 100, in: stage.window)
    var touches: [UITouch] = []
    var phases: [UITouch.Phase] = []
    view.onBegan = {
      touches.append(contentsOf: $0); phases.append($0.first!.phase)
    }
    stage.touch(1, .began, 10, 10)
    let touch = touches[0]
    stage.touch(1, .moved, 300, 300)
    #expect(touch.phase == .moved && touch.view === view && touch.window === stage.window)
    stage.touch(1, .ended, 300, 300)
    #expect(touch.phase == .ended && touch.view === view)
    stage.touch(1, .began, 10, 10)
    #expect(touches.count == 2 && touches[1] !== touch, "a new touch-down is a new object")
    #expect(phases == [.began, .began])
  }

  @Test("T2: a touch that begins soon and near the last one's end continues its tap count")
  func t2TapCount() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 400, 800, in: stage.window)
    var counts: [Int] = []
    view.onBegan = { counts.append($0.first!.tapCount) }
    stage.tap(100, 100)
    stage.tap(110, 100)  // 0.05 s later, 10 pt away: 2
    stage.tap(110, 100)  // 3
    stage.touch(1, .began, 110, 100, after: 0.4)  // too late: 1
    stage.touch(1, .ended, 110, 100)
    stage.touch(1, .began, 200, 100)  // too far (90 pt): 1
    stage.touch(1, .ended, 200, 100)
    stage.touch(1, .began, 200, 100, after: 0.3)  // within the interval: 2
    #expect(counts == [1, 2, 3, 1, 1, 2])
  }

  @Test("T3: location(in:) and previousLocation(in:) convert through the geometry; nil is the window")
  func t3Locations() {
    var stage = Stage()
    stage.window.frame = CGRect(x: 100, y: 50, width: 400, height: 800)
    let view = stage.view("v", 10, 20, 200, 200, in: stage.window)
    view.bounds.origin = CGPoint(x: 5, y: 5)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    var touch: UITouch?
    view.onBegan = { touch = $0.first }
    stage.touch(1, .began, 210, 170)
    stage.touch(1, .moved, 230, 190)
    let t = touch!
    #expect(t.location(in: nil) == CGPoint(x: 130, y: 140))
    #expect(t.previousLocation(in: nil) == CGPoint(x: 110, y: 120))
    // Window point (130, 140) minus the centre (110, 120), halved, plus the bounds centre (105, 105).
    #expect(t.location(in: view) == CGPoint(x: 115, y: 115))
    #expect(t.previousLocation(in: view) == CGPoint(x: 105, y: 105))
    #expect(t.timestamp == stage.time)
  }

  @Test("T3: a touch's window location is taken at the event; a view's is converted from it at the call")
  func t3WindowLocationFromTheEvent() {
    var stage = Stage()
    let view = RecordingPhases(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
    stage.window.addSubview(view)
    stage.touch(1, .began, 100, 100)
    stage.touch(1, .moved, 110, 100)
    let touch = (view.lastEvent?.allTouches?.first)!
    #expect(touch.location(in: nil) == CGPoint(x: 110, y: 100))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 100, y: 100))
    #expect(touch.location(in: view) == CGPoint(x: 90, y: 70))
    // The window moves 5 pt right: the touch's window location stays that of the event, and a
    // view's is converted from it, as UIKit does: neither moves with the window. A view moved
    // within the window does change the touch's location in it.
    stage.window.frame = stage.window.frame.offsetBy(dx: 5, dy: 0)
    #expect(touch.location(in: nil) == CGPoint(x: 110, y: 100))
    #expect(touch.location(in: view) == CGPoint(x: 90, y: 70))
    view.frame = view.frame.offsetBy(dx: 10, dy: 0)
    #expect(touch.location(in: view) == CGPoint(x: 80, y: 70))
  }

  @Test("T4: one UIEvent serves the whole multi-touch sequence, and UIKit reuses it for the next")
  func t4OneEventPerSequence() {
    var stage = Stage()
    let view = RecordingEventView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    view.isMultipleTouchEnabled = true
    stage.window.addSubview(view)
    stage.touch(1, .began, 10, 10)
    stage.touch(2, .began, 50, 50)
    #expect(view.events.last??.allTouches?.count == 2)
    #expect(view.events.last??.touches(for: view)?.count == 2)
    #expect(view.events.last??.touches(for: stage.window)?.count == 2)
    #expect(view.events.last??.touches(for: UIView())?.isEmpty == true)
    stage.touch(1, .ended, 10, 10)
    stage.touch(2, .ended, 50, 50)
    stage.tap(10, 10)
    // The next sequence gets the same object, holding only its own touch.
    #expect(view.touchCounts == [1, 2, 2, 1, 1, 1])
    let events = view.events.map { $0.map(ObjectIdentifier.init) }
    #expect(events.count == 6 && Set(events).count == 1)
    #expect(view.events[0]?.type == .touches)
  }

  @Test("T5: fingers down together reach a view in one call; one after another, one call each")
  func t5Together() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 400, 800, in: stage.window)
    view.isMultipleTouchEnabled = true
    view.consumes = ["began", "moved", "ended", "cancelled"]
    stage.send([(1, .began, 10, 10), (2, .began, 20, 20)])
    stage.send([(2, .moved, 25, 25), (1, .moved, 15, 15)])
    stage.touch(1, .ended, 15, 15)
    stage.touch(2, .ended, 25, 25)
    #expect(
      stage.take().filter { $0.contains("touches") } == [
        "v touchesBegan 1,2", "v touchesMoved 1,2", "v touchesEnded 1", "v touchesEnded 2",
      ])
  }

  @Test("T5: in one dispatch each view gets its own call, views in finger order")
  func t5TwoViews() {
    var stage = Stage()
    let left = stage.view("left", 0, 0, 200, 800, in: stage.window)
    let right = stage.view("right", 200, 0, 200, 800, in: stage.window)
    left.consumes = ["began"]
    right.consumes = ["began"]
    stage.send([(2, .began, 10, 10), (1, .began, 300, 10)])
    #expect(stage.take().filter { $0.contains("touches") } == ["right touchesBegan 1", "left touchesBegan 2"])
  }

  @Test("T6: events sent from inside a handler are queued and dispatched after the current one")
  func t6FIFO() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 400, 800, in: stage.window)
    view.consumes = ["began", "ended"]
    let app = stage.app
    let log = stage.log
    view.onBegan = { _ in
      app.receive([UIRawTouch(finger: 1, phase: .ended, location: .zero)], timestamp: 1)
      log.add("handler done")
    }
    stage.touch(1, .began, 10, 10)
    #expect(
      stage.take().filter { !$0.contains("hitTest") && !$0.contains("pointInside") } == [
        "v touchesBegan 1", "handler done", "v touchesEnded 1",
      ])
  }

  @Test("T7: without multiple touch a view gets only the first of several touches")
  func t7MultipleTouch() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 400, 800, in: stage.window)
    view.consumes = ["began", "ended"]
    stage.send([(1, .began, 10, 10), (2, .began, 20, 20)])
    stage.touch(3, .began, 30, 30)
    stage.send([(1, .ended, 10, 10), (2, .ended, 20, 20), (3, .ended, 30, 30)])
    #expect(stage.take().filter { $0.contains("touches") } == ["v touchesBegan 1", "v touchesEnded 1"])
  }

  @Test("T7: an exclusive-touch view tracks alone in its window")
  func t7ExclusiveTouch() {
    var stage = Stage()
    let exclusive = stage.view("x", 0, 0, 200, 800, in: stage.window)
    let other = stage.view("o", 200, 0, 200, 800, in: stage.window)
    exclusive.isExclusiveTouch = true
    exclusive.consumes = ["began", "ended"]
    other.consumes = ["began", "ended"]
    stage.touch(1, .began, 10, 10)
    stage.touch(2, .began, 300, 10)  // refused: x is tracking
    stage.touch(1, .ended, 10, 10)
    stage.touch(2, .ended, 300, 10)
    stage.touch(3, .began, 300, 10)
    stage.touch(4, .began, 10, 10)  // refused: o is tracking
    stage.send([(3, .ended, 300, 10), (4, .ended, 10, 10)])
    #expect(
      stage.take().filter { $0.contains("touches") } == [
        "x touchesBegan 1", "x touchesEnded 1", "o touchesBegan 3", "o touchesEnded 3",
      ])
  }

  @Test("T1: impossible finger sequences are reported as input errors and skipped")
  func t1InputErrors() {
    var stage = Stage()
    let view = stage.view("v", 0, 0, 400, 800, in: stage.window)
    view.consumes = ["began", "ended"]
    stage.touch(1, .moved, 10, 10)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .began, 10, 10)
    stage.touch(1, .ended, 10, 10)
    stage.touch(1, .ended, 10, 10)
    #expect(
      stage.take().filter { !$0.contains("hitTest") && !$0.contains("pointInside") } == [
        "note inputError(notBegan)", "v touchesBegan 1", "note inputError(alreadyBegan)",
        "v touchesEnded 1", "note inputError(notBegan)",
      ])
  }
}

/// Records the event object of every touch call.
private final class RecordingEventView: UIView {
  var events: [UIEvent?] = []
  /// `allTouches.count` of each call's event, read during the call.
  var touchCounts: [Int?] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append(event)
    touchCounts.append(event?.allTouches?.count)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    events.append(event)
    touchCounts.append(event?.allTouches?.count)
  }
}

@MainActor
@Suite("Touches: coalescing and stationary fingers (T)")
struct CoalescedTouchTests {
  @Test("T1: moves of one finger in one batch are delivered once, with every sample coalesced")
  func t1Coalesced() {
    var stage = Stage()
    let view = RecordingPhases(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    stage.window.addSubview(view)
    stage.touch(1, .began, 10, 10)
    stage.app.receive(
      [1, 2, 3].map { UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 10 + 10 * CGFloat($0), y: 10)) },
      timestamp: 0.2)
    #expect(view.moves == [[1]], "one call for the batch")
    let touch = view.lastEvent!.allTouches!.first!
    #expect(touch.location(in: nil) == CGPoint(x: 40, y: 10))
    #expect(touch.previousLocation(in: nil) == CGPoint(x: 10, y: 10), "previous: before the batch")
    let samples = view.lastEvent?.coalescedTouches(for: touch)?.map { $0.location(in: nil) }
    #expect(samples == [CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 10)])
    #expect(view.lastEvent?.predictedTouches(for: touch) == [])
    #expect(view.lastEvent?.coalescedTouches(for: UITouchFactory.stray()) == nil)
  }

  @Test("T1: a finger not named in a dispatch is stationary and gets no call")
  func t1Stationary() {
    var stage = Stage()
    let view = RecordingPhases(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    view.isMultipleTouchEnabled = true
    stage.window.addSubview(view)
    stage.send([(1, .began, 10, 10), (2, .began, 50, 50)])
    stage.touch(1, .moved, 20, 20)
    #expect(view.moves == [[1]])
    #expect(view.lastEvent?.allTouches?.first { $0.finger == 2 }?.phase == .stationary)
    #expect(view.lastEvent?.coalescedTouches(for: view.lastEvent!.allTouches!.first { $0.finger == 1 }!)?.count == 1)
  }
}

/// Makes a touch that belongs to no event.
@MainActor
enum UITouchFactory {
  static func stray() -> UITouch {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.makeKeyAndVisible()
    var found: UITouch?
    let view = RecordingPhases(frame: window.bounds)
    window.addSubview(view)
    app.receive([UIRawTouch(finger: 9, phase: .began, location: .zero)], timestamp: 0)
    found = view.lastEvent?.allTouches?.first
    return found!
  }
}

private final class RecordingPhases: UIView {
  var moves: [[Int]] = []
  var lastEvent: UIEvent?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    moves.append(touches.map(\.finger).sorted())
    lastEvent = event
  }
}
