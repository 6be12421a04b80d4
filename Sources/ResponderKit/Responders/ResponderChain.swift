import Foundation

/// One event method call travelling along a responder chain: the method and its arguments. The
/// engine calls a responder's event methods only through this value (a view's touches from
/// `ViewDelivery.swift`, presses from `KeyCommandRouter`, motions), and the default of each
/// method forwards it along `next` (R6).
///
/// Carrying the call as a value (not a closure) lets the chain walker defer it without
/// allocating, when a chain is too deep to follow by recursion.
@MainActor
enum ResponderCall {
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

  /// The touch method of `phase` with its arguments; nil for the phases no touch method has
  /// (stationary, and the pointer's region phases).
  @inline(__always)
  init?(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
    switch phase {
    case .began: self = .touchesBegan(touches, event)
    case .moved: self = .touchesMoved(touches, event)
    case .ended: self = .touchesEnded(touches, event)
    case .cancelled: self = .touchesCancelled(touches, event)
    case .stationary, .regionEntered, .regionMoved, .regionExited: return nil
    }
  }

  /// The press method of `phase` with its arguments; nil for `stationary`, which no press
  /// method has.
  init?(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
    switch phase {
    case .began: self = .pressesBegan(presses, event)
    case .changed: self = .pressesChanged(presses, event)
    case .ended: self = .pressesEnded(presses, event)
    case .cancelled: self = .pressesCancelled(presses, event)
    case .stationary: return nil
    }
  }

  /// The call that delivers a motion or remote-control event: the motion method of its phase,
  /// or `remoteControlReceived(with:)`; nil for other events, and for a motion event the engine
  /// did not make (it has no phase).
  init?(delivering event: UIEvent) {
    switch event.type {
    case .remoteControl: self = .remoteControlReceived(event)
    case .motion:
      switch event.motionPhase {
      case .began: self = .motionBegan(event.subtype, event)
      case .ended: self = .motionEnded(event.subtype, event)
      case .cancelled: self = .motionCancelled(event.subtype, event)
      case nil: return nil
      }
    default: return nil
    }
  }

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

  /// Whether the call is one of the four touch methods.
  var isTouchCall: Bool {
    switch self {
    case .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled: return true
    default: return false
    }
  }

  var isCancel: Bool {
    if case .touchesCancelled = self { return true }
    return false
  }

  /// The same call with fewer touches.
  func with(touches: Set<UITouch>) -> ResponderCall {
    switch self {
    case .touchesBegan(_, let event): return .touchesBegan(touches, event)
    case .touchesMoved(_, let event): return .touchesMoved(touches, event)
    case .touchesEnded(_, let event): return .touchesEnded(touches, event)
    case .touchesCancelled(_, let event): return .touchesCancelled(touches, event)
    default: return self
    }
  }

  /// Makes the call on `responder`.
  @inline(__always)
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

/// Bumped whenever a link that a chain of responders passed in place follows changes: a view's
/// superview or controller, a window's application, and whenever a view is made (one may sit
/// where a freed one did). A run the walker remembers holds while it is unchanged.
@exclusivity(unchecked) @MainActor var responderChainGeneration: UInt64 = 0

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
  /// Set once, by the application's initializer, right after it made its dispatcher (it cannot
  /// name itself before); never nil after that. An ``UnsafeLink``: the application owns the
  /// walker for its whole life.
  @UnsafeLink var application: UIApplication! {
    didSet {
      applicationIdentity = application.map { ObjectIdentifier($0) }
      applicationPassesInPlace = application?.touchMethodsForward ?? false
    }
  }
  /// The application's identity and whether it passes touch calls on in place
  /// (`UIApplication.touchMethodsForward`), kept when it is set: a walk asks them of each
  /// responder it passes, without loading the application.
  private var applicationIdentity: ObjectIdentifier?
  private var applicationPassesInPlace = false
  /// Where the application's notes go (the walks report what they discard and the loops they
  /// find), shared with the application from the start.
  private let notes: NoteSink
  /// Mirrors ``UIApplication/checksConformance``, which sets it: the walk asks it at every
  /// responder.
  @exclusivity(unchecked) var checksConformance = false
  /// The walk in progress, or 0 when none is.
  @exclusivity(unchecked) private var currentWalk: UInt64 = 0
  @exclusivity(unchecked) private var walkCounter: UInt64
  @exclusivity(unchecked) private var depth = 0
  @exclusivity(unchecked) private var deferred: [(UIResponder, ResponderCall)] = []

  /// A run of responders passed in place (`passInPlace`): its first responder, the
  /// `responderChainGeneration` it was found at, how many it passed and the last one. The last
  /// one is held unretained: the run is read only while no link of it changed, so the tree,
  /// the window or the application still holds it.
  private struct PlainRun {
    let first: ObjectIdentifier
    let generation: UInt64
    let count: Int
    let last: Unmanaged<UIResponder>
  }
  /// The run the last walk that found one passed.
  @exclusivity(unchecked) private var lastRun: PlainRun?
  #if DEBUG
    /// How many walks took a remembered run, for the debug build's check (`validate`).
    private var runHits = 0
  #endif

  /// A touch whose `touchesBegan`, or whose last call (ended or cancelled), is travelling a
  /// chain now: how far it got, and, when a handler cut the chain of a last call, where the call
  /// goes on.
  private struct Flight {
    let touch: UITouch
    /// Ended or cancelled (the last call), not began.
    let final: Bool
    /// The farthest responder the call reached.
    var frontier: UIResponder
    /// Where a handler cut the chain the last call travels, and the old chain's next there.
    var redirectFrom: UIResponder?
    var redirectTo: UIResponder?
  }
  /// The calls in flight, innermost last (they nest as handlers deliver).
  @exclusivity(unchecked) private var flights: [Flight] = []
  /// How many times the engine has taken touches from their views (A4, G3).
  @exclusivity(unchecked) private var takings: UInt64 = 0
  /// `takings` when the current walk started.
  @exclusivity(unchecked) private var walkEpoch: UInt64 = 0
  /// Touches taken from their views while walks were under way, with the taking's number: a
  /// call of theirs that started before goes no farther. Cleared when the outermost walk ends.
  @exclusivity(unchecked) private var taken: [(touch: UITouch, epoch: UInt64)] = []

  init(notes: NoteSink) {
    self.notes = notes
    walkCounter = UInt64.random(in: 1...(UInt64.max >> 1))
  }

  /// The walker that serves a call forwarded from `sender`: that of the responder's own
  /// application (a view's window's, a controller's view's), else of the event's, else of
  /// `UIApplication.shared` for responders that belong to no application.
  static func serving(_ sender: UIResponder, event: UIEvent?) -> ResponderChain {
    (sender.chainApplication ?? event?._application ?? UIApplication.shared).dispatcher.chain
  }

  /// Passes a call from `sender` to its `next` (the default of every event method, R6).
  static func forward(from sender: UIResponder, _ call: ResponderCall) {
    serving(sender, event: call.event).forward(from: sender, call)
  }

  /// Asks `sender.next` a question that walks the chain (such as `target(forAction:)`).
  static func ask<Answer>(from sender: UIResponder, _ question: (UIResponder) -> Answer?) -> Answer? {
    serving(sender, event: nil).ask(from: sender, question)
  }

  /// Marks touches as taken from their views now, before their `touchesCancelled` is sent.
  func noteTaken(_ touches: [UITouch]) {
    takings &+= 1
    // Only a walk under way can carry a call that started before this.
    guard currentWalk != 0 else { return }
    for touch in touches { taken.append((touch, takings)) }
  }

  /// The view's call starts travelling its chain at `view` carrying `touch` (one call each for
  /// its touches): began, or the last call (`final`). Calls nest; `endCarrying` closes the
  /// innermost.
  func beginCarrying(_ touch: UITouch, final: Bool, from view: UIView) {
    flights.append(Flight(touch: touch, final: final, frontier: view))
  }

  /// The innermost call, which carried `count` touches (one `beginCarrying` each), is over.
  func endCarrying(_ count: Int) {
    // One at a time: `removeLast(_:)` goes through the general `replaceSubrange`.
    for _ in 0..<min(count, flights.count) { flights.removeLast() }
  }

  /// A handler is about to change `hinge.next` (moving or removing `view`, the hinge or its
  /// subtree's root): every last call travelling inside goes on along the old chain from the
  /// hinge, which saw the touch begin, so that no responder misses its end and none gets an end
  /// it never began. (A handler consuming the call still stops it, as always.)
  func redirectLastCalls(inside view: UIView, hinge: UIResponder, oldNext: UIResponder) {
    for index in flights.indices where flights[index].final && flights[index].redirectFrom == nil {
      let inside: Bool
      switch flights[index].frontier {
      case let frontier as UIView: inside = frontier.isDescendant(of: view)
      case let controller as UIViewController: inside = controller === hinge
      default: inside = false
      }
      guard inside else { continue }
      flights[index].redirectFrom = hinge
      flights[index].redirectTo = oldNext
    }
  }

  /// Whether a last call is travelling any chain now (so that a removal must look for cut ones).
  var carriesLastCalls: Bool { flights.contains { $0.final } }

  /// Runs `deliver` as the start of a new walk that begins at `first`. (Inlined, so that the
  /// caller's closure is too: every touch method the engine sends starts a walk.)
  @inline(__always)
  func walk(from first: UIResponder, _ deliver: () -> Void) {
    let savedWalk = currentWalk
    let savedDepth = depth
    // The outer walk's deferred calls, if any, wait for it (usually there are none: nothing to
    // swap, no reference to count).
    let savedDeferred = deferred.isEmpty ? nil : deferred
    let savedEpoch = walkEpoch
    walkEpoch = takings
    walkCounter &+= 1
    currentWalk = walkCounter
    depth = 0
    if savedDeferred != nil { deferred = [] }
    first.walkMark = currentWalk
    deliver()
    while !deferred.isEmpty {
      let (responder, call) = deferred.removeFirst()
      depth = 0
      call.send(to: responder)
    }
    currentWalk = savedWalk
    depth = savedDepth
    if let savedDeferred { deferred = savedDeferred }
    walkEpoch = savedEpoch
    if savedWalk == 0 && !taken.isEmpty { taken = [] }
  }

  /// Passes a call from `sender` to its `next`, or reports it discarded at the end.
  ///
  /// A responder whose touch methods only forward (`forwardsTouchMethods`: a plain view of
  /// this module) is not called: the loop goes on from it as its method would have, with the
  /// same stamping, checks and recursion depth, so a deep chain of plain views costs no call
  /// per level. (UIKit's default forwards the same way, R6.)
  func forward(from sender: UIResponder, _ call: ResponderCall) {
    if currentWalk == 0 {
      // Called directly by app code, outside engine dispatch: that call starts a walk.
      walk(from: sender) { forward(from: sender, call) }
      return
    }
    forward(from: sender, call, checkedHere: false)
  }

  /// `forward(from:_:)` from inside a walk the engine started (view delivery's first step):
  /// the walk is known to be under way, so nothing is asked before the loop.
  @inline(__always)
  func forwardInWalk(from sender: UIResponder, _ call: ResponderCall) {
    forward(from: sender, call, checkedHere: false)
  }

  /// `forward(from:_:)` under way. The call is passed along as it came (never copied); when a
  /// handler changed things so that fewer of its touches go on, the rest of the walk is this
  /// function again with the narrower call (`checkedHere`: already asked at `start`).
  private func forward(from start: UIResponder, _ call: ResponderCall, checkedHere: Bool) {
    var sender = start
    // The levels passed on without a call, each counted in `depth` as its call would be.
    var passedOn = 0
    defer { depth -= passedOn }
    var checks = !checkedHere
    while true {
      // Only a touch taken during the walk, or a last call whose `began` is still in flight or
      // whose chain was cut, can stop or turn here (`goesOn`, `redirect`).
      if checks && (!taken.isEmpty || (!flights.isEmpty && mayStopOnTheWay(call))), let touches = call.touches {
        // A handler changed things while this call travelled (A4): a touch taken from its view
        // meanwhile goes no farther, and a cancellation goes no farther than `began` reached.
        var kept = touches
        for touch in touches where !goesOn(touch, call, from: sender) { kept.remove(touch) }
        guard !kept.isEmpty else { return }
        var narrowed = kept.count != touches.count
        if call.isFinal, let (target, moved) = redirect(of: kept, at: sender) {
          // The chain was cut here while this last call travelled: it goes on along the old one.
          let redirected = call.with(touches: moved)
          if let forwarder = pass(redirected, to: target) {
            forward(from: forwarder, redirected)
            depth -= 1
          }
          kept.subtract(moved)
          if kept.isEmpty { return }
          narrowed = true
        }
        if narrowed { return forward(from: sender, call.with(touches: kept), checkedHere: true) }
      }
      checks = true
      guard var next = sender.next else {
        discard(call)
        return
      }
      if taken.isEmpty && next.forwardsTouchMethods && call.isTouchCall && !checksConformance
        && (flights.isEmpty || !mayStopOnTheWay(call))
      {
        // Responders that only forward pass the call on in place, as `pass` would, each once:
        // nothing runs between them, so only the last one passed is the frontier of the
        // touches in flight, and no touch can be taken on the way.
        let run = passInPlace(from: next)
        depth += run.count
        passedOn += run.count
        if run.count > 0 {
          if !flights.isEmpty, let touches = call.touches {
            advanceFlights(of: touches, call, to: run.last.takeUnretainedValue())
          }
          guard let after = run.last.takeUnretainedValue().next else {
            discard(call)
            return
          }
          next = after
        }
      }
      guard let forwarder = pass(call, to: next) else { return }
      passedOn += 1
      sender = forwarder
    }
  }

  /// A call that reached the end of the chain: noted as discarded; a key-down's presses are
  /// marked, for the text input to act on (B1 step 4).
  private func discard(_ call: ResponderCall) {
    notes.note(.discarded(call.message))
    if case .pressesBegan(let presses, _) = call {
      for press in presses { press.reachedEndOfChain = true }
    }
  }

  /// Passes in place the run of responders from `first` that only forward (plain views, then
  /// a plain window and the application of the class itself, `passesInPlace`), as `pass` would
  /// pass each: stamped (R8) and counted against the recursion budget. Returns how many were
  /// passed and the last one (`first` when none was); the caller goes on from its `next`.
  ///
  /// A run that ended where a responder does not pass in place, or at the end of the chain, is
  /// remembered (`lastRun`): the next walk that reaches `first` while no link of the run changed
  /// (`responderChainGeneration`) passes the same responders, and takes the run as one step,
  /// unstamped. That is the walk of every move of a finger on a plain view. Leaving them
  /// unstamped loses no loop: no loop is inside a run, and one that comes back into it reaches
  /// the responder after it again, which `pass` stamped.
  @inline(__always)
  private func passInPlace(from first: UIResponder) -> (count: Int, last: Unmanaged<UIResponder>) {
    if let run = lastRun, run.first == ObjectIdentifier(first), run.generation == responderChainGeneration,
      depth + run.count <= Self.maximumRecursion
    {
      #if DEBUG
        // One hit in eight is walked again: every hit would double the debug build's walks.
        runHits &+= 1
        if runHits & 7 == 0 { validate(run, from: first) }
      #endif
      return (run.count, run.last)
    }
    return walkInPlace(from: first)
  }

  /// `passInPlace` without a remembered run: the walk itself, which remembers the run it found.
  private func walkInPlace(from first: UIResponder) -> (count: Int, last: Unmanaged<UIResponder>) {
    var count = 0
    var last = Unmanaged.passUnretained(first)
    var next = first
    var complete = false
    if let view = first as? UIView {
      let (passed, lastView, stop) = UIView.passOverPlainViews(
        from: Unmanaged.passUnretained(view), walk: currentWalk, budget: Self.maximumRecursion - depth)
      count = passed
      if passed > 0 { last = .fromOpaque(lastView.toOpaque()) }
      if let stop { next = stop.takeUnretainedValue() } else { complete = true }
    }
    // Past the views, the responders that only forward and are not views (a plain window, the
    // application of the class itself), each as `pass` passes one. One that was stamped, or
    // past the recursion budget, is left to `pass`, which reports or defers.
    while !complete {
      guard next.walkMark != currentWalk && depth + count < Self.maximumRecursion else { return (count, last) }
      guard passesInPlace(next) else {
        complete = true
        break
      }
      next.walkMark = currentWalk
      count += 1
      last = .passUnretained(next)
      guard let after = next.next else {
        complete = true
        break
      }
      next = after
    }
    if count > 0 {
      lastRun = PlainRun(first: ObjectIdentifier(first), generation: responderChainGeneration, count: count, last: last)
    }
    return (count, last)
  }

  #if DEBUG
    /// The debug build's check of a remembered run: walked again without stamps, it is the same.
    private func validate(_ run: PlainRun, from first: UIResponder) {
      var count = 0
      var last: UIResponder = first
      var next: UIResponder? = first
      while let current = next, passesInPlace(current) {
        count += 1
        last = current
        next = current.next
      }
      precondition(
        count == run.count && last === run.last.takeUnretainedValue(),
        "a remembered run of the chain walker changed without a bump of responderChainGeneration")
    }
  #endif

  /// Whether `touch`'s part of a call leaving `sender` goes on: not when the touch was taken
  /// from its view after the walk started (unless this is its cancellation), nor when this is
  /// its cancellation and its `began`, still in flight, got no farther than `sender`.
  private func goesOn(_ touch: UITouch, _ call: ResponderCall, from sender: UIResponder) -> Bool {
    if !call.isCancel {
      for entry in taken where entry.touch === touch && entry.epoch > walkEpoch { return false }
    }
    if call.isFinal {
      for flight in flights where !flight.final && flight.touch === touch && flight.frontier === sender {
        return false
      }
    }
    return true
  }

  /// The old chain's next for the touches of a last call whose chain was cut at `sender`.
  private func redirect(of touches: Set<UITouch>, at sender: UIResponder) -> (UIResponder, Set<UITouch>)? {
    var target: UIResponder?
    var moved: Set<UITouch> = []
    for flight in flights where flight.final && flight.redirectFrom === sender && touches.holds(flight.touch) {
      if target == nil { target = flight.redirectTo }
      moved.insert(flight.touch)
    }
    guard let target else { return nil }
    return (target, moved)
  }

  /// Sends a call to the next responder of the walk: loop check, stamping, conformance,
  /// recursion or deferral. Returns `next` instead of calling it when its touch method would
  /// only forward the call (the caller goes on from it, with `depth` counting it).
  private func pass(_ call: ResponderCall, to next: UIResponder) -> UIResponder? {
    guard next.walkMark != currentWalk else {
      notes.note(.error(.responderLoop))
      return nil
    }
    next.walkMark = currentWalk
    let isTouchCall = call.isTouchCall
    if isTouchCall && !flights.isEmpty, let touches = call.touches { advanceFlights(of: touches, call, to: next) }
    if isTouchCall && checksConformance, let touches = call.touches {
      application.conformance.record(call.message, touches, at: next, app: application)
    }
    guard depth < Self.maximumRecursion else {
      deferred.append((next, call))
      return nil
    }
    depth += 1
    if isTouchCall && passesInPlace(next) { return next }
    call.send(to: next)
    depth -= 1
    return nil
  }

  /// Whether a touch call reaching `responder` goes on from it without calling it: its touch
  /// methods are `UIResponder`'s, which only forward (R6): a plain view of this module
  /// (`forwardsTouchMethods`; the walk over plain views takes only these), or the walker's own
  /// application of the class itself (its `forwardsTouchMethods` stays false).
  @inline(__always)
  private func passesInPlace(_ responder: UIResponder) -> Bool {
    responder.forwardsTouchMethods
      || (applicationPassesInPlace && ObjectIdentifier(responder) == applicationIdentity)
  }

  /// Whether a last call might stop or turn at some responder of its chain (`goesOn`,
  /// `redirect`): its touch's `began` is still in flight, or a handler cut its chain.
  private func mayStopOnTheWay(_ call: ResponderCall) -> Bool {
    guard call.isFinal, !flights.isEmpty, let touches = call.touches else { return false }
    for flight in flights where (!flight.final || flight.redirectFrom != nil) && touches.holds(flight.touch) {
      return true
    }
    return false
  }

  /// The call reached `next`: so did the flights of its touches, of its kind.
  private func advanceFlights(of touches: Set<UITouch>, _ call: ResponderCall, to next: UIResponder) {
    let final = call.isFinal
    let began: Bool
    if case .touchesBegan = call { began = true } else { began = false }
    guard final || began else { return }
    for index in flights.indices where flights[index].final == final && touches.holds(flights[index].touch) {
      flights[index].frontier = next
    }
  }

  /// The responders from `first` along `next` to the end of the chain, each once: one walk that
  /// visits instead of sending (the active chain of key commands, K1). A `next` that loops ends
  /// the list where it would come back, reported as any walk's loop is (R8).
  func responders(from first: UIResponder) -> [UIResponder] {
    var responders = [first]
    walk(from: first) {
      var current = first
      while let next = ask(from: current, { $0 }) {
        responders.append(next)
        current = next
      }
    }
    return responders
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
      notes.note(.error(.responderLoop))
      return nil
    }
    next.walkMark = currentWalk
    return question(next)
  }
}
