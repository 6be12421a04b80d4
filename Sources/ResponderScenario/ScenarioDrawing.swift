import Foundation
import ResponderKit

/// The layer that draws a scenario view's `drawing` shapes (ScenarioFormat.md, "Drawing"): a
/// sublayer of the view's layer at its bounds' origin, displayed by the display pass (W1) with
/// what it records in the view's bounds coordinates (W2).
final class ScenarioDrawingLayer: CALayer {
  var shapes: [DrawnShape] = []

  /// Gives `view` the drawing `shapes` (replacing the ones it had), marked for display.
  static func set(_ shapes: [DrawnShape], on view: UIView) {
    let existing = view.layer.sublayers?.compactMap { $0 as? ScenarioDrawingLayer }.first
    let layer = existing ?? ScenarioDrawingLayer()
    if existing == nil { view.layer.addSublayer(layer) }
    layer.shapes = shapes
    layer.setNeedsDisplay()
  }

  override func draw(in ctx: CGContext) {
    for shape in shapes {
      let path = CGMutablePath()
      switch shape.outline {
      case .rect(let rect): path.addRect(rect)
      case .oval(let rect): path.addEllipse(in: rect)
      case .points(let points):
        path.addLines(between: points)
        if shape.fill != nil, shape.stroke == nil { path.closeSubpath() }
      }
      if let fill = shape.fill {
        ctx.setFillColor(ViewProperties.color(fromHex: fill).cgColor)
        ctx.addPath(path)
        ctx.fillPath()
      }
      if let stroke = shape.stroke {
        ctx.setStrokeColor(ViewProperties.color(fromHex: stroke).cgColor)
        ctx.setLineWidth(CGFloat(shape.width))
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.addPath(path)
        ctx.strokePath()
      }
    }
  }
}
