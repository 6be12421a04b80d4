import Foundation

/// Unboxing helpers for values set by key.
enum LayerValue {
  static func cgFloat(_ value: Any?) -> CGFloat? { LayerAnimationValue(value)?.number.map { CGFloat($0) } }
  static func float(_ value: Any?) -> Float? { LayerAnimationValue(value)?.number.map { Float($0) } }
  static func point(_ value: Any?) -> CGPoint? {
    if case .point(let p)? = LayerAnimationValue(value) { return p }
    return nil
  }
  static func size(_ value: Any?) -> CGSize? {
    if case .size(let s)? = LayerAnimationValue(value) { return s }
    return nil
  }
  static func rect(_ value: Any?) -> CGRect? {
    if case .rect(let r)? = LayerAnimationValue(value) { return r }
    return nil
  }
  static func transform(_ value: Any?) -> CATransform3D? {
    if case .transform(let t)? = LayerAnimationValue(value) { return t }
    return nil
  }
  static func color(_ value: Any?) -> CGColor? {
    if case .color(let c)? = LayerAnimationValue(value) { return c }
    return nil
  }
  static func numbers(_ value: Any?) -> [NSNumber]? {
    if case .numbers(let n)? = LayerAnimationValue(value) { return n.map { NSNumber(value: $0) } }
    return nil
  }
  static func bool(_ value: Any?) -> Bool? {
    if let b = value as? Bool { return b }
    return LayerAnimationValue(value)?.number.map { $0 != 0 }
  }
}

extension CALayer {
  // MARK: Key-value coding (V6)

  /// The value of the property named `key` (Core Animation's name: `"position"`, `"opacity"`,
  /// `"cornerRadius"`, …), else the value stored under `key`, else `defaultValue(forKey:)`.
  /// Stored; what animations' key paths read (V6).
  func keyedValue(forKey key: String) -> Any? {
    if let known = propertyValue(forKey: key) { return known }
    return storedKeyValues[key] ?? Self.defaultValue(forKey: key)
  }

  /// Sets the property named `key`, or stores `value` under `key` when it names none, as Core
  /// Animation's key-value coding does. Stored.
  func setKeyedValue(_ value: Any?, forKey key: String) {
    if setPropertyValue(value, forKey: key) { return }
    storedKeyValues[key] = value
  }

  /// The value at `keyPath`: a property, then components of it (`"position.x"`,
  /// `"bounds.size.width"`, `"transform.scale"`, `"transform.rotation.z"`), V6.
  func keyedValue(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let head = String(keyPath[..<dot])
    let tail = keyPath[keyPath.index(after: dot)...]
    guard let whole = LayerAnimationValue(value(forKey: head)) else { return nil }
    return LayerKeyPathComponent.get(whole, tail)?.boxed
  }

  /// Sets the value at `keyPath` (see `value(forKeyPath:)`), V6.
  func setKeyedValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.firstIndex(of: ".") else {
      setValue(value, forKey: keyPath)
      return
    }
    let head = String(keyPath[..<dot])
    let tail = keyPath[keyPath.index(after: dot)...]
    guard let whole = LayerAnimationValue(self.value(forKey: head)), let part = LayerAnimationValue(value),
      let changed = LayerKeyPathComponent.set(whole, tail, to: part)
    else { return }
    setValue(changed.boxed, forKey: head)
  }

  /// The value of the property named `key`, or nil when it names none; subclasses add theirs.
  func layerPropertyValue(forKey key: String) -> Any? {
    switch key {
    case "bounds": return bounds
    case "position": return position
    case "frame": return frame
    case "anchorPoint": return anchorPoint
    case "zPosition": return zPosition
    case "transform": return transform
    case "opacity": return opacity
    case "hidden", "isHidden": return isHidden
    case "masksToBounds": return masksToBounds
    case "backgroundColor": return backgroundColor
    case "cornerRadius": return cornerRadius
    case "borderWidth": return borderWidth
    case "borderColor": return borderColor
    case "shadowColor": return shadowColor
    case "shadowOpacity": return shadowOpacity
    case "shadowOffset": return shadowOffset
    case "shadowRadius": return shadowRadius
    case "shadowPath": return shadowPath
    case "contents": return contents
    case "contentsScale": return contentsScale
    case "name": return name
    case "beginTime": return beginTime
    case "speed": return speed
    case "timeOffset": return timeOffset
    default: return nil
    }
  }

  /// Sets the property named `key`; false when it names none.
  func setLayerPropertyValue(_ value: Any?, forKey key: String) -> Bool {
    switch key {
    case "bounds": bounds = LayerValue.rect(value) ?? .zero
    case "position": position = LayerValue.point(value) ?? .zero
    case "frame": frame = LayerValue.rect(value) ?? .zero
    case "anchorPoint": anchorPoint = LayerValue.point(value) ?? CGPoint(x: 0.5, y: 0.5)
    case "zPosition": zPosition = LayerValue.cgFloat(value) ?? 0
    case "transform": transform = LayerValue.transform(value) ?? CATransform3DIdentity
    case "opacity": opacity = LayerValue.float(value) ?? 1
    case "hidden", "isHidden": isHidden = LayerValue.bool(value) ?? false
    case "masksToBounds": masksToBounds = LayerValue.bool(value) ?? false
    case "backgroundColor": backgroundColor = LayerValue.color(value)
    case "cornerRadius": cornerRadius = LayerValue.cgFloat(value) ?? 0
    case "borderWidth": borderWidth = LayerValue.cgFloat(value) ?? 0
    case "borderColor": borderColor = LayerValue.color(value)
    case "shadowColor": shadowColor = LayerValue.color(value)
    case "shadowOpacity": shadowOpacity = LayerValue.float(value) ?? 0
    case "shadowOffset": shadowOffset = LayerValue.size(value) ?? .zero
    case "shadowRadius": shadowRadius = LayerValue.cgFloat(value) ?? 0
    case "shadowPath": shadowPath = value as? CGPath
    case "contents": contents = value
    case "contentsScale": contentsScale = LayerValue.cgFloat(value) ?? 1
    case "name": name = value as? String
    case "beginTime": beginTime = Double(LayerValue.cgFloat(value) ?? 0)
    case "speed": speed = LayerValue.float(value) ?? 1
    case "timeOffset": timeOffset = Double(LayerValue.cgFloat(value) ?? 0)
    default: return false
    }
    return true
  }
}
