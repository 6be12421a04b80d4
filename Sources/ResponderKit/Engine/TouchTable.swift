import Foundation

/// The phases a view is owed, oldest first (G5, G6): a queue that keeps its first sixteen in one
/// word and only the rest in an array, since a touch rarely owes more than one or two and every
/// touch owes some (an array would be allocated for each touch).
struct OwedPhases {
  /// Four bits a phase, the oldest in the lowest bits.
  private var packed: UInt64 = 0
  /// How many phases are owed.
  private(set) var count = 0
  /// The phases after the first sixteen, oldest first.
  private var overflow: [UITouch.Phase] = []
  private static let inWord = 16

  /// The oldest phase owed.
  var first: UITouch.Phase? { count == 0 ? nil : UITouch.Phase(rawValue: Int(packed & 0xF)) }

  mutating func append(_ phase: UITouch.Phase) {
    if count < Self.inWord {
      packed |= UInt64(phase.rawValue) << UInt64(4 * count)
    } else {
      overflow.append(phase)
    }
    count += 1
  }

  /// Removes the oldest phase.
  mutating func dropHead() {
    guard count > 0 else { return }
    packed >>= 4
    count -= 1
    if !overflow.isEmpty {
      packed |= UInt64(overflow.removeFirst().rawValue) << UInt64(4 * (Self.inWord - 1))
    }
  }

  mutating func removeAll() {
    packed = 0
    count = 0
    overflow = []
  }
}

/// What hit testing finds for a finger at touch-down, computed once (H1–H9): the hit-test
/// view, its window, the point in that window, and the recognizers the touch may reach, the
/// view's then each ancestor's, outward (H8, G13).
///
/// The touch keeps it in UIKit's own properties (`view`, `window`, `gestureRecognizers`),
/// which every later phase reads, as Flutter keeps a pointer's hit-test result; the record
/// keeps no second copy, which would make every record larger and every access to it dearer.
@MainActor
struct HitPath {
  /// The hit-test view, nil when no window answered (H1).
  let view: UIView?
  /// The hit-test view's window.
  let window: UIWindow?
  /// The finger's point in `window`'s coordinates (in the screen's without a window).
  let windowLocation: CGPoint
  /// The recognizers of the view and its ancestors, view outward, each view's in the order
  /// they were added (H8, G13); none without a view.
  let recognizers: [UIGestureRecognizer]

  /// Hit-tests `screenPoint` through `application`'s windows, front to back (H1).
  @inline(__always)
  init(at screenPoint: CGPoint, event: UIEvent?, in application: UIApplication) {
    let view = application.hitTest(screenPoint, with: event)
    self.view = view
    window = view?.window
    windowLocation = window?.convertFromScreen(screenPoint) ?? screenPoint
    // (No closure: an isolated closure handed to `Optional.map` costs a main-actor check.)
    if let view {
      recognizers = UIView.recognizersOutward(from: Unmanaged.passUnretained(view))
    } else {
      recognizers = []
    }
  }
}

/// The dispatcher's record of one touch of the gesture session: everything about its delivery,
/// in one value with one owner (`EventDispatcher.records`). `UITouch` itself keeps only what
/// UIKit's API shows.
struct TouchRecord {
  let touch: UITouch
  /// Which dispatch brought the touch's `began`: touches of one dispatch are cancelled for their
  /// view together, those of different ones in separate calls (G6).
  let dispatch: Int
  /// What the hit-test view has had of the touch.
  var view: ViewDelivery
  /// Phases the view is owed, oldest first, behind the one a recognizer holds back (G5, G6).
  var owed = OwedPhases()
  /// The finger lifted (or was cancelled by the input): the touch is no longer live.
  var lifted = false
  /// When the finger touched down, to tell how long a recognizer held the view's `began` (G5,
  /// S4).
  var beganAt: TimeInterval = 0
  /// The set of this touch alone, made once: most calls carry one touch, and UIKit's API wants
  /// a set for each. It holds the touch, so it goes with the record at the session's end.
  let alone: Set<UITouch>

  init(touch: UITouch, dispatch: Int, view: ViewDelivery) {
    self.touch = touch
    self.dispatch = dispatch
    self.view = view
    alone = [touch]
  }
}

/// The touch table: each finger's `UITouch` and its `TouchRecord` for the gesture session
/// (rules T1–T4, T7), hit testing at `began` (H8), and the queries the arena, scroll views and
/// controls make of the records. It is the only writer of a touch's fields (phase, locations,
/// timestamp, tap count, view, window, recognizers) and of the records' creation and `lifted`,
/// of the sequence's `event` and of `recentTaps`; `ViewDelivery.swift` moves a record's view
/// delivery on, and the session's end (`settle()`) empties the table.
extension EventDispatcher {
  // MARK: A batch's changes

  /// Rule T1–T4: applies one batch to the touches and the sequence's event. Returns the event
  /// and the index of the first new touch's record, or nil when every change was impossible
  /// (each reported as `.inputError`).
  func applyChanges(_ batch: [UIRawTouch], timestamp: TimeInterval) -> (UIEvent, Int)? {
    let event = self.event ?? touchesEvent
    event.changedTouches.empty()
    event.coalesced.empty()
    let firstNew = records.count
    beganDispatches += 1
    // Fingers of one dispatch are handled in finger order, so that which of several
    // simultaneous touches comes "first" (T7) does not depend on how the platform listed them.
    // (A batch of one is read in place: a sorted copy would be retained and released.)
    if batch.count == 1 {
      apply(batch[0], to: event, timestamp: timestamp)
    } else {
      for raw in batch.sorted(by: { $0.finger < $1.finger }) { apply(raw, to: event, timestamp: timestamp) }
    }
    guard !event.changedTouches.isEmpty else {
      if !hasLiveTouches { self.event = nil }
      return nil
    }
    if self.event !== event { self.event = event }
    event._timestamp = timestamp
    for index in records.indices where !records[index].lifted {
      let touch = records[index].touch
      if !event.changedTouches.containsObject(touch) { touch._phase = .stationary }
    }
    if event.changedTouches.count > 1 { event.changedTouches.sort { $0.fingerID < $1.fingerID } }
    return (event, firstNew)
  }

  /// One change of `applyChanges`: a new touch, or the next phase of a live one.
  @inline(__always)
  private func apply(_ raw: UIRawTouch, to event: UIEvent, timestamp: TimeInterval) {
    var index = 0
    while index < records.count && (records[index].lifted || records[index].touch.fingerID != raw.finger) {
      index += 1
    }
    guard index < records.count else {
      guard raw.phase == .began else {
        application.note(.inputError(.notBegan))
        return
      }
      let touch = UITouch(finger: raw.finger, location: raw.location, timestamp: timestamp)
      touch._tapCount = tapCount(at: raw.location, time: timestamp)
      var record = TouchRecord(touch: touch, dispatch: beganDispatches, view: .refused)
      record.beganAt = timestamp
      records.append(record)
      liveTouches += 1
      event.touchList.append(touch)
      event.changedTouches.append(touch)
      return
    }
    // Lent, not retained: its record holds the touch (records go only at the session's end).
    Unmanaged.passUnretained(records[index].touch).withGuaranteed { touch in
      switch raw.phase {
      case .began:
        application.note(.inputError(.alreadyBegan))
      case .moved where event.changedTouches.containsObject(touch):
        // A further move of the same finger in one batch: coalesced (the earlier sample is
        // already recorded); the touch keeps its previous location from before the batch.
        touch._location = raw.location
        touch.takeWindowLocation()
        event.coalesced.append(TouchSample(of: touch))
      case let phase:
        touch._previousLocation = touch._location
        touch._previousWindowLocation = touch._windowLocation
        touch._location = raw.location
        touch.takeWindowLocation()
        touch._phase = phase
        touch._timestamp = timestamp
        event.changedTouches.append(touch)
        if phase == .moved { event.coalesced.append(TouchSample(of: touch)) }
      }
    }
  }

  /// Rules H1–H9, T7 and Q7 for a new touch: its hit path (view, window, location in the window,
  /// the recognizers it may reach), which the touch keeps from now on, and whether the view
  /// receives it.
  func hitTest(at index: Int, event: UIEvent) {
    // Q7: while the application ignores interaction events, a new touch is dropped: no view,
    // no window, no recognizer (it stays `.refused`); one number read per touch that begins.
    if ignoringInteractionDepth > 0 { return }
    let touch = records[index].touch
    let path = HitPath(at: touch._location, event: event, in: application)
    touch._view = path.view
    touch._window = path.window
    touch._windowLocation = path.windowLocation
    touch._previousWindowLocation = path.windowLocation
    guard let view = path.view else { return }
    touch._gestureRecognizers = path.recognizers
    if mayReceive(touch, view: view) { records[index].view = .beganOwed }
  }

  /// Rule T7: whether the hit-test view receives a new touch, given the touches its window's
  /// views already track.
  private func mayReceive(_ touch: UITouch, view: UIView) -> Bool {
    for index in records.indices where !records[index].lifted && records[index].view.isOpen {
      let other = records[index].touch
      guard other !== touch else { continue }
      guard other._window === touch._window, let otherView = other._view else { continue }
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
    // Loops, not closures: each touch that begins comes here (see Array+Identity.swift).
    var index = recentTaps.count - 1
    while index >= 0 {
      if time - recentTaps[index].time > InteractionConstants.multiTapInterval { recentTaps.remove(at: index) }
      index -= 1
    }
    let radius = InteractionConstants.multiTapRadius
    index = recentTaps.count - 1
    while index >= 0 {
      let tap = recentTaps[index]
      if hypot(tap.location.x - location.x, tap.location.y - location.y) <= radius {
        recentTaps.remove(at: index)
        return tap.count + 1
      }
      index -= 1
    }
    return 1
  }

  /// The touches that ended in the dispatch just done stop being live; the sequence ends when
  /// no finger is left (T4). Their records stay while the view is owed a phase (G6).
  func retireLifted(_ event: UIEvent) {
    // Read by index in place: most dispatches are moves, which retire nothing. The phase is
    // read before the touch is taken: holding a touch that retires nothing counted it.
    var position = 0
    while position < event.changedTouches.count {
      let phase = event.changedTouches[position]._phase
      guard phase == .ended || phase == .cancelled else {
        position += 1
        continue
      }
      let touch = event.changedTouches[position]
      position += 1
      if touch._phase == .ended {
        recentTaps.append((touch._location, touch._timestamp, touch._tapCount))
      }
      if let index = index(of: touch), !records[index].lifted {
        records[index].lifted = true
        liveTouches -= 1
      }
      event.touchList.removeObject(touch)
    }
    event.changedTouches.empty()
    assert(liveTouches == records.count { !$0.lifted }, "liveTouches counts the records not lifted")
    if !hasLiveTouches { self.event = nil }
  }

  // MARK: Records

  /// The index of `touch`'s record; the session has a handful of touches at most.
  @inline(__always)
  func index(of touch: UITouch) -> Int? {
    var index = 0
    let count = records.count
    while index < count {
      if records[index].touch === touch { return index }
      index += 1
    }
    return nil
  }

  /// The batch's touches as the set UIKit's methods take.
  @inline(__always)
  func set(of batch: TouchBatch) -> Set<UITouch> { batch.set(in: self) }

  /// Whether a finger is down on a view that `matches` (a scroll view's `isTracking`, S17).
  func hasLiveTouch(where matches: (UIView) -> Bool) -> Bool {
    for record in records where !record.lifted {
      if let view = record.touch._view, matches(view) { return true }
    }
    return false
  }

  /// The hit-test views that got `touchesBegan` of one of `recognizer`'s touches and still
  /// track it (S7, S8).
  func trackingViews(of recognizer: UIGestureRecognizer) -> [UIView] {
    var views: [UIView] = []
    for record in records where record.view == .tracking && arena.takesPart(record.touch, recognizer) {
      if let view = record.touch._view { views.append(view) }
    }
    return views
  }

  /// Whether any finger is down.
  var hasLiveTouches: Bool {
    @inline(__always) get { liveTouches > 0 }
  }

  /// The fingers down and where they are, in the order they touched down.
  var liveFingers: [(finger: Int, location: CGPoint)] {
    var fingers: [(finger: Int, location: CGPoint)] = []
    for record in records where !record.lifted { fingers.append((record.touch.fingerID, record.touch._location)) }
    return fingers
  }

  /// The fingers down whose touch began in one of `windows`, and where they are.
  func liveFingers(inAnyOf windows: [UIWindow]) -> [(finger: Int, location: CGPoint)] {
    var fingers: [(finger: Int, location: CGPoint)] = []
    for record in records where !record.lifted {
      guard let window = record.touch._window, windows.contains(where: { $0 === window }) else { continue }
      fingers.append((record.touch.fingerID, record.touch._location))
    }
    return fingers
  }

  /// Whether the view is done with `touch` (it got its last phase, or never will get one): a
  /// touch of an earlier session is.
  func viewIsDone(with touch: UITouch) -> Bool {
    guard let index = index(of: touch) else { return true }
    return !records[index].view.isOpen
  }
}

/// The touch table names a batch's touches by their records.
extension EventDispatcher: TouchBatchSource {
  @inline(__always)
  func touch(of entry: TouchBatch.Entry) -> UITouch { records[Int(entry.record)].touch }

  @inline(__always)
  func alone(of entry: TouchBatch.Entry) -> Set<UITouch> { records[Int(entry.record)].alone }
}
