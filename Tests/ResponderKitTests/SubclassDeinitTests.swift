import Foundation
import Testing

@testable import ResponderKit

/// Where the subclasses below record that their own `deinit` ran.
@MainActor
final class DeinitLog {
  static var names: [String] = []
}

// Subclasses of each UI base class with a plain `deinit`, as iOS code writes them: they compile
// only because the base classes' deinitializers are nonisolated, as UIKit's are.
final class DeinitCardView: UIView {
  let name = "view"
  deinit { MainActor.assumeIsolated { DeinitLog.names.append(name) } }
}
final class DeinitButton: UIButton {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("button") } }
}
final class DeinitScrollView: UIScrollView {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("scrollView") } }
}
final class DeinitWindow: UIWindow {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("window") } }
}
final class DeinitViewController: UIViewController {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("controller") } }
}
final class DeinitPan: UIPanGestureRecognizer {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("pan") } }
}
final class DeinitApplication: UIApplication {
  deinit { MainActor.assumeIsolated { DeinitLog.names.append("application") } }
}
/// A `deinit` that removes a notification observer, the commonest thing iOS code does in one.
final class UnobservingView: UIView {
  deinit { NotificationCenter.default.removeObserver(self) }
}
/// The same, holding its observer's token.
final class ObservingView: UIView {
  static let ping = Notification.Name("ObservingView.ping")
  var observer: NSObjectProtocol?
  override init(frame: CGRect) {
    super.init(frame: frame)
    observer = NotificationCenter.default.addObserver(forName: Self.ping, object: nil, queue: nil) { _ in }
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  // Swift 6.2's `isolated deinit` (SE-0371) reaches main-actor state, as it does on iOS.
  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
    MainActor.assumeIsolated { DeinitLog.names.append("observer") }
  }
}

@MainActor
@Suite("Lifetimes: subclasses' own deinitializers")
struct SubclassDeinitTests {
  @Test("Guarantee 6: a subclass's plain deinit runs, then the base class still clears the links it owns")
  func subclassDeinitRunsAndLinksClear() {
    DeinitLog.names = []
    weak var weakSubview: UIView?
    var survivor: UIView?
    var recognizerSurvivor: UIGestureRecognizer?
    var rootSurvivor: UIView?
    do {
      let app = DeinitApplication()
      let window = DeinitWindow(application: app, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.makeKeyAndVisible()
      let card = DeinitCardView(frame: window.bounds)
      let child = UIView(frame: card.bounds)
      weakSubview = child
      card.addSubview(child)
      card.addSubview(DeinitButton(frame: .zero))
      card.addSubview(DeinitScrollView(frame: .zero))
      let pan = DeinitPan(target: nil, action: nil)
      card.addGestureRecognizer(pan)
      let controller = DeinitViewController()
      controller.view = UIView()
      rootSurvivor = controller.view
      survivor = child
      recognizerSurvivor = UIPanGestureRecognizer(target: nil, action: nil)
      card.addGestureRecognizer(recognizerSurvivor!)
      window.addSubview(card)
      card.removeFromSuperview()
      _ = ObservingView(frame: .zero)
      _ = UnobservingView(frame: .zero)
    }
    #expect(
      DeinitLog.names.sorted() == [
        "application", "button", "controller", "observer", "pan", "scrollView", "view", "window",
      ])
    #expect(survivor?.superview == nil, "the freed card cleared its subview's link")
    #expect(recognizerSurvivor?.view == nil, "the freed card cleared its recognizer's link")
    #expect(rootSurvivor?.next == nil, "the freed controller cleared its root view's link")
    survivor = nil
    #expect(weakSubview == nil)
  }
}
