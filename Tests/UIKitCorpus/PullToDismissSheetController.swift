import UIKit

/// A presented controller that is dismissed by pulling it down, from anywhere when its scroll
/// view is at the top, or by swiping in from the left edge; past a distance or speed it goes,
/// otherwise it springs back.
class PullToDismissSheetController: UIViewController, UIGestureRecognizerDelegate, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  private var dismissPan: UIPanGestureRecognizer!
  private var edgePan: UIScreenEdgePanGestureRecognizer!
  /// How far, as a fraction of the height, a pull must go to dismiss.
  var dismissThreshold: CGFloat = 0.3
  var onDismiss: (() -> Void)?
  private var isTrackingDismissal = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.layer.cornerRadius = 10
    view.clipsToBounds = true
    modalPresentationStyle = .overFullScreen

    scrollView.delegate = self
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
    view.addSubview(scrollView)

    dismissPan = UIPanGestureRecognizer(target: self, action: #selector(handleDismissPan(_:)))
    dismissPan.delegate = self
    view.addGestureRecognizer(dismissPan)

    edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
    edgePan.edges = .left
    view.addGestureRecognizer(edgePan)
    dismissPan.require(toFail: edgePan)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIAccessibility.post(notification: .screenChanged, argument: view)
  }

  @objc private func handleDismissPan(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: view)
    switch pan.state {
    case .began:
      isTrackingDismissal = scrollView.contentOffset.y <= 0
    case .changed:
      guard isTrackingDismissal else { return }
      let y = max(0, translation.y)
      view.transform = CGAffineTransform(translationX: 0, y: y)
      presentingViewController?.view.alpha = 0.6 + 0.4 * min(y / view.bounds.height, 1)
    case .ended, .cancelled:
      guard isTrackingDismissal else { return }
      isTrackingDismissal = false
      let velocity = pan.velocity(in: view).y
      if pan.state == .ended && (translation.y > view.bounds.height * dismissThreshold || velocity > 1200) {
        finishDismissal(offset: CGPoint(x: 0, y: view.bounds.height))
      } else {
        springBack()
      }
    default:
      break
    }
  }

  @objc private func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
    let translation = pan.translation(in: view)
    switch pan.state {
    case .changed:
      view.transform = CGAffineTransform(translationX: max(0, translation.x), y: 0)
    case .ended:
      if translation.x > view.bounds.width / 3 || pan.velocity(in: view).x > 800 {
        finishDismissal(offset: CGPoint(x: view.bounds.width, y: 0))
      } else {
        springBack()
      }
    case .cancelled, .failed:
      springBack()
    default:
      break
    }
  }

  private func springBack() {
    UIView.animate(
      withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0.3,
      options: .allowUserInteraction
    ) {
      self.view.transform = .identity
      self.presentingViewController?.view.alpha = 1
    }
  }

  private func finishDismissal(offset: CGPoint) {
    UIView.animate(
      withDuration: 0.25,
      animations: {
        self.view.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
      },
      completion: { _ in
        self.presentingViewController?.view.alpha = 1
        self.dismiss(animated: false) { [weak self] in
          self?.onDismiss?()
        }
      })
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    // While the sheet is being pulled the content stays put.
    if isTrackingDismissal && scrollView.contentOffset.y < 0 {
      scrollView.contentOffset = .zero
    }
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer === dismissPan && otherGestureRecognizer === scrollView.panGestureRecognizer
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === dismissPan else { return true }
    let velocity = dismissPan.velocity(in: view)
    return velocity.y > abs(velocity.x) && scrollView.contentOffset.y <= 0
  }
}
