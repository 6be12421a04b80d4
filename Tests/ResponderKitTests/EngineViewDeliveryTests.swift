import Foundation
import Testing

@testable import ResponderKit

/// A view that logs the touch methods it gets, with their finger counts.
@MainActor
fileprivate final class LoggingView: UIView {
  let name: String
  let log: DeliveryLog

  init(_ name: String, log: DeliveryLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.lines.append("\(name) began \(touches.count)")
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.lines.append("\(name) moved \(touches.count)")
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.lines.append("\(name) ended \(touches.count)")
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.lines.append("\(name) cancelled \(touches.count)")
  }
}

/// What the views said, in order.
@MainActor
fileprivate final class DeliveryLog {
  var lines: [String] = []
}

/// View delivery (`Engine/ViewDelivery.swift`) driven alone, with no application: a touch table,
/// an arena and a chain walker of its own, views in no window, and each dispatch's steps made as
/// the dispatcher makes them (apply, admit, deliver, retire, settle).
@MainActor
@Suite("Engine: view delivery alone (T5, T7, G5, A4)")
struct EngineViewDeliveryTests {
  let notes = NoteSink()
  let queue = EventQueue()
  let table: TouchTable
  let arena: GestureArena
  let views: ViewDelivery
  fileprivate let log = DeliveryLog()

  init() {
    table = TouchTable(notes: notes)
    arena = GestureArena(notes: notes, queue: queue)
    views = ViewDelivery(table: table, arena: arena, chain: ResponderChain(notes: notes), queue: queue)
  }

  fileprivate func view(_ name: String) -> LoggingView { LoggingView(name, log: log) }

  /// One dispatch of `batch`: new fingers hit the view `hit` gives them (with its recognizers),
  /// the changed touches are delivered, lifted ones retire, and the session settles.
  private func dispatch(_ batch: [UIRawTouch], at time: TimeInterval, hit: [Int: UIView] = [:]) {
    guard let (event, firstNew) = table.applyChanges(batch, timestamp: time) else { return }
    for index in firstNew..<table.count {
      let touch = table.touch(at: index)
      let view = hit[touch.fingerID]
      let recognizers = view?.gestureRecognizers ?? []
      let path = HitPath(view: view, window: nil, windowLocation: touch._location, recognizers: recognizers)
      views.admit(table.admit(path, at: index), at: index)
    }
    views.deliver(Array(event.changedTouches), event: event)
    table.retireLifted(event)
    views.settle()
  }

  private func raw(_ finger: Int, _ phase: UITouch.Phase, _ x: CGFloat = 0) -> UIRawTouch {
    UIRawTouch(finger: finger, phase: phase, location: CGPoint(x: x, y: 0))
  }

  @Test("T5: fingers of one phase on one view come in one call; on two views, one call each, lowest finger first")
  func t5OneCallPerView() {
    let left = view("left")
    let right = view("right")
    left.isMultipleTouchEnabled = true
    dispatch([raw(3, .began), raw(1, .began), raw(2, .began)], at: 1, hit: [1: left, 2: right, 3: left])
    dispatch([raw(1, .moved, 5), raw(3, .moved, 5)], at: 2)
    dispatch([raw(1, .ended), raw(2, .ended), raw(3, .ended)], at: 3)
    #expect(
      log.lines == ["left began 2", "right began 1", "left moved 2", "left ended 2", "right ended 1"])
    #expect(table.count == 0, "the session ended with its last finger")
  }

  @Test("T7: a second finger on a view without multiple touch, or beside an exclusive-touch view, gets nothing")
  func t7Admission() {
    let single = view("single")
    let exclusive = view("exclusive")
    let other = view("other")
    exclusive.isExclusiveTouch = true
    dispatch([raw(1, .began)], at: 1, hit: [1: single])
    dispatch([raw(2, .began)], at: 2, hit: [2: single])
    #expect(views.state(at: 0) == .tracking && views.state(at: 1) == .refused)
    dispatch([raw(1, .ended), raw(2, .ended)], at: 3)
    dispatch([raw(1, .began)], at: 4, hit: [1: exclusive])
    dispatch([raw(2, .began)], at: 5, hit: [2: other])
    #expect(views.state(at: 1) == .refused, "the exclusive view's touch keeps the other view out")
    dispatch([raw(1, .ended), raw(2, .ended)], at: 6)
    #expect(log.lines == ["single began 1", "single ended 1", "exclusive began 1", "exclusive ended 1"])
  }

  @Test("G5: a recognizer that delays began holds the view's phases back, in order, until it fails")
  func g5HeldThenReleased() {
    let card = view("card")
    let hold = UILongPressGestureRecognizer()
    hold.delaysTouchesBegan = true
    card.addGestureRecognizer(hold)
    dispatch([raw(1, .began)], at: 1, hit: [1: card])
    dispatch([raw(1, .moved, 2)], at: 1.1)
    #expect(log.lines.isEmpty, "began is held, and the move queues behind it")
    #expect(views.state(at: 0) == .beganOwed)
    dispatch([raw(1, .ended, 2)], at: 1.2)
    #expect(hold.state == .possible || hold.state == .failed)
    #expect(log.lines == ["card began 1", "card moved 1", "card ended 1"], "released in order when it failed")
  }

  @Test("A4: taking a view's touches cancels those it saw begin, once; a touch owed began is never sent it")
  func a4Take() throws {
    let box = view("box")
    let late = view("late")
    let hold = UILongPressGestureRecognizer()
    hold.delaysTouchesBegan = true
    late.addGestureRecognizer(hold)
    dispatch([raw(1, .began)], at: 1, hit: [1: box])
    dispatch([raw(2, .began)], at: 1.1, hit: [2: late])
    views.cancelTouches(inSubtreeOf: box)
    views.cancelTouches(inSubtreeOf: late)
    #expect(views.state(at: 0) == .finished && views.state(at: 1) == .finished)
    dispatch([raw(1, .moved, 3), raw(2, .moved, 3)], at: 1.2)
    dispatch([raw(1, .ended), raw(2, .ended)], at: 1.3)
    #expect(log.lines == ["box began 1", "box cancelled 1"], "nothing after the cancel; late never began")
  }
}
