import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A view that counts, per touch, the touch calls it gets.
final class BalanceView: UIView {
  /// Per touch: the touch (held, so that its identity is not reused), its began count and its
  /// ended-or-cancelled count.
  var counts: [ObjectIdentifier: (touch: UITouch, began: Int, closed: Int)] = [:]

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { counts[ObjectIdentifier(touch), default: (touch, 0, 0)].began += 1 }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { counts[ObjectIdentifier(touch), default: (touch, 0, 0)].closed += 1 }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { counts[ObjectIdentifier(touch), default: (touch, 0, 0)].closed += 1 }
  }
}

/// A controller whose view is a `BalanceView` with a button in it, registered in a shared list.
final class BalanceController: UIViewController {
  let views: BalanceViews
  init(views: BalanceViews, title: String) {
    self.views = views
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    let view = BalanceView()
    view.addSubview(UIButton(frame: CGRect(x: 150, y: 300, width: 100, height: 44)))
    views.all.append(view)
    self.view = view
  }
}

/// Every balance view made in one case.
@MainActor
final class BalanceViews {
  var all: [BalanceView] = []
}

@MainActor
@Suite("Property: the app shell never loses a touch (N, Q)")
struct ShellPropertyTests {
  @Test(
    "N1–N15, Q4–Q12: pushes, pops, back swipes, tab switches, presentations and dismissals among random touches: every touch a view saw begin ends or is cancelled exactly once",
    arguments: 0..<40)
  func everyTouchEndsOnce(seed: Int) {
    var random = ListRandom(seed: UInt64(seed) + 1)
    let views = BalanceViews()
    var made = 0
    func controller() -> BalanceController {
      made += 1
      return BalanceController(views: views, title: "c\(made)")
    }
    let navigation = UINavigationController(rootViewController: controller())
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, controller()]
    let harness = TestHarness(rootViewController: tabs)
    harness.advance(by: 1)
    var fingers: [TestFinger] = []
    let styles: [UIModalPresentationStyle] = [.fullScreen, .pageSheet, .overFullScreen, .formSheet]
    for _ in 0..<60 {
      let point = CGPoint(x: random.coordinate(390), y: random.coordinate(844))
      switch random.int(14) {
      case 0, 1:
        if fingers.count < 3 {
          fingers.append(harness.touchDown(at: random.chance(0.3) ? CGPoint(x: 4, y: 400) : point))
        }
      case 2, 3:
        if let finger = fingers.randomElement(using: &random) { harness.move(finger, to: point, duration: 0.05) }
      case 4:
        if !fingers.isEmpty { harness.lift(fingers.removeFirst()) }
      case 5: navigation.pushViewController(controller(), animated: random.chance(0.5))
      case 6: navigation.popViewController(animated: random.chance(0.5))
      case 7: navigation.popToRootViewController(animated: random.chance(0.5))
      case 8: tabs.selectedIndex = random.int(2)
      case 9:
        let presented = controller()
        presented.modalPresentationStyle = styles[random.int(styles.count)]
        harness.visibleViewController?.present(presented, animated: random.chance(0.5))
      case 10: harness.visibleViewController?.presentingViewController?.dismiss(animated: random.chance(0.5))
      case 11: harness.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: random.coordinate(390), y: 410), duration: 0.2)
      case 12: harness.advance(by: Double(random.int(50)) / 100)
      default: harness.tap(at: point)
      }
    }
    harness.lift(fingers)
    harness.advance(by: 2)
    #expect(views.all.contains { !$0.counts.isEmpty }, "seed \(seed): no view saw a touch")
    for view in views.all {
      for (_, count) in view.counts {
        #expect(
          count.began == 1 && count.closed == 1, "seed \(seed): a touch got \(count.began) began, \(count.closed) ends")
      }
    }
  }
}

extension ListRandom: RandomNumberGenerator {}
