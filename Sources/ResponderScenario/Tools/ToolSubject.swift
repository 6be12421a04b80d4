import Foundation
@_spi(Tools) import ResponderKit

/// What `explain` and `lint` read: the app's application, the names of its objects and the
/// constraints its author gave. A scenario's app names its objects by the file's ids; a live
/// hierarchy (`LiveHierarchy`) names them as `LiveNames` does. The tools' one home works on
/// either.
@MainActor
struct ToolSubject {
  /// The objects by name, and the names by object.
  let context: ScriptContext
  let application: UIApplication
  /// The constraints the author gave each view (a scenario's `constraints`), by view.
  var fileConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  /// Whether the views are a live hierarchy's: none is scripted, so none reports its own
  /// hit-test calls, and every one is named.
  var isLive = false
}

/// The names the tools give the objects of a live hierarchy, which has no scenario ids:
///
/// - a view with an `accessibilityIdentifier` is named by it (the first one, in the order
///   below, where two share it);
/// - any other view by its class and its index path from the application's windows,
///   `ClassName#w.i.j` (window `w` of the application's windows, then the subview indices),
///   so a window is `UIWindow#0` and its first subview's third subview `UIButton#0.0.2`;
/// - a gesture recognizer by its `name` when set, else its view's name, `.`, its class and
///   its index among the view's recognizers (`UIButton#0.0.2.UITapGestureRecognizer#0`);
/// - a view controller by its class (`#n` after the first of a class), and the application as
///   `application`.
///
/// The windows are walked in the application's order, each view's subviews in order, so the
/// names are the same for the same hierarchy.
@MainActor
enum LiveNames {
  /// Names every window, view, recognizer and view controller of `application` into `context`.
  static func name(_ application: UIApplication, into context: ScriptContext) {
    var used: Set<String> = []
    func record(_ object: AnyObject, _ name: String) {
      var unique = name
      var n = 1
      while used.contains(unique) {
        unique = "\(name)#\(n)"
        n += 1
      }
      used.insert(unique)
      context.objects[unique] = object
      context.names[ObjectIdentifier(object)] = unique
    }
    record(application, "application")
    var controllers: [String: Int] = [:]
    func walk(_ view: UIView, path: [Int]) {
      let typeName = String(describing: type(of: view))
      let name =
        view.accessibilityIdentifier.flatMap { $0.isEmpty ? nil : $0 }
        ?? "\(typeName)#\(path.map(String.init).joined(separator: "."))"
      record(view, name)
      let viewName = context.names[ObjectIdentifier(view)] ?? name
      for (index, recognizer) in (view.gestureRecognizers ?? []).enumerated() {
        record(recognizer, recognizer.name ?? "\(viewName).\(String(describing: type(of: recognizer)))#\(index)")
      }
      if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
        let typeName = String(describing: type(of: controller))
        let count = controllers[typeName, default: 0]
        controllers[typeName] = count + 1
        record(controller, count == 0 ? typeName : "\(typeName)#\(count)")
      }
      for (index, subview) in view.subviews.enumerated() { walk(subview, path: path + [index]) }
    }
    for (index, window) in application.windows.enumerated() { walk(window, path: [index]) }
  }
}

/// The tools of `responder` (`explain`, `why`, `lint`) on a live hierarchy: an application a
/// test built in code, with the engine notes heard since `startRecording()`.
///
/// The names are `LiveNames`'; the engine values and the text are the command's own, from the
/// same code. `why` has no scripted views' trace lines to read: a sequence begins at the last
/// finger down (`touchDown(at:)`) before the engine's first note of it, and the reasons are
/// the engine's decisions. A scenario's own constructs (context menus it names, lists' rows)
/// are the command's only.
@MainActor
public final class LiveHierarchy {
  /// The application the tools read.
  public let application: UIApplication
  private var notes: [(note: EngineNote, t: TimeInterval)] = []
  private var touchDowns: [TimeInterval] = []
  /// The touch changes delivered, each with its time, the number of notes heard before it
  /// (where it goes among them) and the hit-test view of each finger that began.
  private var deliveries: [(changes: [UIRawTouch], t: TimeInterval, notesBefore: Int, views: [Int: UIView])] = []
  private var recording = false

  /// Reads `application`; nothing is recorded before `startRecording()`.
  public init(application: UIApplication) {
    self.application = application
  }

  /// Records every engine note from now on, with the clock's time, keeping the application's
  /// own `engineObserver` (which hears each note first).
  public func startRecording() {
    guard !recording else { return }
    recording = true
    let previous = application.engineObserver
    application.engineObserver = { [weak self] note in
      previous?(note)
      guard let self else { return }
      notes.append((note, application.clock.now))
    }
  }

  /// A finger came down at `t`, where `why` begins a sequence that the engine first notes
  /// later.
  public func touchDown(at t: TimeInterval) {
    touchDowns.append(t)
  }

  /// Delivers `changes` at `t` through `send` (which hands them to the application) and keeps
  /// them, with the view each finger that began hit, for `timeline()`'s touch lanes; a pointer's
  /// click is a touch of finger `UIRawPointer.touchFinger`. Nothing is kept before
  /// `startRecording()`.
  public func deliver(_ changes: [UIRawTouch], at t: TimeInterval, _ send: () -> Void) {
    guard recording else { return send() }
    let before = notes.count
    send()
    var views: [Int: UIView] = [:]
    for change in changes where change.phase == .began {
      views[change.finger] = application.touchView(finger: change.finger)
    }
    deliveries.append((changes, t, before, views))
  }

  private func subject() -> ToolSubject {
    let context = ScriptContext(clock: application.clock)
    LiveNames.name(application, into: context)
    return ToolSubject(context: context, application: application, isLive: true)
  }

  /// `responder explain`'s text for a touch at `point` (screen coordinates), on the hierarchy
  /// as it is now, after the layout pass a touch would see (Y2).
  public func explain(at point: CGPoint) -> String {
    withoutRecording { subject().explain(at: point).text }
  }

  /// `responder why`'s text for every recognizer and control the engine noted since recording
  /// started, in the order of their first involvement.
  public func why() -> String {
    collect().report().text
  }

  /// `responder timeline`'s page for what the engine noted since recording started, with the
  /// touches delivered through `deliver(_:at:_:)`: a lane per touch and per recognizer and
  /// control, on a time axis (see `Timeline`).
  public func timelineHTML() -> String {
    collect().timeline().html
  }

  /// The collector of `why` and `timeline`, fed the recorded notes, touch-downs and deliveries
  /// in the order they happened.
  private func collect() -> WhyCollector {
    let context = ScriptContext(clock: application.clock)
    LiveNames.name(application, into: context)
    let collector = WhyCollector(context: context)
    var downs = touchDowns[...]
    var delivered = deliveries[...]
    for (index, (note, t)) in notes.enumerated() {
      while let delivery = delivered.first, delivery.notesBefore <= index {
        feed(delivery, to: collector)
        delivered = delivered.dropFirst()
      }
      while let down = downs.first, down <= t {
        collector.touchDown(at: down)
        downs = downs.dropFirst()
      }
      collector.note(note, now: t)
    }
    for delivery in delivered { feed(delivery, to: collector) }
    return collector
  }

  private func feed(
    _ delivery: (changes: [UIRawTouch], t: TimeInterval, notesBefore: Int, views: [Int: UIView]),
    to collector: WhyCollector
  ) {
    collector.touches(delivery.changes.map { ($0.finger, $0.phase, $0.location) }, at: delivery.t) {
      delivery.views[$0]
    }
  }

  /// `responder lint`'s findings, one a line, on the hierarchy as it is now; empty when there
  /// are none.
  public func lint() -> String {
    withoutRecording { subject().lint().map(\.text).joined(separator: "\n") }
  }

  /// The tools ask the views again (hit tests, layout): what the engine notes meanwhile is no
  /// part of what happened.
  private func withoutRecording<T>(_ body: () -> T) -> T {
    let observer = application.engineObserver
    application.engineObserver = nil
    defer { application.engineObserver = observer }
    return body()
  }
}
