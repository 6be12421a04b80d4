import Foundation

extension UIScrollView {
  /// How dragging the scroll view dismisses the keyboard, with UIKit's raw values.
  public enum KeyboardDismissMode: Int, Hashable, Sendable {
    /// A drag leaves the keyboard (UIKit's default).
    case none = 0
    /// A drag dismisses the keyboard at once.
    case onDrag = 1
    /// The keyboard follows the finger down and can be pulled back up.
    case interactive = 2
    /// As `onDrag`, with the keyboard's own motion (iOS 16).
    case onDragWithAccessory = 3
    /// As `interactive`, with the keyboard's own motion (iOS 16).
    case interactiveWithAccessory = 4
  }

  /// The colour scheme of the scroll indicators, with UIKit's raw values.
  public enum IndicatorStyle: Int, Hashable, Sendable {
    /// Black with a white border: visible on any background (UIKit's default).
    case `default` = 0
    /// Black, for light backgrounds.
    case black = 1
    /// White, for dark backgrounds.
    case white = 2
  }

  /// How the safe area adds to the content inset, with UIKit's raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
    /// As `scrollableAxes`, and always at the top under a navigation bar (UIKit's default).
    case automatic = 0
    /// The safe area adds on the axes that scroll.
    case scrollableAxes = 1
    /// The safe area never adds.
    case never = 2
    /// The safe area always adds.
    case always = 3
  }

  /// The insets of both scroll indicators; reading gives the vertical one's, as UIKit does
  /// since the two were split in iOS 13.
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  /// Shows the scroll indicators for a moment; none are drawn here, so this does nothing
  /// (UIKit: a brief flash, no other effect).
  public func flashScrollIndicators() {}

  /// The guide of the content area, for constraints that define the content size (UIKit's
  /// `contentLayoutGuide`); as for other guides, its `layoutFrame` is zero until constraints are
  /// solved.
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.scrollGuides.content { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    guide._owningView = self
    layoutState.scrollGuides.content = guide
    return guide
  }

  /// The guide of the scroll view's frame, which does not move with the content: its
  /// `layoutFrame` is the bounds (UIKit's `frameLayoutGuide`).
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.scrollGuides.frame { return guide }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    guide.coversBounds = true
    guide._owningView = self
    layoutState.scrollGuides.frame = guide
    return guide
  }

  /// Scrolls the least distance that makes `rect` (in the scroll view's coordinates) visible,
  /// within the scrollable range (S3); `animated` goes through `setContentOffset(_:animated:)`.
  ///
  /// UIKit does nothing when the rectangle is already visible. A rectangle larger than the
  /// bounds on an axis shows its leading part (our choice).
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let range = scrollableRange
    let size = _bounds.size
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ limits: ClosedRange<CGFloat>)
      -> CGFloat
    {
      var value = offset
      if high - low > length || low < offset {
        value = low
      } else if high > offset + length {
        value = high - length
      }
      return min(max(value, limits.lowerBound), limits.upperBound)
    }
    let rect = rect.standardized
    let target = CGPoint(
      x: axis(_bounds.origin.x, rect.minX, rect.maxX, size.width, range.x),
      y: axis(_bounds.origin.y, rect.minY, rect.maxY, size.height, range.y))
    guard target != _bounds.origin else { return }
    setContentOffset(target, animated: animated)
  }
}
