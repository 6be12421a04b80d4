import Foundation

/// An animation through a list of values or along a path (V6).
///
/// The overall timing function maps time first; the keyframes are reached at `keyTimes` (or
/// evenly spread), and each stretch between two follows its entry of `timingFunctions`
/// (linear when there is none). `.discrete` holds each value until the next key time; `.paced`
/// and `.cubic` (and their `…Paced` form) are interpolated as `.linear` (our choice: nothing
/// draws the curve, and the keyframes themselves are exact). A `path` for a point property is
/// followed at an even speed along its length (curves flattened into 16 lines each).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  open var values: [Any]?
  /// A path for a point property to follow.
  open var path: CGPath?
  /// When each keyframe is reached, from 0 to 1.
  open var keyTimes: [NSNumber]?
  /// The timing of each stretch between keyframes.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are computed.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether objects following a path turn with it; stored.
  open var rotationMode: CAAnimationRotationMode?
  /// The tension of each keyframe for cubic modes; stored.
  open var tensionValues: [NSNumber]?
  /// The continuity of each keyframe for cubic modes; stored.
  open var continuityValues: [NSNumber]?
  /// The bias of each keyframe for cubic modes; stored.
  open var biasValues: [NSNumber]?

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
  }

  override func propertyValue(forKey key: String) -> Any? {
    switch key {
    case "values": return values
    case "keyTimes": return keyTimes
    case "path": return path
    default: return super.propertyValue(forKey: key)
    }
  }

  override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "values": values = value as? [Any]
    case "keyTimes": keyTimes = value as? [NSNumber]
    case "path": path = value as? CGPath
    default: return super.setPropertyValue(value, forKey: key)
    }
    return true
  }

  override func presentedValue(at t: CFTimeInterval, current: LayerAnimationValue?) -> LayerAnimationValue? {
    let fraction = curvedFraction(t)
    if let path, let point = Self.point(along: path, at: fraction) { return .point(point) }
    let frames = (values ?? []).compactMap { LayerAnimationValue($0) }
    guard let first = frames.first else { return nil }
    guard frames.count > 1 else { return first }
    let discrete = calculationMode == .discrete
    let segments = discrete ? frames.count : frames.count - 1
    let times: [Double] =
      keyTimes.map { $0.map(\.doubleValue) }.flatMap { $0.count >= frames.count ? $0 : nil }
      ?? (0...segments).map { Double($0) / Double(segments) }
    if discrete {
      var index = 0
      while index + 1 < frames.count && times[index + 1] <= fraction { index += 1 }
      return frames[index]
    }
    if fraction <= times[0] { return first }
    for index in 0..<(frames.count - 1) where fraction <= times[index + 1] {
      let span = times[index + 1] - times[index]
      var local = span > 0 ? (fraction - times[index]) / span : 1
      if let functions = timingFunctions, index < functions.count { local = functions[index].value(at: local) }
      return .mix(frames[index], frames[index + 1], local)
    }
    return frames[frames.count - 1]
  }

  /// The point `fraction` of the way along `path` by length, or nil for an empty path.
  static func point(along path: CGPath, at fraction: Double) -> CGPoint? {
    var points: [CGPoint] = []
    var start = CGPoint.zero
    path.applyWithBlock { element in
      let e = element.pointee
      let last = points.last ?? .zero
      switch e.type {
      case .moveToPoint:
        start = e.points[0]
        points.append(e.points[0])
      case .addLineToPoint: points.append(e.points[0])
      case .addQuadCurveToPoint:
        let (c, p) = (e.points[0], e.points[1])
        for step in 1...16 {
          let s = CGFloat(step) / 16
          let u = 1 - s
          points.append(
            CGPoint(
              x: u * u * last.x + 2 * u * s * c.x + s * s * p.x, y: u * u * last.y + 2 * u * s * c.y + s * s * p.y))
        }
      case .addCurveToPoint:
        let (c1, c2, p) = (e.points[0], e.points[1], e.points[2])
        for step in 1...16 {
          let s = CGFloat(step) / 16
          let u = 1 - s
          let (a, b, c, d) = (u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s)
          points.append(
            CGPoint(
              x: a * last.x + b * c1.x + c * c2.x + d * p.x, y: a * last.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .closeSubpath: points.append(start)
      }
    }
    guard let first = points.first else { return nil }
    var lengths: [Double] = [0]
    for index in 1..<max(points.count, 1) {
      let (a, b) = (points[index - 1], points[index])
      lengths.append(lengths[index - 1] + Double(hypot(b.x - a.x, b.y - a.y)))
    }
    guard let total = lengths.last, total > 0 else { return first }
    let target = min(max(fraction, 0), 1) * total
    for index in 1..<points.count where lengths[index] >= target {
      let span = lengths[index] - lengths[index - 1]
      let s = CGFloat(span > 0 ? (target - lengths[index - 1]) / span : 1)
      let (a, b) = (points[index - 1], points[index])
      return CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s)
    }
    return points[points.count - 1]
  }
}
