import Foundation

extension Timeline {
  private static let gutter = 240.0
  private static let plotWidth = 760.0
  private static let axisHeight = 44.0
  private static let laneHeight = 56.0

  /// The timeline as one self-contained HTML page: inline SVG lanes on a time axis in
  /// milliseconds, and a few lines of script that show an item's trace lines in a panel when
  /// the pointer is over it (each item's `<title>` holds them too). It loads nothing.
  ///
  /// The page is the same for the same run: the items in lane and time order, every number
  /// printed with a fixed number of decimals. After its script runs, `body` carries
  /// `data-ok="1"` and the counts of lanes and items (`data-lanes`, `data-items`), which a
  /// headless browser's `--dump-dom` shows.
  public var html: String {
    let axis = Self.axis(lanes: lanes, start: start, end: end)
    let x = { (t: Double) -> Double in axis.x(t) }
    let height = Self.axisHeight + Double(lanes.count) * Self.laneHeight + 8
    let width = Self.gutter + Self.plotWidth + 140
    var svg: [String] = []
    svg.append(
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(Self.n(width))" height="\##(Self.n(height))" viewBox="0 0 \##(Self.n(width)) \##(Self.n(height))" font-family="sans-serif" font-size="11">"##
    )
    svg.append(
      ##"<defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#e9d8f7"/><line x1="0" y1="0" x2="0" y2="6" stroke="#af52de" stroke-width="3"/></pattern></defs>"##
    )
    // The axis: ticks at a round number of milliseconds within each stretch where something
    // happens; an idle stretch is drawn narrow, with a break.
    svg.append(##"<g class="axis">"##)
    for piece in axis.pieces {
      guard piece.active else {
        let middle = (piece.x0 + piece.x1) / 2
        svg.append(
          ##"<path d="M\##(Self.n(middle - 5)) \##(Self.n(Self.axisHeight - 4))l6 -12m2 12l6 -12" stroke="#8e8e93" fill="none"/>"##
        )
        continue
      }
      svg.append(
        ##"<line x1="\##(Self.n(piece.x0))" y1="\##(Self.n(Self.axisHeight - 10))" x2="\##(Self.n(piece.x1))" y2="\##(Self.n(Self.axisHeight - 10))" stroke="#8e8e93"/>"##
      )
      var tick = (piece.t0 / axis.step - 1e-9).rounded(.up) * axis.step
      while tick <= piece.t1 + 1e-9 {
        let tx = x(tick)
        svg.append(
          ##"<line x1="\##(Self.n(tx))" y1="\##(Self.n(Self.axisHeight - 14))" x2="\##(Self.n(tx))" y2="\##(Self.n(height))" stroke="#e5e5ea"/><text x="\##(Self.n(tx))" y="\##(Self.n(Self.axisHeight - 18))" text-anchor="middle" fill="#3c3c43">\##(String(format: "%.0f", abs(tick) < 1e-9 ? 0 : tick * 1000))</text>"##
        )
        tick += axis.step
      }
    }
    svg.append(
      ##"<text x="\##(Self.n(Self.gutter - 8))" y="\##(Self.n(Self.axisHeight - 18))" text-anchor="end" fill="#3c3c43">ms</text>"##
    )
    svg.append("</g>")
    for (index, lane) in lanes.enumerated() {
      let top = Self.axisHeight + Double(index) * Self.laneHeight
      svg.append(
        ##"<g class="lane" data-kind="\##(Self.escape(lane.kind))" data-lane="\##(Self.escape(lane.id))">"##)
      svg.append(
        ##"<rect x="0" y="\##(Self.n(top))" width="\##(Self.n(width))" height="\##(Self.n(Self.laneHeight))" fill="\##(index % 2 == 0 ? "#ffffff" : "#f6f6f8")"/>"##
      )
      svg.append(
        ##"<text x="8" y="\##(Self.n(top + 22))" font-weight="bold" fill="#1c1c1e">\##(Self.escape(Self.clip(lane.title)))</text><text x="8" y="\##(Self.n(top + 38))" fill="#8e8e93">\##(Self.escape(lane.kind))</text>"##
      )
      let barTop = top + 24
      for item in lane.spans {
        let x0 = x(item.start)
        let w = max(x(item.end) - x0, 2)
        let isHold = item.kind == "hold"
        let y = isHold ? barTop + 14 : barTop
        let h = isHold ? 10.0 : 12.0
        let fill = isHold ? "url(#hatch)" : Self.colour(item.kind)
        var shape =
          ##"<rect x="\##(Self.n(x0))" y="\##(Self.n(y))" width="\##(Self.n(w))" height="\##(Self.n(h))" rx="2" fill="\##(fill)"/>"##
        if !item.label.isEmpty {
          shape +=
            ##"<text x="\##(Self.n(x0 + 2))" y="\##(Self.n(y + h + 9))" font-size="9" fill="#6e2a8c">\##(Self.escape(item.label))</text>"##
        }
        svg.append(Self.item("span " + item.kind, item.trace, shape))
      }
      for (markIndex, mark) in lane.marks.enumerated() {
        let mx = x(mark.t)
        let colour = Self.colour(mark.state)
        var shape: String
        switch mark.kind {
        case "moved":
          shape =
            ##"<line x1="\##(Self.n(mx))" y1="\##(Self.n(barTop))" x2="\##(Self.n(mx))" y2="\##(Self.n(barTop + 12))" stroke="#1c1c1e" stroke-width="1"/>"##
        case "began", "ended":
          shape =
            ##"<circle cx="\##(Self.n(mx))" cy="\##(Self.n(barTop + 6))" r="5" fill="\##(mark.kind == "began" ? "#1c1c1e" : "#ffffff")" stroke="#1c1c1e" stroke-width="2"/>"##
        case "cancelled", "cancel":
          shape =
            ##"<path d="M\##(Self.n(mx - 5)) \##(Self.n(barTop + 1))l10 10m0 -10l-10 10" stroke="#ff9500" stroke-width="3"/>"##
        case "action":
          shape =
            ##"<rect x="\##(Self.n(mx - 4))" y="\##(Self.n(barTop + 2))" width="8" height="8" transform="rotate(45 \##(Self.n(mx)) \##(Self.n(barTop + 6)))" fill="#5856d6"/>"##
        default:
          shape =
            ##"<line x1="\##(Self.n(mx))" y1="\##(Self.n(barTop - 6))" x2="\##(Self.n(mx))" y2="\##(Self.n(barTop + 16))" stroke="\##(colour)" stroke-width="3"/>"##
        }
        // An action sent again soon after with the same name (a pan's each change) is labelled once.
        let repeated =
          mark.kind == "action"
          && lane.marks[..<markIndex].last(where: { $0.kind == "action" && !$0.label.isEmpty }).map {
            $0.label == mark.label && mark.t - $0.t < 0.25
          } ?? false
        // A control's events besides its outcome (touchDown, primaryActionTriggered) are
        // marked; their names show on hover.
        if !mark.label.isEmpty, !repeated, mark.state != "event" {
          // Labels alternate between two rows so that neighbours overlap less.
          let labelY = top + (markIndex % 2 == 0 ? 12 : 21)
          shape +=
            ##"<text x="\##(Self.n(mx + 3))" y="\##(Self.n(labelY))" font-size="9" fill="\##(mark.kind == "state" ? colour : "#3c3c43")">\##(Self.escape(mark.label))</text>"##
        }
        svg.append(Self.item("mark " + mark.kind, mark.trace, shape))
      }
      svg.append("</g>")
    }
    svg.append("</svg>")
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>responder timeline</title>
      <style>
      body { font-family: sans-serif; margin: 12px; color: #1c1c1e; }
      .item { cursor: pointer; }
      .item:hover { opacity: 0.7; }
      #trace { white-space: pre-wrap; font: 12px monospace; background: #f2f2f7; border: 1px solid #d1d1d6; padding: 8px; min-height: 4em; }
      .legend span { display: inline-block; margin-right: 12px; }
      .legend i { display: inline-block; width: 12px; height: 10px; margin-right: 4px; vertical-align: middle; }
      </style>
      </head>
      <body>
      <div class="legend">\(Self.legend)</div>
      \(svg.joined(separator: "\n"))
      <pre id="trace">Point at an item to see its trace lines.</pre>
      <script>
      (function () {
        var panel = document.getElementById("trace");
        var items = document.querySelectorAll(".item");
        for (var i = 0; i < items.length; i++) {
          items[i].addEventListener("mouseenter", function (event) {
            panel.textContent = event.currentTarget.getAttribute("data-trace");
          });
        }
        document.body.setAttribute("data-lanes", String(document.querySelectorAll(".lane").length));
        document.body.setAttribute("data-items", String(items.length));
        document.body.setAttribute("data-ok", "1");
      })();
      </script>
      </body>
      </html>

      """
  }

  /// The time axis: stretches where something happens, scaled alike, and idle stretches longer
  /// than `idleGap` between them, each drawn `breakWidth` wide.
  struct Axis {
    struct Piece {
      var t0: Double
      var t1: Double
      var x0: Double
      var x1: Double
      var active: Bool
    }
    var pieces: [Piece]
    var step: Double

    func x(_ t: Double) -> Double {
      guard let piece = pieces.first(where: { t <= $0.t1 + 1e-12 }) ?? pieces.last else { return gutter }
      guard piece.t1 > piece.t0 else { return piece.x0 }
      return piece.x0 + (min(max(t, piece.t0), piece.t1) - piece.t0) / (piece.t1 - piece.t0) * (piece.x1 - piece.x0)
    }
  }

  private static let idleGap = 0.25
  private static let breakWidth = 36.0

  static func axis(lanes: [Lane], start: Double, end: Double) -> Axis {
    // Every time at which something starts, ends or happens; a stretch between two of them
    // longer than `idleGap` is idle unless a hold spans it: a wait is what the picture shows.
    var times = Set(lanes.flatMap { lane in lane.spans.flatMap { [$0.start, $0.end] } + lane.marks.map(\.t) })
    times.insert(start)
    times.insert(end)
    let sorted = times.sorted()
    var active: [(Double, Double)] = []
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      let held = lanes.contains { lane in
        lane.spans.contains { $0.kind == "hold" && $0.start <= a + 1e-9 && $0.end >= b - 1e-9 }
      }
      let idle = b - a > idleGap && !held
      if !idle, let last = active.last, abs(last.1 - a) < 1e-12 {
        active[active.count - 1].1 = b
      } else if !idle {
        active.append((a, b))
      }
    }
    if active.isEmpty { active = [(start, max(end, start + 0.001))] }
    let activeTime = active.reduce(0) { $0 + max($1.1 - $1.0, 0.001) }
    let gaps = active.count - 1 + (active[0].0 > start ? 1 : 0) + (active[active.count - 1].1 < end ? 1 : 0)
    let scale = (plotWidth - Double(gaps) * breakWidth) / activeTime
    var pieces: [Axis.Piece] = []
    var cursor = gutter
    var previousEnd = start
    for (a, b) in active {
      if a > previousEnd + 1e-12 {
        pieces.append(Axis.Piece(t0: previousEnd, t1: a, x0: cursor, x1: cursor + breakWidth, active: false))
        cursor += breakWidth
      }
      let width = max(b - a, 0.001) * scale
      pieces.append(Axis.Piece(t0: a, t1: b, x0: cursor, x1: cursor + width, active: true))
      cursor += width
      previousEnd = b
    }
    if end > previousEnd + 1e-12 {
      pieces.append(Axis.Piece(t0: previousEnd, t1: end, x0: cursor, x1: cursor + breakWidth, active: false))
    }
    return Axis(pieces: pieces, step: tickStep(activeTime / Double(active.count)))
  }

  private static let legend =
    [
      ("possible", "possible"), ("began", "began"), ("changed", "changed"), ("recognized", "ended / recognized"),
      ("failed", "failed"), ("cancelled", "cancelled"), ("tracking", "control tracking"),
    ].map { ##"<span><i style="background:\##(colour($0.0))"></i>\##($0.1)</span>"## }.joined()
    + ##"<span><i style="background:#e9d8f7;border:1px solid #af52de"></i>hold</span><span><i style="background:#5856d6"></i>action</span>"##

  private static func item(_ kind: String, _ trace: [String], _ shape: String) -> String {
    let text = escape(trace.joined(separator: "\n"))
    return ##"<g class="item \##(kind)" data-trace="\##(text)"><title>\##(text)</title>\##(shape)</g>"##
  }

  /// The colour of a state or outcome.
  static func colour(_ state: String) -> String {
    switch state {
    case "possible", "none", "notSelected", "notShown": return "#c7c7cc"
    case "began": return "#5ac8fa"
    case "changed": return "#007aff"
    case "ended", "recognized", "touchUpInside", "selected", "shown", "deselected": return "#34c759"
    case "failed", "touchUpOutside", "notTracked", "controlDisabled": return "#ff3b30"
    case "cancelled", "touchCancel": return "#ff9500"
    case "tracking", "selecting": return "#d1d1d6"
    case "down": return "#e5e5ea"
    default: return "#8e8e93"
    }
  }

  /// A round tick step, in seconds: 1, 2 or 5 times a power of ten milliseconds, about ten
  /// ticks over `span`.
  static func tickStep(_ span: Double) -> Double {
    let raw = span / 10
    var unit = 0.001
    while unit * 10 <= raw { unit *= 10 }
    for factor in [1.0, 2.0, 5.0] where unit * factor >= raw { return unit * factor }
    return unit * 10
  }

  private static func n(_ value: Double) -> String {
    var text = String(format: "%.1f", value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text == "-0" ? "0" : text
  }

  private static func clip(_ title: String) -> String {
    title.count > 34 ? String(title.prefix(33)) + "…" : title
  }

  /// Text for HTML: `&`, `<`, `>`, quotes and line breaks escaped, so it may stand in an
  /// attribute.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n": out += "&#10;"
      default: out.append(character)
      }
    }
    return out
  }
}
