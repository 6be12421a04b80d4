import UIKit

/// A full-screen photo viewer: pinch and pan move the photo, a double tap toggles a 2.5×
/// zoom around the finger, a single tap hides the chrome, and a vertical drag at 1× dismisses
/// it, fading the background as it goes. The scroll view only pages; the zoom is a transform.
final class PhotoViewerViewController: UIViewController, UIGestureRecognizerDelegate {
  private let imageView = UIImageView()
  private let closeButton = UIButton(type: .system)
  private let counterLabel = UILabel()
  private var scale: CGFloat = 1
  private var offset: CGPoint = .zero
  private var chromeHidden = false
  private let maximumScale: CGFloat = 4
  var image: UIImage? {
    didSet { imageView.image = image }
  }

  private lazy var pinch = UIPinchGestureRecognizer(target: self, action: PhotoViewerViewController.handlePinch(_:))
  private lazy var pan = UIPanGestureRecognizer(target: self, action: PhotoViewerViewController.handlePan(_:))
  private lazy var doubleTap: UITapGestureRecognizer = {
    let tap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.handleDoubleTap(_:))
    tap.numberOfTapsRequired = 2
    return tap
  }()
  private lazy var singleTap: UITapGestureRecognizer = {
    let tap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.handleSingleTap(_:))
    tap.require(toFail: doubleTap)
    return tap
  }()

  override var prefersStatusBarHidden: Bool { chromeHidden }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    imageView.contentMode = .scaleAspectFit
    imageView.isUserInteractionEnabled = true
    imageView.frame = view.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(imageView)

    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
    closeButton.tintColor = .white
    closeButton.addTarget(self, action: PhotoViewerViewController.closeTapped, for: .touchUpInside)
    closeButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(closeButton)

    counterLabel.textColor = .white
    counterLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    counterLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(counterLabel)

    NSLayoutConstraint.activate([
      closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      closeButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      closeButton.widthAnchor.constraint(equalToConstant: 44),
      closeButton.heightAnchor.constraint(equalToConstant: 44),
      counterLabel.centerYAnchor.constraint(equalTo: closeButton.centerYAnchor),
      counterLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])

    for recognizer in [pinch, pan, doubleTap, singleTap] as [UIGestureRecognizer] {
      recognizer.delegate = self
      imageView.addGestureRecognizer(recognizer)
    }
  }

  private func applyTransform() {
    imageView.transform = CGAffineTransform(translationX: offset.x, y: offset.y).scaledBy(x: scale, y: scale)
  }

  private func closeTapped() {
    dismiss(animated: true)
  }

  private func handleSingleTap(_ tap: UITapGestureRecognizer) {
    chromeHidden.toggle()
    UIView.animate(withDuration: 0.2) {
      self.closeButton.alpha = self.chromeHidden ? 0 : 1
      self.counterLabel.alpha = self.chromeHidden ? 0 : 1
      self.setNeedsStatusBarAppearanceUpdate()
    }
  }

  private func handleDoubleTap(_ tap: UITapGestureRecognizer) {
    let point = tap.location(in: view)
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
      if self.scale > 1 {
        self.scale = 1
        self.offset = .zero
      } else {
        self.scale = 2.5
        let center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        self.offset = CGPoint(x: (center.x - point.x) * 1.5, y: (center.y - point.y) * 1.5)
      }
      self.applyTransform()
    }
  }

  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    switch pinch.state {
    case .changed:
      scale = min(max(scale * pinch.scale, 0.5), maximumScale * 1.2)
      pinch.scale = 1
      applyTransform()
    case .ended, .cancelled:
      let settled = min(max(scale, 1), maximumScale)
      UIView.animate(withDuration: 0.25) {
        self.scale = settled
        if settled == 1 { self.offset = .zero }
        self.applyTransform()
      }
    default:
      break
    }
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    if scale > 1 {
      offset.x += translation.x
      offset.y += translation.y
      pan.setTranslation(.zero, in: view)
      applyTransform()
      return
    }
    // At 1×, a vertical drag dismisses.
    let progress = min(abs(translation.y) / (view.bounds.height / 2), 1)
    switch pan.state {
    case .changed:
      imageView.transform = CGAffineTransform(translationX: 0, y: translation.y)
      view.backgroundColor = UIColor.black.withAlphaComponent(1 - progress)
    case .ended:
      let velocity = pan.velocity(in: view)
      if progress > 0.35 || abs(velocity.y) > 1000 {
        UIView.animate(
          withDuration: 0.2,
          animations: {
            self.imageView.transform = CGAffineTransform(
              translationX: 0, y: translation.y > 0 ? self.view.bounds.height : -self.view.bounds.height)
            self.view.backgroundColor = .clear
          },
          completion: { _ in
            self.dismiss(animated: false)
          })
      } else {
        fallthrough
      }
    case .cancelled, .failed:
      UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: []) {
        self.imageView.transform = .identity
        self.view.backgroundColor = .black
      }
    default:
      break
    }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    (gestureRecognizer === pinch && otherGestureRecognizer === pan)
      || (gestureRecognizer === pan && otherGestureRecognizer === pinch)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === pan, scale <= 1 else { return true }
    let velocity = pan.velocity(in: view)
    return abs(velocity.y) > abs(velocity.x)
  }
}
