import Foundation

/// The directions a popover's arrow may point, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set of directions from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The arrow points up: the popover is below its anchor.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// The arrow points down: the popover is above its anchor.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// The arrow points left: the popover is right of its anchor.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// The arrow points right: the popover is left of its anchor.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not known yet: the popover is not presented.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The messages a popover sends besides its presentation controller's (Q13); every one is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The popover is about to be presented as a popover: the last moment to set its anchor (Q13).
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// The presentation controller of a popover: on the pad idiom, the presented view beside its
/// anchor over a dimming view whose tap dismisses it; on the phone idiom, a sheet unless the
/// delegate keeps it a popover.
///
/// UIKit rule Q13. The anchor is `sourceView` (with `sourceRect` in its coordinates) or
/// `barButtonItem` (the view that shows it, whose bar's other items keep their touches); without
/// one,
/// the presentation reports `error reason=popoverWithoutAnchor` and does not happen (UIKit raises;
/// our choice to report). The dimming view covers the window: a touch on it at a point inside one
/// of `passthroughViews` goes to that view's own hit test, any other stays on the dimming view,
/// whose tap is a user dismissal (Q12). The popover's frame, `preferredContentSize` (or
/// ``InteractionConstants/popoverDefaultContentSize``) below the anchor, else above, kept
/// ``InteractionConstants/popoverMargin`` inside the window, is our choice. On the phone idiom
/// the delegate's `adaptivePresentationStyle(for:traitCollection:)` decides: `.none` keeps the
/// popover, `.fullScreen` or `.overFullScreen` gives that style, anything else
/// `adaptiveSheetPresentationController`'s sheet (Q8–Q12).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at (Q13).
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at (default zero: the view's origin).
  open var sourceRect: CGRect = .zero
  /// Views that keep their touches while the popover is shown: a touch on the dimming view inside
  /// one goes to it (Q13).
  open var passthroughViews: [UIView]?
  /// The bar button item the popover points at, in place of `sourceView` (Q13): the other items
  /// of its bar keep their touches, and a tap on the item itself lands on the dimming view and
  /// dismisses the popover.
  open var barButtonItem: UIBarButtonItem?

  /// The view the popover points at: `sourceView`, else the view that shows `barButtonItem`.
  var anchorView: UIView? { sourceView ?? barButtonItem?.shownView }

  /// The rectangle in `anchorView` the popover points at.
  var anchorRect: CGRect { sourceView != nil ? sourceRect : (anchorView?.bounds ?? .zero) }

  /// The views that keep their touches (Q13): `passthroughViews`, and with a bar button item
  /// anchor the other items' views in its bar.
  var effectivePassthroughViews: [UIView] {
    var views = passthroughViews ?? []
    if sourceView == nil, let itemView = barButtonItem?.shownView, let bar = itemView.superview {
      views += bar.subviews.filter { $0 !== itemView && $0 is BarItemControl }
    }
    return views
  }
  /// The directions the arrow may point (default `.any`).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
  /// Whether the popover may cover its anchor, kept (default false).
  open var canOverlapSourceViewRect = false
  /// The popover's background colour, kept (nothing is drawn).
  open var backgroundColor: UIColor?
  /// The direction the arrow points once presented as a popover; `.unknown` before.
  open var arrowDirection: UIPopoverArrowDirection { _arrowDirection }
  var _arrowDirection: UIPopoverArrowDirection = .unknown

  /// The sheet the popover becomes on the phone idiom (Q13): configure its detents here.
  open lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
    let sheet = UISheetPresentationController(presentedViewController: presentedViewController, presenting: _source)
    sheet.adaptedFrom = self
    return sheet
  }()

  /// The controller the popover adapted to on the phone idiom, while it runs the presentation.
  var adapted: UIPresentationController?

  override var active: UIPresentationController { adapted ?? self }

  /// Q13: on the phone idiom, unless the delegate answers `.none`, the presentation runs as a
  /// sheet (or the full-screen style the delegate names).
  override func activeForStart() -> UIPresentationController {
    adapted = nil
    let idiom = presentingViewController._view?._window?._application?.userInterfaceIdiom ?? .phone
    guard idiom == .phone else { return self }
    let traits = presentedViewController.traitCollection
    let style = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits) ?? .automatic
    let made: UIPresentationController
    switch style {
    case .none: return self
    case .fullScreen, .overFullScreen:
      made = UIPresentationController(
        presentedViewController: presentedViewController, presenting: _source, style: style)
      made.adaptedFrom = self
    default:
      made = adaptiveSheetPresentationController
    }
    made._presenting = _presenting
    adapted = made
    return made
  }

  /// Q13: a popover needs an anchor.
  override func startFault() -> EngineFault? {
    (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
    return anchorView == nil ? .popoverWithoutAnchor : nil
  }

  /// The popover's frame beside its anchor (Q13, our choice of placement).
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = _containerView else { return .zero }
    let bounds = container.bounds
    let margin = InteractionConstants.popoverMargin
    var size = presentedViewController.preferredContentSize
    if size.width <= 0 || size.height <= 0 { size = InteractionConstants.popoverDefaultContentSize }
    size.width = min(size.width, max(0, bounds.width - 2 * margin))
    size.height = min(size.height, max(0, bounds.height - 2 * margin))
    let anchor =
      anchorView.map { $0.convert(anchorRect, to: container) } ?? CGRect(x: bounds.midX, y: 0, width: 0, height: 0)
    let below = bounds.maxY - margin - (anchor.maxY + margin)
    let above = anchor.minY - margin - (bounds.minY + margin)
    var y: CGFloat
    if permittedArrowDirections.contains(.up)
      && (below >= size.height || !permittedArrowDirections.contains(.down) || below >= above)
    {
      y = anchor.maxY + margin
      size.height = min(size.height, max(0, below))
    } else {
      size.height = min(size.height, max(0, above))
      y = anchor.minY - margin - size.height
    }
    y = max(bounds.minY + margin, y)
    let x = min(max(bounds.minX + margin, anchor.midX - size.width / 2), bounds.maxX - margin - size.width)
    return CGRect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The dimming view, covering the container below the popover.
  var dimmingView: PopoverDimmingView?

  override func installChrome(in container: PresentationContainerView) {
    let dimming = PopoverDimmingView(popover: self, frame: container.bounds)
    let tap = UITapGestureRecognizer()
    tap.addTarget(self, action: UIPopoverPresentationController.dimmingViewTapped)
    dimming.addGestureRecognizer(tap)
    container.addSubview(dimming)
    dimmingView = dimming
  }

  override func layoutChrome() {
    guard let container = _containerView, let view = presentedView else { return }
    dimmingView?.frame = container.bounds
    _arrowDirection =
      view.frame.minY >= (anchorView.map { $0.convert(anchorRect, to: container).maxY } ?? 0) ? .up : .down
  }

  /// Q13: a tap on the dimming view is a user dismissal (Q12).
  func dimmingViewTapped() {
    attemptUserDismissal()
  }
}

/// A popover's dimming view (Q13): it covers the window; a point inside a passthrough view goes to
/// that view's own hit test.
final class PopoverDimmingView: UIView {
  weak var popover: UIPopoverPresentationController?

  init(popover: UIPopoverPresentationController, frame: CGRect) {
    self.popover = popover
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  /// Rule Q13: a passthrough view under the point (in this window) answers with its own hit
  /// test; otherwise the dimming view takes the touch.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let hit = super.hitTest(point, with: event) else { return nil }
    for view in popover?.effectivePassthroughViews ?? [] where view._window === _window && view._window != nil {
      let local = view.convert(point, from: self)
      guard view.point(inside: local, with: event) else { continue }
      if let answer = view.hitTest(local, with: event) { return answer }
    }
    return hit
  }
}
