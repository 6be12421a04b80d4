import Foundation

/// The base class of gesture recognizers: it watches a view's touches, decides when its
/// gesture happens, and sends actions to its targets.
///
/// UIKit rules G1–G14. A recognizer only asks for state changes; `GestureArena` (one per
/// application) decides them: who gets which touch, exclusivity, failure requirements, delegate
/// vetoes, delayed and cancelled delivery to the view, and the reset after each sequence.
///
/// Target-action without the Objective-C runtime: `init(target:action:)` and
/// `addTarget(_:action:)` take a method reference (`ViewController.handlePan`, with the recognizer
/// typed as its class or no parameter at all) or a `Selector` that a responder target implements
/// (`UIResponder.method(for:)`); targets are held weakly, as UIKit holds them; `init(handler:)`
/// takes a closure.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// The states of a recognizer.
  ///
  /// Legal transitions (UIKit's, as Chameleon's table writes them):
  ///
  /// | from | to |
  /// |---|---|
  /// | possible | began, ended (= recognized), failed |
  /// | began | changed, ended, cancelled |
  /// | changed | changed, ended, cancelled |
  ///
  /// Any state goes back to possible at the reset. Anything else is a programmer error: it is
  /// reported to the application's observer as `illegalStateTransition` and corrected as
  /// UIKit's `setState:` does (rule G2; see `correction(from:to:)`).
  public enum State: Int, Sendable {
    /// Not yet recognized: the default.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The gesture did not happen.
    case failed

    /// A discrete gesture was recognized: the same value as `ended`, as in UIKit.
    public static let recognized = State.ended

    /// Whether the recognizer is done with this sequence.
    var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Whether a continuous gesture is under way: it began and has not ended (G8, G12).
    var isUnderWay: Bool { self == .began || self == .changed }
  }

  struct Target {
    weak var object: AnyObject?
    let holdsObject: Bool
    @preconcurrency let perform: @MainActor (UIGestureRecognizer) -> Void
    let key: (ObjectIdentifier?, String?)
  }

  /// The state. This, `_isEnabled` and `pendingStates` are nonisolated only so that the arena
  /// can ask a recognizer whether it listens without counting a reference to it
  /// (`GestureArena.listens`); every access is on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var _state: State = .possible
  /// The view, which owns the recognizer (`gestureRecognizers`): an ``UnsafeLink`` the view
  /// clears when it lets the recognizer go or is freed itself.
  @UnsafeLink var _view: UIView?
  @exclusivity(unchecked) var targets: [Target] = []
  @exclusivity(unchecked) nonisolated(unsafe) var _isEnabled = true
  @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
  /// The touches the recognizer is tracking now.
  @exclusivity(unchecked) var trackedTouches: [UITouch] = []
  /// Every touch it received since the last reset (for deciding which recognizers compete).
  @exclusivity(unchecked) var sessionTouches: [UITouch] = []
  /// A recognition that waits for other recognizers to fail (G9), with the changes the
  /// recognizer asked for meanwhile (a continuous gesture may go on, or end, while it waits).
  @exclusivity(unchecked) nonisolated(unsafe) var pendingStates: [State] = []
  /// When the recognizer began to wait (G9): the start of the hold that
  /// ``Decision/waitedForFailure(other:since:at:)`` reports.
  var waitingSince: TimeInterval = 0
  /// Why the recognizer's next state change happens, kept from the decision until the change's
  /// note carries it (`NoteSink.decide`); set only while the tools listen.
  var pendingDecision: Decision?

  /// The first state the recognizer waits to enter, if it waits.
  var pendingState: State? { pendingStates.first }

  /// The state as the recognizer itself sees it: the last one it asked for, even while the
  /// environment holds it back (G9). Built-in recognizers decide from this; `state` is what
  /// the rest of the app sees (`possible` while waiting, as in UIKit).
  var effectiveState: State { pendingStates.last ?? _state }
  /// The centroid at the last change, kept when all touches have lifted.
  @exclusivity(unchecked) var lastLocation: CGPoint?
  /// The view that owns the recognizer as part of what it is (a scroll view its pan): it has
  /// the first word on the recognizer's beginning, before the public delegate (S7–S9). The
  /// invariant of ``UnsafeLink`` (the owner keeps the recognizer for its whole life), kept as
  /// `unowned(unsafe)` because the wrapper cannot hold an existential.
  unowned(unsafe) var owner: (any GestureOwner)?
  /// Whether the arena asks the recognizer `viewMayBegin` before the hit-test view of one of
  /// its touches gets `touchesBegan` (S6): a flag, so that a touch whose recognizers do not
  /// screen costs no call.
  @exclusivity(unchecked) var screensBegan = false
  /// Whether the recognizer is the engine's own, unseen by the app (a scroll view's content
  /// delay): its state changes are not reported to the tools.
  var isEngineInternal = false
  /// Whether every finger's touch may reach the recognizer without asking `takes(_:)`: false
  /// for hover recognizers, which take no touch (P3).
  @exclusivity(unchecked) var takesEveryTouch = true

  // The settings below (and the subclasses' own) are read on every touch event; each read of a
  // checked stored property of an open class calls the runtime's exclusivity check, and these
  // plain values are never accessed in overlapping ways.
  /// Whether the view's touches are cancelled when the gesture is recognized (G3; default true).
  @exclusivity(unchecked) open var cancelsTouchesInView = true
  /// Whether the view's `touchesBegan` waits until the gesture fails (G5; default false).
  @exclusivity(unchecked) open var delaysTouchesBegan = false
  /// Whether the view's `touchesEnded` waits until the gesture fails (G6; default true).
  @exclusivity(unchecked) open var delaysTouchesEnded = true
  /// The delegate, held weakly.
  @exclusivity(unchecked) open weak var delegate: UIGestureRecognizerDelegate?
  /// A name for debugging.
  open var name: String?

  /// Whether `object` is this recognizer: NSObject's default equality, identity (iOS code
  /// compares recognizers with `isEqual(_:)` in delegate methods).
  open func isEqual(_ object: Any?) -> Bool {
    guard let object else { return false }
    return (object as AnyObject) === self
  }

  /// A hash that agrees with `isEqual(_:)`: NSObject's default, from the object's identity.
  open var hash: Int { ObjectIdentifier(self).hashValue }

  /// Creates a recognizer that sends `action` to `target`.
  ///
  /// UIKit's designated initializer, with its types, so that subclasses written for iOS
  /// override it unchanged. Without the Objective-C runtime a selector reaches only a
  /// responder that implements it (`UIResponder.method(for:)`); other targets are ignored.
  /// Method references (`init(target:action:)` with `ViewController.handlePan`) reach any object.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer that calls `handler` at each action (a Swift-native convenience).
  @preconcurrency public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: nil)
    targets.append(Target(object: nil, holdsObject: false, perform: handler, key: (nil, nil)))
  }

  /// Adds a target that performs `action`; the target is held weakly.
  ///
  /// UIKit's signature. The selector is performed through `UIResponder.method(for:)`, so only a
  /// responder target that implements it acts; for other objects use a method reference.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    let link = WeakTarget(object)
    targets.append(
      Target(
        object: object, holdsObject: true,
        perform: { recognizer in (link.object as? UIResponder)?.method(for: action)?(recognizer) },
        key: (ObjectIdentifier(object), action.name)))
  }

  /// Adds a target with a method reference, such as `ViewController.handleTap`; the target is
  /// held weakly.
  @preconcurrency public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> (UIGestureRecognizer) -> Void
  ) {
    let link = WeakTarget(target)
    targets.append(
      UIGestureRecognizer.Target(
        object: target, holdsObject: true,
        perform: { recognizer in if let target = link.object { action(target)(recognizer) } },
        key: (ObjectIdentifier(target), nil)))
  }

  /// Removes a target's actions (all of them when `action` is nil); nil `target` removes all.
  ///
  /// UIKit's signature. A target added with a method reference has no selector: only a nil
  /// `action` removes it.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { entry in
      let sameTarget = target.map { ObjectIdentifier($0 as AnyObject) == entry.key.0 } ?? true
      let sameAction = action.map { $0.name == entry.key.1 } ?? true
      return sameTarget && sameAction
    }
  }

  /// The view the recognizer is attached to.
  open var view: UIView? { _view }

  /// The recognizer's state; subclasses set it to report what they saw (the environment then
  /// decides whether the change happens, rules G8–G10).
  ///
  /// `open`, as in UIKit, so that a subclass may observe or filter its changes (`didSet`, or
  /// `get { super.state }` and `set { super.state = newValue }`). The built-in recognizers set
  /// it through the override, as UIKit's do; the environment itself decides through its own
  /// path and never calls an override. Unlike UIKit, the getter may return the old state right
  /// after the setter while the environment is still deciding (during a dispatch), so an
  /// override should watch `newValue` in its setter rather than read `state` in `didSet`.
  open var state: State {
    get { _state }
    set { requestState(newValue) }
  }

  /// Whether the recognizer takes part in touch handling (G12): turning it off cancels a
  /// gesture that had begun and keeps it out of later sequences.
  open var isEnabled: Bool {
    get { _isEnabled }
    set {
      guard newValue != _isEnabled else { return }
      _isEnabled = newValue
      hoverPathGeneration &+= 1
      if !newValue { environment?.withdraw(self) }
    }
  }

  /// Makes the recognizer wait for `otherGestureRecognizer` to fail before it recognizes (G9).
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0.value === otherGestureRecognizer })
    else { return }
    failureRequirements.append(WeakRecognizer(value: otherGestureRecognizer))
  }

  /// The recognizers this one waits for with `require(toFail:)` (a ResponderKit addition, for
  /// tools: UIKit keeps the list private).
  public var recognizersRequiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.value) }

  /// The number of touches the recognizer is tracking.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else {
      guard let last = lastLocation else { return .zero }
      return convertFromWindow(last, to: view)
    }
    return trackedTouches.centroid(in: view)
  }

  /// The location of one of the recognizer's touches in `view`'s coordinates.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: The subclass API (UIGestureRecognizerSubclass)

  /// Called when touches began; subclasses override to follow the gesture.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called after the sequence is over and the state is back to `possible` (G12): subclasses
  /// clear what they tracked, then call `super`.
  open func reset() {}

  /// Stops the recognizer from receiving `touch`; it no longer holds back or cancels its
  /// delivery to the view.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    environment?.ignore(touch, by: self)
  }

  /// Whether the recognizer takes part for a new touch that `takesEveryTouch` does not let
  /// through at once: a pointer's click (P2's `buttonMaskRequired`), or any touch of a
  /// recognizer that takes none (P3).
  func takes(_ touch: UITouch) -> Bool { takesEveryTouch }

  /// Whether the hit-test view of `touch` may get its `touchesBegan` now: asked of the
  /// recognizers that set `screensBegan`, inner first, just before the call, whether or not one
  /// held it back; false from any drops the touch from its view, which gets nothing of it (S6).
  /// `heldFor` is how long the `began` was held; the first that held it (a container that
  /// delays its content, S4) reports that, and sets `holdReported`.
  func viewMayBegin(
    _ touch: UITouch, alone: Set<UITouch>, event: UIEvent, heldFor held: TimeInterval, holdReported: inout Bool
  ) -> Bool { true }

  /// Whether this recognizer's recognition may make `preventedGestureRecognizer` fail (G8).
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`'s recognition may make this one fail (G8).
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (G9; subclass hook).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` must wait for this one to fail (G9; subclass hook).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: Internals

  /// The arena of the recognizer's application: the session's while it takes part in one,
  /// else the one its view's window leads to.
  var environment: GestureArena? { sessionArena ?? _view?._window?._application?.dispatcher.arena }

  /// The arena of the session the recognizer takes part in: set when it joins, cleared at its
  /// reset (G12) or by the arena's `deinit` (an ``UnsafeLink``). A recognizer reaches its arena
  /// at each state change and its clock at each timer: one load, not a walk through view,
  /// window and application.
  @UnsafeLink var sessionArena: GestureArena?

  /// The recognizer's application: its view's window's.
  var application: UIApplication? { _view?._window?._application }

  /// Where the recognizer's notes go: its session arena's sink, else its view's application's.
  var notes: NoteSink? { sessionArena?.notes ?? _view?._window?._application?.notes }

  /// The clock of the recognizer's application, for timers (long press, multi-tap waits).
  var clock: UIClock? { sessionArena?.clock ?? _view?._window?._application?.clock }

  func requestState(_ requested: State) {
    let from = effectiveState
    let corrected = Self.correction(from: from, to: requested)
    if corrected != requested && requested != from {
      notes?.note(.error(.illegalStateTransition(from: from, to: requested)))
    }
    guard let newState = corrected else { return }
    if !pendingStates.isEmpty && newState != .failed && newState != .cancelled {
      // Still waiting: remember how the gesture went on; it is played when the wait ends.
      pendingStates.append(newState)
      return
    }
    if let environment {
      environment.request(self, newState)
    } else if _view == nil {
      // A recognizer used on its own (unit tests of a subclass): no arbitration to do.
      _state = newState
    }
    // Attached to a view that is in no window: there is no gesture to report; ignored.
  }

  /// Rule G2: the state a request from `old` to `new` really leads to, or nil when it is
  /// ignored. Legal changes pass as they are; illegal ones are corrected as UIKit's
  /// `setState:` does:
  ///
  /// | asked | becomes |
  /// |---|---|
  /// | possible → changed | began (the gesture must begin before it changes) |
  /// | began or changed → failed | cancelled (a gesture under way cannot fail) |
  /// | possible → cancelled | failed (a gesture that never began cannot be cancelled) |
  /// | anything out of ended, cancelled or failed | ignored until the reset (G12) |
  /// | anything else (to possible, began again) | ignored |
  static func correction(from old: State, to new: State) -> State? {
    switch (old, new) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): return new
    case (.began, .changed), (.began, .ended), (.began, .cancelled): return new
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return new
    case (.possible, .changed): return .began
    case (.began, .failed), (.changed, .failed): return .cancelled
    case (.possible, .cancelled): return .failed
    default: return nil
    }
  }

  /// The recognizer's one timer (a long press's wait, a tap's limits), with the clock it runs
  /// on, so that it can be cancelled even after the recognizer left its view.
  private var timer: (token: UITimerToken, clock: UIClock)?

  /// Runs `action` after `delay` on the application's clock, replacing any earlier timer.
  @preconcurrency func startTimer(
    after delay: TimeInterval, _ action: @escaping @MainActor (UIGestureRecognizer) -> Void
  ) {
    stopTimer()
    guard let clock else { return }
    timerAction = action
    timer = (clock.schedule(at: clock.now + delay, timerFiring), clock)
  }

  /// What the clock runs when the timer fires, made at the first timer and reused: it holds the
  /// recognizer through a link cleared when the recognizer goes (not a weak reference: see
  /// `ClearedLink`), and runs the action of the timer under way.
  private final lazy var timerFiring: @MainActor () -> Void = {
    let link = ClearedLink(self)
    timerLink = link
    return {
      guard let self = link.object, let action = self.timerAction else { return }
      self.timer = nil
      self.timerAction = nil
      action(self)
    }
  }()

  /// The action of the timer under way.
  private final var timerAction: (@MainActor (UIGestureRecognizer) -> Void)?

  /// The link `timerFiring` holds, cleared in `deinit`.
  private var timerLink: ClearedLink<UIGestureRecognizer>?

  deinit {
    runDeinitCleanup {
      timerLink?.object = nil
    }
    // O6: the values associated with the recognizer go with it.
    AssociatedObjects.removeAll(ObjectIdentifier(self))
  }

  /// Cancels the timer, if any.
  func stopTimer() {
    if let timer { timer.clock.cancel(timer.token) }
    timer = nil
    timerAction = nil
  }

  /// Whether a timer is waiting.
  var hasTimer: Bool { timer != nil }

  /// Fails, telling the application's observer why (`responder why`).
  func fail(_ decision: Decision) {
    guard effectiveState == .possible else { return }
    note(decision)
    state = .failed
  }

  /// Tells the application's observer why the recognizer's next state change happens: the
  /// change's note carries it.
  func note(_ decision: Decision) {
    notes?.decide(self, decision)
  }

  /// The usual move of a continuous recognizer: one still possible begins once `passedThreshold`
  /// holds (asked only then); one under way reports a change.
  func beginOrChange(when passedThreshold: @autoclosure () -> Bool) {
    switch effectiveState {
    case .possible: if passedThreshold() { state = .began }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// The usual answer of a continuous recognizer to cancelled touches: a gesture that had
  /// begun is cancelled, one still possible fails.
  func cancelOrFail() {
    note(.touchesCancelled)
    switch effectiveState {
    case .possible: state = .failed
    case .began, .changed: state = .cancelled
    default: break
    }
  }

  /// The usual end of a two-finger gesture: it ends when fewer than two fingers remain after
  /// `lifted` lift, and fails if it never began and the last finger lifted.
  func endTwoFingerGesture(lifting lifted: Set<UITouch>) {
    let remaining = trackedTouches.count - lifted.count
    switch effectiveState {
    case .possible: if remaining == 0 { fail(.endedBeforeBeginning(moved: nil)) }
    case .began, .changed: if remaining < 2 { state = .ended }
    default: break
    }
  }

  func sendActions() {
    // The list as it is now (an action may add or remove targets), read in place: each action
    // of a held target checks its own weak reference, and copying a target would copy that
    // weak reference too (the slow reference counting of the target's side table).
    let list = targets
    var index = 0
    while index < list.count {
      list[index].perform(self)
      index += 1
    }
  }

  /// The centroid of the tracked touches in window coordinates.
  var windowCentroid: CGPoint { trackedTouches.centroid(in: nil) }

  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = _view?.window else { return point }
    return view.convert(point, from: window)
  }

  /// The class name and address, in NSObject's `<UITapGestureRecognizer: 0x…>` form.
  ///
  /// Open, as NSObject's is: subclasses written for iOS override it to describe themselves.
  nonisolated open var description: String { objectDescription(self) }
}

/// A weak reference to a recognizer, for lists that must not keep recognizers alive.
struct WeakRecognizer {
  weak var value: UIGestureRecognizer?
}

extension UIGestureRecognizer {
  /// Rule G9: whether this recognizer must see `other` fail before it may leave `possible`:
  /// from `require(toFail:)`, the subclass hooks and both delegates. The one home of the
  /// relation, which the arena decides by and the tools search for cycles.
  func mustWait(for other: UIGestureRecognizer) -> Bool {
    failureRequirements.contains { $0.value === other }
      || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
      || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
  }
}
