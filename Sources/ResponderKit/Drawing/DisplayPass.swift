import Foundation

/// Bumped whenever a layer is marked for display or a view enters a window: a display pass
/// that saw this value has nothing to display (W1: a clean pass costs a comparison).
@MainActor var displayMarkGeneration = 0

/// The display pass (W1): before a frame, or a step of the test kit's clock, every layer in a
/// window marked for display, and every view's layer never displayed whose class may draw, is
/// displayed — its `draw(_:)` recorded.
@MainActor enum DisplayPass {
  /// The generation the last pass saw.
  static var passGeneration = -1
  /// Whether a class's views draw anything: false once a view of it drew nothing through
  /// `UIView.draw(_:)`'s default, true once one drew something. Unknown classes may draw.
  static var classDraws: [ObjectIdentifier: Bool] = [:]
  /// Set by `UIView.draw(_:)`'s default: the view reached UIView's own (empty) drawing.
  static var baseDrawReached = false

  /// Whether views of `type` may draw: not known not to (W1).
  static func mayDraw(_ type: UIView.Type) -> Bool { classDraws[ObjectIdentifier(type)] ?? true }

  /// Displays what the windows need displayed, unless nothing was marked and no view entered
  /// a window since the last pass.
  static func run(_ windows: [UIWindow]) {
    guard displayMarkGeneration != passGeneration else { return }
    passGeneration = displayMarkGeneration
    for window in windows {
      window.forEachInSubtree { view in
        if let layer = view.rareState?.layer {
          layer.displayInPass(initial: mayDraw(type(of: view)))
        } else if mayDraw(type(of: view)) {
          view.layer.displayInPass(initial: true)
        }
      }
    }
  }
}

extension UIApplication {
  /// Rule W1: the display pass of every window — the layers marked for display and the views
  /// never displayed that may draw are displayed; nothing runs when nothing changed since the
  /// last pass. The test kit runs it where it lays out before a step of its clock, a backend
  /// before each frame.
  @_spi(Tools) public func displayMarkedLayers() {
    DisplayPass.run(_windows)
  }
}

extension UIView {
  /// What the view's layer recorded at its last display, without displaying it (empty for a
  /// view never displayed), then what the layers added to it with `addSublayer(_:)` render
  /// (W5), all in the view's bounds coordinates: what a backend's frame paints for the view (W2).
  @_spi(Tools) public var recordedDrawing: [DrawingCommand] {
    guard let layer = rareState?.layer else { return [] }
    if layer.ownSublayers.isEmpty { return layer.recordedCommands }
    let context = CGContext(size: bounds.size)
    context.replay(layer.recordedCommands)
    for sublayer in layer.ownSublayers {
      context.saveGState()
      context.concatenate(sublayer.transformToSuperlayer)
      sublayer.render(in: context)
      context.restoreGState()
    }
    return context.drawnCommands
  }

  /// Marks the layer for display if it displayed before (a drawn view whose content changed),
  /// without creating a layer.
  func setNeedsDisplayIfDisplayed() {
    rareState?.layer?.setNeedsDisplayIfDisplayed()
  }
}
