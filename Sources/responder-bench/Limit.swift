import Foundation

/// The physical limit: the same traversal over flat struct-of-arrays storage, no classes, no
/// dynamic dispatch, no reference counting, written to be as fast as possible.
///
/// Semantics are the engine's (H2–H4): a skipped view answers nil for its subtree; a view
/// answers only for points in its bounds; children are asked from the last; the first answer
/// wins; a view no child answers for is the answer.
struct LimitTree {
  // Per view: the map from the parent's coordinates to the view's (a translation, or a full
  // affine map for rotated views), and its size.
  var a: [Double], b: [Double], c: [Double], d: [Double], tx: [Double], ty: [Double]
  var rotated: [Bool]
  var width: [Double], height: [Double]
  // Per unrotated view: its box in the parent's coordinates, so that a child that does not hold
  // the point is rejected before the point is mapped (as the engine's `hitBox` does).
  var boxMinX: [Double], boxMinY: [Double], boxMaxX: [Double], boxMaxY: [Double]
  var skipped: [Bool]
  var firstChild: [Int32], childCount: [Int32]
  var children: [Int32]

  init(_ spec: TreeSpec) {
    let n = spec.count
    a = Array(repeating: 1, count: n)
    b = Array(repeating: 0, count: n)
    c = Array(repeating: 0, count: n)
    d = Array(repeating: 1, count: n)
    tx = Array(repeating: 0, count: n)
    ty = Array(repeating: 0, count: n)
    rotated = Array(repeating: false, count: n)
    width = spec.frames.map(\.width)
    height = spec.frames.map(\.height)
    skipped = spec.skipped
    boxMinX = spec.frames.map(\.x)
    boxMinY = spec.frames.map(\.y)
    boxMaxX = spec.frames.map { $0.x + $0.width }
    boxMaxY = spec.frames.map { $0.y + $0.height }
    var lists = Array(repeating: [Int32](), count: n)
    for i in 1..<n { lists[spec.parent[i]].append(Int32(i)) }
    firstChild = []
    childCount = []
    children = []
    children.reserveCapacity(n)
    for list in lists {
      firstChild.append(Int32(children.count))
      childCount.append(Int32(list.count))
      children.append(contentsOf: list)
    }
    for i in 0..<n {
      let frame = spec.frames[i]
      let angle = spec.rotation[i] * .pi / 180
      if angle == 0 {
        tx[i] = -frame.x
        ty[i] = -frame.y
      } else {
        // p_view = R⁻¹ (p_parent − centre) + size / 2
        let cx = frame.x + frame.width / 2
        let cy = frame.y + frame.height / 2
        let cosine = cos(angle)
        let sine = sin(angle)
        a[i] = cosine
        b[i] = -sine
        c[i] = sine
        d[i] = cosine
        tx[i] = -(cosine * cx + sine * cy) + frame.width / 2
        ty[i] = -(-sine * cx + cosine * cy) + frame.height / 2
        rotated[i] = true
      }
    }
  }

  /// The index of the view that answers for a point in the root's parent coordinates, or −1.
  func hitTest(_ px: Double, _ py: Double) -> Int {
    var node = 0
    var x = px
    var y = py
    // The root: its frame is at the origin.
    x = x + tx[0]
    y = y + ty[0]
    if skipped[0] || !(x >= 0 && y >= 0 && x < width[0] && y < height[0]) { return -1 }
    descend: while true {
      let first = Int(firstChild[node])
      var k = Int(childCount[node]) - 1
      while k >= 0 {
        let child = Int(children[first + k])
        if !skipped[child] {
          if !rotated[child] {
            // The box is the test itself here (the limit allows itself rounding at the edges).
            if x >= boxMinX[child] && y >= boxMinY[child] && x < boxMaxX[child] && y < boxMaxY[child] {
              node = child
              x += tx[child]
              y += ty[child]
              continue descend
            }
          } else {
            let cx = a[child] * x + c[child] * y + tx[child]
            let cy = b[child] * x + d[child] * y + ty[child]
            if cx >= 0 && cy >= 0 && cx < width[child] && cy < height[child] {
              node = child
              x = cx
              y = cy
              continue descend
            }
          }
        }
        k -= 1
      }
      return node
    }
  }
}
