import Foundation

/// An effect a ``UIVisualEffectView`` applies: UIKit's abstract `UIVisualEffect`, whose
/// subclasses are ``UIBlurEffect`` and ``UIVibrancyEffect``.
///
/// Stored: nothing blurs on Linux; the effect is a value the view keeps and tests read. Effects
/// are immutable, as UIKit's.
@preconcurrency @MainActor
open class UIVisualEffect: NSCopying {
  /// Creates an effect with no parameters (UIKit's `init()`).
  public init() {}

  /// Creates an effect; nothing is decoded (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {}

  /// The effect itself: effects are immutable, so a copy is the same object.
  nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of the content behind a visual effect view: UIKit's `UIBlurEffect`. Stored.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// How strongly and in which tint the content behind is blurred, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A very light blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// The blur of bars (tvOS and iOS 10's regular style).
    case extraDark = 3
    /// A blur that follows the user interface style (light or dark).
    case regular = 4
    /// A more prominent blur that follows the user interface style.
    case prominent = 5
    /// The system's ultra-thin material.
    case systemUltraThinMaterial = 6
    /// The system's thin material.
    case systemThinMaterial = 7
    /// The system's material.
    case systemMaterial = 8
    /// The system's thick material.
    case systemThickMaterial = 9
    /// The system's chrome material (bars).
    case systemChromeMaterial = 10
    /// The light ultra-thin material.
    case systemUltraThinMaterialLight = 11
    /// The light thin material.
    case systemThinMaterialLight = 12
    /// The light material.
    case systemMaterialLight = 13
    /// The light thick material.
    case systemThickMaterialLight = 14
    /// The light chrome material.
    case systemChromeMaterialLight = 15
    /// The dark ultra-thin material.
    case systemUltraThinMaterialDark = 16
    /// The dark thin material.
    case systemThinMaterialDark = 17
    /// The dark material.
    case systemMaterialDark = 18
    /// The dark thick material.
    case systemThickMaterialDark = 19
    /// The dark chrome material.
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  public let style: Style

  /// Creates a blur of a style, as UIKit's `init(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// Creates a regular blur; nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .regular
    super.init(coder: coder)
  }

}

/// How a vibrancy effect treats the content of its view: UIKit's `UIVibrancyEffectStyle`, with
/// its raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// Text labels.
  case label = 0
  /// Secondary text labels.
  case secondaryLabel = 1
  /// Tertiary text labels.
  case tertiaryLabel = 2
  /// Quaternary text labels.
  case quaternaryLabel = 3
  /// Filled areas.
  case fill = 4
  /// Secondary filled areas.
  case secondaryFill = 5
  /// Tertiary filled areas.
  case tertiaryFill = 6
  /// Separators.
  case separator = 7
}

/// Vibrant content over a blur: UIKit's `UIVibrancyEffect`, made for a blur effect and used in
/// a visual effect view inside a blur effect view's `contentView`. Stored.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is made for.
  public let blurEffect: UIBlurEffect
  /// The vibrancy's style (nil for the pre-iOS 13 form `init(blurEffect:)`).
  public let style: UIVibrancyEffectStyle?

  /// Creates vibrancy for content over `blurEffect`, as UIKit's `init(blurEffect:)`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    style = nil
    super.init()
  }

  /// Creates vibrancy of a style for content over `blurEffect`, as UIKit's
  /// `init(blurEffect:style:)`.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// Creates vibrancy over a regular blur; nothing is decoded.
  public required init?(coder: NSCoder) {
    blurEffect = UIBlurEffect(style: .regular)
    style = nil
    super.init(coder: coder)
  }

}
