import Foundation
@_spi(Tools) import ResponderKit

extension ScenarioRunner {
  /// The colours of the `--at` points, in order (the ninth point takes the first again).
  static let touchPalette = [
    "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#e377c2", "#8c564b",
  ]

  /// A picture of the app as SVG that explains itself: windows and views drawn with their
  /// transforms, filled with each view's `color` and named by id; a legend below the picture
  /// says what each mark means.
  ///
  /// - Views that ignore touches are hatched, hidden ones dashed; the part of a view that sticks
  ///   out of an ancestor whose `point(inside:with:)` refuses it (H5: drawn, but no finger reaches
  ///   it) is cross-hatched red, a `polygon` of class `dead-zone`.
  /// - A view that clips to its bounds (every scroll view) clips its subviews, through a
  ///   `clipPath`; a scroll view's content size is a dashed `rect` of class `content-size` and
  ///   its caption reads `viewport W×H, content W×H, offset X,Y`.
  /// - Each point has its own colour: its circle (class `touch-point`, id `touch-N`), the
  ///   outlines of its hit-test path and winner (class `touch-outline`) and its legend line
  ///   `touch N → ID` are drawn in it. The path's groups carry the class `hit-path`, the
  ///   winners' `winner`.
  /// - `lint`'s findings outline their views (class `lint-finding`) with a numbered badge, and
  ///   the legend lists them; views with gesture recognizers get a badge of their kinds
  ///   (`⊕ tap, pan`), controls one of their actions (`▶ save:`).
  /// - Labels never overprint: each takes the first free place around its view (LabelPlacer);
  ///   the footnote names those that found none. Views that lie wholly outside the windows are
  ///   not drawn but listed as `outside the picture: ID (x,y,w,h)`.
  ///
  /// Every view's shape is a group of id `view-<id>` (`window-<id>` for windows), in painter's
  /// order. A view's drawing is a group of class `drawing` in its shape's group, in the view's
  /// bounds coordinates through its `transform`, with a `path` (class `fill` or `stroke`),
  /// `text`, `rect` (class `gradient` or `clear`) or `g` (class `image`) for each command.
  public func renderSVG(points: [CGPoint]) -> String {
    let findings = lint()
    application.displayMarkedLayers()
    var touches: [RenderPicture.Touch] = []
    for (index, point) in points.enumerated() {
      let explanation = explain(at: point)
      touches.append(
        RenderPicture.Touch(
          number: index + 1, point: point,
          hit: Set(explanation.visited.filter { $0.verdict == "hit" }.map(\.id)), winner: explanation.winner,
          color: Self.touchPalette[index % Self.touchPalette.count]))
    }
    let context = app.context
    // The picture asks views `point(inside:with:)`; a scripted view reports those calls.
    let sink = context.sink
    context.sink = { _ in }
    defer { context.sink = sink }
    var picture = RenderPicture(
      context: context, windows: Array(application.windowsInHitTestOrder.reversed()), touches: touches,
      findings: findings)
    return picture.svg()
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

/// One `responder render` picture being built: the shapes in painter's order, then the labels
/// (placed last, over every shape), then the legend below the picture.
@MainActor struct RenderPicture {
  /// One `--at` point and what its hit test found.
  struct Touch {
    var number: Int
    var point: CGPoint
    var hit: Set<String>
    var winner: String?
    var color: String
  }

  let context: ScriptContext
  let windows: [UIWindow]
  let touches: [Touch]
  let findings: [LintFinding]
  /// The windows' area on the screen.
  let picture: CGRect
  /// The picture and its margin: where shapes and labels may go.
  let canvas: CGRect
  private var placer: LabelPlacer
  private var drawing = DrawingSVG(prefix: "drawing")
  private var definitions: [String] = []
  private var body: [String] = []
  private var outside: [String] = []
  private var clippedOut: [String] = []
  /// The lint findings' numbers by the id of the view they mark.
  private var findingNumbers: [String: [Int]] = [:]
  private var hasBadges = false
  private static let n = ScenarioRunner.svgNumber

  init(context: ScriptContext, windows: [UIWindow], touches: [Touch], findings: [LintFinding]) {
    self.context = context
    self.windows = windows
    self.touches = touches
    self.findings = findings
    var picture = CGRect.null
    for window in windows { picture = picture.union(window.frame) }
    if picture.isNull { picture = CGRect(x: 0, y: 0, width: 100, height: 100) }
    self.picture = picture
    canvas = picture.insetBy(dx: -10, dy: -10)
    placer = LabelPlacer(area: canvas)
    for (index, finding) in findings.enumerated() {
      guard let object = context.objects[finding.object] else { continue }
      let view = (object as? UIView) ?? (object as? UIGestureRecognizer)?.view
      guard let view, view.window != nil else { continue }
      findingNumbers[context.id(of: view), default: []].append(index + 1)
    }
  }

  /// The document.
  mutating func svg() -> String {
    for touch in touches {
      let box = CGRect(x: touch.point.x - 7, y: touch.point.y - 7, width: 14, height: 14)
      placer.reserve(box, text: "touch \(touch.number)", kind: "touch-point")
    }
    for window in windows { emit(window, in: window, clips: []) }
    for touch in touches {
      body.append(
        "<circle class='touch-point' id='touch-\(touch.number)' cx='\(Self.n(touch.point.x))'"
          + " cy='\(Self.n(touch.point.y))' r='6' fill='none' stroke='\(touch.color)' stroke-width='2'/>")
      let box = CGRect(x: touch.point.x - 7, y: touch.point.y - 7, width: 14, height: 14)
      placer.place(
        "\(touch.number)", around: box, positions: [.right, .left, .aboveRight, .belowRight, .above, .below],
        kind: "touch-label", fill: touch.color)
    }
    let legend = legendLines()
    let lineHeight: CGFloat = 14
    let legendTop = canvas.maxY + 4
    let width = max(
      canvas.width, (legend.map { LabelPlacer.boxSize($0.text, fontSize: 11).width }.max() ?? 0) + 8)
    let height = canvas.height + 4 + CGFloat(legend.count) * lineHeight + (legend.isEmpty ? 0 : 6)
    var legendSVG: [String] = []
    for (index, line) in legend.enumerated() {
      let y = legendTop + CGFloat(index + 1) * lineHeight
      legendSVG.append(
        "<text class='\(line.kind)' x='\(Self.n(canvas.minX + 4))' y='\(Self.n(y))' fill='\(line.fill)'>"
          + "\(ScenarioRunner.xml(line.text))</text>")
    }
    let viewBox = [canvas.minX, canvas.minY, width, height].map(Self.n).joined(separator: " ")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(viewBox)" width="\(Self.n(width))" height="\(Self.n(height))" font-family="sans-serif" font-size="11">
      <defs><pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="#555" stroke-width="1.5"/></pattern><pattern id="dead" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 0 L6 6 M6 0 L0 6" stroke="#d00" stroke-width="1"/></pattern><clipPath id="picture"><rect x="\(Self.n(canvas.minX))" y="\(Self.n(canvas.minY))" width="\(Self.n(canvas.width))" height="\(Self.n(canvas.height))"/></clipPath>\(definitions.joined())\(drawing.definitions.joined())</defs>
      <g class='picture' clip-path='url(#picture)'>
      \(body.joined(separator: "\n"))
      </g>
      <g class='labels'>\(placer.svg.joined())</g>
      <g class='legend'>\(legendSVG.joined())</g>
      </svg>

      """
  }

  // MARK: - Shapes

  /// The four corners of `rect` (in `view`'s bounds coordinates) on the screen.
  private func corners(_ rect: CGRect, of view: UIView, in window: UIWindow) -> [CGPoint] {
    [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.maxY),
    ].map { window.convert(toScreen: view === window ? $0 : view.convert($0, to: window)) }
  }

  private static func pointsText(_ corners: [CGPoint]) -> String {
    corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
  }

  private static func box(_ corners: [CGPoint]) -> CGRect {
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// Whether `box` (maybe of zero size) shares a point with the picture.
  private func meetsPicture(_ box: CGRect) -> Bool {
    box.maxX >= picture.minX && box.minX <= picture.maxX && box.maxY >= picture.minY && box.minY <= picture.maxY
  }

  /// Draws `view` and its subtree; `clips` are the screen boxes of the clipping ancestors.
  private mutating func emit(_ view: UIView, in window: UIWindow, clips: [CGRect]) {
    let id = context.id(of: view)
    let shapeCorners = corners(view.bounds, of: view, in: window)
    let screenBox = Self.box(shapeCorners)
    var visible = screenBox
    for clip in clips { visible = visible.intersection(clip) }
    // Out of a clipping ancestor's sight (a row scrolled away) is said as such, before
    // outside the picture.
    let isClippedOut = !clips.isEmpty && (visible.isNull || (visible.isEmpty && !screenBox.isEmpty))
    if !(view is UIWindow) && !isClippedOut && !meetsPicture(screenBox) {
      outside.append(
        "outside the picture: \(id) (\([screenBox.minX, screenBox.minY, screenBox.width, screenBox.height].map(Self.n).joined(separator: ",")))"
      )
    } else {
      body.append(shape(for: view, id: id, corners: shapeCorners, in: window, clips: clips))
      if isClippedOut {
        clippedOut.append(id)
      } else {
        label(view, id: id, visible: visible)
      }
    }
    guard !view.subviews.isEmpty else {
      contentSize(of: view, id: id, in: window, clips: clips)
      return
    }
    var inner = clips
    if view.clipsToBounds && !(view is UIWindow) {
      let clipID = "clip-\(ScenarioRunner.xml(id))"
      definitions.append("<clipPath id='\(clipID)'><polygon points='\(Self.pointsText(shapeCorners))'/></clipPath>")
      body.append("<g class='clip' clip-path='url(#\(clipID))'>")
      inner.append(screenBox)
    }
    for subview in view.subviews { emit(subview, in: window, clips: inner) }
    if inner.count > clips.count { body.append("</g>") }
    contentSize(of: view, id: id, in: window, clips: clips)
  }

  /// A scroll view's content size as a dashed outline over its subviews, and its caption.
  private mutating func contentSize(of view: UIView, id: String, in window: UIWindow, clips: [CGRect]) {
    guard let scrollView = view as? UIScrollView, !(view is UIWindow) else { return }
    let size = scrollView.contentSize
    let content = corners(CGRect(origin: .zero, size: size), of: view, in: window)
    body.append(
      "<polygon class='content-size' id='content-\(ScenarioRunner.xml(id))' points='\(Self.pointsText(content))'"
        + " fill='none' stroke='#06c' stroke-width='1' stroke-dasharray='6 3'/>")
    let viewport = scrollView.bounds
    let offset = scrollView.contentOffset
    let caption =
      "\(id): viewport \(Self.n(viewport.width))×\(Self.n(viewport.height)), content \(Self.n(size.width))×"
      + "\(Self.n(size.height)), offset \(Self.n(offset.x)),\(Self.n(offset.y))"
    var visible = Self.box(corners(view.bounds, of: view, in: window))
    for clip in clips { visible = visible.intersection(clip) }
    guard !visible.isNull else { return }
    placer.place(
      caption, around: visible,
      positions: [.insideBottomLeft, .below, .above, .insideBottomRight, .insideTopRight, .belowRight, .aboveRight],
      kind: "caption", fill: "#06c", fontSize: 9)
  }

  /// The view's name, its lint badge and its recognizer and action badges, where they fit.
  private mutating func label(_ view: UIView, id: String, visible: CGRect) {
    if let numbers = findingNumbers[id] {
      placer.place(
        "⚠" + numbers.map(String.init).joined(separator: ","), around: visible,
        positions: [.insideTopRight, .aboveRight, .belowRight, .right, .left], kind: "lint-badge", fill: "#b0b")
    }
    placer.place(id, around: visible, kind: view is UIWindow ? "label window-label" : "label")
    // The engine's own recognizers (a scroll view's content delay) have no name and no part
    // in the app's design; the ones the file or the engine names do.
    let kinds = (view.gestureRecognizers ?? []).filter { context.id(of: $0) != "unknown" }.map(Self.kind)
    if !kinds.isEmpty {
      hasBadges = true
      placer.place(
        "⊕ " + kinds.joined(separator: ", "), around: visible,
        positions: [.insideBottomRight, .insideBottomLeft, .belowRight, .below, .right], kind: "badge recognizers",
        fill: "#063")
    }
    if let control = view as? UIControl {
      let events = control.allControlEvents
      var actions: [String] = []
      for name in context.controlActions[ObjectIdentifier(control)] ?? [] where !actions.contains(name) {
        actions.append(name)
      }
      for target in control.allTargets.map({ Optional($0) }) + [nil] {
        for name in control.actions(forTarget: target, forControlEvent: events) ?? [] where !actions.contains(name) {
          actions.append(name)
        }
      }
      if actions.isEmpty && !events.isEmpty { actions = ["action"] }
      if !actions.isEmpty {
        hasBadges = true
        placer.place(
          "▶ " + actions.joined(separator: ", "), around: visible,
          positions: [.insideBottomLeft, .insideBottomRight, .below, .belowRight, .right], kind: "badge actions",
          fill: "#630")
      }
    }
  }

  /// A recognizer's kind as the scenario format names it (`tap`, `longPress`, …).
  private static func kind(_ recognizer: UIGestureRecognizer) -> String {
    switch recognizer {
    case is UITapGestureRecognizer: "tap"
    case is UILongPressGestureRecognizer: "longPress"
    case is UIScreenEdgePanGestureRecognizer: "edgePan"
    case is UIPanGestureRecognizer: "pan"
    case is UIPinchGestureRecognizer: "pinch"
    case is UIRotationGestureRecognizer: "rotation"
    case is UISwipeGestureRecognizer: "swipe"
    case is UIHoverGestureRecognizer: "hover"
    default: String(describing: type(of: recognizer))
    }
  }

  private mutating func shape(for view: UIView, id: String, corners: [CGPoint], in window: UIWindow, clips: [CGRect])
    -> String
  {
    let pointsText = Self.pointsText(corners)
    let color = (view as? Scripted)?.script.color ?? "#cccccc"
    var classes = [view is UIWindow ? "window" : "view"]
    if touches.contains(where: { $0.hit.contains(id) }) { classes.append("hit-path") }
    if touches.contains(where: { $0.winner == id }) { classes.append("winner") }
    let dash = view.isHidden ? " stroke-dasharray='4 3'" : ""
    let fill = view.isHidden ? "none" : color
    let kind = view is UIWindow ? "window" : "view"
    let opacity = view is UIWindow ? "0.15" : "0.6"
    var svg =
      "<g id='\(kind)-\(ScenarioRunner.xml(id))' class='\(classes.joined(separator: " "))'><polygon class='shape'"
      + " points='\(pointsText)' fill='\(fill)' fill-opacity='\(opacity)' stroke='#333' stroke-width='1'\(dash)/>"
    if !view.isUserInteractionEnabled {
      svg +=
        "<polygon class='non-interactive' points='\(pointsText)' fill='url(#hatch)' fill-opacity='0.5' stroke='none'/>"
    }
    let commands = view.isHidden ? [] : view.recordedDrawing
    if !commands.isEmpty {
      // The map from the view's bounds to the screen, from where three points land.
      let b = view.bounds
      let origin = corners[0]
      let unit = self.corners(CGRect(x: b.minX, y: b.minY, width: 1, height: 1), of: view, in: window)
      let toScreen = CGAffineTransform(translationX: -b.minX, y: -b.minY).concatenating(
        CGAffineTransform(
          a: unit[1].x - origin.x, b: unit[1].y - origin.y, c: unit[3].x - origin.x, d: unit[3].y - origin.y,
          tx: origin.x, ty: origin.y))
      svg += "<g class='drawing'\(DrawingSVG.matrix(toScreen))>\(drawing.elements(commands).joined())</g>"
    }
    for zone in deadZones(of: view, in: window) {
      svg += "<polygon class='dead-zone' points='\(Self.pointsText(zone))' fill='url(#dead)' stroke='none'/>"
    }
    if let numbers = findingNumbers[id] {
      let severity = numbers.contains { findings[$0 - 1].severity == "error" } ? "#b0b" : "#e90"
      svg +=
        "<polygon class='lint-finding' points='\(pointsText)' fill='none' stroke='\(severity)' stroke-width='2'"
        + " stroke-dasharray='2 2'/>"
    }
    // Each touch outlines its path and winner in its colour, a little inside the one before,
    // so two touches through one view both show.
    for touch in touches where touch.hit.contains(id) || touch.winner == id {
      let inset = CGFloat(touch.number - 1) * 2.5
      let b = view.bounds
      let rect = b.width > 2 * inset && b.height > 2 * inset ? b.insetBy(dx: inset, dy: inset) : b
      let isWinner = touch.winner == id
      svg +=
        "<polygon class='touch-outline touch-\(touch.number)\(isWinner ? " winner" : "")'"
        + " points='\(Self.pointsText(self.corners(rect, of: view, in: window)))' fill='none'"
        + " stroke='\(touch.color)' stroke-width='\(isWinner ? 3 : 1.5)'\(isWinner ? "" : " stroke-dasharray='5 3'")/>"
    }
    return svg + "</g>"
  }

  /// The parts of `view` that stick out of an ancestor which does not take touches there
  /// (its `point(inside:with:)` says false) though they are drawn (no ancestor clips them):
  /// H5's trap. Found on a grid of at most 32 cells a side, each row's run of dead cells one
  /// screen polygon.
  private func deadZones(of view: UIView, in window: UIWindow) -> [[CGPoint]] {
    guard !(view is UIWindow), !view.isHidden else { return [] }
    let bounds = view.bounds
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    var ancestors: [UIView] = []
    var protrudes = false
    var current = view.superview
    while let ancestor = current {
      ancestors.append(ancestor)
      let box = Self.box(
        [
          CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
          CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
        ].map { view.convert($0, to: ancestor) })
      if !ancestor.bounds.insetBy(dx: -0.01, dy: -0.01).contains(box) { protrudes = true }
      current = ancestor.superview
    }
    guard protrudes else { return [] }
    let columns = min(32, max(1, Int((bounds.width / 4).rounded(.up))))
    let rows = min(32, max(1, Int((bounds.height / 4).rounded(.up))))
    let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
    var zones: [[CGPoint]] = []
    for row in 0..<rows {
      var start: Int?
      for column in 0...columns {
        var dead = false
        if column < columns {
          let local = CGPoint(
            x: bounds.minX + (CGFloat(column) + 0.5) * cell.width, y: bounds.minY + (CGFloat(row) + 0.5) * cell.height)
          var refused = false
          var clipped = false
          for ancestor in ancestors {
            let point = view.convert(local, to: ancestor)
            if ancestor.clipsToBounds && !ancestor.bounds.contains(point) { clipped = true }
            if !refused && !ancestor.point(inside: point, with: nil) { refused = true }
          }
          dead = refused && !clipped
        }
        if dead && start == nil { start = column }
        if !dead, let first = start {
          let rect = CGRect(
            x: bounds.minX + CGFloat(first) * cell.width, y: bounds.minY + CGFloat(row) * cell.height,
            width: CGFloat(column - first) * cell.width, height: cell.height)
          zones.append(corners(rect, of: view, in: window))
          start = nil
        }
      }
    }
    return zones
  }

  // MARK: - Legend

  /// The legend's lines below the picture: the touches, the lint findings, the badges' key,
  /// the views outside the picture and out of sight, and the labels that found no place.
  private func legendLines() -> [(text: String, kind: String, fill: String)] {
    var lines: [(text: String, kind: String, fill: String)] = []
    for touch in touches {
      lines.append(
        (
          "● touch \(touch.number) → \(touch.winner ?? "nothing") (at \(Self.n(touch.point.x)),\(Self.n(touch.point.y)))",
          "legend-touch touch-\(touch.number)", touch.color
        ))
    }
    for (index, finding) in findings.enumerated() {
      lines.append(
        (
          "⚠\(index + 1) \(finding.severity) \(finding.kind) \(finding.object): \(finding.message)", "legend-lint",
          finding.severity == "error" ? "#b0b" : "#a60"
        ))
    }
    if hasBadges {
      lines.append(("⊕ gesture recognizers by kind, ▶ control actions", "legend-badges", "#333"))
    }
    for line in outside { lines.append((line, "outside", "#333")) }
    if !clippedOut.isEmpty {
      lines.append(("clipped out of sight: " + clippedOut.joined(separator: ", "), "clipped-out", "#333"))
    }
    if !placer.unplaced.isEmpty {
      lines.append(
        ("no room to label: " + placer.unplaced.map(\.text).joined(separator: ", "), "unplaced", "#333"))
    }
    return lines
  }
}
