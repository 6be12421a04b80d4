import Foundation

/// Where and for what an edit menu is presented: `UIEditMenuInteraction.presentEditMenu(with:)`.
///
/// UIKit's (iOS 16) configuration. Its identifier is any hashable value where UIKit takes an
/// `NSCopying` object, so a string literal or nil works as written for iOS.
@preconcurrency @MainActor
public final class UIEditMenuConfiguration {
  /// The identifier given, or a unique one.
  public let identifier: AnyHashable
  /// The point the menu points at, in the interaction's view.
  public let sourcePoint: CGPoint

  /// Creates a configuration.
  public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
    self.identifier = identifier ?? AnyHashable(UUID())
    self.sourcePoint = sourcePoint
  }
}
