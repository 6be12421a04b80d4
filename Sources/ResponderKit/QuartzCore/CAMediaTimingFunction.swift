import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as Core
/// Animation defines it. Stored by animations, which never run here.
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

  /// The control points, for debugging.
  open var description: String { "<CAMediaTimingFunction \(controlPoints)>" }
}
