import Foundation

/// A value an animation moves between, unboxed from what code hands Core Animation (`NSNumber`,
/// Swift numbers, `NSValue`, points, sizes, rectangles, transforms, colours, arrays of numbers),
/// so that two of them can be mixed and added (V6).
enum LayerAnimationValue {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(CGColor)
  case numbers([Double])
  /// A list of values, mixed element by element (a gradient's colours).
  case list([LayerAnimationValue])
  /// A value that is not interpolated: it switches at the end of the stretch.
  case other(Any)

  /// Unboxes `value`, or nil for nil.
  init?(_ value: Any?) {
    guard let value else { return nil }
    if let number = boxedNumber(value) {
      self = .number(Double(number))
      return
    }
    switch value {
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .size(v)
    case let v as CGRect: self = .rect(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
    case let v as CGColor: self = .color(v)
    case let v as UIColor: self = .color(v.cgColor)
    case let v as NSValue:
      if let transform = v.storedCATransform3D {
        self = .transform(transform)
      } else {
        switch String(cString: v.objCType) {
        case let type where type.contains("CGPoint") || type.contains("NSPoint"): self = .point(v.pointValue)
        case let type where type.contains("CGSize") || type.contains("NSSize"): self = .size(v.sizeValue)
        case let type where type.contains("CGRect") || type.contains("NSRect"): self = .rect(v.rectValue)
        default: self = .other(v)
        }
      }
    case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
    case let v as [Double]: self = .numbers(v)
    case let v as [CGFloat]: self = .numbers(v.map { Double($0) })
    case let v as [Any]: self = .list(v.compactMap { LayerAnimationValue($0) })
    default: self = .other(value)
    }
  }

  /// The value boxed as layers hand it out: numbers as `Double` (set through `setValue(_:forKey:)`
  /// each property takes the number type it needs), the rest as their Swift types.
  var boxed: Any {
    switch self {
    case .number(let v): return v
    case .point(let v): return v
    case .size(let v): return v
    case .rect(let v): return v
    case .transform(let v): return v
    case .color(let v): return v
    case .numbers(let v): return v.map { NSNumber(value: $0) }
    case .list(let v): return v.map(\.boxed)
    case .other(let v): return v
    }
  }

  /// The components that mix linearly, with the way back to a value.
  private var components: [Double]? {
    switch self {
    case .number(let v): return [v]
    case .point(let p): return [Double(p.x), Double(p.y)]
    case .size(let s): return [Double(s.width), Double(s.height)]
    case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
    case .transform(let t): return t.entries.map { Double($0) }
    case .color(let c):
      let (r, g, b, a) = c.rgba
      return [r, g, b, a].map { Double($0) }
    case .numbers(let v): return v
    case .list, .other: return nil
    }
  }

  private func withComponents(_ c: [Double]) -> LayerAnimationValue {
    switch self {
    case .number: return .number(c[0])
    case .point: return .point(CGPoint(x: c[0], y: c[1]))
    case .size: return .size(CGSize(width: c[0], height: c[1]))
    case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: return .transform(CATransform3D(entries: c.map { CGFloat($0) }))
    case .color: return .color(CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .numbers: return .numbers(c)
    case .list, .other: return self
    }
  }

  /// The value `fraction` of the way from `a` to `b`: component by component; affine transforms
  /// through their translation, rotation and scale, so that a half turn passes through a quarter
  /// turn instead of shrinking; values that cannot mix switch at the end (`fraction == 1`).
  static func mix(_ a: LayerAnimationValue, _ b: LayerAnimationValue, _ fraction: Double) -> LayerAnimationValue {
    if case .transform(let ta) = a, case .transform(let tb) = b,
      let da = AffineParts(ta), let db = AffineParts(tb)
    {
      return .transform(AffineParts.mix(da, db, fraction).transform)
    }
    if case .list(let la) = a, case .list(let lb) = b, la.count == lb.count {
      return .list(zip(la, lb).map { mix($0, $1, fraction) })
    }
    guard let ca = a.components, let cb = b.components, ca.count == cb.count else {
      return fraction >= 1 ? b : a
    }
    return a.withComponents(zip(ca, cb).map { $0 + ($1 - $0) * fraction })
  }

  /// `a` plus `b` (transforms: `b` applied after `a`), for `byValue` and additive animations.
  static func add(_ a: LayerAnimationValue, _ b: LayerAnimationValue) -> LayerAnimationValue {
    if case .transform(let ta) = a, case .transform(let tb) = b { return .transform(CATransform3DConcat(ta, tb)) }
    guard let ca = a.components, let cb = b.components, ca.count == cb.count else { return b }
    return a.withComponents(zip(ca, cb).map { $0 + $1 })
  }

  /// `a` minus `b`, for a `byValue` with a `toValue`.
  static func subtract(_ a: LayerAnimationValue, _ b: LayerAnimationValue) -> LayerAnimationValue {
    if case .transform(let ta) = a, case .transform(let tb) = b {
      return .transform(CATransform3DConcat(ta, CATransform3DInvert(tb)))
    }
    guard let ca = a.components, let cb = b.components, ca.count == cb.count else { return a }
    return a.withComponents(zip(ca, cb).map { $0 - $1 })
  }

  /// The number, for key paths into a transform.
  var number: Double? {
    if case .number(let v) = self { return v }
    return nil
  }
}

/// An affine transform as translation, rotation and scale (no shear), for interpolating
/// transforms and for the key paths `transform.scale`, `transform.rotation`, `transform.translation`.
struct AffineParts {
  var tx: Double
  var ty: Double
  var rotation: Double
  var sx: Double
  var sy: Double
  var sz: Double = 1
  var tz: Double = 0

  /// The parts of `t`, or nil when it is not a plain scale, rotation and translation in x and y
  /// (a perspective or a shear, which mix entry by entry instead).
  init?(_ t: CATransform3D) {
    guard t.m13 == 0, t.m23 == 0, t.m31 == 0, t.m32 == 0, t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1 else {
      return nil
    }
    let a = Double(t.m11)
    let b = Double(t.m12)
    let c = Double(t.m21)
    let d = Double(t.m22)
    sx = (a * a + b * b).squareRoot()
    rotation = sx == 0 ? 0 : atan2(b, a)
    sy = sx == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / sx
    tx = Double(t.m41)
    ty = Double(t.m42)
    tz = Double(t.m43)
    sz = Double(t.m33)
    // A shear does not survive the decomposition: such transforms mix entry by entry.
    guard transform.entries.enumerated().allSatisfy({ abs(Double($0.element) - Double(t.entries[$0.offset])) < 1e-9 })
    else { return nil }
  }

  init(tx: Double, ty: Double, rotation: Double, sx: Double, sy: Double, sz: Double = 1, tz: Double = 0) {
    (self.tx, self.ty, self.rotation, self.sx, self.sy, self.sz, self.tz) = (tx, ty, rotation, sx, sy, sz, tz)
  }

  /// The transform: scale, then rotate about z, then translate.
  var transform: CATransform3D {
    let cosine = cos(rotation)
    let sine = sin(rotation)
    var t = CATransform3DIdentity
    t.m11 = CGFloat(sx * cosine)
    t.m12 = CGFloat(sx * sine)
    t.m21 = CGFloat(-sy * sine)
    t.m22 = CGFloat(sy * cosine)
    t.m33 = CGFloat(sz)
    t.m41 = CGFloat(tx)
    t.m42 = CGFloat(ty)
    t.m43 = CGFloat(tz)
    return t
  }

  static func mix(_ a: AffineParts, _ b: AffineParts, _ f: Double) -> AffineParts {
    func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return AffineParts(
      tx: m(a.tx, b.tx), ty: m(a.ty, b.ty), rotation: m(a.rotation, b.rotation), sx: m(a.sx, b.sx),
      sy: m(a.sy, b.sy), sz: m(a.sz, b.sz), tz: m(a.tz, b.tz))
  }
}

extension CATransform3D {
  /// The sixteen entries, row by row.
  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Creates a transform from its sixteen entries, row by row.
  init(entries e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7], m31: e[8],
      m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }
}

/// Reading and writing one component of a structured value by a key-path tail (`"x"`,
/// `"size.width"`, `"scale"`): what `position.x`, `bounds.size.width` and `transform.scale` reach.
enum LayerKeyPathComponent {
  /// The component `path` of `value`, or nil when `value` has none.
  static func get(_ value: LayerAnimationValue, _ path: Substring) -> LayerAnimationValue? {
    switch value {
    case .point(let p):
      if path == "x" { return .number(Double(p.x)) }
      if path == "y" { return .number(Double(p.y)) }
    case .size(let s):
      if path == "width" { return .number(Double(s.width)) }
      if path == "height" { return .number(Double(s.height)) }
    case .rect(let r):
      if path == "origin" { return .point(r.origin) }
      if path == "size" { return .size(r.size) }
      if path.hasPrefix("origin.") { return get(.point(r.origin), path.dropFirst(7)) }
      if path.hasPrefix("size.") { return get(.size(r.size), path.dropFirst(5)) }
    case .transform(let t):
      let parts = AffineParts(t) ?? AffineParts(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)))
      guard let parts else { return nil }
      switch path {
      case "scale": return .number((parts.sx + parts.sy) / 2)
      case "scale.x": return .number(parts.sx)
      case "scale.y": return .number(parts.sy)
      case "scale.z": return .number(parts.sz)
      case "rotation", "rotation.z": return .number(parts.rotation)
      case "translation": return .size(CGSize(width: parts.tx, height: parts.ty))
      case "translation.x": return .number(parts.tx)
      case "translation.y": return .number(parts.ty)
      case "translation.z": return .number(parts.tz)
      default: return nil
      }
    default: return nil
    }
    return nil
  }

  /// `value` with its component `path` set to `part`, or nil when it has no such component.
  static func set(_ value: LayerAnimationValue, _ path: Substring, to part: LayerAnimationValue)
    -> LayerAnimationValue?
  {
    switch value {
    case .point(var p):
      guard let n = part.number else { return nil }
      if path == "x" { p.x = CGFloat(n) } else if path == "y" { p.y = CGFloat(n) } else { return nil }
      return .point(p)
    case .size(var s):
      guard let n = part.number else { return nil }
      if path == "width" { s.width = CGFloat(n) } else if path == "height" { s.height = CGFloat(n) } else { return nil }
      return .size(s)
    case .rect(var r):
      if path == "origin", case .point(let p) = part {
        r.origin = p
      } else if path == "size", case .size(let s) = part {
        r.size = s
      } else if path.hasPrefix("origin."), case .point(let p)? = set(.point(r.origin), path.dropFirst(7), to: part) {
        r.origin = p
      } else if path.hasPrefix("size."), case .size(let s)? = set(.size(r.size), path.dropFirst(5), to: part) {
        r.size = s
      } else {
        return nil
      }
      return .rect(r)
    case .transform(let t):
      guard
        var parts = AffineParts(t) ?? AffineParts(CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(t)))
      else { return nil }
      if case .size(let s) = part, path == "translation" {
        (parts.tx, parts.ty) = (Double(s.width), Double(s.height))
        return .transform(parts.transform)
      }
      guard let n = part.number else { return nil }
      switch path {
      case "scale": (parts.sx, parts.sy, parts.sz) = (n, n, n)
      case "scale.x": parts.sx = n
      case "scale.y": parts.sy = n
      case "scale.z": parts.sz = n
      case "rotation", "rotation.z": parts.rotation = n
      case "translation.x": parts.tx = n
      case "translation.y": parts.ty = n
      case "translation.z": parts.tz = n
      default: return nil
      }
      return .transform(parts.transform)
    default: return nil
    }
  }
}
