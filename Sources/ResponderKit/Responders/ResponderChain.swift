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

/// The one walker of `next` chains for forwarded events: it detects loops (rule R8), reports
/// events that fall off the end of the chain (rule R6), and keeps very long chains off the
/// stack.
///
/// A walk is one message travelling along a chain. Each responder it reaches is stamped with
/// the walk's number; reaching a stamped responder again means `next` loops. Walks nest (a
/// handler may cause another delivery), so the engine saves and restores the current walk.
/// Stamping needs no allocation.
///
/// Forwarding recurses, as in UIKit: code after a `super` call runs after the rest of the
/// chain. Past `maximumRecursion` responders in one walk the call is deferred to the walk's
/// root instead, so that a 10,000-level hierarchy cannot exhaust the stack; only there does
/// code after `super` run before the responders further up (a documented difference).
@MainActor
enum ResponderChain {
  /// How many forwarding calls may nest before the rest of the chain is deferred.
  static let maximumRecursion = 128

  /// The walk in progress, or 0 when none is.
  private static var currentWalk: UInt64 = 0
  private static var walkCounter: UInt64 = 0
  /// Where the current walk reports what it discards and the loops it finds.
  private static weak var currentReporter: UIApplication?
  private static var depth = 0
  private static var deferred: [(UIResponder, ForwardedCall)] = []
  /// How many times the engine has taken touches from their views (A4, G3).
  static var cancelEpoch: UInt64 = 0
  /// The cancellation count when the current walk started.
  private static var walkEpoch: UInt64 = 0
  /// How many `touchesBegan` walks are under way (they nest when handlers deliver).
  static var beganInFlight = 0

  /// Touches whose last call (ended or cancelled) is travelling a chain now, with the call.
  static var finishing: [(touch: UITouch, call: ForwardedCall)] = []

  /// Marks touches as taken from their views now, before their `touchesCancelled` is sent.
  static func noteCancellation(of touches: [UITouch]) {
    cancelEpoch &+= 1
    for touch in touches { touch.cancelledEpoch = cancelEpoch }
  }

  /// Runs `deliver` as the start of a new walk that begins at `first`.
  static func walk(from first: UIResponder, reportingTo app: UIApplication?, _ deliver: () -> Void) {
    let savedWalk = currentWalk
    let savedReporter = currentReporter
    let savedDepth = depth
    let savedDeferred = deferred
    let savedEpoch = walkEpoch
    walkEpoch = cancelEpoch
    walkCounter &+= 1
    currentWalk = walkCounter
    currentReporter = app
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
    currentReporter = savedReporter
    depth = savedDepth
    deferred = savedDeferred
    walkEpoch = savedEpoch
  }

  /// Passes a call from `sender` to its `next`, or reports it discarded at the end.
  static func forward(from sender: UIResponder, _ call: ForwardedCall) {
    if currentWalk == 0 {
      // Called directly by app code, outside engine dispatch: that call starts a walk.
      walk(from: sender, reportingTo: UIApplication.sharedIfDesignated) { forward(from: sender, call) }
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
      currentReporter?.note(.discarded(call.message))
      return
    }
    pass(call, to: next)
  }

  /// Sends a call to the next responder of the walk: loop check, stamping, conformance,
  /// recursion or deferral.
  private static func pass(_ call: ForwardedCall, to next: UIResponder) {
    guard next.walkMark != currentWalk else {
      currentReporter?.note(.error(reason: "responderLoop"))
      return
    }
    next.walkMark = currentWalk
    if beganInFlight > 0, case .touchesBegan(let touches, _) = call {
      for touch in touches where touch.beganInFlight { touch.beganFrontier = next }
    }
    if !finishing.isEmpty, call.isFinal, let touches = call.touches {
      for touch in touches where touch.finalFrontier != nil { touch.finalFrontier = next }
    }
    if let reporter = currentReporter, reporter.checksConformance, let touches = call.touches {
      reporter.conformance.record(call.message, touches, at: next, app: reporter)
    }
    guard depth < maximumRecursion else {
      deferred.append((next, call))
      return
    }
    depth += 1
    call.send(to: next)
    depth -= 1
  }

  /// Asks `sender.next` a question that walks the chain (such as `target(forAction:)`); nil at
  /// the end of the chain or when it loops (reported).
  static func ask<Answer>(from sender: UIResponder, _ question: (UIResponder) -> Answer?) -> Answer? {
    if currentWalk == 0 {
      var answer: Answer?
      walk(from: sender, reportingTo: UIApplication.sharedIfDesignated) { answer = ask(from: sender, question) }
      return answer
    }
    guard let next = sender.next else { return nil }
    guard next.walkMark != currentWalk else {
      currentReporter?.note(.error(reason: "responderLoop"))
      return nil
    }
    next.walkMark = currentWalk
    return question(next)
  }
}
