import Foundation

extension UIView {

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
