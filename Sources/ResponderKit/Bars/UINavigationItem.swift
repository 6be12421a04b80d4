import Foundation

/// What a navigation bar shows for one controller: its title, its back button and its left
/// and right bar button items.
///
/// UIKit's `UINavigationItem`, rule N12: each controller's `navigationItem`; the bar of a
/// navigation controller shows the top controller's item, with a back button titled after
/// the item below it. Changing an item while its bar shows it lays the bar out again.
@preconcurrency @MainActor
open class UINavigationItem {
  /// How a navigation bar shows a large title for the item, with UIKit's raw values.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the item below it does (large for the root when the bar prefers large titles).
    case automatic = 0
    /// Always large when the bar prefers large titles.
    case always = 1
    /// Never large.
    case never = 2
    /// Inline with the bar's buttons.
    case inline = 3
  }

  /// What the back button shows, with UIKit's raw values.
  public enum BackButtonDisplayMode: Int, Hashable, Sendable {
    /// The previous item's back title, else its title, else "Back".
    case `default` = 0
    /// "Back".
    case generic = 1
    /// No title, only the chevron.
    case minimal = 2
  }

  /// Creates an item titled `title`.
  public init(title: String) {
    self.title = title
  }

  /// Creates an item with no title.
  public init() {}

  /// Creates an item from an archive: an item with no title (nothing is decoded here).
  public required init?(coder: NSCoder) {}

  /// The bar that shows the item, set by the bar.
  weak var bar: UINavigationBar?

  private func changed() { bar?.setNeedsLayout() }

  /// The title the bar shows in its middle (and the next item's back button, N12).
  open var title: String? { didSet { changed() } }

  /// A view the bar shows in place of the title.
  open var titleView: UIView? { didSet { changed() } }

  /// A line shown above the bar's title, kept.
  open var prompt: String?

  /// The title the next item's back button shows (N12); nil uses the title.
  open var backButtonTitle: String? { didSet { changed() } }

  /// The item the next item's back button is made from (its title is used, N12).
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

  /// What the back button shows when this item is on top.
  open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }

  /// Whether the back button is hidden when this item is on top (N7: no back swipe either).
  open var hidesBackButton = false { didSet { changed() } }

  /// Hides or shows the back button; `animated` is accepted (nothing is drawn).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The items on the leading side, first nearest the edge (N12).
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  /// The items on the trailing side, first nearest the edge (N12).
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

  /// The first of `leftBarButtonItems`; setting it replaces them all.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of `rightBarButtonItems`; setting it replaces them all.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the leading items; `animated` is accepted.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

  /// Sets the trailing items; `animated` is accepted.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

  /// Sets the leading item; `animated` is accepted.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

  /// Sets the trailing item; `animated` is accepted.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

  /// Whether the leading items are shown beside the back button rather than in its place (N7,
  /// N12).
  open var leftItemsSupplementBackButton = false { didSet { changed() } }

  /// How the bar shows a large title for this item (N12: heights only).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }

  /// The title of the back button shown when this item is below the top one (N12): the back
  /// item's title, else `backButtonTitle`, else the title, else "Back".
  var backTitleForNextItem: String {
    switch backButtonDisplayMode {
    case .minimal: return ""
    case .generic: return "Back"
    case .default:
      if let title = backBarButtonItem?.title { return title }
      if let backButtonTitle { return backButtonTitle }
      if let title, !title.isEmpty { return title }
      return "Back"
    }
  }

  /// Whether the back button shows when this item is on top of `backItem` (N7, N12): there is
  /// an item below, the back button is not hidden, and no leading item takes its place.
  func showsBackButton(below backItem: UINavigationItem?) -> Bool {
    guard backItem != nil, !hidesBackButton else { return false }
    return (leftBarButtonItems ?? []).isEmpty || leftItemsSupplementBackButton
  }
}
