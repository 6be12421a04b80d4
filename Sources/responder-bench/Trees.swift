import Foundation

/// A tree shape every implementation can rebuild: frames in the parent's coordinates and the
/// parent of each view (issue "Performance" defines the balanced shape exactly).
struct TreeSpec {
  var parent: [Int]
  var frames: [(x: Double, y: Double, width: Double, height: Double)]
  /// Views that hit testing skips (hidden, or alpha below 0.01), for the mixed shape.
  var skipped: [Bool]
  /// A rotation in degrees about each view's centre (0 for none), for the mixed shape.
  var rotation: [Double]

  var count: Int { parent.count }

  /// View i > 0 is child k = (i − 1) mod 8 of view (i − 1) / 8; a parent at even depth lays its
  /// children out in 4 columns × 2 rows, at odd depth 2 × 4; each cell is the parent's size
  /// divided by the columns and rows (integer division), inset by an eighth of the cell on each
  /// side; the root is 2048 × 2048 at the origin.
  static func balanced(_ count: Int) -> TreeSpec {
    var spec = TreeSpec(
      parent: [-1], frames: [(0, 0, 2048, 2048)], skipped: [false], rotation: [0])
    var depth = [0]
    var size = [(2048, 2048)]
    for i in 1..<count {
      let p = (i - 1) / 8
      let k = (i - 1) % 8
      let columns = depth[p] % 2 == 0 ? 4 : 2
      let rows = 8 / columns
      let cellWidth = size[p].0 / columns
      let cellHeight = size[p].1 / rows
      let insetX = cellWidth / 8
      let insetY = cellHeight / 8
      let x = (k % columns) * cellWidth + insetX
      let y = (k / columns) * cellHeight + insetY
      let width = cellWidth - 2 * insetX
      let height = cellHeight - 2 * insetY
      spec.parent.append(p)
      spec.frames.append((Double(x), Double(y), Double(width), Double(height)))
      spec.skipped.append(false)
      spec.rotation.append(0)
      depth.append(depth[p] + 1)
      size.append((width, height))
    }
    return spec
  }

  /// A root of 2048 × 2048 with `count − 1` children in a square grid of equal cells.
  static func flat(_ count: Int) -> TreeSpec {
    var spec = TreeSpec(parent: [-1], frames: [(0, 0, 2048, 2048)], skipped: [false], rotation: [0])
    let side = Int(Double(count - 1).squareRoot().rounded(.up))
    let cell = 2048.0 / Double(max(side, 1))
    for i in 1..<count {
      let k = i - 1
      spec.parent.append(0)
      spec.frames.append((Double(k % side) * cell, Double(k / side) * cell, cell, cell))
      spec.skipped.append(false)
      spec.rotation.append(0)
    }
    return spec
  }

  /// A chain: each view the only child of the one before, each 0.01 pt smaller on every side.
  static func deep(_ count: Int) -> TreeSpec {
    var spec = TreeSpec(parent: [-1], frames: [(0, 0, 2048, 2048)], skipped: [false], rotation: [0])
    for i in 1..<count {
      let size = 2048.0 - 0.02 * Double(i)
      spec.parent.append(i - 1)
      spec.frames.append((0.01, 0.01, size, size))
      spec.skipped.append(false)
      spec.rotation.append(0)
    }
    return spec
  }

  /// The balanced shape with 10% of views rotated and 10% skipped (hidden or transparent),
  /// chosen by a fixed xorshift sequence.
  static func mixed(_ count: Int) -> TreeSpec {
    var spec = balanced(count)
    var random = XorShift32(seed: 2_463_534_242)
    for i in 1..<count {
      let roll = random.next() % 10
      if roll == 0 { spec.rotation[i] = Double(random.next() % 90) }
      if roll == 1 { spec.skipped[i] = true }
    }
    return spec
  }
}

/// Marsaglia's xorshift32 with shifts 13, 17, 5: the points of the benchmark.
struct XorShift32 {
  var state: UInt32

  init(seed: UInt32) {
    state = seed
  }

  mutating func next() -> UInt32 {
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    return state
  }

  /// `count` points in the 2048 × 2048 square: x = next / 2³² × 2048, then y likewise.
  static func points(_ count: Int) -> [(Double, Double)] {
    var random = XorShift32(seed: 2_463_534_242)
    return (0..<count).map { _ in
      let x = Double(random.next()) / 4_294_967_296 * 2048
      let y = Double(random.next()) / 4_294_967_296 * 2048
      return (x, y)
    }
  }
}
