import Foundation

/// One element of a path as ResponderKit stores it: the points of `CGPathElement`, by value.
enum PathSegment: Equatable {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint)
  case close

  /// The point the segment ends at (nil for a close, which ends at its subpath's start).
  var end: CGPoint? {
    switch self {
    case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
    case .close: nil
    }
  }

  func applying(_ t: CGAffineTransform) -> PathSegment {
    switch self {
    case .move(let p): .move(p.applying(t))
    case .line(let p): .line(p.applying(t))
    case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
    case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: .close
    }
  }
}

/// The geometry shared by `CGPath` and `UIBezierPath`: building arcs, flattening curves,
/// containment and bounds.
///
/// Containment is exact to well under a hundredth of a point: arcs are cubic curves of at most
/// 45° each (radial error under 4.3 × 10⁻⁶ of the radius, 0.0002 pt for a 50 pt circle), and
/// curves are flattened into chords that stay within `flatteningTolerance` of the curve.
enum PathGeometry {
  /// The largest distance between a curve and the chords it is flattened into, in points.
  static let flatteningTolerance: CGFloat = 0.001

  /// Appends `segment` to `segments` as Core Graphics does: a line or curve with no current
  /// point is dropped, and one right after a close starts at the closed subpath's start.
  static func append(_ segment: PathSegment, to segments: inout [PathSegment]) {
    switch segment {
    case .move:
      segments.append(segment)
    case .close:
      guard let last = segments.last, last != .close else { return }
      segments.append(.close)
    case .line, .quad, .cubic:
      guard let last = segments.last else { return }
      if last == .close { segments.append(.move(currentPoint(segments))) }
      segments.append(segment)
    }
  }

  /// The end of the last element; a close ends at its subpath's start; `.zero` for no element.
  static func currentPoint(_ segments: [PathSegment]) -> CGPoint {
    guard let last = segments.last else { return .zero }
    if let end = last.end { return end }
    for segment in segments.reversed() { if case .move(let p) = segment { return p } }
    return .zero
  }

  /// Appends an arc of `delta` radians (positive: angles growing, clockwise on a y-down screen)
  /// from `start`, on an ellipse of radii `rx`, `ry`, as cubic curves of at most 45° each: a
  /// line to its start from the current point, or a move when there is none or the last
  /// subpath is closed.
  static func appendArc(
    center: CGPoint, radius: CGFloat, start: CGFloat, delta: CGFloat, transform: CGAffineTransform,
    to segments: inout [PathSegment]
  ) {
    appendArc(
      center: center, rx: radius, ry: radius, start: start, delta: delta, transform: transform, to: &segments)
  }

  /// The elliptical form of `appendArc(center:radius:start:delta:transform:to:)`.
  static func appendArc(
    center: CGPoint, rx: CGFloat, ry: CGFloat, start: CGFloat, delta: CGFloat, transform: CGAffineTransform,
    to segments: inout [PathSegment]
  ) {
    func point(_ angle: CGFloat) -> CGPoint {
      let (c, s) = cosSin(angle)
      return CGPoint(x: center.x + rx * c, y: center.y + ry * s).applying(transform)
    }
    let first = point(start)
    if let last = segments.last, last != .close {
      if currentPoint(segments) != first { segments.append(.line(first)) }
    } else {
      segments.append(.move(first))
    }
    guard delta != 0, delta.isFinite else { return }
    let count = Int((abs(delta) / (.pi / 4)).rounded(.up))
    let step = delta / CGFloat(count)
    let k = 4 / 3 * tan(step / 4)
    var a0 = start
    for index in 1...count {
      let a1 = index == count ? start + delta : start + step * CGFloat(index)
      let (cos0, sin0) = cosSin(a0)
      let (cos1, sin1) = cosSin(a1)
      let p0 = CGPoint(x: center.x + rx * cos0, y: center.y + ry * sin0)
      let p3 = CGPoint(x: center.x + rx * cos1, y: center.y + ry * sin1)
      let c1 = CGPoint(x: p0.x - k * rx * sin0, y: p0.y + k * ry * cos0)
      let c2 = CGPoint(x: p3.x + k * rx * sin1, y: p3.y - k * ry * cos1)
      segments.append(.cubic(c1.applying(transform), c2.applying(transform), p3.applying(transform)))
      a0 = a1
    }
  }

  /// The cosine and sine of `angle`, exact at multiples of a right angle, so that circles and
  /// rounded rectangles have the bounds of their rectangles.
  static func cosSin(_ angle: CGFloat) -> (CGFloat, CGFloat) {
    let quarters = angle / (.pi / 2)
    let whole = quarters.rounded()
    guard abs(quarters - whole) < 1e-12, abs(whole) < 1e9 else { return (cos(angle), sin(angle)) }
    switch ((Int(whole) % 4) + 4) % 4 {
    case 0: return (1, 0)
    case 1: return (0, 1)
    case 2: return (-1, 0)
    default: return (0, -1)
    }
  }

  /// The signed sweep from `start` to `end` going with growing angles (`increasing`) or against
  /// them: at most one full turn; an end behind the start goes round to it.
  static func sweep(start: CGFloat, end: CGFloat, increasing: Bool) -> CGFloat {
    let twoPi = 2 * CGFloat.pi
    var d = increasing ? end - start : start - end
    if d >= twoPi {
      d = twoPi
    } else if d < 0 {
      d = d.truncatingRemainder(dividingBy: twoPi)
      if d < 0 { d += twoPi }
    }
    return increasing ? d : -d
  }

  /// Appends a rectangle's subpath: its four corners from the origin, closed (Core Graphics'
  /// order: clockwise on a y-down screen).
  static func appendRect(_ rect: CGRect, transform: CGAffineTransform, to segments: inout [PathSegment]) {
    let r = rect.standardized
    segments.append(.move(CGPoint(x: r.minX, y: r.minY).applying(transform)))
    segments.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
    segments.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
    segments.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
    segments.append(.close)
  }

  /// Appends the ellipse inscribed in `rect`, from its right midpoint, clockwise on a y-down
  /// screen, closed.
  static func appendEllipse(in rect: CGRect, transform: CGAffineTransform, to segments: inout [PathSegment]) {
    let r = rect.standardized
    var own: [PathSegment] = []
    appendArc(
      center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, start: 0, delta: 2 * .pi,
      transform: transform, to: &own)
    own.append(.close)
    segments += own
  }

  /// Appends a rounded rectangle, clockwise on a y-down screen from the end of the top-left
  /// corner, closed. `radii` gives each corner's radii (top-left, top-right, bottom-right,
  /// bottom-left); a zero radius makes a square corner.
  static func appendRoundedRect(
    _ rect: CGRect, radii: [CGSize], transform: CGAffineTransform, to segments: inout [PathSegment]
  ) {
    let r = rect.standardized
    var own: [PathSegment] = []
    let tl = radii[0]
    let tr = radii[1]
    let br = radii[2]
    let bl = radii[3]
    own.append(.move(CGPoint(x: r.minX + tl.width, y: r.minY).applying(transform)))
    func corner(_ size: CGSize, _ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat, _ sharp: CGPoint) {
      if size.width > 0 && size.height > 0 {
        appendArc(
          center: CGPoint(x: cx, y: cy), rx: size.width, ry: size.height, start: start, delta: .pi / 2,
          transform: transform, to: &own)
      } else {
        own.append(.line(sharp.applying(transform)))
      }
    }
    corner(tr, r.maxX - tr.width, r.minY + tr.height, -.pi / 2, CGPoint(x: r.maxX, y: r.minY))
    corner(br, r.maxX - br.width, r.maxY - br.height, 0, CGPoint(x: r.maxX, y: r.maxY))
    corner(bl, r.minX + bl.width, r.maxY - bl.height, .pi / 2, CGPoint(x: r.minX, y: r.maxY))
    corner(tl, r.minX + tl.width, r.minY + tl.height, .pi, CGPoint(x: r.minX, y: r.minY))
    own.append(.close)
    segments += own
  }

  /// Appends an arc tangent to the lines from the current point to `t1` and from `t1` to `t2`,
  /// as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line to the first tangent
  /// point, then the arc; a line to `t1` when the lines are parallel or the radius is zero.
  static func appendTangentArc(
    _ t1: CGPoint, _ t2: CGPoint, radius: CGFloat, transform: CGAffineTransform, to segments: inout [PathSegment]
  ) {
    guard !segments.isEmpty else { return }
    let inverse = transform.inverted()
    let p0 = currentPoint(segments).applying(inverse)
    let u = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y)
    let v = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
    let lu = hypot(u.x, u.y)
    let lv = hypot(v.x, v.y)
    let cross = u.x * v.y - u.y * v.x
    guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
      append(.line(t1.applying(transform)), to: &segments)
      return
    }
    let un = CGPoint(x: u.x / lu, y: u.y / lu)
    let vn = CGPoint(x: v.x / lv, y: v.y / lv)
    let angle = acos(max(-1, min(1, un.x * vn.x + un.y * vn.y)))
    let distance = radius / tan(angle / 2)
    let a = CGPoint(x: t1.x + un.x * distance, y: t1.y + un.y * distance)
    let bisector = CGPoint(x: un.x + vn.x, y: un.y + vn.y)
    let lb = hypot(bisector.x, bisector.y)
    let centreDistance = radius / sin(angle / 2)
    let c = CGPoint(x: t1.x + bisector.x / lb * centreDistance, y: t1.y + bisector.y / lb * centreDistance)
    let b = CGPoint(x: t1.x + vn.x * distance, y: t1.y + vn.y * distance)
    let start = atan2(a.y - c.y, a.x - c.x)
    var delta = atan2(b.y - c.y, b.x - c.x) - start
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    appendArc(center: c, rx: radius, ry: radius, start: start, delta: delta, transform: transform, to: &segments)
  }

  // MARK: Flattening and containment

  /// The subpaths as polygons (each implicitly closed), curves flattened within
  /// `flatteningTolerance`.
  static func polygons(_ segments: [PathSegment]) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    var current: [CGPoint] = []
    var point = CGPoint.zero
    func finish() {
      if current.count > 1 { result.append(current) }
      current = []
    }
    for segment in segments {
      switch segment {
      case .move(let p):
        finish()
        current = [p]
        point = p
      case .line(let p):
        current.append(p)
        point = p
      case .quad(let c, let p):
        let d = hypot(point.x - 2 * c.x + p.x, point.y - 2 * c.y + p.y)
        let n = pieces(sqrt(d / (4 * flatteningTolerance)))
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let s = 1 - t
          current.append(
            CGPoint(
              x: s * s * point.x + 2 * s * t * c.x + t * t * p.x, y: s * s * point.y + 2 * s * t * c.y + t * t * p.y))
        }
        point = p
      case .cubic(let c1, let c2, let p):
        let d1 = hypot(point.x - 2 * c1.x + c2.x, point.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
        let n = pieces(sqrt(0.75 * max(d1, d2) / flatteningTolerance))
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let s = 1 - t
          let a = s * s * s
          let b = 3 * s * s * t
          let cc = 3 * s * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * point.x + b * c1.x + cc * c2.x + d * p.x, y: a * point.y + b * c1.y + cc * c2.y + d * p.y))
        }
        point = p
      case .close:
        if let first = current.first { point = first }
        finish()
      }
    }
    finish()
    return result
  }

  private static func pieces(_ value: CGFloat) -> Int {
    guard value.isFinite else { return 1 }
    return max(1, min(100_000, Int(value.rounded(.up))))
  }

  /// Whether `point` is inside the polygons by the nonzero winding rule or, with `evenOdd`, the
  /// even-odd rule.
  static func contains(_ point: CGPoint, polygons: [[CGPoint]], evenOdd: Bool) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons {
      var a = polygon[polygon.count - 1]
      for b in polygon {
        if a.y <= point.y {
          if b.y > point.y && side(a, b, point) > 0 {
            winding += 1
            crossings += 1
          }
        } else if b.y <= point.y && side(a, b, point) < 0 {
          winding -= 1
          crossings += 1
        }
        a = b
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// Positive when `p` is left of the line from `a` to `b` (in a y-up sense), negative when right.
  private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  // MARK: Bounds and rewriting

  /// The smallest rectangle holding every point of the segments, control points included
  /// (`CGPath.boundingBox`); `CGRect.null` for no points.
  static func controlBounds(_ segments: [PathSegment]) -> CGRect {
    var points: [CGPoint] = []
    for segment in segments {
      switch segment {
      case .move(let p), .line(let p): points.append(p)
      case .quad(let c, let p): points += [c, p]
      case .cubic(let c1, let c2, let p): points += [c1, c2, p]
      case .close: break
      }
    }
    return box(points)
  }

  /// The smallest rectangle holding the path itself, curves' extremes solved exactly
  /// (`CGPath.boundingBoxOfPath`).
  static func tightBounds(_ segments: [PathSegment]) -> CGRect {
    var points: [CGPoint] = []
    var point = CGPoint.zero
    var start = CGPoint.zero
    for segment in segments {
      switch segment {
      case .move(let p):
        points.append(p)
        point = p
        start = p
      case .line(let p):
        points.append(p)
        point = p
      case .quad(let c, let p):
        // As a cubic with the same curve.
        let c1 = CGPoint(x: point.x + 2 / 3 * (c.x - point.x), y: point.y + 2 / 3 * (c.y - point.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        points += cubicExtremes(point, c1, c2, p)
        point = p
      case .cubic(let c1, let c2, let p):
        points += cubicExtremes(point, c1, c2, p)
        point = p
      case .close:
        point = start
      }
    }
    return box(points)
  }

  /// The end point and the points where the cubic's x or y is extreme.
  private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    var result = [p3]
    func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
      // The derivative's coefficients: a t² + b t + c.
      let a = -a0 + 3 * a1 - 3 * a2 + a3
      let b = 2 * (a0 - 2 * a1 + a2)
      let c = a1 - a0
      if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
      let disc = b * b - 4 * a * c
      guard disc >= 0 else { return [] }
      let root = disc.squareRoot()
      return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }
    for t in roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y) where t > 0 && t < 1 {
      let s = 1 - t
      let a = s * s * s
      let b = 3 * s * s * t
      let c = 3 * s * t * t
      let d = t * t * t
      result.append(CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
    }
    return result
  }

  private static func box(_ points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for p in points.dropFirst() {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The same path drawn backwards: each subpath from its end to its start, in reverse order
  /// of subpaths, closed ones still closed (`UIBezierPath.reversing()`).
  static func reversed(_ segments: [PathSegment]) -> [PathSegment] {
    var subpaths: [(segments: [PathSegment], closed: Bool)] = []
    for segment in segments {
      if case .move = segment {
        subpaths.append(([segment], false))
      } else if segment == .close {
        if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
      } else if !subpaths.isEmpty {
        subpaths[subpaths.count - 1].segments.append(segment)
      }
    }
    var result: [PathSegment] = []
    for subpath in subpaths.reversed() {
      let items = subpath.segments
      guard let lastEnd = items.last?.end else { continue }
      result.append(.move(lastEnd))
      for index in stride(from: items.count - 1, to: 0, by: -1) {
        let target = items[index - 1].end!
        switch items[index] {
        case .line: result.append(.line(target))
        case .quad(let c, _): result.append(.quad(c, target))
        case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, target))
        case .move, .close: break
        }
      }
      if subpath.closed { result.append(.close) }
    }
    return result
  }
}
