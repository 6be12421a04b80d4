import Foundation

/// The traits of the interface a view or controller is shown in: its appearance, the room it
/// has, the screen's scale and the preferred text size.
///
/// UIKit's `UITraitCollection`, immutable. A view's and a controller's `traitCollection` are
/// made from the device, screen and window: `userInterfaceStyle` `.light`; the size classes
/// from `UIDevice.current.userInterfaceIdiom` and the window's shape (a phone is compact
/// across, and regular down in a window taller than wide, compact down in a wider one, as in
/// landscape on the phones whose landscape width is compact; every other idiom is regular both
/// ways); `displayScale` from `UIScreen.main.scale`; `preferredContentSizeCategory` `.large`;
/// `layoutDirection` the direction the view inherits (Y10). A rotation or resize that changes
/// them calls `traitCollectionDidChange(_:)` (A5).
public final class UITraitCollection: Hashable, Sendable {
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The room across.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The room down.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The screen's pixels per point; 0 when not given.
  public let displayScale: CGFloat
  /// The user's preferred text size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The direction the interface reads in (Y10).
  public let layoutDirection: UITraitEnvironmentLayoutDirection

  init(
    userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
    self.layoutDirection = layoutDirection
  }

  /// Creates a collection with every trait unspecified, as UIKit's `init()`.
  public convenience init() {
    self.init(userInterfaceStyle: .unspecified)
  }

  /// Creates a collection that gives only the appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, horizontalSizeClass: .unspecified)
  }

  /// Creates a collection that gives only the room across.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
  }

  /// Creates a collection that gives only the room down.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// Creates a collection that gives only the screen's scale.
  public convenience init(displayScale: CGFloat) {
    self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
  }

  /// Creates a collection that gives only the preferred text size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Creates a collection that gives only the kind of device.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  /// Creates a collection that gives only the layout direction (Y10).
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
  }

  /// Merges collections: each trait comes from the last collection that gives it, as in UIKit.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var style = UIUserInterfaceStyle.unspecified
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var scale: CGFloat = 0
    var category = UIContentSizeCategory.unspecified
    var idiom = UIUserInterfaceIdiom.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    for traits in traitCollections {
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
    }
    self.init(
      userInterfaceStyle: style, horizontalSizeClass: horizontal, verticalSizeClass: vertical, displayScale: scale,
      preferredContentSizeCategory: category, userInterfaceIdiom: idiom, layoutDirection: direction)
  }

  /// The traits of a view or controller outside a window (see the type's comment).
  @MainActor static var shown: UITraitCollection { shown(in: nil) }

  /// The traits of `view` (see the type's comment): a phone's window wider than tall is
  /// compact down (A5), and the layout direction is the one the view inherits (Y10).
  /// `windowSize` stands for the size of the view's window, as a size transition (A5) reads
  /// the traits its window will have.
  @MainActor static func shown(in view: UIView?, windowSize: CGSize? = nil) -> UITraitCollection {
    let idiom = UIDevice.current.userInterfaceIdiom
    let phone = idiom == .phone
    var vertical = UIUserInterfaceSizeClass.regular
    if phone, let size = windowSize ?? ((view as? UIWindow) ?? view?._window)?.bounds.size, size.width > size.height {
      vertical = .compact
    }
    let direction: UITraitEnvironmentLayoutDirection =
      if let view { view.traitLayoutDirection } else {
        UIApplication.sharedIfDesignated?.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      }
    return UITraitCollection(
      userInterfaceStyle: .light, horizontalSizeClass: phone ? .compact : .regular, verticalSizeClass: vertical,
      displayScale: UIScreen.main.scale, preferredContentSizeCategory: .large, userInterfaceIdiom: idiom,
      layoutDirection: direction)
  }

  /// The traits of the code that runs now: those every view has here, as UIKit sets `current`
  /// to the traits of the view being laid out or drawn.
  @MainActor public static var current: UITraitCollection { shown }

  /// Whether every trait `trait` gives has the same value here, as in UIKit.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
  }

  /// Whether a color would look different under `traitCollection`: its appearance differs
  /// (UIKit's `hasDifferentColorAppearance(comparedTo:)`).
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether two collections give the same traits.
  public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
    lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.horizontalSizeClass == rhs.horizontalSizeClass
      && lhs.verticalSizeClass == rhs.verticalSizeClass && lhs.displayScale == rhs.displayScale
      && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.layoutDirection == rhs.layoutDirection
  }

  /// Hashes the traits that `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(userInterfaceStyle)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    hasher.combine(preferredContentSizeCategory)
    hasher.combine(userInterfaceIdiom)
  }
}
