import UIKit

/// A button that dims while pressed and reports where the finger was, with the
/// `(sender, forEvent:)` action shape.
final class FeedDimmingButton: UIButton {
  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.6 : 1 }
  }

  override var frame: CGRect {
    didSet { cornerRadius = min(frame.width, frame.height) / 2 }
  }

  private(set) var cornerRadius: CGFloat = 0
}

/// A feed: a scroll view with a pull-to-refresh control, a header child controller, and a
/// button whose action reads the touch from its event.
final class RefreshingFeedViewController: UIViewController {
  private let scrollView = UIScrollView()
  private let header = FeedHeaderController()
  private let likeButton = FeedDimmingButton(frame: CGRect(x: 20, y: 300, width: 60, height: 44))
  private(set) var refreshCount = 0
  private(set) var likeLocations: [CGPoint] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
    let refresh = UIRefreshControl()
    refresh.addTarget(self, action: #selector(reload(_:)), for: .valueChanged)
    scrollView.refreshControl = refresh
    view.addSubview(scrollView)

    addChild(header)
    header.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
    scrollView.addSubview(header.view)
    header.didMove(toParent: self)

    likeButton.addTarget(self, action: #selector(liked(_:forEvent:)), for: .touchUpInside)
    scrollView.addSubview(likeButton)
  }

  @objc private func reload(_ sender: UIRefreshControl) {
    refreshCount += 1
    sender.endRefreshing()
  }

  @objc private func liked(_ sender: UIButton, forEvent event: UIEvent) {
    guard let touch = event.allTouches?.first else { return }
    likeLocations.append(touch.location(in: sender))
  }

  func removeHeader() {
    header.willMove(toParent: nil)
    header.view.removeFromSuperview()
    header.removeFromParent()
  }

  var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}

/// The feed's header, a child controller that counts its appearances.
final class FeedHeaderController: UIViewController {
  private(set) var visible = false

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    visible = true
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    visible = false
  }

  override func awakeFromNib() {
    super.awakeFromNib()
  }
}
