import Foundation

/// Whether typed straight quotes become curly ones, with UIKit's raw values.
///
/// UIKit's `UITextSmartQuotesType` (iOS 11), a `UITextInputTraits` setting; nothing is
/// replaced here, so the value is only kept.
public enum UITextSmartQuotesType: Int, Hashable, Sendable {
  /// On, except for keyboards where quotes must stay straight (UIKit's default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether typed double hyphens become dashes, with UIKit's raw values.
///
/// UIKit's `UITextSmartDashesType` (iOS 11), a `UITextInputTraits` setting; nothing is
/// replaced here, so the value is only kept.
public enum UITextSmartDashesType: Int, Hashable, Sendable {
  /// On, except for keyboards where hyphens must stay (UIKit's default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are added and removed around pasted and deleted words, with UIKit's raw
/// values.
///
/// UIKit's `UITextSmartInsertDeleteType` (iOS 11), a `UITextInputTraits` setting; nothing is
/// adjusted here, so the value is only kept.
public enum UITextSmartInsertDeleteType: Int, Hashable, Sendable {
  /// On, except for keyboards where spacing must stay as typed (UIKit's default).
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
