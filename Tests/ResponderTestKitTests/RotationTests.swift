import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A controller that logs the calls of a size transition, with the clock's time.
@MainActor
private final class LoggingController: UIViewController {
  let name: String
  let record: (String) -> Void
  var supported: UIInterfaceOrientationMask = .allButUpsideDown

  init(_ name: String, record: @escaping (String) -> Void) {
    self.name = name
    self.record = record
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }

  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    record("\(name) willTransition v=\(newCollection.verticalSizeClass == .compact ? "compact" : "regular")")
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    record("\(name) viewWillTransition \(Int(size.width))x\(Int(size.height))")
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { [name, record] _ in record("\(name) alongside") },
      completion: { [name, record] context in record("\(name) completion \(context.transitionDuration)") })
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    record(
      "\(name) traitCollectionDidChange from v=\(previousTraitCollection?.verticalSizeClass == .compact ? "compact" : "regular")"
    )
  }

  override func viewWillLayoutSubviews() {
    record("\(name) viewWillLayoutSubviews \(Int(view.bounds.width))")
  }

  override func didReceiveMemoryWarning() {
    record("\(name) didReceiveMemoryWarning")
  }
}

@Suite("Rotation and window size")
@MainActor
struct RotationTests {
  @Test(
    "A5: a rotation calls willTransition, viewWillTransition (root, then child), traitCollectionDidChange, layout, the alongside blocks in the order given, and the completions 0.4 s later"
  )
  func rotationOrder() {
    var lines: [String] = []
    var harness: TestHarness?
    let record: (String) -> Void = { lines.append(String(format: "%.2f ", harness?.now ?? 0) + $0) }
    let root = LoggingController("root", record: record)
    let child = LoggingController("child", record: record)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    let made = TestHarness(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    harness = made
    let savedOrientation = UIDevice.current.orientation
    defer { UIDevice.current.orientation = savedOrientation }
    made.advance(by: 1)
    lines.removeAll()
    #expect(made.rotate(to: .landscapeLeft))
    #expect(
      lines == [
        "1.00 root willTransition v=compact", "1.00 child willTransition v=compact",
        "1.00 root viewWillTransition 844x390", "1.00 child viewWillTransition 844x390",
        "1.00 root traitCollectionDidChange from v=regular", "1.00 child traitCollectionDidChange from v=regular",
        "1.00 root viewWillLayoutSubviews 844", "1.00 child alongside", "1.00 root alongside",
      ])
    #expect(made.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(root.view.bounds.size == CGSize(width: 844, height: 390))
    #expect(made.application.statusBarOrientation == .landscapeLeft)
    #expect(made.window.windowScene?.interfaceOrientation == .landscapeLeft)
    #expect(UIDevice.current.orientation == .landscapeRight)
    #expect(root.traitCollection.verticalSizeClass == .compact)
    lines.removeAll()
    made.advance(by: 0.39)
    #expect(lines.isEmpty)
    made.advance(by: 0.01)
    // The blocks run in the order they were given: the child's first, as the root gives its
    // own after calling super.
    #expect(lines == ["1.40 child completion 0.4", "1.40 root completion 0.4"])
  }

  @Test("A5: no rotation to an orientation the root controller does not support, nor to the current one")
  func unsupportedOrientation() {
    var lines: [String] = []
    let root = LoggingController("root") { lines.append($0) }
    root.supported = .portrait
    let harness = TestHarness(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    lines.removeAll()
    #expect(!harness.rotate(to: .landscapeRight))
    #expect(!harness.rotate(to: .portrait))
    #expect(lines.isEmpty)
    #expect(harness.window.bounds.size == CGSize(width: 390, height: 844))
    #expect(harness.application.statusBarOrientation == .portrait)
  }

  @Test("A5: a resize that keeps the traits calls viewWillTransition, lays out, and completes at once")
  func resize() {
    var lines: [String] = []
    let root = LoggingController("root") { lines.append($0) }
    let harness = TestHarness(rootViewController: root, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    harness.advance(by: 0)
    lines.removeAll()
    harness.resizeWindow(to: CGSize(width: 320, height: 844))
    #expect(
      lines == [
        "root viewWillTransition 320x844", "root viewWillLayoutSubviews 320", "root alongside", "root completion 0.0",
      ])
    lines.removeAll()
    harness.simulateMemoryWarning()
    #expect(lines == ["root didReceiveMemoryWarning"])
  }

  @Test("A5: UIDevice follows the harness's idiom, and a dynamic colour resolves by the traits")
  func deviceAndTraits() {
    let harness = TestHarness(rootView: UIView(), idiom: .pad)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIDragInteraction.isEnabledByDefault)
    #expect(harness.window.traitCollection.horizontalSizeClass == .regular)
    let phone = TestHarness(rootView: UIView())
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(phone.window.traitCollection.horizontalSizeClass == .compact)
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(color == .white)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    let controller = UIViewController()
    phone.window.rootViewController = controller
    #expect(controller.topLayoutGuide.length == 0)
    #expect(controller.supportedInterfaceOrientations == .allButUpsideDown && controller.shouldAutorotate)
  }
}
