import Foundation

/// An object that manages a view hierarchy: the root view's next responder.
///
/// UIKit rule R2: its `next` is the presenting controller when it was presented, otherwise
/// the superview of its view (the window, for a window's root view controller), otherwise its
/// parent controller.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  var _view: UIView?
  weak var _parent: UIViewController?
  var _children: [UIViewController] = []
  var _presented: UIViewController?
  weak var _presenting: UIViewController?

  /// The name of the nib the controller would load its view from, as given to
  /// `init(nibName:bundle:)`.
  ///
  /// UIKit's property. ResponderKit has no nibs: the view always comes from `loadView()`, and
  /// the name is only kept.
  public let nibName: String?
  /// The bundle given to `init(nibName:bundle:)`, kept as UIKit keeps it.
  public let nibBundle: Bundle?

  /// Creates a view controller whose view loads on first use; UIKit's designated initializer.
  ///
  /// UIKit code calls `super.init(nibName: nil, bundle: nil)` from its own initializers, and
  /// `init()` comes through here, so an override of it sees every controller made. No nib is
  /// loaded (there are none here): `loadView()` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller without a nib: `init(nibName: nil, bundle: nil)`, as NSObject's
  /// `init` is for a UIKit controller.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive: the same controller as `init()`.
  ///
  /// UIKit decodes a storyboard's controller here; ResponderKit has no archives, so nothing is
  /// read from `coder`. `required`, as in UIKit, so that subclasses written for iOS compile
  /// unchanged; it never fails.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// The root view, loaded by `loadView()` on first access.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return _view
    }
    set {
      if let old = _view, old._viewController === self { old._viewController = nil }
      _view = newValue
      newValue?._viewController = self
    }
  }

  /// A root view that outlives its controller forgets it (see `UIView._viewController`).
  @MainActor deinit {
    if let view = _view, view._viewController === self { view._viewController = nil }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: UIView? { _view }

  /// Whether the root view has been loaded.
  public var isViewLoaded: Bool { _view != nil }

  /// Loads the view if it has not been loaded yet.
  public func loadViewIfNeeded() {
    guard _view == nil else { return }
    loadView()
    if _view == nil { view = UIView() }
    viewDidLoad()
  }

  /// Creates the root view; the default makes a plain `UIView` the size of the main screen, as
  /// UIKit's does, so that `viewDidLoad()` can lay out from `view.bounds`. Overridable, as in
  /// UIKit.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  /// Called after the view was loaded; the default does nothing.
  open func viewDidLoad() {}

  /// The parent controller, or nil.
  public var parent: UIViewController? { _parent }

  /// The child controllers, in the order they were added.
  public var children: [UIViewController] { _children }

  /// Adds a child controller (its view is placed by the caller, as in UIKit).
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController._parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    _children.append(childController)
    childController._parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    guard let parent = _parent else { return }
    parent._children.removeAll { $0 === self }
    _parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent; does nothing by default.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent; does nothing by default.
  open func didMove(toParent parent: UIViewController?) {}

  /// The controller this one presented, or nil.
  public var presentedViewController: UIViewController? { _presented }

  /// The controller that presented this one, or nil.
  public var presentingViewController: UIViewController? { _presenting }

  /// Presents a controller: its view is put in this controller's window, above everything,
  /// at its own frame (the window's bounds when its frame is empty).
  ///
  /// As in UIKit, a controller that already presents one, or whose view is in no window,
  /// presents nothing. There is no animation: `completion` runs at once.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    guard _presented == nil, viewControllerToPresent._presenting == nil,
      viewControllerToPresent !== self, let window = _view?.window
    else { return }
    _presented = viewControllerToPresent
    viewControllerToPresent._presenting = self
    let presentedView: UIView = viewControllerToPresent.view
    // Full screen: the presented view fills the window (UIKit's full-screen style; sheets,
    // which inset it, are not modelled).
    presentedView.frame = window.bounds
    window.addSubview(presentedView)
    completion?()
  }

  /// Dismisses the controller this one presented, or, when it presents none, this one.
  ///
  /// UIKit semantics: controllers presented above the dismissed one go too. Touches the
  /// removed views were tracking are cancelled (rule A4).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let target = _presented ?? (_presenting != nil ? self : nil) else {
      completion?()
      return
    }
    target._presented?.dismiss(animated: flag)
    target._view?.removeFromSuperview()
    target._presenting?._presented = nil
    target._presenting = nil
    completion?()
  }

  /// The application of the controller's view (its window's): its walker serves the calls the
  /// controller forwards.
  override var chainApplication: UIApplication? { _view?._window?._application }

  /// The next responder.
  ///
  /// UIKit rule R2: the presenting controller; else the superview of its view (the window for
  /// a root view controller); else the parent controller.
  open override var next: UIResponder? {
    if let presenting = _presenting { return presenting }
    if let superview = _view?._superview { return superview }
    return _parent
  }
}
