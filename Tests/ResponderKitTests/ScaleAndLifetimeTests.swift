import Foundation
import Testing

@testable import ResponderKit

/// Counts the touch calls that reach it, consuming them.
final class CountingView: UIView {
  var calls: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
}

@MainActor
@Suite("Reliability: scale and lifetimes")
struct ScaleAndLifetimeTests {
  @Test("Guarantee 5: a hierarchy 10,000 levels deep hit-tests and delivers, forwarding along the whole chain")
  func deepHierarchy() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let bottom = CountingView(frame: window.bounds)
    window.addSubview(bottom)
    var parent: UIView = bottom
    for _ in 0..<10_000 {
      let child = UIView(frame: parent.bounds)
      parent.addSubview(child)
      parent = child
    }
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], timestamp: 0.1)
    #expect(bottom.calls == ["began", "ended"], "forwarded through 10,000 responders")
    parent.removeFromSuperview()
  }

  @Test("Guarantee 6: a view that outlives its superview or its window forgets them; deep trees free without recursion")
  func outlivingViews() {
    var survivor: UIView?
    var grandchild: UIView?
    do {
      var app: UIApplication? = UIApplication()
      var window: UIWindow? = UIWindow(application: app!, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      var parent: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      child.addSubview(inner)
      parent!.addSubview(child)
      window!.addSubview(parent!)
      #expect(inner.window === window && child.superview === parent)
      survivor = child
      grandchild = inner
      window = nil
      app = nil  // the application holds its windows
      #expect(survivor?.window == nil && grandchild?.window == nil, "the window is gone")
      #expect(survivor?.superview === parent, "its superview still lives: the tree was only let go")
      parent = nil
      #expect(survivor?.superview == nil, "the superview is gone")
      #expect(grandchild?.superview === survivor)
    }
    var top: UIView? = UIView(frame: .zero)
    var node = top!
    for _ in 0..<100_000 {
      let next = UIView(frame: .zero)
      node.addSubview(next)
      node = next
    }
    weak let deepest = node
    node = UIView(frame: .zero)
    top = nil
    #expect(deepest == nil, "100,000 levels freed one after another, not in nested deinits")
  }

  @Test("Guarantee 6: a recognizer or a root view that outlives its view or controller forgets it")
  func outlivingLinks() {
    let recognizer = UITapGestureRecognizer(target: nil, action: nil)
    var view: UIView? = UIView(frame: .zero)
    view!.addGestureRecognizer(recognizer)
    #expect(recognizer.view === view)
    view = nil
    #expect(recognizer.view == nil)
    let root = UIView(frame: .zero)
    var controller: UIViewController? = UIViewController()
    controller!.view = root
    #expect(root.next === controller)
    controller = nil
    #expect(root.next == nil)
  }

  @Test("H6: the engine hit-tests each listed class itself, by identity; a subclass written elsewhere is always asked")
  func engineClasses() {
    #expect(UIButton(frame: .zero).hitTestedByEngine && UIView(frame: .zero).hitTestedByEngine)
    #expect(UIWindow(frame: .zero).hitTestedByEngine && UITableViewCell(frame: .zero).hitTestedByEngine)
    // A subclass of a listed class inherits nothing of the list.
    final class PlainButton: UIButton {}
    #expect(!PlainButton(frame: .zero).hitTestedByEngine)
    #expect(!CountingView(frame: .zero).hitTestedByEngine)
    // The module's views that answer a rule of their own in `hitTest` are asked, not tested.
    #expect(!NavigationView(frame: .zero).hitTestedByEngine)
    #expect(!KeyboardHostWindow(frame: .zero).hitTestedByEngine)
  }

  @Test("H6: every view class of this module is listed for the engine's hit test unless it overrides hitTest")
  func engineClassListIsComplete() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
    // Each class declaration's superclass and whether its body (to the next closing brace in
    // the first column) overrides hitTest.
    var superclass: [String: String] = [:]
    var overridesHitTest: Set<String> = []
    let declaration = try Regex(#"^(?:[@\w() ]*\s)?class (\w+)(?:<[^>]*>)?\s*:\s*(\w+)"#)
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        guard let match = try declaration.prefixMatch(in: String(line)),
          let name = match.output[1].substring, let parent = match.output[2].substring
        else { continue }
        superclass[String(name)] = String(parent)
        let body = lines[(number + 1)...].prefix { !$0.hasPrefix("}") }
        if body.contains(where: { $0.contains("override func hitTest(") || $0.contains("override open func hitTest(") })
        {
          overridesHitTest.insert(String(name))
        }
      }
    }
    func isView(_ name: String) -> Bool {
      var current = name
      while current != "UIView" {
        guard let parent = superclass[current] else { return false }
        current = parent
      }
      return true
    }
    let viewClasses = Set(superclass.keys.filter(isView)).union(["UIView"])
    let listed = Set(UIView.engineHitTestedClassList.map { String(describing: $0) })
    // UIControl's hitTest is mirrored in the hittable cache (C3), so it stays listed.
    let expected = viewClasses.subtracting(overridesHitTest).union(["UIControl"])
    #expect(
      listed == expected,
      "missing: \(expected.subtracting(listed).sorted()), extra: \(listed.subtracting(expected).sorted())")
    #expect(viewClasses.count > 40)
  }

  @Test("H6: this module's classes override no hit-testing member beyond what the hittable cache mirrors")
  func engineOverridesAreMirrored() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
    let members = [
      "override func hitTest(", "override func point(inside", "override var isHidden", "override var alpha",
      "override var isUserInteractionEnabled",
    ]
    var found: [String] = []
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for member in members where text.contains(member) {
        found.append("\((file as NSString).lastPathComponent) \(member)")
      }
    }
    // UIWindow's isHidden only adds the order of showing (H1) to UIView's, whose storage
    // updates the cache; UIControl's hitTest is mirrored through updateHittable (C3). The
    // navigation view, a presentation's container and a popover's dimming view are asked, not
    // mirrored: they are not in `UIView.engineHitTestedClassList` (N5, Q9, Q13); nor is the keyboard's window,
    // which passes on touches that hit none of its hosted views (B4).
    #expect(
      found.sorted() == [
        "OnScreenKeyboard.swift override func hitTest(", "UIControl.swift override func hitTest(",
        "UINavigationController.swift override func hitTest(",
        "UIPopoverPresentationController.swift override func hitTest(",
        "UIPresentationController.swift override func hitTest(", "UIWindow.swift override var isHidden",
      ],
      "a new override must be mirrored in UIView.hittable (as UIControl's isEnabled is) and listed here")
  }

  @Test("R6: every class of this module that overrides a touch method says so, so the chain walker calls it")
  func touchOverridesAreDeclared() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ResponderKit")
    var undeclared: [String] = []
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      // A responder's touch method takes an optional event; a recognizer's (which is no
      // responder) takes one that is not.
      let overrides = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"].contains { method in
        text.contains("override func \(method)(_ touches: Set<UITouch>, with event: UIEvent?)")
          || text.contains("override open func \(method)(_ touches: Set<UITouch>, with event: UIEvent?)")
      }
      if overrides && !text.contains("override class var overridesTouchMethods: Bool { true }") {
        undeclared.append((file as NSString).lastPathComponent)
      }
    }
    #expect(
      undeclared.isEmpty,
      "these files override a touch method without `override class var overridesTouchMethods: Bool { true }`")
    // `next` too: the walker passes over a plain view to its superview in place.
    var nextOverrides: [String] = []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      if text.contains("override var next: UIResponder?") { nextOverrides.append((file as NSString).lastPathComponent) }
    }
    #expect(
      nextOverrides.sorted() == [
        "UIApplication.swift", "UIScene.swift", "UIView.swift", "UIViewController.swift",
        "UIWindow.swift",
      ],
      "a view class that overrides next must say `override class var overridesNext: Bool { true }` (as UIWindow does) and be listed here"
    )
  }

  @Test("Guarantee 5: a view with 1,000,000 subviews hit-tests the topmost and delivers")
  func wideHierarchy() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    window.makeKeyAndVisible()
    let canvas = UIView(frame: window.bounds)
    window.addSubview(canvas)
    var last: CountingView?
    for index in 0..<1_000_000 {
      let x = CGFloat(index % 1000)
      let y = CGFloat(index / 1000)
      let view =
        index == 999_999
        ? CountingView(frame: CGRect(x: x, y: y, width: 1, height: 1))
        : UIView(frame: CGRect(x: x, y: y, width: 1, height: 1))
      canvas.addSubview(view)
      if let counting = view as? CountingView { last = counting }
    }
    #expect(canvas.subviews.count == 1_000_000)
    #expect(window.hitTest(CGPoint(x: 999.5, y: 999.5), with: nil) === last)
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 999.5, y: 999.5))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 999.5, y: 999.5))], timestamp: 0.1)
    #expect(last?.calls == ["began", "ended"])
  }

  @Test("Guarantee 6: views, controllers, recognizers, controls and targets are freed when released")
  func noLeaks() {
    weak var weakApp: UIApplication?
    weak var weakWindow: UIWindow?
    weak var weakView: UIView?
    weak var weakController: UIViewController?
    weak var weakRecognizer: UIGestureRecognizer?
    weak var weakButton: UIButton?
    weak var weakTarget: AnyObject?
    final class Target {
      func tapped(_ sender: UIButton) {}
      func handle(_ recognizer: UIGestureRecognizer) {}
    }
    do {
      let app = UIApplication()
      let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      window.makeKeyAndVisible()
      let controller = UIViewController()
      window.rootViewController = controller
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      controller.view.addSubview(view)
      let target = Target()
      let tap = UITapGestureRecognizer(target: nil, action: nil)
      tap.addTarget(target, action: Target.handle)
      view.addGestureRecognizer(tap)
      let button = UIButton(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
      button.addTarget(target, action: Target.tapped, for: .touchUpInside)
      controller.view.addSubview(button)
      let double = UITapGestureRecognizer(target: nil, action: nil)
      double.numberOfTapsRequired = 2
      view.addGestureRecognizer(double)
      for (time, point) in [(0.0, CGPoint(x: 10, y: 10)), (1.0, CGPoint(x: 10, y: 310))] {
        app.receive([UIRawTouch(finger: 1, phase: .began, location: point)], timestamp: time)
        app.receive([UIRawTouch(finger: 1, phase: .ended, location: point)], timestamp: time + 0.1)
      }
      (app.clock as? VirtualClock)?.advance(to: 5)
      weakApp = app
      weakWindow = window
      weakView = view
      weakController = controller
      weakRecognizer = tap
      weakButton = button
      weakTarget = target
    }
    #expect(weakApp == nil && weakWindow == nil && weakView == nil && weakController == nil)
    #expect(weakRecognizer == nil && weakButton == nil && weakTarget == nil)
  }

  @Test("Guarantee 6: an object dropped during its own touch call lives to the call's end, and is freed with the touch")
  func droppedDuringItsOwnCall() {
    // The engine lends the recognizers and views it calls, unretained (UnsafeLink.swift): a
    // recognizer is kept by the session's list for its call, a view by its touch.
    final class LeavingView: UIView {
      var calls: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("moved")
        removeFromSuperview()
        calls.append("removed")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
    }
    final class QuittingRecognizer: UIGestureRecognizer {
      var calls: [String] = []
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("moved")
        view?.removeGestureRecognizer(self)
        calls.append("removed")
      }
    }
    final class WatchingRecognizer: UIGestureRecognizer {
      var calls: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("began") }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { calls.append("moved") }
    }
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let watching = WatchingRecognizer(target: nil, action: nil)
    window.addGestureRecognizer(watching)
    weak var weakView: LeavingView?
    weak var weakQuitting: QuittingRecognizer?
    do {
      let view = LeavingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(view)
      let quitting = QuittingRecognizer(target: nil, action: nil)
      view.addGestureRecognizer(quitting)
      weakView = view
      weakQuitting = quitting
    }
    app.receive([UIRawTouch(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 20))], timestamp: 0.1)
    // Each call ran to its end; the recognizer after the one that left still got the move (G1),
    // and the view that left its window got its touch cancelled at once (A4).
    #expect(weakQuitting?.calls == ["moved", "removed"])
    #expect(watching.calls == ["began", "moved"])
    #expect(weakView?.calls == ["began", "moved", "cancelled", "removed"])
    // The touch still holds its view and its recognizers while the finger is down.
    #expect(weakView != nil && weakQuitting != nil)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: CGPoint(x: 20, y: 20))], timestamp: 0.2)
    #expect(weakView == nil && weakQuitting == nil)
    #expect(watching.calls == ["began", "moved"])
  }

  @Test("Guarantee 6: a target is held weakly and not kept alive by its control or recognizer")
  func weakTargets() {
    final class Target {
      func tapped(_ sender: UIControl) {}
    }
    let button = UIButton()
    weak var weakTarget: Target?
    do {
      let target = Target()
      button.addTarget(target, action: Target.tapped, for: .touchUpInside)
      weakTarget = target
    }
    #expect(weakTarget == nil)
    button.sendActions(for: .touchUpInside)
  }
}

/// A button subclass that forgets to call super in touchesBegan.
final class ForgetfulButton: UIButton {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor
@Suite("Reliability: conformance checking")
struct ConformanceTests {
  @Test("The conformance switch reports a control override that skips super, and stays quiet otherwise")
  func missingSuper() {
    var stage = Stage()
    stage.app.checksConformance = true
    let button = ForgetfulButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    stage.window.addSubview(button)
    let view = stage.view("v", 0, 100, 100, 100, in: stage.window)
    stage.tap(10, 10)
    stage.tap(10, 150)
    stage.tap(10, 150)
    let notes = stage.take().filter { $0.hasPrefix("note conformance") }
    #expect(notes.count == 1 && notes[0].contains("ForgetfulButton"))
    _ = view
  }

  @Test("The conformance switch reports ill-formed phase sequences a responder receives")
  func phaseSequences() {
    var stage = Stage()
    stage.app.checksConformance = true
    let parent = stage.view("parent", 0, 0, 200, 200, in: stage.window)
    let child = Confused(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(child)
    stage.tap(10, 10)
    let notes = stage.take().filter { $0.hasPrefix("note conformance") }
    #expect(notes.count == 3, "the parent, the window and the application get began twice")
    #expect(notes.allSatisfy { $0.contains("began after began") })
    child.removeFromSuperview()
    stage.tap(10, 10)
    #expect(!stage.take().contains { $0.hasPrefix("note conformance") }, "well-formed sequences are not reported")
  }
}

/// A view whose touchesEnded forwards the wrong message.
final class Confused: UIView {
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
  }
}
