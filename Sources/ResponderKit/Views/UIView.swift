import Foundation

/// A rectangular area on screen that receives touches: the node of the view hierarchy.
///
/// UIKit rules H1–H9 (hit testing, in `UIView+HitTesting.swift`) and R1 (`next`). Coordinate
/// conversion lives in `UIView+Geometry.swift`, the hierarchy in `UIView+Hierarchy.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // Stored state is internal behind public accessors: on Linux, reading a stored `var` of a
  // public class from outside the module pays a runtime exclusivity check (see "Decisions" in
  // ResponderKit.docc/HowATouchTravels.md).
  /// The superview, which owns the view through `_subviews`: an unsafe link (see ``UnsafeLink``),
  /// unretained as `Unmanaged`, which the superview clears when it removes the view or goes
  /// (`deinit`).
  var _superview: UIView? {
    get { superviewLink?.takeUnretainedValue() }
    set {
      if let newValue { superviewLink = Unmanaged.passUnretained(newValue) } else { superviewLink = nil }
      viewGeometryGeneration &+= 1
      responderChainGeneration &+= 1
    }
  }
  /// The storage of `_superview`, unretained as it is. Walks up the tree read it in place (see
  /// `screenOffset(of:)`): a link loaded as a reference is retained and released at every
  /// step, which the optimizer does not remove. Nonisolated only so that those walks can read
  /// it from a nonisolated function; every access is on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var superviewLink: Unmanaged<UIView>?
  /// The window at the top of the view's tree (nil when the top is not a window), kept by every
  /// move of the view or an ancestor (`UIView+Hierarchy.swift`), so that `window` is a load:
  /// building a 10,000-level hierarchy stays linear. An ``UnsafeLink``: the window's `deinit`
  /// clears it in the views that outlive it, and every move out of the window clears it.
  @UnsafeLink var _window: UIWindow?
  @exclusivity(unchecked) var _subviews: [UIView] = [] { didSet { spatialIndex?.isValid = false } }
  /// The opt-in grid over the subviews (`usesSpatialIndex`).
  @exclusivity(unchecked) var spatialIndex: SpatialIndex?
  /// The controller whose root view this is; the controller clears it when it lets the view go
  /// or is freed. The invariant of ``UnsafeLink``, kept as `Unmanaged` in `viewControllerLink`.
  var _viewController: UIViewController? {
    get { viewControllerLink?.takeUnretainedValue() }
    set {
      if let newValue { viewControllerLink = Unmanaged.passUnretained(newValue) } else { viewControllerLink = nil }
      responderChainGeneration &+= 1
    }
  }
  /// The storage of `_viewController`, unretained as it is: `passOverPlainViews` asks whether it
  /// is set at every level of a touch's chain, and a link loaded as a reference is retained and
  /// released to ask that. Nonisolated only so that the walk can read it; every access is on
  /// the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var viewControllerLink: Unmanaged<UIViewController>?
  var _center: CGPoint = .zero {
    willSet {
      animatableStateWillChange()
      // O4: the layer's position is the view's centre; its observers hear every change.
      if let table = rareState?.keyValueObservers { table.willChange(UIView.layerPositionKey) { self._center } }
    }
    didSet {
      updateGeometryCache()
      if let layout = rareState?.layout, layout.feedsConstraints { setNeedsConstraintLayout() }
      if let table = rareState?.keyValueObservers { table.didChange(UIView.layerPositionKey) { self._center } }
    }
  }
  var _bounds: CGRect = .zero {
    willSet {
      animatableStateWillChange()
      // O4: the layer's bounds are the view's; their observers hear every change.
      if let table = rareState?.keyValueObservers { table.willChange(UIView.layerBoundsKey) { self._bounds } }
    }
    didSet {
      updateGeometryCache()
      if observesBoundsOrigin && oldValue.origin != _bounds.origin { boundsOriginDidChange() }
      if oldValue.size != _bounds.size {
        _needsLayout = true
        // W4: a drawn view whose content mode is `.redraw` (or whose layer asks) redraws.
        if let rare = rareState, let layer = rare.layer, rare.contentMode == .redraw || layer.needsDisplayOnBoundsChange
        {
          layer.setNeedsDisplay()
        }
        if let layout = rareState?.layout, layout.feedsConstraints { setNeedsConstraintLayout() }
        // Y3: subviews follow by their autoresizing masks.
        if !_subviews.isEmpty { resizeSubviews(withOldSize: oldValue.size) }
      }
      if let table = rareState?.keyValueObservers { table.didChange(UIView.layerBoundsKey) { self._bounds } }
    }
  }
  /// What few views have, boxed: a transform other than the identity and interactions. Most
  /// views have neither, and 48 bytes (or even 8) more in every view would cost the memory
  /// target (256 bytes a plain view).
  @exclusivity(unchecked) var rareState: RareViewState?
  var _transform: CGAffineTransform {
    get { rareState?.transform ?? .identity }
    set {
      animatableStateWillChange()
      RareViewState.update(&rareState) { $0.transform = newValue.isIdentity ? nil : newValue }
      updateGeometryCache()
    }
  }
  /// How many running animations hold the view against touches (V3): while any does, hit
  /// testing skips it and its subtree, though `isUserInteractionEnabled` still reads true.
  var animationHolds: Int {
    get { rareState?.animationHolds ?? 0 }
    set {
      RareViewState.update(&rareState) { $0.animationHolds = newValue }
      updateHittable()
    }
  }
  /// The interactions added with `addInteraction(_:)` (UIInteraction.swift).
  var _interactions: [any UIInteraction] {
    get { rareState?.interactions ?? [] }
    set { RareViewState.update(&rareState) { $0.interactions = newValue } }
  }
  var _isHidden = false { didSet { updateHittable() } }
  var _alpha: CGFloat = 1 {
    willSet { animatableStateWillChange() }
    didSet { updateHittable() }
  }
  var _backgroundColor: UIColor? { willSet { animatableStateWillChange() } }
  var _isUserInteractionEnabled = true { didSet { updateHittable() } }

  // Caches for the hot path (hit testing runs on every touch): recomputed when the stored
  // state changes, read without calls.
  /// Whether H2 lets hit testing in: interaction enabled, not hidden, alpha at least
  /// `InteractionConstants.minimumHittableAlpha`.
  @exclusivity(unchecked) var hittable = true
  /// Whether the transform is the identity, so that conversion is a subtraction. (Nonisolated
  /// for the walks that read `superviewLink`; every access is on the main actor.)
  @exclusivity(unchecked) nonisolated(unsafe) var identityTransform = true
  /// `center − bounds centre`: a superview point minus this is the view's own point.
  @exclusivity(unchecked) nonisolated(unsafe) var superviewOffset = CGPoint.zero
  /// Where the view's bounds lie in its superview's coordinates, widened by a rounding margin
  /// (`hitBox`): a superview point outside cannot be inside the view, so hit testing rejects
  /// most subviews without converting the point. Unbounded for a transformed view.
  @exclusivity(unchecked) var hitBoxMin = UIView.unboundedHitBox.min
  @exclusivity(unchecked) var hitBoxMax = UIView.unboundedHitBox.max
  /// The map from the superview's coordinates to the view's (computed: only transformed views
  /// need it, and a stored copy would cost every view 48 bytes).
  var fromSuperview: CGAffineTransform { transformToSuperview.inverted() }
  /// Whether the engine hit-tests the view itself, from the caches above, without calling its
  /// overridable members: the one rule is in `UIView+HitTesting.swift` (`engineHitTestedClasses`).
  var hitTestedByEngine: Bool
  /// Whether the view's touch methods are `UIResponder`'s forwarding ones: set once, at
  /// initialization, for a class of this module that does not override them.
  let touchMethodsForward: Bool
  /// Whether, besides, the class's `next` is `UIView`'s (the controller, else the superview):
  /// then the chain walker passes over the view in place (`passOverPlainViews`).
  let passesTouchesUpInPlace: Bool
  var _clipsToBounds = false
  var _isMultipleTouchEnabled = false
  var _isExclusiveTouch = false
  /// Whether a change of the bounds origin calls `boundsOriginDidChange()`: set by the views
  /// whose bounds origin is a scroll offset (S2), so that every other view's bounds change
  /// costs one flag test, not a call.
  var observesBoundsOrigin = false
  /// Whether `layoutIfNeeded()` calls `layoutSubviews()` (set by `setNeedsLayout()`, a bounds
  /// size change and `addSubview(_:)`). A flag beside the others: it fits in their padding, so
  /// a plain view stays the same size.
  var _needsLayout = false { didSet { if _needsLayout { layoutMarkGeneration &+= 1 } } }
  var _tag = 0
  /// The recognizers attached to the view, in the order they were added. Nonisolated only so
  /// that the walk of `recognizersOutward(from:)` can read it in place; every access is on the
  /// main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var _gestureRecognizers: [UIGestureRecognizer] = []

  /// Creates a view with the given frame rectangle, in its superview's coordinates.
  public init(frame: CGRect) {
    hitTestedByEngine = UIView.engineHitTestedClasses.contains(ObjectIdentifier(type(of: self)))
    touchMethodsForward = hitTestedByEngine && !Self.overridesTouchMethods
    passesTouchesUpInPlace = touchMethodsForward && !Self.overridesNext
    super.init()
    responderChainGeneration &+= 1
    self.frame = frame
  }

  /// Creates a view from an archive: a view with a zero frame, as `init(frame: .zero)` makes.
  ///
  /// UIKit decodes a storyboard's or nib's view here; ResponderKit has no archives, so nothing
  /// is read from `coder`. The initializer is `required`, as in UIKit, so that subclasses written
  /// for iOS (`required init?(coder:)` calling `super.init(coder:)`, or `fatalError()`) compile
  /// unchanged; it never fails.
  public required init?(coder: NSCoder) {
    hitTestedByEngine = UIView.engineHitTestedClasses.contains(ObjectIdentifier(type(of: self)))
    touchMethodsForward = hitTestedByEngine && !Self.overridesTouchMethods
    passesTouchesUpInPlace = touchMethodsForward && !Self.overridesNext
    super.init()
    responderChainGeneration &+= 1
    // A new view may sit where a freed one did: nothing kept for that one holds for it.
    viewGeometryGeneration &+= 1
  }

  func updateHittable() {
    hittable =
      Self.exclusion(
        userInteractionEnabled: _isUserInteractionEnabled, hidden: _isHidden, alpha: _alpha,
        animating: animationHolds > 0) == nil
  }

  /// Tells the animations block running now, if any, that an animatable property of the view
  /// is about to change (V1, V3): the one hook of every such property's storage.
  func animatableStateWillChange() {
    if viewAnimationBlockDepth != 0, let recorder = ViewAnimationRecorder.current {
      recorder.record(self, before: ViewAnimationSnapshot(of: self))
    }
  }

  /// The bounds origin changed: a scroll view tells its delegate (S2).
  func boundsOriginDidChange() {}

  func updateGeometryCache() {
    viewGeometryGeneration &+= 1
    _superview?.spatialIndex?.isValid = false
    identityTransform = rareState?.transform == nil
    superviewOffset = CGPoint(x: _center.x - _bounds.midX, y: _center.y - _bounds.midY)
    (hitBoxMin, hitBoxMax) =
      identityTransform ? Self.hitBox(of: _bounds, offset: superviewOffset) : Self.unboundedHitBox
  }

  /// The box that rejects no point: a transformed view's, whose test converts the point first.
  static let unboundedHitBox = (
    min: CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity), max: CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
  )

  /// The margin of a hit box, relative to the size of the numbers that make it: rounding a
  /// double is off by about 1e-16 of it, so the box never cuts a point the exact test keeps.
  static let hitBoxMargin: CGFloat = 1e-12

  /// The box of `hitBoxMin` and `hitBoxMax`: the bounds moved by `offset` and widened by a
  /// margin far above the rounding error of moving the point instead, so that every point the
  /// exact test (`p − offset` in the bounds) accepts is inside the box; a box that is not
  /// finite is unbounded.
  static func hitBox(of bounds: CGRect, offset: CGPoint) -> (min: CGPoint, max: CGPoint) {
    let box = bounds.standardized
    let margin =
      (abs(box.minX) + abs(box.maxX) + abs(box.minY) + abs(box.maxY) + abs(offset.x) + abs(offset.y))
      * hitBoxMargin
    let low = CGPoint(x: box.minX + offset.x - margin, y: box.minY + offset.y - margin)
    let high = CGPoint(x: box.maxX + offset.x + margin, y: box.maxY + offset.y + margin)
    guard low.x.isFinite, low.y.isFinite, high.x.isFinite, high.y.isFinite else { return unboundedHitBox }
    return (low, high)
  }

  /// Clears the subviews' link to this view, which is the only thing that keeps that link
  /// valid (see `_superview`), and the layer's link to the view.
  ///
  /// Iterative: a subview that dies with this view hands its own subviews to this loop
  /// instead of freeing them in a nested deinit, so that a 10,000-level hierarchy is freed
  /// without exhausting the stack.
  deinit {
    runDeinitCleanup {
      rareState?.layer?.detachFromView()
      if rareState?.tintColor != nil { UIView.ownTintCount -= 1 }
      for recognizer in _gestureRecognizers where recognizer.$_view.refers(to: self) { recognizer._view = nil }
      for case let interaction as any ViewLinkedInteraction in _interactions { interaction.forget(self) }
      var pending = _subviews
      _subviews = []
      while var view = pending.popLast() {
        view._superview = nil
        if isKnownUniquelyReferenced(&view) {
          pending.append(contentsOf: view._subviews)
          view._subviews = []
        }
      }
    }
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The view's superview, or nil.
  ///
  /// Not open, unlike UIKit's (as `subviews` and `window`): the engine reads these on the
  /// touch path, where an open accessor would retain and release the view at each read.
  public var superview: UIView? { _superview }

  /// The view's subviews, back to front (the last one is drawn on top and hit-tested first).
  public var subviews: [UIView] { _subviews }

  /// The window the view is in, or nil.
  public var window: UIWindow? { _window }

  override var chainApplication: UIApplication? { _window?._application }

  /// Whether the class overrides a touch method: each class of this module that does says so,
  /// so that its views are called (a test checks every such class does).
  class var overridesTouchMethods: Bool { false }

  /// Whether the class overrides `next` (each class of this module that does says so).
  class var overridesNext: Bool { false }

  override var forwardsTouchMethods: Bool { touchMethodsForward }

  /// Where the chain walk of a touch call stops passing over plain views in place, from
  /// `start` up (R6): views whose touch methods only forward and whose `next` is their
  /// superview are stamped with `walk` (R8) and passed, at most `budget` of them (the walker's
  /// recursion budget). Returns how many were passed, the last one passed (`start` when none
  /// was) and the first view that was not (not stamped; nil at the top of the tree: the call
  /// is discarded there).
  ///
  /// Reads the views in place, as `walkUp` does: a plain view costs no call, no reference
  /// count and no main-actor check.
  nonisolated static func passOverPlainViews(
    from start: Unmanaged<UIView>, walk: UInt64, budget: Int
  ) -> (passed: Int, last: Unmanaged<UIView>, stop: Unmanaged<UIView>?) {
    var passed = 0
    var last = start
    var current = start
    while true {
      let up: Unmanaged<UIView>?? = current.withGuaranteed { view in
        guard passed < budget, view.walkMark != walk, view.passesTouchesUpInPlace, view.viewControllerLink == nil
        else { return .none }
        view.walkMark = walk
        passed += 1
        return .some(view.superviewLink)
      }
      switch up {
      case .none: return (passed, last, current)
      case .some(.none): return (passed, current, nil)
      case .some(.some(let superview)):
        last = current
        current = superview
      }
    }
  }

  // The geometry is declared here, in the class, not in `UIView+Geometry.swift`: members of an
  // extension cannot be overridden, and UIKit subclasses override `frame` and its kin (often
  // only to observe them with `didSet`). The engine reads the stored state (`_center`,
  // `_bounds`, `rareState`) and its caches, never these.
  /// The view's rectangle in its superview's coordinates.
  ///
  /// With a non-identity transform it is the bounding box of the transformed bounds. Setting it
  /// sets `center` to its midpoint and `bounds.size` to its size; UIKit calls the result
  /// undefined when the transform is not the identity, and this is the choice made here.
  open var frame: CGRect {
    get {
      let size = _bounds.size
      let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      let rect = _transform.isIdentity ? local : local.applying(_transform)
      return rect.offsetBy(dx: _center.x, dy: _center.y)
    }
    set {
      // O1: a setter notifies its key's observers around the change.
      notifyingObservers("frame", value: { self.frame }) {
        _center = CGPoint(x: newValue.midX, y: newValue.midY)
        _bounds.size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
      }
    }
  }

  /// The view's own coordinate system: its origin shifts the content, its size is the view's.
  ///
  /// Changing the size keeps `center`, as in UIKit.
  open var bounds: CGRect {
    get { _bounds }
    set { notifyingObservers("bounds", value: { self.bounds }) { _bounds = newValue } }
  }

  /// The centre of the view in its superview's coordinates.
  open var center: CGPoint {
    get { _center }
    set { notifyingObservers("center", value: { self.center }) { _center = newValue } }
  }

  /// The view's transform, applied about its centre.
  open var transform: CGAffineTransform {
    get { _transform }
    set { _transform = newValue }
  }

  /// Whether the view is hidden; a hidden view and its subtree are skipped by hit testing (H2).
  ///
  /// As in UIKit, hiding a view that tracks a touch does not cancel it: hit testing happened
  /// at began (H8), and the touch's later phases still go to the view.
  open var isHidden: Bool {
    get { _isHidden }
    set {
      // O1: observers hear every call of the setter, an unchanged value too.
      notifyingObservers("hidden", value: { self.isHidden }) {
        guard newValue != _isHidden else { return }
        _isHidden = newValue
        // Y6: a stack view takes a hidden arranged view out of its arrangement.
        if let stack = _superview as? UIStackView { stack.arrangedSubviewDidChange(self, intrinsicSize: false) }
      }
    }
  }

  /// The view's opacity; below ``InteractionConstants/minimumHittableAlpha`` hit testing skips the
  /// view and its subtree (H2).
  open var alpha: CGFloat {
    get { _alpha }
    set { notifyingObservers("alpha", value: { self.alpha }) { _alpha = newValue } }
  }

  /// The colour a backend fills the view's bounds with; nil draws nothing.
  ///
  /// UIKit's `backgroundColor`. It has no effect on events: a clear or nil background still
  /// receives touches, as in UIKit (only an `alpha` below
  /// ``InteractionConstants/minimumHittableAlpha`` hides a view from hit testing, H2).
  open var backgroundColor: UIColor? {
    get { _backgroundColor }
    set { _backgroundColor = newValue }
  }

  /// Whether touches reach the view; false makes hit testing skip it and its subtree (H2).
  ///
  /// UIKit rule H7: true for views, false for `UIImageView` and `UILabel`.
  open var isUserInteractionEnabled: Bool {
    get { _isUserInteractionEnabled }
    set { _isUserInteractionEnabled = newValue }
  }

  /// Whether subviews are clipped to the bounds when drawn.
  ///
  /// Hit testing does not read it: the default `point(inside:with:)` already limits subviews
  /// to the bounds (H5).
  open var clipsToBounds: Bool {
    get { _clipsToBounds }
    set { _clipsToBounds = newValue }
  }

  /// Whether the view receives more than one touch at a time (rule T7; default false).
  open var isMultipleTouchEnabled: Bool {
    get { _isMultipleTouchEnabled }
    set { _isMultipleTouchEnabled = newValue }
  }

  /// Whether the view tracks touches alone in its window (rule T7; default false).
  open var isExclusiveTouch: Bool {
    get { _isExclusiveTouch }
    set { _isExclusiveTouch = newValue }
  }

  /// An integer that app code uses to find the view.
  open var tag: Int {
    get { _tag }
    set { _tag = newValue }
  }

  /// Returns the view itself or the first descendant whose `tag` matches, depth first.
  open func viewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view._tag == tag { return view }
      stack.append(contentsOf: view._subviews.reversed())
    }
    return nil
  }

  /// The next responder.
  ///
  /// UIKit rule R1: the view controller whose root view this is; otherwise the superview
  /// (for a window's root view without a controller, that is the window).
  open override var next: UIResponder? {
    if let controller = _viewController, controller._view === self { return controller }
    return _superview
  }

  /// Why hit testing skips this view and its whole subtree without asking
  /// `point(inside:with:)`, or nil when it asks it (a ResponderKit addition for tools).
  ///
  /// UIKit rule H2 (C3 for a control): the engine's own hit test decides with the same
  /// function, so a tool that explains a miss with this says what the engine did.
  open var hitTestExclusion: HitTestExclusion? {
    Self.exclusion(
      userInteractionEnabled: isUserInteractionEnabled, hidden: isHidden, alpha: alpha, animating: animationHolds > 0)
  }

  /// Returns the farthest descendant (or the view itself) that contains `point`, given in the
  /// view's own coordinates, or nil.
  ///
  /// UIKit rules H2–H4 (see `UIView+HitTesting.swift`). Overridable (H6); an override may
  /// return any view or nil and must have no side effects.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point`, in the view's own coordinates, is inside the view.
  ///
  /// UIKit rule H3: the default is `bounds.contains(point)`. Overridable (H5, H6).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    defaultPoint(inside: point, with: event)
  }

  /// Whether a recognizer that would begin with touches on this view (the hit-test view) may.
  ///
  /// UIKit rule G10: true by default; controls override it to win their default action over
  /// an ancestor's recognizer (G11).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Updates the view's constraints; the default does nothing. Called by
  /// `updateConstraintsIfNeeded()` and by the layout pass, where `setNeedsUpdateConstraints()`
  /// asked (Y2).
  ///
  /// In the class, not in an extension, so that UIKit subclasses' overrides compile.
  open func updateConstraints() {}

  /// Whether the view needs constraint-based layout to work; false by default, as in UIKit.
  /// Overridable, and kept (constraints are solved whatever it says).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when a subview was added; the default does nothing.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before a subview is removed; the default does nothing.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Called before the view moves to a new superview (nil when removed); the default does nothing.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview; the default does nothing.
  open func didMoveToSuperview() {}

  /// Called before the view moves to a new window (nil when leaving); the default does nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view moved to a new window; the default does nothing.
  open func didMoveToWindow() {}

  /// Called when the view's traits change; the default does nothing (`UITraitEnvironment`).
  /// Traits never change here (see `UITraitCollection`), so nothing calls it.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Layers, drawing and layout (UIView+Layout.swift, UIView+Appearance.swift)

  /// The class of the view's layer, created on the first read of `layer`: `CALayer` by
  /// default; override it to return `CAShapeLayer.self` or another layer class, as in UIKit.
  open class var layerClass: AnyClass { CALayer.self }

  /// Draws the view's content in `rect` (the bounds) into the current context
  /// (`UIGraphicsGetCurrentContext()`): a display pass calls it before the next frame when the
  /// view was marked (`setNeedsDisplay()`) or first displays, and what it draws is recorded as
  /// the layer's `drawnCommands` (W1, W2). The default draws nothing, and a view whose class
  /// draws nothing gets no display pass.
  open func draw(_ rect: CGRect) {
    DisplayPass.baseDrawReached = true
  }

  /// Draws the layer's content: `draw(_:)` with the bounds, `ctx` the current context while it
  /// runs (W1). A class whose `draw(_:)` reached this default and drew nothing is known not to
  /// draw, and its views get no display pass of their own.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    let outer = DisplayPass.baseDrawReached
    DisplayPass.baseDrawReached = false
    GraphicsContextStack.with(ctx) { draw(bounds) }
    let drewNothing = DisplayPass.baseDrawReached && ctx.drawnCommands.isEmpty
    DisplayPass.classDraws[ObjectIdentifier(type(of: self))] = !drewNothing
    DisplayPass.baseDrawReached = outer
  }

  /// Marks the whole view for redrawing: its layer is marked for display, and the next
  /// display pass (before the next frame or step of the test kit's clock) calls `draw(_:)` (W1).
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks part of the view for redrawing (the whole view is redrawn, W1).
  open func setNeedsDisplay(_ invalidRect: CGRect) { layer.setNeedsDisplay(invalidRect) }

  /// Whether the view fills its bounds with opaque content (default true, as in UIKit); its
  /// layer's `isOpaque`. Stored: nothing is composited here.
  open var isOpaque: Bool {
    get { rareState?.layer?.isOpaque ?? true }
    set { layer.isOpaque = newValue }
  }

  /// Renders the view's layer tree — backgrounds, recorded drawing, subviews, borders — into
  /// the current context, scaled to fill `rect` (W5). False when there is no current context.
  /// Marked views are displayed first whatever `afterScreenUpdates` says.
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    let size = bounds.size
    context.saveGState()
    context.translateBy(x: rect.minX, y: rect.minY)
    if size.width > 0 && size.height > 0 {
      context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
    }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    layer.render(in: context)
    context.restoreGState()
    return true
  }

  /// Lays out the subviews: the default does nothing. A layout pass calls it, top-down, on each
  /// view marked for layout: `layoutIfNeeded()`, or the pass before a touch event with a new
  /// touch is hit-tested, as the run loop lays out before it handles input (Y2).
  open func layoutSubviews() {}

  /// Marks the view for layout, so that the next `layoutIfNeeded()` on it or an ancestor calls
  /// its `layoutSubviews()`.
  open func setNeedsLayout() { _needsLayout = true }

  /// Lays out the view and its subtree now, as UIKit does: top-down, `layoutSubviews()` once
  /// for each view marked for layout (by `setNeedsLayout()`, a bounds size change or
  /// `addSubview(_:)`), a view's before its subviews', so that frames it sets are laid out in
  /// the same pass.
  open func layoutIfNeeded() {
    guard let window = _window else { return layOutSubtree() }
    window.layOutConstraintsIfNeeded()
    guard window === self else { return layOutSubtree() }
    // A window whose tree nobody marked since its last walk has nothing to lay out: the walk
    // of every view is skipped (a clean pass costs a comparison). A walk can change constraints
    // (a controller's viewDidLayoutSubviews()) or mark views again; they are solved and laid
    // out in further rounds, at most InteractionConstants.maximumLayoutRounds.
    var rounds = 0
    while window.laidOutLayoutMark != layoutMarkGeneration && rounds < InteractionConstants.maximumLayoutRounds {
      let mark = layoutMarkGeneration
      layOutSubtree()
      window.laidOutLayoutMark = mark
      window.layOutConstraintsIfNeeded()
      rounds += 1
    }
  }

  /// The size that fits the view best within `size`: by default its current size, as in UIKit.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its frame's origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    let origin = frame.origin
    frame = CGRect(origin: origin, size: size)
  }

  /// The view's natural size: by default none on either axis (`UIView.noIntrinsicMetric`).
  /// The layout pass reads it for views placed by constraints (Y4).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size the view's own constraints give it nearest to `targetSize`, both axes at
  /// `.fittingSizeLevel` (Y7); nothing is moved or resized.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the constraints of the view and its descendants give it when its width and
  /// height are pinned to `targetSize` at the given priorities, solved apart from the window's
  /// layout (Y7): constraints that name a view outside the subtree are left out, and nothing
  /// is moved or resized. A table measures a self-sizing row's `contentView` this way (L1).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    fittingLayoutSize(
      ConstraintLayoutBuilder.Fitting(
        target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority))
  }

  /// The smallest target size: `systemLayoutSizeFitting(_:)` with it gives the smallest
  /// size the constraints allow (Y7).
  public static let layoutFittingCompressedSize = CGSize.zero

  /// The largest target size: `systemLayoutSizeFitting(_:)` with it gives the largest size
  /// the constraints allow, up to this size on each axis (Y7; 10 000 pt on each axis is our
  /// choice, as UIKit documents only its purpose).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// The view whose baseline is the view's, for baseline constraints: the view itself unless a
  /// subclass answers another (UIKit's deprecated form of `forLastBaselineLayout`).
  open func forBaselineLayout() -> UIView { self }

  /// The view whose first baseline is the view's: the view itself unless a subclass answers
  /// another, as in UIKit.
  open var forFirstBaselineLayout: UIView { forBaselineLayout() }

  /// The view whose last baseline is the view's: the view itself unless a subclass answers
  /// another, as in UIKit.
  open var forLastBaselineLayout: UIView { forBaselineLayout() }

  /// Where the view's first and last text baselines are, as offsets from its vertical centre,
  /// for baseline constraints (Y8): nil for a view without text, whose baselines are its
  /// bottom. Labels, fields and buttons centre their text vertically, so the offsets hold at
  /// any height.
  var textBaselineOffsets: (first: CGFloat, last: CGFloat)? { nil }

  /// Says that `intrinsicContentSize` changed: the next layout pass reads it again (Y4).
  open func invalidateIntrinsicContentSize() {
    setNeedsConstraintLayout()
    if let stack = _superview as? UIStackView { stack.arrangedSubviewDidChange(self, intrinsicSize: true) }
  }

  /// The colour controls and templates tint with: the view's own, or else its superview's,
  /// inherited up the tree to the default system blue, as in UIKit. Setting nil restores the
  /// inheritance.
  open var tintColor: UIColor! {
    get { effectiveTintColor }
    set { setOwnTintColor(newValue) }
  }

  /// Called on a view and on each descendant that inherits its tint when its `tintColor` is set,
  /// and when `addSubview(_:)` moves the view under another tint; the default does nothing.
  open func tintColorDidChange() {}

  /// How the view's content fills its bounds (default `.scaleToFill`); stored only.
  open var contentMode: ContentMode {
    get { rareState?.contentMode ?? .scaleToFill }
    set { RareViewState.update(&rareState) { $0.contentMode = newValue == .scaleToFill ? nil : newValue } }
  }

  /// The margins for laying out content (default `UIView.defaultLayoutMargins`, as UIKit's).
  open var layoutMargins: UIEdgeInsets {
    get { rareState?.layoutMargins ?? UIView.defaultLayoutMargins }
    set {
      RareViewState.update(&rareState) { $0.layoutMargins = newValue == UIView.defaultLayoutMargins ? nil : newValue }
      setNeedsConstraintLayout()
      layoutMarginsDidChange()
    }
  }

  /// Called when `layoutMargins` (or `directionalLayoutMargins`) changes; the default does
  /// nothing.
  open func layoutMarginsDidChange() {}

  /// What the view's content means for its direction (default `.unspecified`), as in UIKit:
  /// `.forceRightToLeft` lays the view and the views under it out right to left (Y10).
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { rareState?.semanticContentAttribute ?? .unspecified }
    set {
      RareViewState.update(&rareState) { $0.semanticContentAttribute = newValue == .unspecified ? nil : newValue }
      if newValue == .forceRightToLeft { UIView.rightToLeftInUse = true }
      setNeedsConstraintLayout()
    }
  }

  /// The direction a view with `attribute` lays out in, in the app's direction (Y10):
  /// `.playback`, `.spatial` and `.forceLeftToRight` are left to right, `.forceRightToLeft` right
  /// to left, `.unspecified` the app's `userInterfaceLayoutDirection`.
  open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
    -> UIUserInterfaceLayoutDirection
  {
    userInterfaceLayoutDirection(
      for: attribute, relativeTo: UIApplication.sharedIfDesignated?.userInterfaceLayoutDirection ?? .leftToRight)
  }

  /// The direction a view with `attribute` lays out in, inside a layout of `layoutDirection`
  /// (Y10).
  open class func userInterfaceLayoutDirection(
    for semanticContentAttribute: UISemanticContentAttribute,
    relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .unspecified: layoutDirection
    case .playback, .spatial, .forceLeftToRight: .leftToRight
    case .forceRightToLeft: .rightToLeft
    }
  }

  /// The insets that keep content clear of bars and the screen's edges: always zero here (no
  /// status bar, notch or home indicator).
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// Would be called when `safeAreaInsets` changes; they never do here.
  open func safeAreaInsetsDidChange() {}

  // MARK: Accessibility (UIKit's informal UIAccessibility protocol; stored in the rare state)

  /// Whether assistive technologies treat the view as one element: by default true for
  /// buttons, labels, switches, sliders and text fields and false for other views (a custom
  /// control sets it), as in UIKit.
  open var isAccessibilityElement: Bool {
    get { rareState?.accessibility?.isElement ?? defaultIsAccessibilityElement }
    set { updateAccessibility { $0.isElement = newValue } }
  }

  /// The element's name, spoken first: by default a label's text or a button's current title,
  /// as in UIKit; nil for other views.
  open var accessibilityLabel: String? {
    get { rareState?.accessibility?.label ?? defaultAccessibilityLabel }
    set { updateAccessibility { $0.label = newValue } }
  }

  /// What activating the element does, spoken after a pause (default nil).
  open var accessibilityHint: String? {
    get { rareState?.accessibility?.hint }
    set { updateAccessibility { $0.hint = newValue } }
  }

  /// The element's current value, for one whose label does not say it (a slider's position, a
  /// rating); default nil.
  open var accessibilityValue: String? {
    get { rareState?.accessibility?.value }
    set { updateAccessibility { $0.value = newValue } }
  }

  /// The element's traits: by default `.button` for buttons and switches, `.staticText` for
  /// labels, `.image` for image views, `.adjustable` for sliders, and none for other views, as
  /// in UIKit.
  open var accessibilityTraits: UIAccessibilityTraits {
    get { rareState?.accessibility?.traits ?? defaultAccessibilityTraits }
    set { updateAccessibility { $0.traits = newValue } }
  }

  /// A name for UI tests to find the view by (UIKit's `UIAccessibilityIdentification`); never
  /// spoken. Default nil.
  open var accessibilityIdentifier: String? {
    get { rareState?.accessibility?.identifier }
    set { updateAccessibility { $0.identifier = newValue } }
  }

  /// Whether assistive technologies ignore the view's siblings while it shows (an alert, a
  /// sheet); default false.
  open var accessibilityViewIsModal: Bool {
    get { rareState?.accessibility?.viewIsModal ?? false }
    set { updateAccessibility { $0.viewIsModal = newValue } }
  }

  /// Whether assistive technologies skip the view and its subviews; default false.
  open var accessibilityElementsHidden: Bool {
    get { rareState?.accessibility?.elementsHidden ?? false }
    set { updateAccessibility { $0.elementsHidden = newValue } }
  }

  /// Called when an assistive technology raises an `.adjustable` element's value by one step;
  /// the default does nothing. Tests call it as VoiceOver's swipe up would.
  open func accessibilityIncrement() {}

  /// Called when an assistive technology lowers an `.adjustable` element's value by one step;
  /// the default does nothing.
  open func accessibilityDecrement() {}

  /// Called when an assistive technology activates the element (a double tap in VoiceOver);
  /// returns whether the view handled it. The default returns false, so that the system
  /// would send a tap to the element's centre, as UIKit does.
  open func accessibilityActivate() -> Bool { false }

  /// Called when an assistive technology asks to go back (VoiceOver's two-finger scrub);
  /// returns whether the view dismissed something. The default returns false, so that the
  /// request goes up the responder chain, as in UIKit.
  open func accessibilityPerformEscape() -> Bool { false }

  /// The elements the view contains, in the order assistive technologies visit them, when the
  /// view is a container (UIKit's `UIAccessibilityContainer`): views or
  /// ``UIAccessibilityElement``s. Default nil: the subviews that are elements are visited.
  /// Stored; no assistive technology runs on Linux.
  open var accessibilityElements: [Any]? {
    get { rareState?.accessibility?.elements }
    set { updateAccessibility { $0.elements = newValue } }
  }

  /// How many elements the view contains: `accessibilityElements`' count, or 0 when it is nil,
  /// as UIKit's container protocol answers for a view that lists no elements.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

  /// The contained element at `index` in `accessibilityElements`, or nil when the index is out
  /// of range.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The index of `element` (compared by identity) in `accessibilityElements`, or
  /// `NSNotFound` when the view does not contain it, as UIKit's container protocol answers.
  open func index(ofAccessibilityElement element: Any) -> Int {
    let target = element as AnyObject
    return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
  }

  /// What kind of container the view is to assistive technologies (default `.none`). Stored.
  open var accessibilityContainerType: UIAccessibilityContainerType {
    get { rareState?.accessibility?.containerType ?? .none }
    set { updateAccessibility { $0.containerType = newValue } }
  }

  /// Whether Smart Invert leaves the view's content as it is (photos, video); default false.
  /// Stored; nothing inverts colours on Linux.
  open var accessibilityIgnoresInvertColors: Bool {
    get { rareState?.accessibility?.ignoresInvertColors ?? false }
    set { updateAccessibility { $0.ignoresInvertColors = newValue } }
  }

  /// The element's frame in screen coordinates (here the window's, one screen per window): by
  /// default the view's bounds converted to its window, as UIKit computes it for a view; a
  /// value set replaces it.
  open var accessibilityFrame: CGRect {
    get { rareState?.accessibility?.frame ?? convert(bounds, to: nil) }
    set { updateAccessibility { $0.frame = newValue } }
  }

  /// The point an assistive technology taps to activate the element: by default the centre of
  /// `accessibilityFrame`, as in UIKit; a value set replaces it.
  open var accessibilityActivationPoint: CGPoint {
    get {
      if let point = rareState?.accessibility?.activationPoint { return point }
      let frame = accessibilityFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set { updateAccessibility { $0.activationPoint = newValue } }
  }

  /// The element's outline in screen coordinates, when it is not a rectangle (default nil).
  /// Stored.
  open var accessibilityPath: UIBezierPath? {
    get { rareState?.accessibility?.path }
    set { updateAccessibility { $0.path = newValue } }
  }

  // MARK: Motion effects

  /// Adds a motion effect to the view, as UIKit's `addMotionEffect(_:)`; adding one the view
  /// has again does nothing. Stored: no sensor applies it on Linux (see ``UIMotionEffect``).
  open func addMotionEffect(_ effect: UIMotionEffect) {
    guard !motionEffects.contains(where: { $0 === effect }) else { return }
    RareViewState.update(&rareState) { $0.motionEffects.append(effect) }
  }

  /// Removes a motion effect from the view; one it does not have is ignored.
  open func removeMotionEffect(_ effect: UIMotionEffect) {
    RareViewState.update(&rareState) { $0.motionEffects.removeAll { $0 === effect } }
  }

  /// The view's motion effects, in the order they were added; setting it replaces them.
  open var motionEffects: [UIMotionEffect] {
    get { rareState?.motionEffects ?? [] }
    set { RareViewState.update(&rareState) { $0.motionEffects = newValue } }
  }

  // MARK: The layer's delegate

  /// Lays out the view's own layer: the layout pass calls it for each view marked for layout
  /// whose layer exists, and the default calls `layoutSubviews()` between its controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` (Y2), as UIKit's does.
  ///
  /// Subclasses override it, calling super, to size the sublayers they added. A view whose
  /// layer nothing has read has no sublayers to lay out: the pass does this default's work
  /// directly and makes no layer for it. A layer that is not the view's own is left alone.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === rareState?.layer else { return }
    layOutWithController()
  }

  // MARK: The view hierarchy, open as UIKit's: subclasses override these and call super.

  /// Adds `view` as the last (topmost) subview, removing it from its old superview first.
  ///
  /// UIKit semantics; adding a view to itself or to one of its own descendants would make a
  /// cycle, so it is ignored (UIKit raises an exception).
  open func addSubview(_ view: UIView) {
    insert(view) { $0.count }
  }

  /// Moves a subview to the top of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard view._superview === self else { return }
    insert(view) { $0.count }
  }

  /// Moves a subview to the bottom of its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard view._superview === self else { return }
    insert(view) { _ in 0 }
  }

  /// Swaps the subviews at two indices; out-of-range indices change nothing.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else { return }
    _subviews.swapAt(index1, index2)
  }

  /// Removes the view from its superview.
  ///
  /// Rule A4: a touch that the view or a descendant is tracking gets `touchesCancelled` first,
  /// while the chain through the old superview still exists. Moving a view to another
  /// superview (`addSubview` and friends) does the same, even within one window, because the
  /// chain its touches travelled changes; reordering among siblings does not.
  open func removeFromSuperview() {
    guard let parent = _superview else { return }
    let oldWindow = window
    if let oldWindow {
      leavePlace(in: oldWindow, for: nil)
      notifyWillMove(toWindow: nil)
    }
    willMove(toSuperview: nil)
    parent.willRemoveSubview(self)
    setNeedsConstraintLayout()
    detachFromSuperview()
    if _window !== (self as? UIWindow) { setWindowOfSubtree(self as? UIWindow) }
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    Self.isInSubtree(Unmanaged.passUnretained(self), of: Unmanaged.passUnretained(view))
  }

  /// Inserts `view` at `index` of the subviews (clamped to the valid range).
  ///
  /// A view that is already a subview moves: `index` counts the other subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view) { _ in index }
  }

  /// Inserts `view` just below `siblingSubview` (or at the top if it is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insert(view) { others in others.firstIndex { $0 === siblingSubview } ?? others.count }
  }

  /// Inserts `view` just above `siblingSubview` (or at the top if it is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insert(view) { others in others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count }
  }

  /// Converts a point from this view's coordinates to `view`'s.
  ///
  /// UIKit semantics: through every frame, bounds origin and transform on the way, and between
  /// windows through the screen; nil `view` means this view's window.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(conversion(to: view))
  }

  /// Converts a point from `view`'s coordinates (nil: this view's window) to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let source = view ?? window else { return point.applying(conversion(to: nil).inverted()) }
    return source.convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its
  /// converted corners, as in UIKit.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(conversion(to: view))
  }

  /// Converts a rectangle from `view`'s coordinates (nil: this view's window) to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    guard let source = view ?? window else { return rect.applying(conversion(to: nil).inverted()) }
    return source.convert(rect, to: self)
  }

  /// `endEditing:` as an action (F5, F6), the tap-outside-to-dismiss pattern
  /// (`UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))`), and
  /// the responder's own.
  ///
  /// The Objective-C method gets the sender where its `BOOL` is, so what it forces is left to
  /// the bits of a pointer; a weak fact, so we choose: an action always forces
  /// (`endEditing(true)`), so that the keyboard goes even when a delegate would refuse.
  @preconcurrency override func uikitMethod(for action: Selector) -> ActionMethod? {
    guard action.name == "endEditing:" else { return super.uikitMethod(for: action) }
    return { [unowned self] _ in self.endEditing(true) }
  }

  /// Makes the first responder resign if it is this view or one of its descendants; returns
  /// whether it resigned (F2).
  ///
  /// UIKit's `endEditing(_:)` (rule X11). With `force`, a first responder that refuses still
  /// loses the status, as one whose view leaves the window does (F2), and a text input does not
  /// ask its delegate whether to end; `canResignFirstResponder` is still asked (our choice). A
  /// view in no window resigns nothing: false.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let current = window._firstResponder else { return false }
    let inside: Bool
    switch current {
    case let view as UIView: inside = view === self || view.isDescendant(of: self)
    case let controller as UIViewController: inside = controller.viewIfLoaded?.isDescendant(of: self) ?? false
    default: inside = false
    }
    guard inside else { return false }
    _ = force ? FirstResponder.forcingResign { current.resignFirstResponder() } : current.resignFirstResponder()
    if force, window._firstResponder === current {
      window._firstResponder = nil
      window._application?.updateInputViews()
    }
    return window._firstResponder !== current
  }

  /// Returns a plain view with the same frame, standing for a snapshot of this one.
  ///
  /// UIKit's `snapshotView(afterScreenUpdates:)` returns a view showing what this one draws;
  /// ResponderKit draws nothing, so the snapshot has no content, no subviews and gets no
  /// touches that it would not get as a plain view.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: frame)
  }

  /// The traits of the interface the view is shown in (see `UITraitCollection`).
  open var traitCollection: UITraitCollection { .shown(in: self) }

  /// The recognizers attached to the view, in the order they were added (G13).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, taking it from the view it was on.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer._view {
      if old === self { return }
      old.removeGestureRecognizer(gestureRecognizer)
    }
    _gestureRecognizers.append(gestureRecognizer)
    hoverPathGeneration &+= 1
    gestureRecognizer._view = self
  }

  /// Attaches recognizers at the front of `gestureRecognizers`, in order, as a text
  /// interaction installs its own (X7).
  func insertGestureRecognizersAtFront(_ recognizers: [UIGestureRecognizer]) {
    for recognizer in recognizers { addGestureRecognizer(recognizer) }
    _gestureRecognizers.removeAll { recognizer in recognizers.contains { $0 === recognizer } }
    _gestureRecognizers.insert(contentsOf: recognizers, at: 0)
  }

  /// Detaches a recognizer; one taking part in a sequence is cancelled or failed first (A4).
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer._view === self else { return }
    window?._application?.dispatcher.arena.withdraw(gestureRecognizer)
    _gestureRecognizers.removeAll { $0 === gestureRecognizer }
    hoverPathGeneration &+= 1
    gestureRecognizer._view = nil
  }

  /// The interactions added to the view, in the order they were added; setting replaces them.
  open var interactions: [any UIInteraction] {
    get { _interactions }
    set {
      for interaction in _interactions { removeInteraction(interaction) }
      for interaction in newValue { addInteraction(interaction) }
    }
  }

  /// Adds an interaction, taking it from the view it belonged to, as in UIKit.
  open func addInteraction(_ interaction: any UIInteraction) {
    guard !_interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    _interactions.append(interaction)
    hoverPathGeneration &+= 1
    interaction.didMove(to: self)
  }

  /// Removes an interaction; one the view does not have is ignored.
  open func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    _interactions.remove(at: index)
    hoverPathGeneration &+= 1
    interaction.didMove(to: nil)
  }

  /// The constraints installed on the view (activated ones whose nearest common ancestor it is,
  /// and those added with `addConstraint(_:)`).
  open var constraints: [NSLayoutConstraint] { rareState?.layout?.constraints ?? [] }

  /// Installs `constraint` on the view and activates it.
  open func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  /// Installs and activates each constraint.
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Uninstalls `constraint` from the view and deactivates it; one installed elsewhere stays.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.uninstall()
  }

  /// Uninstalls each constraint.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Whether the view's frame would become constraints (true by default, as in UIKit; code that
  /// lays a view out with constraints sets it to false). Kept.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { rareState?.layout?.translatesAutoresizingMask ?? true }
    set {
      layoutState.translatesAutoresizingMask = newValue
      setNeedsConstraintLayout()
    }
  }

  /// How the view's frame follows its superview's size (Y3; see `UIView.AutoresizingMask`).
  open var autoresizingMask: AutoresizingMask {
    get { rareState?.layout?.autoresizingMask ?? [] }
    set {
      guard newValue != autoresizingMask else { return }
      layoutState.autoresizingMask = newValue
      if layoutState.feedsConstraints { setNeedsConstraintLayout() }
    }
  }

  /// How much the view resists growing past its content size on `axis` (`defaultLow` unless
  /// set).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = rareState?.layout else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets how much the view resists growing on `axis`.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.hugging.horizontal = priority
    } else {
      layoutState.hugging.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// How much the view resists shrinking below its content size on `axis` (`defaultHigh`
  /// unless set).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    guard let state = rareState?.layout else { return .defaultHigh }
    return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
  }

  /// Sets how much the view resists shrinking on `axis`.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      layoutState.compressionResistance.horizontal = priority
    } else {
      layoutState.compressionResistance.vertical = priority
    }
    setNeedsConstraintLayout()
  }

  /// Marks the view's constraints as needing `updateConstraints()`.
  open func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    setNeedsConstraintLayout()
  }

  /// Calls `updateConstraints()` if `setNeedsUpdateConstraints()` asked for it, as the layout
  /// pass does (Y2).
  open func updateConstraintsIfNeeded() {
    guard let state = rareState?.layout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    updateConstraints()
  }

  /// Whether the view needs `updateConstraints()`.
  open func needsUpdateConstraints() -> Bool { rareState?.layout?.needsUpdateConstraints ?? false }

  /// The guides added to the view, in order.
  open var layoutGuides: [UILayoutGuide] { rareState?.layout?.layoutGuides ?? [] }

  /// Adds a guide to the view (taking it from another view first).
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide._owningView !== self else { return }
    layoutGuide._owningView?.removeLayoutGuide(layoutGuide)
    layoutState.layoutGuides.append(layoutGuide)
    layoutGuide._owningView = self
  }

  /// Removes a guide from the view.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide._owningView === self, let state = rareState?.layout else { return }
    state.layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide._owningView = nil
  }

  /// The guide of the area not covered by bars or the screen's rounded corners: the bounds here.
  open var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = rareState?.layout?.safeAreaGuide { return guide }
    let guide = boundsGuide("UIViewSafeAreaLayoutGuide")
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The guide of the part of the view the on-screen keyboard covers, made on first use.
  ///
  /// UIKit rule B7: its top is the keyboard's top converted to the view while the keyboard is
  /// shown (B4), else the safe area's bottom; constraints to it are solved again whenever the
  /// keyboard changes (see ``UIKeyboardLayoutGuide``).
  open var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = rareState?.layout?.keyboardGuide { return guide }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIViewKeyboardLayoutGuide"
    guide._owningView = self
    layoutState.keyboardGuide = guide
    return guide
  }

  /// The guide of the view's margins (see `UILayoutGuide` for its frame).
  open var layoutMarginsGuide: UILayoutGuide {
    if let guide = rareState?.layout?.marginsGuide { return guide }
    let guide = boundsGuide("UIViewLayoutMarginsGuide")
    layoutState.marginsGuide = guide
    return guide
  }

  /// Whether the view resizes its subviews by their `autoresizingMask` when its bounds size
  /// changes (true by default, as in UIKit; Y3).
  open var autoresizesSubviews: Bool {
    get { rareState?.layout?.keepsSubviewFrames != true }
    set {
      if newValue && rareState?.layout == nil { return }
      layoutState.keepsSubviewFrames = !newValue
      setNeedsConstraintLayout()
    }
  }

  /// The layout margins with leading and trailing edges: left and right, as the layout
  /// direction is always left to right here.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = layoutMargins
      return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }

  /// Whether the layout margins grow by the safe area (default true, as in UIKit); stored only,
  /// as the safe area is empty.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { !(rareState?.marginsIgnoreSafeArea ?? false) }
    set { RareViewState.update(&rareState) { $0.marginsIgnoreSafeArea = !newValue } }
  }

  /// Whether the view takes its superview's margins where they are larger (default false);
  /// stored only.
  open var preservesSuperviewLayoutMargins: Bool {
    get { rareState?.preservesSuperviewMargins ?? false }
    set { RareViewState.update(&rareState) { $0.preservesSuperviewMargins = newValue } }
  }
}

/// What few views have (see `UIView.rareState`); nil in the view when it holds nothing.
final class RareViewState {
  /// The transform when it is not the identity.
  @exclusivity(unchecked) var transform: CGAffineTransform?
  /// The interactions, in the order they were added.
  var interactions: [any UIInteraction] = []
  /// How many running animations hold the view against touches (V3).
  var animationHolds = 0
  /// The view's Auto Layout state, once any of it was used (`UIView+Layout.swift`).
  var layout: ViewLayoutState?
  /// The layer, once read (`UIView.layer`).
  var layer: CALayer?
  /// The view's own tint colour, when set.
  var tintColor: UIColor?
  /// The content mode when not `.scaleToFill`.
  var contentMode: UIView.ContentMode?
  /// The layout margins when not `UIView.defaultLayoutMargins`.
  var layoutMargins: UIEdgeInsets?
  /// `insetsLayoutMarginsFromSafeArea` turned off.
  var marginsIgnoreSafeArea = false
  /// `preservesSuperviewLayoutMargins` turned on.
  var preservesSuperviewMargins = false
  /// The accessibility properties, once any was set (`UIView+Accessibility.swift`).
  var accessibility: AccessibilityState?
  /// The motion effects, in the order they were added.
  var motionEffects: [UIMotionEffect] = []
  /// The key-value observations of the view and its layer, while there are any (O1).
  var keyValueObservers: KeyValueObserverTable?
  /// The semantic content attribute when not `.unspecified` (Y10).
  var semanticContentAttribute: UISemanticContentAttribute?

  private var isEmpty: Bool {
    transform == nil && interactions.isEmpty && animationHolds == 0 && layout == nil && layer == nil
      && tintColor == nil && contentMode == nil && layoutMargins == nil && !marginsIgnoreSafeArea
      && !preservesSuperviewMargins && accessibility == nil && motionEffects.isEmpty && keyValueObservers == nil
      && semanticContentAttribute == nil
  }

  /// Changes `state`, creating it when needed and dropping it when it is left empty.
  static func update(_ state: inout RareViewState?, _ change: (RareViewState) -> Void) {
    let box = state ?? RareViewState()
    change(box)
    state = box.isEmpty ? nil : box
  }
}
