import Testing
import UIKit

// A scene-based app's delegates as Xcode's template writes them, compiled unchanged: the scene
// delegate makes the window in scene(_:willConnectTo:options:).

/// The app's first screen: a list with one button.
class ListViewController: UIViewController {
  let addButton = UIButton(type: .system)
  var added = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    addButton.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
    addButton.setTitle("Add", for: .normal)
    addButton.addAction(UIAction { [weak self] _ in self?.added += 1 }, for: .touchUpInside)
    view.addSubview(addButton)
  }
}

// The two delegates as the template writes them, long lines and all.
// swift-format-ignore
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: ListViewController())
    self.window = window
    window.makeKeyAndVisible()
  }
  func sceneDidBecomeActive(_ scene: UIScene) {}
  func sceneWillResignActive(_ scene: UIScene) {}
  func sceneWillEnterForeground(_ scene: UIScene) {}
  func sceneDidEnterBackground(_ scene: UIScene) {}
  func sceneDidDisconnect(_ scene: UIScene) {}
}

// swift-format-ignore
class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

/// The template's scene delegate, logging each call with the scene's state at the time.
final class LoggingSceneDelegate: SceneDelegate {
  var log: [String] = []

  override func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    log.append("willConnectTo \(scene.activationState)")
    super.scene(scene, willConnectTo: session, options: connectionOptions)
  }
  override func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive \(scene.activationState)") }
  override func sceneWillResignActive(_ scene: UIScene) { log.append("willResignActive \(scene.activationState)") }
  override func sceneWillEnterForeground(_ scene: UIScene) {
    log.append("willEnterForeground \(scene.activationState)")
  }
  override func sceneDidEnterBackground(_ scene: UIScene) { log.append("didEnterBackground \(scene.activationState)") }
  override func sceneDidDisconnect(_ scene: UIScene) { log.append("didDisconnect \(scene.activationState)") }
}

/// The template's app delegate, logging into the scene delegate's log.
final class LoggingAppDelegate: AppDelegate {
  let sceneDelegate: LoggingSceneDelegate

  init(sceneDelegate: LoggingSceneDelegate) {
    self.sceneDelegate = sceneDelegate
    super.init()
  }

  override func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    sceneDelegate.log.append("didFinishLaunching")
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
  override func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    sceneDelegate.log.append("configurationForConnecting \(connectingSceneSession.scene == nil)")
    return super.application(application, configurationForConnecting: connectingSceneSession, options: options)
  }
  override func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
    sceneDelegate.log.append("didDiscardSceneSessions \(sceneSessions.count)")
  }
}

/// The scenes `UIScene.didActivateNotification` was posted for, in order.
@MainActor
final class ActivatedScenes {
  var scenes: [ObjectIdentifier?] = []
}

/// A window subclass written for iOS: it overrides UIKit's designated initializers only.
final class ShadowWindow: UIWindow {
  override init(frame: CGRect) {
    super.init(frame: frame)
    windowLevel = .statusBar
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite("Scenes: a scene-based app launches through its delegates (SC1–SC3)")
struct SceneDelegateTests {
  @Test("SC1: launch, connection, background, foreground and disconnection call the delegates in UIKit's order")
  func sc1DelegateOrder() {
    let app = UIApplication()
    let sceneDelegate = LoggingSceneDelegate()
    let appDelegate = LoggingAppDelegate(sceneDelegate: sceneDelegate)
    app.launch(delegate: appDelegate)
    let activated = ActivatedScenes()
    let observer = NotificationCenter.default.addObserver(
      forName: UIScene.didActivateNotification, object: nil, queue: nil
    ) { note in
      let scene = (note.object as AnyObject?).map { ObjectIdentifier($0) }
      MainActor.assumeIsolated { activated.scenes.append(scene) }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    let scene = app.connectScene(delegate: sceneDelegate)
    #expect(
      sceneDelegate.log == [
        "didFinishLaunching", "configurationForConnecting true", "willConnectTo unattached",
        "willEnterForeground unattached", "didBecomeActive foregroundActive",
      ])
    #expect(scene.activationState == .foregroundActive)
    #expect(activated.scenes.filter { $0 == ObjectIdentifier(scene) }.count == 1)
    #expect(scene.delegate === sceneDelegate && app.connectedScenes == [scene])
    #expect(scene.session.scene === scene && scene.session.role == .windowApplication)
    #expect(scene.session.configuration.name == "Default Configuration" && app.openSessions == [scene.session])

    sceneDelegate.log = []
    app.moveScene(scene, to: .background)
    #expect(sceneDelegate.log == ["willResignActive foregroundActive", "didEnterBackground background"])
    sceneDelegate.log = []
    app.moveScene(scene, to: .foregroundActive)
    #expect(sceneDelegate.log == ["willEnterForeground background", "didBecomeActive foregroundActive"])
    #expect(activated.scenes.filter { $0 == ObjectIdentifier(scene) }.count == 2, "didActivateNotification")

    sceneDelegate.log = []
    let session = scene.session
    app.moveScene(scene, to: .unattached)
    #expect(
      sceneDelegate.log == [
        "willResignActive foregroundActive", "didEnterBackground background", "didDisconnect unattached",
      ])
    #expect(app.connectedScenes.isEmpty && session.scene == nil && app.openSessions == [session])
    #expect(sceneDelegate.window?.isHidden == true, "a disconnected scene's windows leave the screen")
    #expect(!app.moveScene(scene, to: .foregroundActive), "a disconnected scene stays disconnected")

    sceneDelegate.log = []
    app.discardSceneSessions([session])
    #expect(sceneDelegate.log == ["didDiscardSceneSessions 1"] && app.openSessions.isEmpty)
  }

  @Test("SC2: the window the scene delegate makes is the key window, in the scene, and gets the touches")
  func sc2DelegateWindowIsKey() throws {
    let app = UIApplication()
    let sceneDelegate = SceneDelegate()
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: 2)
    let scene = app.connectScene(delegate: sceneDelegate, screen: screen)
    let window = try #require(sceneDelegate.window)
    #expect(app.keyWindow === window && scene.keyWindow === window && window.isKeyWindow && !window.isHidden)
    #expect(window.windowScene === scene && scene.windows == [window] && window.application === app)
    #expect(window.frame == screen.bounds, "UIWindow(windowScene:) fills the scene's screen")
    let navigation = window.rootViewController as? UINavigationController
    let list = try #require(navigation?.topViewController as? ListViewController)
    let point = window.convert(toScreen: list.addButton.convert(CGPoint(x: 60, y: 22), to: window))
    app.receive([UIRawTouch(finger: 1, phase: .began, location: point)], timestamp: 0)
    app.receive([UIRawTouch(finger: 1, phase: .ended, location: point)], timestamp: 0.05)
    #expect(list.added == 1)
    let later = UIWindow(application: app, frame: .zero)
    #expect(later.windowScene === scene, "a window made without a scene is in the connected one")
  }

  @Test("SC3: a window subclass that overrides init(frame:) and init?(coder:) inherits init(windowScene:)")
  func sc3SubclassInheritsInitWindowScene() {
    let app = UIApplication()
    let scene = app.connectScene(delegate: nil)
    let window = ShadowWindow(windowScene: scene)
    #expect(window.application === app && window.application !== UIApplication.shared)
    #expect(window.windowScene === scene && window.windowLevel == .statusBar, "its init(frame:) ran")
    #expect(window.frame == UIScreen.main.bounds && window.isHidden)
    let named = ShadowWindow(application: app, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(named.application === app && named.windowLevel == .statusBar)
    // windowScene is settable: a scene of another application moves the window there.
    let other = UIApplication()
    let otherScene = other.connectScene(delegate: nil)
    named.makeKeyAndVisible()
    named.windowScene = otherScene
    #expect(named.application === other && other.windows.contains(named) && !app.windows.contains(named))
    #expect(app.keyWindow == nil && named.windowScene === otherScene && scene.windows == [window])
    named.windowScene = nil
    #expect(named.windowScene == nil && otherScene.windows.isEmpty)
  }

  @Test("SC1: an app that connects no scene keeps its one automatic scene, active, with one open session")
  func sc1AutomaticScene() throws {
    let app = UIApplication()
    let scene = try #require(app.connectedScenes.first as? UIWindowScene)
    #expect(scene.activationState == .foregroundActive && scene.delegate == nil)
    #expect(app.openSessions == [scene.session] && scene.session.scene === scene)
    #expect(!app.moveScene(scene, to: .background), "only a connected scene moves")
    #expect(UIWindow(application: app, frame: .zero).windowScene === scene)
  }
}
