import Foundation

/// Makes the view controller a context menu previews; nil shows no preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// Makes the menu a context menu shows from the suggested actions; nil shows those.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: its menu and its preview, made only when the menu presents.
///
/// UIKit rule M3: the action provider and the preview provider run at presentation, not when
/// the configuration is returned (M2). Its identifier is any hashable value where UIKit takes
/// an `NSCopying` object, as `UIEditMenuConfiguration`'s is here, so a string literal or nil
/// works as written for iOS.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
  /// The order in which a menu's elements are laid out (kept: nothing is drawn).
  public enum ElementOrder: Int, Sendable {
    /// The system chooses.
    case automatic = 0
    /// The first element nearest the touch.
    case priority = 1
    /// The order given.
    case fixed = 2
  }

  /// The identifier given, or a unique one.
  public let identifier: AnyHashable
  /// The preview provider given.
  public let previewProvider: UIContextMenuContentPreviewProvider?
  /// The action provider given.
  public let actionProvider: UIContextMenuActionProvider?
  /// The order of the menu's elements (kept).
  open var preferredMenuElementOrder: ElementOrder = .automatic
  /// The identifiers of the items a list's menu is for (L11; kept, iOS 16).
  open var secondaryItemIdentifiers: Set<AnyHashable> = []

  /// Creates a configuration, with UIKit's initializer and defaults.
  public init(
    identifier: AnyHashable? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? AnyHashable(UUID())
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }
}
