import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Begins the moment a finger touches down and ends when it lifts: for press feedback on
/// views that are not controls (a card that dims while pressed).
final class ImmediateTouchGestureRecognizer: UIGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible {
      state = .began
    }
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .changed
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .ended
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .cancelled
  }
}

/// A card that dims while a finger is on it.
final class PressableCardView: UIView {
  private(set) var isPressed = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    let press = ImmediateTouchGestureRecognizer(target: self, action: #selector(handlePress(_:)))
    addGestureRecognizer(press)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  @objc private func handlePress(_ gesture: ImmediateTouchGestureRecognizer) {
    switch gesture.state {
    case .began:
      isPressed = true
      alpha = 0.6
    case .ended, .cancelled, .failed:
      isPressed = false
      alpha = 1
    default:
      break
    }
  }
}
