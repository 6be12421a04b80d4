import Foundation

/// One event method call travelling along a responder chain: the method and its arguments.
///
/// Carrying the call as a value (not a closure) lets the chain walker defer it without
/// allocating, when a chain is too deep to follow by recursion.
@MainActor
enum ForwardedCall {
  case touchesBegan(Set<UITouch>, UIEvent?)
  case touchesMoved(Set<UITouch>, UIEvent?)
  case touchesEnded(Set<UITouch>, UIEvent?)
  case touchesCancelled(Set<UITouch>, UIEvent?)
  case pressesBegan(Set<UIPress>, UIPressesEvent?)
  case pressesChanged(Set<UIPress>, UIPressesEvent?)
  case pressesEnded(Set<UIPress>, UIPressesEvent?)
  case pressesCancelled(Set<UIPress>, UIPressesEvent?)
  case motionBegan(UIEvent.EventSubtype, UIEvent?)
  case motionEnded(UIEvent.EventSubtype, UIEvent?)
  case motionCancelled(UIEvent.EventSubtype, UIEvent?)
  case remoteControlReceived(UIEvent?)

  var message: ResponderMessage {
    switch self {
    case .touchesBegan: return .touchesBegan
    case .touchesMoved: return .touchesMoved
    case .touchesEnded: return .touchesEnded
    case .touchesCancelled: return .touchesCancelled
    case .pressesBegan: return .pressesBegan
    case .pressesChanged: return .pressesChanged
    case .pressesEnded: return .pressesEnded
    case .pressesCancelled: return .pressesCancelled
    case .motionBegan: return .motionBegan
    case .motionEnded: return .motionEnded
    case .motionCancelled: return .motionCancelled
    case .remoteControlReceived: return .remoteControlReceived
    }
  }

  var touches: Set<UITouch>? {
    switch self {
    case .touchesBegan(let touches, _), .touchesMoved(let touches, _), .touchesEnded(let touches, _),
      .touchesCancelled(let touches, _):
      return touches
    default: return nil
    }
  }

  /// The event the call carries, if any.
  var event: UIEvent? {
    switch self {
    case .touchesBegan(_, let event), .touchesMoved(_, let event), .touchesEnded(_, let event),
      .touchesCancelled(_, let event), .motionBegan(_, let event), .motionEnded(_, let event),
      .motionCancelled(_, let event), .remoteControlReceived(let event):
      return event
    case .pressesBegan(_, let event), .pressesChanged(_, let event), .pressesEnded(_, let event),
      .pressesCancelled(_, let event):
      return event
    }
  }

  var isFinal: Bool {
    switch self {
    case .touchesEnded, .touchesCancelled: return true
    default: return false
    }
  }

  var isCancel: Bool {
    if case .touchesCancelled = self { return true }
    return false
  }

  /// The same call with fewer touches.
  func with(touches: Set<UITouch>) -> ForwardedCall {
    switch self {
    case .touchesBegan(_, let event): return .touchesBegan(touches, event)
    case .touchesMoved(_, let event): return .touchesMoved(touches, event)
    case .touchesEnded(_, let event): return .touchesEnded(touches, event)
    case .touchesCancelled(_, let event): return .touchesCancelled(touches, event)
    default: return self
    }
  }

  /// Makes the call on `responder`.
  func send(to responder: UIResponder) {
    switch self {
    case .touchesBegan(let touches, let event): responder.touchesBegan(touches, with: event)
    case .touchesMoved(let touches, let event): responder.touchesMoved(touches, with: event)
    case .touchesEnded(let touches, let event): responder.touchesEnded(touches, with: event)
    case .touchesCancelled(let touches, let event): responder.touchesCancelled(touches, with: event)
    case .pressesBegan(let presses, let event): responder.pressesBegan(presses, with: event)
    case .pressesChanged(let presses, let event): responder.pressesChanged(presses, with: event)
    case .pressesEnded(let presses, let event): responder.pressesEnded(presses, with: event)
    case .pressesCancelled(let presses, let event): responder.pressesCancelled(presses, with: event)
    case .motionBegan(let motion, let event): responder.motionBegan(motion, with: event)
    case .motionEnded(let motion, let event): responder.motionEnded(motion, with: event)
    case .motionCancelled(let motion, let event): responder.motionCancelled(motion, with: event)
    case .remoteControlReceived(let event): responder.remoteControlReceived(with: event)
    }
  }
}

/// The one walker of `next` chains for forwarded events, one per application: it detects
/// loops (rule R8), reports events that fall off the end of the chain (rule R6), and keeps very
/// long chains off the stack.
///
/// A walk is one message travelling along a chain. Each responder it reaches is stamped with
/// the walk's number; reaching a stamped responder again means `next` loops. Walks nest (a
/// handler may cause another delivery), so the walker saves and restores the current walk.
/// Stamping needs no allocation. Each application's walks are numbered from a random start, so
/// two applications in one process never take each other's stamps for a loop; nothing of a
/// walk is shared between applications.
///
/// Forwarding recurses, as in UIKit: code after a `super` call runs after the rest of the
/// chain. Past `maximumRecursion` responders in one walk the call is deferred to the walk's
/// root instead, so that a 10,000-level hierarchy cannot exhaust the stack; only there does
/// code after `super` run before the responders further up (a documented difference).
@MainActor
final class ResponderChain {
  /// How many forwarding calls may nest before the rest of the chain is deferred.
  static let maximumRecursion = 128

  /// The application that owns the walker: it hears what walks discard and the loops they find.
  private unowned(unsafe) let application: UIApplication
  /// The walk in progress, or 0 when none is.
  private var currentWalk: UInt64 = 0
  private var walkCounter: UInt64
  private var depth = 0
  private var deferred: [(UIResponder, ForwardedCall)] = []
  /// How many times the engine has taken touches from their views (A4, G3).
  private(set) var cancelEpoch: UInt64 = 0
  /// The cancellation count when the current walk started.
  private var walkEpoch: UInt64 = 0
  /// How many `touchesBegan` walks are under way (they nest when handlers deliver).
  var beganInFlight = 0

  /// Touches whose last call (ended or cancelled) is travelling a chain now, with the call.
  var finishing: [(touch: UITouch, call: ForwardedCall)] = []

  init(application: UIApplication) {
    self.application = application
    walkCounter = UInt64.random(in: 1...(UInt64.max >> 1))
  }

  /// The walker that serves a call forwarded from `sender`: that of the responder's own
  /// application (a view's window's, a controller's view's), else of the event's, else of
  /// `UIApplication.shared` for responders that belong to no application.
  static func serving(_ sender: UIResponder, event: UIEvent?) -> ResponderChain {
    (sender.chainApplication ?? event?._application ?? UIApplication.shared).chain
  }

  /// Passes a call from `sender` to its `next` (the default of every event method, R6).
  static func forward(from sender: UIResponder, _ call: ForwardedCall) {
    serving(sender, event: call.event).forward(from: sender, call)
  }

  /// Asks `sender.next` a question that walks the chain (such as `target(forAction:)`).
  static func ask<Answer>(from sender: UIResponder, _ question: (UIResponder) -> Answer?) -> Answer? {
    serving(sender, event: nil).ask(from: sender, question)
  }

  /// Marks touches as taken from their views now, before their `touchesCancelled` is sent.
  func noteCancellation(of touches: [UITouch]) {
    cancelEpoch &+= 1
    for touch in touches { touch.cancelledEpoch = cancelEpoch }
  }

  /// Runs `deliver` as the start of a new walk that begins at `first`.
  func walk(from first: UIResponder, _ deliver: () -> Void) {
    let savedWalk = currentWalk
    let savedDepth = depth
    let savedDeferred = deferred
    let savedEpoch = walkEpoch
    walkEpoch = cancelEpoch
    walkCounter &+= 1
    currentWalk = walkCounter
    depth = 0
    deferred = []
    first.walkMark = currentWalk
    deliver()
    while !deferred.isEmpty {
      let (responder, call) = deferred.removeFirst()
      depth = 0
      call.send(to: responder)
    }
    currentWalk = savedWalk
    depth = savedDepth
    deferred = savedDeferred
    walkEpoch = savedEpoch
  }

  /// Passes a call from `sender` to its `next`, or reports it discarded at the end.
  func forward(from sender: UIResponder, _ call: ForwardedCall) {
    if currentWalk == 0 {
      // Called directly by app code, outside engine dispatch: that call starts a walk.
      walk(from: sender) { forward(from: sender, call) }
      return
    }
    var call = call
    if cancelEpoch != walkEpoch || beganInFlight > 0 || !finishing.isEmpty, let touches = call.touches {
      // A handler changed things while this call travelled (A4): a touch taken from its view
      // meanwhile goes no farther, and a cancellation goes no farther than `began` reached.
      let kept = touches.filter { touch in
        if touch.cancelledEpoch > walkEpoch && !call.isCancel { return false }
        if call.isFinal && touch.beganInFlight && touch.beganFrontier === sender { return false }
        return true
      }
      guard !kept.isEmpty else { return }
      if kept.count != touches.count { call = call.with(touches: kept) }
    }
    if !finishing.isEmpty, let touches = call.touches,
      let target = touches.first(where: { $0.redirectFrom === sender })?.redirectTo
    {
      // The chain was cut here while this last call travelled: it goes on along the old one.
      let moved = touches.filter { $0.redirectFrom === sender }
      let others = touches.subtracting(moved)
      pass(call.with(touches: moved), to: target)
      if others.isEmpty { return }
      call = call.with(touches: others)
    }
    guard let next = sender.next else {
      application.note(.discarded(call.message))
      return
    }
    pass(call, to: next)
  }

  /// Sends a call to the next responder of the walk: loop check, stamping, conformance,
  /// recursion or deferral.
  private func pass(_ call: ForwardedCall, to next: UIResponder) {
    guard next.walkMark != currentWalk else {
      application.note(.error(reason: "responderLoop"))
      return
    }
    next.walkMark = currentWalk
    if beganInFlight > 0, case .touchesBegan(let touches, _) = call {
      for touch in touches where touch.beganInFlight { touch.beganFrontier = next }
    }
    if !finishing.isEmpty, call.isFinal, let touches = call.touches {
      for touch in touches where touch.finalFrontier != nil { touch.finalFrontier = next }
    }
    if application.checksConformance, let touches = call.touches {
      application.conformance.record(call.message, touches, at: next, app: application)
    }
    guard depth < Self.maximumRecursion else {
      deferred.append((next, call))
      return
    }
    depth += 1
    call.send(to: next)
    depth -= 1
  }

  /// Asks `sender.next` a question that walks the chain; nil at the end of the chain or when it
  /// loops (reported).
  func ask<Answer>(from sender: UIResponder, _ question: (UIResponder) -> Answer?) -> Answer? {
    if currentWalk == 0 {
      var answer: Answer?
      walk(from: sender) { answer = ask(from: sender, question) }
      return answer
    }
    guard let next = sender.next else { return nil }
    guard next.walkMark != currentWalk else {
      application.note(.error(reason: "responderLoop"))
      return nil
    }
    next.walkMark = currentWalk
    return question(next)
  }
}
