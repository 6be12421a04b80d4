import Foundation

/// A control that starts a refresh when the user pulls a scroll view's content down past its
/// top: `scrollView.refreshControl = control`.
///
/// UIKit's `UIRefreshControl` (rule C5: it sends `valueChanged` when the user triggers it,
/// and `beginRefreshing()` from code sends nothing). A drag that ends with the content pulled
/// down by at least `InteractionConstants.refreshControlPullDistance` past the top of the
/// scroll range starts the refresh at the release; the control is drawn nowhere, and the scroll
/// view returns to the top as after any pull (UIKit keeps it inset while refreshing: not
/// modelled).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// Whether a refresh is under way.
  public private(set) var isRefreshing = false
  /// The text shown under the spinner, kept (nothing is drawn).
  open var attributedTitle: NSAttributedString?

  /// Creates a refresh control; UIKit's designated initializer.
  public init() {
    super.init(frame: .zero)
  }

  /// Creates a refresh control; the frame is set by the scroll view that shows it, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a refresh control from an archive (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Marks a refresh as started by code; sends no event, as in UIKit.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Marks the refresh as finished; the next pull can start another.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// The user released a pull past the distance: a refresh starts and `valueChanged` is sent,
  /// unless one is already under way.
  func userPulled() {
    guard !isRefreshing, isEnabled else { return }
    isRefreshing = true
    sendActions(for: .valueChanged, event: nil)
  }
}
