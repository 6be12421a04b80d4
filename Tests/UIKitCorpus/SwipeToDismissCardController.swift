import UIKit

/// A card that is dismissed with a horizontal pan; its buttons keep their taps, and a vertical
/// drag is left to whatever is under it.
final class SwipeToDismissCardController: UIViewController {
  let cardView = UIView(frame: CGRect(x: 20, y: 200, width: 335, height: 220))
  let actionButton = UIButton(frame: .zero)
  private(set) var dismissed = false
  private lazy var panGesture: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer(target: self, action: #selector(handleCardPan(_:)))
    pan.delegate = self
    return pan
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(cardView)
    actionButton.frame = CGRect(x: 20, y: 160, width: 120, height: 44)
    cardView.addSubview(actionButton)
    cardView.addGestureRecognizer(panGesture)
  }

  @objc private func handleCardPan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    switch pan.state {
    case .changed:
      cardView.transform = CGAffineTransform(translationX: translation.x, y: 0)
    case .ended:
      let velocity = pan.velocity(in: view)
      if abs(translation.x) > cardView.bounds.width / 2 || abs(velocity.x) > 800 {
        dismissed = true
        cardView.isHidden = true
      } else {
        cardView.transform = .identity
      }
    case .cancelled, .failed:
      cardView.transform = .identity
    default:
      break
    }
  }
}

extension SwipeToDismissCardController: UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    // Touches on controls belong to the controls.
    return !(touch.view is UIControl)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
    let velocity = pan.velocity(in: view)
    return abs(velocity.x) > abs(velocity.y)
  }
}
