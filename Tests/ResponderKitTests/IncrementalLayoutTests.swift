import Foundation
import Testing

@testable import ResponderKit

/// SplitMix64: a seeded generator, so that a failing system is built again from its seed.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A random window of constraint-placed boxes whose solution is unique, so that any two ways
/// of solving it must agree exactly: every box's leading and top edges and its height are
/// required equalities, and its width either one too or two optional equalities at different
/// priorities (the higher one wins). Constants are whole numbers and multipliers ½, 1 or 2, so
/// every value is exact in binary.
@MainActor
private struct RandomLayout {
  enum Kind {
    case leading(to: Int, trailing: Bool)
    case top(to: Int, bottom: Bool)
    case width(to: Int?, multiplier: CGFloat)
    case height(multiplier: CGFloat)
    /// One of a pair of optional widths; `first` draws its priority from 300 and 700, the other
    /// has 500, so the two never tie.
    case optionalWidth(first: Bool)
  }

  struct Part {
    var box: Int
    var kind: Kind
    var constant: CGFloat
    var priority: Float = 1000
    var isActive = true
  }

  /// Each box's superview: −1 for the window, else an earlier box.
  var parents: [Int] = []
  var parts: [Part] = []

  init(boxes: Int, using rng: inout SeededGenerator) {
    func constant() -> CGFloat { CGFloat(Int.random(in: -10...40, using: &rng)) }
    func multiplier() -> CGFloat { [0.5, 1, 2][Int.random(in: 0...2, using: &rng)] }
    for box in 0..<boxes {
      parents.append(Int.random(in: -1..<box, using: &rng))
      let leading = Int.random(in: -1..<box, using: &rng)
      parts.append(
        Part(
          box: box, kind: .leading(to: leading, trailing: leading >= 0 && Bool.random(using: &rng)),
          constant: constant()))
      let top = Int.random(in: -1..<box, using: &rng)
      parts.append(
        Part(box: box, kind: .top(to: top, bottom: top >= 0 && Bool.random(using: &rng)), constant: constant()))
      switch Int.random(in: 0...2, using: &rng) {
      case 0:
        parts.append(Part(box: box, kind: .width(to: nil, multiplier: 1), constant: constant() + 20))
      case 1 where box > 0:
        parts.append(
          Part(
            box: box, kind: .width(to: Int.random(in: 0..<box, using: &rng), multiplier: multiplier()),
            constant: constant()))
      default:
        parts.append(Part(box: box, kind: .optionalWidth(first: true), constant: constant() + 20, priority: 700))
        parts.append(Part(box: box, kind: .optionalWidth(first: false), constant: constant() + 20, priority: 500))
      }
      parts.append(Part(box: box, kind: .height(multiplier: multiplier()), constant: constant()))
    }
  }

  /// A window with the boxes and the parts' constraints (active as the parts say), in the
  /// parts' order.
  func build() -> (window: UIWindow, boxes: [UIView], constraints: [NSLayoutConstraint]) {
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    var boxes: [UIView] = []
    for parent in parents {
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      (parent < 0 ? window : boxes[parent]).addSubview(box)
      boxes.append(box)
    }
    func item(_ index: Int) -> UIView { index < 0 ? window : boxes[index] }
    let constraints = parts.map { part -> NSLayoutConstraint in
      let box = boxes[part.box]
      let constraint: NSLayoutConstraint
      switch part.kind {
      case .leading(let to, let trailing):
        let anchor = trailing ? item(to).trailingAnchor : item(to).leadingAnchor
        constraint = box.leadingAnchor.constraint(equalTo: anchor, constant: part.constant)
      case .top(let to, let bottom):
        let anchor = bottom ? item(to).bottomAnchor : item(to).topAnchor
        constraint = box.topAnchor.constraint(equalTo: anchor, constant: part.constant)
      case .width(let to?, let multiplier):
        constraint = box.widthAnchor.constraint(
          equalTo: boxes[to].widthAnchor, multiplier: multiplier, constant: part.constant)
      case .width(nil, _), .optionalWidth:
        constraint = box.widthAnchor.constraint(equalToConstant: part.constant)
      case .height(let multiplier):
        constraint = box.heightAnchor.constraint(
          equalTo: box.widthAnchor, multiplier: multiplier, constant: part.constant)
      }
      constraint.priority = UILayoutPriority(part.priority)
      constraint.isActive = part.isActive
      return constraint
    }
    return (window, boxes, constraints)
  }

  /// The frames a window built afresh from the parts gets from its first (full) pass.
  func freshFrames() -> [CGRect] {
    let fresh = build()
    fresh.window.layoutIfNeeded()
    return fresh.boxes.map(\.frame)
  }

  /// The index of the other optional width of `index`'s pair.
  func sibling(of index: Int) -> Int {
    guard case .optionalWidth(let first) = parts[index].kind else { return index }
    return first ? index + 1 : index - 1
  }
}

@Suite("Layout passes that apply edits alone")
@MainActor
struct IncrementalLayoutTests {
  @Test(
    "Y11: random constant, priority and activation changes laid out between passes give a fresh solve's frames",
    arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func randomEdits(seed: UInt64) {
    var rng = SeededGenerator(state: seed)
    var layout = RandomLayout(boxes: Int.random(in: 8...24, using: &rng), using: &rng)
    let (window, boxes, constraints) = layout.build()
    window.layoutIfNeeded()
    // The fresh windows are built at the end: activating their constraints is a structural
    // change, which would send this window's next pass down the full path.
    var rounds: [(layout: RandomLayout, frames: [CGRect])] = [(layout, boxes.map(\.frame))]
    var editPasses = window.layoutEngine?.editPassCount ?? 0
    for _ in 0..<12 {
      var structural = false
      var edited = false
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let index = Int.random(in: 0..<layout.parts.count, using: &rng)
        let part = layout.parts[index]
        let sibling = layout.sibling(of: index)
        switch (part.kind, Int.random(in: 0...9, using: &rng)) {
        case (.optionalWidth(true), 0...2):
          layout.parts[index].priority = part.priority == 700 ? 300 : 700
          constraints[index].priority = UILayoutPriority(layout.parts[index].priority)
          edited = edited || part.isActive
        case (.optionalWidth, 3...4) where layout.parts[sibling].isActive:
          // One of a pair at most is out, so that the width stays decided.
          layout.parts[index].isActive.toggle()
          constraints[index].isActive = layout.parts[index].isActive
          structural = true
        default:
          layout.parts[index].constant = CGFloat(Int.random(in: -10...60, using: &rng))
          constraints[index].constant = layout.parts[index].constant
          edited = edited || part.isActive
        }
      }
      window.layoutIfNeeded()
      rounds.append((layout, boxes.map(\.frame)))
      let now = window.layoutEngine?.editPassCount ?? 0
      // An edit of an active constraint alone is applied alone; an activation makes the pass
      // a full one; an edit of an inactive constraint alone needs no pass.
      #expect(now == editPasses + (edited && !structural ? 1 : 0), "seed \(seed)")
      editPasses = now
    }
    #expect(editPasses > 0, "seed \(seed)")
    for (round, (layout, frames)) in rounds.enumerated() {
      #expect(frames == layout.freshFrames(), "seed \(seed), round \(round)")
    }
  }

  @Test("Y11: a priority change alone takes the constraint out and back at its new strength")
  func priorityChange() {
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = .defaultLow
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 30), narrow, wide,
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 200, height: 30))
    let passes = window.layoutEngine?.editPassCount ?? 0
    narrow.priority = .defaultHigh
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
    #expect(window.layoutEngine?.editPassCount == passes + 1)
    wide.priority = UILayoutPriority(900)
    window.layoutIfNeeded()
    #expect(box.frame.width == 200)
    wide.priority = .defaultLow
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(window.layoutEngine?.editPassCount == passes + 3)
  }

  @Test("Y11: activating or deactivating a constraint between passes rebuilds every constraint")
  func activationBetweenPasses() {
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    NSLayoutConstraint.activate([
      leading, width, box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    let passes = window.layoutEngine?.editPassCount ?? 0
    width.isActive = false
    let wider = box.widthAnchor.constraint(equalToConstant: 80)
    wider.isActive = true
    leading.constant = 15
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 0, width: 80, height: 40))
    #expect(window.layoutEngine?.editPassCount == passes)
    // The constraint activated in the full pass is edited alone afterwards.
    wider.constant = 90
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 15, y: 0, width: 90, height: 40))
    #expect(window.layoutEngine?.editPassCount == passes + 1)
    // A constant changed while inactive is read when the constraint comes back.
    width.constant = 60
    wider.isActive = false
    width.isActive = true
    window.layoutIfNeeded()
    #expect(box.frame.width == 60)
    #expect(window.layoutEngine?.editPassCount == passes + 1)
  }

  @Test("Y5/Y11: an edited constant that contradicts a required constraint is broken and reported once")
  func refusedEdit() {
    let window = UIWindow(application: UIApplication(), frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    let same = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor), box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), width, same,
    ])
    window.layoutIfNeeded()
    #expect(window.layoutEngine?.refusals.count == 0)
    same.constant = 150
    window.layoutIfNeeded()
    #expect(box.frame.width == 100)
    #expect(window.layoutEngine?.refusals.count == 1)
    // While the broken constraint waits, edits rebuild every constraint; once it agrees
    // again it is back in the solver, and edits are applied alone again.
    let passes = window.layoutEngine?.editPassCount ?? 0
    width.constant = 150
    window.layoutIfNeeded()
    #expect(box.frame.width == 150)
    #expect(window.layoutEngine?.refusals.count == 1)
    #expect(window.layoutEngine?.editPassCount == passes)
    width.constant = 150
    same.constant = 150
    window.layoutIfNeeded()
    #expect(window.layoutEngine?.editPassCount == passes + 1)
  }
}
