import Foundation

/// A 4 × 4 transform of 3-D space, as Core Animation defines it: a layer's `transform`.
///
/// Core Animation's convention, the same as `CGAffineTransform`'s: points are row vectors, so
/// `CATransform3DConcat(a, b)` applies `a` first, and the translation is in `m41`–`m43`. A view
/// takes the affine part of its layer's transform (`CATransform3DGetAffineTransform`), which is
/// all hit testing uses.
public struct CATransform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4.
  public var m34: CGFloat
  /// Row 4, column 1: the x translation.
  public var m41: CGFloat
  /// Row 4, column 2: the y translation.
  public var m42: CGFloat
  /// Row 4, column 3: the z translation.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates the identity transform, `CATransform3DIdentity`.
  public init() {
    self.init(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates a transform from its sixteen entries.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    self.m11 = m11
    self.m12 = m12
    self.m13 = m13
    self.m14 = m14
    self.m21 = m21
    self.m22 = m22
    self.m23 = m23
    self.m24 = m24
    self.m31 = m31
    self.m32 = m32
    self.m33 = m33
    self.m34 = m34
    self.m41 = m41
    self.m42 = m42
    self.m43 = m43
    self.m44 = m44
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }
}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal, entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; about z it is
/// `CGAffineTransform(rotationAngle:)` (clockwise on a y-down screen for a positive angle). A
/// zero axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let t = 1 - c
  return CATransform3D(
    m11: c + t * x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: c + t * y * y, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c + t * z * z, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.rows
  let y = b.rows
  var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
  for i in 0..<4 {
    for j in 0..<4 {
      r[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
    }
  }
  return CATransform3D(rows: r)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none, as Core Animation answers.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var a = t.rows
  var inverse = CATransform3DIdentity.rows
  for column in 0..<4 {
    guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12
    else { return t }
    a.swapAt(column, pivot)
    inverse.swapAt(column, pivot)
    let scale = a[column][column]
    for j in 0..<4 {
      a[column][j] /= scale
      inverse[column][j] /= scale
    }
    for row in 0..<4 where row != column {
      let factor = a[row][column]
      guard factor != 0 else { continue }
      for j in 0..<4 {
        a[row][j] -= factor * a[column][j]
        inverse[row][j] -= factor * inverse[column][j]
      }
    }
  }
  return CATransform3D(rows: inverse)
}

/// The 3-D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
    m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine transform of the plane (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: what it does to the plane, ignoring z and perspective.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
