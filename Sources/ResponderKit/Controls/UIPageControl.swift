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
      _numberOfPages = max(0, newValue)
      _currentPage = min(_currentPage, max(_numberOfPages - 1, 0))
    }
  }

  /// The current page, kept within the pages; setting it sends nothing, as in UIKit.
  open var currentPage: Int {
    get { _currentPage }
    set { _currentPage = min(max(newValue, 0), max(_numberOfPages - 1, 0)) }
  }

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
