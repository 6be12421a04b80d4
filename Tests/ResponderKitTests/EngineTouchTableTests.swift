import Foundation
import Testing

@testable import ResponderKit

/// The touch table (`Engine/TouchTable.swift`) driven alone, with no application: batches of
/// raw fingers applied with `applyChanges`, new touches given their hit path with
/// `admit(_:at:)` and lifted ones retired with `retireLifted`, without sending the event to any
/// window, recognizer or view.
@MainActor
@Suite("Engine: the touch table alone (T1, T2, T4, H8)")
struct EngineTouchTableTests {
  let notes = NoteSink()
  let table: TouchTable
  /// The input errors the table reported, in order.
  private let errors = ErrorCount()

  init() {
    table = TouchTable(notes: notes)
    notes.observer = { [errors] note in
      if case .inputError = note { errors.count += 1 }
    }
  }

  private func raw(_ finger: Int, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat = 0) -> UIRawTouch {
    UIRawTouch(finger: finger, phase: phase, location: CGPoint(x: x, y: y))
  }

  /// Applies one batch and retires its lifted fingers, as a dispatch does around delivery.
  /// Returns the event and its changed touches (retiring empties the event's list).
  @discardableResult
  private func apply(_ batch: [UIRawTouch], at time: TimeInterval) -> (event: UIEvent, changed: [UITouch])? {
    guard let (event, _) = table.applyChanges(batch, timestamp: time) else { return nil }
    let changed = event.changedTouches
    table.retireLifted(event)
    return (event, changed)
  }

  @Test("T1: one UITouch per finger from began to ended, its phase, locations and time moved on in place")
  func t1Identity() throws {
    let (event, firstNew) = try #require(table.applyChanges([raw(1, .began, 10)], timestamp: 1))
    #expect(firstNew == 0 && table.count == 1)
    let touch = table.touch(at: 0)
    #expect(touch.phase == .began && touch._location == CGPoint(x: 10, y: 0) && touch.timestamp == 1)
    table.retireLifted(event)
    let moved = try #require(apply([raw(1, .moved, 14)], at: 2))
    #expect(moved.changed.count == 1 && moved.changed[0] === touch)
    #expect(touch.phase == .moved && touch._previousLocation == CGPoint(x: 10, y: 0) && touch.timestamp == 2)
    apply([raw(1, .ended, 14)], at: 3)
    #expect(touch.phase == .ended && table.isLifted(at: 0) && !table.hasLiveTouches)
    let (_, again) = try #require(table.applyChanges([raw(1, .began, 14)], timestamp: 4))
    #expect(again == 1 && table.touch(at: 1) !== touch, "the same finger down again is a new touch")
  }

  @Test("T1: a finger that begins twice, or moves or ends before it began, is skipped and reported")
  func t1ImpossibleSteps() {
    apply([raw(1, .began, 0)], at: 1)
    #expect(apply([raw(1, .began, 5)], at: 2) == nil)
    #expect(apply([raw(2, .moved, 5)], at: 3) == nil)
    #expect(apply([raw(3, .ended, 5)], at: 4) == nil)
    #expect(errors.count == 3 && table.count == 1)
    #expect(table.touch(at: 0)._location == .zero, "the skipped began moved nothing")
  }

  @Test("T2: a touch close by, soon after one ended, continues its tap count; a far or late one starts at 1")
  func t2TapCount() {
    let interval = InteractionConstants.multiTapInterval
    let radius = InteractionConstants.multiTapRadius
    apply([raw(1, .began, 0)], at: 0)
    apply([raw(1, .ended, 0)], at: 0.05)
    apply([raw(1, .began, radius)], at: 0.05 + interval)
    #expect(table.touch(at: 1).tapCount == 2, "at the radius and the interval, still the same tap")
    apply([raw(1, .ended, radius)], at: 0.1 + interval)
    apply([raw(1, .began, 3 * radius)], at: 0.15 + interval)
    #expect(table.touch(at: 2).tapCount == 1, "too far")
    apply([raw(1, .ended, 3 * radius)], at: 0.2 + interval)
    apply([raw(1, .began, 3 * radius)], at: 0.3 + 2 * interval)
    #expect(table.touch(at: 3).tapCount == 1, "too late")
  }

  @Test("T4: one touch event for the sequence and the next, changed touches in finger order, others stationary")
  func t4OneEvent() throws {
    let (first, changed) = try #require(apply([raw(2, .began, 20), raw(1, .began, 10)], at: 1))
    #expect(changed.map(\.fingerID) == [1, 2] && first.allTouches?.count == 2)
    let second = try #require(apply([raw(2, .moved, 25)], at: 2))
    #expect(second.event === first)
    let one = try #require(table.liveTouch(of: 1))
    #expect(one.phase == .stationary, "a finger that did not change is stationary")
    apply([raw(1, .ended, 10), raw(2, .ended, 25)], at: 3)
    #expect(table.event == nil, "no finger left: the sequence is over")
    let next = try #require(apply([raw(3, .began, 0)], at: 4))
    #expect(next.event === first, "the event object is reused, as UIKit's is")
  }

  @Test("T4: moves of one finger in one batch are one change, the earlier ones its coalesced touches")
  func t4Coalesced() throws {
    apply([raw(1, .began, 0)], at: 1)
    let (event, changed) = try #require(apply([raw(1, .moved, 4), raw(1, .moved, 9)], at: 2))
    let touch = try #require(changed.first)
    #expect(changed.count == 1)
    #expect(touch._location == CGPoint(x: 9, y: 0) && touch._previousLocation == .zero)
    #expect(event.coalescedTouches(for: touch)?.map(\.timestamp) == [2, 2])
  }

  @Test("H8: a new touch keeps its hit path (view, window, location in the window, recognizers) from then on")
  func h8Admit() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    window.addSubview(left)
    let own = UITapGestureRecognizer()
    let windows = UIPanGestureRecognizer()
    let (_, firstNew) = try #require(table.applyChanges([raw(1, .began, 10, 10)], timestamp: 1))
    let path = HitPath(view: left, window: window, windowLocation: CGPoint(x: 4, y: 6), recognizers: [own, windows])
    #expect(table.admit(path, at: firstNew) === left)
    let touch = table.touch(at: 0)
    #expect(touch.view === left && touch.window === window)
    #expect(touch.location(in: nil) == CGPoint(x: 4, y: 6) && touch.previousLocation(in: nil) == CGPoint(x: 4, y: 6))
    #expect(touch._gestureRecognizers.map(ObjectIdentifier.init) == [ObjectIdentifier(own), ObjectIdentifier(windows)])
    let (_, secondNew) = try #require(table.applyChanges([raw(2, .began, 70, 10)], timestamp: 2))
    let nowhere = HitPath(view: nil, window: nil, windowLocation: CGPoint(x: 70, y: 10), recognizers: [own])
    #expect(table.admit(nowhere, at: secondNew) == nil)
    #expect(table.touch(at: 1).view == nil && table.touch(at: 1)._gestureRecognizers.isEmpty, "no view, no recognizer")
  }
}

extension EngineTouchTableTests {
  @Test("H1/H8: a hit path is the front window's answer, its window, the point in it and the recognizers outward")
  func h8HitPath() {
    let app = UIApplication()
    let back = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    back.makeKeyAndVisible()
    let front = UIWindow(application: app, frame: CGRect(x: 100, y: 50, width: 100, height: 100))
    front.windowLevel = .alert
    front.isHidden = false
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    front.addSubview(card)
    let cards = UITapGestureRecognizer()
    let fronts = UIPanGestureRecognizer()
    card.addGestureRecognizer(cards)
    front.addGestureRecognizer(fronts)
    let path = HitPath(at: CGPoint(x: 130, y: 80), event: nil, in: app)
    #expect(path.view === card && path.window === front)
    #expect(path.windowLocation == CGPoint(x: 30, y: 30))
    #expect(path.recognizers.map(ObjectIdentifier.init) == [ObjectIdentifier(cards), ObjectIdentifier(fronts)])
    let behind = HitPath(at: CGPoint(x: 20, y: 20), event: nil, in: app)
    #expect(behind.view === back && behind.window === back && behind.windowLocation == CGPoint(x: 20, y: 20))
    #expect(behind.recognizers.isEmpty)
    let nowhere = HitPath(at: CGPoint(x: 500, y: 500), event: nil, in: app)
    #expect(nowhere.view == nil && nowhere.window == nil && nowhere.windowLocation == CGPoint(x: 500, y: 500))
  }

  @Test("T4: a finger is down from its began until it lifts; the sequence ends with the last finger")
  func t4LiveTouches() {
    apply([raw(1, .began, 10)], at: 1)
    #expect(table.liveTouches == 1 && table.hasLiveTouches)
    apply([raw(2, .began, 50)], at: 1.1)
    #expect(table.liveTouches == 2)
    apply([raw(1, .ended, 10), raw(2, .moved, 60)], at: 1.2)
    #expect(table.liveTouches == 1 && table.event != nil, "the second finger is still down")
    apply([raw(2, .cancelled, 60)], at: 1.3)
    #expect(table.liveTouches == 0 && !table.hasLiveTouches && table.event == nil)
    #expect(table.count == 2, "the records stay for the session, lifted")
    apply([raw(1, .ended, 10)], at: 1.4)
    #expect(table.liveTouches == 0 && errors.count == 1, "a finger that lifts twice is reported, not counted")
  }

  @Test("T5: a touch batch keeps its entries in the order they were grouped, the first inline and the rest after")
  func t5TouchBatchOrder() {
    var batch = TouchBatch()
    #expect(batch.isEmpty && batch.count == 0)
    for finger in 0..<7 { batch.append(TouchBatch.Entry(record: Int32(finger), slot: Int32(10 + finger))) }
    #expect(batch.count == 7 && TouchBatch.inlineCapacity < batch.count)
    #expect((0..<7).map { batch[$0].record } == [0, 1, 2, 3, 4, 5, 6])
    #expect((0..<7).map { batch[$0].slot } == [10, 11, 12, 13, 14, 15, 16])
    let odd = batch.filter { $0.record % 2 == 1 }
    #expect((0..<odd.count).map { odd[$0].record } == [1, 3, 5])
    let all = batch.filter { _ in true }
    #expect((0..<all.count).map { all[$0].record } == [0, 1, 2, 3, 4, 5, 6], "kept whole, the batch itself")
    var asked = 0
    let none = batch.filter { _ in
      asked += 1
      return false
    }
    #expect(none.isEmpty && asked == 7, "each entry asked once")
    let head = batch.prefix(2)
    #expect(head.count == 2 && head[0].slot == 10 && head[1].slot == 11)
    var copy = batch
    copy.append(TouchBatch.Entry(record: 7, slot: 17))
    #expect(batch.count == 7 && copy.count == 8 && copy[7].record == 7, "a batch is a value")
  }
}

/// How many input errors the table reported.
@MainActor
fileprivate final class ErrorCount {
  var count = 0
}
