import Foundation
import ResponderKit

extension TestHarness {
  /// Starts an app through its scene delegate, as iOS launches a scene-based app, and makes the
  /// window the delegate made and made key the harness's `window`.
  ///
  /// Makes an application with a `VirtualClock` reading `startTime` and designates it as
  /// `UIApplication.shared`; launches it with `appDelegate`, when given
  /// (`UIApplication.launch(delegate:options:)`: `application(_:willFinishLaunchingWithOptions:)`,
  /// then `application(_:didFinishLaunchingWithOptions:)`); then connects a `UIWindowScene` on a
  /// screen of `frame` with `sceneDelegate` (`UIApplication.connectScene(delegate:options:role:screen:)`:
  /// the app delegate's `application(_:configurationForConnecting:options:)`, then
  /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and
  /// `sceneDidBecomeActive(_:)`). Rules SC1 and SC2. The application holds both delegates, as
  /// iOS does. `softwareKeyboard` is the application's `simulatesSoftwareKeyboard` (B4), as in
  /// `init(rootView:...)`.
  ///
  /// A convenience initializer, like `init(rootViewController:...)`, rather than a factory
  /// method: the harness is made the way the others are, and its stored properties stay `let`.
  /// When the scene has no key window once it is active (the delegate made no window, or did
  /// not call `makeKeyAndVisible()`), the harness records a test failure at the call
  /// (`Issue.record` in a Swift Testing test, `XCTFail` otherwise) and shows and makes key the
  /// delegate's `window`, or a window of its own in the scene, so that the test can go on.
  /// `fileID`, `file`, `line` and `column` place the failure: leave them to their defaults.
  public convenience init(
    sceneDelegate: some UIWindowSceneDelegate, appDelegate: UIApplicationDelegate? = nil,
    frame: CGRect = UIScreen.main.bounds, startTime: TimeInterval = 0, softwareKeyboard: Bool = true,
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let clock = VirtualClock(start: startTime)
    let application = UIApplication(clock: clock)
    application.simulatesSoftwareKeyboard = softwareKeyboard
    UIApplication.shared = application
    if let appDelegate { application.launch(delegate: appDelegate) }
    let screen = UIScreen(bounds: frame, scale: UIScreen.main.scale)
    let scene = application.connectScene(delegate: sceneDelegate, screen: screen)
    let window: UIWindow
    if let key = scene.keyWindow {
      window = key
    } else {
      let made = sceneDelegate.window
      Self.recordIssue(
        made == nil
          ? "scene(_:willConnectTo:options:) made no key window: make a UIWindow(windowScene:) there and call "
            + "makeKeyAndVisible() on it"
          : "the scene delegate's window is not the key window: call makeKeyAndVisible() on it in "
            + "scene(_:willConnectTo:options:)",
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
      window = made ?? UIWindow(windowScene: scene)
      window.makeKeyAndVisible()
    }
    self.init(application: application, clock: clock, window: window)
  }

  /// The scene of the harness's window: the one a scene delegate was connected to
  /// (`init(sceneDelegate:appDelegate:frame:startTime:)`); nil once it disconnected and was
  /// freed.
  public var windowScene: UIWindowScene? { window.windowScene }

  /// Moves the harness's scene to `state` through UIKit's transitions, its delegate hearing
  /// each (rule SC1; `UIApplication.moveScene(_:to:)`): `.background` resigns active then
  /// enters the background, `.foregroundActive` comes back, `.unattached` disconnects.
  ///
  /// Records a test failure, and does nothing, when the harness's scene is not connected (the
  /// harness was not started through a scene delegate, or the scene disconnected).
  public func moveScene(
    to state: UIScene.ActivationState, fileID: String = #fileID, file: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard let scene = window.windowScene, application.moveScene(scene, to: state) else {
      return Self.recordIssue(
        "moveScene(to:) needs the scene of a harness started with init(sceneDelegate:appDelegate:frame:startTime:), "
          + "still connected",
        at: CallSite(fileID: fileID, file: file, line: line, column: column))
    }
  }

  /// Sends the harness's scene to the background: `sceneWillResignActive(_:)`, then
  /// `sceneDidEnterBackground(_:)` (SC1). Touches down in the scene's windows end with
  /// `cancelled` on the way, as when the system takes them: do not lift those fingers after.
  public func enterBackground(
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    moveScene(to: .background, fileID: fileID, file: file, line: line, column: column)
  }

  /// Brings the harness's scene back to the foreground: `sceneWillEnterForeground(_:)`, then
  /// `sceneDidBecomeActive(_:)` (SC1).
  public func enterForeground(
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    moveScene(to: .foregroundActive, fileID: fileID, file: file, line: line, column: column)
  }

  /// Disconnects the harness's scene, from the background, as the system does: the calls of
  /// `enterBackground()` when it is in the foreground, then `sceneDidDisconnect(_:)`; its
  /// windows are hidden (SC1).
  public func disconnectScene(
    fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    moveScene(to: .unattached, fileID: fileID, file: file, line: line, column: column)
  }
}
