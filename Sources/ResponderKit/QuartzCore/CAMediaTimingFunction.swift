import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as Core
/// Animation defines it: how far an animation has come (y) at each fraction of its time (x), V6.
open class CAMediaTimingFunction: CustomStringConvertible {
  let controlPoints: [Float]

  /// One of the standard curves.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    }
  }

  /// A curve through the control points `(c1x, c1y)` and `(c2x, c2y)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
  }

  /// Writes control point `index` (0: the start, 1 and 2: the control points, 3: the end) into
  /// `values` as two floats.
  open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    switch index {
    case 0: (values[0], values[1]) = (0, 0)
    case 1: (values[0], values[1]) = (controlPoints[0], controlPoints[1])
    case 2: (values[0], values[1]) = (controlPoints[2], controlPoints[3])
    default: (values[0], values[1]) = (1, 1)
    }
  }

  /// The curve's y at `x` (0 to 1): x is solved for the curve's parameter by Newton's method,
  /// falling back on bisection, to 1e-7.
  func value(at x: Double) -> Double {
    let (x1, y1, x2, y2) = (
      Double(controlPoints[0]), Double(controlPoints[1]), Double(controlPoints[2]), Double(controlPoints[3])
    )
    if x1 == y1 && x2 == y2 { return x }
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = x
    for _ in 0..<8 {
      let error = bezier(t, x1, x2) - x
      if abs(error) < 1e-7 { return bezier(t, y1, y2) }
      let d = slope(t, x1, x2)
      if abs(d) < 1e-6 { break }
      t -= error / d
    }
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-7 {
      let value = bezier(t, x1, x2)
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return bezier(t, y1, y2)
  }

  /// The control points, for debugging.
  open var description: String { "<CAMediaTimingFunction \(controlPoints)>" }
}
