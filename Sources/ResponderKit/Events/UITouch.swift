import Foundation

/// One finger on the screen, from touch-down to lift-off.
///
/// UIKit rule T1: one object per finger for its whole life, updated in place; its `view` and
/// `window` are fixed at `began` by hit testing (H8) and never change, even when the finger
/// leaves the view. Each new touch-down makes a new object; the tap count carries over (T2).
///
/// Unlike UIKit's, its accessors (`view`, `phase`, `location(in:)`, …) are not open: the engine
/// reads them for every touch event, and an open accessor that returns an object costs a retain
/// and a release at each read. Tests drive real touches through the test kit instead of
/// subclassing `UITouch`.
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
    /// A pointer entered the window without a button down (UIKit's hover phases, iOS 13.4).
    ///
    /// The three region phases exist so that code written for UIKit compiles: ResponderKit's
    /// hover reaches hover recognizers and pointer interactions only (P3), so no touch ever
    /// has them, and no `touches…` method gets one.
    case regionEntered
    /// A pointer moved within the window without a button down (see `regionEntered`).
    case regionMoved
    /// A pointer left the window without a button down (see `regionEntered`).
    case regionExited
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
  /// What made the touch: `.direct` for fingers, `.indirectPointer` for a click (P1).
  @exclusivity(unchecked) var _type: TouchType = .direct
  @exclusivity(unchecked) var _phase: Phase = .began
  @exclusivity(unchecked) var _timestamp: TimeInterval
  @exclusivity(unchecked) var _tapCount: Int = 1
  @exclusivity(unchecked) var _view: UIView?
  @exclusivity(unchecked) var _window: UIWindow?
  /// Screen coordinates.
  @exclusivity(unchecked) var _location: CGPoint
  @exclusivity(unchecked) var _previousLocation: CGPoint
  /// `_location` and `_previousLocation` in the window's coordinates, taken when the touch
  /// changed, as UIKit's touch keeps its location in its window from the event: every
  /// recognizer reads them on every move (`location(in: nil)`). Without a window, they are the
  /// screen points.
  @exclusivity(unchecked) var _windowLocation: CGPoint
  @exclusivity(unchecked) var _previousWindowLocation: CGPoint
  /// The recognizers of the hit-test view and its ancestors, collected at hit testing (H8).
  @exclusivity(unchecked) var _gestureRecognizers: [UIGestureRecognizer] = []
  /// The last view a location was converted into, with the screen offsets of the window and of
  /// the view (both translations) as they stood at `viewGeometryGeneration` `generation`: a
  /// control asks for its own view at every move, and while no view moved, the walk up its tree
  /// is one comparison.
  @exclusivity(unchecked) private var conversion:
    (view: ObjectIdentifier, generation: UInt64, window: CGPoint, offset: CGPoint)?
  // Where the touch's delivery stands (who gets which phase, what is held back) is not the
  // touch's business: the application's dispatcher keeps it (`TouchRecord`).

  /// Where the finger touched down, in screen coordinates.
  let startScreenLocation: CGPoint

  init(finger: Int, location: CGPoint, timestamp: TimeInterval) {
    fingerID = finger
    startScreenLocation = location
    _location = location
    _previousLocation = location
    _windowLocation = location
    _previousWindowLocation = location
    _timestamp = timestamp
  }

  /// Takes the window coordinates of `_location`, which just changed.
  func takeWindowLocation() {
    _windowLocation = _window?.convertFromScreen(_location) ?? _location
  }

  /// Where the finger touched down, in its window's coordinates.
  var startLocation: CGPoint {
    _window?.convertFromScreen(startScreenLocation) ?? startScreenLocation
  }

  /// A copy of the touch as it is now, for `UIEvent.coalescedTouches(for:)`.
  func snapshot() -> UITouch {
    let copy = UITouch(finger: fingerID, location: _location, timestamp: _timestamp)
    copy._previousLocation = _previousLocation
    copy._windowLocation = _windowLocation
    copy._previousWindowLocation = _previousWindowLocation
    copy._phase = _phase
    copy._tapCount = _tapCount
    copy._view = _view
    copy._window = _window
    copy._type = _type
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

  /// The kind of input: `.direct` for touches of `UIApplication.receive(_:timestamp:)`;
  /// `.indirectPointer` for a pointer's click from button press to release when the
  /// application supports indirect input events (P1), `.direct` when it does not.
  public var type: TouchType { _type }

  /// The touch's location in `view`'s coordinates; nil means the touch's window (T3).
  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return _windowLocation }
    return convert(windowPoint: _windowLocation, into: view)
  }

  /// The touch's location before its last move, in `view`'s coordinates; nil means the
  /// touch's window (T3).
  public func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return _previousWindowLocation }
    return convert(windowPoint: _previousWindowLocation, into: view)
  }

  /// A point of the touch's window in `view`'s coordinates, through the geometry of the moment:
  /// through the screen, with the same operations in the same order whether the offsets are
  /// kept (`conversion`) or walked for.
  private func convert(windowPoint point: CGPoint, into view: UIView) -> CGPoint {
    if let conversion, conversion.view == ObjectIdentifier(view), conversion.generation == viewGeometryGeneration {
      let screen = CGPoint(x: point.x + conversion.window.x, y: point.y + conversion.window.y)
      return CGPoint(x: screen.x - conversion.offset.x, y: screen.y - conversion.offset.y)
    }
    // Without a window, or with a transformed one, nothing is kept.
    guard let window = _window, let windowOffset = UIView.screenOffset(of: Unmanaged.passUnretained(window)) else {
      return view.convertFromScreen(screenPoint(ofWindowPoint: point))
    }
    let screen = CGPoint(x: point.x + windowOffset.x, y: point.y + windowOffset.y)
    guard let offset = UIView.screenOffset(of: Unmanaged.passUnretained(view)) else {
      return view.convertFromScreen(screen)
    }
    conversion = (ObjectIdentifier(view), viewGeometryGeneration, windowOffset, offset)
    return CGPoint(x: screen.x - offset.x, y: screen.y - offset.y)
  }

  /// Where a point of the touch's window stands on screen now. As UIKit converts the window
  /// location its touch took at the event into a view, through the geometry of the moment, a
  /// window moved since moves neither.
  private func screenPoint(ofWindowPoint point: CGPoint) -> CGPoint {
    guard let window = _window else { return point }
    guard let offset = UIView.screenOffset(of: Unmanaged.passUnretained(window)) else {
      return point.applying(window.transform(toAncestor: nil))
    }
    return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
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
  let windowLocation: CGPoint
  let previousWindowLocation: CGPoint
  let timestamp: TimeInterval
  let phase: UITouch.Phase

  @MainActor
  init(of touch: UITouch) {
    finger = touch.fingerID
    location = touch._location
    previousLocation = touch._previousLocation
    windowLocation = touch._windowLocation
    previousWindowLocation = touch._previousWindowLocation
    timestamp = touch._timestamp
    phase = touch._phase
  }

  /// The sample as a touch object with the view, window and tap count of `touch`.
  @MainActor
  func touch(like touch: UITouch) -> UITouch {
    let copy = UITouch(finger: finger, location: location, timestamp: timestamp)
    copy._previousLocation = previousLocation
    copy._windowLocation = windowLocation
    copy._previousWindowLocation = previousWindowLocation
    copy._phase = phase
    copy._tapCount = touch._tapCount
    copy._view = touch._view
    copy._window = touch._window
    copy._type = touch._type
    return copy
  }
}
