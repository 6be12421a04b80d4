import Foundation

/// One finger on the screen, from touch-down to lift-off.
///
/// UIKit rule T1: one object per finger for its whole life, updated in place; its `view` and
/// `window` are fixed at `began` by hit testing (H8) and never change, even when the finger
/// leaves the view. Each new touch-down makes a new object; the tap count carries over (T2).
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// The phase of a touch.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down but did not move since the previous event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system stopped tracking the touch.
    case cancelled
  }

  /// The kind of input that made a touch.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct
    /// An indirect input such as a trackpad.
    case indirect
    /// A stylus.
    case pencil
    /// A pointer such as a mouse.
    case indirectPointer
  }

  let fingerID: Int
  var _phase: Phase = .began
  var _timestamp: TimeInterval
  var _tapCount: Int = 1
  var _view: UIView?
  var _window: UIWindow?
  /// Screen coordinates.
  var _location: CGPoint
  var _previousLocation: CGPoint
  /// Whether `view` receives this touch's phases (rule T7, A4).
  var isDelivered = false
  /// Whether `view` has been sent `touchesBegan` for this touch: only then does it get a
  /// `touchesCancelled` when the touch is taken from it.
  var viewSawBegan = false
  /// The recognizers of the hit-test view and its ancestors, collected at hit testing (H8).
  var _gestureRecognizers: [UIGestureRecognizer] = []
  /// The recognizers that take part for this touch (after `shouldReceive`, G10).
  var recognizers: [UIGestureRecognizer] = []
  /// Recognizers that called `ignore(_:for:)` for this touch.
  var ignoringRecognizers: [WeakRecognizer] = []
  /// Phases waiting to be delivered to the view (G5, G6).
  var viewQueue: [Phase] = []
  /// A recognizer took the touch from the view (G3), or the view left (A4).
  var cancelledForView = false
  /// The view got the touch's last phase (ended or cancelled): nothing more may reach it.
  var viewFinished = false
  /// When the engine took the touch from its view (A4, G3), in `ResponderChain`'s count of
  /// cancellations: calls of the touch still travelling a chain that started before stop.
  var cancelledEpoch: UInt64 = 0
  /// While the view's `touchesBegan` is still travelling up the chain: the farthest responder
  /// it reached, so that a cancellation meanwhile goes no farther than `began` did.
  var beganInFlight = false
  var beganFrontier: UIResponder?
  /// While the view's last call (ended or cancelled) travels up the chain: the farthest
  /// responder it reached (see `UIView.insert`, which finishes it if the chain is cut).
  var finalFrontier: UIResponder?
  /// When a handler moves or removes a view while the touch's last call travels up through
  /// it: the responder where the old chain was cut, and where the call goes on from there.
  // Strong, and cleared when the call's walk is over: a weak reference would make every
  // responder a touch passes through pay Swift's slow reference counting from then on.
  var redirectFrom: UIResponder?
  var redirectTo: UIResponder?
  /// The set of this touch alone, made once while the finger is down: most calls carry one
  /// touch, and UIKit's API wants a set for each. Dropped when the touch retires (the set
  /// holds the touch, so keeping it longer would keep the touch forever).
  private var aloneCache: Set<UITouch>?
  var alone: Set<UITouch> {
    if let aloneCache { return aloneCache }
    let set: Set<UITouch> = [self]
    if !retired { aloneCache = set }
    return set
  }

  /// Lets the touch go: the finger lifted and nothing more is tracked for it.
  func retire() {
    retired = true
    aloneCache = nil
  }
  /// The finger has lifted and the tracker let the touch go.
  var retired = false
  /// Which dispatch of the application brought the touch's `began`: touches of one dispatch
  /// are cancelled for their view together, those of different ones in separate calls (G6).
  var beganDispatch = 0

  /// Where the finger touched down, in screen coordinates.
  let startScreenLocation: CGPoint

  init(finger: Int, location: CGPoint, timestamp: TimeInterval) {
    fingerID = finger
    startScreenLocation = location
    _location = location
    _previousLocation = location
    _timestamp = timestamp
  }

  /// Where the finger touched down, in its window's coordinates.
  var startLocation: CGPoint {
    _window?.convertFromScreen(startScreenLocation) ?? startScreenLocation
  }

  /// A copy of the touch as it is now, for `UIEvent.coalescedTouches(for:)`.
  func snapshot() -> UITouch {
    let copy = UITouch(finger: fingerID, location: _location, timestamp: _timestamp)
    copy._previousLocation = _previousLocation
    copy._phase = _phase
    copy._tapCount = _tapCount
    copy._view = _view
    copy._window = _window
    return copy
  }

  /// The number the input source gave the finger (a ResponderKit addition, for traces and
  /// backends; UIKit has no public finger number).
  public var finger: Int { fingerID }

  /// The touch's current phase.
  public var phase: Phase { _phase }

  /// The time of the touch's last change, in the application clock's seconds (T3).
  public var timestamp: TimeInterval { _timestamp }

  /// How many times in a row the finger tapped near the same place (T2).
  public var tapCount: Int { _tapCount }

  /// The view hit-tested at `began`; it never changes (T1, H8).
  public var view: UIView? { _view }

  /// The window of the view hit-tested at `began`; it never changes (T1, H8).
  public var window: UIWindow? { _window }

  /// The recognizers that receive the touch: those of the hit-test view and all its ancestors
  /// up to the window, from the view outward, each view's in the order they were added (H8,
  /// G13).
  public var gestureRecognizers: [UIGestureRecognizer]? { _gestureRecognizers }

  /// The kind of input: always `.direct` for touches from the raw-input front door.
  public var type: TouchType { .direct }

  /// The touch's location in `view`'s coordinates; nil means the touch's window (T3).
  public func location(in view: UIView?) -> CGPoint {
    convert(_location, to: view)
  }

  /// The touch's location before its last move, in `view`'s coordinates; nil means the
  /// touch's window (T3).
  public func previousLocation(in view: UIView?) -> CGPoint {
    convert(_previousLocation, to: view)
  }

  private func convert(_ screenPoint: CGPoint, to view: UIView?) -> CGPoint {
    if let view { return view.convertFromScreen(screenPoint) }
    if let window = _window { return window.convertFromScreen(screenPoint) }
    return screenPoint
  }

  /// Touches are equal only to themselves.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// One sample of a moving finger, kept as a value while the event is dispatched; a touch object
/// is made from it only when `UIEvent.coalescedTouches(for:)` asks (most apps never do).
struct TouchSample {
  let finger: Int
  let location: CGPoint
  let previousLocation: CGPoint
  let timestamp: TimeInterval
  let phase: UITouch.Phase

  @MainActor
  init(of touch: UITouch) {
    finger = touch.fingerID
    location = touch._location
    previousLocation = touch._previousLocation
    timestamp = touch._timestamp
    phase = touch._phase
  }

  /// The sample as a touch object with the view, window and tap count of `touch`.
  @MainActor
  func touch(like touch: UITouch) -> UITouch {
    let copy = UITouch(finger: finger, location: location, timestamp: timestamp)
    copy._previousLocation = previousLocation
    copy._phase = phase
    copy._tapCount = touch._tapCount
    copy._view = touch._view
    copy._window = touch._window
    return copy
  }
}
