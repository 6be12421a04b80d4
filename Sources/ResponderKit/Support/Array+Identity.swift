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

  /// Removes every element that `others` holds.
  @inline(__always)
  mutating func removeObjects(in others: [Element]) {
    var index = count - 1
    while index >= 0 {
      if others.containsObject(self[index]) { remove(at: index) }
      index -= 1
    }
  }
}

extension Array {
  /// Empties the array and keeps its storage, for the small buffers of the touch path:
  /// `removeAll(keepingCapacity:)` goes through the general `replaceSubrange`, which costs
  /// hundreds of instructions even for one element.
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

extension Set where Element == UITouch {
  /// Whether the set holds `touch`, without hashing it when the set holds one touch (most
  /// touch events carry one finger). Touches are equal only to themselves.
  @inline(__always)
  func holds(_ touch: UITouch) -> Bool {
    if count == 1 { return first === touch }
    return contains(touch)
  }
}
