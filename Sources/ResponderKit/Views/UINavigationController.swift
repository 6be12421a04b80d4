import Foundation

/// A container controller that shows one child at a time from a stack: push to go deeper,
/// pop to come back.
///
/// UIKit rules R1 and R2 follow from its shape: the controllers of the stack are its children
/// (`children == viewControllers`) and only the top controller's view is in the hierarchy,
/// inside the navigation controller's view, so the chain from a touched view runs top view →
/// top controller → navigation controller's view → navigation controller → its view's
/// superview. There is no navigation bar and no animation: `animated` is accepted and ignored.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// Creates a navigation controller with an empty stack (UIKit's designated initializer; no
  /// nib is loaded).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates a navigation controller from an archive: an empty stack, as `init()` makes.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The stack, bottom (root) first: the children. Setting it is `setViewControllers(_:animated:)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack, whose view is shown, or nil.
  open var topViewController: UIViewController? { children.last }

  /// The controller presented by the navigation controller if there is one, else the top one,
  /// as in UIKit.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  /// Makes the view a plain container; the top controller's view goes in it.
  open override func loadView() {
    view = ContainerView()
    showTop(hiding: nil)
  }

  /// Shows `vc` by pushing it, animated: a navigation controller takes over `show(_:sender:)`
  /// for the controllers inside it (Q3).
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Pushes `viewController` on the stack and shows its view in place of the old top's.
  ///
  /// UIKit raises an exception for a controller already in the stack; here such a push does
  /// nothing. A controller that has another parent is taken from it, as `addChild(_:)` does.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !children.contains(where: { $0 === viewController }), viewController !== self else { return }
    let old = topViewController
    addChild(viewController)
    showTop(hiding: old)
    viewController.didMove(toParent: self)
  }

  /// Pops the top controller and shows the one under it; nil, and nothing changes, when the
  /// top controller is the root.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    remove([top])
    return top
  }

  /// Pops every controller above the root, returning them bottom first (nil with none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops every controller above `viewController`, returning them bottom first; nil when it is
  /// not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(children[(index + 1)...])
    remove(popped)
    return popped
  }

  /// Replaces the stack; the new top's view is shown, controllers left out are removed.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var stack: [UIViewController] = []
    for controller in viewControllers where controller !== self && !stack.contains(where: { $0 === controller }) {
      stack.append(controller)
    }
    let old = topViewController
    let leaving = children.filter { child in !stack.contains { $0 === child } }
    for child in leaving {
      child.willMove(toParent: nil)
      if child !== old, child.viewIfLoaded?.superview === viewIfLoaded { child.viewIfLoaded?.removeFromSuperview() }
      child.removeFromParent()
    }
    for controller in stack where controller._parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    _children = stack
    if old !== topViewController { showTop(hiding: old) }
  }

  /// Removes the controllers at the top of the stack and shows the new top.
  private func remove(_ popped: [UIViewController]) {
    let old = topViewController
    for child in popped.reversed() {
      child.willMove(toParent: nil)
      child.removeFromParent()
    }
    showTop(hiding: old)
  }

  /// Puts the top controller's view in the container in place of `old`'s; touches `old`'s view
  /// was tracking are cancelled (rule A4).
  private func showTop(hiding old: UIViewController?) {
    guard let container = viewIfLoaded else { return }
    if let oldView = old?.viewIfLoaded, oldView.superview === container, old !== topViewController {
      oldView.removeFromSuperview()
    }
    guard let top = topViewController else { return }
    let topView: UIView = top.view
    guard topView.superview !== container else { return }
    container.addSubview(topView)
    fitTopView()
  }

  /// Gives the top view the container's bounds when it has no size: there is no layout
  /// engine, and UIKit sizes a pushed view to the container (our choice of when: on showing
  /// it and when the container moves).
  fileprivate func fitTopView() {
    guard let container = viewIfLoaded, let topView = topViewController?.viewIfLoaded,
      topView.superview === container, topView.bounds.size == .zero
    else { return }
    topView.frame = container.bounds
  }
}

/// The navigation controller's view, which sizes the top view once it has a size itself.
private final class ContainerView: UIView {
  override func didMoveToSuperview() {
    (next as? UINavigationController)?.fitTopView()
  }
}
