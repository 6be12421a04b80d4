import Foundation

/// The layer and the tint: stored appearance, read back as set, off the touch path.
extension UIView: CALayerDelegate {
  /// How many live views have a tint of their own: while none has, moving a view cannot change
  /// its tint, and `addSubview(_:)` does not look (a count, not an "ever set" flag, so that one
  /// tint set long ago does not make every later insertion walk to the root).
  static var ownTintCount = 0

  /// The view's layer, created on first read as an instance of `layerClass` (`CALayer` unless
  /// overridden) and kept with the view's rare state, so a view that never asks has none.
  ///
  /// The layer reads and writes the view's geometry and the state hit testing uses (see
  /// `CALayer`): `view.layer.opacity = 0` hides the view from hit testing as `alpha = 0` does.
  public var layer: CALayer {
    if let layer = rareState?.layer { return layer }
    let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
    let layer = layerType.init()
    layer.owningView = self
    layer.isOpaque = true
    RareViewState.update(&rareState) { $0.layer = layer }
    return layer
  }

  /// The tint: the nearest own tint of the view or an ancestor, else system blue.
  var effectiveTintColor: UIColor {
    var view: UIView? = self
    while let current = view {
      if let tint = current.rareState?.tintColor { return tint }
      view = current._superview
    }
    return .systemBlue
  }

  func setOwnTintColor(_ color: UIColor?) {
    let had = rareState?.tintColor != nil
    if color != nil && !had { UIView.ownTintCount += 1 } else if color == nil && had { UIView.ownTintCount -= 1 }
    RareViewState.update(&rareState) { $0.tintColor = color }
    notifyTintChangeInSubtree()
  }

  /// Calls `tintColorDidChange()` on the view and on each descendant that inherits its tint,
  /// top-down.
  func notifyTintChangeInSubtree() {
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      view.tintColorDidChange()
      for subview in view._subviews.reversed() where subview.rareState?.tintColor == nil {
        pending.append(subview)
      }
    }
  }
}
