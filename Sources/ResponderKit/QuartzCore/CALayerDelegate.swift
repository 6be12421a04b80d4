import Foundation

/// What a layer asks its delegate: Core Animation's protocol, with default answers. A view is
/// its layer's delegate, as in UIKit.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  /// Called by `CALayer.display()` (from `displayIfNeeded()`); nothing calls it on its own.
  func display(_ layer: CALayer)
  /// Called by `CALayer.layoutSublayers()`.
  func layoutSublayers(of layer: CALayer)
  /// Called before `display(_:)`.
  func layerWillDraw(_ layer: CALayer)
  /// The action for the change named `event` of `layer`, or nil to let the layer search on;
  /// `NSNull` for none (V5).
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Does nothing by default.
  public func display(_ layer: CALayer) {}
  /// Does nothing by default.
  public func layoutSublayers(of layer: CALayer) {}
  /// Does nothing by default.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Nil by default: the layer searches on.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
