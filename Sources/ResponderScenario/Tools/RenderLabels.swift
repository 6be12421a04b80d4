import Foundation

/// Places the text of `responder render` (views' names, scroll views' captions, badges, touch
/// numbers) so that no two boxes overlap: each item tries its candidate positions in order and
/// takes the first whose box meets no box placed before it and lies in the picture; an item
/// with no such position is not drawn, and the picture's footnote names it.
///
/// Text width is estimated, not measured: `characterWidth` times the character count at the
/// font size (a sans-serif font's average advance is about 0.6 em), so a box may be a little
/// wider than its text, never a box narrower than the estimate.
@MainActor struct LabelPlacer {
  /// Where an item may go around its anchor box, in the order it tries them.
  enum Position: CaseIterable {
    case insideTopLeft, above, below, insideTopRight, insideBottomLeft, insideBottomRight, aboveRight, belowRight
    case left, right
  }

  /// One placed item: its text, its box and the class its SVG elements carry.
  struct Placed {
    var text: String
    var box: CGRect
    var kind: String
    var fill: String
    var fontSize: CGFloat
  }

  /// The estimated advance of one character, in ems.
  static let characterWidth: CGFloat = 0.6
  /// The padding around the text inside its box.
  static let padding: CGFloat = 1.5

  /// The area the boxes must stay in.
  let area: CGRect
  private(set) var placed: [Placed] = []
  /// The items that found no place, in the order they were offered.
  private(set) var unplaced: [(text: String, kind: String)] = []

  init(area: CGRect) {
    self.area = area
  }

  /// The size of the box `text` gets at `fontSize`.
  static func boxSize(_ text: String, fontSize: CGFloat) -> CGSize {
    CGSize(
      width: CGFloat(text.count) * fontSize * characterWidth + 2 * padding, height: fontSize + 2 * padding)
  }

  /// Reserves `box` (a badge or a marker drawn elsewhere), so that no label covers it.
  mutating func reserve(_ box: CGRect, text: String, kind: String) {
    placed.append(Placed(text: text, box: box, kind: kind, fill: "none", fontSize: 0))
  }

  /// Places `text` at the first of `positions` around `anchor` whose box is free; returns the
  /// box, or nil (and records the item as unplaced).
  @discardableResult
  mutating func place(
    _ text: String, around anchor: CGRect, positions: [Position] = Position.allCases, kind: String,
    fill: String = "#111", fontSize: CGFloat = 11
  ) -> CGRect? {
    let size = Self.boxSize(text, fontSize: fontSize)
    for position in positions {
      let origin: CGPoint
      switch position {
      case .insideTopLeft: origin = CGPoint(x: anchor.minX + 2, y: anchor.minY + 2)
      case .insideTopRight: origin = CGPoint(x: anchor.maxX - 2 - size.width, y: anchor.minY + 2)
      case .insideBottomLeft: origin = CGPoint(x: anchor.minX + 2, y: anchor.maxY - 2 - size.height)
      case .insideBottomRight: origin = CGPoint(x: anchor.maxX - 2 - size.width, y: anchor.maxY - 2 - size.height)
      case .above: origin = CGPoint(x: anchor.minX, y: anchor.minY - size.height - 1)
      case .aboveRight: origin = CGPoint(x: anchor.maxX - size.width, y: anchor.minY - size.height - 1)
      case .below: origin = CGPoint(x: anchor.minX, y: anchor.maxY + 1)
      case .belowRight: origin = CGPoint(x: anchor.maxX - size.width, y: anchor.maxY + 1)
      case .left: origin = CGPoint(x: anchor.minX - size.width - 1, y: anchor.midY - size.height / 2)
      case .right: origin = CGPoint(x: anchor.maxX + 1, y: anchor.midY - size.height / 2)
      }
      let box = CGRect(origin: origin, size: size)
      // An inside position needs the anchor to hold the box.
      let inside = [.insideTopLeft, .insideTopRight, .insideBottomLeft, .insideBottomRight].contains(position)
      if inside && !anchor.insetBy(dx: 1, dy: 1).contains(box) { continue }
      guard area.contains(box), !placed.contains(where: { $0.box.intersects(box) }) else { continue }
      placed.append(Placed(text: text, box: box, kind: kind, fill: fill, fontSize: fontSize))
      return box
    }
    unplaced.append((text, kind))
    return nil
  }

  /// The placed items that are text (not reserved boxes) as SVG: a white box of class
  /// `label-box` under a `text` of the item's class, in placing order.
  var svg: [String] {
    placed.filter { $0.fontSize > 0 }.map { item in
      let n = ScenarioRunner.svgNumber
      return
        "<g class='\(item.kind)'><rect class='label-box' x='\(n(item.box.minX))' y='\(n(item.box.minY))'"
        + " width='\(n(item.box.width))' height='\(n(item.box.height))' fill='white' fill-opacity='0.8'/>"
        + "<text x='\(n(item.box.minX + Self.padding))' y='\(n(item.box.minY + Self.padding + item.fontSize * 0.8))'"
        + " font-size='\(n(item.fontSize))' fill='\(item.fill)'>\(ScenarioRunner.xml(item.text))</text></g>"
    }
  }
}
