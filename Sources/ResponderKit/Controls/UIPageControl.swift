import Foundation

/// A row of dots, one per page: a tap on either side of the current page's dot moves one page.
///
/// UIKit rules C5, C8 and G11: a touch-up inside left of the centre goes back a page, right of
/// it forward, and sends `valueChanged` when the page changed (from `endTracking`, before
/// `touchUpInside`); an ancestor's single tap does not begin.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  var _numberOfPages = 0
  var _currentPage = 0

  /// The number of pages.
  open var numberOfPages: Int {
    get { _numberOfPages }
    set {
      let old = _numberOfPages
      _numberOfPages = max(0, newValue)
      _currentPage = min(_currentPage, max(_numberOfPages - 1, 0))
      if _numberOfPages != old { invalidateIntrinsicContentSize() }
    }
  }

  /// The current page, kept within the pages; setting it sends nothing, as in UIKit.
  open var currentPage: Int {
    get { _currentPage }
    set { _currentPage = min(max(newValue, 0), max(_numberOfPages - 1, 0)) }
  }

  /// Whether the control hides when there is one page (default false). Stored: with one page a
  /// tap changes nothing (C8).
  open var hidesForSinglePage = false

  /// The look of the control's background, with UIKit's raw values.
  public enum BackgroundStyle: Int, Sendable {
    /// A minimal background that becomes prominent while the user interacts.
    case automatic = 0
    /// A full background.
    case prominent = 1
    /// A minimal background.
    case minimal = 2
  }

  /// The background's look (default `.automatic`). Stored.
  open var backgroundStyle: BackgroundStyle = .automatic

  /// Whether a touch held on the control may scrub through the pages (default true). Stored;
  /// scrubbing is not implemented here, a tap moves one page (C8).
  open var allowsContinuousInteraction = true

  /// The colour of the current page's dot (nil: the system's). Stored.
  open var currentPageIndicatorTintColor: UIColor?

  /// The colour of the other pages' dots (nil: the system's). Stored.
  open var pageIndicatorTintColor: UIColor?

  /// The image of every page's dot (nil: a dot). Stored.
  open var preferredIndicatorImage: UIImage?

  /// The image of the current page's dot (nil: the page's indicator image). Stored.
  open var preferredCurrentPageIndicatorImage: UIImage?

  private var pageImages: [Int: UIImage] = [:]

  /// Sets the image of one page's dot (nil: `preferredIndicatorImage`). Stored.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page] = image
  }

  /// The image of one page's dot: the one set for the page, or `preferredIndicatorImage`.
  open func indicatorImage(forPage page: Int) -> UIImage? {
    pageImages[page] ?? preferredIndicatorImage
  }

  /// Whether a tap's page change waits for `updateCurrentPageDisplay()` to show. Stored
  /// (default false); the page and `valueChanged` do not wait (C8).
  open var defersCurrentPageDisplay = false

  /// Shows the current page when `defersCurrentPageDisplay` held it back; nothing draws here.
  open func updateCurrentPageDisplay() {}

  /// The size the control needs for `pageCount` pages: 16 pt per page's dot, 26 pt tall (Y8;
  /// both our choice, from iOS 14's control).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(
      width: CGFloat(max(pageCount, 0)) * InteractionConstants.pageControlDotPitch,
      height: InteractionConstants.pageControlHeight)
  }

  /// The size of the current number of pages (Y8).
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }

  /// The size of the current number of pages, as UIKit's page control answers.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Moves a page toward the side the touch lifted on (C8).
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard let touch, bounds.contains(touch.location(in: self)) else { return }
    let old = _currentPage
    currentPage += touch.location(in: self).x < bounds.midX ? -1 : 1
    if _currentPage != old { sendActions(for: .valueChanged, event: event) }
  }

  /// Rule C5: `primaryActionTriggered` follows each `valueChanged`.
  override var primaryActionTrigger: Event { .valueChanged }

  /// Rule G11: refuses an ancestor's single tap.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
