import Foundation

/// The user's preferred text size, from extra small to the accessibility sizes.
///
/// UIKit's `UIContentSizeCategory`, a string-backed struct with UIKit's raw values, ordered from
/// smallest to largest as UIKit's `Comparable` conformance orders them; a view's traits say
/// `.large`, UIKit's default size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  /// UIKit's name for the size.
  public var rawValue: String
  /// Creates a size from UIKit's name for it.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a size from UIKit's name for it, as UIKit's importer allows for string-backed
  /// structs.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Not given (a trait collection made without it); smaller than every size.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The extra small size.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// The small size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// The medium size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The large size.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// The extra large size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// The extra extra large size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The extra extra extra large size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The accessibility medium size.
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The accessibility large size.
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The accessibility extra large size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The accessibility extra extra large size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The accessibility extra extra extra large size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The sizes from smallest to largest, for the ordering.
  private static let ordered: [UIContentSizeCategory] = [
    .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the size is one of the accessibility sizes (`accessibilityMedium` and larger), as
  /// in UIKit.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Orders sizes from smallest to largest; an unknown name orders before `unspecified` (our
  /// choice).
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
  }
}
