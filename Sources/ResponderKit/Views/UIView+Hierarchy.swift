import Foundation

extension UIView {
  /// The one place that puts a view into `subviews`; `position` picks the index among the
  /// other subviews.
  func insert(_ view: UIView, position: ([UIView]) -> Int) {
    // A view without subviews has no descendants: the usual case costs no walk.
    guard view !== self, view._subviews.isEmpty || !isDescendant(of: view) else { return }
    if view._superview === self, let old = _subviews.firstIndex(where: { $0 === view }) {
      _subviews.remove(at: old)
      _subviews.insert(view, at: max(0, min(position(_subviews), _subviews.count)))
      return
    }
    let oldWindow = view.window
    let newWindow = window
    // Rule-free bookkeeping (no effect on events): the tint the view had, to tell it if the
    // move changes it, and the layout marks UIKit sets on adding a view.
    let oldTint = UIView.ownTintCount > 0 ? view.effectiveTintColor : nil
    _needsLayout = true
    view._needsLayout = true
    setNeedsConstraintLayout()
    if let oldWindow, view._superview != nil {
      // Rule A4: moving a view to another superview takes it from its old place, so the
      // touches it tracks are cancelled there (their responder chain is about to change).
      view.leavePlace(in: oldWindow, for: newWindow)
    }
    if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    _subviews.insert(view, at: max(0, min(position(_subviews), _subviews.count)))
    view._superview = self
    hoverPathGeneration &+= 1
    if view._window !== newWindow { view.setWindowOfSubtree(newWindow) }
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
    if let oldTint, view.rareState?.tintColor == nil, view.effectiveTintColor != oldTint {
      view.notifyTintChangeInSubtree()
    }
  }

  /// Rules A4 and F2: the one home of what a view's leaving its place in `oldWindow` does
  /// first, for a removal (`newWindow` nil) and a move alike, while the old chain still exists:
  /// the touches its subtree tracks are cancelled and last calls travelling through it go on
  /// along the old chain; when it also leaves the window, its subtree's recognizers withdraw
  /// and a first responder inside resigns.
  func leavePlace(in oldWindow: UIWindow, for newWindow: UIWindow?) {
    oldWindow._application?.dispatcher.views.cancelTouches(inSubtreeOf: self)
    redirectCutChains()
    guard oldWindow !== newWindow else { return }
    oldWindow._application?.dispatcher.arena.viewWillLeaveWindow(self)
    FirstResponder.resignIfLeaving(self, window: oldWindow)
  }

  /// Whether `view` is `ancestor` or below it, the views compared in place (`walkUp`):
  /// controls and scroll views ask this while a touch is under way.
  nonisolated static func isInSubtree(_ view: Unmanaged<UIView>, of ancestor: Unmanaged<UIView>) -> Bool {
    let target = ancestor.toOpaque()
    var found = false
    walkUp(from: view) { view in
      found = Unmanaged.passUnretained(view).toOpaque() == target
      return !found
    }
    return found
  }

  func detachFromSuperview() {
    guard let parent = _superview else { return }
    if let index = parent._subviews.firstIndex(where: { $0 === self }) {
      parent._subviews.remove(at: index)
    }
    _superview = nil
    hoverPathGeneration &+= 1
  }

  /// Tells the view and its subtree that they are about to change window; iterative so that
  /// a very deep hierarchy does not exhaust the stack. A controller whose root view is in the
  /// subtree hears first, as `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
  func notifyWillMove(toWindow newWindow: UIWindow?) {
    forEachInSubtree { view in
      view.ownController?.viewWillMove(toWindow: newWindow)
      view.willMove(toWindow: newWindow)
    }
  }

  /// Tells the subtree it changed window; then each root view's controller, as
  /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  func notifyDidMoveToWindow() {
    // W1: views entering a window may need their first display.
    if _window != nil { displayMarkGeneration &+= 1 }
    forEachInSubtree { view in
      view.didMoveToWindow()
      view.ownController?.viewDidMove(toWindow: view._window)
    }
  }

  /// The controller whose root view this is, or nil.
  var ownController: UIViewController? {
    guard let controller = _viewController, controller._view === self else { return nil }
    return controller
  }

  /// A touch whose last call (ended or cancelled) is travelling up through this view when the
  /// view moves or is removed: when that call leaves the view it goes on along the old chain,
  /// which saw the touch begin, so that no responder misses its end and none gets an end it
  /// never began. (A handler consuming the call still stops it, as always.)
  func redirectCutChains() {
    guard let chain = _window?._application?.dispatcher.chain, chain.carriesLastCalls else { return }
    // The responder whose `next` is about to change: the view, or its controller.
    let hinge: UIResponder = _viewController.flatMap { $0._view === self ? $0 : nil } ?? self
    guard let oldNext = hinge.next else { return }
    chain.redirectLastCalls(inside: self, hinge: hinge, oldNext: oldNext)
  }

  /// Sets the window of the view and its subtree (`_window`) after a move.
  func setWindowOfSubtree(_ window: UIWindow?) {
    forEachInSubtree { $0._window = window }
  }

  /// Visits the view and every descendant, parents before children, without recursion.
  func forEachInSubtree(_ body: (UIView) -> Void) {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      body(view)
      stack.append(contentsOf: view._subviews.reversed())
    }
  }
}
