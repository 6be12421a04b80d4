import Foundation
import ResponderKit
import ResponderTestKit
import Testing

/// A scene delegate that makes a window with one button, and logs its calls.
final class ButtonSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var log: [String] = []
  let button = UIButton(type: .system)
  var taps = 0

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    log.append("willConnectTo")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let controller = UIViewController()
    button.frame = CGRect(x: 40, y: 100, width: 100, height: 44)
    button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    controller.view.addSubview(button)
    window.rootViewController = controller
    self.window = window
    window.makeKeyAndVisible()
  }
  func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
  func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
  func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive") }
  func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground") }
  func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect") }
}

/// An app delegate that logs its calls into a list it is given.
final class LaunchLogAppDelegate: UIResponder, UIApplicationDelegate {
  var log: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    log.append("didFinishLaunching")
    return true
  }
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    log.append("configurationForConnecting")
    return UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
  }
}

/// A scene delegate that forgets to make a window.
final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {}

@MainActor
@Suite("TestHarness started through a scene delegate (SC1, SC2)")
struct SceneHarnessTests {
  @Test("SC2: the harness's window is the one the scene delegate made key, and a tap reaches its button")
  func sc2TapInDelegateWindow() {
    let sceneDelegate = ButtonSceneDelegate()
    let appDelegate = LaunchLogAppDelegate()
    let harness = TestHarness(
      sceneDelegate: sceneDelegate, appDelegate: appDelegate, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(appDelegate.log == ["didFinishLaunching", "configurationForConnecting"])
    #expect(sceneDelegate.log == ["willConnectTo", "willEnterForeground", "didBecomeActive"])
    #expect(harness.window === sceneDelegate.window && harness.application.keyWindow === harness.window)
    #expect(UIApplication.shared === harness.application && harness.application.delegate === appDelegate)
    #expect(harness.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(harness.windowScene?.session.configuration.name == "Main")
    harness.tap(sceneDelegate.button)
    #expect(sceneDelegate.taps == 1)
  }

  @Test("SC1: the harness sends its scene to the background, back, and disconnects it, in UIKit's order")
  func sc1BackgroundForegroundDisconnect() {
    let sceneDelegate = ButtonSceneDelegate()
    let harness = TestHarness(sceneDelegate: sceneDelegate)
    sceneDelegate.log = []
    let finger = harness.touchDown(at: harness.screenPoint(of: sceneDelegate.button))
    harness.enterBackground()
    #expect(sceneDelegate.log == ["willResignActive", "didEnterBackground"])
    #expect(harness.windowScene?.activationState == .background && !harness.application.hasTouchesDown)
    _ = finger
    harness.enterForeground()
    #expect(harness.windowScene?.activationState == .foregroundActive)
    harness.disconnectScene()
    #expect(
      sceneDelegate.log == [
        "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive", "willResignActive",
        "didEnterBackground", "didDisconnect",
      ])
    #expect(harness.application.connectedScenes.isEmpty && harness.window.isHidden)
  }

  @Test("SC2: a scene delegate that makes no window is a test failure, and the harness goes on with its own")
  func sc2NoWindowIsAFailure() {
    withKnownIssue {
      let harness = TestHarness(sceneDelegate: WindowlessSceneDelegate())
      #expect(harness.window.isKeyWindow && harness.window.windowScene === harness.windowScene)
    }
  }
}
