import Foundation
import Testing

@testable import ResponderKit

/// A seeded generator for the chaos tests (xorshift64*).
struct ChaosRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  mutating func chance(_ p: Double) -> Bool { Double(next() % 10_000) / 10_000 < p }
  mutating func point() -> CGPoint { CGPoint(x: CGFloat(int(420)) - 10, y: CGFloat(int(820)) - 10) }
}

/// A view that, from inside its touch handlers, changes the app at random: removes, re-adds,
/// hides and disables views, toggles recognizers, moves the first responder, and feeds new
/// input (re-entering the engine).
final class ChaosView: UIView {
  unowned var world: ChaosWorld!
  var consumes = false

  override var canBecomeFirstResponder: Bool { true }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    world.handlerRan(in: self, "touchesBegan", touches)
    if !consumes { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    world.handlerRan(in: self, "touchesMoved", touches)
    if !consumes { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    world.handlerRan(in: self, "touchesEnded", touches)
    if !consumes { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    world.handlerRan(in: self, "touchesCancelled", touches)
    if !consumes { super.touchesCancelled(touches, with: event) }
  }
}

/// A context-menu, drag and drop delegate for the chaos tests: it always offers a menu and
/// an item, and its calls mutate the app like any handler.
@MainActor
final class ChaosInteractionDelegate: UIContextMenuInteractionDelegate, UIDragInteractionDelegate,
  UIDropInteractionDelegate
{
  unowned var world: ChaosWorld!

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    world.log.append("menu configuration")
    guard world.random.chance(0.8) else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
      UIMenu(children: [UIAction(title: "Mutate") { _ in self.world.mutate() }])
    }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    world.log.append("menu willDisplay")
    if world.random.chance(0.25) { world.mutate() }
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    world.log.append("menu willEnd")
  }

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
    world.log.append("drag items")
    if world.random.chance(0.25) { world.mutate() }
    return world.random.chance(0.8) ? [UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))] : []
  }

  func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
    if world.random.chance(0.1) { world.mutate() }
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
    -> UIDropProposal
  {
    UIDropProposal(operation: world.random.chance(0.5) ? .copy : .cancel)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
    world.log.append("drop")
    if world.random.chance(0.25) { world.mutate() }
  }
}

/// A random app whose handlers mutate it while it runs, with conformance checking on.
@MainActor
final class ChaosWorld {
  var random: ChaosRandom
  let app = UIApplication()
  let window: UIWindow
  var views: [ChaosView] = []
  var detached: [ChaosView] = []
  var recognizers: [UIGestureRecognizer] = []
  var notes: [String] = []
  var log: [String] = []
  var time: TimeInterval = 0
  var fingersDown: [Int] = []
  var nextFinger = 1
  private var reentries = 0
  /// Whether the pointer takes part: hover recognizers on some views, and pointer input
  /// (hover, clicks of either button, drags, scrolls) mixed with the fingers (P1–P8).
  let withPointer: Bool
  /// The buttons the pointer holds; empty when no click is under way.
  var pointerButtons: UIEvent.ButtonMask = []
  var pointerLocation = CGPoint.zero
  /// The delegate of the views' context-menu, drag and drop interactions (M, D: menus and
  /// lifts cancel touches too).
  let interactionDelegate = ChaosInteractionDelegate()
  var menuInteractions: [UIContextMenuInteraction] = []
  /// With `layout`: the constraints of the views placed by constraints, and the stack views.
  var constraints: [NSLayoutConstraint] = []
  var stacks: [UIStackView] = []

  init(seed: UInt64, withPointer: Bool = false, layout: Bool = false) {
    random = ChaosRandom(seed: seed)
    self.withPointer = withPointer
    window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    if withPointer { app.userInterfaceIdiom = .pad }
    interactionDelegate.world = self
    app.checksConformance = true
    app.engineObserver = { [unowned self] note in
      switch note {
      case .conformance(let message):
        self.notes.append("conformance: \(message)")
        self.log.append("!! \(message)")
      case .error(let fault):
        if case .failureCycle = fault { break }
        self.notes.append("error: \(fault)")
      case .gestureState(let recognizer, let state, _, _):
        self.log.append(
          "gr \(self.recognizers.firstIndex { $0 === recognizer } ?? -1) \(type(of: recognizer)) -> \(state) touches \(recognizer.trackedTouches.map(\.finger)) session \(recognizer.sessionTouches.map(\.finger))"
        )
      default: break
      }
    }
    for _ in 0..<(5 + random.int(20)) {
      let root: UIView = window.rootViewController?.view ?? window
      let parent: UIView = views.isEmpty || random.chance(0.3) ? root : views[random.int(views.count)]
      let view = ChaosView(
        frame: CGRect(
          x: CGFloat(random.int(Int(max(parent.bounds.width, 1)))) - 20,
          y: CGFloat(random.int(Int(max(parent.bounds.height, 1)))) - 20,
          width: CGFloat(20 + random.int(300)), height: CGFloat(20 + random.int(500))))
      view.world = self
      view.consumes = random.chance(0.3)
      view.isMultipleTouchEnabled = random.chance(0.5)
      if withPointer && random.chance(0.3) {
        let hover = UIHoverGestureRecognizer(target: nil, action: nil)
        hover.addTarget(self) { world in { _ in world.mutate() } }
        view.addGestureRecognizer(hover)
        recognizers.append(hover)
      }
      if random.chance(0.3) {
        let recognizer = makeRecognizer()
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
      }
      if random.chance(0.2) {
        let menu = UIContextMenuInteraction(delegate: interactionDelegate)
        view.addInteraction(menu)
        menuInteractions.append(menu)
      }
      if random.chance(0.2) {
        let drag = UIDragInteraction(delegate: interactionDelegate)
        drag.isEnabled = true
        drag.allowsSimultaneousRecognitionDuringLift = random.chance(0.3)
        view.addInteraction(drag)
      }
      if random.chance(0.2) { view.addInteraction(UIDropInteraction(delegate: interactionDelegate)) }
      parent.addSubview(view)
      views.append(view)
    }
    if layout { addLayout() }
  }

  /// Y1–Y6 in the chaos: views placed by constraints and stack views of views, all of them
  /// touchable and mutated like the others.
  private func addLayout() {
    for _ in 0..<(2 + random.int(4)) {
      let parent: UIView = random.chance(0.5) ? window : views[random.int(views.count)]
      let view = ChaosView(frame: .zero)
      view.world = self
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      let placed = [
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: CGFloat(random.int(200))),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(random.int(400))),
        view.widthAnchor.constraint(equalToConstant: CGFloat(20 + random.int(200))),
        view.heightAnchor.constraint(equalToConstant: CGFloat(20 + random.int(200))),
      ]
      NSLayoutConstraint.activate(placed)
      constraints += placed
      views.append(view)
    }
    for _ in 0..<(1 + random.int(2)) {
      let stack = UIStackView(
        frame: CGRect(x: CGFloat(random.int(200)), y: CGFloat(random.int(600)), width: 200, height: 120))
      stack.axis = random.chance(0.5) ? .horizontal : .vertical
      stack.distribution = UIStackView.Distribution(rawValue: random.int(5))!
      stack.alignment = UIStackView.Alignment(rawValue: random.int(6))!
      stack.spacing = CGFloat(random.int(12))
      window.addSubview(stack)
      for _ in 0..<(2 + random.int(3)) {
        let view = ChaosView(frame: .zero)
        view.world = self
        view.consumes = random.chance(0.3)
        stack.addArrangedSubview(view)
        views.append(view)
      }
      stacks.append(stack)
    }
  }

  private func makeRecognizer() -> UIGestureRecognizer {
    let recognizer: UIGestureRecognizer
    switch random.int(5) {
    case 0: recognizer = UITapGestureRecognizer(target: nil, action: nil)
    case 1: recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
    case 2: recognizer = UIPanGestureRecognizer(target: nil, action: nil)
    case 3: recognizer = UISwipeGestureRecognizer(target: nil, action: nil)
    default:
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      tap.numberOfTapsRequired = 2
      recognizer = tap
    }
    if withPointer, random.chance(0.3) {
      (recognizer as? UITapGestureRecognizer)?.buttonMaskRequired = .secondary
      (recognizer as? UILongPressGestureRecognizer)?.buttonMaskRequired = [.primary, .secondary]
    }
    recognizer.cancelsTouchesInView = random.chance(0.7)
    recognizer.delaysTouchesBegan = random.chance(0.3)
    recognizer.delaysTouchesEnded = random.chance(0.7)
    if let other = recognizers.last, random.chance(0.3) { recognizer.require(toFail: other) }
    // Actions mutate too: a recognizer's action is a handler like any other.
    recognizer.addTarget(self) { world in { _ in world.mutate() } }
    return recognizer
  }

  func handlerRan(in view: ChaosView, _ what: String = "", _ touches: Set<UITouch> = []) {
    log.append("\(views.firstIndex { $0 === view } ?? -1) \(what) \(touches.map(\.finger).sorted())")
    if random.chance(0.25) { mutate() }
  }

  /// One random change, made from inside a handler.
  func mutate() {
    let choice = random.int(constraints.isEmpty && stacks.isEmpty ? 9 : 13)
    log.append("mutate \(choice)")
    switch choice {
    case 9 where !constraints.isEmpty:
      // A layout that changes during the touch: the next event's pass moves the view.
      constraints[random.int(constraints.count)].constant = CGFloat(random.int(300))
    case 10 where !constraints.isEmpty:
      constraints[random.int(constraints.count)].isActive.toggle()
    case 11 where !stacks.isEmpty:
      let stack = stacks[random.int(stacks.count)]
      if random.chance(0.5) {
        stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      } else {
        stack.distribution = UIStackView.Distribution(rawValue: random.int(5))!
      }
      let arranged = stack.arrangedSubviews
      if !arranged.isEmpty && random.chance(0.5) { arranged[random.int(arranged.count)].isHidden.toggle() }
    case 12:
      window.layoutIfNeeded()
    case 0 where !views.isEmpty:
      let view = views[random.int(views.count)]
      log.append(
        "remove view \(views.firstIndex { $0 === view }!) window=\(view.window != nil) grs=\(recognizers.enumerated().filter { $0.element.view?.isDescendant(of: view) ?? false }.map(\.offset))"
      )
      view.removeFromSuperview()
      detached.append(view)
    case 1 where !detached.isEmpty:
      let view = detached.removeFirst()
      let parent: UIView = views.isEmpty || random.chance(0.5) ? window : views[random.int(views.count)]
      parent.addSubview(view)
    case 2 where !views.isEmpty:
      views[random.int(views.count)].isHidden.toggle()
    case 3 where !views.isEmpty:
      views[random.int(views.count)].isUserInteractionEnabled.toggle()
    case 4 where !recognizers.isEmpty:
      let index = random.int(recognizers.count)
      log.append("toggle gr \(index) enabled")
      recognizers[index].isEnabled.toggle()
    case 5 where !views.isEmpty:
      _ = views[random.int(views.count)].becomeFirstResponder()
    case 6 where reentries < 20 && reentries >= 0:
      reentries += 1
      step()  // Re-enters the engine: queued behind the current event (T6).
    case 7 where !menuInteractions.isEmpty:
      menuInteractions[random.int(menuInteractions.count)].dismissMenu()
    default:
      if !recognizers.isEmpty {
        let index = random.int(recognizers.count)
        log.append("remove gr \(index)")
        recognizers[index].view?.removeGestureRecognizer(recognizers[index])
      }
    }
  }

  /// One random input event.
  func step() {
    log.append("step")
    time += [0, 0.01, 0.05, 0.2, 0.4][random.int(5)]
    (app.clock as? VirtualClock)?.advance(to: time)
    if withPointer && random.chance(0.4) { return pointerStep() }
    if fingersDown.isEmpty || (fingersDown.count < 4 && random.chance(0.3)) {
      fingersDown.append(nextFinger)
      app.receive([UIRawTouch(finger: nextFinger, phase: .began, location: random.point())], timestamp: time)
      nextFinger += 1
    } else {
      let index = random.int(fingersDown.count)
      let finger = fingersDown[index]
      let phase: UITouch.Phase = random.chance(0.6) ? .moved : (random.chance(0.9) ? .ended : .cancelled)
      if phase != .moved { fingersDown.remove(at: index) }
      app.receive([UIRawTouch(finger: finger, phase: phase, location: random.point())], timestamp: time)
    }
  }

  /// One random pointer change: a drag or the release while a button is held; otherwise
  /// hover, a press of the primary or secondary button, a scroll or the pointer leaving.
  func pointerStep() {
    pointerLocation = random.chance(0.7) ? random.point() : pointerLocation
    let phase: UIRawPointer.Phase
    var translation = CGPoint.zero
    if !pointerButtons.isEmpty {
      phase = random.chance(0.6) ? .drag : .up
      if phase == .up { pointerButtons = [] }
    } else {
      switch random.int(10) {
      case 0...4: phase = .hover
      case 5...6:
        phase = .down
        pointerButtons = random.chance(0.7) ? .primary : .secondary
      case 7...8:
        phase = .scroll
        translation = CGPoint(x: CGFloat(random.int(41)) - 20, y: CGFloat(random.int(81)) - 40)
      default: phase = random.chance(0.8) ? .exited : .cancelled
      }
    }
    log.append("pointer \(phase) \(pointerButtons.rawValue)")
    app.receive(
      UIRawPointer(
        phase: phase, location: pointerLocation, buttons: pointerButtons, scrollTranslation: translation,
        scrollType: random.chance(0.5) ? .discrete : .continuous),
      timestamp: time)
  }

  func finish() {
    if withPointer {
      if !pointerButtons.isEmpty {
        pointerButtons = []
        app.receive(UIRawPointer(phase: .up, location: pointerLocation), timestamp: time)
      }
      app.receive(UIRawPointer(phase: .exited, location: pointerLocation), timestamp: time)
    }
    reentries = Int.max / 2  // no more input from handlers: the stream is over
    (app.clock as? VirtualClock)?.advance(to: time + 10)
    app.cancelAllTouches(timestamp: time + 10)
    fingersDown = []
  }
}

@MainActor
@Suite("Reliability: handlers that change the app while it runs")
struct ChaosTests {
  @Test("Guarantees 1–3 hold when handlers remove, re-add, hide and disable views, toggle recognizers and feed input")
  func handlersMutate() {
    run(withPointer: false, layout: false)
  }

  @Test("P1–P8: guarantees 1–3 hold with pointer hover, clicks, drags and scrolls mixed into the fingers")
  func handlersMutateWithPointer() {
    run(withPointer: true, layout: false)
  }

  @Test(
    "Y2/Y6: guarantees 1–3 hold when handlers change constraint constants, (de)activate constraints and rearrange stack views during touches"
  )
  func layoutChangesDuringTouches() {
    run(withPointer: false, layout: true)
  }

  private func run(withPointer: Bool, layout: Bool) {
    var failures: [String] = []
    // RESPONDERKIT_PROPERTY_SECONDS runs for as long as asked (the long mode).
    let seconds = ProcessInfo.processInfo.environment["RESPONDERKIT_PROPERTY_SECONDS"].flatMap(Double.init)
    let start = Date()
    let only = ProcessInfo.processInfo.environment["CHAOS_SEED"].flatMap(Int.init)
    let from = ProcessInfo.processInfo.environment["CHAOS_FROM"].flatMap(Int.init)
    var seed = (only ?? from ?? 1) - 1
    while failures.count < 3 {
      seed += 1
      if let only, seed != only { break }
      if let seconds {
        if Date().timeIntervalSince(start) > seconds { break }
      } else if seed > (layout ? 500 : 2000) {
        break
      }
      let world = ChaosWorld(seed: UInt64(seed), withPointer: withPointer, layout: layout)
      for _ in 0..<60 { world.step() }
      world.finish()
      var problems = world.notes
      if world.app.hasTouchesDown { problems.append("touches still down") }
      // The interactions' own recognizers, too, are back to possible.
      let all = world.recognizers + world.views.flatMap { $0.gestureRecognizers ?? [] }
      for recognizer in all where recognizer.state != .possible && recognizer.view != nil {
        problems.append(
          "a \(type(of: recognizer)) left in state \(recognizer.state) (view \(world.views.firstIndex { $0 === recognizer.view } ?? -1), window \(recognizer.view?.window != nil), touches \(recognizer.trackedTouches.map(\.finger)), enabled \(recognizer.isEnabled))"
        )
      }
      if !problems.isEmpty {
        failures.append(
          "seed \(seed) (replay: CHAOS_SEED=\(seed) CHAOS_LOG=1 swift test --filter ChaosTests): \(problems.prefix(3).joined(separator: "; "))"
        )
        if ProcessInfo.processInfo.environment["CHAOS_LOG"] != nil { print(world.log.joined(separator: "\n")) }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }
}
