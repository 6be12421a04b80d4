import UIKit.UIGestureRecognizerSubclass

/// Recognizes a check mark: a stroke that goes down and to the right, then up and to the
/// right, drawn with one finger.
class CheckmarkGestureRecognizer: UIGestureRecognizer {
  private enum Phase {
    case notStarted, goingDown, goingUp
  }

  private var phase = Phase.notStarted
  private var lowestPoint = CGPoint.zero
  private var trackedTouch: UITouch?
  var minimumLegLength: CGFloat = 20

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if touches.count != 1 || trackedTouch != nil {
      state = .failed
      return
    }
    trackedTouch = touches.first
    phase = .goingDown
    lowestPoint = touches.first!.location(in: view)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard state != .failed, let touch = trackedTouch, touches.contains(touch) else { return }
    let newPoint = touch.location(in: view)
    let previousPoint = touch.previousLocation(in: view)
    if newPoint.x < previousPoint.x {
      // Moving left is never part of a check mark.
      state = .failed
      return
    }
    switch phase {
    case .goingDown:
      if newPoint.y >= previousPoint.y {
        lowestPoint = newPoint
      } else {
        phase = .goingUp
      }
    case .goingUp:
      if newPoint.y > previousPoint.y {
        state = .failed
      }
    case .notStarted:
      break
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    let end = touch.location(in: view)
    if state == .possible && phase == .goingUp && lowestPoint.y - end.y >= minimumLegLength {
      state = .recognized
    } else {
      state = .failed
    }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    phase = .notStarted
    trackedTouch = nil
    lowestPoint = .zero
  }
}
