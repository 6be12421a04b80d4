import Foundation
import ResponderKit

/// Where probes write what was called, in order.
@MainActor
final class CallLog {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

/// Finger numbers of a touch set, for log lines.
@MainActor
func fingers(_ touches: Set<UITouch>) -> String {
  touches.map(\.finger).sorted().map(String.init).joined(separator: ",")
}

/// A view that records its hit-testing and touch calls, then does what UIKit's does (or
/// consumes the touch methods listed in `consumes`).
class ProbeView: UIView {
  let name: String
  let log: CallLog
  var consumes: Set<String> = []
  var customNext: UIResponder??
  var onBegan: ((Set<UITouch>) -> Void)?

  init(_ name: String, _ frame: CGRect, log: CallLog) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override var next: UIResponder? {
    if let customNext { return customNext }
    return super.next
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    log.add("\(name) hitTest")
    return super.hitTest(point, with: event)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    log.add("\(name) pointInside")
    return super.point(inside: point, with: event)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesBegan \(fingers(touches))")
    onBegan?(touches)
    if !consumes.contains("began") { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesMoved \(fingers(touches))")
    if !consumes.contains("moved") { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesEnded \(fingers(touches))")
    if !consumes.contains("ended") { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesCancelled \(fingers(touches))")
    if !consumes.contains("cancelled") { super.touchesCancelled(touches, with: event) }
  }
}

/// A responder (controller, window, application or delegate stand-in) that records touches.
final class ProbeController: UIViewController {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesBegan \(fingers(touches))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesEnded \(fingers(touches))")
    super.touchesEnded(touches, with: event)
  }
}

final class ProbeWindow: UIWindow {
  let name: String
  let log: CallLog

  init(_ name: String, _ frame: CGRect, app: UIApplication, log: CallLog) {
    self.name = name
    self.log = log
    UIWindow.nextWindowApplication = app
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    log.add("\(name) hitTest")
    return super.hitTest(point, with: event)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesBegan \(fingers(touches))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("\(name) touchesEnded \(fingers(touches))")
    super.touchesEnded(touches, with: event)
  }
}

final class ProbeApplication: UIApplication {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
    super.init(clock: VirtualClock())
    engineObserver = { [log] note in log.add("note \(note)") }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("app touchesBegan \(fingers(touches))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("app touchesEnded \(fingers(touches))")
    super.touchesEnded(touches, with: event)
  }
}

final class ProbeDelegate: UIResponder, UIApplicationDelegate {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
    super.init()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("delegate touchesBegan \(fingers(touches))")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.add("delegate touchesEnded \(fingers(touches))")
    super.touchesEnded(touches, with: event)
  }
}

/// A window of 400 × 800 points at the origin, shown and key, in a fresh probe application.
@MainActor
struct Stage {
  let log = CallLog()
  let app: ProbeApplication
  let window: ProbeWindow
  var time: TimeInterval = 0

  init() {
    app = ProbeApplication(log: log)
    window = ProbeWindow("window", CGRect(x: 0, y: 0, width: 400, height: 800), app: app, log: log)
    window.makeKeyAndVisible()
  }

  func view(_ name: String, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, in parent: UIView)
    -> ProbeView
  {
    let view = ProbeView(name, CGRect(x: x, y: y, width: width, height: height), log: log)
    parent.addSubview(view)
    return view
  }

  mutating func touch(
    _ finger: Int, _ phase: UITouch.Phase, _ x: CGFloat, _ y: CGFloat, after delay: TimeInterval = 0.05
  ) {
    send([(finger, phase, x, y)], after: delay)
  }

  mutating func send(_ changes: [(Int, UITouch.Phase, CGFloat, CGFloat)], after delay: TimeInterval = 0.05) {
    time += delay
    (app.clock as? VirtualClock)?.advance(to: time)
    app.receive(
      changes.map { UIRawTouch(finger: $0.0, phase: $0.1, location: CGPoint(x: $0.2, y: $0.3)) }, timestamp: time)
  }

  mutating func tap(_ x: CGFloat, _ y: CGFloat) {
    touch(1, .began, x, y)
    touch(1, .ended, x, y)
  }

  /// Moves the virtual clock on by `seconds`, firing the timers due.
  mutating func advance(_ seconds: TimeInterval) {
    time += seconds
    (app.clock as? VirtualClock)?.advance(to: time)
  }

  /// The log lines, then clears them.
  func take() -> [String] {
    defer { log.lines = [] }
    return log.lines
  }
}
