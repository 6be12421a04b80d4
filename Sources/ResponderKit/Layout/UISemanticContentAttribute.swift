import Foundation

/// What a view's content means for its direction, with UIKit's raw values: whether it flips
/// in a right-to-left layout (Y10).
public enum UISemanticContentAttribute: Int, Hashable, Sendable {
  /// Follows the app's direction (the default).
  case unspecified = 0
  /// Playback controls, which keep left to right.
  case playback = 1
  /// Directional controls, such as a D-pad, which keep left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// The direction a language reads in, with UIKit's raw values (Y10).
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable {
  /// Left to right, as English.
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft = 1
}

/// The layout direction a trait collection gives, with UIKit's raw values (Y10).
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Not given.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

extension UIView {
  /// Whether any application or view was ever right to left (Y10): until one is, the layout
  /// pass reads no view's direction, so left-to-right apps pay nothing for the rule.
  static var rightToLeftInUse = false

  /// The direction the view arranges its own content in (Y10): its `semanticContentAttribute`
  /// relative to the direction it inherits, which is the nearest ancestor's forced direction,
  /// else its application's direction.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    guard UIView.rightToLeftInUse else { return .leftToRight }
    return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inheritedLayoutDirection)
  }

  /// The direction the view's superviews give it (Y10): the nearest forced direction above it,
  /// else its application's. `.playback` and `.spatial` keep only the view's own content left to
  /// right, so they are not inherited, as in UIKit.
  var inheritedLayoutDirection: UIUserInterfaceLayoutDirection {
    var current = _superview
    while let view = current {
      switch view.rareState?.semanticContentAttribute {
      case .forceLeftToRight: return .leftToRight
      case .forceRightToLeft: return .rightToLeft
      default: current = view._superview
      }
    }
    let application = _window?._application ?? UIApplication.sharedIfDesignated
    return application?.userInterfaceLayoutDirection ?? .leftToRight
  }

  /// The layout direction of the view's traits (Y10): the direction it inherits.
  var traitLayoutDirection: UITraitEnvironmentLayoutDirection {
    guard UIView.rightToLeftInUse else { return .leftToRight }
    return inheritedLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}
