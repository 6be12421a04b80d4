import Foundation

/// The one walker of `next` chains for forwarded events: it detects loops (rule R8) and
/// reports events that fall off the end of the chain (rule R6).
///
/// A walk is one message travelling along a chain. Each responder it reaches is stamped with
/// the walk's number; reaching a stamped responder again means `next` loops. Walks nest (a
/// handler may cause another delivery), so the engine saves and restores the current walk.
/// A walk stamps at most each responder once, so detection costs no allocation.
@MainActor
enum ResponderChain {
  /// The walk in progress, or 0 when none is.
  private static var currentWalk: UInt64 = 0
  private static var walkCounter: UInt64 = 0
  /// Where the current walk reports what it discards and the loops it finds.
  private static weak var currentReporter: UIApplication?

  /// Runs `deliver` as the start of a new walk that begins at `first`.
  static func walk(from first: UIResponder, reportingTo app: UIApplication?, _ deliver: () -> Void) {
    let savedWalk = currentWalk
    let savedReporter = currentReporter
    walkCounter &+= 1
    currentWalk = walkCounter
    currentReporter = app
    first.walkMark = currentWalk
    deliver()
    currentWalk = savedWalk
    currentReporter = savedReporter
  }

  /// Passes a message from `sender` to its `next`, or reports it discarded at the end.
  static func forward(
    from sender: UIResponder, _ message: ResponderMessage, _ call: (UIResponder) -> Void
  ) {
    if currentWalk == 0 {
      // Called directly by app code, outside engine dispatch: that call starts a walk.
      walk(from: sender, reportingTo: UIApplication.sharedIfDesignated) {
        forward(from: sender, message, call)
      }
      return
    }
    guard let next = sender.next else {
      currentReporter?.note(.discarded(message))
      return
    }
    guard next.walkMark != currentWalk else {
      currentReporter?.note(.error(reason: "responderLoop"))
      return
    }
    next.walkMark = currentWalk
    call(next)
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
