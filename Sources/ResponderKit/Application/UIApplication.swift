import Foundation

/// The app-delegate protocol: the object an application's chain ends at.
///
/// UIKit rule R4: when the delegate is a `UIResponder` (and not a view, view controller or
/// the application), it is the application's `next`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The central object of an app: its windows, its event queue and its clock.
///
/// UIKit rules: events are queued first in, first out and dispatched one at a time, each to
/// completion (T6); `sendEvent(_:)` hands them to windows (A1); touches hit-test the windows
/// front to back (H1). Unlike UIKit, an application is an ordinary object: tests make as many
/// as they like. A live app designates its one application with `UIApplication.shared = app`
/// at start-up (or lets the first use of `shared` create it).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  private static var designated: UIApplication?

  /// The application that windows made without one join.
  ///
  /// Set it once at start-up; if nothing was set, reading it creates one with a
  /// `VirtualClock`.
  public static var shared: UIApplication {
    get {
      if let designated { return designated }
      let created = UIApplication()
      designated = created
      return created
    }
    set { designated = newValue }
  }

  static var sharedIfDesignated: UIApplication? { designated }

  var _windows: [UIWindow] = []
  /// The key window; the application owns every window it has (`_windows`), so no weak
  /// reference is needed.
  unowned(unsafe) var _keyWindow: UIWindow?
  weak var _delegate: UIApplicationDelegate?
  private var shownCounter: UInt64 = 0
  private var queue: [QueuedEvent] = []
  private var isDraining = false
  lazy var tracker = TouchTracker(application: self)
  lazy var gestures = GestureEnvironment(application: self)
  /// The application's walker of responder chains (R6, R8): nothing of it is shared with other
  /// applications.
  lazy var chain = ResponderChain(application: self)
  /// Keys down, for press identity (one `UIPress` per key, like touches).
  private var pressesDown: [UIKeyboardHIDUsage: UIPress] = [:]
  private lazy var pressesEvent: UIPressesEvent = {
    let event = UIPressesEvent(timestamp: 0)
    event._application = self
    return event
  }()
  /// The input views on screen (rule F3); held strongly while shown, as UIKit does.
  private var shownInputView: UIView?
  private var shownAccessoryView: UIView?

  /// The clock that timestamps events and runs timers (A3).
  public let clock: UIClock

  /// Receives every engine decision that no method call shows (`EngineNote`); nil costs nothing.
  @preconcurrency public var engineObserver: (@MainActor (EngineNote) -> Void)?

  /// Hears the `hitTest` and `pointInside` calls that the engine's fast path stands in for
  /// (views it tests itself are not called), so that a trace shows every call UIKit would
  /// make, in its order: a tools' hook.
  @preconcurrency @_spi(Tools) public var hitTestObserver: (@MainActor (UIView, HitTestCall) -> Void)?

  /// A debugging switch: when on, the engine checks that every responder gets well-formed
  /// phase sequences per touch (began first; nothing after ended or cancelled) and that
  /// overrides of touch methods in controls and built-in recognizers call `super`, and reports
  /// each breach as `EngineNote.conformance`. Off by default: it costs a lookup per call.
  public var checksConformance = false
  var conformance = ConformanceChecker()

  /// Creates an application that keeps time with `clock`.
  public init(clock: UIClock = VirtualClock()) {
    self.clock = clock
    super.init()
  }

  /// Windows that outlive their application forget it (see `UIWindow._application`).
  @MainActor deinit {
    for window in _windows where window._application === self { window._application = nil }
  }

  /// The app delegate, held weakly as in UIKit.
  public var delegate: UIApplicationDelegate? {
    get { _delegate }
    set { _delegate = newValue }
  }

  /// Every window of the application, in the order they were made.
  public var windows: [UIWindow] { _windows }

  /// The key window (A2), or nil.
  public var keyWindow: UIWindow? { _keyWindow }

  /// The application itself: its walker serves the calls it forwards.
  override var chainApplication: UIApplication? { self }

  /// The next responder.
  ///
  /// UIKit rule R4: the app delegate when it is a responder that is not a view, a view
  /// controller or the application itself; otherwise nil.
  open override var next: UIResponder? {
    guard let responder = _delegate as? UIResponder else { return nil }
    if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
    return responder
  }

  /// Dispatches an event to the windows.
  ///
  /// UIKit rule A1: called once per dequeued event; overridable to see every event (call
  /// `super` to have it delivered). Touches go to the window each began in, windows in the
  /// order of their lowest finger.
  open func sendEvent(_ event: UIEvent) {
    guard event.type == .touches else {
      // Rule F4: motion, remote-control and press events start at the key window's first
      // responder (the window delivers them); with no key window, at the application.
      if let keyWindow = _keyWindow {
        keyWindow.sendEvent(event)
      } else {
        Self.deliver(event, from: self, app: self)
      }
      return
    }
    let changed = event.changedTouches
    // Usually one window has all the changed touches: no list of windows to build.
    if let first = changed.first?._window {
      var oneWindow = true
      for touch in changed where touch._window !== first { oneWindow = false }
      if oneWindow {
        first.sendEvent(event)
        return
      }
    }
    var windows: [UIWindow] = []
    for touch in changed {
      if let window = touch._window, !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    for window in windows { window.sendEvent(event) }
  }

  /// Feeds raw touch input from a platform: the front door of the engine.
  ///
  /// Each element is one finger's change at `timestamp`, in screen coordinates. Changes given
  /// together form one dispatch (rule T5: fingers that touch down together reach a view in one
  /// call). A finger that moves several times in one batch is delivered once, at its last
  /// place, with every sample in `UIEvent.coalescedTouches(for:)`; any other finger named twice
  /// splits the batch there. The batch is queued (T6) and
  /// dispatched at once unless a dispatch is under way (then after it). Impossible changes (a
  /// finger that begins twice, or moves, ends or is cancelled before it began) are reported to
  /// `engineObserver` as `.inputError` and skipped.
  public func receive(_ touches: [UIRawTouch], timestamp: TimeInterval) {
    if touches.count == 1 {
      queue.append(.touches(touches, timestamp))
      return drainQueue()
    }
    var batch: [UIRawTouch] = []
    for touch in touches {
      if let earlier = batch.last(where: { $0.finger == touch.finger }),
        !(earlier.phase == .moved && touch.phase == .moved)
      {
        queue.append(.touches(batch, timestamp))
        batch = []
      }
      batch.append(touch)
    }
    if !batch.isEmpty { queue.append(.touches(batch, timestamp)) }
    drainQueue()
  }

  /// Feeds a motion event (a shake) from a platform: began, ended or cancelled (rule F4).
  public func receive(motion: UIEvent.EventSubtype, phase: UIMotionPhase, timestamp: TimeInterval) {
    queue.append(.motion(motion, phase, timestamp))
    drainQueue()
  }

  /// Feeds a remote-control command (play, pause, …) from a platform (rule F4).
  public func receive(remoteControl subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
    queue.append(.remote(subtype, timestamp))
    drainQueue()
  }

  /// Feeds key presses from a platform: one dispatch for the batch (rule F4). A key that
  /// begins while down, or changes or ends while up, is reported as `.inputError` and skipped.
  public func receive(_ presses: [UIRawPress], timestamp: TimeInterval) {
    queue.append(.presses(presses, timestamp))
    drainQueue()
  }

  /// Ends every key still down with `cancelled`.
  public func cancelAllPresses(timestamp: TimeInterval) {
    let down = pressesDown.keys.sorted { $0.rawValue < $1.rawValue }
    guard !down.isEmpty else { return }
    receive(down.map { UIRawPress(key: $0, phase: .cancelled) }, timestamp: timestamp)
  }

  /// Whether any key is down.
  public var hasPressesDown: Bool { !pressesDown.isEmpty }

  /// Sends an action message: to `target` when given, otherwise to the responder that
  /// `target(forAction:withSender:)` finds from the key window's first responder (or, with
  /// none, from the sender).
  ///
  /// UIKit rule F6: returns whether an action was performed. The target performs it through
  /// `method(for:)`, ResponderKit's stand-in for Objective-C message sending.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    let receiver: Any?
    if let target {
      receiver = target
    } else {
      let start = _keyWindow?._firstResponder ?? (sender as? UIResponder)
      receiver = start.flatMap { start in
        var found: Any?
        chain.walk(from: start) {
          found = start.target(forAction: action, withSender: sender)
        }
        return found
      }
    }
    if let bound = receiver as? BoundAction {
      guard !bound.holdsTarget || bound.target != nil else { return false }
      bound.perform(bound.target, sender)
      return true
    }
    guard let responder = receiver as? UIResponder, let method = responder.method(for: action) else { return false }
    method(sender)
    return true
  }

  /// Ends every touch still down with `cancelled`, as UIKit does when an app resigns active.
  public func cancelAllTouches(timestamp: TimeInterval) {
    let fingers = tracker.liveFingers
    guard !fingers.isEmpty else { return }
    receive(
      fingers.map { UIRawTouch(finger: $0.finger, phase: .cancelled, location: $0.location) }, timestamp: timestamp)
  }

  /// Whether any finger is down.
  public var hasTouchesDown: Bool { !tracker.liveFingers.isEmpty }

  func note(_ note: EngineNote) {
    engineObserver?(note)
  }

  /// Dispatches queued events, unless a dispatch or a gesture decision is under way (then it
  /// runs when that is done).
  func drainQueue() {
    guard !isDraining, !gestures.isBusy else { return }
    isDraining = true
    defer { isDraining = false }
    while let next = queue.first {
      queue.dropHead()
      switch next {
      case .touches(let batch, let timestamp):
        if let event = tracker.begin(batch, timestamp: timestamp) {
          sendEvent(event)
          tracker.finish(event)
          gestures.eventDidFinish()
        }
      case .motion(let subtype, let phase, let timestamp):
        let event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
        event._application = self
        event.message = phase.message
        sendEvent(event)
      case .remote(let subtype, let timestamp):
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
        event._application = self
        event.message = .remoteControlReceived
        sendEvent(event)
      case .presses(let batch, let timestamp):
        dispatchPresses(batch, timestamp: timestamp)
      }
    }
  }

  private func dispatchPresses(_ batch: [UIRawPress], timestamp: TimeInterval) {
    let event = pressesEvent
    event._timestamp = timestamp
    event.changedPresses = []
    for raw in batch {
      let existing = pressesDown[raw.key]
      switch (raw.phase, existing) {
      case (.began, nil):
        let press = UIPress(key: UIKey(keyCode: raw.key, characters: raw.characters), timestamp: timestamp)
        pressesDown[raw.key] = press
        event.pressList.append(press)
        event.changedPresses.append(press)
      case (.began, .some):
        note(.inputError(reason: "alreadyBegan"))
      case (_, nil):
        note(.inputError(reason: "notBegan"))
      case (let phase, let press?):
        press._phase = phase
        press._timestamp = timestamp
        event.changedPresses.append(press)
      }
    }
    guard !event.changedPresses.isEmpty else { return }
    sendEvent(event)
    for press in event.changedPresses where press._phase == .ended || press._phase == .cancelled {
      pressesDown[press._key!._keyCode] = nil
      event.pressList.removeAll { $0 === press }
    }
    event.changedPresses = []
  }

  /// Rule F3: shows the input views of the key window's first responder when they changed.
  func updateInputViews() {
    let responder = _keyWindow?._firstResponder
    let input = responder?.inputView
    let accessory = responder?.inputAccessoryView
    guard input !== shownInputView || accessory !== shownAccessoryView else { return }
    shownInputView = input
    shownAccessoryView = accessory
    if let window = _keyWindow { note(.inputViews(window: window, inputView: input, accessoryView: accessory)) }
  }

  /// Sends a motion, remote-control or press event along the chain that starts at
  /// `responder` (rules F4, R6).
  static func deliver(_ event: UIEvent, from responder: UIResponder, app: UIApplication?) {
    if let presses = event as? UIPressesEvent {
      for press in presses.changedPresses where press._phase == .began { press.startResponder = responder }
      for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
        let phasePresses = presses.changedPresses.filter { $0._phase == phase }
        var starts: [UIResponder] = []
        for press in phasePresses {
          let start = press.startResponder ?? responder
          if !starts.contains(where: { $0 === start }) { starts.append(start) }
        }
        for start in starts {
          let group = Set(phasePresses.filter { ($0.startResponder ?? responder) === start })
          (app ?? .shared).chain.walk(from: start) {
            switch phase {
            case .began: start.pressesBegan(group, with: presses)
            case .changed: start.pressesChanged(group, with: presses)
            case .ended: start.pressesEnded(group, with: presses)
            default: start.pressesCancelled(group, with: presses)
            }
          }
        }
      }
      return
    }
    guard let message = event.message else { return }
    (app ?? .shared).chain.walk(from: responder) {
      switch message {
      case .motionBegan: responder.motionBegan(event.subtype, with: event)
      case .motionEnded: responder.motionEnded(event.subtype, with: event)
      case .motionCancelled: responder.motionCancelled(event.subtype, with: event)
      default: responder.remoteControlReceived(with: event)
      }
    }
  }

  // MARK: Windows

  func attach(_ window: UIWindow) {
    guard window._application !== self else { return }
    _windows.append(window)
    window._application = self
  }

  func windowWasShown(_ window: UIWindow) {
    shownCounter += 1
    window.shownOrder = shownCounter
  }

  func makeKey(_ window: UIWindow) {
    guard _keyWindow !== window else { return }
    let old = _keyWindow
    _keyWindow = window
    old?.resignKey()
    window.becomeKey()
    updateInputViews()
  }

  /// Visible windows, front to back: higher level first, then the one shown later (H1).
  var windowsFrontToBack: [UIWindow] {
    _windows.filter { !$0._isHidden }.sorted {
      $0._windowLevel != $1._windowLevel ? $0._windowLevel > $1._windowLevel : $0.shownOrder > $1.shownOrder
    }
  }

  /// The visible windows in the order hit testing asks them: higher `windowLevel` first, then
  /// the one shown later (H1).
  public var windowsInHitTestOrder: [UIWindow] { windowsFrontToBack }

  /// Hit-tests the windows front to back at a point in screen coordinates, as a touch that
  /// begins there would be (H1): a ResponderKit addition for tools and tests.
  public func hitTest(_ screenPoint: CGPoint, with event: UIEvent?) -> UIView? {
    for window in windowsFrontToBack {
      if let view = window.hitTest(window.convertFromScreen(screenPoint), with: event) { return view }
    }
    return nil
  }

  /// Hit-tests the windows front to back at a screen point; the first non-nil answer wins (H1).
  func hitTest(screenPoint: CGPoint, with event: UIEvent) -> UIView? {
    for window in windowsFrontToBack {
      if let view = window.hitTest(window.convertFromScreen(screenPoint), with: event) { return view }
    }
    return nil
  }

  /// Sends one touch method to `view` as the start of a chain walk (R6, R8).
  static func deliver(
    _ touches: Set<UITouch>, phase: UITouch.Phase, to view: UIView, event: UIEvent, app: UIApplication?
  ) {
    if let app, app.checksConformance {
      app.conformance.record(phase, touches, at: view, app: app)
      if let control = view as? UIControl { control.reachedBaseTouchMethod = false }
    }
    defer {
      if let app, app.checksConformance, let control = view as? UIControl, control.isEnabled,
        !control.reachedBaseTouchMethod, phase != .stationary
      {
        app.note(.conformance("\(type(of: control)) overrides a touch method without calling super: it cannot track"))
      }
    }
    (app ?? .shared).chain.walk(from: view) {
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      case .stationary: break
      }
    }
  }

  /// Delivers touches of one phase to their views, one call per view (views in the order of
  /// their lowest finger): the one place that calls views' touch methods (T5).
  static func deliverGrouped(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent, app: UIApplication?) {
    let chain = (app ?? .shared).chain
    // The views, each once, in the order of their first touch; usually there is one.
    var firstView: UIView?
    var oneView = true
    for touch in touches {
      guard let view = touch._view else { continue }
      if firstView == nil { firstView = view } else if view !== firstView { oneView = false }
    }
    guard let firstView else { return }
    var views: [UIView] = []
    if !oneView {
      for touch in touches {
        if let view = touch._view, !views.containsObject(view) { views.append(view) }
      }
    }
    var position = 0
    while true {
      let view: UIView
      if oneView {
        guard position == 0 else { return }
        view = firstView
      } else {
        guard position < views.count else { return }
        view = views[position]
      }
      position += 1
      // Checked per view: a handler earlier in this loop may have taken a touch away (A4).
      // Usually every touch belongs in the call: then the list itself is the group.
      var group: [UITouch] = []
      var whole = true
      for (index, touch) in touches.enumerated() {
        if touch._view === view && !touch.viewFinished && (phase == .cancelled || touch.isDelivered) {
          if !whole { group.append(touch) }
        } else if whole {
          whole = false
          group = Array(touches[..<index])
        }
      }
      if whole { group = touches }
      guard !group.isEmpty else { continue }
      deliverGroup(group, phase: phase, to: view, event: event, app: app, chain: chain)
    }
  }

  /// One view's call of `deliverGrouped`, with the bookkeeping that lets a handler move or
  /// remove views while the call travels (A4).
  private static func deliverGroup(
    _ group: [UITouch], phase: UITouch.Phase, to view: UIView, event: UIEvent, app: UIApplication?,
    chain: ResponderChain
  ) {
    let touches = group.count == 1 ? group[0].alone : Set(group)
    switch phase {
    case .began:
      for touch in group {
        touch.viewSawBegan = true
        touch.beganInFlight = true
        touch.beganFrontier = view
      }
      chain.beganInFlight += 1
      deliver(touches, phase: phase, to: view, event: event, app: app)
      chain.beganInFlight -= 1
      for touch in group {
        touch.beganInFlight = false
        touch.beganFrontier = nil
      }
    case .ended, .cancelled:
      for touch in group {
        touch.viewFinished = true
        touch.finalFrontier = view
        let single = touch.alone
        chain.finishing.append(
          (touch, phase == .ended ? .touchesEnded(single, event) : .touchesCancelled(single, event)))
      }
      deliver(touches, phase: phase, to: view, event: event, app: app)
      var index = chain.finishing.count - 1
      while index >= 0 {
        if group.containsObject(chain.finishing[index].touch) { chain.finishing.remove(at: index) }
        index -= 1
      }
      for touch in group {
        touch.finalFrontier = nil
        touch.redirectFrom = nil
        touch.redirectTo = nil
      }
    default:
      deliver(touches, phase: phase, to: view, event: event, app: app)
    }
  }

  /// Cancels, at once, every touch that `view` or a descendant is tracking, because the view
  /// is leaving its window (rule A4).
  static func cancelTouches(leaving view: UIView) {
    guard let app = view.window?._application else { return }
    app.tracker.cancelTouches(inSubtreeOf: view)
  }
}

/// One finger's change, as a platform reports it to `UIApplication.receive(_:timestamp:)`.
public struct UIRawTouch: Equatable, Sendable {
  /// The platform's number for the finger, stable from touch-down to lift-off.
  public var finger: Int
  /// What happened to the finger.
  public var phase: UITouch.Phase
  /// Where the finger is, in screen coordinates.
  public var location: CGPoint

  /// Creates a raw touch change.
  public init(finger: Int, phase: UITouch.Phase, location: CGPoint) {
    self.finger = finger
    self.phase = phase
    self.location = location
  }
}

/// The phases of a motion event.
public enum UIMotionPhase: Sendable {
  /// `motionBegan(_:with:)`.
  case began
  /// `motionEnded(_:with:)`.
  case ended
  /// `motionCancelled(_:with:)`.
  case cancelled

  var message: ResponderMessage {
    switch self {
    case .began: return .motionBegan
    case .ended: return .motionEnded
    case .cancelled: return .motionCancelled
    }
  }
}

enum QueuedEvent {
  case touches([UIRawTouch], TimeInterval)
  case motion(UIEvent.EventSubtype, UIMotionPhase, TimeInterval)
  case remote(UIEvent.EventSubtype, TimeInterval)
  case presses([UIRawPress], TimeInterval)
}
