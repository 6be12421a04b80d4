import Foundation

/// The item of a tab in a tab bar: a title, an image, a selected image and a badge.
///
/// UIKit's `UITabBarItem`. Its tab bar shows it as a control (N14): a touch-up inside that
/// control selects the tab. A controller's `tabBarItem` is made on first use, titled with the
/// controller's `title` and following it until the item's own title is set.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  /// The system's tab bar items, each with its title, with UIKit's raw values.
  public enum SystemItem: Int, Hashable, Sendable {
    /// More: the item of the "More" tab (N15).
    case more = 0
    /// Favorites.
    case favorites = 1
    /// Featured.
    case featured = 2
    /// Top Rated.
    case topRated = 3
    /// Recents.
    case recents = 4
    /// Contacts.
    case contacts = 5
    /// History.
    case history = 6
    /// Bookmarks.
    case bookmarks = 7
    /// Search.
    case search = 8
    /// Downloads.
    case downloads = 9
    /// Most Recent.
    case mostRecent = 10
    /// Most Viewed.
    case mostViewed = 11

    /// The title UIKit shows for the item (in English).
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// Creates an item with no title or image.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: an empty item (nothing is decoded here).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title, an image and a tag, with UIKit's initializer.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// Creates an item with a title, an image and the image shown while it is selected, with
  /// UIKit's initializer.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// Creates one of the system's items, titled as UIKit titles it, with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.title = systemItem.title
    self.tag = tag
  }

  /// The item's title: the one set, else, for a controller's own `tabBarItem` whose title was
  /// never set, the controller's `title` (UIKit sets the item's title with the controller's).
  open override var title: String? {
    get { titleWasSet ? super.title : (titleController?.title ?? super.title) }
    set {
      titleWasSet = true
      super.title = newValue
    }
  }
  /// Whether the title was set, on the item or through an initializer.
  private var titleWasSet = false
  /// The controller whose `title` the item shows until its own is set.
  weak var titleController: UIViewController?

  /// The image shown while the item is selected, kept (nothing is drawn here); nil shows
  /// `image`.
  open var selectedImage: UIImage?

  /// The text of the item's badge, kept; nil shows none.
  open var badgeValue: String?

  /// The badge's background colour, kept; nil is the system's red.
  open var badgeColor: UIColor?

  private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// Keeps the badge's text attributes for a control state (nothing is drawn here).
  open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    badgeAttributes[state.rawValue] = textAttributes
  }

  /// The badge's text attributes kept for `state`, or nil.
  open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    badgeAttributes[state.rawValue]
  }
}
