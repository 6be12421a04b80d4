import Foundation
@_spi(Tools) import ResponderKit
import ResponderScenario

/// A fresh application with a virtual clock and a key window, and the fingers and keys of a
/// user driving it: what a test of UIKit event code needs on Linux.
///
/// UIKit tests on iOS drive a real app through the system (XCUITest) or not at all; here the
/// harness feeds `UIApplication.receive(_:timestamp:)` as a platform backend would, one
/// dispatch per finger change, and moves the virtual clock between changes so that timers
/// (long presses, double-tap waits, stepper repeats) fire and velocities come out as a real
/// gesture of that speed gives them. Nothing sleeps; a test's result never depends on the
/// machine's speed.
///
/// Every gesture starts at the clock's current time and leaves the clock at its last change.
/// Two taps in a row at the same place therefore form a double tap (rule T2), as they would
/// under a fast finger; call `advance(by:)` between them for separate taps, and after a tap
/// that a recognizer waits on (a single tap that requires a double tap to fail).
///
/// The harness is isolated to the main actor. From XCTest on Linux, a test that uses it is
/// either `async` in a `@MainActor` test case (or marked `@MainActor` itself), or synchronous
/// and not isolated, entering the main actor with `MainActor.assumeIsolated`: a synchronous
/// main-actor test aborts the whole test bundle there, as SwiftPM's test discovery hands it to
/// XCTest through an array cast that the runtime refuses (`Could not cast value of type
/// '(FooTests) -> @MainActor () -> ()'`). `responder port` makes such tests `async`.
@preconcurrency @MainActor
public final class TestHarness {
  /// The application the harness made, with `clock` as its clock.
  public let application: UIApplication
  /// The application's clock, which only the harness and the test move.
  public let clock: VirtualClock
  /// The key window, shown, with the root view or view controller given.
  public let window: UIWindow
  /// Where each finger that is down is, in screen coordinates, by its number.
  private var fingersDown: [Int: CGPoint] = [:]
  /// Where the pointer is, in screen coordinates; nil before it first moves and after
  /// `endHover()`.
  public private(set) var pointerLocation: CGPoint?
  /// The buttons of the pointer's click under way (empty when none is).
  public private(set) var pointerButtons: UIEvent.ButtonMask = []
  /// The modifier keys held during the harness's pointer input from now on (P7): every hover,
  /// click, drag and scroll carries them (on `UIEvent.modifierFlags`, the recognizers'
  /// `modifierFlags` and the pointer interactions' region requests).
  public var pointerModifierFlags: UIKeyModifierFlags = []
  /// Where a gesture on a view that its touch would not reach (`tap(_:count:fileID:file:line:column:)`
  /// and the others on a view) writes the harness's timeline before it records the failure,
  /// which names the file; nil writes none. By default the folder the environment variable
  /// `RESPONDER_TIMELINE_DIR` names, so that a failing test run shows what its touches did.
  public var failureTimelineDirectory: URL? = TestHarness.timelineDirectoryFromEnvironment
  /// The tools of `responder` on the harness's application, with the engine notes and touch
  /// times since the harness started (`explain(at:)`, `why()`, `lint()`).
  let tools: LiveHierarchy

  /// The interval between the samples of a moving finger: a 60 Hz touch screen's.
  public static let sampleInterval: TimeInterval = 1.0 / 60

  /// How long a finger of `tap(_:)` stays down, and a key of `press(_:characters:modifierKeys:)`.
  public static let tapDuration: TimeInterval = 0.05

  /// Makes an application with a `VirtualClock` reading `startTime`, designates it as
  /// `UIApplication.shared` when `designatesShared` is true (so that windows made with
  /// `UIWindow(frame:)` and calls to `UIApplication.shared` in the code under test reach it),
  /// and shows a key window of `frame` with `rootView` filling it.
  ///
  /// UIKit has one application per process; tests here make one per harness. A root view of
  /// zero size is sized to the window's bounds, as a window's root view controller's view is.
  /// `idiom` is the application's `userInterfaceIdiom` (`.pad` for hover, P4; the shared
  /// `UIDevice.current` is left as it is), `indirectInputEvents` its
  /// `supportsIndirectInputEvents` (P1: clicks are `.indirectPointer` touches when true),
  /// `softwareKeyboard` its `simulatesSoftwareKeyboard` (B4: a text input that becomes first
  /// responder brings up a keyboard at the bottom of `UIScreen.main`, with its notifications),
  /// `layoutDirection` its `userInterfaceLayoutDirection` (Y10: `.rightToLeft` runs the app as
  /// in Arabic or Hebrew).
  public init(
    rootView: UIView? = nil, frame: CGRect = UIScreen.main.bounds, startTime: TimeInterval = 0,
    designatesShared: Bool = true, idiom: UIUserInterfaceIdiom = .phone, indirectInputEvents: Bool = true,
    softwareKeyboard: Bool = true, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) {
    clock = VirtualClock(start: startTime)
    application = UIApplication(clock: clock)
    application.userInterfaceIdiom = idiom
    application.layoutDirection = layoutDirection
    application.supportsIndirectInputEvents = indirectInputEvents
    application.simulatesSoftwareKeyboard = softwareKeyboard
    if designatesShared { UIApplication.shared = application }
    tools = LiveHierarchy(application: application)
    tools.startRecording()
    window = UIWindow(application: application, frame: frame)
    if let rootView {
      if rootView.bounds.size == .zero { rootView.frame = window.bounds }
      window.addSubview(rootView)
    }
    window.makeKeyAndVisible()
  }

  /// Wraps an application already made, with `clock` as its clock and `window` as its key
  /// window (`TestHarness+Scenes.swift`).
  init(application: UIApplication, clock: VirtualClock, window: UIWindow) {
    self.application = application
    self.clock = clock
    self.window = window
    tools = LiveHierarchy(application: application)
    tools.startRecording()
  }

  /// Makes the harness as
  /// `init(rootView:frame:startTime:designatesShared:idiom:indirectInputEvents:softwareKeyboard:layoutDirection:)`
  /// does, with `rootViewController` as the window's root view controller (its view is loaded
  /// and fills the window, as in UIKit).
  public convenience init(
    rootViewController: UIViewController, frame: CGRect = UIScreen.main.bounds, startTime: TimeInterval = 0,
    designatesShared: Bool = true, idiom: UIUserInterfaceIdiom = .phone, indirectInputEvents: Bool = true,
    softwareKeyboard: Bool = true, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) {
    self.init(
      rootView: nil, frame: frame, startTime: startTime, designatesShared: designatesShared, idiom: idiom,
      indirectInputEvents: indirectInputEvents, softwareKeyboard: softwareKeyboard, layoutDirection: layoutDirection)
    window.rootViewController = rootViewController
  }

  // MARK: Time

  /// The current virtual time in seconds.
  public var now: TimeInterval { clock.now }

  /// Moves the clock forward by `seconds`, firing the timers due on the way in order (rule A3),
  /// with a layout pass and a display pass before and after, as the run loop lays out and
  /// draws at the end of each turn (Y2, W1).
  public func advance(by seconds: TimeInterval) {
    advance(to: clock.now + seconds)
  }

  /// Moves the clock forward to `time`, firing the timers due on the way in order, with a
  /// layout pass and a display pass before and after (Y2, W1); an earlier time only lays out
  /// and displays.
  ///
  /// The first pass ends the run loop's turn in which the test's last calls were made, at the
  /// current time: a push or a presentation made in that turn starts its transition then, not
  /// at `time` (N1, Q4).
  public func advance(to time: TimeInterval) {
    layOutMarkedViews()
    application.displayMarkedLayers()
    clock.advance(to: time)
    layOutMarkedViews()
    application.displayMarkedLayers()
  }

  /// Rule Y2: the layout pass of every window, which does nothing where nothing is marked; the
  /// harness runs it where UIKit's run loop would have by then, so that a query made between
  /// events sees the frames a touch would.
  private func layOutMarkedViews() {
    for window in application.windows { window.layoutIfNeeded() }
  }

  // MARK: Where things are

  /// The center of `view` in screen coordinates: where a tap on it lands.
  ///
  /// The view must be in a window; a touch cannot reach a view that is not.
  public func screenPoint(of view: UIView) -> CGPoint {
    layOutMarkedViews()
    guard let viewWindow = view.window else {
      preconditionFailure("\(view) is not in a window: add it to the harness's window before touching it")
    }
    let center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    return viewWindow.convert(toScreen: view.convert(center, to: viewWindow))
  }

  /// The view a touch beginning at `point` (screen coordinates) would be delivered to: the
  /// windows' hit test, front to back (rule H1), after the layout pass a touch would see (Y2).
  public func hitView(at point: CGPoint) -> UIView? {
    layOutMarkedViews()
    return application.hitTest(point, with: nil)
  }

  // MARK: Fingers

  /// Puts a new finger down at `point` (screen coordinates) now and returns it.
  ///
  /// The finger gets the lowest number not down, as a touch screen reuses its slots.
  @discardableResult
  public func touchDown(at point: CGPoint) -> TestFinger {
    let finger = TestFinger(number: freeFingerNumbers(1)[0])
    fingersDown[finger.number] = point
    send([UIRawTouch(finger: finger.number, phase: .began, location: point)])
    return finger
  }

  /// Moves `finger` to `point` (screen coordinates): at once when `duration` is 0, otherwise
  /// in a straight line sampled at 60 Hz, the clock advancing between the samples.
  ///
  /// The pointer's finger (from `pointerDown(at:buttons:)`) drags the pointer with its
  /// buttons held (P8).
  public func move(_ finger: TestFinger, to point: CGPoint, duration: TimeInterval = 0) {
    let start = location(of: finger)
    let steps = sampleCount(for: duration)
    let startTime = clock.now
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      advance(to: startTime + duration * Double(step) / Double(steps))
      let here = CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
      if isPointer(finger) {
        pointerLocation = here
        sendPointer(.drag, at: here, buttons: pointerButtons)
      } else {
        fingersDown[finger.number] = here
        send([UIRawTouch(finger: finger.number, phase: .moved, location: here)])
      }
    }
  }

  /// Moves several fingers together, each in a straight line to its point (screen
  /// coordinates), sampled at 60 Hz with every finger in each dispatch, as a touch screen reports
  /// fingers that move at once (T5): a pinch or a two-finger pan that stays down afterwards.
  ///
  /// `points` has one point per finger, in the same order; at once when `duration` is 0.
  public func move(_ fingers: [TestFinger], to points: [CGPoint], duration: TimeInterval = 0) {
    precondition(fingers.count == points.count, "one point per finger")
    let starts = fingers.map { location(of: $0) }
    let steps = sampleCount(for: duration)
    let startTime = clock.now
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      advance(to: startTime + duration * Double(step) / Double(steps))
      var changes: [UIRawTouch] = []
      for (index, finger) in fingers.enumerated() {
        let start = starts[index]
        let end = points[index]
        let here = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
        fingersDown[finger.number] = here
        changes.append(UIRawTouch(finger: finger.number, phase: .moved, location: here))
      }
      send(changes)
    }
  }

  /// Lifts several fingers together now, in one dispatch, each where it is.
  public func lift(_ fingers: [TestFinger]) {
    let changes = fingers.map { UIRawTouch(finger: $0.number, phase: .ended, location: location(of: $0)) }
    for finger in fingers { fingersDown[finger.number] = nil }
    send(changes)
  }

  /// Lifts `finger` now, where it is; for the pointer's finger, releases its buttons (P8).
  public func lift(_ finger: TestFinger) {
    let point = location(of: finger)
    if isPointer(finger) {
      pointerButtons = []
      sendPointer(.up, at: point, buttons: [])
      return
    }
    fingersDown[finger.number] = nil
    send([UIRawTouch(finger: finger.number, phase: .ended, location: point)])
  }

  /// Ends `finger` with `cancelled` now, as the system does when it takes the touches away;
  /// for the pointer's finger, the pointer is gone (its hover is cancelled too, P4).
  public func cancel(_ finger: TestFinger) {
    let point = location(of: finger)
    if isPointer(finger) {
      pointerButtons = []
      pointerLocation = nil
      sendPointer(.cancelled, at: point, buttons: [])
      return
    }
    fingersDown[finger.number] = nil
    send([UIRawTouch(finger: finger.number, phase: .cancelled, location: point)])
  }

  /// Where `finger` is, in screen coordinates; it must be down.
  public func location(of finger: TestFinger) -> CGPoint {
    if isPointer(finger) {
      guard !pointerButtons.isEmpty, let point = pointerLocation else {
        preconditionFailure("the pointer holds no button: pointerDown(at:buttons:) first")
      }
      return point
    }
    guard let point = fingersDown[finger.number] else {
      preconditionFailure("finger \(finger.number) is not down")
    }
    return point
  }

  /// Sends raw touch changes now, in one dispatch, as a platform would: for sequences the
  /// gestures below do not cover. The harness does not track these fingers: number them
  /// apart from its own (from 100, say), which start at 1.
  public func send(_ touches: [UIRawTouch]) {
    if touches.contains(where: { $0.phase == .began }) { tools.touchDown(at: clock.now) }
    tools.deliver(touches, at: clock.now) { application.receive(touches, timestamp: clock.now) }
  }

  // MARK: Gestures

  /// Taps the center of `view` `count` times, two `tapDuration`s apart (rule T2 counts them as one
  /// multi-tap).
  ///
  /// Rules H1–H6, C3, V3: when a touch at the center would not reach `view` nor a view inside
  /// it (a view of zero size, hidden, transparent, ignoring interaction, a disabled control,
  /// covered, outside an ancestor's bounds or held by an animation, or an ancestor that is),
  /// the harness records a test failure at the call (`Issue.record` in a Swift Testing test,
  /// `XCTFail` otherwise) naming the view, its frame, what the touch hits instead and why, in
  /// the words of `responder explain` (and the timeline it wrote to `failureTimelineDirectory`,
  /// when set), then taps anyway. For a view in no window it records the
  /// failure and touches nothing. `fileID`, `file`, `line` and `column` place the failure:
  /// leave them to their defaults.
  public func tap(
    _ view: UIView, count: Int = 1, fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    touching(view, for: "tap(_:)", at: CallSite(fileID: fileID, file: file, line: line, column: column)) { point in
      tap(at: point, count: count)
    }
  }

  /// Taps at `point` (screen coordinates) `count` times: each finger down for `tapDuration`, the
  /// next tap `tapDuration` after the last lifted.
  public func tap(at point: CGPoint, count: Int = 1) {
    for index in 0..<count {
      if index > 0 { advance(by: Self.tapDuration) }
      let finger = touchDown(at: point)
      advance(by: Self.tapDuration)
      lift(finger)
    }
  }

  /// Drags one finger along `path` (screen coordinates) in `duration` seconds at an even
  /// speed, sampled at 60 Hz: down at the first point, moves along the segments, up at the
  /// last point at the same time as the last move.
  public func drag(along path: [CGPoint], duration: TimeInterval = 0.3) {
    guard let first = path.first else { preconditionFailure("a drag needs at least one point") }
    let finger = touchDown(at: first)
    let startTime = clock.now
    let steps = sampleCount(for: duration)
    let lengths = zip(path, path.dropFirst()).map { distance($0, $1) }
    let total = lengths.reduce(0, +)
    for step in 1...steps {
      advance(to: startTime + duration * Double(step) / Double(steps))
      let here = point(along: path, lengths: lengths, at: total * CGFloat(step) / CGFloat(steps))
      fingersDown[finger.number] = here
      send([UIRawTouch(finger: finger.number, phase: .moved, location: here)])
    }
    lift(finger)
  }

  /// Drags one finger from `start` to `end` (screen coordinates) in `duration` seconds.
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
    drag(along: [start, end], duration: duration)
  }

  /// Drags one finger from the center of `view` by `translation` in `duration` seconds.
  ///
  /// Rules H1–H6, C3, V3: when a touch at the center would not reach `view` nor a view inside
  /// it (a view of zero size, hidden, transparent, ignoring interaction, a disabled control,
  /// covered, outside an ancestor's bounds or held by an animation, or an ancestor that is),
  /// the harness records a test failure at the call (`Issue.record` in a Swift Testing test,
  /// `XCTFail` otherwise) naming the view, its frame, what the touch hits instead and why, in
  /// the words of `responder explain` (and the timeline it wrote to `failureTimelineDirectory`,
  /// when set), then drags anyway. For a view in no window it records the
  /// failure and touches nothing. `fileID`, `file`, `line` and `column` place the failure:
  /// leave them to their defaults.
  public func drag(
    _ view: UIView, by translation: CGPoint, duration: TimeInterval = 0.3, fileID: String = #fileID,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    touching(view, for: "drag(_:by:)", at: CallSite(fileID: fileID, file: file, line: line, column: column)) { start in
      drag(from: start, to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), duration: duration)
    }
  }

  /// Presses the center of `view` for `duration` seconds without moving, then lifts.
  ///
  /// The default, 0.6 s, is past `UILongPressGestureRecognizer`'s minimum,
  /// `InteractionConstants.longPressMinimumDuration` (rule G14).
  ///
  /// Rules H1–H6, C3, V3: when a touch at the center would not reach `view` nor a view inside
  /// it (a view of zero size, hidden, transparent, ignoring interaction, a disabled control,
  /// covered, outside an ancestor's bounds or held by an animation, or an ancestor that is),
  /// the harness records a test failure at the call (`Issue.record` in a Swift Testing test,
  /// `XCTFail` otherwise) naming the view, its frame, what the touch hits instead and why, in
  /// the words of `responder explain` (and the timeline it wrote to `failureTimelineDirectory`,
  /// when set), then presses anyway. For a view in no window it records the
  /// failure and touches nothing. `fileID`, `file`, `line` and `column` place the failure:
  /// leave them to their defaults.
  public func longPress(
    _ view: UIView, duration: TimeInterval = 0.6, fileID: String = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    touching(view, for: "longPress(_:)", at: CallSite(fileID: fileID, file: file, line: line, column: column)) {
      point in
      longPress(at: point, duration: duration)
    }
  }

  /// Presses at `point` (screen coordinates) for `duration` seconds without moving, then lifts.
  public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
    let finger = touchDown(at: point)
    advance(by: duration)
    lift(finger)
  }

  /// Pinches with two fingers about `center` (screen coordinates), on a horizontal line:
  /// down `startDistance` apart together, moving symmetrically to `endDistance` apart in
  /// `duration` seconds (sampled at 60 Hz, both fingers in each dispatch), then up together.
  ///
  /// A larger end distance spreads the fingers (a scale above 1); a smaller one pinches them.
  public func pinch(
    at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.3
  ) {
    let numbers = freeFingerNumbers(2)
    func points(_ spread: CGFloat) -> [CGPoint] {
      [CGPoint(x: center.x - spread / 2, y: center.y), CGPoint(x: center.x + spread / 2, y: center.y)]
    }
    func changes(_ phase: UITouch.Phase, _ spread: CGFloat) -> [UIRawTouch] {
      zip(numbers, points(spread)).map { UIRawTouch(finger: $0, phase: phase, location: $1) }
    }
    for (number, point) in zip(numbers, points(startDistance)) { fingersDown[number] = point }
    send(changes(.began, startDistance))
    let startTime = clock.now
    let steps = sampleCount(for: duration)
    for step in 1...steps {
      advance(to: startTime + duration * Double(step) / Double(steps))
      let spread = startDistance + (endDistance - startDistance) * CGFloat(step) / CGFloat(steps)
      for (number, point) in zip(numbers, points(spread)) { fingersDown[number] = point }
      send(changes(.moved, spread))
    }
    for number in numbers { fingersDown[number] = nil }
    send(changes(.ended, endDistance))
  }

  /// Pinches about the center of `view` from 100 pt apart to `scale` times that.
  ///
  /// Rules H1–H6, C3, V3: when a touch at the center (the fingers' midpoint) would not reach `view` nor a view inside
  /// it (a view of zero size, hidden, transparent, ignoring interaction, a disabled control,
  /// covered, outside an ancestor's bounds or held by an animation, or an ancestor that is),
  /// the harness records a test failure at the call (`Issue.record` in a Swift Testing test,
  /// `XCTFail` otherwise) naming the view, its frame, what the touch hits instead and why, in
  /// the words of `responder explain` (and the timeline it wrote to `failureTimelineDirectory`,
  /// when set), then pinches anyway. For a view in no window it records the
  /// failure and touches nothing. `fileID`, `file`, `line` and `column` place the failure:
  /// leave them to their defaults.
  public func pinch(
    _ view: UIView, scale: CGFloat, duration: TimeInterval = 0.3, fileID: String = #fileID,
    file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    touching(view, for: "pinch(_:scale:)", at: CallSite(fileID: fileID, file: file, line: line, column: column)) {
      point in
      pinch(at: point, from: 100, to: 100 * scale, duration: duration)
    }
  }

  // MARK: Pointer

  /// Moves the pointer, with no button down, to `point` (screen coordinates): hover (P3). At
  /// once when `duration` is 0 (the default); otherwise in a straight line from where it is,
  /// sampled at 60 Hz, the clock advancing between the samples. A pointer not yet in the
  /// window appears at `point`.
  ///
  /// Hover reaches hover recognizers and pointer interactions only on an application whose
  /// idiom is not `.phone` (P4): make the harness with `idiom: .pad`.
  public func hover(to point: CGPoint, duration: TimeInterval = 0) {
    guard let start = pointerLocation else {
      pointerLocation = point
      return sendPointer(.hover, at: point, buttons: [])
    }
    let steps = sampleCount(for: duration)
    let startTime = clock.now
    for step in 1...steps {
      let fraction = CGFloat(step) / CGFloat(steps)
      advance(to: startTime + duration * Double(step) / Double(steps))
      let here = CGPoint(x: start.x + (point.x - start.x) * fraction, y: start.y + (point.y - start.y) * fraction)
      pointerLocation = here
      sendPointer(.hover, at: here, buttons: pointerButtons)
    }
  }

  /// The pointer leaves the window now: hover recognizers end, pointer interactions exit
  /// their regions (P4, P6). Nothing happens when the pointer is not in the window.
  public func endHover() {
    guard let point = pointerLocation else { return }
    pointerLocation = nil
    sendPointer(.exited, at: point, buttons: pointerButtons)
  }

  /// Clicks at `point` (screen coordinates) with `buttons` (default the primary one): the
  /// pointer moves there, presses, holds for ``tapDuration`` and releases, as
  /// `pointerDown(at:buttons:)` and `lift(_:)` do (P8).
  public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary) {
    let finger = pointerDown(at: point, buttons: buttons)
    advance(by: Self.tapDuration)
    lift(finger)
  }

  /// Presses the pointer's `buttons` (default the primary one) at `point` (screen
  /// coordinates) now and returns the click's finger, which `move(_:to:duration:)` drags and
  /// `lift(_:)` releases.
  ///
  /// Rules P1, P8: the pointer hovers to `point` first if it was elsewhere (P3), then one
  /// touch begins, of type `.indirectPointer` (`.direct` with `indirectInputEvents: false`),
  /// with `UIEvent.buttonMask` the buttons; its number is `UIRawPointer.touchFinger`.
  @discardableResult
  public func pointerDown(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary) -> TestFinger {
    precondition(pointerButtons.isEmpty, "the pointer already holds a button: lift it first")
    pointerLocation = point
    pointerButtons = buttons.isEmpty ? .primary : buttons
    sendPointer(.down, at: point, buttons: pointerButtons)
    return TestFinger(number: UIRawPointer.touchFinger)
  }

  /// Scrolls at `point` (screen coordinates) by `translation`, as a wheel's notch (`.discrete`,
  /// the default) or a trackpad's scroll (`.continuous`) does: one scroll event, taken by the
  /// innermost pan under the point that allows the kind (P5). The translation is a finger's
  /// drag: `(0, -50)` moves the content up by 50 pt (a scroll view's `contentOffset.y` grows by
  /// 50), as turning a wheel toward you does.
  public func scroll(at point: CGPoint, by translation: CGPoint, type: UIScrollType = .discrete) {
    if pointerLocation != point { hover(to: point) }
    application.receive(
      UIRawPointer(
        phase: .scroll, location: point, buttons: pointerButtons, modifierFlags: pointerModifierFlags,
        scrollTranslation: translation, scrollType: type),
      timestamp: clock.now)
  }

  private func isPointer(_ finger: TestFinger) -> Bool { finger.number == UIRawPointer.touchFinger }

  private func sendPointer(_ phase: UIRawPointer.Phase, at point: CGPoint, buttons: UIEvent.ButtonMask) {
    if phase == .down { tools.touchDown(at: clock.now) }
    let send = {
      self.application.receive(
        UIRawPointer(phase: phase, location: point, buttons: buttons, modifierFlags: self.pointerModifierFlags),
        timestamp: self.clock.now)
    }
    // A click is a touch of its own finger (P8): the timeline draws it as one.
    let touchPhase: UITouch.Phase? =
      switch phase {
      case .down: .began
      case .drag: .moved
      case .up: .ended
      case .cancelled: .cancelled
      default: nil
      }
    guard let touchPhase else { return send() }
    tools.deliver(
      [UIRawTouch(finger: UIRawPointer.touchFinger, phase: touchPhase, location: point)], at: clock.now, send)
  }

  // MARK: Keys

  /// Presses and releases `key`, typing `characters`, with `modifierKeys` held around it.
  ///
  /// A hardware keyboard reports modifiers as keys of their own, and so does the harness:
  /// each modifier goes down first (in the order given, each its own dispatch), then the key;
  /// after `tapDuration` the key comes up, then the modifiers in reverse order. `characters` is what
  /// UIKit's `UIKey.characters` would hold (for ⌘S, "s").
  public func press(_ key: UIKeyboardHIDUsage, characters: String = "", modifierKeys: [ModifierKey] = []) {
    for modifier in modifierKeys {
      application.receive([UIRawPress(key: modifier.usage, phase: .began)], timestamp: clock.now)
    }
    application.receive([UIRawPress(key: key, phase: .began, characters: characters)], timestamp: clock.now)
    advance(by: Self.tapDuration)
    application.receive([UIRawPress(key: key, phase: .ended, characters: characters)], timestamp: clock.now)
    for modifier in modifierKeys.reversed() {
      application.receive([UIRawPress(key: modifier.usage, phase: .ended)], timestamp: clock.now)
    }
  }

  /// Types `text` key by key: letters (capitals with Shift held), digits, space, return
  /// (`"\n"`) and tab (`"\t"`), each pressed as `press(_:characters:modifierKeys:)` does.
  ///
  /// Other characters have no key without a keyboard layout; press them with their usage.
  public func type(_ text: String) {
    for character in text {
      guard let key = Self.key(typing: character) else {
        preconditionFailure("no key types \"\(character)\" without a keyboard layout: use press(_:characters:)")
      }
      press(key.usage, characters: String(character), modifierKeys: key.shifted ? [.shift] : [])
    }
  }

  // MARK: The on-screen keyboard

  /// The on-screen keyboard's frame in screen coordinates while it is shown (during its show
  /// animation, the final frame), else nil.
  ///
  /// UIKit rule B4: the keyboard the application models
  /// (``UIApplication/softwareKeyboardFrame``), at the bottom of the key window's screen
  /// (`UIScreen.main` for a harness made with a frame); always nil for a harness made with
  /// `softwareKeyboard: false`.
  public var keyboardFrame: CGRect? { application.softwareKeyboardFrame }

  /// Types `text` as the on-screen keyboard does: for each `Character`, `insertText(_:)` with it
  /// on the key window's first responder when that adopts `UIKeyInput`; `"\n"` is the Return
  /// key, inserted as `"\n"` (a text field takes it as Return, X10).
  ///
  /// UIKit rule B4 (B1's last step): the on-screen keyboard calls the text input directly, with
  /// no `UIPress`, so no key command or `pressesBegan(_:with:)` sees it (``type(_:)`` types on
  /// a hardware keyboard instead). The first responder is looked up again for every character,
  /// as Return may move it; a character typed while no text input is first responder is
  /// dropped, as no keyboard is shown then. The clock does not move; views are laid out after
  /// each character, as the run loop does after each key.
  public func typeOnScreen(_ text: String) {
    for character in text {
      guard let input = application.keyWindowFirstResponder as? UIKeyInput else { continue }
      input.insertText(String(character))
      layOutMarkedViews()
    }
  }

  /// Presses the on-screen keyboard's delete key once: `deleteBackward()` on the key window's
  /// first responder when that adopts `UIKeyInput`, else nothing.
  ///
  /// UIKit rule B4 (B1's last step): no `UIPress`, as for ``typeOnScreen(_:)``; what is deleted
  /// is the text input's business (B2).
  public func deleteBackwardOnScreen() {
    guard let input = application.keyWindowFirstResponder as? UIKeyInput else { return }
    input.deleteBackward()
    layOutMarkedViews()
  }

  /// The key that types `character` on a US keyboard, and whether Shift is held for it.
  static func key(typing character: Character) -> (usage: UIKeyboardHIDUsage, shifted: Bool)? {
    switch character {
    case " ": return (.keyboardSpacebar, false)
    case "\n": return (.keyboardReturnOrEnter, false)
    case "\t": return (.keyboardTab, false)
    default: break
    }
    if let digit = character.wholeNumberValue, character.isASCII, let usage = UIKeyboardHIDUsage.keyboard(digit: digit)
    {
      return (usage, false)
    }
    guard character.isASCII, let usage = UIKeyboardHIDUsage.keyboard(letter: character) else { return nil }
    return (usage, character.isUppercase)
  }

  // MARK: Alerts

  /// The alert on top of the window's presentations: the last controller presented from the
  /// root view controller, when it is a `UIAlertController`; nil otherwise.
  public var presentedAlert: UIAlertController? {
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top as? UIAlertController
  }

  /// Taps the button of the presented alert's enabled action titled `title`, as a user does:
  /// the alert is dismissed, and its handler runs as the dismissal completes (the harness
  /// advances the clock by ``InteractionConstants/modalTransitionDuration`` for it, Q4). Returns
  /// false, and does nothing, when no alert is shown or it has no such enabled action.
  ///
  /// Rule R2: the presented alert is found from the window's root view controller through
  /// `presentedViewController`. Alerts draw no buttons, so no touch can reach one:
  /// `UIAlertController.tapAction(titled:)` is what this calls.
  @discardableResult
  public func tapAlertAction(titled title: String) -> Bool {
    guard let alert = presentedAlert, alert.tapAction(titled: title) else { return false }
    advance(by: InteractionConstants.modalTransitionDuration)
    return true
  }

  // MARK: Helpers

  private func freeFingerNumbers(_ count: Int) -> [Int] {
    var numbers: [Int] = []
    var candidate = 1
    while numbers.count < count {
      if fingersDown[candidate] == nil { numbers.append(candidate) }
      candidate += 1
    }
    return numbers
  }

  /// One sample per 60th of a second, at least one.
  private func sampleCount(for duration: TimeInterval) -> Int {
    // Less a hair, so that a duration of whole frames that floating point overshoots gets no
    // extra sample.
    max(1, Int((duration / Self.sampleInterval - 1e-9).rounded(.up)))
  }

  private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The point `offset` along `path`, whose segments are `lengths` long.
  private func point(along path: [CGPoint], lengths: [CGFloat], at offset: CGFloat) -> CGPoint {
    var remaining = offset
    for (index, length) in lengths.enumerated() {
      if remaining <= length || index == lengths.count - 1 {
        let fraction = length > 0 ? min(1, remaining / length) : 1
        let a = path[index]
        let b = path[index + 1]
        return CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
      }
      remaining -= length
    }
    return path[path.count - 1]
  }
}
