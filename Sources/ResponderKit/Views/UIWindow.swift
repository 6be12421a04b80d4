import Foundation

/// The backdrop of an app's views: the root of a view hierarchy, and the object that delivers
/// touches to its views.
///
/// UIKit rules: its frame is in screen coordinates; windows are hit-tested front to back by
/// `windowLevel`, then the one shown later first (H1); its `next` is the application (R3);
/// `sendEvent(_:)` delivers an event's touches to their hit-test views (A1). As in UIKit a
/// window starts hidden: `makeKeyAndVisible()` or `isHidden = false` shows it.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The stacking level of a window; higher levels are in front.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level's value.
    public var rawValue: CGFloat

    /// Creates a level from its value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of ordinary windows (0).
    public static let normal = Level(rawValue: 0)
    /// The level of the status bar (1000), as in UIKit.
    public static let statusBar = Level(rawValue: 1000)
    /// The level of alerts (2000), as in UIKit.
    public static let alert = Level(rawValue: 2000)

    /// Orders levels by value.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The application, which owns the window (`UIApplication.windows`): an ``UnsafeLink`` the
  /// application clears when it goes.
  @UnsafeLink var _application: UIApplication? {
    didSet { responderChainGeneration &+= 1 }
  }
  var _windowLevel: Level = .normal
  /// When the window was last shown, for front-to-back order among equal levels (H1).
  var shownOrder: UInt64 = 0
  var _rootViewController: UIViewController?
  /// The window's first responder (rule F1), held weakly as UIKit does.
  weak var _firstResponder: UIResponder?
  /// The window's constraint layout, while any of its views has constraints (Y1–Y5).
  var layoutEngine: WindowLayoutEngine?
  /// The `constraintLayoutGeneration` of the window's last constraint layout pass.
  var laidOutConstraintGeneration = -1
  /// The `layoutMarkGeneration` of the last `layoutIfNeeded()` walk of the window's tree.
  var laidOutLayoutMark = -1

  /// The scene the window was put in with `init(windowScene:)` or `windowScene`, held weakly
  /// as in UIKit; read only when `sceneIsExplicit` (SC2).
  weak var _explicitScene: UIWindowScene?
  /// Whether the window's scene was set (`_explicitScene`), rather than its application's
  /// default window scene.
  var sceneIsExplicit = false

  /// The application the next window made with `init(frame:)` or `init?(coder:)` joins instead
  /// of `UIApplication.shared`; the initializer clears it (a ResponderKit addition).
  ///
  /// Rule SC3: set just before a subclass's `super.init(frame:)`, rather than passed to an
  /// initializer of its own, so that the designated initializers are UIKit's alone and a
  /// subclass written for iOS that overrides `init(frame:)` and `init?(coder:)` inherits
  /// `init(windowScene:)` and `init(application:frame:)`, which set it themselves.
  public static var nextWindowApplication: UIApplication?

  /// Creates a hidden window in `application` (a ResponderKit addition).
  ///
  /// UIKit attaches windows to a scene; ResponderKit has several applications per process
  /// (tests make many), so a window names its application. Rule SC3: a convenience initializer
  /// that ends in `init(frame:)`, so that a subclass that overrides `init(frame:)` inherits it; a
  /// subclass's own designated initializer sets `nextWindowApplication` instead.
  public convenience init(application: UIApplication, frame: CGRect) {
    UIWindow.nextWindowApplication = application
    self.init(frame: frame)
  }

  /// Creates a hidden window in the scene, the size of its screen, as UIKit's
  /// `init(windowScene:)` does.
  ///
  /// Rule SC3: a convenience initializer that ends in `init(frame:)`, as in UIKit, so that a
  /// subclass that overrides `init(frame:)` and `init?(coder:)` inherits it; the window joins
  /// the scene's application and is in the scene (SC2).
  public convenience init(windowScene: UIWindowScene) {
    UIWindow.nextWindowApplication = windowScene._application
    self.init(frame: windowScene.screen.bounds)
    _explicitScene = windowScene
    sceneIsExplicit = true
  }

  /// Creates a hidden window in `UIApplication.shared` (or in `nextWindowApplication`).
  ///
  /// Designated, as in UIKit, so that a subclass can override it and call `super.init(frame:)`.
  /// UIKit puts a new window on the main screen of the app's scene; here it joins the
  /// designated application (created on first use of `shared`) and its default window scene
  /// (SC2).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    joinApplication(UIWindow.takeNextWindowApplication())
  }

  /// Creates a hidden window with a zero frame in `UIApplication.shared` (or in
  /// `nextWindowApplication`); nothing is decoded (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    joinApplication(UIWindow.takeNextWindowApplication())
  }

  /// The application a window being made joins: `nextWindowApplication`, cleared, or the
  /// shared one.
  private static func takeNextWindowApplication() -> UIApplication {
    guard let application = nextWindowApplication else { return .shared }
    nextWindowApplication = nil
    return application
  }

  private func joinApplication(_ application: UIApplication) {
    _window = self
    _isHidden = true
    application.attach(self)
  }

  /// Views that outlive their window forget it (`UIView._window` is valid only while the
  /// window owns them); a nested window becomes the window of its own subtree.
  deinit {
    runDeinitCleanup {
      for subview in _subviews { subview.setWindowOfSubtree(subview as? UIWindow) }
    }
  }

  /// Converts a point in screen coordinates into the window's (a ResponderKit addition).
  open func convert(fromScreen point: CGPoint) -> CGPoint {
    convertFromScreen(point)
  }

  /// Converts a point in the window's coordinates into screen coordinates.
  open func convert(toScreen point: CGPoint) -> CGPoint {
    point.applying(transform(toAncestor: nil))
  }

  /// The application the window belongs to.
  public var application: UIApplication? { _application }

  /// The window's stacking level (H1).
  open var windowLevel: Level {
    get { _windowLevel }
    set { _windowLevel = newValue }
  }

  /// Whether the window is hidden; showing a window puts it in front of the windows of its
  /// level that were shown before it (H1). Hiding a window takes it off the screen, UIKit's
  /// way of removing one: the touches its views track are cancelled (rule A4). (Hiding a
  /// view does not cancel its touches.)
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      let wasHidden = super.isHidden
      if newValue && !wasHidden { _application?.dispatcher.views.cancelTouches(inSubtreeOf: self) }
      super.isHidden = newValue
      if wasHidden && !newValue { _application?.windowWasShown(self) }
    }
  }

  /// Whether this is its application's key window (A2).
  open var isKeyWindow: Bool { _application?.keyWindow === self }

  /// Makes the window the key window (A2); the previous key window gets `resignKey()`.
  open func makeKey() {
    _application?.makeKey(self)
  }

  /// Shows the window and makes it the key window (A2).
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Called when the window became the key window; the default does nothing.
  open func becomeKey() {}

  /// Called when the window stopped being the key window; the default does nothing.
  open func resignKey() {}

  /// The screen the window is on: its scene's screen (SC3), else `UIScreen.main`. Stored; the
  /// screen plays no part in hit testing.
  open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

  /// The controller whose view is the window's root view.
  ///
  /// Setting it removes the old controller's view and adds the new one's, sized to the
  /// window's bounds, as UIKit sizes a root view to fill its window.
  open var rootViewController: UIViewController? {
    get { _rootViewController }
    set {
      guard newValue !== _rootViewController else { return }
      if let old = _rootViewController?.viewIfLoaded, old._superview === self { old.removeFromSuperview() }
      _rootViewController = newValue
      guard let controller = newValue else { return }
      let rootView: UIView = controller.view
      rootView.frame = bounds
      addSubview(rootView)
    }
  }

  /// The next responder.
  ///
  /// UIKit rule R3: the application.
  open override var next: UIResponder? { _application }

  /// Its `next` is the application, not a superview.
  override class var overridesNext: Bool { true }

  /// Delivers an event to the window's recognizers and views.
  ///
  /// UIKit rule A1: called by `UIApplication.sendEvent(_:)`; overridable to see every event.
  /// For touches, each touch that changed goes first to its gesture recognizers, then to its
  /// hit-test view (T1, G1), fingers of the same view and phase together in one call (T5),
  /// phases in the order began, moved, ended, cancelled; within a phase, views in the order of
  /// their lowest finger. The application's
  /// dispatcher decides, with its gesture arena, what the view gets meanwhile.
  open func sendEvent(_ event: UIEvent) {
    guard event.type == .touches else {
      // Rule F4: other events start at the window's first responder, or at the window.
      (_application ?? .shared).dispatcher.deliver(event, from: _firstResponder ?? self)
      return
    }
    // Usually every changed touch is this window's: then the event's own list will do.
    let changed = event.changedTouches
    var allMine = true
    // By index: an iterator would count a reference to each touch.
    for index in changed.indices where changed[index]._window !== self { allMine = false }
    let touches = allMine ? changed : changed.filter { $0._window === self }
    // Lent, not retained: the application's own dispatch called this window.
    $_application.withTarget { $0.dispatcher.views.deliver(touches, event: event) }
  }

  /// The scene the window is in (SC2): the one it was made with or given, or else its
  /// application's first connected window scene (its automatic scene if it never connected
  /// one); nil once the application is freed.
  ///
  /// Settable, as in UIKit: a scene of another application moves the window there (its
  /// touches are cancelled and it stops being key, as when it leaves the screen). Setting nil
  /// takes it out of every scene's `windows`; it stays on screen (there is no display to take
  /// it off).
  open var windowScene: UIWindowScene? {
    get { sceneIsExplicit ? _explicitScene : _application?.defaultWindowScene }
    set {
      if let target = newValue?._application, target !== _application {
        _application?.detach(self)
        target.attach(self)
        if !_isHidden { target.windowWasShown(self) }
      }
      _explicitScene = newValue
      sceneIsExplicit = true
    }
  }
}
