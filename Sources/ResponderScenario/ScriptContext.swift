import Foundation
@_spi(Tools) import ResponderKit

/// What the scripted objects of one run share: the objects by id, the clock, where trace
/// lines go.
@MainActor
final class ScriptContext {
  var objects: [String: AnyObject] = [:]
  /// The names of objects the file names but did not script: a list's recognizers (L10).
  var names: [ObjectIdentifier: String] = [:]
  /// Objects held only for their life (delegates an interaction holds weakly, as UIKit does).
  var keepAlive: [AnyObject] = []
  let clock: UIClock
  /// Set by `responder explain`: hears every step of the hit test, the engine's and the
  /// overrides', and each answer.
  var hitTestObserver: HitTestObserver?
  /// Set by `responder why`: hears every engine note, before the trace does.
  var noteObserver: ((EngineNote) -> Void)?
  var sink: (TraceLine) -> Void = { _ in }
  /// The names of the file's constraints a layout pass broke (Y5), for `explain` and `lint`.
  var brokenConstraints: Set<String> = []
  /// Whether the file uses the app shell (navigation, tabs, a push, pop, present or dismiss
  /// step), so that controllers' appearance and containment calls are traced.
  var tracesShell = false
  /// Whether the file uses text keys or steps, so that text delegates' calls and `UITextInput`
  /// calls are traced (category `text`).
  var tracesText = false
  /// The action names the file gave each control's scenario targets, for `render`'s badges
  /// (a scenario target's action is a closure, which has no selector to read back).
  var controlActions: [ObjectIdentifier: [String]] = [:]

  init(clock: UIClock) {
    self.clock = clock
  }

  func log(_ id: String, _ message: String, _ keys: [(String, TraceValue)] = [], _ category: TraceCategory) {
    sink(TraceLine(t: clock.now, id: id, message: message, keys: keys, category: category))
  }

  func view(_ id: String) -> UIView? { objects[id] as? UIView }

  /// The scenario id of an object, `none` for nil, `unknown` for objects the file did not make.
  func id(of object: AnyObject?) -> String {
    guard let object else { return "none" }
    // A key command is no object of the file: actions it sends name it by its kind (K2).
    if object is UIKeyCommand { return "keyCommand" }
    if let script = (object as? Scripted)?.script { return script.id }
    return names[ObjectIdentifier(object)] ?? ListNames.name(of: object, in: self)
      ?? ShellNames.name(of: object, in: self) ?? TextNames.name(of: object, in: self) ?? "unknown"
  }

  func responder(_ id: String) -> UIResponder? { objects[id] as? UIResponder }
}

/// The behaviour a scenario gives one responder, and the logging of its calls: the one home of
/// what every scripted class does (the classes themselves only forward to it, since Swift has
/// no mixins to give several UIKit classes the same overrides).
@MainActor
final class ResponderScript {
  /// The name in traces; a list's cell takes its row's name each time it is handed out (L1).
  var id: String
  unowned let context: ScriptContext
  var consumes: Set<ResponderMessage> = []
  var next: String??
  var pointInsideAlso: [String] = []
  var hitTestRedirect: String?
  var hitTestReturns: HitTestReturn?
  var color: String?
  var canBecomeFirstResponder: Bool?
  var canResignFirstResponder: Bool?
  var inputViewID: String?
  var inputAccessoryViewID: String?
  var performs: [String] = []
  var refusesActions: [String] = []
  var keyCommands: [UIKeyCommand]?
  /// A scroll view's scripted answers (S6, S7); nil keeps UIKit's.
  var touchesShouldBegin: ScrollAnswer?
  var touchesShouldCancel: ScrollAnswer?
  /// A scroll view's delegate stand-in: the scroll view holds its delegate weakly, as UIKit does.
  var scrollDelegate: ScenarioScrollDelegate?

  init(id: String, context: ScriptContext) {
    self.id = id
    self.context = context
  }

  /// The file's answer about the content view `view`, or nil for UIKit's (S6, S7).
  func scrollAnswer(_ answer: ScrollAnswer?, for view: UIView) -> Bool? {
    switch answer {
    case .none: return nil
    case .always(let flag): return flag
    case .only(let ids): return ids.contains(context.id(of: view))
    }
  }

  /// Logs a touch method, then forwards it unless the responder consumes it (R7).
  func touches(_ message: ResponderMessage, _ touches: Set<UITouch>, forward: () -> Void) {
    context.log(id, message.rawValue, [("touches", .fingers(touches.map(\.finger).sorted()))], .touches)
    if !consumes.contains(message) { forward() }
  }

  /// Logs a press method with the key names, then forwards it unless consumed.
  func presses(_ message: ResponderMessage, _ presses: Set<UIPress>, forward: () -> Void) {
    let keys = presses.compactMap { $0.key.map { KeyNames.name(of: $0.keyCode) } }.sorted()
    context.log(id, message.rawValue, [("keys", .word(keys.joined(separator: ",")))], .presses)
    if !consumes.contains(message) { forward() }
  }

  /// Logs a motion method, then forwards it unless consumed.
  func motion(_ message: ResponderMessage, _ motion: UIEvent.EventSubtype, forward: () -> Void) {
    context.log(id, message.rawValue, [("motion", .word(EventNames.motion(motion)))], .motion)
    if !consumes.contains(message) { forward() }
  }

  /// Logs `remoteControlReceived`, then forwards it unless consumed.
  func remoteControl(_ event: UIEvent?, forward: () -> Void) {
    let subtype = event.map { EventNames.remote($0.subtype) } ?? "none"
    context.log(id, ResponderMessage.remoteControlReceived.rawValue, [("subtype", .word(subtype))], .motion)
    if !consumes.contains(.remoteControlReceived) { forward() }
  }

  /// The finger of the touch being tracked, for `cancelTracking`'s line (C1).
  var trackedFinger: Int?

  /// Logs a control-tracking call with its touch's finger (C1).
  func tracking(_ message: String, _ touch: UITouch?) {
    if let touch { trackedFinger = touch.finger }
    let finger = touch?.finger ?? trackedFinger
    context.log(id, message, [("touch", .word(finger.map(String.init) ?? "none"))], .tracking)
  }

  /// Logs a first-responder call with its result (F1, F2), which it returns.
  func logResult(_ message: String, _ result: Bool) -> Bool {
    context.log(id, message, [("result", .flag(result))], .responder)
    return result
  }

  var inputView: UIView? { inputViewID.flatMap { context.view($0) } }

  var inputAccessoryView: UIView? { inputAccessoryViewID.flatMap { context.view($0) } }

  /// The `performs` key: an action method that logs `action name=… sender=…` (F5).
  ///
  /// A standard edit action may be named without its colon (`copy` for `copy(_:)`, whose
  /// selector is `copy:`); the trace names it as the file does.
  func method(for action: Selector) -> UIResponder.ActionMethod? {
    let bare = action.name.hasSuffix(":") ? String(action.name.dropLast()) : action.name
    guard let name = performs.first(where: { $0 == action.name || $0 == bare }) else { return nil }
    return { [id, context] sender in
      context.log(
        id, "action", [("name", .word(name)), ("sender", .word(context.id(of: sender.map { $0 as AnyObject })))],
        .actions)
    }
  }

  /// The `refusesActions` key: `target(forAction:)` answers nil for these (F5).
  func refuses(_ action: Selector) -> Bool {
    refusesActions.contains(action.name)
  }

  /// The `next` key, if set, replaces the class's answer (R8).
  func next(otherwise standard: UIResponder?) -> UIResponder? {
    guard let override = next else { return standard }
    return override.flatMap { context.responder($0) }
  }

  /// Whether the file gives this view a hit-testing override (`pointInsideAlso`,
  /// `hitTestRedirect`, `hitTestReturns`); without one the engine tests the view itself.
  var overridesHitTesting: Bool {
    !pointInsideAlso.isEmpty || hitTestRedirect != nil || hitTestReturns != nil
  }

  /// `hitTest` with the `hitTestRedirect` and `hitTestReturns` keys (H6).
  func hitTest(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, standard: (CGPoint, UIEvent?) -> UIView?
  ) -> UIView? {
    context.log(id, "hitTest", [], .hittest)
    context.hitTestObserver?.enter(view, id: id, point: point)
    // Called directly (the engine never calls a view it tests itself): what is below is the
    // engine's to test and report.
    if view.isHitTestedByEngine {
      let result = standard(point, event)
      context.hitTestObserver?.exit(view, result: result, override: nil)
      return result
    }
    // As the seed's covering view does: hand the touch to the target when the point is in it.
    if let targetID = hitTestRedirect, let target = context.view(targetID),
      target.point(inside: view.convert(point, to: target), with: event)
    {
      context.hitTestObserver?.exit(view, result: target, override: "hitTestRedirect returned \(targetID)")
      return target
    }
    let result = standard(point, event)
    guard let replacement = hitTestReturns, let hit = result, hit.isDescendant(of: view) else {
      context.hitTestObserver?.exit(view, result: result, override: nil)
      return result
    }
    let replaced = replacement == .superview ? view.superview : nil
    context.hitTestObserver?.exit(
      view, result: replaced, override: "hitTestReturns \(replacement.rawValue) replaced \(context.id(of: hit))")
    return replaced
  }

  /// `point(inside:)` with the `pointInsideAlso` key (H5): as the seed's tab bar does, each
  /// listed subview is asked first, then the default.
  func pointInside(
    _ view: UIView, _ point: CGPoint, _ event: UIEvent?, standard: (CGPoint, UIEvent?) -> Bool
  ) -> Bool {
    context.log(id, "pointInside", [], .hittest)
    let observer = context.hitTestObserver
    context.hitTestObserver = nil  // the listed subviews' answers are part of this one
    defer { context.hitTestObserver = observer }
    for subviewID in pointInsideAlso {
      // Only real subviews count (ScenarioFormat.md); this also keeps a view that lists itself or an
      // ancestor from asking in circles.
      if let subview = context.view(subviewID), subview !== view, subview.isDescendant(of: view),
        subview.point(inside: view.convert(point, to: subview), with: event)
      {
        observer?.pointInsideOverride(view, because: subviewID, standard: standard(point, event))
        return true
      }
    }
    return standard(point, event)
  }
}

/// An object built from a scenario, with its script.
@MainActor
protocol Scripted: AnyObject {
  var script: ResponderScript { get }
}

/// A scroll view's delegate in a scenario: the file names a view controller, a view or the app
/// delegate (ScenarioFormat.md, `delegate`), and this object speaks for it. The scroll view's
/// messages are traced by the engine's observer, so this only gives the file's answer to
/// `scrollViewWillEndDragging` (`targetContentOffset`).
@MainActor
class ScenarioScrollDelegate: UIScrollViewDelegate {
  /// The id of the object the file names.
  let id: String
  var targetContentOffset: CGPoint?
  /// The view `viewForZooming(in:)` returns (Z1), from the file's `zoomView`.
  weak var zoomView: UIView?

  init(id: String) {
    self.id = id
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if let answer = self.targetContentOffset { targetContentOffset.pointee = answer }
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}
