import Foundation

/// A small, fast, seeded generator (xorshift64*), so every case replays from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
  }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }
}

/// Random apps and input streams, written as scenario files so that a failing case can be
/// replayed with `responder run`.
///
/// Apps: nested views with random geometry, transforms, visibility, consumption, classes
/// (controls included), recognizers of every kind with random flags, failure requirements
/// (cycles included) and simultaneity. Input: fingers beginning, moving, ending and being
/// cancelled (each touch a new finger number), plus hierarchy and property changes between
/// events, including removals of views that are tracking touches.
struct RandomScenario {
  var rng: SeededGenerator
  private(set) var views: [String] = []
  private(set) var recognizers: [String] = []
  /// The pinches of zooming scroll views (`<id>.pinch`), which the checker watches but the file
  /// cannot name.
  private(set) var zoomPinches: [String] = []
  private(set) var controls: [String] = []
  private(set) var scrollViews: [String] = []
  /// The text fields, text views and search bars, for `select` steps.
  private(set) var textInputs: [String] = []
  /// Each window's first subview is a chain of three nested scroll views (S15).
  let nestsScrollViews: Bool
  private var nextID = 0

  init(seed: UInt64, nestsScrollViews: Bool = false) {
    rng = SeededGenerator(seed: seed)
    self.nestsScrollViews = nestsScrollViews
  }

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &rng) * 10).rounded() / 10
  }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

  mutating func id(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  /// The scenario as a JSON object.
  mutating func make() -> [String: Any] {
    var windows: [[String: Any]] = [window(frame: [0, 0, 400, 800], key: true)]
    if chance(0.2) {
      var second = window(frame: [0, 500, 400, 300], key: false)
      second["level"] = pick([0, 1])
      windows.append(second)
    }
    return ["name": "random", "windows": windows, "input": input()]
  }

  private mutating func window(frame: [Double], key: Bool) -> [String: Any] {
    let id = self.id("w")
    var window: [String: Any] = ["id": id, "frame": frame, "key": key]
    var subviews = (0..<int(1...3)).map { _ in view(depth: 0, width: frame[2], height: frame[3]) }
    if nestsScrollViews { subviews.insert(scrollChain(levels: 3, width: frame[2], height: frame[3]), at: 0) }
    window["subviews"] = subviews
    if chance(0.2) { window["gestureRecognizers"] = [recognizer()] }
    return window
  }

  private mutating func view(depth: Int, width: Double, height: Double) -> [String: Any] {
    let classes = [
      "view", "view", "view", "view", "imageView", "label", "control", "button", "switch", "slider",
      "segmentedControl", "stepper", "pageControl", "textField", "scrollView", "textView", "searchBar",
    ]
    let kind = depth < 3 ? pick(classes) : "view"
    let id = self.id(kind == "view" ? "v" : String(kind.prefix(3)))
    views.append(id)
    let w = number(20...max(20, width))
    let h = number(20...max(20, height))
    var view: [String: Any] = [
      "id": id, "class": kind,
      "frame": [number(-20...max(0, width - w / 2)), number(-20...max(0, height - h / 2)), w, h],
    ]
    if ["control", "button", "switch", "slider", "segmentedControl", "stepper", "pageControl", "textField"].contains(
      kind)
    {
      controls.append(id)
      if kind == "segmentedControl" || kind == "pageControl" { view["segments"] = int(0...4) }
      if chance(0.5) {
        view["actions"] = [
          [
            "event": pick(["touchUpInside", "valueChanged", "touchDown"]), "target": nil as Any? ?? NSNull(),
            "action": "act:",
          ]
        ]
      }
      if chance(0.15) { view["enabled"] = false }
    }
    if ["textField", "textView", "searchBar"].contains(kind) { text(&view, kind: kind) }
    if kind == "imageView" || kind == "label" { view["userInteractionEnabled"] = chance(0.5) }
    if kind == "scrollView" { scroll(&view, id: id, width: w, height: h) }
    if chance(0.1) { view["transform"] = ["rotate": number(-90...90), "scale": [number(0.5...2), number(0.5...2)]] }
    if chance(0.1) {
      view[kind == "scrollView" ? "contentOffset" : "boundsOrigin"] = [number(-20...20), number(-20...20)]
    }
    if chance(0.07) { view["hidden"] = true }
    if chance(0.05) { view["alpha"] = pick([0, 0.005, 0.01, 0.5]) }
    if chance(0.07) && kind == "view" { view["userInteractionEnabled"] = false }
    if chance(0.5) { view["multipleTouchEnabled"] = true }
    if chance(0.08) { view["exclusiveTouch"] = true }
    if chance(0.3) { view["consumes"] = "all" }
    if chance(0.1) { view["canBecomeFirstResponder"] = true }
    if chance(0.3) { view["gestureRecognizers"] = (0..<int(1...2)).map { _ in recognizer() } }
    if depth < 5 && chance(0.6) {
      view["subviews"] = (0..<int(1...3)).map { _ in self.view(depth: depth + 1, width: w, height: h) }
    }
    if kind == "scrollView" { zoom(&view) }
    return view
  }

  /// Text keys at random (X1–X17): some text (a cluster among it), a delegate that sometimes
  /// says no, and the keys of the class.
  private mutating func text(_ view: inout [String: Any], kind: String) {
    textInputs.append(view["id"] as? String ?? "")
    if chance(0.6) { view["text"] = pick(["", "hello world", "a👍🏽b", "one\ntwo", "कि"]) }
    if chance(0.5) {
      view["textDelegate"] =
        chance(0.5)
        ? true as Any
        : [
          "shouldBeginEditing": chance(0.8), "shouldEndEditing": chance(0.8), "shouldChange": chance(0.8),
          "shouldReturn": chance(0.8), "shouldClear": chance(0.8),
        ]
    }
    switch kind {
    case "textField":
      if chance(0.5) { view["clearButtonMode"] = pick(["never", "whileEditing", "unlessEditing", "always"]) }
      if chance(0.2) { view["secure"] = true }
      if chance(0.2) { view["clearsOnBeginEditing"] = true }
    case "textView":
      // A text view is a scroll view: its pan is `<id>.pan` (X7).
      recognizers.append((view["id"] as? String ?? "") + ".pan")
      if chance(0.2) { view["editable"] = false }
      if chance(0.2) { view["selectable"] = false }
    default:
      if chance(0.5) { view["showsCancelButton"] = true }
    }
  }

  /// Zoom keys at random (Z1–Z5) on a scroll view with a delegate and subviews: its pinch then
  /// takes part in two-finger input.
  private mutating func zoom(_ view: inout [String: Any]) {
    guard view["delegate"] != nil, let first = (view["subviews"] as? [[String: Any]])?.first?["id"], chance(0.5)
    else { return }
    view["zoomView"] = first
    if let id = view["id"] as? String { zoomPinches.append(id + ".pinch") }
    view["minimumZoomScale"] = pick([0.5, 1])
    view["maximumZoomScale"] = pick([1, 2, 4])
    if chance(0.3) { view["bouncesZoom"] = false }
  }

  /// Scroll-view keys at random (S1–S13); the pan joins the recognizers the checker watches.
  private mutating func scroll(_ view: inout [String: Any], id: String, width: Double, height: Double) {
    scrollViews.append(id)
    recognizers.append(id + ".pan")
    view["contentSize"] = [number(width...(width * 4)), number(height...(height * 4))]
    for key in [
      "delaysContentTouches", "canCancelContentTouches", "scrollEnabled", "bounces", "alwaysBounceVertical",
      "alwaysBounceHorizontal", "pagingEnabled", "directionalLockEnabled",
    ] where chance(0.2) {
      view[key] = chance(0.5)
    }
    if chance(0.2) { view["decelerationRate"] = pick(["normal", "fast"]) }
    if chance(0.15) { view["touchesShouldBegin"] = chance(0.5) }
    if chance(0.15) { view["touchesShouldCancel"] = chance(0.5) }
    if chance(0.3) { view["delegate"] = "delegate" }  // the app delegate (the default application)
  }

  /// `levels` scroll views, each the content of the one before, with views and controls inside
  /// the innermost (S15).
  private mutating func scrollChain(levels: Int, width: Double, height: Double) -> [String: Any] {
    let id = self.id("sv")
    views.append(id)
    var view: [String: Any] = ["id": id, "class": "scrollView", "frame": [0, 0, width, height]]
    scroll(&view, id: id, width: width, height: height)
    if chance(0.3) { view["gestureRecognizers"] = [recognizer()] }
    if levels > 1 {
      view["subviews"] = [scrollChain(levels: levels - 1, width: width * 0.9, height: height * 0.9)]
    } else {
      view["subviews"] = (0..<int(1...3)).map { _ in self.view(depth: 3, width: width, height: height) }
    }
    zoom(&view)
    return view
  }

  private mutating func recognizer() -> [String: Any] {
    let type = pick(["tap", "tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan"])
    let id = self.id("g")
    var spec: [String: Any] = ["id": id, "type": type]
    if chance(0.5) { spec["target"] = "app"; spec["action"] = "gesture" }
    if type == "tap" && chance(0.4) { spec["taps"] = int(1...3) }
    if (type == "tap" || type == "longPress") && chance(0.2) { spec["touches"] = int(1...2) }
    if type == "swipe" { spec["direction"] = pick(["right", "left", "up", "down"]) }
    if type == "screenEdgePan" { spec["edges"] = pick(["left", "right", "all"]) }
    if chance(0.3) { spec["cancelsTouchesInView"] = false }
    if chance(0.3) { spec["delaysTouchesBegan"] = true }
    if chance(0.3) { spec["delaysTouchesEnded"] = false }
    if chance(0.1) { spec["enabled"] = false }
    if chance(0.1) { spec["shouldBegin"] = false }
    if chance(0.05) { spec["shouldReceive"] = false }
    if !recognizers.isEmpty && chance(0.3) { spec["requireToFail"] = pick(recognizers) }
    if !recognizers.isEmpty && chance(0.2) { spec["simultaneousWith"] = [pick(recognizers)] }
    recognizers.append(id)
    return spec
  }

  private mutating func input() -> [[String: Any]] {
    var steps: [[String: Any]] = []
    var t = 0.0
    var down: [(finger: Int, x: Double, y: Double)] = []
    var finger = 0
    var removed: [String] = []
    for _ in 0..<int(5...40) {
      t += pick([0, 0.01, 0.05, 0.1, 0.2, 0.4, 0.6])
      let roll = Double.random(in: 0..<1, using: &rng)
      if chance(0.03) {
        // Impossible input, as real devices sometimes give: a finger that begins twice, or
        // moves or ends while it is not down. The engine reports it and goes on.
        let phase = pick(["began", "moved", "ended", "cancelled"])
        let stray = phase == "began" && !down.isEmpty ? down[0].finger : finger + 1000
        steps.append(["t": t, "touch": stray, "phase": phase, "at": [number(0...400), number(0...800)]])
      } else if roll < 0.3 || down.isEmpty {
        finger += 1
        let point = (number(-10...410), number(-10...810))
        down.append((finger, point.0, point.1))
        steps.append(["t": t, "touch": finger, "phase": "began", "at": [point.0, point.1]])
      } else if roll < 0.6 {
        let index = int(0...(down.count - 1))
        down[index].x += number(-80...80)
        down[index].y += number(-80...80)
        steps.append(["t": t, "touch": down[index].finger, "phase": "moved", "at": [down[index].x, down[index].y]])
      } else if roll < 0.8 {
        let index = int(0...(down.count - 1))
        let touch = down.remove(at: index)
        steps.append([
          "t": t, "touch": touch.finger, "phase": chance(0.9) ? "ended" : "cancelled", "at": [touch.x, touch.y],
        ])
      } else if roll < 0.85 {
        steps.append(["t": t, "touch": down[0].finger, "phase": "stationary", "at": [down[0].x, down[0].y]])
      } else if !views.isEmpty {
        let view = pick(views)
        if !scrollViews.isEmpty && chance(0.15) {
          steps.append([
            "t": t, "do": "setContentOffset", "object": pick(scrollViews),
            "value": [number(-50...300), number(-50...300)], "animated": chance(0.5),
          ])
          continue
        }
        if chance(0.1) {
          // V1–V3: an animation moves or fades a view, holding it against touches unless the
          // options allow them; its completion comes later on the clock.
          let alpha = chance(0.5)
          steps.append([
            "t": t, "do": "animate", "object": view, "property": alpha ? "alpha" : "frame",
            "value": alpha ? number(0...1) : [number(0...300), number(0...600), number(10...200), number(10...200)],
            "duration": number(0...0.6), "options": chance(0.5) ? ["allowUserInteraction"] : [],
          ])
          continue
        }
        if !textInputs.isEmpty && chance(0.2) {
          // The on-screen keyboard and the selection (B1, B2, X9–X15), on whatever is focused.
          switch int(0...2) {
          case 0: steps.append(["t": t, "do": "type", "text": pick(["a", "hi\n", "👍🏽", "\n", "x y"])])
          case 1: steps.append(["t": t, "do": "deleteBackward", "count": int(1...3)])
          default:
            steps.append(["t": t, "do": "select", "object": pick(textInputs), "range": [int(0...12), int(0...6)]])
          }
          continue
        }
        switch int(0...6) {
        case 0:
          steps.append(["t": t, "do": "remove", "object": view])
          removed.append(view)
        case 1 where !removed.isEmpty:
          steps.append(["t": t, "do": "add", "object": removed.removeFirst(), "to": pick(views)])
        case 2: steps.append(["t": t, "do": "set", "object": view, "property": "hidden", "value": chance(0.5)])
        case 3:
          steps.append([
            "t": t, "do": "set", "object": view, "property": "userInteractionEnabled", "value": chance(0.5),
          ])
        case 4 where !recognizers.isEmpty:
          steps.append(["t": t, "do": "set", "object": pick(recognizers), "property": "enabled", "value": chance(0.5)])
        case 5 where !recognizers.isEmpty:
          steps.append(["t": t, "do": "remove", "object": pick(recognizers)])
        case 6 where !controls.isEmpty:
          steps.append(["t": t, "do": "set", "object": pick(controls), "property": "enabled", "value": chance(0.5)])
        default:
          steps.append(["t": t, "do": "becomeFirstResponder", "object": view])
        }
      }
    }
    return steps
  }
}
