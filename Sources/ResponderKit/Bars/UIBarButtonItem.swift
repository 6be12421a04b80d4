import Foundation

/// A button of a navigation bar or a toolbar: a title, an image or a system item, or a custom
/// view, with a target and action, a primary action or a menu.
///
/// UIKit's `UIBarButtonItem`, rule N12: the bar shows the item as a control, and a touch-up
/// inside it sends `action` to `target` through `UIApplication.sendAction(_:to:from:for:)` with
/// the item as the sender (F6: a nil target is found along the responder chain; the sender is
/// our choice, as UIKit's is private), or runs `primaryAction`. An item with a `menu` and no
/// action or primary action shows its menu instead, which is kept here. A custom view is shown
/// as it is and takes its own touches.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How a bar button item's title is drawn, with UIKit's raw values.
  public enum Style: Int, Hashable, Sendable {
    /// A plain title.
    case plain = 0
    /// A bordered title (deprecated in UIKit; drawn as plain).
    case bordered = 1
    /// A bold title: the item that completes a task.
    case done = 2
  }

  /// The system-provided items, with UIKit's raw values.
  public enum SystemItem: Int, Hashable, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// A plus sign.
    case add
    /// Space that grows to fill the bar.
    case flexibleSpace
    /// Space of the item's `width`.
    case fixedSpace
    /// Compose.
    case compose
    /// Reply.
    case reply
    /// Share.
    case action
    /// Organize.
    case organize
    /// Bookmarks.
    case bookmarks
    /// Search.
    case search
    /// Refresh.
    case refresh
    /// Stop.
    case stop
    /// Camera.
    case camera
    /// Trash.
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Page curl (deprecated in UIKit).
    case pageCurl
    /// Close.
    case close

    /// The title the item shows: its name in English, as the bar here draws no symbols.
    var title: String {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace: ""
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Trash"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .pageCurl: "Page Curl"
      case .close: "Close"
      }
    }
  }

  /// The system item the item was made from, or nil.
  public private(set) var systemItem: SystemItem?

  /// The look of the title.
  open var style: Style = .plain

  /// The item's width; 0 lets the bar size it (N12).
  open var width: CGFloat = 0

  /// The titles the item may show, kept.
  open var possibleTitles: Set<String>?

  /// A view shown in place of a button: it takes its own touches (N12).
  open var customView: UIView?

  /// The action sent when the item is tapped, or nil.
  open var action: Selector?

  /// The object the action is sent to; nil sends it along the responder chain (F6). Held
  /// weakly, as in UIKit.
  open weak var target: AnyObject?

  /// A method reference given in place of a selector (`responder port`'s form of `#selector`).
  var boundAction: BoundAction?

  /// The action run when the item is tapped, in place of the target and action.
  open var primaryAction: UIAction?

  /// The menu the item shows, kept (shown on a tap when there is no action).
  open var menu: UIMenu?

  /// Whether the item is shown selected.
  open var isSelected = false

  /// Whether the item is hidden: a hidden item takes no space and no touches in its bar.
  open var isHidden = false {
    didSet { shownView?.superview?.setNeedsLayout() }
  }

  /// The item's tint, kept.
  open var tintColor: UIColor?

  /// Whether choosing from the item's menu selects that element, kept.
  open var changesSelectionAsPrimaryAction = false

  /// Creates an empty plain item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive: an empty plain item.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item showing `image` that sends `action` to `target`.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item showing `image` (and `landscapeImagePhone` in compact height) that sends
  /// `action` to `target`.
  public convenience init(
    image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
  ) {
    self.init(image: image, style: style, target: target, action: action)
    self.landscapeImagePhone = landscapeImagePhone
  }

  /// Creates an item titled `title` that sends `action` to `target`.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates a system item that sends `action` to `target`.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item that shows `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates an item with a title or image that runs `primaryAction` or shows `menu`.
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates a system item that runs `primaryAction` or shows `menu`.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Creates an item titled `title` that calls the method `action` of `target` with the item:
  /// `UIBarButtonItem(title: "Done", style: .done, target: self, action: Self.done)`.
  ///
  /// UIKit's `init(title:style:target:action:)` with a method reference in place of `#selector`
  /// (what `responder port` writes); a nil target is found along the responder chain (F6).
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    bind(target) { target, item in action(target)(item) }
  }

  /// Creates an item titled `title` that calls the method `action` of `target` without an
  /// argument.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(title: title, style: style, target: nil, action: nil)
    bind(target) { target, _ in action(target)() }
  }

  /// Creates an item showing `image` that calls the method `action` of `target` with the item.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    bind(target) { target, item in action(target)(item) }
  }

  /// Creates an item showing `image` that calls the method `action` of `target` without an
  /// argument.
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Any?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(image: image, style: style, target: nil, action: nil)
    bind(target) { target, _ in action(target)() }
  }

  /// Creates a system item that calls the method `action` of `target` with the item.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Any?,
    action: @escaping @MainActor (Target) -> (UIBarButtonItem) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    bind(target) { target, item in action(target)(item) }
  }

  /// Creates a system item that calls the method `action` of `target` without an argument.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping @MainActor (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    bind(target) { target, _ in action(target)() }
  }

  /// A fixed space of `width` points between items.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem()
    item.systemItem = .fixedSpace
    item.width = width
    return item
  }

  /// A space that grows to fill the bar between items.
  public static func flexibleSpace() -> UIBarButtonItem {
    let item = UIBarButtonItem()
    item.systemItem = .flexibleSpace
    return item
  }

  /// Binds a method reference as the item's action: the target held weakly; a nil target is
  /// the first responder of the chain that is a `Target` when the item is tapped (F6).
  private func bind<Target: AnyObject>(
    _ target: Any?, _ perform: @escaping @MainActor (Target, UIBarButtonItem) -> Void
  ) {
    if let target {
      guard let typed = target as? Target else { return }
      boundAction = BoundAction(target: typed, holdsTarget: true) { target, sender, _ in
        if let target = target as? Target, let item = sender as? UIBarButtonItem { perform(target, item) }
      }
    } else {
      boundAction = BoundAction(target: nil, holdsTarget: false) { _, sender, _ in
        guard let item = sender as? UIBarButtonItem else { return }
        var responder: UIResponder? =
          item.shownView?._window?._application?._keyWindow?._firstResponder ?? item.shownView
        var steps = 0
        while let current = responder, steps < 1_000_000 {
          if let target = current as? Target { return perform(target, item) }
          responder = current.next
          steps += 1
        }
      }
    }
  }

  /// Whether the item is a space rather than a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// N12: what a touch-up inside the item's control does: the primary action, else the action
  /// sent to the target (or along the chain) with the item as the sender.
  func perform(for event: UIEvent?, from control: UIControl) {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.handler(primaryAction)
      return
    }
    let application = control.window?._application ?? UIApplication.sharedIfDesignated
    if let boundAction {
      application?.sendAction(Selector("barButtonItemAction:"), to: boundAction, from: self, for: event)
    } else if let action {
      application?.sendAction(action, to: target, from: self, for: event)
    }
  }
}
