import Foundation

#if !canImport(Darwin)
  /// An affine transformation matrix for 2-D geometry, as Core Graphics defines it.
  ///
  /// UIKit rule: points are row vectors, so a point maps to
  /// `(a·x + c·y + tx, b·x + d·y + ty)`, and `t1.concatenating(t2)` applies `t1` first.
  /// Linux has no Core Graphics; on Apple platforms the system type is used instead.
  public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)` does.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform()

    /// A transform that moves by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians; positive angles turn clockwise on a
    /// screen whose y axis points down, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(Foundation.cos(Double(angle)))
      let sine = CGFloat(Foundation.sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c,
        b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c,
        d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx,
        ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform; a singular transform is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant,
        b: -b / determinant,
        c: -c / determinant,
        d: a / determinant,
        tx: (c * ty - d * tx) / determinant,
        ty: (b * tx - a * ty) / determinant)
    }

    /// A transform that first moves by `tx`, `ty` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A transform that first scales by `sx`, `sy` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A transform that first rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A description listing the six entries.
    public var description: String {
      "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
  }

  extension CGPoint {
    /// The point mapped through `t`, as `CGPointApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size mapped through the linear part of `t`, as `CGSizeApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that holds the four mapped corners, as
    /// `CGRectApplyAffineTransform` does.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if t.b == 0 && t.c == 0 {
        let origin = CGPoint(x: minX, y: minY).applying(t)
        let far = CGPoint(x: maxX, y: maxY).applying(t)
        return CGRect(
          x: Swift.min(origin.x, far.x), y: Swift.min(origin.y, far.y),
          width: abs(far.x - origin.x), height: abs(far.y - origin.y))
      }
      return CGRect.boundingBox(
        of: [
          CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
          CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t),
        ])
    }
  }
#endif

extension CGRect {
  /// The smallest rectangle that holds every point.
  static func boundingBox(of points: [CGPoint]) -> CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for point in points {
      minX = Swift.min(minX, point.x)
      minY = Swift.min(minY, point.y)
      maxX = Swift.max(maxX, point.x)
      maxY = Swift.max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
