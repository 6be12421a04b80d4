import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A drag that only begins when the finger moves mostly vertically past a threshold, so that
/// a horizontal scroller under it keeps its horizontal drags.
final class VerticalDragGestureRecognizer: UIGestureRecognizer {
  var threshold: CGFloat = 12
  private var startPoint: CGPoint = .zero
  private(set) var verticalTranslation: CGFloat = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard touches.count == 1, let touch = touches.first else {
      state = .failed
      return
    }
    startPoint = touch.location(in: view)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesMoved(touches, with: event)
    guard let touch = touches.first else { return }
    let location = touch.location(in: view)
    let dx = location.x - startPoint.x
    let dy = location.y - startPoint.y
    verticalTranslation = dy
    switch state {
    case .possible:
      if abs(dx) > threshold && abs(dx) > abs(dy) {
        state = .failed
      } else if abs(dy) > threshold {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    state = .cancelled
  }

  override func reset() {
    super.reset()
    startPoint = .zero
    verticalTranslation = 0
  }
}
