import Foundation

/// The scenes and sessions an application connected (SC1).
struct SceneRegistry {
  /// The connected scenes, in the order they connected.
  var connected: [UIScene] = []
  /// The open sessions, in the order they were made.
  var sessions: [UISceneSession] = []
  /// Whether a scene was ever connected: the application then has no automatic scene in
  /// `connectedScenes`.
  var connectsScenes = false
}

extension UIApplication {
  /// The application's connected scenes (SC1): those connected with
  /// `connectScene(delegate:options:role:screen:)` and not yet disconnected; for an
  /// application that never connected one, its automatic `UIWindowScene`, made when first asked
  /// for and the same object from then on, which holds every window.
  public var connectedScenes: Set<UIScene> {
    guard scenes.connectsScenes else { return [windowScene] }
    return Set(scenes.connected)
  }

  /// The sessions of the application's scenes, connected or not, until they are discarded
  /// (SC1); for an application that never connected a scene, its automatic scene's.
  public var openSessions: Set<UISceneSession> {
    guard scenes.connectsScenes else { return [windowScene.session] }
    return Set(scenes.sessions)
  }

  /// Whether the app shows more than one scene: false, as an app without a multiple-scenes
  /// manifest entry answers in UIKit.
  public var supportsMultipleScenes: Bool { false }

  /// The application's automatic window scene, made on first use.
  var windowScene: UIWindowScene {
    if let scene = _windowScene { return scene }
    let scene = UIWindowScene(application: self)
    _windowScene = scene
    return scene
  }

  /// The scene of windows that were given none (SC2): the first connected window scene, or the
  /// automatic one in an application that never connected a scene.
  var defaultWindowScene: UIWindowScene? {
    guard scenes.connectsScenes else { return windowScene }
    for scene in scenes.connected { if let windowScene = scene as? UIWindowScene { return windowScene } }
    return nil
  }

  /// Launches the app as `UIApplicationMain` does, before any scene connects: makes `delegate`
  /// the app delegate (held strongly from then on), calls its
  /// `application(_:willFinishLaunchingWithOptions:)` and
  /// `application(_:didFinishLaunchingWithOptions:)`, then posts `didFinishLaunchingNotification`
  /// (a ResponderKit addition, for platform backends and tests; rule SC1).
  public func launch(delegate: UIApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) {
    self.delegate = delegate
    launchedDelegate = delegate
    _ = delegate.application(self, willFinishLaunchingWithOptions: options)
    _ = delegate.application(self, didFinishLaunchingWithOptions: options)
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
  }

  /// Connects a new window scene with `delegate` and brings it to the foreground, as the system
  /// does when an app's scene is launched (a ResponderKit addition, for platform backends and
  /// tests).
  ///
  /// Rule SC1: a new session of `role` is opened; the app delegate's
  /// `application(_:configurationForConnecting:options:)` gives its configuration; the scene
  /// (a `UIWindowScene` on `screen`, default `UIScreen.main`) gets `delegate`; the delegate's
  /// `scene(_:willConnectTo:options:)` is called while the scene is `.unattached`, then the
  /// scene moves to `.foregroundActive` as `moveScene(_:to:)` does. From then on
  /// `connectedScenes` lists the connected scenes only, and windows made without a scene are
  /// in the first of them (SC2).
  @discardableResult
  public func connectScene(
    delegate: UISceneDelegate?, options: UIScene.ConnectionOptions = .init(),
    role: UISceneSession.Role = .windowApplication, screen: UIScreen? = nil
  ) -> UIWindowScene {
    scenes.connectsScenes = true
    let session = UISceneSession(application: self, role: role)
    scenes.sessions.append(session)
    if let appDelegate = self.delegate {
      session._configuration = appDelegate.application(self, configurationForConnecting: session, options: options)
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    scene._screen = screen
    scene.delegate = delegate
    scenes.connected.append(scene)
    scene.delegate?.scene(scene, willConnectTo: session, options: options)
    NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
    moveScene(scene, to: .foregroundActive)
    return scene
  }

  /// Moves a connected scene to `state` through UIKit's transitions, telling its delegate of
  /// each (a ResponderKit addition, for platform backends and tests).
  ///
  /// Rule SC1: up, `sceneWillEnterForeground(_:)` then `.foregroundInactive`, then
  /// `.foregroundActive` then `sceneDidBecomeActive(_:)`; down, `sceneWillResignActive(_:)`
  /// then `.foregroundInactive` (the touches in the scene's windows are cancelled, as when an
  /// app resigns active), then `.background` then `sceneDidEnterBackground(_:)`. `.unattached`
  /// disconnects the scene, from the background: it leaves `connectedScenes`, its windows are
  /// hidden, its session (which stays open) forgets it, and its delegate hears
  /// `sceneDidDisconnect(_:)`. A scene that connects straight into the background gets no
  /// call. Each call is followed by its `UIScene` notification. Returns false, and does
  /// nothing, for a scene not connected with `connectScene(delegate:options:role:screen:)` (the
  /// automatic scene, or one that disconnected).
  @discardableResult
  public func moveScene(_ scene: UIScene, to state: UIScene.ActivationState) -> Bool {
    guard scenes.connected.contains(where: { $0 === scene }) else { return false }
    while true {
      let current = scene._activationState
      switch (current, state) {
      case (.foregroundActive, .foregroundActive), (.foregroundInactive, .foregroundInactive),
        (.background, .background):
        return true
      case (.foregroundActive, _):
        scene.delegate?.sceneWillResignActive(scene)
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        scene._activationState = .foregroundInactive
        cancelTouches(in: (scene as? UIWindowScene)?.windows ?? [])
      case (.foregroundInactive, .foregroundActive):
        scene._activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
      case (.foregroundInactive, _):
        scene._activationState = .background
        scene.delegate?.sceneDidEnterBackground(scene)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
      case (_, .unattached):
        disconnect(scene)
        return true
      case (.unattached, .background):
        scene._activationState = .background
      case (_, _):
        scene.delegate?.sceneWillEnterForeground(scene)
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        scene._activationState = .foregroundInactive
      }
    }
  }

  /// Ends the touches down in `windows` with `cancelled`, as `cancelAllTouches(timestamp:)`
  /// does for all of them: the system took them (SC1).
  private func cancelTouches(in windows: [UIWindow]) {
    let fingers = dispatcher.table.liveFingers(inAnyOf: windows)
    guard !fingers.isEmpty else { return }
    receive(
      fingers.map { UIRawTouch(finger: $0.finger, phase: .cancelled, location: $0.location) }, timestamp: clock.now)
  }

  /// Rule SC1: the end of a scene, from the background or while it connects.
  private func disconnect(_ scene: UIScene) {
    let windows = (scene as? UIWindowScene)?.windows ?? []
    scenes.connected.removeAll { $0 === scene }
    scene._activationState = .unattached
    if scene._session._scene === scene { scene._session._scene = nil }
    for window in windows { window.isHidden = true }
    scene.delegate?.sceneDidDisconnect(scene)
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
  }

  /// Discards open sessions, as the system does when the user closes a scene in the app
  /// switcher (a ResponderKit addition): a connected scene of one is disconnected first
  /// (`moveScene(_:to:)`), then the sessions leave `openSessions` and the app delegate hears
  /// `application(_:didDiscardSceneSessions:)` with those that were open (rule SC1).
  public func discardSceneSessions(_ sessions: Set<UISceneSession>) {
    let open = sessions.filter { session in scenes.sessions.contains { $0 === session } }
    guard !open.isEmpty else { return }
    for session in open {
      if let scene = session._scene, scenes.connected.contains(where: { $0 === scene }) {
        moveScene(scene, to: .unattached)
      }
    }
    scenes.sessions.removeAll { open.contains($0) }
    delegate?.application(self, didDiscardSceneSessions: open)
  }

  /// Asks a scene to open URLs, as the system does when another app opens one of the app's
  /// URLs: its delegate's `scene(_:openURLContexts:)` is called (a ResponderKit addition).
  public func openURLContexts(_ contexts: Set<UIOpenURLContext>, in scene: UIScene) {
    scene.delegate?.scene(scene, openURLContexts: contexts)
  }
}

extension UIApplication {
  /// The application's state as a whole, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events (a transition, an interruption).
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// The state of the application's most active scene (SC1): `.active` while any connected
  /// scene is foreground-active, else `.inactive` while any is in the foreground, else
  /// `.background`, as UIKit derives it from its scenes; an application that never connected a
  /// scene is `.active` (its automatic scene is).
  public var applicationState: State {
    guard scenes.connectsScenes else { return .active }
    var state = State.background
    for scene in scenes.connected {
      switch scene._activationState {
      case .foregroundActive: return .active
      case .foregroundInactive: state = .inactive
      default: break
      }
    }
    return state
  }
}
