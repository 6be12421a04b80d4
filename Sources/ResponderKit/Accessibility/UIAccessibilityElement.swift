import Foundation

/// An element for assistive technologies that is not a view: a region a custom-drawn view
/// describes (a bar of a chart, a cell of a calendar), listed in its container's
/// `accessibilityElements`. UIKit's `UIAccessibilityElement`, a responder.
///
/// Stored: every property keeps what code sets, with UIKit's defaults; no assistive technology
/// runs on Linux, and tests read the values.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
  /// Creates an element inside `container` (a view, or another element), as UIKit's
  /// `init(accessibilityContainer:)`.
  public init(accessibilityContainer container: Any) {
    _accessibilityContainer = container as AnyObject
    super.init()
  }

  private weak var _accessibilityContainer: AnyObject?

  /// The container the element belongs to, held weakly as UIKit does (the container holds its
  /// elements).
  open var accessibilityContainer: Any? {
    get { _accessibilityContainer }
    set { _accessibilityContainer = newValue as AnyObject? }
  }

  /// Whether assistive technologies treat the element as one (default true, as UIKit's).
  open var isAccessibilityElement = true
  /// The element's name, spoken first (default nil).
  open var accessibilityLabel: String?
  /// What activating the element does (default nil).
  open var accessibilityHint: String?
  /// The element's current value (default nil).
  open var accessibilityValue: String?
  /// The element's traits (default none).
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// A name for UI tests to find the element by (default nil).
  open var accessibilityIdentifier: String?

  /// The element's frame in screen coordinates (default `.zero`). Setting
  /// `accessibilityFrameInContainerSpace` replaces it with that frame converted from the
  /// container view's coordinates, as UIKit does.
  open var accessibilityFrame: CGRect = .zero

  private var frameInContainer: CGRect?

  /// The element's frame in its container view's coordinates; UIKit keeps
  /// `accessibilityFrame` following the container's position from it. Reading it before it is
  /// set returns `.zero`.
  open var accessibilityFrameInContainerSpace: CGRect {
    get { frameInContainer ?? .zero }
    set {
      frameInContainer = newValue
      if let view = _accessibilityContainer as? UIView {
        accessibilityFrame = view.convert(newValue, to: nil)
      } else {
        accessibilityFrame = newValue
      }
    }
  }

  /// The point an assistive technology taps to activate the element: the centre of
  /// `accessibilityFrame` unless set.
  open var accessibilityActivationPoint: CGPoint {
    get { activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
    set { activationPoint = newValue }
  }

  private var activationPoint: CGPoint?

  /// Called when an assistive technology activates the element; the default returns false.
  open func accessibilityActivate() -> Bool { false }
}
