import Foundation

/// The abstract item of a bar: a title, an image and whether it is enabled; `UIBarButtonItem`
/// and `UITabBarItem` are its kinds.
///
/// UIKit's `UIBarItem`. An item is not a view: the bar that shows it makes a control for it
/// (N12, N14), and a touch on that control is a touch on the item. The test kit's
/// `tap(_ item: UIBarItem)` taps that control.
@preconcurrency @MainActor
open class UIBarItem {
  /// Creates an item with no title or image.
  public init() {}

  /// Creates an item from an archive: an empty item (nothing is decoded here).
  public required init?(coder: NSCoder) {}

  /// Whether the item takes touches; its control is disabled with it (C2).
  open var isEnabled = true {
    didSet { (shownView as? UIControl)?.isEnabled = isEnabled }
  }

  /// The item's title, shown by its bar.
  open var title: String? {
    didSet { shownView?.setNeedsLayout() }
  }

  /// The item's image, kept (nothing is drawn here).
  open var image: UIImage?

  /// The image for a compact-height bar, kept.
  open var landscapeImagePhone: UIImage?

  /// The image the large content viewer shows, kept.
  open var largeContentSizeImage: UIImage?

  /// Insets of the image, kept.
  open var imageInsets: UIEdgeInsets = .zero

  /// Insets of the compact-height image, kept.
  open var landscapeImagePhoneInsets: UIEdgeInsets = .zero

  /// A number the app chooses to tell items apart.
  open var tag = 0

  /// The accessibility label of the item's control, kept.
  open var accessibilityLabel: String?

  /// The accessibility identifier of the item's control, kept.
  open var accessibilityIdentifier: String?

  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Keeps the title's text attributes for a control state (nothing is drawn here).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's text attributes kept for `state`, or nil.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The view that shows the item in its bar, set by the bar; nil while no bar shows it.
  weak var shownView: UIView?

  /// The view a touch must reach to touch the item: the control its bar made for it, or its
  /// custom view; nil when no bar shows it.
  @_spi(Tools) public var viewShowingItem: UIView? { shownView }
}
