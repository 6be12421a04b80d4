import Foundation

// Key-value coding of the UIKit properties iOS code reads and writes by name
// (`value(forKey:)`, `setValue(_:forKeyPath:)`, Interface Builder's runtime attributes), without
// the Objective-C runtime: each class's keys are listed here (rule O5).

/// The name of the exception UIKit raises for a key a class does not have; here the program
/// stops with UIKit's message (O5).
public let NSUnknownKeyException = "NSUnknownKeyException"

/// The value of `key` on `object`, `.some` when the key is one of the class's (O5).
@MainActor
func knownValue(_ object: UIResponder, forKey key: String) -> Any?? {
  if let scrollView = object as? UIScrollView {
    switch key {
    case "contentOffset": return .some(scrollView.contentOffset)
    case "contentSize": return .some(scrollView.contentSize)
    case "contentInset": return .some(scrollView.contentInset)
    case "scrollEnabled", "isScrollEnabled": return .some(scrollView.isScrollEnabled)
    case "pagingEnabled", "isPagingEnabled": return .some(scrollView.isPagingEnabled)
    case "bounces": return .some(scrollView.bounces)
    default: break
    }
  }
  if let field = object as? UITextField {
    switch key {
    case "text": return .some(field.text)
    case "placeholder": return .some(field.placeholder)
    default: break
    }
  }
  if let label = object as? UILabel, key == "text" { return .some(label.text) }
  if let view = object as? UIView {
    switch key {
    case "frame": return .some(view.frame)
    case "bounds": return .some(view.bounds)
    case "center": return .some(view.center)
    case "hidden", "isHidden": return .some(view.isHidden)
    case "alpha": return .some(view.alpha)
    case "tag": return .some(view.tag)
    case "transform": return .some(view.transform)
    case "backgroundColor": return .some(view.backgroundColor)
    case "clipsToBounds": return .some(view.clipsToBounds)
    case "userInteractionEnabled", "isUserInteractionEnabled": return .some(view.isUserInteractionEnabled)
    case "layer": return .some(view.layer)
    case "superview": return .some(view.superview)
    case "subviews": return .some(view.subviews)
    default: break
    }
  }
  return nil
}

/// Sets `key` on `object` when it is one of the class's keys; false when it is not (O5). A value
/// of the wrong type stops the program, as setting it on iOS raises.
@MainActor
func setKnownValue(_ object: UIResponder, _ value: Any?, forKey key: String) -> Bool {
  if let scrollView = object as? UIScrollView {
    switch key {
    case "contentOffset": scrollView.contentOffset = coded(value, key, object)
    case "contentSize": scrollView.contentSize = coded(value, key, object)
    case "contentInset": scrollView.contentInset = coded(value, key, object)
    case "scrollEnabled": scrollView.isScrollEnabled = codedBool(value, key, object)
    case "pagingEnabled": scrollView.isPagingEnabled = codedBool(value, key, object)
    case "bounces": scrollView.bounces = codedBool(value, key, object)
    default: break
    }
    if ["contentOffset", "contentSize", "contentInset", "scrollEnabled", "pagingEnabled", "bounces"].contains(key) {
      return true
    }
  }
  if let field = object as? UITextField {
    switch key {
    case "text":
      field.text = value as? String
      return true
    case "placeholder":
      field.placeholder = value as? String
      return true
    default: break
    }
  }
  if let label = object as? UILabel, key == "text" {
    label.text = value as? String
    return true
  }
  guard let view = object as? UIView else { return false }
  switch key {
  case "frame": view.frame = coded(value, key, object)
  case "bounds": view.bounds = coded(value, key, object)
  case "center": view.center = coded(value, key, object)
  case "hidden": view.isHidden = codedBool(value, key, object)
  case "alpha": view.alpha = codedNumber(value, key, object)
  case "tag": view.tag = Int(codedNumber(value, key, object))
  case "transform": view.transform = coded(value, key, object)
  case "backgroundColor": view.backgroundColor = value as? UIColor
  case "clipsToBounds": view.clipsToBounds = codedBool(value, key, object)
  case "userInteractionEnabled": view.isUserInteractionEnabled = codedBool(value, key, object)
  default: return false
  }
  return true
}

/// The value of `key` on a layer (O5): its geometry and appearance properties.
@MainActor
func layerValue(_ layer: CALayer, forKey key: String) -> Any? {
  switch key {
  case "bounds": layer.bounds
  case "position": layer.position
  case "frame": layer.frame
  case "opacity": layer.opacity
  case "hidden", "isHidden": layer.isHidden
  case "masksToBounds": layer.masksToBounds
  case "cornerRadius": layer.cornerRadius
  case "borderWidth": layer.borderWidth
  case "zPosition": layer.zPosition
  default: nil
  }
}

/// Sets `key` on a layer; false when the layer has no such key here (O5).
@MainActor
func setLayerValue(_ layer: CALayer, _ value: Any?, forKey key: String) -> Bool {
  switch key {
  case "bounds": layer.bounds = coded(value, key, layer)
  case "position": layer.position = coded(value, key, layer)
  case "frame": layer.frame = coded(value, key, layer)
  case "opacity": layer.opacity = Float(codedNumber(value, key, layer))
  case "hidden": layer.isHidden = codedBool(value, key, layer)
  case "masksToBounds": layer.masksToBounds = codedBool(value, key, layer)
  case "cornerRadius": layer.cornerRadius = codedNumber(value, key, layer)
  case "borderWidth": layer.borderWidth = codedNumber(value, key, layer)
  case "zPosition": layer.zPosition = codedNumber(value, key, layer)
  default: return false
  }
  return true
}

/// The value of a dotted key path from `object`: each key read on the value the previous one
/// gave (O5); nil past a nil value.
@MainActor
func keyPathValue(_ object: UIResponder, forKeyPath keyPath: String) -> Any? {
  var keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  var current: Any? = object.value(forKey: keys.removeFirst())
  for key in keys {
    switch current {
    case let responder as UIResponder: current = responder.value(forKey: key)
    case let layer as CALayer:
      guard let value = layerValue(layer, forKey: key) else { undefinedKey(layer, key, setting: false) }
      current = value
    case nil: return nil
    default: undefinedKey(current as AnyObject, key, setting: false)
    }
  }
  return current
}

/// Sets the value at a dotted key path from `object` (O5).
@MainActor
func setKeyPathValue(_ object: UIResponder, _ value: Any?, forKeyPath keyPath: String) {
  guard let dot = keyPath.lastIndex(of: ".") else {
    object.setValue(value, forKey: keyPath)
    return
  }
  let key = String(keyPath[keyPath.index(after: dot)...])
  switch object.value(forKeyPath: String(keyPath[..<dot])) {
  case let responder as UIResponder: responder.setValue(value, forKey: key)
  case let layer as CALayer:
    if !setLayerValue(layer, value, forKey: key) { undefinedKey(layer, key, setting: true) }
  case nil: return
  case let other: undefinedKey(other as AnyObject, key, setting: true)
  }
}

/// Stops the program with UIKit's message for a key the class does not have (O5).
func undefinedKey(_ object: AnyObject, _ key: String, setting: Bool) -> Never {
  let method = setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:"
  fatalError(
    "\(NSUnknownKeyException): [\(objectDescription(object)) \(method)]: this class is not key value coding-compliant for the key \(key)."
  )
}

private func coded<T>(_ value: Any?, _ key: String, _ object: AnyObject) -> T {
  guard let typed = value as? T else {
    fatalError(
      "\(objectDescription(object)) setValue:forKey: \(key) takes a \(T.self), not \(value.map { "\(type(of: $0))" } ?? "nil")"
    )
  }
  return typed
}

private func codedNumber(_ value: Any?, _ key: String, _ object: AnyObject) -> CGFloat {
  boxedNumber(value) ?? coded(value, key, object)
}

private func codedBool(_ value: Any?, _ key: String, _ object: AnyObject) -> Bool {
  switch value {
  case let flag as Bool: flag
  case let number as Int: number != 0
  case let number as NSNumber: number.boolValue
  default: coded(value, key, object)
  }
}
