import Foundation

/// How a navigation bar or a toolbar places its bar button items' views (N12), in one place for
/// both bars.
@MainActor
enum BarItemLayout {
  /// The view that shows `item` in `bar`: its custom view, else the control the bar made for
  /// it before, else a new one; nil for a space or a hidden item.
  static func view(for item: UIBarButtonItem, in bar: UIView) -> UIView? {
    guard !item.isSpace, !item.isHidden else { return nil }
    if let custom = item.customView {
      item.shownView = custom
      return custom
    }
    let title = item.title ?? item.systemItem?.title ?? ""
    if let control = item.shownView as? BarItemControl, control.superview === bar {
      control.title = title
      control.isEnabled = item.isEnabled
      return control
    }
    let control = BarItemControl(title: title) { [weak item] control, event in
      item?.perform(for: event, from: control)
    }
    control.isEnabled = item.isEnabled
    item.shownView = control
    return control
  }

  /// The width `item` takes: its own width when set, else its custom view's, else its title's.
  static func width(of item: UIBarButtonItem, view: UIView?) -> CGFloat {
    if item.width > 0 { return item.width }
    if let custom = item.customView { return custom.bounds.width }
    guard let control = view as? BarItemControl else { return 0 }
    return BarItemControl.width(of: control.title)
  }

  /// Places `items` in a row from `x` toward `direction` (1 rightward, −1 leftward) at the
  /// vertical centre of `height`; returns the views placed and where the row ends.
  static func place(
    _ items: [UIBarButtonItem], in bar: UIView, from x: CGFloat, direction: CGFloat, height: CGFloat
  ) -> (views: [UIView], end: CGFloat) {
    var views: [UIView] = []
    var x = x
    for item in items {
      let view = view(for: item, in: bar)
      let width = width(of: item, view: view)
      if let view {
        let itemHeight = item.customView != nil && view.bounds.height > 0 ? min(view.bounds.height, height) : height
        let originX = direction > 0 ? x : x - width
        view.frame = CGRect(x: originX, y: (height - itemHeight) / 2, width: width, height: itemHeight)
        views.append(view)
      }
      x += direction * (width + (item.isSpace ? 0 : InteractionConstants.barItemPadding))
    }
    return (views, x)
  }

  /// Makes `views` the bar's item views: adds those not in it, removes the item views no
  /// longer shown (their touches are cancelled, A4), keeps the rest where they are.
  static func install(_ views: [UIView], in bar: UIView, previous: [UIView]) {
    for old in previous where !views.contains(where: { $0 === old }) && old.superview === bar {
      old.removeFromSuperview()
    }
    for view in views where view.superview !== bar { bar.addSubview(view) }
  }
}
