import Foundation

/// An event: for touches, one object for a whole multi-touch sequence.
///
/// UIKit rule T4: the same `UIEvent` serves every dispatch from the first finger down until
/// the last finger lifts; `allTouches` holds every touch of the sequence still down (and those
/// ending in the current dispatch).
@preconcurrency @MainActor
open class UIEvent {
  /// The kind of an event.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches
    /// Motion of the device, such as a shake.
    case motion
    /// A remote-control command, such as play.
    case remoteControl
    /// Physical button or key presses.
    case presses
    /// A scroll of a mouse wheel or a trackpad, without touches (P5; UIKit's raw value).
    case scroll = 10
    /// A pointer moving with no button down (P3; UIKit's raw value).
    case hover = 11
    /// A trackpad's pinch or rotation (UIKit's raw value; ResponderKit sends none yet).
    case transform = 14
  }

  /// The subtype of an event, with UIKit's raw values.
  public enum EventSubtype: Int, Sendable {
    /// No subtype (touch and press events).
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// Remote control: play.
    case remoteControlPlay = 100
    /// Remote control: pause.
    case remoteControlPause = 101
    /// Remote control: stop.
    case remoteControlStop = 102
    /// Remote control: toggle play and pause.
    case remoteControlTogglePlayPause = 103
    /// Remote control: next track.
    case remoteControlNextTrack = 104
    /// Remote control: previous track.
    case remoteControlPreviousTrack = 105
    /// Remote control: begin seeking backward.
    case remoteControlBeginSeekingBackward = 106
    /// Remote control: end seeking backward.
    case remoteControlEndSeekingBackward = 107
    /// Remote control: begin seeking forward.
    case remoteControlBeginSeekingForward = 108
    /// Remote control: end seeking forward.
    case remoteControlEndSeekingForward = 109
  }

  let _type: EventType
  var _subtype: EventSubtype
  @exclusivity(unchecked) var _timestamp: TimeInterval
  /// The touches of the sequence, in finger order of touch-down.
  @exclusivity(unchecked) var touchList: [UITouch] = []
  /// The touches that changed in the dispatch under way, in finger order.
  @exclusivity(unchecked) var changedTouches: [UITouch] = []
  /// Snapshots of every sample of the fingers that moved in the dispatch under way.
  @exclusivity(unchecked) var coalesced: [TouchSample] = []
  /// The pointer's buttons down for this event (P2): set by the pointer's front door on the
  /// touch event of a click, empty for fingers.
  @exclusivity(unchecked) var _buttonMask: ButtonMask = []
  /// The modifier keys held during the pointer input of this event (P7).
  @exclusivity(unchecked) var _modifierFlags: UIKeyModifierFlags = []
  /// For a motion event: its phase, which says which motion method delivers it.
  var motionPhase: UIMotionPhase?
  /// The application that made the event: its responder chain serves forwarded calls that
  /// carry the event from responders outside any window. Nil once the application is gone.
  var _application: UIApplication? {
    get { applicationLink?.object }
    set { applicationLink = newValue?.link }
  }
  private var applicationLink: ClearedLink<UIApplication>?

  init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
    _type = type
    _subtype = subtype
    _timestamp = timestamp
  }

  /// The event's type.
  public var type: EventType { _type }

  /// The event's subtype.
  public var subtype: EventSubtype { _subtype }

  /// When the event last changed, in the application clock's seconds.
  public var timestamp: TimeInterval { _timestamp }

  /// Every touch of the sequence; nil for events that are not touch events.
  public var allTouches: Set<UITouch>? {
    guard _type == .touches else { return nil }
    return Set(touchList)
  }

  /// The touches whose hit-test view is `view` (possibly none); nil for non-touch events.
  public func touches(for view: UIView) -> Set<UITouch>? {
    guard _type == .touches else { return nil }
    return Set(touchList.lazy.filter { $0._view === view })
  }

  /// Every sample of `touch` since the previous dispatch, oldest first, as separate touch
  /// objects; the last one is where the touch is now. Nil when the touch is not in the event.
  ///
  /// UIKit semantics: a platform that reports moves faster than events are dispatched (a
  /// batch naming a finger's move several times) loses none of them here.
  public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
    guard _type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
    var samples: [UITouch] = []
    for sample in coalesced where sample.finger == touch.fingerID { samples.append(sample.touch(like: touch)) }
    return samples.isEmpty ? [touch.snapshot()] : samples
  }

  /// Predicted future positions of `touch`: always empty, since ResponderKit predicts nothing.
  public func predictedTouches(for touch: UITouch) -> [UITouch]? {
    guard _type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
    return []
  }

  /// The touches a recognizer is tracking; nil for non-touch events.
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    guard _type == .touches else { return nil }
    return Set(touchList.lazy.filter { touch in gestureRecognizer.trackedTouches.contains { $0 === touch } })
  }

  /// The touches that began in `window` (possibly none); nil for non-touch events.
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    guard _type == .touches else { return nil }
    return Set(touchList.lazy.filter { $0._window === window })
  }
}
