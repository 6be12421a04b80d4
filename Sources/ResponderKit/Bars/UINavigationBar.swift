import Foundation

/// The bar at the top of a navigation controller's view: the top item's title, its back button
/// and its bar button items.
///
/// UIKit's `UINavigationBar`, rule N12. Its item views are controls: a touch-up inside the back
/// button asks the delegate `navigationBar(_:shouldPop:)` and, allowed, pops (a navigation
/// controller's bar pops its stack, animated, N3); a bar button item's control sends its
/// action. A hidden bar takes no touches (H2). Nothing is drawn; the title is kept as text.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// The bar's items, bottom first; the last is shown.
  open var items: [UINavigationItem]? {
    get { _items }
    set { setItems(newValue, animated: false) }
  }
  private var _items: [UINavigationItem]?

  /// The object asked before an item is popped by the back button.
  open weak var delegate: UINavigationBarDelegate?

  /// The navigation controller whose stack the bar shows, if any.
  weak var navigationController: UINavigationController?

  /// Whether the bar shows a large title for items that allow it (N12: heights only).
  open var prefersLargeTitles = false {
    didSet { navigationController?.viewIfLoaded?.setNeedsLayout() }
  }

  /// Whether the bar is translucent, kept.
  open var isTranslucent = true

  /// The bar's style, kept.
  open var barStyle: UIBarStyle = .default

  /// The bar's background tint, kept.
  open var barTintColor: UIColor?

  /// The title's text attributes, kept.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?

  /// The large title's text attributes, kept.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

  /// Creates a bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a bar from an archive: a bar with no items.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Makes a bar of the class given to `UINavigationController(navigationBarClass:toolbarClass:)`.
  ///
  /// A ResponderKit addition, as Swift makes an instance from a class only through a required
  /// initializer: every subclass that overrides `init(frame:)` and `init?(coder:)`, as UIKit
  /// subclasses do, inherits it, and it calls the subclass's `init(frame:)`.
  public required convenience init(navigationControllerFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// The item shown: the last of `items`.
  open var topItem: UINavigationItem? { _items?.last }

  /// The item below the top one, whose title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items = _items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Replaces the items; `animated` is accepted (nothing is drawn).
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    for item in _items ?? [] where item.bar === self { item.bar = nil }
    _items = items
    for item in items ?? [] { item.bar = self }
    setNeedsLayout()
  }

  /// Pushes `item` on a bar of its own (not a navigation controller's), asking the delegate.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
    setItems((_items ?? []) + [item], animated: animated)
    delegate?.navigationBar(self, didPush: item)
  }

  /// Pops the top item of a bar of its own and returns it; nil with none.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    guard var items = _items, let top = items.popLast() else { return nil }
    setItems(items, animated: animated)
    delegate?.navigationBar(self, didPop: top)
    return top
  }

  /// The back button's control while it is shown.
  private(set) var backButton: BarItemControl?
  private var itemViews: [UIView] = []
  private var titleLabel: UILabel?

  /// The back button's view while the bar shows one: what the test kit's `tapBackButton()`
  /// taps.
  @_spi(Tools) public var backButtonView: UIView? { backButton }

  /// N12: a touch-up inside the back button: `navigationBar(_:shouldPop:)`, then the pop.
  private func backButtonTapped() {
    guard let top = topItem else { return }
    guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return }
    if let navigationController {
      navigationController.popViewController(animated: true)
    } else {
      popItem(animated: true)
    }
  }

  /// Places the back button, the leading and trailing items and the title (N12).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = min(bounds.height, InteractionConstants.navigationBarHeight)
    let padding = InteractionConstants.barItemPadding
    var views: [UIView] = []
    var leading = padding
    if let top = topItem, top.showsBackButton(below: backItem), let backItem {
      let title = backItem.backTitleForNextItem
      let button = backButton ?? BarItemControl(title: title) { [weak self] _, _ in self?.backButtonTapped() }
      button.title = title
      button.accessibilityLabel = title.isEmpty ? "Back" : title
      button.frame = CGRect(x: leading, y: 0, width: BarItemControl.width(of: title), height: height)
      backButton = button
      views.append(button)
      leading = button.frame.maxX + padding
    } else {
      backButton = nil
    }
    let left = BarItemLayout.place(
      topItem?.leftBarButtonItems ?? [], in: self, from: leading, direction: 1, height: height)
    let right = BarItemLayout.place(
      topItem?.rightBarButtonItems ?? [], in: self, from: bounds.width - padding, direction: -1, height: height)
    views += left.views + right.views
    if let titleView = topItem?.titleView {
      let width = titleView.bounds.width > 0 ? titleView.bounds.width : max(0, right.end - left.end)
      titleView.frame = CGRect(x: (bounds.width - width) / 2, y: 0, width: width, height: height)
      views.append(titleView)
    } else if let title = topItem?.title {
      let label = titleLabel ?? UILabel()
      label.text = title
      label.frame = CGRect(x: left.end, y: 0, width: max(0, right.end - left.end), height: height)
      titleLabel = label
      views.append(label)
    }
    BarItemLayout.install(views, in: self, previous: itemViews)
    itemViews = views
  }
}

/// The look of a bar, with UIKit's raw values; kept, as nothing is drawn.
public enum UIBarStyle: Int, Hashable, Sendable {
  /// The default look.
  case `default` = 0
  /// A dark look.
  case black = 1
}
