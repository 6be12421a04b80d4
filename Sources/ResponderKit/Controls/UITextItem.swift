import Foundation

/// A link, or a tagged range, of a text view's text that a tap or a long press acts on.
///
/// UIKit's `UITextItem` (iOS 17), rule X14: the text view hands one to its delegate's
/// `textView(_:primaryActionFor:defaultAction:)` and `textView(_:menuConfigurationFor:defaultMenu:)`.
/// Text attachments are not modelled (ResponderKit has no `NSTextAttachment`).
@preconcurrency @MainActor
open class UITextItem {
  /// What the item is.
  public enum Content: Sendable {
    /// A link to a URL (the text's `.link` attribute).
    case link(URL)
    /// A range tagged with a string (the text's `.textItemTag` attribute).
    case tag(String)
  }

  /// What the item is.
  public let content: Content
  /// Where it is in the text, in UTF-16 units.
  public let range: NSRange

  /// Creates an item (UIKit makes them; the initializer is a ResponderKit addition for tests).
  public init(content: Content, range: NSRange) {
    self.content = content
    self.range = range
  }

  /// The URL of a link item, nil for a tag.
  public var link: URL? {
    if case .link(let url) = content { return url }
    return nil
  }

  /// The tag of a tag item, nil for a link.
  public var tagIdentifier: String? {
    if case .tag(let tag) = content { return tag }
    return nil
  }

  /// The menu a long press on the item shows (X14).
  ///
  /// UIKit's `UITextItem.MenuConfiguration`, without its preview.
  @preconcurrency @MainActor
  open class MenuConfiguration {
    /// The menu.
    public let menu: UIMenu

    /// Creates a configuration showing `menu`.
    public init(menu: UIMenu) {
      self.menu = menu
    }
  }
}

extension NSAttributedString.Key {
  /// The URL a range of text links to (UIKit's `.link`; a `URL` or a `String`), rule X14.
  nonisolated public static let link = NSAttributedString.Key("NSLink")
  /// A tag that makes a range of text a `UITextItem` (iOS 17's `.textItemTag`), rule X14.
  nonisolated public static let textItemTag = NSAttributedString.Key("UITextItemTag")
}
