import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Navigation controller (R1, R2)")
struct NavigationControllerTests {
  /// A controller whose view is a probe view named after it.
  func controller(_ name: String, _ stage: Stage) -> ProbeController {
    let controller = ProbeController(name, log: stage.log)
    controller.view = ProbeView("\(name).view", .zero, log: stage.log)
    return controller
  }

  /// The navigation view's subviews other than its bars: the shown controllers' views.
  func content(_ navigation: UINavigationController) -> [UIView] {
    navigation.view.subviews.filter { !($0 is UINavigationBar || $0 is UIToolbar) }
  }

  /// The names of the responders from `responder` to the end of the chain.
  func chain(from responder: UIResponder, names: [ObjectIdentifier: String]) -> [String] {
    var result: [String] = []
    var current: UIResponder? = responder
    while let responder = current, result.count < 20 {
      result.append(names[ObjectIdentifier(responder)] ?? "\(type(of: responder))")
      current = responder.next
    }
    return result
  }

  @Test(
    "R1/R2: a pushed controller's chain runs top view, top controller, navigation view, navigation controller, window")
  func r1r2Chain() {
    let stage = Stage()
    let root = controller("root", stage)
    let navigation = UINavigationController(rootViewController: root)
    stage.window.rootViewController = navigation
    let second = controller("second", stage)
    navigation.pushViewController(second, animated: true)
    navigation.view.layoutIfNeeded()  // N1: the view goes in at the layout pass
    let names: [ObjectIdentifier: String] = [
      ObjectIdentifier(navigation): "navigation", ObjectIdentifier(navigation.view): "navigation.view",
      ObjectIdentifier(stage.window): "window", ObjectIdentifier(stage.app): "app",
    ]
    #expect(
      chain(from: second.view, names: names)
        == ["ProbeView", "ProbeController", "navigation.view", "navigation", "window", "app"])
    #expect(second.view.next === second && second.next === navigation.view && navigation.view.next === navigation)
    #expect(navigation.next === stage.window)
  }

  @Test(
    "R1/R2, N7: touches reach the top controller's view only, and go up its chain; the back swipe notes why it refused one"
  )
  func r1r2Touches() throws {
    var stage = Stage()
    let root = controller("root", stage)
    let navigation = UINavigationController(rootViewController: root)
    stage.window.rootViewController = navigation
    navigation.view.layoutIfNeeded()
    #expect(root.view.frame == stage.window.bounds, "the top view gets the container's size")
    let second = controller("second", stage)
    navigation.pushViewController(second, animated: false)
    navigation.view.layoutIfNeeded()
    #expect(root.view.superview == nil && second.view.superview === navigation.view)
    _ = stage.take()
    stage.tap(50, 50)
    // N6: with two controllers the back swipe receives the touch, and fails at once 50 pt from
    // the edge: the failure's note carries why.
    let state = try #require(
      stage.log.lines.first {
        $0.hasPrefix("note gestureState(<BackSwipeRecognizer") && $0.contains("backSwipeNotFromEdge")
      })
    #expect(
      stage.take() == [
        "window hitTest", "second.view hitTest", "second.view pointInside", state, "second.view touchesBegan 1",
        "second touchesBegan 1", "window touchesBegan 1", "app touchesBegan 1",
        "note discarded(ResponderKit.ResponderMessage.touchesBegan)", "second.view touchesEnded 1",
        "second touchesEnded 1", "window touchesEnded 1", "app touchesEnded 1",
        "note discarded(ResponderKit.ResponderMessage.touchesEnded)",
      ])
    #expect(navigation.popViewController(animated: false) === second)
    stage.tap(50, 50)
    // N7: with one controller the back swipe refuses the touch, which changes no state.
    let refused = try #require(
      stage.log.lines.first {
        $0.hasPrefix("note decision(<BackSwipeRecognizer") && $0.hasSuffix("backSwipeStackTooShort(count: 1))")
      })
    #expect(
      stage.take() == [
        "window hitTest", "root.view hitTest", "root.view pointInside", refused, "root.view touchesBegan 1",
        "root touchesBegan 1", "window touchesBegan 1", "app touchesBegan 1",
        "note discarded(ResponderKit.ResponderMessage.touchesBegan)", "root.view touchesEnded 1",
        "root touchesEnded 1", "window touchesEnded 1", "app touchesEnded 1",
        "note discarded(ResponderKit.ResponderMessage.touchesEnded)",
      ])
  }

  @Test("R2: push, pop, popToRoot and setViewControllers keep the stack, the children and the hierarchy in step")
  func r2Stack() {
    let stage = Stage()
    let (a, b, c, d) = (controller("a", stage), controller("b", stage), controller("c", stage), controller("d", stage))
    let navigation = UINavigationController(rootViewController: a)
    #expect(navigation.viewControllers == [a] && navigation.topViewController === a && !navigation.isViewLoaded)
    navigation.pushViewController(b, animated: false)
    navigation.pushViewController(c, animated: false)
    navigation.pushViewController(b, animated: false)  // already in the stack: ignored
    #expect(navigation.viewControllers == [a, b, c] && navigation.children == [a, b, c])
    #expect(c.parent === navigation && c.navigationController === navigation && navigation.navigationController == nil)
    stage.window.rootViewController = navigation
    navigation.view.layoutIfNeeded()
    #expect(content(navigation) == [c.view] && c.view.frame == stage.window.bounds)

    #expect(navigation.popToRootViewController(animated: false) == [b, c])
    navigation.view.layoutIfNeeded()
    #expect(navigation.viewControllers == [a] && content(navigation) == [a.view])
    #expect(c.parent == nil && c.navigationController == nil && c.view.superview == nil)
    #expect(navigation.popViewController(animated: false) == nil, "the root stays")
    #expect(navigation.popToViewController(d, animated: false) == nil, "not in the stack")

    navigation.setViewControllers([b, d], animated: false)
    navigation.view.layoutIfNeeded()
    #expect(navigation.viewControllers == [b, d] && a.parent == nil && b.parent === navigation)
    #expect(content(navigation) == [d.view] && a.view.superview == nil)
    navigation.viewControllers = [d]
    navigation.view.layoutIfNeeded()
    #expect(navigation.children == [d] && content(navigation) == [d.view] && b.parent == nil)

    let modal = controller("modal", stage)
    #expect(navigation.visibleViewController === d)
    navigation.present(modal, animated: false)
    #expect(navigation.visibleViewController === modal && navigation.topViewController === d)
  }
}
