import Foundation

/// A bar of tabs: one control per item, side by side, each an equal share of the bar's width.
///
/// UIKit's `UITabBar` (rule N14). A touch-up inside an item's control selects it: in a bar of
/// its own, `selectedItem` becomes the item and the delegate hears `tabBar(_:didSelect:)`; in
/// a tab bar controller's bar, the controller decides (N14, N15) and is the bar's delegate.
/// A disabled item's control is disabled, so a touch on it reaches the bar (C3).
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// Told when the user selects an item.
  open weak var delegate: UITabBarDelegate?

  /// The items, in the order their controls appear, leading first.
  open var items: [UITabBarItem]? {
    didSet { rebuildButtons() }
  }

  /// Sets `items`; `animated` is accepted (nothing is animated).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// The selected item, shown as selected; nil for none. Setting it calls no delegate.
  open weak var selectedItem: UITabBarItem? {
    didSet { updateSelection() }
  }

  /// The tint of the items that are not selected, kept (nothing is drawn here).
  open var unselectedItemTintColor: UIColor?
  /// The bar's background tint, kept.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent, kept (default true).
  open var isTranslucent = true

  /// The tab bar controller whose bar this is: its touches go to the controller (N14).
  weak var owningController: UITabBarController?
  /// The controls that show the items, in the order of `items`.
  private var buttons: [TabBarButton] = []

  /// Creates a tab bar with no items.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a tab bar from an archive: no items (nothing is decoded).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Lays the items' controls out side by side, each an equal share of the width and the
  /// bar's full height (N14; our choice of layout).
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !buttons.isEmpty else { return }
    let width = bounds.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
      button.accessibilityLabel = button.item?.title
    }
  }

  /// Makes one control per item, in place of the old ones.
  private func rebuildButtons() {
    for button in buttons {
      if let item = button.item, item.shownView === button { item.shownView = nil }
      button.removeFromSuperview()
    }
    buttons = (items ?? []).map { item in
      let button = TabBarButton(item: item, bar: self)
      item.shownView = button
      addSubview(button)
      return button
    }
    if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
    updateSelection()
    setNeedsLayout()
  }

  /// Shows the selected item's control as selected.
  private func updateSelection() {
    for button in buttons { button.isSelected = button.item != nil && button.item === selectedItem }
  }

  /// Rule N14: a touch-up inside `item`'s control. A controller's bar hands it to the
  /// controller; a bar of its own selects the item and tells its delegate.
  fileprivate func itemTouchedUp(_ item: UITabBarItem) {
    if let owningController {
      owningController.userTouchedUp(item)
    } else {
      selectedItem = item
      delegate?.tabBar(self, didSelect: item)
    }
  }
}

/// The control a tab bar makes to show an item (UIKit's private `UITabBarButton`): a touch-up
/// inside it selects the item (N14).
final class TabBarButton: UIControl {
  weak var item: UITabBarItem?
  private weak var bar: UITabBar?

  init(item: UITabBarItem, bar: UITabBar) {
    self.item = item
    self.bar = bar
    super.init(frame: .zero)
    isEnabled = item.isEnabled
    isAccessibilityElement = true
    accessibilityLabel = item.title
    accessibilityTraits = .button
    addAction(
      UIAction { [weak self] _ in
        guard let self, let item = self.item, item.isEnabled else { return }
        self.bar?.itemTouchedUp(item)
      }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  /// Rule G11: refuses an ancestor's single tap, as a button does.
  override func builtInActionWins(over recognizer: UIGestureRecognizer) -> Bool {
    isAncestorSingleTap(recognizer)
  }
}
