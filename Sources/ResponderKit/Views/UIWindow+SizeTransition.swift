import Foundation

/// Rule A5: the coordinator a size transition (a rotation or a resize of the window) gives to
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)`.
///
/// The container transitions' coordinator (`TransitionContext`) describes a change of
/// controllers, with a from and a to controller; a size transition has none, so it has its own
/// coordinator: its blocks run once the new size is laid out, its completions after
/// `transitionDuration` on the application's clock.
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private unowned let window: UIWindow
  let transitionDuration: TimeInterval
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the animation blocks ran: blocks given later run at once.
  private var animating = false
  private var finished = false

  init(window: UIWindow, duration: TimeInterval) {
    self.window = window
    transitionDuration = duration
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var percentComplete: CGFloat { finished ? 1 : 0 }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  var containerView: UIView { window }
  var targetTransform: CGAffineTransform { .identity }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion {
      if finished { completion(self) } else { completions.append(completion) }
    }
    guard let animation else { return true }
    if animating { animation(self) } else { animations.append(animation) }
    return true
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// Runs the blocks given so far, in order.
  func runAnimations() {
    animating = true
    let blocks = animations
    animations = []
    for block in blocks { block(self) }
  }

  /// Runs the completions, in order.
  func finish() {
    finished = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}

extension UIWindow {
  /// Rule A5: changes the window's size as a rotation or a resize does, with UIKit's calls in
  /// UIKit's order; `orientation` is the new interface orientation of a rotation.
  ///
  /// 1. `willTransition(to:with:)` with the new traits, when they change, on the root view
  ///    controller (which forwards it to its children) and on each presented controller;
  /// 2. `viewWillTransition(to:with:)` with the new size, likewise;
  /// 3. the size changes (the root view, and any subview that filled the window, fill it
  ///    again), and with a rotation the application's, scene's and device's orientations;
  /// 4. `traitCollectionDidChange(_:)` with the old traits on every controller and then every
  ///    view of the window, top down, when they changed;
  /// 5. the layout pass (`viewWillLayoutSubviews()`, `layoutSubviews()`, …);
  /// 6. the coordinator's alongside blocks;
  /// 7. its completions, `duration` later on the application's clock.
  @_spi(Tools) public func transitionSize(
    to size: CGSize, duration: TimeInterval, orientation: UIInterfaceOrientation? = nil
  ) {
    let coordinator = SizeTransitionCoordinator(window: self, duration: duration)
    var controllers: [UIViewController] = []
    if let root = rootViewController { Self.collect(root, into: &controllers) }
    // The controllers UIKit calls directly: the root and each presented one; the defaults
    // forward to children.
    let presented = Set(controllers.compactMap { $0._presented.map(ObjectIdentifier.init) })
    let called = controllers.filter { $0 === rootViewController || presented.contains(ObjectIdentifier($0)) }
    var views: [UIView] = []
    Self.collect(self, into: &views)
    let oldControllerTraits = controllers.map(\.traitCollection)
    let oldViewTraits = views.map(\.traitCollection)
    let newTraits = UITraitCollection.shown(in: self, windowSize: size)
    let changes = newTraits != traitCollection
    if changes {
      for controller in called { controller.willTransition(to: newTraits, with: coordinator) }
    }
    for controller in called { controller.viewWillTransition(to: size, with: coordinator) }
    if let orientation, let application = _application {
      application.interfaceOrientation = orientation
      UIDevice.current.orientation = orientation.deviceOrientation
    }
    let oldBounds = bounds
    frame.size = size
    for subview in _subviews where subview.frame == oldBounds { subview.frame = bounds }
    if changes {
      for (controller, old) in zip(controllers, oldControllerTraits) where controller.traitCollection != old {
        controller.traitCollectionDidChange(old)
      }
      for (view, old) in zip(views, oldViewTraits) where view.traitCollection != old {
        view.traitCollectionDidChange(old)
      }
    }
    layoutIfNeeded()
    coordinator.runAnimations()
    guard let clock = _application?.clock else { return coordinator.finish() }
    _ = clock.schedule(at: clock.now + duration) { coordinator.finish() }
  }

  /// The controller and, depth first, its children and the controllers they present.
  private static func collect(_ controller: UIViewController, into list: inout [UIViewController]) {
    list.append(controller)
    for child in controller.children { collect(child, into: &list) }
    if let presented = controller._presented { collect(presented, into: &list) }
  }

  /// The view and its subtree, top down.
  private static func collect(_ view: UIView, into list: inout [UIView]) {
    list.append(view)
    for subview in view._subviews { collect(subview, into: &list) }
  }
}

/// The guide `topLayoutGuide` and `bottomLayoutGuide` answer: a guide of the controller's view,
/// across it, at its top or bottom edge, as high as the safe area's inset there (zero here).
final class BarLayoutSupport: UILayoutGuide, UILayoutSupport {
  /// The guide's height: its solved height once laid out.
  var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
  /// The controller's top or bottom layout support guide, added to its view on first use.
  func layoutSupport(top: Bool) -> any UILayoutSupport {
    let identifier = top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    let view: UIView = view
    if let existing = view.layoutGuides.first(where: { $0.identifier == identifier }) as? BarLayoutSupport {
      return existing
    }
    let guide = BarLayoutSupport()
    guide.identifier = identifier
    view.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      top
        ? guide.topAnchor.constraint(equalTo: view.topAnchor)
        : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      guide.heightAnchor.constraint(equalToConstant: top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom),
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    return guide
  }
}
