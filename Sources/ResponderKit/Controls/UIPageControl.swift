import Foundation

/// A row of dots, one per page: a tap on either side of the current page's dot moves one page.
///
/// UIKit rules C5 and G11: a touch-up inside left of the centre goes back a page, right of it
/// forward, and sends `valueChanged` when the page changed (from `endTracking`, before
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

  /// Whether the control hides when there is one page (default false).
  open var hidesForSinglePage = false

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

  /// Moves a page toward the side the touch lifted on.
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
