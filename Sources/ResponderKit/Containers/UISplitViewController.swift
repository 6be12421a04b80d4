import Foundation

/// A container controller that shows its columns side by side when the width allows, and one
/// of them, as a navigation stack, when it does not.
///
/// UIKit's `UISplitViewController` (rule N17). The columns are stored as given. On the pad
/// idiom the primary (and a triple-column split's supplementary) column lies beside the
/// secondary as the display mode says. On the phone idiom it is collapsed: it shows the
/// `.compact` column's controller, or the primary's navigation stack with the secondary pushed
/// on it unless the delegate keeps it off; `show(_:)` and `hide(_:)` push and pop.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
  /// How the columns are declared (N17).
  public enum Style: Int, Sendable {
    /// The classic style: `viewControllers` gives the primary and the secondary.
    case unspecified = 0
    /// A primary and a secondary column.
    case doubleColumn = 1
    /// A primary, a supplementary and a secondary column.
    case tripleColumn = 2
  }

  /// A column of the split (N17).
  public enum Column: Int, Sendable {
    /// The leading column.
    case primary = 0
    /// The middle column of a triple-column split.
    case supplementary = 1
    /// The main column.
    case secondary = 2
    /// The controller shown alone while collapsed, in place of the primary's stack.
    case compact = 3
  }

  /// Which columns show, and how, while expanded (N17).
  public enum DisplayMode: Int, Sendable {
    /// Let the split choose (only as the preferred mode).
    case automatic = 0
    /// The secondary column alone.
    case secondaryOnly = 1
    /// One column beside the secondary.
    case oneBesideSecondary = 2
    /// One column over the secondary.
    case oneOverSecondary = 3
    /// Two columns beside the secondary.
    case twoBesideSecondary = 4
    /// Two columns over the secondary.
    case twoOverSecondary = 5
    /// Two columns pushing the secondary aside (laid out as beside, our choice).
    case twoDisplaceSecondary = 6
  }

  /// The background of the primary column (N17; kept, nothing is drawn).
  public enum BackgroundStyle: Int, Sendable {
    /// No special background.
    case none = 0
    /// A sidebar's background.
    case sidebar = 1
  }

  /// The value of a width property that lets the split choose (N17).
  public static let automaticDimension: CGFloat = -1

  /// How the columns are declared, as given at creation (N17).
  public let style: Style

  /// The controllers of the columns, as given.
  private var columns: [Column: UIViewController] = [:]
  /// The navigation controller made to hold a primary that is not one, while collapsed.
  private var wrapper: UINavigationController?
  /// Whether the secondary was collapsed onto the primary's stack.
  private var collapsedOnce = false
  /// The expanded display mode after `show(_:)` or `hide(_:)`, until the preferred one changes.
  private var chosenDisplayMode: DisplayMode?

  /// Creates a split view controller of a style (UIKit's designated initializer; N17).
  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a split view controller of the classic, `.unspecified`, style (N17).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .unspecified
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split view controller from an archive: the classic style.
  public required init?(coder: NSCoder) {
    style = .unspecified
    super.init(coder: coder)
  }

  /// Asked how to collapse and told of display-mode changes (N17).
  open weak var delegate: UISplitViewControllerDelegate?

  /// The controllers shown (N17): while collapsed, the one shown; expanded, the primary, the
  /// supplementary and the secondary that are set. Setting it (the classic style) makes the
  /// first the primary and the last the secondary.
  open var viewControllers: [UIViewController] {
    get {
      if isCollapsed, let shown = collapsedController { return [shown] }
      return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
    }
    set {
      columns[.primary] = newValue.first
      columns[.secondary] = newValue.count > 1 ? newValue.last : nil
      columnsChanged()
    }
  }

  /// Sets the controller of `column`; nil clears it (N17).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    columns[column] = vc
    columnsChanged()
  }

  /// The controller set for `column`, as given, or nil (N17).
  open func viewController(for column: Column) -> UIViewController? { columns[column] }

  /// The display mode asked for; `.automatic` lets the split choose (N17).
  open var preferredDisplayMode: DisplayMode = .automatic {
    didSet {
      chosenDisplayMode = nil
      columnsChanged()
    }
  }

  /// The share of the width the primary column takes beside the secondary;
  /// ``automaticDimension`` is ``InteractionConstants/splitViewPrimaryColumnFraction`` (N17).
  open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// The primary column's background; kept (N17).
  open var primaryBackgroundStyle: BackgroundStyle = .none

  /// Whether a swipe shows and hides the primary column; kept (N17: no swipe is modelled).
  open var presentsWithGesture = true

  /// Whether the split shows one column: true on the phone idiom (compact width), false on the
  /// pad idiom (N17).
  open var isCollapsed: Bool { idiom != .pad }

  /// The display mode in effect (N17): `.secondaryOnly` while collapsed (our choice: one
  /// column fills the view); expanded, the mode `show(_:)` or `hide(_:)` chose, else the
  /// preferred one, with `.automatic` as `.oneBesideSecondary` (`.twoBesideSecondary` for the
  /// triple-column style).
  open var displayMode: DisplayMode {
    if isCollapsed { return .secondaryOnly }
    if let chosenDisplayMode { return chosenDisplayMode }
    if preferredDisplayMode != .automatic { return preferredDisplayMode }
    return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
  }

  /// Shows `column` (N17). Collapsed: `.secondary` is pushed onto the primary's stack
  /// (animated), `.primary` pops the stack back to the primary (animated). Expanded: the
  /// display mode becomes the least that shows it (`.oneBesideSecondary` for a double-column
  /// primary, `.twoBesideSecondary` for a triple-column primary, `.oneBesideSecondary` for the
  /// supplementary), with `splitViewController(_:willChangeTo:)` first.
  open func show(_ column: Column) {
    if isCollapsed {
      guard let navigation = collapsedController as? UINavigationController else { return }
      switch column {
      case .secondary:
        if let secondary = columns[.secondary], !navigation.viewControllers.contains(where: { $0 === secondary }) {
          navigation.pushViewController(secondary, animated: true)
        }
      case .primary:
        if let primary = columns[.primary], navigation.viewControllers.contains(where: { $0 === primary }) {
          _ = navigation.popToViewController(primary, animated: true)
        } else {
          _ = navigation.popToRootViewController(animated: true)
        }
      default: break
      }
      return
    }
    switch column {
    case .primary: choose(style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
    case .supplementary: if displayMode == .secondaryOnly { choose(.oneBesideSecondary) }
    default: break
    }
  }

  /// Hides `column` (N17). Collapsed: `.secondary` pops it off the primary's stack (animated),
  /// `.primary` pushes the secondary. Expanded: the primary leaves (`.secondaryOnly` for a
  /// double-column split, `.oneBesideSecondary` for a triple-column one), the supplementary
  /// leaves with it (`.secondaryOnly`); the secondary cannot be hidden.
  open func hide(_ column: Column) {
    if isCollapsed {
      guard let navigation = collapsedController as? UINavigationController else { return }
      switch column {
      case .secondary:
        if let secondary = columns[.secondary], navigation.topViewController === secondary {
          _ = navigation.popViewController(animated: true)
        }
      case .primary: show(.secondary)
      default: break
      }
      return
    }
    switch column {
    case .primary: choose(style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly)
    case .supplementary: choose(.secondaryOnly)
    default: break
    }
  }

  /// Shows `vc` as the detail (N17, Q3: the split controller is the target of
  /// `showDetailViewController(_:sender:)`). The delegate's `splitViewController(_:showDetail:sender:)`
  /// first (true: nothing more); collapsed, the primary's stack pushes `vc` (animated);
  /// expanded, `vc` becomes the secondary column's controller.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let delegate, delegate.splitViewController(self, showDetail: vc, sender: sender) { return }
    if isCollapsed {
      if let navigation = collapsedController as? UINavigationController {
        navigation.pushViewController(vc, animated: true)
      } else {
        present(vc, animated: true)
      }
    } else {
      setViewController(vc, for: .secondary)
    }
  }

  /// The view lays out the columns in its layout pass.
  open override func loadView() {
    view = SplitContainerView(frame: UIScreen.main.bounds)
  }

  /// The column a user sees: the collapsed controller, else the secondary.
  override var shownChildForVisibility: UIViewController? {
    isCollapsed ? collapsedController : columns[.secondary]
  }

  // MARK: Columns

  /// The idiom of the application the view is in, else of the designated application.
  private var idiom: UIUserInterfaceIdiom {
    viewIfLoaded?._window?._application?.userInterfaceIdiom ?? UIApplication.sharedIfDesignated?.userInterfaceIdiom
      ?? UIDevice.current.userInterfaceIdiom
  }

  /// The controller shown while collapsed: the `.compact` column's (column styles), else the
  /// primary if it is a navigation controller, else a navigation controller made around it.
  private var collapsedController: UIViewController? {
    if style != .unspecified, let compact = columns[.compact] { return compact }
    guard let primary = columns[.primary] else { return nil }
    if let navigation = primary as? UINavigationController { return navigation }
    if let wrapper, wrapper.viewControllers.first === primary { return wrapper }
    let made = UINavigationController(rootViewController: primary)
    wrapper = made
    return made
  }

  /// The expanded mode `show(_:)` or `hide(_:)` picked: the delegate hears it first.
  private func choose(_ mode: DisplayMode) {
    guard mode != displayMode else { return }
    delegate?.splitViewController(self, willChangeTo: mode)
    chosenDisplayMode = mode
    columnsChanged()
  }

  /// The columns or the mode changed: the layout pass arranges them again.
  private func columnsChanged() {
    guard let container = viewIfLoaded else { return }
    container.setNeedsLayout()
    if container._window != nil { arrange(in: container.bounds) }
  }

  /// The controllers to show with their frames, in back-to-front order.
  private func placements(in bounds: CGRect) -> [(UIViewController, CGRect)] {
    if isCollapsed {
      guard let shown = collapsedController else { return [] }
      return [(shown, bounds)]
    }
    let fraction =
      preferredPrimaryColumnWidthFraction >= 0
      ? min(preferredPrimaryColumnWidthFraction, 1) : InteractionConstants.splitViewPrimaryColumnFraction
    let width = (bounds.width * fraction).rounded()
    let primary = columns[.primary]
    let supplementary = style == .tripleColumn ? columns[.supplementary] : nil
    let secondary = columns[.secondary]
    var leading: [UIViewController] = []
    switch displayMode {
    case .secondaryOnly, .automatic: break
    case .oneBesideSecondary, .oneOverSecondary:
      leading = [style == .tripleColumn ? supplementary : primary].compactMap { $0 }
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
      leading = [primary, supplementary].compactMap { $0 }
    }
    let over = displayMode == .oneOverSecondary || displayMode == .twoOverSecondary
    let taken = over ? 0 : CGFloat(leading.count) * width
    var result: [(UIViewController, CGRect)] = []
    if let secondary {
      result.append(
        (
          secondary,
          CGRect(x: bounds.minX + taken, y: bounds.minY, width: max(bounds.width - taken, 0), height: bounds.height)
        ))
    }
    for (index, controller) in leading.enumerated() {
      result.append(
        (
          controller,
          CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
        ))
    }
    return result
  }

  /// Rule N17: shows the controllers `placements(in:)` gives and no others. Collapsing the
  /// first time asks the delegate, then pushes the secondary onto the primary's stack (not
  /// animated) unless kept off. Controllers that leave: `willMove(toParent: nil)`, their views
  /// removed, `removeFromParent()`; controllers that join: `addChild`, their views added,
  /// `didMove(toParent:)`; the appearance calls are the views' moves in and out of the window
  /// (Q2).
  fileprivate func arrange(in bounds: CGRect) {
    if isCollapsed { collapseIfNeeded() }
    let shown = placements(in: bounds)
    let leaving = children.filter { child in !shown.contains { $0.0 === child } }
    for child in leaving {
      child.willMove(toParent: nil)
      if let childView = child.viewIfLoaded, childView.superview === viewIfLoaded { childView.removeFromSuperview() }
      child.removeFromParent()
    }
    guard let container = viewIfLoaded else { return }
    for (controller, frame) in shown {
      let joining = controller.parent !== self
      if joining {
        controller.parent?.removeChildForSplit(controller)
        addChild(controller)
      }
      controller.view.frame = frame
      if controller.view.superview !== container || joining { container.addSubview(controller.view) }
      if joining { controller.didMove(toParent: self) }
    }
  }

  /// The first collapse: with a secondary and no `.compact` column, the delegate is asked
  /// (`topColumnForCollapsingToProposedTopColumn` with `.secondary` for the column styles,
  /// `collapseSecondary:onto:` for the classic one); the secondary is pushed onto the
  /// primary's stack, not animated, unless the answer keeps it off.
  private func collapseIfNeeded() {
    guard !collapsedOnce else { return }
    guard let navigation = collapsedController as? UINavigationController, let primary = columns[.primary],
      let secondary = columns[.secondary], secondary !== primary
    else { return }
    collapsedOnce = true
    let pushes: Bool
    if style == .unspecified {
      pushes = !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false)
    } else {
      pushes =
        (delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary)
        == .secondary
    }
    guard pushes, !navigation.viewControllers.contains(where: { $0 === secondary }) else { return }
    secondary.parent?.removeChildForSplit(secondary)
    navigation.setViewControllers(navigation.viewControllers + [secondary], animated: false)
  }
}

extension UIViewController {
  /// Takes `child` out of this container so that a split view controller can show it
  /// elsewhere (N17): its view removed, the containment undone.
  fileprivate func removeChildForSplit(_ child: UIViewController) {
    child.willMove(toParent: nil)
    if let childView = child.viewIfLoaded, childView.superview != nil { childView.removeFromSuperview() }
    child.removeFromParent()
  }
}

/// The split view controller's view, which arranges the columns in its layout pass (N17).
final class SplitContainerView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    (next as? UISplitViewController)?.arrange(in: bounds)
  }
}
