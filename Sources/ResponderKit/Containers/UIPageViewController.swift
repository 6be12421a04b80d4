import Foundation

/// A container controller that shows one page at a time and turns to the page before or after
/// it when the user drags.
///
/// UIKit's `UIPageViewController` (rule N16). Its view holds a paging ``UIScrollView`` (S12,
/// S13) whose pages are the current controller and its neighbours, asked from the
/// ``dataSource`` when a page becomes current. A drag pages by position and velocity as the
/// scroll view's paging does; the ``delegate`` hears `willTransitionTo` once when the drag
/// moves toward a neighbour, and `didFinishAnimating` when the paging settles.
/// `setViewControllers(_:direction:animated:completion:)` changes the page with no delegate
/// call. The page-curl style is kept and pages as the scroll style does (our choice: no curl
/// is drawn).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages turn (N16).
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over (kept; pages as `.scroll` does, our choice).
    case pageCurl = 0
    /// Pages slide in a paging scroll view.
    case scroll = 1
  }

  /// The axis pages turn along (N16).
  public enum NavigationOrientation: Int, Sendable {
    /// Pages lie side by side, left to right.
    case horizontal = 0
    /// Pages lie one above the other, top to bottom.
    case vertical = 1
  }

  /// Which way `setViewControllers(_:direction:animated:completion:)` turns (N16; kept, since
  /// nothing is animated).
  public enum NavigationDirection: Int, Sendable {
    /// Toward the pages after.
    case forward = 0
    /// Toward the pages before.
    case reverse = 1
  }

  /// Where the spine of a page-curl book is (N16; kept).
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style.
    case none = 0
    /// At the leading or top edge.
    case min = 1
    /// In the middle: two pages show.
    case mid = 2
    /// At the trailing or bottom edge.
    case max = 3
  }

  /// The keys of the options dictionary given to `init(transitionStyle:navigationOrientation:options:)`
  /// (N16).
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// Makes the key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Makes the key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The page-curl spine location: a ``SpineLocation`` or its raw value (N16).
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")

    /// The gap between scroll-style pages, in points: a number (N16; default 0).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// How pages turn, as given at creation (N16).
  public let transitionStyle: TransitionStyle
  /// The axis pages turn along, as given at creation (N16).
  public let navigationOrientation: NavigationOrientation
  /// The gap between scroll-style pages (N16).
  let interPageSpacing: CGFloat
  private var _spineLocation: SpineLocation

  /// The controllers shown, as last given to `setViewControllers(_:direction:animated:completion:)`
  /// or made current by a page turn.
  private var _viewControllers: [UIViewController] = []
  /// The neighbours of the current page, as the data source last answered.
  private var before: UIViewController?
  private var after: UIViewController?
  /// The neighbour a user's drag moves toward, while a turn is under way.
  private var pending: UIViewController?
  /// The paging scroll view, made with the view.
  private var scrollView: UIScrollView?
  /// Takes the scroll view's messages (the controller is not its public delegate).
  private lazy var scrollObserver = PageScrollObserver(owner: self)
  /// True while the pages are rearranged in code: offset changes are not the user's.
  private var rearranging = false
  /// The page size of the last layout; a change moves the offset back onto the current page.
  private var laidOutStride: CGFloat = -1

  /// Creates a page view controller with a transition style, an orientation and options
  /// (UIKit's designated initializer; N16).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    interPageSpacing = boxedNumber(options?[.interPageSpacing]) ?? 0
    if style == .scroll {
      _spineLocation = .none
    } else if let raw = options?[.spineLocation] {
      let value = (raw as? SpineLocation) ?? boxedNumber(raw).flatMap { SpineLocation(rawValue: Int($0)) }
      _spineLocation = value ?? .min
    } else {
      _spineLocation = .min
    }
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a page view controller from an archive: page curl, horizontal, as UIKit's default.
  public required init?(coder: NSCoder) {
    transitionStyle = .pageCurl
    navigationOrientation = .horizontal
    interPageSpacing = 0
    _spineLocation = .min
    super.init(coder: coder)
  }

  /// Asked for the pages on either side of the current one (N16). Setting it while a page is
  /// shown asks again (before, then after).
  open weak var dataSource: UIPageViewControllerDataSource? {
    didSet { if !_viewControllers.isEmpty { askForNeighbours() } }
  }

  /// Told when the user turns a page (N16).
  open weak var delegate: UIPageViewControllerDelegate?

  /// The controllers shown: the current page (N16).
  open var viewControllers: [UIViewController]? { _viewControllers.isEmpty ? nil : _viewControllers }

  /// UIKit's gesture recognizers of the page-curl style; empty here, as for the scroll style:
  /// both styles turn pages with the scroll view's pan (N16, our choice).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }

  /// Whether a page-curl page has content on its back; kept (N16).
  open var isDoubleSided = false

  /// Where the page-curl spine is: `.none` for the scroll style, else the option given, `.min`
  /// by default (N16).
  open var spineLocation: SpineLocation { _spineLocation }

  /// Shows `viewControllers` (the first is the page) with no delegate call, then calls
  /// `completion` with true (N16).
  ///
  /// A turn under way ends first, not completed and untold. The old page leaves (containment
  /// and, in a window, `viewWillDisappear(animated)` … `viewDidDisappear(animated)`), the new
  /// one joins, and the data source is asked for its neighbours, before then after. Nothing is
  /// animated (our choice); `direction` is accepted.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let new = viewControllers?.first else { return }
    if pending != nil { settle(landedOnPending: false, tell: false) }
    let old = _viewControllers.first
    _viewControllers = viewControllers ?? []
    if old !== new {
      let inWindow = isInWindowForAppearance
      old?.willMove(toParent: nil)
      addChild(new)
      if inWindow {
        old?.beginHeldAppearance(false, animated: animated)
        new.beginHeldAppearance(true, animated: animated)
      }
      if let oldView = old?.viewIfLoaded, oldView.superview === scrollView { oldView.removeFromSuperview() }
      if let scrollView { scrollView.addSubview(new.view) }
      if inWindow {
        old?.endHeldAppearance()
        new.endHeldAppearance()
      }
      old?.removeFromParent()
      new.didMove(toParent: self)
    }
    askForNeighbours()
    completion?(true)
  }

  /// The view holds the paging scroll view, which holds the current page.
  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    let scroll = UIScrollView(frame: container.bounds)
    scroll.isPagingEnabled = true
    scroll.showsHorizontalScrollIndicator = false
    scroll.showsVerticalScrollIndicator = false
    scroll.scrollsToTop = false
    scroll.delegate = scrollObserver
    scrollView = scroll
    view = container
    container.addSubview(scroll)
    if let current = _viewControllers.first { scroll.addSubview(current.view) }
    container.setNeedsLayout()
  }

  /// The current page's controller: the test kit's `visibleViewController` descends through it.
  override var shownChildForVisibility: UIViewController? { _viewControllers.first }

  // MARK: Pages

  /// The pages in order: the neighbour before, the current page, the neighbour after.
  private var pages: [UIViewController] {
    guard let current = _viewControllers.first else { return [] }
    return [before, current, after].compactMap { $0 }
  }

  /// The distance from one page to the next along the axis: the view's size plus the spacing.
  private func stride(in bounds: CGRect) -> CGFloat {
    (navigationOrientation == .horizontal ? bounds.width : bounds.height) + interPageSpacing
  }

  /// Asks the data source for the current page's neighbours, before then after, and lays the
  /// pages out again with the current one shown.
  private func askForNeighbours() {
    guard let current = _viewControllers.first else { return }
    before = dataSource?.pageViewController(self, viewControllerBefore: current)
    after = dataSource?.pageViewController(self, viewControllerAfter: current)
    if before === current { before = nil }
    if after === current { after = nil }
    laidOutStride = -1
    viewIfLoaded?.setNeedsLayout()
    if let container = viewIfLoaded { layOutPages(in: container.bounds, showingCurrent: true) }
  }

  /// Lays out the scroll view (one page plus the spacing along the axis) and the pages in it;
  /// outside a drag or motion, shows the current page when the pages or the size changed.
  fileprivate func layOutPages(in bounds: CGRect, showingCurrent: Bool = false) {
    guard let scrollView else { return }
    let step = stride(in: bounds)
    let horizontal = navigationOrientation == .horizontal
    scrollView.frame = CGRect(
      x: bounds.minX, y: bounds.minY, width: bounds.width + (horizontal ? interPageSpacing : 0),
      height: bounds.height + (horizontal ? 0 : interPageSpacing))
    let list = pages
    for (slot, page) in list.enumerated() {
      guard let pageView = page.viewIfLoaded, pageView.superview === scrollView else { continue }
      let offset = CGFloat(slot) * step
      pageView.frame = CGRect(
        x: horizontal ? offset : 0, y: horizontal ? 0 : offset, width: bounds.width, height: bounds.height)
    }
    let length = CGFloat(list.count) * step
    scrollView.contentSize =
      horizontal ? CGSize(width: length, height: bounds.height) : CGSize(width: bounds.width, height: length)
    guard
      showingCurrent
        || (step != laidOutStride && pending == nil && !scrollView.isDragging && !scrollView.isDecelerating)
    else { return }
    laidOutStride = step
    let position = CGFloat(before == nil ? 0 : 1) * step
    rearranging = true
    scrollView.setContentOffset(horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position), animated: false)
    rearranging = false
  }

  /// The slot of the current page among `pages`.
  private var currentSlot: Int { before == nil ? 0 : 1 }

  /// Rule N16: the offset moved. During a user's drag or its motion, a move toward a neighbour
  /// that is not yet pending starts the turn toward it: a pending neighbour on the other side
  /// is dropped first (reversed, untold), then the delegate's `willTransitionTo`, containment,
  /// the current page's `viewWillDisappear(true)` (once per turn), the neighbour's
  /// `viewWillAppear(true)`, its view added.
  fileprivate func scrolled(_ scrollView: UIScrollView) {
    guard !rearranging, let current = _viewControllers.first, scrollView.isDragging || scrollView.isDecelerating,
      let container = viewIfLoaded
    else { return }
    let step = stride(in: container.bounds)
    let along = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let delta = along - CGFloat(currentSlot) * step
    guard delta != 0, let target = delta > 0 ? after : before, target !== pending else { return }
    let inWindow = isInWindowForAppearance
    let turnStarted = pending != nil
    if let dropped = pending { dropPending(dropped, inWindow: inWindow) }
    pending = target
    delegate?.pageViewController(self, willTransitionTo: [target])
    guard pending === target else { return }
    addChild(target)
    if inWindow {
      if !turnStarted { current.beginHeldAppearance(false, animated: true) }
      target.beginHeldAppearance(true, animated: true)
    }
    scrollView.addSubview(target.view)
    layOutPages(in: container.bounds)
  }

  /// A pending neighbour leaves without becoming current: its change reversed
  /// (`viewWillDisappear(true)`, `viewDidDisappear(true)`), its view removed, the containment
  /// undone.
  private func dropPending(_ dropped: UIViewController, inWindow: Bool) {
    pending = nil
    dropped.willMove(toParent: nil)
    if inWindow { dropped.beginAppearanceTransition(false, animated: true) }
    if let droppedView = dropped.viewIfLoaded, droppedView.superview === scrollView {
      droppedView.removeFromSuperview()
    }
    if inWindow { dropped.endHeldAppearance() }
    dropped.removeFromParent()
  }

  /// Rule N16: the paging settled (the drag ended without a motion, or the motion ended).
  fileprivate func pagingSettled(_ scrollView: UIScrollView) {
    guard pending != nil, let container = viewIfLoaded else { return }
    let step = stride(in: container.bounds)
    let along = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let slot = Int((along / max(step, 1)).rounded())
    let pendingSlot = pending === before ? 0 : currentSlot + 1
    settle(landedOnPending: slot == pendingSlot, tell: true)
  }

  /// Ends the turn under way. Landed on the pending page: the old page's `willMove(toParent:
  /// nil)`, its view removed, its `viewDidDisappear(true)`, the new page's `viewDidAppear(true)`,
  /// the old page's `didMove(toParent: nil)`, the new one's `didMove(toParent:)`. Back on the
  /// current page: the pending page's change and the current page's are reversed and ended
  /// (pending `viewWillDisappear`, current `viewWillAppear`, pending `viewDidDisappear`,
  /// current `viewDidAppear`), the pending page leaves. Then, when `tell`, the delegate's
  /// `didFinishAnimating(true, previousViewControllers: [old page], transitionCompleted:)`,
  /// then the data source is asked for the neighbours of the page now current.
  private func settle(landedOnPending: Bool, tell: Bool) {
    guard let target = pending, let old = _viewControllers.first else { return }
    let inWindow = isInWindowForAppearance
    let previous = _viewControllers
    pending = nil
    if landedOnPending {
      _viewControllers = [target]
      old.willMove(toParent: nil)
      if let oldView = old.viewIfLoaded, oldView.superview === scrollView { oldView.removeFromSuperview() }
      if inWindow {
        old.endHeldAppearance()
        target.endHeldAppearance()
      }
      old.removeFromParent()
      target.didMove(toParent: self)
    } else {
      target.willMove(toParent: nil)
      if inWindow {
        target.beginAppearanceTransition(false, animated: true)
        old.beginAppearanceTransition(true, animated: true)
      }
      if let targetView = target.viewIfLoaded, targetView.superview === scrollView { targetView.removeFromSuperview() }
      if inWindow {
        target.endHeldAppearance()
        old.endHeldAppearance()
      }
      target.removeFromParent()
    }
    if tell {
      delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: landedOnPending)
    }
    askForNeighbours()
  }
}

/// The page view controller's view: lays out the scroll view and the pages (N16).
final class PageContainerView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    (next as? UIPageViewController)?.layOutPages(in: bounds)
  }
}

/// Hands the paging scroll view's messages to its page view controller (N16).
@MainActor
private final class PageScrollObserver: UIScrollViewDelegate {
  weak var owner: UIPageViewController?

  init(owner: UIPageViewController) { self.owner = owner }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.scrolled(scrollView) }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { owner?.pagingSettled(scrollView) }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagingSettled(scrollView) }
}
