import Foundation

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

  /// The application whose window most recently became key, through its cleared link (nil once it
  /// is freed): the one whose clock times an animation of views in no window (V2).
  static var latestKeyWindowApplication: ClearedLink<UIApplication>?

  @exclusivity(unchecked) var _windows: [UIWindow] = []
  /// The `constraintLayoutGeneration` the windows were last laid out at, before an event (Y2).
  @exclusivity(unchecked) var laidOutConstraintGeneration = 0
  /// The `layoutMarkGeneration` the windows were last laid out at, before an event (Y2).
  @exclusivity(unchecked) var laidOutLayoutMark = -1
  /// How many first-responder hand-overs of this application's windows are under way (F1): the
  /// input views are updated once, when the outermost ends. Per application, so that one
  /// application's hand-over never holds back another's update.
  var firstResponderHandOverDepth = 0
  /// The URLs `open(_:options:completionHandler:)` was asked to open, in order.
  public internal(set) var openedURLs: [URL] = []
  /// The images saved with `UIImageWriteToSavedPhotosAlbum`, in order: there is no photo
  /// library on Linux, so tests read what an app saved here (a ResponderKit addition).
  public internal(set) var savedPhotosAlbum: [UIImage] = []
  /// The input delegate the engine gives a `UITextInput` first responder of this application's
  /// windows (X15).
  let textInputSystem = TextInputSystem()
  /// The key window: an ``UnsafeLink``, the application owns every window it has (`_windows`)
  /// and lets none go before it goes itself.
  @UnsafeLink var _keyWindow: UIWindow?
  weak var _delegate: UIApplicationDelegate?
  /// Whether the delegate, when it was set, was a responder that is the application's `next`
  /// (R4): when it was not, `next` is nil without reading the weak reference (every walk that
  /// reaches the end of a chain asks).
  private var delegateIsNext = false
  /// The automatic window scene (`connectedScenes` of an application that connects none),
  /// made on first use.
  var _windowScene: UIWindowScene?
  /// The scenes and sessions connected with `connectScene(delegate:options:role:screen:)` (SC1).
  var scenes = SceneRegistry()
  /// The delegate given to `launch(delegate:options:)`, held strongly as `UIApplicationMain`
  /// holds the one it makes (`delegate` is weak).
  var launchedDelegate: UIApplicationDelegate?
  private var shownCounter: UInt64 = 0
  /// The application's event dispatcher: its queue, touches, gesture arena and chain walks.
  /// Nothing of it is shared with other applications.
  /// (A stored property, not a lazy one: every read of a lazy property counts a reference.)
  let dispatcher: EventDispatcher
  /// The window a presented context menu puts in front of the others (M4), made at the first
  /// menu.
  var contextMenuOverlay: ContextMenuOverlayWindow?
  /// The input views on screen (rule F3); held strongly while shown, as UIKit does.
  private var shownInputView: UIView?
  private var shownAccessoryView: UIView?
  /// The modelled on-screen keyboard (B4), off unless `simulatesSoftwareKeyboard` is set.
  let onScreenKeyboard = OnScreenKeyboard()

  /// The clock that timestamps events and runs timers (A3).
  public let clock: UIClock

  // The hooks and the switch below are read on every touch event: unchecked exclusivity, as a
  // checked stored property costs a runtime call per read and none of them is accessed in
  // overlapping ways.
  /// Receives every engine decision that no method call shows (`EngineNote`); nil costs nothing.
  @preconcurrency public var engineObserver: (@MainActor (EngineNote) -> Void)? {
    get { notes.observer }
    set { notes.observer = newValue }
  }
  /// The observer's one home, shared with the dispatcher's arena (which holds no application).
  let notes: NoteSink

  /// Hears each step of the hit test as the engine takes it (`HitTestStep`): the `hitTest` and
  /// `pointInside` calls its descent stands in for (views it tests itself are not called), in
  /// UIKit's order, and its verdicts, so that a trace shows every call UIKit would make and a
  /// tool explains the path that ran: a tools' hook.
  @exclusivity(unchecked) @preconcurrency @_spi(Tools) public var hitTestObserver:
    (@MainActor (UIView, HitTestStep) -> Void)?

  /// A debugging switch: when on, the engine checks that every responder gets well-formed
  /// phase sequences per touch (began first; nothing after ended or cancelled) and that
  /// overrides of touch methods in controls and built-in recognizers call `super`, and reports
  /// each breach as `EngineNote.conformance`. Off by default: it costs a lookup per call.
  @exclusivity(unchecked) public var checksConformance = false {
    // The chain walker asks it at every responder it passes: it keeps its own copy.
    didSet { dispatcher.chain.checksConformance = checksConformance }
  }
  var conformance = ConformanceChecker()
  /// Whether the application's touch methods are `UIResponder`'s, which only forward (R6): true
  /// for this class itself, so that its chain walker passes a touch call on to the delegate
  /// without calling them (`ResponderChain.passesInPlace`); a subclass may override them, and is
  /// called.
  let touchMethodsForward: Bool

  /// Creates an application that keeps time with `clock`.
  public init(clock: UIClock = VirtualClock()) {
    touchMethodsForward = type(of: self) == UIApplication.self
    self.clock = clock
    let notes = NoteSink()
    self.notes = notes
    dispatcher = EventDispatcher(notes: notes)
    super.init()
    dispatcher.attach(to: self)
  }

  /// Windows that outlive their application forget it (see `UIWindow._application`), and so
  /// do events (`link`).
  deinit {
    runDeinitCleanup {
      for window in _windows where window.$_application.refers(to: self) { window._application = nil }
      link.object = nil
    }
  }

  /// What the application's events hold to find it (`UIEvent._application`), rather than a weak
  /// reference to the application (see ``UnsafeLink``).
  private(set) lazy var link = ClearedLink(self)

  /// The app delegate, held weakly as in UIKit (`launch(delegate:options:)` also holds it
  /// strongly, as `UIApplicationMain` does).
  public var delegate: UIApplicationDelegate? {
    get { _delegate }
    set {
      _delegate = newValue
      delegateIsNext = Self.isNext(newValue)
    }
  }

  /// Every window of the application, in the order they were made.
  public var windows: [UIWindow] { _windows }

  /// The status bar's frame: zero, as there is no status bar on Linux (deprecated in UIKit for
  /// `UIStatusBarManager/statusBarFrame`; kept as a value).
  open var statusBarFrame: CGRect { .zero }

  /// Whether the status bar is hidden: kept as set (default false; deprecated in UIKit for
  /// `UIStatusBarManager/isStatusBarHidden`). Nothing draws a status bar here.
  open var isStatusBarHidden = false

  /// The direction the app's language reads in (Y10): left to right unless a platform backend or
  /// the test harness runs the app right to left. Leading and trailing constraints, stack
  /// views, flow layouts, swipe actions and the back swipe follow it.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirection }

  /// The app's layout direction as a backend or the test harness sets it (Y10); UIKit takes it
  /// from the app's localization, which code cannot set.
  @_spi(Tools) public var layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
    didSet {
      if layoutDirection == .rightToLeft { UIView.rightToLeftInUse = true }
      setNeedsConstraintLayout()
    }
  }

  /// The orientation of the app's interface (A5): `.portrait` until a rotation
  /// (`UIWindow`'s size transition, which the test harness's `rotate(to:)` runs) changes it.
  @_spi(Tools) public var interfaceOrientation: UIInterfaceOrientation = .portrait

  /// The orientation of the app's interface (A5; deprecated in UIKit for
  /// `UIWindowScene/interfaceOrientation`).
  open var statusBarOrientation: UIInterfaceOrientation { interfaceOrientation }

  /// The key window (A2), or nil.
  public var keyWindow: UIWindow? { _keyWindow }

  /// The application itself: its walker serves the calls it forwards.
  override var chainApplication: UIApplication? { self }

  /// The next responder.
  ///
  /// UIKit rule R4: the app delegate when it is a responder that is not a view, a view
  /// controller or the application itself; otherwise nil.
  open override var next: UIResponder? {
    guard delegateIsNext else { return nil }
    return _delegate as? UIResponder
  }

  /// Whether `delegate` is a responder that may be the application's `next` (R4): not a view,
  /// a controller or an application, whose own chains would loop back.
  private static func isNext(_ delegate: UIApplicationDelegate?) -> Bool {
    guard let responder = delegate as? UIResponder else { return false }
    return !(responder is UIView || responder is UIViewController || responder is UIApplication)
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
        dispatcher.deliver(event, from: self)
      }
      return
    }
    let changed = event.changedTouches
    // Usually one window has all the changed touches: no list of windows to build.
    if let first = changed.first?._window {
      var oneWindow = true
      // By index: an iterator would count a reference to each touch.
      for index in changed.indices where changed[index]._window !== first { oneWindow = false }
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
      return dispatcher.enqueue(.touches(touches, timestamp))
    }
    var batches: [QueuedEvent] = []
    var batch: [UIRawTouch] = []
    for touch in touches {
      if let earlier = batch.last(where: { $0.finger == touch.finger }),
        !(earlier.phase == .moved && touch.phase == .moved)
      {
        batches.append(.touches(batch, timestamp))
        batch = []
      }
      batch.append(touch)
    }
    if !batch.isEmpty { batches.append(.touches(batch, timestamp)) }
    dispatcher.enqueue(batches)
  }

  /// Feeds a motion event (a shake) from a platform: began, ended or cancelled (rule F4).
  public func receive(motion: UIEvent.EventSubtype, phase: UIMotionPhase, timestamp: TimeInterval) {
    dispatcher.enqueue(.motion(motion, phase, timestamp))
  }

  /// Feeds a remote-control command (play, pause, …) from a platform (rule F4).
  public func receive(remoteControl subtype: UIEvent.EventSubtype, timestamp: TimeInterval) {
    dispatcher.enqueue(.remote(subtype, timestamp))
  }

  /// Feeds key presses from a platform: one dispatch for the batch (rule F4). A key that
  /// begins while down, or changes or ends while up, is reported as `.inputError` and skipped.
  public func receive(_ presses: [UIRawPress], timestamp: TimeInterval) {
    dispatcher.enqueue(.presses(presses, timestamp))
  }

  /// Ends every key still down with `cancelled`.
  public func cancelAllPresses(timestamp: TimeInterval) {
    let down = dispatcher.keys.keysDown
    guard !down.isEmpty else { return }
    receive(down.map { UIRawPress(key: $0, phase: .cancelled) }, timestamp: timestamp)
  }

  /// Whether any key is down.
  public var hasPressesDown: Bool { !dispatcher.keys.keysDown.isEmpty }

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
        dispatcher.chain.walk(from: start) {
          found = start.target(forAction: action, withSender: sender)
        }
        return found
      }
    }
    if let bound = receiver as? BoundAction {
      guard !bound.holdsTarget || bound.target != nil else { return false }
      bound.perform(bound.target, sender, event)
      return true
    }
    guard let responder = receiver as? UIResponder, let method = responder.method(for: action) else { return false }
    method(sender)
    return true
  }

  /// Ends every touch still down with `cancelled`, as UIKit does when an app resigns active.
  public func cancelAllTouches(timestamp: TimeInterval) {
    let fingers = dispatcher.table.liveFingers
    guard !fingers.isEmpty else { return }
    receive(
      fingers.map { UIRawTouch(finger: $0.finger, phase: .cancelled, location: $0.location) }, timestamp: timestamp)
  }

  /// Whether any finger is down.
  public var hasTouchesDown: Bool { dispatcher.table.hasLiveTouches }

  /// Tells the observer, if any, what the engine did. The note is made only when someone
  /// listens: the touch path notes every control event and state change.
  func note(_ note: @autoclosure () -> EngineNote) {
    notes.note(note())
  }

  /// Rule F3: shows the input views of the key window's first responder when they changed;
  /// rule B4: brings the modelled on-screen keyboard to them. Called once at the end of every
  /// first-responder hand-over (F1), so that the keyboard sees where focus ends, not its steps.
  func updateInputViews() {
    let responder = _keyWindow?._firstResponder
    let input = responder?.inputView
    let accessory = responder?.inputAccessoryView
    if input !== shownInputView || accessory !== shownAccessoryView {
      shownInputView = input
      shownAccessoryView = accessory
      if let window = _keyWindow { note(.inputViews(window: window, inputView: input, accessoryView: accessory)) }
    }
    if onScreenKeyboard.isOn { onScreenKeyboard.update(self) }
  }

  // MARK: Windows

  func attach(_ window: UIWindow) {
    guard window._application !== self else { return }
    _windows.append(window)
    window._application = self
  }

  /// Takes `window` out of the application, for another one (`UIWindow.windowScene`): its
  /// touches are cancelled and it stops being key, as when it leaves the screen (A4).
  func detach(_ window: UIWindow) {
    dispatcher.views.cancelTouches(inSubtreeOf: window)
    _windows.removeAll { $0 === window }
    guard _keyWindow === window else { return }
    _keyWindow = nil
    window.resignKey()
    updateInputViews()
  }

  func windowWasShown(_ window: UIWindow) {
    shownCounter += 1
    window.shownOrder = shownCounter
  }

  func makeKey(_ window: UIWindow) {
    if Self.latestKeyWindowApplication !== link { Self.latestKeyWindowApplication = link }
    guard _keyWindow !== window else { return }
    let old = _keyWindow
    _keyWindow = window
    old?.resignKey()
    window.becomeKey()
    updateInputViews()
  }

  /// Visible windows, front to back: higher level first, then the one shown later (H1).
  var windowsFrontToBack: [UIWindow] {
    var windows: [UIWindow] = []
    _ = firstFrontToBack { (window: UIWindow) -> UIWindow? in
      windows.append(window)
      return nil
    }
    return windows
  }

  /// The visible windows in the order hit testing asks them: higher `windowLevel` first, then
  /// the one shown later (H1).
  public var windowsInHitTestOrder: [UIWindow] { windowsFrontToBack }

  /// Asks the visible windows front to back (H1: higher level first, then the one shown later;
  /// equal ones in the order they were made) until `body` answers; no list is built, as every
  /// touch that begins asks. Each round picks the frontmost window behind the previous one:
  /// an application has a handful of windows.
  func firstFrontToBack<Answer>(_ body: (UIWindow) -> Answer?) -> Answer? {
    let windows = _windows
    /// Whether `a` (at `i`) is in front of `b` (at `j`).
    func inFront(_ a: UIWindow, _ i: Int, of b: UIWindow, _ j: Int) -> Bool {
      if a._windowLevel != b._windowLevel { return a._windowLevel > b._windowLevel }
      if a.shownOrder != b.shownOrder { return a.shownOrder > b.shownOrder }
      return i < j
    }
    var previous = -1
    while true {
      var next = -1
      for index in windows.indices where !windows[index]._isHidden {
        if previous >= 0 && !inFront(windows[previous], previous, of: windows[index], index) { continue }
        if next < 0 || inFront(windows[index], index, of: windows[next], next) { next = index }
      }
      guard next >= 0 else { return nil }
      if let answer = body(windows[next]) { return answer }
      previous = next
    }
  }

  /// Hit-tests the windows front to back at a point in screen coordinates, as a touch that
  /// begins there would be (H1): a ResponderKit addition for tools and tests.
  public func hitTest(_ screenPoint: CGPoint, with event: UIEvent?) -> UIView? {
    firstFrontToBack { window in window.hitTest(window.convertFromScreen(screenPoint), with: event) }
  }

}
