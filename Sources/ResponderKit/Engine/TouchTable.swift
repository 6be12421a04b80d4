import Foundation

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

  /// A hit path as given: a test's, or what a hit test found.
  init(view: UIView?, window: UIWindow?, windowLocation: CGPoint, recognizers: [UIGestureRecognizer]) {
    self.view = view
    self.window = window
    self.windowLocation = windowLocation
    self.recognizers = recognizers
  }

  /// Hit-tests `screenPoint` through `application`'s windows, front to back (H1), keeping what
  /// the descent found as it went: the window that answered and the point in its coordinates.
  ///
  /// The recognizers are read from the hit-test view's own ancestry (H8 names the view's
  /// superviews, not the path the descent took: an override may answer with a view from
  /// elsewhere).
  init(at screenPoint: CGPoint, event: UIEvent?, in application: UIApplication) {
    var asked: UIWindow?
    var local = screenPoint
    let view = application.firstFrontToBack { window -> UIView? in
      asked = window
      local = window.convertFromScreen(screenPoint)
      return window.hitTest(local, with: event)
    }
    guard let view else {
      self.init(view: nil, window: nil, windowLocation: screenPoint, recognizers: [])
      return
    }
    let window = view.window
    self.init(
      view: view, window: window,
      windowLocation: window === asked ? local : window?.convertFromScreen(screenPoint) ?? screenPoint,
      recognizers: UIView.recognizersOutward(from: Unmanaged.passUnretained(view)))
  }
}

/// The touch table's record of one touch of the gesture session: its identity and lifetime.
/// `UITouch` itself keeps only what UIKit's API shows; what its view has had of it is view
/// delivery's (`ViewDelivery`), kept at the same index.
struct TouchRecord {
  let touch: UITouch
  /// Which dispatch brought the touch's `began`: touches of one dispatch are cancelled for their
  /// view together, those of different ones in separate calls (G6).
  let dispatch: Int
  /// The finger lifted (or was cancelled by the input): the touch is no longer live.
  var lifted = false
  /// When the finger touched down, to tell how long a recognizer held the view's `began` (G5,
  /// S4).
  let beganAt: TimeInterval
  /// The set of this touch alone, made once: most calls carry one touch, and UIKit's API wants
  /// a set for each. It holds the touch, so it goes with the record at the session's end.
  let alone: Set<UITouch>

  init(touch: UITouch, dispatch: Int, beganAt: TimeInterval) {
    self.touch = touch
    self.dispatch = dispatch
    self.beganAt = beganAt
    alone = [touch]
  }
}

/// The touch table: each finger's `UITouch` and its `TouchRecord` for the gesture session
/// (rules T1–T4), the touch's hit path once it is found (H8), and the queries the arena, scroll
/// views and controls make of the touches. It is the only writer of a touch's fields (phase,
/// locations, timestamp, tap count, view, window, recognizers), of the records, of the
/// sequence's `event` and of the recent taps; the session's end (`endSession()`) empties it.
/// It calls no app code: hit testing happens outside (`HitPath`), and the table takes its
/// answer (`admit(_:at:)`).
///
/// Its storage is exclusivity-unchecked, the one argument for this type: no access spans a
/// call out of the table, and the touch path reads the records several times per touch.
@MainActor
final class TouchTable {
  /// Where impossible input is reported (T1).
  private let notes: NoteSink
  /// The touches of the gesture session, in the order they touched down: live ones, and lifted
  /// ones whose view is still owed a phase.
  @exclusivity(unchecked) private var records: [TouchRecord] = []
  /// How many records are of fingers still down (not `lifted`): kept with the records, so that
  /// asking whether any finger is down reads one number.
  @exclusivity(unchecked) private(set) var liveTouches = 0
  /// The touch event of the sequence under way (T4), if any.
  @exclusivity(unchecked) private(set) var event: UIEvent?
  /// How many dispatches brought new fingers, for `TouchRecord.dispatch`.
  @exclusivity(unchecked) private var beganDispatches = 0
  /// Where and when recent touches ended, for tap counts (T2).
  @exclusivity(unchecked) private var recentTaps: [(location: CGPoint, time: TimeInterval, count: Int)] = []
  /// The touch event: one object for every sequence, as UIKit reuses its touch event ("UIKit
  /// reuses the same UIEvent object when delivering updated touch data", UIEvent's
  /// documentation). T4 asks one object per sequence; reusing it across sequences also spares a
  /// sequence its allocations.
  let touchesEvent = UIEvent(type: .touches, timestamp: 0)

  /// An empty table that reports impossible input to `notes`.
  init(notes: NoteSink) {
    self.notes = notes
  }

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
  private func apply(_ raw: UIRawTouch, to event: UIEvent, timestamp: TimeInterval) {
    var index = 0
    while index < records.count && (records[index].lifted || records[index].touch.fingerID != raw.finger) {
      index += 1
    }
    guard index < records.count else {
      guard raw.phase == .began else {
        notes.note(.inputError(.notBegan))
        return
      }
      let touch = UITouch(finger: raw.finger, location: raw.location, timestamp: timestamp)
      touch._tapCount = tapCount(at: raw.location, time: timestamp)
      records.append(TouchRecord(touch: touch, dispatch: beganDispatches, beganAt: timestamp))
      liveTouches += 1
      event.touchList.append(touch)
      event.changedTouches.append(touch)
      return
    }
    // Lent, not retained: its record holds the touch (records go only at the session's end).
    Unmanaged.passUnretained(records[index].touch).withGuaranteed { touch in
      switch raw.phase {
      case .began:
        notes.note(.inputError(.alreadyBegan))
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

  /// Rule H8: the new touch at `index` keeps what its hit test found (view, window, location
  /// in the window, the recognizers it may reach) from now on. Returns its view, if any.
  @discardableResult
  func admit(_ path: HitPath, at index: Int) -> UIView? {
    let touch = records[index].touch
    touch._view = path.view
    touch._window = path.window
    touch._windowLocation = path.windowLocation
    touch._previousWindowLocation = path.windowLocation
    guard let view = path.view else { return nil }
    touch._gestureRecognizers = path.recognizers
    return view
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

  /// The session is over (G12): the records go; the buffer stays for the next session.
  func endSession() {
    records.empty()
    liveTouches = 0
  }

  // MARK: Records

  /// How many records the session has.
  var count: Int { records.count }

  /// The touch of the record at `index`.
  func touch(at index: Int) -> UITouch { records[index].touch }

  /// The set of the touch alone of the record at `index`.
  func alone(at index: Int) -> Set<UITouch> { records[index].alone }

  /// Whether the finger of the record at `index` lifted.
  func isLifted(at index: Int) -> Bool { records[index].lifted }

  /// Which dispatch brought the `began` of the record at `index` (G6).
  func dispatch(at index: Int) -> Int { records[index].dispatch }

  /// When the finger of the record at `index` came down.
  func beganAt(_ index: Int) -> TimeInterval { records[index].beganAt }

  /// The index of `touch`'s record; the session has a handful of touches at most.
  func index(of touch: UITouch) -> Int? {
    var index = 0
    let count = records.count
    while index < count {
      if records[index].touch === touch { return index }
      index += 1
    }
    return nil
  }

  /// The touch of the latest record of `finger`, if the session has one.
  func latestTouch(of finger: Int) -> UITouch? {
    records.last { $0.touch.fingerID == finger }?.touch
  }

  /// The touch of `finger` while it is down.
  func liveTouch(of finger: Int) -> UITouch? {
    records.last { !$0.lifted && $0.touch.fingerID == finger }?.touch
  }

  /// Whether a finger is down on a view that `matches` (a scroll view's `isTracking`, S17).
  func hasLiveTouch(where matches: (UIView) -> Bool) -> Bool {
    for record in records where !record.lifted {
      if let view = record.touch._view, matches(view) { return true }
    }
    return false
  }

  /// Whether any finger is down.
  var hasLiveTouches: Bool { liveTouches > 0 }

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
}

/// The touch table names a batch's touches by their records.
extension TouchTable: TouchBatchSource {
  func touch(of entry: TouchBatch.Entry) -> UITouch { records[Int(entry.record)].touch }

  func alone(of entry: TouchBatch.Entry) -> Set<UITouch> { records[Int(entry.record)].alone }
}
