import Foundation

/// How much room there is along one axis, with UIKit's raw values.
///
/// UIKit's `UIUserInterfaceSizeClass`; a view's traits take it from the device idiom (see
/// `UITraitCollection`).
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// Not given (a trait collection made without it).
  case unspecified = 0
  /// Little room, as across a portrait iPhone.
  case compact = 1
  /// Ample room, as on an iPad.
  case regular = 2
}
