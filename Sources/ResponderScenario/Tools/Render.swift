import Foundation
@_spi(Tools) import ResponderKit

extension ScenarioRunner {
  /// A picture of the app as SVG: windows and views drawn with their transforms and labelled
  /// by id, in each view's `color`; views that ignore touches hatched, hidden ones dashed; for
  /// each point, the hit test's path highlighted and the winner outlined; what views drew (their
  /// display lists, W2, after a display pass, W1) inside their shapes.
  ///
  /// Every shape's `id` is `view-<id>` (`window-<id>` for windows); the path's shapes carry the
  /// class `hit-path`, the winner's `winner`, and each point is a circle of class `touch-point`.
  /// A view's drawing is a group of class `drawing` in its shape's group, in the view's bounds
  /// coordinates through its `transform`, with a `path` (class `fill` or `stroke`), `text`,
  /// `rect` (class `gradient` or `clear`) or `g` (class `image`) for each command.
  public func renderSVG(points: [CGPoint]) -> String {
    let context = app.context
    application.displayMarkedLayers()
    var drawing = DrawingSVG(prefix: "drawing")
    let windows = application.windowsInHitTestOrder.reversed()
    var paths: [(point: CGPoint, hit: Set<String>, winner: String?)] = []
    for point in points {
      let explanation = explain(at: point)
      let hit = Set(explanation.visited.filter { $0.verdict == "hit" }.map(\.id))
      paths.append((point, hit, explanation.winner))
    }
    var extent = CGRect.null
    for window in windows { extent = extent.union(window.frame) }
    if extent.isNull { extent = CGRect(x: 0, y: 0, width: 100, height: 100) }
    extent = extent.insetBy(dx: -10, dy: -10)
    var body: [String] = []
    for window in windows {
      var stack: [(UIView, Int)] = [(window, 0)]
      // Back to front, parents before children: the painter's order.
      var order: [UIView] = []
      while let (view, _) = stack.popLast() {
        order.append(view)
        for subview in view.subviews.reversed() { stack.append((subview, 0)) }
      }
      for view in order {
        body.append(shape(for: view, in: window, paths: paths, context: context, drawing: &drawing))
      }
    }
    for (index, path) in paths.enumerated() {
      body.append(
        "<circle class='touch-point' id='touch-\(index + 1)' cx='\(Self.svgNumber(path.point.x))' "
          + "cy='\(Self.svgNumber(path.point.y))' r='6' fill='none' stroke='#d00' stroke-width='2'/>")
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(Self.svgNumber(extent.minX)) \(Self.svgNumber(extent.minY)) \(Self.svgNumber(extent.width)) \(Self.svgNumber(extent.height))" width="\(Self.svgNumber(extent.width))" height="\(Self.svgNumber(extent.height))" font-family="sans-serif" font-size="11">
      <defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#555" stroke-width="1.5"/></pattern>\(drawing.definitions.joined())</defs>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  private func shape(
    for view: UIView, in window: UIWindow, paths: [(point: CGPoint, hit: Set<String>, winner: String?)],
    context: ScriptContext, drawing: inout DrawingSVG
  ) -> String {
    let id = context.id(of: view)
    let b = view.bounds
    let corners = [
      CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
      CGPoint(x: b.minX, y: b.maxY),
    ].map { window.convert(toScreen: view === window ? $0 : view.convert($0, to: window)) }
    let pointsText = corners.map { "\(Self.svgNumber($0.x)),\(Self.svgNumber($0.y))" }.joined(separator: " ")
    let color = (view as? Scripted)?.script.color ?? "#cccccc"
    var classes = [view is UIWindow ? "window" : "view"]
    if paths.contains(where: { $0.hit.contains(id) }) { classes.append("hit-path") }
    if paths.contains(where: { $0.winner == id }) { classes.append("winner") }
    let isWinner = classes.contains("winner")
    let onPath = classes.contains("hit-path")
    let stroke = isWinner ? "#d00" : onPath ? "#f80" : "#333"
    let strokeWidth = isWinner ? 3 : onPath ? 2 : 1
    let dash = view.isHidden ? " stroke-dasharray='4 3'" : ""
    let fill = view.isHidden ? "none" : color
    let kind = view is UIWindow ? "window" : "view"
    let opacity = view is UIWindow ? "0.15" : "0.6"
    var svg =
      "<g id='\(kind)-\(Self.xml(id))' class='\(classes.joined(separator: " "))'><polygon points='\(pointsText)' "
      + "fill='\(fill)' fill-opacity='\(opacity)' stroke='\(stroke)' stroke-width='\(strokeWidth)'\(dash)/>"
    if !view.isUserInteractionEnabled {
      svg +=
        "<polygon class='non-interactive' points='\(pointsText)' fill='url(#hatch)' fill-opacity='0.5' stroke='none'/>"
    }
    let commands = view.isHidden ? [] : view.recordedDrawing
    if !commands.isEmpty {
      // The map from the view's bounds to the screen, from where three points land.
      let origin = corners[0]
      let unitX = window.convert(
        toScreen: view === window
          ? CGPoint(x: b.minX + 1, y: b.minY) : view.convert(CGPoint(x: b.minX + 1, y: b.minY), to: window))
      let unitY = window.convert(
        toScreen: view === window
          ? CGPoint(x: b.minX, y: b.minY + 1) : view.convert(CGPoint(x: b.minX, y: b.minY + 1), to: window))
      let toScreen = CGAffineTransform(translationX: -b.minX, y: -b.minY).concatenating(
        CGAffineTransform(
          a: unitX.x - origin.x, b: unitX.y - origin.y, c: unitY.x - origin.x, d: unitY.y - origin.y, tx: origin.x,
          ty: origin.y))
      svg += "<g class='drawing'\(DrawingSVG.matrix(toScreen))>\(drawing.elements(commands).joined())</g>"
    }
    let label = corners[0]
    svg +=
      "<text x='\(Self.svgNumber(label.x + 3))' y='\(Self.svgNumber(label.y + 12))' fill='#111'>\(Self.xml(id))</text></g>"
    return svg
  }

  static func svgNumber(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "'", with: "&apos;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
