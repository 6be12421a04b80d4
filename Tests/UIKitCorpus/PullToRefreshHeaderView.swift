import UIKit

/// Where a pull-to-refresh header is in its cycle.
enum PullToRefreshHeaderState: Equatable {
  case idle
  case pulling
  case readyToRefresh
  case refreshing
}

/// A pull-to-refresh header in the shape popular iOS libraries give theirs: a view added to a
/// scroll view, above its content, that follows the scroll view by key-value observing. It
/// watches `contentOffset` with a block observation and `contentInset` with a string key path;
/// pulled past its height and released, it refreshes, keeping itself visible by growing the
/// scroll view's top inset until `endRefreshing()`.
final class PullToRefreshHeaderView: UIView {
  static let height: CGFloat = 60

  /// Called once when a refresh starts.
  var refreshHandler: (() -> Void)?
  /// Called with each new state.
  var stateDidChange: ((PullToRefreshHeaderState) -> Void)?

  private(set) var state: PullToRefreshHeaderState = .idle {
    didSet {
      guard state != oldValue else { return }
      titleLabel.text = title(for: state)
      stateDidChange?(state)
    }
  }

  private weak var scrollView: UIScrollView?
  private var offsetObservation: NSKeyValueObservation?
  private var insetTopBeforeRefresh: CGFloat = 0
  private var isAdjustingInset = false
  private let titleLabel = UILabel()
  private static var insetContext = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.text = title(for: .idle)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    offsetObservation?.invalidate()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    stopObserving()
    guard let scrollView = newSuperview as? UIScrollView else { return }
    self.scrollView = scrollView
    insetTopBeforeRefresh = scrollView.contentInset.top
    frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
    offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, change in
      guard let offset = change.newValue else { return }
      self?.scrollViewDidScroll(scrollView, to: offset)
    }
    scrollView.addObserver(
      self, forKeyPath: #keyPath(UIScrollView.contentInset), options: [.new], context: &Self.insetContext)
  }

  private func stopObserving() {
    offsetObservation?.invalidate()
    offsetObservation = nil
    scrollView?.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentInset), context: &Self.insetContext)
    scrollView = nil
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &Self.insetContext else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    // Someone else changed the inset (a keyboard, a navigation bar): start from theirs.
    guard !isAdjustingInset, state != .refreshing, let inset = change?[.newKey] as? UIEdgeInsets else { return }
    insetTopBeforeRefresh = inset.top
  }

  private func scrollViewDidScroll(_ scrollView: UIScrollView, to offset: CGPoint) {
    guard state != .refreshing else { return }
    let pulled = -(offset.y + insetTopBeforeRefresh)
    if scrollView.isDragging {
      if pulled >= Self.height {
        state = .readyToRefresh
      } else {
        state = pulled > 0 ? .pulling : .idle
      }
    } else if state == .readyToRefresh {
      beginRefreshing()
    } else if pulled <= 0 {
      state = .idle
    }
  }

  /// Starts a refresh: the header stays visible above the content.
  func beginRefreshing() {
    guard let scrollView, state != .refreshing else { return }
    state = .refreshing
    setTopInset(insetTopBeforeRefresh + Self.height, of: scrollView)
    refreshHandler?()
  }

  /// Ends the refresh: the content goes back under the original inset.
  func endRefreshing() {
    guard let scrollView, state == .refreshing else { return }
    setTopInset(insetTopBeforeRefresh, of: scrollView)
    state = .idle
  }

  private func setTopInset(_ top: CGFloat, of scrollView: UIScrollView) {
    isAdjustingInset = true
    var inset = scrollView.contentInset
    inset.top = top
    scrollView.contentInset = inset
    isAdjustingInset = false
  }

  private func title(for state: PullToRefreshHeaderState) -> String {
    switch state {
    case .idle: return "Pull to refresh"
    case .pulling: return "Pull to refresh"
    case .readyToRefresh: return "Release to refresh"
    case .refreshing: return "Loading…"
    }
  }
}
