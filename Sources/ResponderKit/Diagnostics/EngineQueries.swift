import Foundation

// The engine's own answers to the questions the tools ask (`responder explain`, `responder
// lint`): each query calls the code the engine decides by, so a tool that renders one cannot
// disagree with a run.

extension UIApplication {
  /// The responder chain from `first` to its end, each responder once, as the engine walks it
  /// for forwarded events (R6).
  ///
  /// The walk is the engine's chain walker's (`ResponderChain`), with its loop check: a `next`
  /// that loops ends the list where it would come back, and is reported as any walk's loop is
  /// (`EngineFault/responderLoop`, R8).
  @_spi(Tools) public static func chain(from first: UIResponder) -> [UIResponder] {
    ResponderChain.serving(first, event: nil).responders(from: first)
  }

  /// The hit-test view of the latest touch of `finger` in the gesture session, which UIKit
  /// keeps in the touch's `view` (H1, H8): what a timeline names as the view the touch hit.
  /// Nil when the touch hit no view, or the session has no touch of that finger (it ended).
  @_spi(Tools) public func touchView(finger: Int) -> UIView? {
    dispatcher.table.latestTouch(of: finger)?.view
  }
}

extension UIView {
  /// The recognizers a touch that hit-tests to this view would be offered, in the order it
  /// gets them: the view's and each ancestor's, outward, each view's in the order they were
  /// added, the disabled ones left out (H8, G12, G13).
  ///
  /// The list is the one a beginning touch records (`recognizersOutward(from:)`); the engine's
  /// own recognizers (a scroll view's content delay) are in it.
  @_spi(Tools) public var candidateRecognizers: [UIGestureRecognizer] {
    UIView.recognizersOutward(from: Unmanaged.passUnretained(self)).filter(\.isEnabled)
  }

  /// Whether this view, a built-in control, refuses `recognizer` so that its own action wins
  /// (G11): the test its `gestureRecognizerShouldBegin(_:)` makes.
  ///
  /// False for a recognizer that leaves the view its touches (`cancelsTouchesInView` false),
  /// which the engine never asks the view about (G10), for one on the view itself, for a
  /// disabled control and for any other view.
  @_spi(Tools) public func ownActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.cancelsTouchesInView, recognizer.view !== self, let control = self as? UIControl else {
      return false
    }
    return control.isEnabled && control.builtInActionWins(over: recognizer)
  }
}

extension UIGestureRecognizer {
  /// A chain of failure requirements among `recognizers` that leads from `start` back to it,
  /// `start` first, or nil when there is none (G9).
  ///
  /// A link is `mustWait(for:)`, the relation the arena decides by: `require(toFail:)`, the
  /// subclass hooks and both delegates. The search is depth-first, following `require(toFail:)`
  /// links in the order they were made before the others in the order of `recognizers`, so the
  /// chain found is the same on every run.
  @_spi(Tools) public static func failureCycle(
    from start: UIGestureRecognizer, among recognizers: [UIGestureRecognizer]
  ) -> [UIGestureRecognizer]? {
    func links(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
      let required = recognizer.recognizersRequiredToFail
      let others = recognizers.filter { other in
        other !== recognizer && !required.contains { $0 === other } && recognizer.mustWait(for: other)
      }
      return required + others
    }
    var stack: [(UIGestureRecognizer, [UIGestureRecognizer])] = [(start, [start])]
    var visited: Set<ObjectIdentifier> = []
    while let (current, path) = stack.popLast() {
      for next in links(of: current) {
        if next === start { return path }
        if visited.insert(ObjectIdentifier(next)).inserted { stack.append((next, path + [next])) }
      }
    }
    return nil
  }
}
