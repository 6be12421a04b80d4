import Foundation

/// An effect that changes a view's properties as the device tilts: UIKit's abstract
/// `UIMotionEffect`, which subclasses override to map the viewer's offset to values.
///
/// Stored: there is no motion sensor on Linux, so the system never applies an effect; a view
/// keeps the effects added to it (``UIView/motionEffects``) and tests call
/// ``keyPathsAndRelativeValues(forViewerOffset:)`` to read what an offset would apply.
@preconcurrency @MainActor
open class UIMotionEffect: NSCopying {
  /// Creates an effect (UIKit's `init()`).
  public init() {}

  /// Creates an effect; nothing is decoded (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {}

  /// The key paths to change and the values to add to them for `viewerOffset`, whose
  /// components run from -1 to 1 as the device tilts. This abstract class returns nil (UIKit
  /// requires subclasses to override it).
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

  /// The effect itself: effects are not changed after they are added, so a copy may share it.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A motion effect that interpolates one key path between two relative values along one tilt
/// axis: UIKit's `UIInterpolatingMotionEffect`. Stored (see ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The tilt axis an interpolating effect follows, with UIKit's raw values.
  public enum EffectType: Int, Sendable {
    /// Tilting left and right: the offset's horizontal component.
    case tiltAlongHorizontalAxis = 0
    /// Tilting toward and away: the offset's vertical component.
    case tiltAlongVerticalAxis = 1
  }

  /// The key path the effect changes (`"center.x"`, `"layer.shadowOffset"`).
  public let keyPath: String
  /// The axis the effect follows.
  public let type: EffectType
  /// The value added at an offset of -1 (a number, or an `NSValue` such as a point).
  open var minimumRelativeValue: Any?
  /// The value added at an offset of +1, of the same type as the minimum.
  open var maximumRelativeValue: Any?

  /// Creates an effect on `keyPath` along `type`'s axis, with no values yet, as UIKit's
  /// `init(keyPath:type:)`.
  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }

  /// Creates an effect on no key path; nothing is decoded.
  public required init?(coder: NSCoder) {
    keyPath = ""
    type = .tiltAlongHorizontalAxis
    super.init(coder: coder)
  }

  /// The value linearly between the minimum (at -1) and the maximum (at +1) for the offset's
  /// component along the effect's axis, clamped to that range, as UIKit interpolates. Numbers
  /// (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`) and points and sizes (bare or in an
  /// `NSValue`) interpolate; nil when either value is missing or of another type.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    guard let minimum = minimumRelativeValue, let maximum = maximumRelativeValue else { return nil }
    let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    let fraction = (min(max(offset, -1), 1) + 1) / 2
    guard let value = Self.interpolate(minimum, maximum, fraction) else { return nil }
    return [keyPath: value]
  }

  private static func interpolate(_ minimum: Any, _ maximum: Any, _ fraction: CGFloat) -> Any? {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
    if let a = boxedNumber(minimum), let b = boxedNumber(maximum) { return mix(a, b) }
    if let a = point(minimum), let b = point(maximum) { return CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    if let a = size(minimum), let b = size(maximum) {
      return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }
    return nil
  }

  private static func point(_ value: Any) -> CGPoint? {
    if let point = value as? CGPoint { return point }
    guard let boxed = value as? NSValue, String(cString: boxed.objCType).contains("Point") else { return nil }
    return boxed.cgPointValue
  }

  private static func size(_ value: Any) -> CGSize? {
    if let size = value as? CGSize { return size }
    guard let boxed = value as? NSValue, String(cString: boxed.objCType).contains("Size") else { return nil }
    return boxed.cgSizeValue
  }
}

/// Motion effects applied together: UIKit's `UIMotionEffectGroup`. Stored (see
/// ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects of the group (default nil).
  open var motionEffects: [UIMotionEffect]?

  /// Every member's key paths and values for `viewerOffset`, merged in order (a later member's
  /// value for the same key path wins); nil when no member returns any.
  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    var merged: [String: Any] = [:]
    for effect in motionEffects ?? [] {
      guard let values = effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) else { continue }
      merged.merge(values) { _, later in later }
    }
    return merged.isEmpty ? nil : merged
  }
}
