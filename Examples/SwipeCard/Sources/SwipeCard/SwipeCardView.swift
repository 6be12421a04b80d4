import UIKit

/// A card the user swipes away to the left or the right. Released short of the threshold, it
/// springs back to where it rests; a tap on it reports a tap.
final class SwipeCardView: UIView {
  enum Direction { case left, right }

  /// How far, in points, the card must travel sideways before a release swipes it away.
  static let threshold: CGFloat = 120

  var onSwipe: ((Direction) -> Void)?
  var onTap: (() -> Void)?
  private(set) var restingCenter: CGPoint = .zero
  private(set) var resets = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    let pan = UIPanGestureRecognizer(target: self, action: SwipeCardView.handlePan(_:))
    addGestureRecognizer(pan)
    let tap = UITapGestureRecognizer(target: self, action: SwipeCardView.handleTap)
    tap.require(toFail: pan)
    addGestureRecognizer(tap)
    NotificationCenter.default.addObserver(
      self, forName: SwipeCardView.resetNotification, object: nil
    ) { [weak self] _ in
      self?.resetPosition()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    NotificationCenter.default.removeObservers(of: self)
  }

  static let resetNotification = Notification.Name("SwipeCardView.reset")

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: superview)
    switch pan.state {
    case .began:
      restingCenter = center
    case .changed:
      center = CGPoint(x: restingCenter.x + translation.x, y: restingCenter.y + translation.y)
      transform = CGAffineTransform(rotationAngle: translation.x / 1000)
    case .ended, .cancelled:
      if abs(translation.x) > SwipeCardView.threshold {
        let direction: Direction = translation.x > 0 ? .right : .left
        UIView.animate(
          withDuration: 0.25,
          animations: {
            self.center.x += direction == .right ? 600 : -600
          },
          completion: { _ in
            self.removeFromSuperview()
            self.onSwipe?(direction)
          })
      } else {
        UIView.animate(
          withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
          animations: {
            self.center = self.restingCenter
            self.transform = .identity
          })
      }
    default:
      break
    }
  }

  private func handleTap() {
    onTap?()
  }

  private func resetPosition() {
    resets += 1
    transform = .identity
  }
}
