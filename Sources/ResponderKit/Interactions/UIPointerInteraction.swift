import Foundation

/// The pointer's behaviour over a view: its regions and the styles the pointer takes in them.
///
/// UIKit's `UIPointerInteraction` (iOS 13.4), rule P6: on the pointer's entering the view (the
/// view is on the pointer's hit path, P3) and on each hover move over it, the delegate is
/// asked `regionFor(request, defaultRegion: bounds)`; a region that differs from the current
/// one (rectangle or identifier) → `willExit(old)` if there was one, `styleFor(new)`,
/// `willEnter(new)`; nil → `willExit(old)`; the pointer leaving → `willExit(current)`. The
/// order exit, style, enter is our choice (a weak fact: Apple documents the calls, not their
/// order). Nothing is drawn: the region and style in force are `currentRegion` and
/// `currentStyle`. Paused while a button is held, as hover is (P4, P8); never called on the
/// phone idiom (our choice, as hover recognizers do not recognize there).
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction, ViewLinkedInteraction {
  /// The delegate; held weakly, as in UIKit.
  @exclusivity(unchecked) public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// The view the interaction was added to; nil once that view is freed, as with UIKit's weak
  /// reference (kept as a `ViewLinkedInteraction`).
  public var view: UIView? { viewLink.wrappedValue }
  /// The storage of `view`, which the view clears when it is freed.
  @exclusivity(unchecked) var viewLink = UnsafeLink<UIView>(wrappedValue: nil)
  /// Whether the interaction takes part (default true); turning it off while the pointer is
  /// over its view exits the current region.
  open var isEnabled = true {
    didSet {
      hoverPathGeneration &+= 1
      if !isEnabled { exit() }
    }
  }
  /// The region the pointer is in, or nil (a ResponderKit addition: UIKit keeps it private).
  public private(set) var currentRegion: UIPointerRegion?
  /// The style the delegate gave the current region; nil for the system's (a ResponderKit
  /// addition, standing for what UIKit would draw).
  public private(set) var currentStyle: UIPointerStyle?
  /// The pointer's last place over the view, in screen coordinates, while it is over it.
  @exclusivity(unchecked) private var lastPoint: CGPoint?
  @exclusivity(unchecked) private var lastModifiers: UIKeyModifierFlags = []
  /// The bounds the current region was made from when it is the default region of an
  /// interaction without a delegate: while the bounds stay, so does the region.
  @exclusivity(unchecked) private var defaultRegionBounds: CGRect?

  /// Creates a pointer interaction; add it to a view with `UIView.addInteraction(_:)`.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Called before the interaction moves to another view; leaves the current region.
  open func willMove(to view: UIView?) {
    if view !== self.view { exit() }
  }

  /// Keeps the view.
  open func didMove(to view: UIView?) {
    viewLink.wrappedValue = view
  }

  /// Asks the delegate again for the region under the pointer, as after a change of the
  /// view's content (P6).
  open func invalidate() {
    guard let point = lastPoint, isEnabled else { return }
    hover(at: point, modifierFlags: lastModifiers)
  }

  // MARK: From the pointer's owner

  /// Rule P6: the pointer is over the view at `point` (screen coordinates).
  func hover(at point: CGPoint, modifierFlags: UIKeyModifierFlags) {
    guard let delegate else {
      // Lent, not retained: without a delegate no code of the app runs before the call
      // returns, so nothing can let the view go.
      viewLink.withTarget { hover(at: point, modifierFlags: modifierFlags, over: $0, delegate: nil) }
      return
    }
    guard let view else { return }
    hover(at: point, modifierFlags: modifierFlags, over: view, delegate: delegate)
  }

  /// `hover(at:modifierFlags:)` over the interaction's view.
  private func hover(
    at point: CGPoint, modifierFlags: UIKeyModifierFlags, over view: UIView,
    delegate: (any UIPointerInteractionDelegate)?
  ) {
    lastPoint = point
    lastModifiers = modifierFlags
    let region: UIPointerRegion?
    if let delegate {
      let request = UIPointerRegionRequest(location: view.convertFromScreen(point), modifiers: modifierFlags)
      region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: UIPointerRegion(rect: view.bounds))
    } else {
      // Without a delegate the region is always the default one: the pointer stays in it
      // while the bounds stay the same, and no region object is made per move.
      let bounds = view.bounds
      // Compared field by field: Foundation's `==` on rectangles is not inlined here.
      if let made = defaultRegionBounds, made.origin.x == bounds.origin.x, made.origin.y == bounds.origin.y,
        made.size.width == bounds.size.width, made.size.height == bounds.size.height
      {
        return
      }
      region = UIPointerRegion(rect: bounds)
    }
    defaultRegionBounds = nil
    if let region, let current = currentRegion, region.isSame(as: current) { return }
    if let old = currentRegion {
      currentRegion = nil
      currentStyle = nil
      tell { $0.pointerInteraction(self, willExit: old, animator: $1) }
    }
    guard let region else { return }
    currentRegion = region
    if delegate == nil { defaultRegionBounds = region.rect }
    currentStyle = delegate?.pointerInteraction(self, styleFor: region)
    tell { $0.pointerInteraction(self, willEnter: region, animator: $1) }
  }

  /// Rule P6: the pointer left the view (or the interaction stopped): the current region is
  /// exited.
  func exit() {
    lastPoint = nil
    defaultRegionBounds = nil
    guard let old = currentRegion else { return }
    currentRegion = nil
    currentStyle = nil
    tell { $0.pointerInteraction(self, willExit: old, animator: $1) }
  }

  private func tell(_ call: (any UIPointerInteractionDelegate, PointerRegionAnimator) -> Void) {
    guard let delegate else { return }
    let animator = PointerRegionAnimator()
    call(delegate, animator)
    animator.finish()
  }
}
