import Foundation

extension UIButton {
  /// A button's content and style, iOS 15's way: a minimal form, its values stored. A
  /// configuration's title and image become the button's normal title and image.
  public struct Configuration: Hashable, @unchecked Sendable {
    /// The style a configuration was made with.
    enum Style: Hashable {
      case plain, tinted, gray, filled, borderless, borderedTinted
    }

    let style: Style
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// The colour of the title and image (nil: the style's).
    public var baseForegroundColor: UIColor?
    /// The colour of the background (nil: the style's).
    public var baseBackgroundColor: UIColor?
    /// The insets around the content (default 7 pt above and below, 12 pt at the sides,
    /// UIKit's at the medium button size: `InteractionConstants.configurationContentInsets`).
    public var contentInsets = InteractionConstants.configurationContentInsets
    /// The space between image and title.
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle.
    public var titlePadding: CGFloat = 0
    /// Whether a spinner shows in place of the image.
    public var showsActivityIndicator = false

    init(style: Style) { self.style = style }

    /// No background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled background in the tint colour.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No background, borderless.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A tinted bordered background.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }

    /// Whether two configurations have the same style, texts, colours and metrics (images by
    /// identity).
    public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
      lhs.style == rhs.style && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.image === rhs.image
        && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
        && lhs.contentInsets == rhs.contentInsets && lhs.imagePadding == rhs.imagePadding
        && lhs.titlePadding == rhs.titlePadding && lhs.showsActivityIndicator == rhs.showsActivityIndicator
    }

    /// Hashes the style and title.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(style)
      hasher.combine(title)
    }
  }
}
