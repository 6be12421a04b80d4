import Foundation

/// The layer behind a view, or a free-standing one: Core Animation's model of what is drawn,
/// kept here so that code around events compiles and reads back what it set.
///
/// A view's layer (`UIView.layer`, created on first access) has no geometry of its own: its
/// `bounds`, `position`, `frame`, `transform`, `opacity`, `isHidden`, `masksToBounds` and
/// `backgroundColor` read and write the view's `bounds`, `center`, `frame`, `transform`,
/// `alpha`, `isHidden`, `clipsToBounds` and `backgroundColor`, so hit testing sees every change.
/// Its `anchorPoint` is stored but moves nothing: a view's geometry has no anchor point here,
/// its centre is always the middle of its bounds. Its `sublayers` are its subviews' layers,
/// back to front, then the layers added with `addSublayer(_:)`; its `superlayer` is the
/// superview's layer.
///
/// Drawing is recorded, not rasterized: a display (`display()`, from a display pass or
/// `displayIfNeeded()`) records `draw(in:)` — a view's `draw(_:)` — as a display list,
/// `drawnCommands` (W1, W2), and `render(in:)` replays the tree's content, backgrounds and
/// borders into a context (W5). Animations run on the application's clock (V5):
/// `presentation()` is a copy whose animated properties follow them, while the model keeps the
/// values code set (V6); the layer's own timing (`beginTime`, `speed`, `timeOffset`) shifts and
/// scales its animations' time and its sublayers' (V7). A change of an animatable property of a
/// free-standing layer runs the action `action(forKey:)` finds (V5).
///
/// A subclass that declares `init()` writes it `required`: views create their layers through
/// `layerClass` with `init()`, which Swift allows only for a required initializer.
@preconcurrency @MainActor
open class CALayer {
  /// The view whose layer this is, which holds the layer: an ``UnsafeLink`` the view clears
  /// when it goes (see `UIView.deinit`).
  @UnsafeLink var owningView: UIView?
  private var storedBounds = CGRect.zero
  private var storedPosition = CGPoint.zero
  private var storedTransform = CATransform3DIdentity
  private var storedOpacity: Float = 1
  private var storedHidden = false
  private var storedMasksToBounds = false
  private var storedBackgroundColor: CGColor?
  private(set) var ownSublayers: [CALayer] = []
  private weak var ownSuperlayer: CALayer?
  private weak var ownDelegate: CALayerDelegate?
  /// The animations added and not removed, in the order added (V5).
  var runningAnimations: [LayerAnimationEntry] = []
  /// Values stored under keys that name no property (`setValue(_:forKey:)`).
  var storedKeyValues: [String: Any] = [:]
  /// Whether property changes skip the action search: a presentation copy, or a layer taking
  /// another's values.
  var actionsSuppressed = false
  /// The model layer a presentation copy was made from.
  var modelLayer: CALayer?
  /// The key-value observations of a free-standing layer (O4), nil while none is made, so that
  /// an unobserved setter pays one test of an optional; a view's layer's are in its view's
  /// table.
  var keyValueObservers: KeyValueObserverTable?
  private var layoutNeeded = false

  /// Creates a free-standing layer with zero bounds at the origin.
  public required init() {}

  /// Creates a layer with the model values of `layer` (a `CALayer`), as Core Animation does for
  /// presentation copies.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    takeModelValues(from: other)
  }

  /// Takes `other`'s model values, without running actions; each subclass adds its own.
  func takeModelValues(from other: CALayer) {
    let suppressed = actionsSuppressed
    actionsSuppressed = true
    defer { actionsSuppressed = suppressed }
    storedBounds = other.bounds
    storedPosition = other.position
    storedTransform = other.transform
    storedOpacity = other.opacity
    storedHidden = other.isHidden
    storedMasksToBounds = other.masksToBounds
    storedBackgroundColor = other.backgroundColor
    anchorPoint = other.anchorPoint
    zPosition = other.zPosition
    cornerRadius = other.cornerRadius
    borderWidth = other.borderWidth
    borderColor = other.borderColor
    shadowColor = other.shadowColor
    shadowOpacity = other.shadowOpacity
    shadowOffset = other.shadowOffset
    shadowRadius = other.shadowRadius
    shadowPath = other.shadowPath
    name = other.name
    contents = other.contents
    contentsScale = other.contentsScale
    needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    actions = other.actions
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    storedKeyValues = other.storedKeyValues
  }

  /// Creates a layer from an archive: nothing is decoded (there are no archives here).
  public required init?(coder: NSCoder) {}

  /// A new layer, as Core Animation's `CALayer.layer()`.
  open class func layer() -> Self { Self() }

  /// Takes the view's geometry when the view goes, so that a layer outliving it keeps it.
  func detachFromView() {
    // Called from the view's deinit, when the link's debug check would read the view as gone.
    guard let view = $owningView.unchecked else { return }
    storedBounds = view.bounds
    storedPosition = view.center
    let affine = view.transform
    if CATransform3DGetAffineTransform(storedTransform) != affine {
      storedTransform = CATransform3DMakeAffineTransform(affine)
    }
    storedOpacity = Float(view.alpha)
    storedHidden = view.isHidden
    storedMasksToBounds = view.clipsToBounds
    storedBackgroundColor = view.backgroundColor?.cgColor
    owningView = nil
  }

  // MARK: Geometry

  /// The layer's own coordinate system; a view's layer's is the view's `bounds`. A new size
  /// marks the layer for display when `needsDisplayOnBoundsChange` (W4).
  open var bounds: CGRect {
    get { owningView?.bounds ?? storedBounds }
    set {
      if let owningView {
        owningView.bounds = newValue
      } else {
        let old = storedBounds
        notifyingObservers(CALayer.boundsKey, value: { self.storedBounds }) { storedBounds = newValue }
        if old.size != newValue.size && needsDisplayOnBoundsChange { setNeedsDisplay() }
        propertyDidChange("bounds", from: old)
      }
    }
  }

  /// Where the anchor point sits in the superlayer's coordinates; a view's layer's is the view's
  /// `center`.
  open var position: CGPoint {
    get { owningView?.center ?? storedPosition }
    set {
      if let owningView {
        owningView.center = newValue
      } else {
        let old = storedPosition
        notifyingObservers(CALayer.positionKey, value: { self.storedPosition }) { storedPosition = newValue }
        propertyDidChange("position", from: old)
      }
    }
  }

  /// The point of the bounds, in unit coordinates, that `position` places and the transform
  /// turns about (default the middle). Stored but unused by a view's layer (see the class
  /// comment).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The layer's place in front or behind its siblings for `hitTest(_:)` (higher is in front);
  /// siblings of equal `zPosition` keep their order.
  open var zPosition: CGFloat = 0 {
    didSet { propertyDidChange("zPosition", from: oldValue) }
  }

  /// The anchor point the geometry uses: the middle for a view's layer.
  private var effectiveAnchor: CGPoint { owningView == nil ? anchorPoint : CGPoint(x: 0.5, y: 0.5) }

  /// The layer's transform, applied about its anchor point; a view's layer's affine part is the
  /// view's `transform` (a 3-D transform is kept whole, and the view takes its affine part).
  open var transform: CATransform3D {
    get {
      guard let owningView else { return storedTransform }
      let affine = owningView.transform
      // The view's transform set directly since wins over a kept 3-D one.
      if CATransform3DGetAffineTransform(storedTransform) == affine { return storedTransform }
      return CATransform3DMakeAffineTransform(affine)
    }
    set {
      let old = storedTransform
      storedTransform = newValue
      if let owningView {
        owningView.transform = CATransform3DGetAffineTransform(newValue)
      } else {
        propertyDidChange("transform", from: old)
      }
    }
  }

  /// The transform's affine part, as `CATransform3DGetAffineTransform(transform)`.
  open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Sets the transform to an affine one.
  open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The rectangle the layer covers in its superlayer's coordinates: the bounding box of its
  /// transformed bounds; a view's layer's is the view's `frame`. Setting it sets `position` and
  /// the bounds' size: observers of `frame` hear the change around those of `position` and
  /// `bounds` (O4).
  open var frame: CGRect {
    get {
      if let owningView { return owningView.frame }
      let size = storedBounds.size
      let anchor = anchorPoint
      let local = CGRect(x: -anchor.x * size.width, y: -anchor.y * size.height, width: size.width, height: size.height)
      let affine = CATransform3DGetAffineTransform(storedTransform)
      let rect = affine.isIdentity ? local : local.applying(affine)
      return rect.offsetBy(dx: storedPosition.x, dy: storedPosition.y)
    }
    set {
      notifyingObservers(CALayer.frameKey, value: { self.frame }) {
        if let owningView {
          owningView.frame = newValue
          return
        }
        let anchor = anchorPoint
        let position = CGPoint(
          x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        notifyingObservers(CALayer.positionKey, value: { self.storedPosition }) { storedPosition = position }
        notifyingObservers(CALayer.boundsKey, value: { self.storedBounds }) {
          storedBounds.size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
        }
      }
    }
  }

  /// The map from the layer's coordinates to its superlayer's.
  var transformToSuperlayer: CGAffineTransform {
    let b = bounds
    let anchor = effectiveAnchor
    let p = position
    return CGAffineTransform(translationX: -(b.minX + anchor.x * b.width), y: -(b.minY + anchor.y * b.height))
      .concatenating(affineTransform())
      .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
  }

  private func transform(toAncestor ancestor: CALayer?) -> CGAffineTransform {
    var result = CGAffineTransform.identity
    var layer: CALayer? = self
    while let current = layer, current !== ancestor {
      result = result.concatenating(current.transformToSuperlayer)
      layer = current.superlayer
    }
    return result
  }

  private func conversion(to other: CALayer?) -> CGAffineTransform {
    guard let other else { return .identity }
    var ancestors: [ObjectIdentifier] = []
    var walker: CALayer? = self
    while let layer = walker {
      ancestors.append(ObjectIdentifier(layer))
      walker = layer.superlayer
    }
    var common: CALayer? = other
    while let layer = common, !ancestors.contains(ObjectIdentifier(layer)) { common = layer.superlayer }
    return transform(toAncestor: common).concatenating(other.transform(toAncestor: common).inverted())
  }

  /// Converts a point from this layer's coordinates to `layer`'s (nil: unchanged), through
  /// every position, bounds origin and affine transform on the way.
  open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point.applying(conversion(to: layer)) }

  /// Converts a point from `layer`'s coordinates (nil: unchanged) to this layer's.
  open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
    guard let layer else { return point }
    return layer.convert(point, to: self)
  }

  /// Converts a rectangle from this layer's coordinates to `layer`'s: the bounding box of its
  /// converted corners.
  open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect.applying(conversion(to: layer)) }

  /// Converts a rectangle from `layer`'s coordinates (nil: unchanged) to this layer's.
  open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
    guard let layer else { return rect }
    return layer.convert(rect, to: self)
  }

  /// Whether `point`, in the layer's own coordinates, is inside it: in its bounds, as Core
  /// Animation answers by default. Overridable.
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

  /// The farthest descendant (or the layer itself) that contains `point`, given in the
  /// superlayer's coordinates, or nil.
  ///
  /// A hidden layer and its sublayers are skipped; a point outside the layer (`contains(_:)`)
  /// reaches none of its sublayers; sublayers are asked front to back (higher `zPosition`
  /// first, then the later one). Views are hit-tested by `UIView.hitTest(_:with:)`, not by this.
  open func hitTest(_ point: CGPoint) -> CALayer? {
    guard !isHidden else { return nil }
    let local = point.applying(transformToSuperlayer.inverted())
    guard contains(local) else { return nil }
    let ordered = (sublayers ?? []).enumerated().sorted { a, b in
      a.element.zPosition != b.element.zPosition ? a.element.zPosition > b.element.zPosition : a.offset > b.offset
    }
    for (_, sublayer) in ordered {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return self
  }

  // MARK: Mirrored view state

  /// The opacity, 0 to 1; a view's layer's is the view's `alpha` (below
  /// ``InteractionConstants/minimumHittableAlpha`` hit testing skips the view, H2).
  open var opacity: Float {
    get { owningView.map { Float($0.alpha) } ?? storedOpacity }
    set {
      if let owningView {
        owningView.alpha = CGFloat(newValue)
      } else {
        let old = storedOpacity
        storedOpacity = newValue
        propertyDidChange("opacity", from: old)
      }
    }
  }

  /// Whether the layer is hidden; a view's layer's is the view's `isHidden` (H2).
  open var isHidden: Bool {
    get { owningView?.isHidden ?? storedHidden }
    set { if let owningView { owningView.isHidden = newValue } else { storedHidden = newValue } }
  }

  /// Whether sublayers are clipped to the bounds; a view's layer's is the view's `clipsToBounds`.
  open var masksToBounds: Bool {
    get { owningView?.clipsToBounds ?? storedMasksToBounds }
    set { if let owningView { owningView.clipsToBounds = newValue } else { storedMasksToBounds = newValue } }
  }

  /// The background colour; a view's layer's is the view's `backgroundColor`.
  open var backgroundColor: CGColor? {
    get {
      guard let owningView else { return storedBackgroundColor }
      return owningView.backgroundColor?.cgColor
    }
    set {
      if let owningView {
        owningView.backgroundColor = newValue.map(UIColor.init(cgColor:))
      } else {
        let old = storedBackgroundColor
        storedBackgroundColor = newValue
        propertyDidChange("backgroundColor", from: old)
      }
    }
  }

  // MARK: Appearance (stored; `render(in:)` draws backgrounds and borders)

  /// The radius of the rounded corners (stored; hit testing still uses the bounds: a round
  /// view overrides `point(inside:with:)`).
  open var cornerRadius: CGFloat = 0 {
    didSet { propertyDidChange("cornerRadius", from: oldValue) }
  }
  /// The curve of the rounded corners.
  open var cornerCurve: CALayerCornerCurve = .circular
  /// Which corners `cornerRadius` rounds (default all four).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The border's width.
  open var borderWidth: CGFloat = 0 {
    didSet { propertyDidChange("borderWidth", from: oldValue) }
  }
  /// The border's colour (default opaque black).
  open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
    didSet { propertyDidChange("borderColor", from: oldValue) }
  }
  /// The shadow's colour (default opaque black).
  open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// The shadow's opacity (default 0: no shadow).
  open var shadowOpacity: Float = 0 {
    didSet { propertyDidChange("shadowOpacity", from: oldValue) }
  }
  /// The shadow's offset (default 0 × −3, as Core Animation's).
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { propertyDidChange("shadowOffset", from: oldValue) }
  }
  /// The shadow's blur radius (default 3).
  open var shadowRadius: CGFloat = 3 {
    didSet { propertyDidChange("shadowRadius", from: oldValue) }
  }
  /// The shadow's shape (nil: the layer's).
  open var shadowPath: CGPath?
  /// A layer whose alpha masks this one.
  open var mask: CALayer?
  /// Whether the layer is opaque (stored; a view's layer's is the view's `isOpaque`).
  open var isOpaque = false
  /// Whether the layer is drawn once into a bitmap and reused.
  open var shouldRasterize = false
  /// The scale of that bitmap.
  open var rasterizationScale: CGFloat = 1
  /// Whether the back of the layer shows when turned away.
  open var isDoubleSided = true
  /// A name for the layer, for finding it.
  open var name: String?
  /// What the layer shows (an image, typically); stored only.
  open var contents: Any?
  /// The scale of `contents` (default 1).
  open var contentsScale: CGFloat = 1
  /// How `contents` fits the bounds.
  open var contentsGravity: CALayerContentsGravity = .resize
  /// Whether `bounds` changing size marks the layer for display (default false; a view's
  /// layer redisplays so when the view's `contentMode` is `.redraw`, W4).
  open var needsDisplayOnBoundsChange = false
  private var displayMarked = false
  /// Whether the layer displayed at least once (its recorded commands are its content).
  private(set) var hasDisplayed = false
  /// The commands recorded by the last display.
  private(set) var recordedCommands: [DrawingCommand] = []

  /// Whether the layer is marked for display (`setNeedsDisplay()`), until a display pass or
  /// `displayIfNeeded()` displays it (W1).
  open func needsDisplay() -> Bool { displayMarked }

  /// Marks the layer for display: the next display pass, before the next frame or step of the
  /// test kit's clock, displays it if it is in a window (W1).
  open func setNeedsDisplay() {
    displayMarked = true
    displayMarkGeneration &+= 1
  }

  /// Marks part of the layer for display (the whole layer is marked and redrawn, W1).
  open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

  /// Marks the layer for display if it displayed before: a change to what an already drawn
  /// view shows (a label's text).
  func setNeedsDisplayIfDisplayed() {
    if hasDisplayed && !displayMarked { setNeedsDisplay() }
  }

  /// Displays the layer now if it is marked: the mark is cleared, then `display()` (W1).
  open func displayIfNeeded() {
    guard displayMarked else { return }
    displayMarked = false
    display()
  }

  /// Displays the layer: asks the delegate (`CALayerDelegate.display(_:)`, whose default
  /// records the layer's drawing), or, without a delegate, records `draw(in:)` in a new context
  /// the size of the bounds, in bounds coordinates (W1, W2).
  open func display() {
    if let delegate {
      delegate.layerWillDraw(self)
      delegate.display(self)
    } else {
      recordContent()
    }
  }

  /// Records the layer's drawing: `draw(in:)` in a new context whose user space is the bounds
  /// coordinates; what it records becomes `drawnCommands` (W2).
  func recordContent() {
    let context = CGContext(size: bounds.size, scale: contentsScale)
    draw(in: context)
    recordedCommands = context.drawnCommands
    hasDisplayed = true
  }

  /// Draws the layer's content in `ctx`: asks the delegate (`draw(_:in:)`; a view draws its
  /// `draw(_:)` there, W1). Subclasses override it to draw themselves.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// What the layer's last display recorded, in its bounds coordinates (W2): a ResponderKit
  /// addition for tests and backends. Reading it displays the layer first when it is marked,
  /// or when it is a view's layer never displayed whose view may draw (W1: on demand).
  public var drawnCommands: [DrawingCommand] {
    if displayMarked || (!hasDisplayed && owningView.map { DisplayPass.mayDraw(type(of: $0)) } == true) {
      displayMarked = false
      display()
    }
    return recordedCommands
  }

  /// Displays the layer in a display pass (W1): when it is marked, or, for a view's layer that
  /// never displayed, when its view's class may draw (`initial`).
  func displayInPass(initial: Bool) {
    if displayMarked || (initial && !hasDisplayed) {
      displayMarked = false
      display()
    }
    for sublayer in ownSublayers { sublayer.displayInPass(initial: false) }
  }

  /// Renders the layer and its sublayers into `ctx`, in the layer's bounds coordinates through
  /// the context's CTM (W5): the background colour (rounded by `cornerRadius`), the recorded
  /// content (`drawnCommands`), the sublayers (back to front, clipped when `masksToBounds`),
  /// then the border. Hidden layers are skipped; `opacity` multiplies the context's alpha.
  open func render(in ctx: CGContext) {
    guard !isHidden else { return }
    ctx.saveGState()
    defer { ctx.restoreGState() }
    ctx.setAlpha(ctx.alpha * CGFloat(opacity))
    let b = bounds
    let outline =
      cornerRadius > 0
      ? CGPath(roundedRect: b, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
      : CGPath(rect: b, transform: nil)
    if let background = backgroundColor, background.alpha > 0 {
      ctx.setFillColor(background)
      ctx.addPath(outline)
      ctx.fillPath()
    }
    ctx.replay(drawnCommands)
    if let sublayers, !sublayers.isEmpty {
      ctx.saveGState()
      if masksToBounds {
        ctx.addPath(outline)
        ctx.clip()
      }
      let ordered = sublayers.enumerated().sorted { x, y in
        x.element.zPosition != y.element.zPosition ? x.element.zPosition < y.element.zPosition : x.offset < y.offset
      }
      for (_, sublayer) in ordered {
        ctx.saveGState()
        ctx.concatenate(sublayer.transformToSuperlayer)
        sublayer.render(in: ctx)
        ctx.restoreGState()
      }
      ctx.restoreGState()
    }
    if borderWidth > 0, let border = borderColor, border.alpha > 0 {
      let inset = b.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
      let radius = max(0, cornerRadius - borderWidth / 2)
      ctx.setStrokeColor(border)
      ctx.setLineWidth(borderWidth)
      ctx.addPath(
        radius > 0
          ? CGPath(roundedRect: inset, cornerWidth: radius, cornerHeight: radius, transform: nil)
          : CGPath(rect: inset, transform: nil))
      ctx.strokePath()
    }
  }

  /// Marks the layer for layout; a view's layer marks its view (`UIView.setNeedsLayout()`).
  open func setNeedsLayout() {
    if let owningView { owningView.setNeedsLayout() } else { layoutNeeded = true }
  }

  /// Whether the layer is marked for layout; a view's layer answers for its view.
  open func needsLayout() -> Bool { owningView?._needsLayout ?? layoutNeeded }

  /// Lays out now if marked: a view's layer lays out its view (`UIView.layoutIfNeeded()`), a
  /// free-standing one calls `layoutSublayers()`.
  open func layoutIfNeeded() {
    if let owningView {
      owningView.layoutIfNeeded()
    } else if layoutNeeded {
      layoutNeeded = false
      layoutSublayers()
    }
  }

  /// Asks the delegate to lay out the sublayers (`CALayerDelegate.layoutSublayers(of:)`).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  // MARK: Timing (V7)

  /// When the layer's time begins, in its superlayer's time (V7).
  open var beginTime: CFTimeInterval = 0 {
    didSet { timingDidChange() }
  }
  /// How fast the layer's time runs against its superlayer's (V7): 0 stops its animations and
  /// its sublayers', 2 runs them twice as fast.
  open var speed: Float = 1 {
    didSet { timingDidChange() }
  }
  /// An offset added to the layer's local time (V7).
  open var timeOffset: CFTimeInterval = 0 {
    didSet { timingDidChange() }
  }
  /// Stored; a layer's own time never ends here.
  open var duration: CFTimeInterval = 0
  /// Stored; a layer's own time never repeats here.
  open var repeatCount: Float = 0
  /// Stored; a layer's own time never repeats here.
  open var repeatDuration: CFTimeInterval = 0
  /// Stored; a layer's own time never reverses here.
  open var autoreverses = false
  /// Stored; a layer's own time is always active here.
  open var fillMode: CAMediaTimingFillMode = .removed

  // MARK: Actions (V5)

  /// The actions of the layer's properties, by key: consulted by `action(forKey:)` after the
  /// delegate; `NSNull` means no action.
  open var actions: [String: CAAction]?

  // MARK: The layer tree

  /// The delegate: a view's layer's is its view (and cannot be changed), a free-standing
  /// layer's is held weakly.
  open var delegate: CALayerDelegate? {
    get { owningView ?? ownDelegate }
    set { if owningView == nil { ownDelegate = newValue } }
  }

  /// The layer this one is a sublayer of; a view's layer's is its superview's layer.
  open var superlayer: CALayer? {
    if let owningView { return owningView.superview?.layer }
    return ownSuperlayer
  }

  /// The sublayers, back to front, or nil for none. A view's layer lists its subviews' layers
  /// first, then the layers added to it. Setting it replaces the added layers.
  open var sublayers: [CALayer]? {
    get {
      var result = ownSublayers
      if let owningView, !owningView.subviews.isEmpty { result = owningView.subviews.map(\.layer) + result }
      return result.isEmpty ? nil : result
    }
    set {
      for layer in ownSublayers { layer.ownSuperlayer = nil }
      ownSublayers = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Adds `layer` on top of the sublayers, taking it from its old superlayer.
  ///
  /// A view's layer goes where its view goes: adding one here is ignored (add the view with
  /// `addSubview(_:)`).
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(clamping: ownSublayers.count + viewLayerCount))
  }

  /// Inserts `layer` at `index` of the sublayers (clamped; for a view's layer, among the layers
  /// added after its subviews' layers).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer.owningView == nil, layer !== self else { return }
    layer.removeFromSuperlayer()
    let position = max(0, min(Int(index) - viewLayerCount, ownSublayers.count))
    ownSublayers.insert(layer, at: position)
    layer.ownSuperlayer = self
  }

  /// Inserts `layer` just below `sibling` (on top if `sibling` is not an added sublayer).
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    let index = ownSublayers.firstIndex { $0 === sibling } ?? ownSublayers.count
    insertSublayer(layer, at: UInt32(clamping: index + viewLayerCount))
  }

  /// Inserts `layer` just above `sibling` (on top if `sibling` is not an added sublayer).
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    let index = ownSublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? ownSublayers.count
    insertSublayer(layer, at: UInt32(clamping: index + viewLayerCount))
  }

  /// Puts `newLayer` where `oldLayer` is among the added sublayers.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(clamping: index + viewLayerCount))
  }

  /// Takes the layer out of its superlayer; a view's layer takes its view out of its superview
  /// (`removeFromSuperview()`, with what that does to its touches: A4).
  open func removeFromSuperlayer() {
    if let owningView {
      owningView.removeFromSuperview()
      return
    }
    guard let parent = ownSuperlayer else { return }
    parent.ownSublayers.removeAll { $0 === self }
    ownSuperlayer = nil
  }

  private var viewLayerCount: Int { owningView?.subviews.count ?? 0 }

  // MARK: Animations (V5–V7)

  /// The layer as currently shown (V6): a copy of the model whose animated properties hold the
  /// values of the animations running at the clock's current time, applied in the order they
  /// were added. The model is unchanged; the copy has no sublayers, and its `model()` is this
  /// layer. Evaluated when called: nothing runs between reads.
  open func presentation() -> Self? { makePresentation() }

  /// The model layer: the layer itself, or for a presentation copy the layer it was made from.
  open func model() -> Self { modelOfCopy() }

  /// Adds a copy of `anim` under `key`, replacing (and stopping, V5) one with the same key. The
  /// copy's `beginTime` of 0 becomes the layer's current time (V7); its delegate hears
  /// `animationDidStart(_:)` when it begins and `animationDidStop(_:finished:)` when it ends, on
  /// the clock, never inside this call (V5).
  open func add(_ anim: CAAnimation, forKey key: String?) { addAnimation(anim, forKey: key) }

  /// The animation running under `key` (the layer's copy), or nil (V5).
  open func animation(forKey key: String) -> CAAnimation? { runningAnimation(forKey: key) }

  /// The keys of the running animations, in the order added, or nil for none (V5). An animation
  /// removed on completion is gone from its end time.
  open func animationKeys() -> [String]? { runningAnimationKeys() }

  /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished:)` with
  /// false on the clock, unless it had already stopped (V5).
  open func removeAnimation(forKey key: String) { removeRunningAnimation(forKey: key) }

  /// Removes every animation, each stopping as `removeAnimation(forKey:)` (V5).
  open func removeAllAnimations() { removeAllRunningAnimations() }

  /// Converts `t` from `l`'s time (nil: media time, `CACurrentMediaTime()`) to this layer's
  /// (V7). Through a stopped layer (speed 0), every time maps to its `beginTime`.
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { convertedTime(t, from: l) }

  /// Converts `t` from this layer's time to `l`'s (nil: media time), V7.
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { convertedTime(t, to: l) }

  /// The action for the change named `event`, searched as Core Animation does: the delegate's
  /// `action(for:forKey:)`, then `actions`, then `defaultAction(forKey:)`; an `NSNull` found on
  /// the way ends the search with none (V5).
  open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

  /// The value of the property named `key` (Core Animation's name: `"position"`, `"opacity"`,
  /// `"cornerRadius"`, …), else the value stored under `key`, else `defaultValue(forKey:)`.
  /// Stored; what animations' key paths read (V6).
  open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

  /// Sets the property named `key`, or stores `value` under `key` when it names none, as Core
  /// Animation's key-value coding does. Stored.
  open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

  /// The value at `keyPath`: a property, then components of it (`"position.x"`,
  /// `"bounds.size.width"`, `"transform.scale"`, `"transform.rotation.z"`), V6.
  open func value(forKeyPath keyPath: String) -> Any? { keyedValue(forKeyPath: keyPath) }

  /// Sets the value at `keyPath` (see `value(forKeyPath:)`), V6.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyedValue(value, forKeyPath: keyPath) }

  /// The value of the property named `key`, or nil when it names none; subclasses add theirs.
  func propertyValue(forKey key: String) -> Any? { layerPropertyValue(forKey: key) }

  /// Sets the property named `key`; false when it names none.
  func setPropertyValue(_ value: Any?, forKey key: String) -> Bool { setLayerPropertyValue(value, forKey: key) }

  /// The action of `event` when neither the delegate nor `actions` has one: none (our choice:
  /// Core Animation's implicit animations are not made, as nothing draws them; a subclass
  /// overrides this, or code sets `actions`, to animate property changes), V5.
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  /// The value a key has when none was set: nil, as Core Animation's for keys it does not know.
  open class func defaultValue(forKey key: String) -> Any? { nil }

  /// Whether a change of `key` redraws the layer: false (nothing draws).
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The superlayer of a free-standing layer, without making a view's layer.
  var superlayerIfAny: CALayer? { ownSuperlayer }

  /// The layers added with `addSublayer(_:)` and its kin.
  var addedSublayers: [CALayer] { ownSublayers }
}

extension CALayer: Hashable {
  /// Whether two layers are the same object, as `NSObject.isEqual(_:)` answers by default.
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the object's identity, as `NSObject.hash` does by default.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
