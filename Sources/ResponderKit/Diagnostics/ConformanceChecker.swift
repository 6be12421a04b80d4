import Foundation

/// The bookkeeping of `UIApplication.checksConformance`: the last phase each responder got for
/// each touch.
@MainActor
struct ConformanceChecker {
  private var phases: [Pair: UITouch.Phase] = [:]
  /// The touches recorded, kept alive so that their identities are not reused meanwhile.
  private var touches: [UITouch] = []

  /// Forgets everything: every touch recorded is over (the gesture session ended).
  mutating func sequenceDidEnd() {
    phases.removeAll()
    touches.removeAll()
  }

  private struct Pair: Hashable {
    let responder: ObjectIdentifier
    let touch: ObjectIdentifier
  }

  /// Records a touch message at a responder and reports an ill-formed sequence.
  mutating func record(
    _ message: ResponderMessage, _ touches: Set<UITouch>, at responder: UIResponder, app: UIApplication
  ) {
    let phase: UITouch.Phase
    switch message {
    case .touchesBegan: phase = .began
    case .touchesMoved: phase = .moved
    case .touchesEnded: phase = .ended
    case .touchesCancelled: phase = .cancelled
    default: return
    }
    record(phase, touches, at: responder, app: app)
  }

  mutating func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, at responder: UIResponder, app: UIApplication) {
    for touch in touches {
      let pair = Pair(responder: ObjectIdentifier(responder), touch: ObjectIdentifier(touch))
      let previous = phases[pair]
      if previous == nil && phase == .began { self.touches.append(touch) }
      let wellFormed: Bool
      switch phase {
      case .began: wellFormed = previous == nil
      case .moved, .stationary: wellFormed = previous == .began || previous == .moved
      case .ended, .cancelled: wellFormed = previous == .began || previous == .moved
      case .regionEntered, .regionMoved, .regionExited: wellFormed = false  // never sent to a responder
      }
      if !wellFormed {
        app.note(.conformance(.illFormedPhases(responder, phase: phase, previous: previous, finger: touch.finger)))
      }
      phases[pair] = phase
      if phase == .ended || phase == .cancelled { phases[pair] = .ended }
    }
  }
}
