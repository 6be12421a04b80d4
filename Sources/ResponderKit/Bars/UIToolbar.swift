import Foundation

/// A bar of bar button items, at the bottom of a navigation controller's view or anywhere an app
/// puts it.
///
/// UIKit's `UIToolbar`, rule N12: its items are placed from the leading edge, a flexible space
/// sharing the width left over; each item's control sends the item's action on a touch-up
/// inside. A navigation controller's toolbar shows the top controller's `toolbarItems`, and is
/// hidden by default.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items shown, leading first.
  open var items: [UIBarButtonItem]? {
    get { _items }
    set { setItems(newValue, animated: false) }
  }
  private var _items: [UIBarButtonItem]?
  private var itemViews: [UIView] = []

  /// The bar's style, kept.
  open var barStyle: UIBarStyle = .default

  /// Whether the bar is translucent, kept.
  open var isTranslucent = true

  /// The bar's background tint, kept.
  open var barTintColor: UIColor?

  /// Creates a toolbar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a toolbar from an archive: a toolbar with no items.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes a toolbar of the class given to `UINavigationController(navigationBarClass:toolbarClass:)`.
  ///
  /// A ResponderKit addition, as Swift makes an instance from a class only through a required
  /// initializer: every subclass that overrides `init(frame:)` and `init?(coder:)`, as UIKit
  /// subclasses do, inherits it, and it calls the subclass's `init(frame:)`.
  public required convenience init(navigationControllerFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Replaces the items; `animated` is accepted (nothing is drawn).
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    _items = items
    setNeedsLayout()
  }

  /// Places the items from the leading edge; flexible spaces share what is left (N12).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let items = (_items ?? []).filter { !$0.isHidden }
    let padding = InteractionConstants.barItemPadding
    // A first pass without flexible spaces gives their share of the width.
    var fixed = padding
    var flexibleCount = 0
    for item in items {
      if item.systemItem == .flexibleSpace {
        flexibleCount += 1
        continue
      }
      let view = BarItemLayout.view(for: item, in: self)
      fixed += BarItemLayout.width(of: item, view: view) + (item.isSpace ? 0 : padding)
    }
    let share = flexibleCount > 0 ? max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
    var views: [UIView] = []
    var x = padding
    for item in items {
      if item.systemItem == .flexibleSpace {
        x += share
        continue
      }
      let placed = BarItemLayout.place([item], in: self, from: x, direction: 1, height: bounds.height)
      views += placed.views
      x = placed.end
    }
    BarItemLayout.install(views, in: self, previous: itemViews)
    itemViews = views
  }
}
