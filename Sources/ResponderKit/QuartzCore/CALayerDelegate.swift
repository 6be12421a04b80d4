import Foundation

/// What a layer asks its delegate: Core Animation's protocol, with default answers. A view is
/// its layer's delegate, as in UIKit.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Called by `CALayer.display()` (from a display pass or `displayIfNeeded()`, W1); the
  /// default records the layer's `draw(in:)`, an implementation replaces that drawing.
  func display(_ layer: CALayer)
  /// Draws the layer's content in `ctx`, called by `CALayer.draw(in:)` (W1): a view draws its
  /// `draw(_:)` there.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called by `CALayer.layoutSublayers()`.
  func layoutSublayers(of layer: CALayer)
  /// Called before `display(_:)`.
  func layerWillDraw(_ layer: CALayer)
  /// The action for the change named `event` of `layer`, or nil to let the layer search on;
  /// `NSNull` for none (V5).
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Records the layer's drawing (`CALayer.draw(in:)`, W1).
  public func display(_ layer: CALayer) { layer.recordContent() }
  /// Does nothing by default.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Does nothing by default.
  public func layoutSublayers(of layer: CALayer) {}
  /// Does nothing by default.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Nil by default: the layer searches on.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
