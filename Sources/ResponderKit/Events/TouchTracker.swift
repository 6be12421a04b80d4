import Foundation

/// Turns raw finger changes into `UITouch` objects and the sequence's `UIEvent`: identity,
/// tap counts, hit testing at `began`, who receives which touch.
///
/// Rules T1 (one object per finger), T2 (tap count), T4 (one event per sequence), H8 (hit test
/// once, at began), T7 (multiple-touch and exclusive-touch filtering), A4 (cancellation).
@MainActor
final class TouchTracker {
  private unowned let application: UIApplication
  /// Fingers down, in the order they touched down.
  private var live: [UITouch] = []
  /// The touch event of the sequence under way.
  private var event: UIEvent?
  /// How many batches brought new fingers, for `UITouch.beganDispatch`.
  private var beganDispatches = 0
  /// Where and when recent touches ended, for tap counts (T2).
  private var recentTaps: [(location: CGPoint, time: TimeInterval, count: Int)] = []

  init(application: UIApplication) {
    self.application = application
  }

  var liveFingers: [(finger: Int, location: CGPoint)] {
    live.map { ($0.fingerID, $0._location) }
  }

  /// Applies one batch of changes; returns the event to dispatch, or nil when every change
  /// was impossible.
  func begin(_ batch: [UIRawTouch], timestamp: TimeInterval) -> UIEvent? {
    let event: UIEvent
    if let current = self.event {
      event = current
    } else {
      event = UIEvent(type: .touches, timestamp: timestamp)
      event._application = application
    }
    event.changedTouches.empty()
    event.coalesced.empty()
    var began: [UITouch] = []
    beganDispatches += 1
    // Fingers of one dispatch are handled in finger order, so that which of several
    // simultaneous touches comes "first" (T7) does not depend on how the platform listed them.
    for raw in batch.count == 1 ? batch : batch.sorted(by: { $0.finger < $1.finger }) {
      var existing: UITouch?
      for touch in live where touch.fingerID == raw.finger {
        existing = touch
        break
      }
      switch (raw.phase, existing) {
      case (.began, nil):
        let touch = UITouch(finger: raw.finger, location: raw.location, timestamp: timestamp)
        touch._tapCount = tapCount(at: raw.location, time: timestamp)
        touch.beganDispatch = beganDispatches
        live.append(touch)
        event.touchList.append(touch)
        event.changedTouches.append(touch)
        began.append(touch)
      case (.began, .some):
        application.note(.inputError(reason: "alreadyBegan"))
      case (_, nil):
        application.note(.inputError(reason: "notBegan"))
      case (.moved, let touch?) where event.changedTouches.containsObject(touch):
        // A further move of the same finger in one batch: coalesced (the earlier sample is
        // already recorded); the touch keeps its previous location from before the batch.
        touch._location = raw.location
        event.coalesced.append(TouchSample(of: touch))
      case (let phase, let touch?):
        touch._previousLocation = touch._location
        touch._location = raw.location
        touch._phase = phase
        touch._timestamp = timestamp
        event.changedTouches.append(touch)
        if phase == .moved { event.coalesced.append(TouchSample(of: touch)) }
      }
    }
    guard !event.changedTouches.isEmpty else {
      if live.isEmpty { self.event = nil }
      return nil
    }
    self.event = event
    event._timestamp = timestamp
    for touch in live where !event.changedTouches.containsObject(touch) {
      touch._phase = .stationary
    }
    event.changedTouches.sort { $0.fingerID < $1.fingerID }
    // Hit testing happens once per touch, at began, before the event is sent (H8).
    for touch in began {
      let view = application.hitTest(screenPoint: touch._location, with: event)
      touch._view = view
      touch._window = view?.window
      touch._gestureRecognizers = Self.recognizers(from: view)
      touch.isDelivered = view.map { mayReceive(touch, view: $0) } ?? false
    }
    return event
  }

  /// Rule H8/G13: the recognizers of `view` and its ancestors up to the window (the window's
  /// own included), from the view outward, each view's in the order they were added.
  private static func recognizers(from view: UIView?) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var current = view
    while let v = current {
      result.append(contentsOf: v._gestureRecognizers)
      current = v._superview
    }
    return result
  }

  /// The touch event of the sequence under way, if any.
  var currentEvent: UIEvent? { event }

  /// Rule T7: whether the hit-test view receives a new touch, given the touches its window's
  /// views already track.
  private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
    for other in live where other !== touch && other.isDelivered && other._window === touch._window {
      guard let otherView = other._view else { continue }
      if otherView === view {
        if !view.isMultipleTouchEnabled { return false }
      } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
        return false
      }
    }
    return true
  }

  /// Rule T2: continue the count of a touch that ended close by, recently enough.
  private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
    recentTaps.removeAll { time - $0.time > InteractionConstants.multiTapInterval }
    let radius = InteractionConstants.multiTapRadius
    guard
      let index = recentTaps.lastIndex(where: {
        hypot($0.location.x - location.x, $0.location.y - location.y) <= radius
      })
    else { return 1 }
    return recentTaps.remove(at: index).count + 1
  }

  /// Retires the touches that ended in the dispatch just done; ends the sequence when no
  /// finger is left (T4).
  func finish(_ event: UIEvent) {
    for touch in event.changedTouches where touch._phase == .ended || touch._phase == .cancelled {
      if touch._phase == .ended {
        recentTaps.append((touch._location, touch._timestamp, touch._tapCount))
      }
      // `isDelivered` stays: a held-back `touchesEnded` may still be owed to the view (G6).
      touch.retire()
      live.removeObject(touch)
      event.touchList.removeObject(touch)
    }
    event.changedTouches.empty()
    if live.isEmpty { self.event = nil }
  }

  /// Rule A4: sends `touchesCancelled` now for every touch tracked by `view` or a descendant;
  /// those touches get nothing more, though their fingers are still down.
  func cancelTouches(inSubtreeOf view: UIView) {
    let taken = live.filter {
      $0.isDelivered && !$0.viewFinished && ($0._view?.isDescendant(of: view) ?? false)
    }
    guard !taken.isEmpty, let event, let window = view.window else { return }
    // A touch whose began the view has not seen yet (same dispatch, or held back by a
    // recognizer) is simply withdrawn.
    let doomed = taken.filter(\.viewSawBegan)
    application.chain.noteCancellation(of: taken)
    for touch in taken {
      touch.isDelivered = false
      application.gestures.forget(touch)
    }
    _ = window
    UIApplication.deliverGrouped(doomed, phase: .cancelled, event: event, app: application)
  }
}
