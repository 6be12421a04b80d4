import UIKit

/// Where a drawer rests.
enum BottomDrawerPosition {
  case collapsed
  case halfExpanded
  case expanded
}

/// Tells the host of a drawer where it moved.
protocol BottomSheetDrawerControllerDelegate: AnyObject {
  func drawerController(_ controller: BottomSheetDrawerController, didMoveTo position: BottomDrawerPosition)
}

/// A bottom sheet in the manner of Maps: a pan on its grabber or content drags it between
/// three heights with an interruptible `UIViewPropertyAnimator`; a tap on the dimmed area
/// collapses it, and its scroll view hands the pan over at its top.
final class BottomSheetDrawerController: UIViewController, UIGestureRecognizerDelegate {
  weak var delegate: BottomSheetDrawerControllerDelegate?

  let drawerView = UIView()
  let grabber = UIView()
  let contentScrollView = UIScrollView()
  private let dimmingView = UIView()
  private var topConstraint: NSLayoutConstraint!
  private var animator: UIViewPropertyAnimator?
  private var startOffset: CGFloat = 0
  private(set) var position: BottomDrawerPosition = .collapsed

  private lazy var panGesture: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer(target: self, action: BottomSheetDrawerController.handleDrawerPan(_:))
    pan.delegate = self
    return pan
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.alpha = 0
    dimmingView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(dimmingView)
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer(target: self, action: BottomSheetDrawerController.dimmingTapped))

    drawerView.backgroundColor = .systemBackground
    drawerView.layer.cornerRadius = 12
    drawerView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    drawerView.layer.shadowOpacity = 0.2
    drawerView.layer.shadowRadius = 10
    drawerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(drawerView)
    drawerView.addGestureRecognizer(panGesture)

    grabber.backgroundColor = .systemGray3
    grabber.layer.cornerRadius = 2.5
    grabber.translatesAutoresizingMaskIntoConstraints = false
    drawerView.addSubview(grabber)

    contentScrollView.alwaysBounceVertical = true
    contentScrollView.translatesAutoresizingMaskIntoConstraints = false
    drawerView.addSubview(contentScrollView)

    topConstraint = drawerView.topAnchor.constraint(equalTo: view.topAnchor, constant: offset(for: .collapsed))
    NSLayoutConstraint.activate([
      dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
      dimmingView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      topConstraint,
      drawerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawerView.heightAnchor.constraint(equalTo: view.heightAnchor),
      grabber.topAnchor.constraint(equalTo: drawerView.topAnchor, constant: 8),
      grabber.centerXAnchor.constraint(equalTo: drawerView.centerXAnchor),
      grabber.widthAnchor.constraint(equalToConstant: 36),
      grabber.heightAnchor.constraint(equalToConstant: 5),
      contentScrollView.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 8),
      contentScrollView.leadingAnchor.constraint(equalTo: drawerView.leadingAnchor),
      contentScrollView.trailingAnchor.constraint(equalTo: drawerView.trailingAnchor),
      contentScrollView.bottomAnchor.constraint(equalTo: drawerView.bottomAnchor),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if animator == nil { topConstraint.constant = offset(for: position) }
  }

  /// The drawer's top for a position, measured from the view's top.
  private func offset(for position: BottomDrawerPosition) -> CGFloat {
    let height = view.bounds.height
    switch position {
    case .collapsed: return height - 120 - view.safeAreaInsets.bottom
    case .halfExpanded: return height * 0.5
    case .expanded: return view.safeAreaInsets.top + 44
    }
  }

  func move(to position: BottomDrawerPosition, animated: Bool, velocity: CGFloat = 0) {
    animator?.stopAnimation(true)
    self.position = position
    let target = offset(for: position)
    let changes = {
      self.topConstraint.constant = target
      self.dimmingView.alpha = position == .expanded ? 1 : 0
      self.view.layoutIfNeeded()
    }
    guard animated else {
      changes()
      delegate?.drawerController(self, didMoveTo: position)
      return
    }
    let distance = abs(topConstraint.constant - target)
    let initialVelocity = distance > 0 ? CGVector(dx: 0, dy: abs(velocity) / distance) : .zero
    let timing = UISpringTimingParameters(dampingRatio: 0.85, initialVelocity: initialVelocity)
    let animator = UIViewPropertyAnimator(duration: 0.45, timingParameters: timing)
    animator.addAnimations(changes)
    animator.addCompletion { [weak self] end in
      guard let self else { return }
      self.animator = nil
      if end == .end { self.delegate?.drawerController(self, didMoveTo: position) }
    }
    animator.isInterruptible = true
    animator.startAnimation()
    self.animator = animator
  }

  private func dimmingTapped() {
    move(to: .collapsed, animated: true)
  }

  private func handleDrawerPan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      if let animator, animator.isRunning {
        animator.stopAnimation(true)
        self.animator = nil
      }
      startOffset = drawerView.frame.minY
    case .changed:
      let translation = pan.translation(in: view).y
      let upper = offset(for: .expanded)
      let lower = offset(for: .collapsed)
      var proposed = startOffset + translation
      if proposed < upper { proposed = upper - (upper - proposed) / 3 }
      if proposed > lower { proposed = lower + (proposed - lower) / 3 }
      topConstraint.constant = proposed
      dimmingView.alpha = 1 - (proposed - upper) / (lower - upper)
    case .ended, .cancelled:
      let velocity = pan.velocity(in: view).y
      let current = topConstraint.constant
      let projected = current + velocity * 0.2
      let positions: [BottomDrawerPosition] = [.expanded, .halfExpanded, .collapsed]
      let nearest = positions.min { abs(offset(for: $0) - projected) < abs(offset(for: $1) - projected) } ?? .collapsed
      move(to: nearest, animated: true, velocity: velocity)
    default:
      break
    }
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer === contentScrollView.panGestureRecognizer
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === panGesture else { return true }
    let velocity = panGesture.velocity(in: view)
    guard abs(velocity.y) > abs(velocity.x) else { return false }
    if position != .expanded { return true }
    // Expanded, the content scrolls; the drawer only follows a pull down from its top.
    return contentScrollView.contentOffset.y <= -contentScrollView.adjustedContentInset.top && velocity.y > 0
  }
}
