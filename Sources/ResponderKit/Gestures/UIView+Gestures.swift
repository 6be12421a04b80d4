import Foundation

extension UIView {
  /// The recognizers attached to the view, in the order they were added (G13).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    set {
      for recognizer in _gestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a recognizer, taking it from the view it was on.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let old = gestureRecognizer._view {
      if old === self { return }
      old.removeGestureRecognizer(gestureRecognizer)
    }
    _gestureRecognizers.append(gestureRecognizer)
    hoverPathGeneration &+= 1
    gestureRecognizer._view = self
  }

  /// Detaches a recognizer; one taking part in a sequence is cancelled or failed first (A4).
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer._view === self else { return }
    window?._application?.dispatcher.arena.withdraw(gestureRecognizer)
    _gestureRecognizers.removeAll { $0 === gestureRecognizer }
    hoverPathGeneration &+= 1
    gestureRecognizer._view = nil
  }

  /// Rules H8, G13: the recognizers of `view` and its ancestors up to the top of its tree, from
  /// the view outward, each view's in the order they were added. Counted first, so that the
  /// list is allocated once at its size.
  ///
  /// Reads the views in place (`walkUp`): a touch that begins makes this walk, and counting
  /// each view costs more than the walk.
  nonisolated static func recognizersOutward(from view: Unmanaged<UIView>) -> [UIGestureRecognizer] {
    var count = 0
    walkUp(from: view) { view in
      count += view._gestureRecognizers.count
      return true
    }
    var recognizers: [UIGestureRecognizer] = []
    recognizers.reserveCapacity(count)
    walkUp(from: view) { view in
      if !view._gestureRecognizers.isEmpty { recognizers.append(contentsOf: view._gestureRecognizers) }
      return true
    }
    return recognizers
  }
}
