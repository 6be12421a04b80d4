import Foundation

/// The app-delegate protocol: the object an application's chain ends at.
///
/// UIKit rule R4: when the delegate is a `UIResponder` (and not a view, view controller or
/// the application), it is the application's `next`.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

/// The central object of an app: its windows, its event queue and its clock.
///
/// UIKit rules: events are queued first in, first out and dispatched one at a time, each to
/// completion (T6); `sendEvent(_:)` hands them to windows (A1); touches hit-test the windows
/// front to back (H1). Unlike UIKit, an application is an ordinary object: tests make as many
/// as they like. A live app designates its one application with `UIApplication.shared = app`
/// at start-up (or lets the first use of `shared` create it).
@MainActor
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
  weak var _keyWindow: UIWindow?
  weak var _delegate: UIApplicationDelegate?
  private var shownCounter: UInt64 = 0
  private var queue: [QueuedEvent] = []
  private var isDraining = false
  lazy var tracker = TouchTracker(application: self)

  /// The clock that timestamps events and runs timers (A3).
  public let clock: UIClock

  /// Receives every engine decision that no method call shows (`EngineNote`); nil costs nothing.
  public var engineObserver: (@MainActor (EngineNote) -> Void)?

  /// Creates an application that keeps time with `clock`.
  public init(clock: UIClock = VirtualClock()) {
    self.clock = clock
    super.init()
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
    guard event.type == .touches else { return }
    var windows: [UIWindow] = []
    for touch in event.changedTouches {
      if let window = touch._window, !windows.contains(where: { $0 === window }) { windows.append(window) }
    }
    for window in windows { window.sendEvent(event) }
  }

  /// Feeds raw touch input from a platform: the front door of the engine.
  ///
  /// Each element is one finger's change at `timestamp`, in screen coordinates. Changes given
  /// together form one dispatch (rule T5: fingers that touch down together reach a view in one
  /// call); a finger named twice splits the batch there. The batch is queued (T6) and
  /// dispatched at once unless a dispatch is under way (then after it). Impossible changes (a
  /// finger that begins twice, or moves, ends or is cancelled before it began) are reported to
  /// `engineObserver` as `.inputError` and skipped.
  public func receive(_ touches: [UIRawTouch], timestamp: TimeInterval) {
    var batch: [UIRawTouch] = []
    for touch in touches {
      if batch.contains(where: { $0.finger == touch.finger }) {
        queue.append(.touches(batch, timestamp))
        batch = []
      }
      batch.append(touch)
    }
    if !batch.isEmpty { queue.append(.touches(batch, timestamp)) }
    drainQueue()
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

  private func drainQueue() {
    guard !isDraining else { return }
    isDraining = true
    defer { isDraining = false }
    while !queue.isEmpty {
      switch queue.removeFirst() {
      case .touches(let batch, let timestamp):
        if let event = tracker.begin(batch, timestamp: timestamp) {
          sendEvent(event)
          tracker.finish(event)
        }
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
  }

  /// Visible windows, front to back: higher level first, then the one shown later (H1).
  var windowsFrontToBack: [UIWindow] {
    _windows.filter { !$0._isHidden }.sorted {
      $0._windowLevel != $1._windowLevel ? $0._windowLevel > $1._windowLevel : $0.shownOrder > $1.shownOrder
    }
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
    ResponderChain.walk(from: view, reportingTo: app) {
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      case .stationary: break
      }
    }
  }

  /// Cancels, at once, every touch that `view` or a descendant is tracking, because the view
  /// is leaving its window or being hidden (rule A4).
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

enum QueuedEvent {
  case touches([UIRawTouch], TimeInterval)
}
