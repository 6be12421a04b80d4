import Foundation

// Identity look-ups for the engine's arrays of objects, written as loops. On the touch path a
// closure such as `contains { $0 === x }` costs a dynamic main-actor check on every call
// (Swift 6 checks an isolated closure handed to a nonisolated function); these cost nothing of
// the kind.
extension Array where Element: AnyObject {
  /// Whether the array holds `object` itself.
  @inline(__always)
  func containsObject(_ object: AnyObject) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// Removes every occurrence of `object`.
  @inline(__always)
  mutating func removeObject(_ object: AnyObject) {
    var index = count - 1
    while index >= 0 {
      if self[index] === object { remove(at: index) }
      index -= 1
    }
  }
}

extension Array {
  /// Empties the array and keeps its storage, for the small buffers of the touch path:
  /// `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, whose cost does
  /// not shrink with the few elements these buffers hold.
  @inline(__always)
  mutating func empty() {
    while !isEmpty { removeLast() }
  }

  /// Removes the first element; with one element that is the cheap `removeLast()`.
  @inline(__always)
  mutating func dropHead() {
    if count == 1 { removeLast() } else { removeFirst() }
  }
}

extension Array where Element == UITouch {
  /// Removes every touch that `set` holds (the touches of a call that ended or was cancelled).
  @inline(__always)
  mutating func removeObjects(in set: Set<UITouch>) {
    var index = count - 1
    while index >= 0 {
      if set.holds(self[index]) { remove(at: index) }
      index -= 1
    }
  }

  /// How many of the touches `set` does not hold: a recognizer's touches left once a call's
  /// touches end.
  @inline(__always)
  func countExcluding(_ set: Set<UITouch>) -> Int {
    var left = 0
    for touch in self where !set.holds(touch) { left += 1 }
    return left
  }

  /// The touches that `set` does not hold, in order.
  func excluding(_ set: Set<UITouch>) -> [UITouch] {
    var left: [UITouch] = []
    for touch in self where !set.holds(touch) { left.append(touch) }
    return left
  }
}

@MainActor
extension Array where Element == UITouch {
  /// The centroid of the touches in `view`'s coordinates (nil: their window's), or zero when
  /// there are none. The touches are read in place, by index: an iterator would count
  /// references to the array and to each touch (a pan reads this several times per move).
  func centroid(in view: UIView?) -> CGPoint {
    let count = self.count
    guard count > 0 else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    var index = 0
    while index < count {
      let point = self[index].location(in: view)
      x += point.x
      y += point.y
      index += 1
    }
    return CGPoint(x: x / CGFloat(count), y: y / CGFloat(count))
  }
}

extension Set where Element == UITouch {
  /// Whether the set holds `touch`, without hashing it when the set holds one touch (most
  /// touch events carry one finger). Touches are equal only to themselves.
  @inline(__always)
  func holds(_ touch: UITouch) -> Bool {
    // A loop over the one touch, not `first`: the getter is a call that returns the touch
    // counted, and its release follows the comparison.
    if count == 1 {
      for element in self { return element === touch }
    }
    return contains(touch)
  }
}
