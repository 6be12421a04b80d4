import Foundation
@_spi(Tools) import ResponderKit

/// Turns display lists (W2) into SVG elements for `responder render`: each command a `path`,
/// `text` or gradient-filled `rect`, inside `clipPath`s for its clips, with its CTM as the
/// element's `transform`.
@MainActor struct DrawingSVG {
  /// A prefix that keeps the ids of clip paths and gradients unique in one document.
  let prefix: String
  private var counter = 0
  /// The definitions (clip paths, gradients) the elements refer to.
  private(set) var definitions: [String] = []

  init(prefix: String) {
    self.prefix = prefix
  }

  /// The commands as SVG elements in painting order.
  mutating func elements(_ commands: [DrawingCommand]) -> [String] {
    commands.map { element($0) }
  }

  private mutating func nextID(_ kind: String) -> String {
    counter += 1
    return "\(prefix)-\(kind)-\(counter)"
  }

  private mutating func element(_ command: DrawingCommand) -> String {
    let matrix = Self.matrix(command.transform)
    let opacity = command.alpha == 1 ? "" : " opacity='\(ScenarioRunner.svgNumber(command.alpha))'"
    var body: String
    switch command.operation {
    case .fillPath(let path, let color, let rule):
      body =
        "<path class='fill' d='\(Self.pathData(path))'\(matrix) fill='\(Self.rgb(color))'"
        + " fill-opacity='\(ScenarioRunner.svgNumber(color.alpha))'\(rule == .evenOdd ? " fill-rule='evenodd'" : "")/>"
    case .strokePath(let path, let color, let style):
      let caps = ["butt", "round", "square"]
      let joins = ["miter", "round", "bevel"]
      let dash =
        style.dashLengths.isEmpty
        ? ""
        : " stroke-dasharray='\(style.dashLengths.map { ScenarioRunner.svgNumber($0) }.joined(separator: " "))'"
          + " stroke-dashoffset='\(ScenarioRunner.svgNumber(style.dashPhase))'"
      body =
        "<path class='stroke' d='\(Self.pathData(path))'\(matrix) fill='none' stroke='\(Self.rgb(color))'"
        + " stroke-opacity='\(ScenarioRunner.svgNumber(color.alpha))'"
        + " stroke-width='\(ScenarioRunner.svgNumber(style.lineWidth))'"
        + " stroke-linecap='\(caps[Int(style.lineCap.rawValue)])' stroke-linejoin='\(joins[Int(style.lineJoin.rawValue)])'"
        + " stroke-miterlimit='\(ScenarioRunner.svgNumber(style.miterLimit))'\(dash)/>"
    case .clear(let rect):
      body = "<rect class='clear' \(Self.rectAttributes(rect))\(matrix) fill='white'/>"
    case .image(let image, let rect):
      let points = CGSize(
        width: CGFloat(image.width) / image.recordedScale, height: CGFloat(image.height) / image.recordedScale)
      let scale = CGAffineTransform(
        scaleX: points.width > 0 ? rect.width / points.width : 1, y: points.height > 0 ? rect.height / points.height : 1
      )
      let placed = scale.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        .concatenating(command.transform)
      let inner = elements(image.drawnCommands).joined()
      body =
        "<g class='image'\(Self.matrix(placed))><rect x='0' y='0' width='\(ScenarioRunner.svgNumber(points.width))'"
        + " height='\(ScenarioRunner.svgNumber(points.height))' fill='none' stroke='#888' stroke-dasharray='2 2'/>"
        + "\(inner)</g>"
    case .linearGradient(let gradient, let start, let end, _):
      let id = nextID("gradient")
      definitions.append(
        "<linearGradient id='\(id)' gradientUnits='userSpaceOnUse' x1='\(ScenarioRunner.svgNumber(start.x))'"
          + " y1='\(ScenarioRunner.svgNumber(start.y))' x2='\(ScenarioRunner.svgNumber(end.x))'"
          + " y2='\(ScenarioRunner.svgNumber(end.y))'>\(Self.stops(gradient))</linearGradient>")
      body = "<rect class='gradient' \(Self.rectAttributes(Self.paintArea(command)))\(matrix) fill='url(#\(id))'/>"
    case .radialGradient(let gradient, let startCenter, _, let endCenter, let endRadius, _):
      let id = nextID("gradient")
      definitions.append(
        "<radialGradient id='\(id)' gradientUnits='userSpaceOnUse' cx='\(ScenarioRunner.svgNumber(endCenter.x))'"
          + " cy='\(ScenarioRunner.svgNumber(endCenter.y))' r='\(ScenarioRunner.svgNumber(endRadius))'"
          + " fx='\(ScenarioRunner.svgNumber(startCenter.x))' fy='\(ScenarioRunner.svgNumber(startCenter.y))'>"
          + "\(Self.stops(gradient))</radialGradient>")
      body = "<rect class='gradient' \(Self.rectAttributes(Self.paintArea(command)))\(matrix) fill='url(#\(id))'/>"
    case .text(let text):
      let anchor: String
      let x: CGFloat
      switch text.alignment {
      case .center: (anchor, x) = ("middle", text.rect.midX)
      case .right: (anchor, x) = ("end", text.rect.maxX)
      default: (anchor, x) = ("start", text.rect.minX)
      }
      body =
        "<text class='text' x='\(ScenarioRunner.svgNumber(x))'"
        + " y='\(ScenarioRunner.svgNumber(text.rect.minY + text.font.ascender))'\(matrix)"
        + " font-size='\(ScenarioRunner.svgNumber(text.font.pointSize))' text-anchor='\(anchor)'"
        + " fill='\(Self.rgb(text.color))' fill-opacity='\(ScenarioRunner.svgNumber(text.color.alpha))'>"
        + "\(ScenarioRunner.xml(text.string))</text>"
    }
    body = "<g class='command'\(opacity)>\(body)</g>"
    for region in command.clip.reversed() {
      let id = nextID("clip")
      definitions.append(
        "<clipPath id='\(id)'><path d='\(Self.pathData(region.path))'"
          + "\(region.rule == .evenOdd ? " clip-rule='evenodd'" : "")/></clipPath>")
      body = "<g clip-path='url(#\(id))'>\(body)</g>"
    }
    return body
  }

  /// The area a gradient fills in its user space: its clips' box, or a large square.
  private static func paintArea(_ command: DrawingCommand) -> CGRect {
    var box = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
    for region in command.clip { box = box.intersection(region.path.boundingBox) }
    if box.isNull { return .zero }
    return box.applying(command.transform.inverted())
  }

  private static func stops(_ gradient: CGGradient) -> String {
    zip(gradient.colors, gradient.locations).map { color, location in
      "<stop offset='\(ScenarioRunner.svgNumber(location))' stop-color='\(rgb(color))'"
        + " stop-opacity='\(ScenarioRunner.svgNumber(color.alpha))'/>"
    }.joined()
  }

  private static func rectAttributes(_ rect: CGRect) -> String {
    "x='\(ScenarioRunner.svgNumber(rect.minX))' y='\(ScenarioRunner.svgNumber(rect.minY))'"
      + " width='\(ScenarioRunner.svgNumber(rect.width))' height='\(ScenarioRunner.svgNumber(rect.height))'"
  }

  /// ` transform='matrix(…)'`, or nothing for the identity.
  static func matrix(_ t: CGAffineTransform) -> String {
    if t.isIdentity { return "" }
    let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { ScenarioRunner.svgNumber($0) }
    return " transform='matrix(\(values.joined(separator: " ")))'"
  }

  /// The colour as `#rrggbb`.
  static func rgb(_ color: CGColor) -> String {
    let ui = UIColor(cgColor: color)
    func hex(_ value: CGFloat) -> String {
      let byte = Int((min(1, max(0, value)) * 255).rounded())
      return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }
    return "#" + hex(ui.red) + hex(ui.green) + hex(ui.blue)
  }

  /// The path as SVG path data.
  static func pathData(_ path: CGPath) -> String {
    var parts: [String] = []
    func point(_ p: CGPoint) -> String { "\(ScenarioRunner.svgNumber(p.x)) \(ScenarioRunner.svgNumber(p.y))" }
    path.applyWithBlock { element in
      let points = element.pointee.points
      switch element.pointee.type {
      case .moveToPoint: parts.append("M\(point(points[0]))")
      case .addLineToPoint: parts.append("L\(point(points[0]))")
      case .addQuadCurveToPoint: parts.append("Q\(point(points[0])) \(point(points[1]))")
      case .addCurveToPoint: parts.append("C\(point(points[0])) \(point(points[1])) \(point(points[2]))")
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
