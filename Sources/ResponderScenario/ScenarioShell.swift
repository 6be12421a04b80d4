import Foundation
@_spi(Tools) import ResponderKit

// The app shell in scenarios (ScenarioFormat.md, "Navigation, tabs and presentation"): navigation
// and tab bar controllers, bar items, presentation styles and detents, and the trace lines of
// their appearance, containment and delegate calls (rules N1–N15, Q1–Q17).

extension ScenarioReader {
  /// The controller keys of the app shell.
  static let shellKeys = [
    "navigation", "tabs", "title", "leftItems", "rightItems", "toolbarItems", "style", "detents",
    "modalInPresentation", "alert", "popoverSource", "passthrough",
  ]

  /// The words of `style`, with their presentation styles (Q5).
  static let presentationStyles: [(String, UIModalPresentationStyle)] = [
    ("automatic", .automatic), ("fullScreen", .fullScreen), ("pageSheet", .pageSheet), ("formSheet", .formSheet),
    ("overFullScreen", .overFullScreen), ("currentContext", .currentContext),
    ("overCurrentContext", .overCurrentContext), ("popover", .popover),
  ]

  /// Reads one shell key of a controller object.
  func readShellKey(
    _ key: String, _ node: JSONNode, into shell: inout ShellSpec,
    readController: (JSONNode) throws -> ViewControllerSpec
  ) throws {
    switch key {
    case "navigation":
      let stack = try node.array().map(readController)
      guard !stack.isEmpty else { throw node.fail("expected at least one view controller object") }
      shell.navigation = stack
    case "tabs":
      let tabs = try node.array().map(readController)
      guard !tabs.isEmpty else { throw node.fail("expected at least one view controller object") }
      shell.tabs = tabs
    case "title": shell.title = try node.string()
    case "leftItems": shell.leftItems = try readBarItems(node)
    case "rightItems": shell.rightItems = try readBarItems(node)
    case "toolbarItems": shell.toolbarItems = try readBarItems(node)
    case "style": shell.style = try Self.pick(node, Self.presentationStyles)
    case "detents":
      shell.detents = try node.array().map { try $0.word(among: ["medium", "large"]) }
    case "modalInPresentation": shell.modalInPresentation = try node.bool()
    case "alert": shell.alert = try readAlert(node)
    case "popoverSource": shell.popoverSource = try node.string()
    case "passthrough": shell.passthrough = try node.array().map { try $0.string() }
    default: break
    }
  }

  private func readAlert(_ node: JSONNode) throws -> AlertSpec {
    let object = try node.object(
      "an alert object {\"title\", \"message\", \"style\", \"actions\"}",
      known: ["title", "message", "style", "actions"])
    var alert = AlertSpec()
    alert.title = try object["title"]?.string()
    alert.message = try object["message"]?.string()
    if let style = object["style"] {
      alert.style = try Self.pick(style, [("alert", UIAlertController.Style.alert), ("actionSheet", .actionSheet)])
    }
    for action in try object.required("actions", "a list of action objects").array() {
      let fields = try action.object(
        "an action object {\"id\", \"title\", \"style\"}", known: ["id", "title", "style"])
      let style = try fields["style"].map {
        try Self.pick(
          $0, [("default", UIAlertAction.Style.default), ("cancel", .cancel), ("destructive", .destructive)])
      }
      alert.actions.append(
        (
          id: try fields.required("id", "a string id").string(),
          title: try fields.required("title", "the action's title").string(), style: style ?? .default
        ))
    }
    return alert
  }

  private func readBarItems(_ node: JSONNode) throws -> [BarItemSpec] {
    try node.array().map { item in
      let object = try item.object("a bar item object {\"id\", \"title\"}", known: ["id", "title"])
      return BarItemSpec(
        id: try object.required("id", "a string id").string(),
        title: try object.required("title", "the item's title").string())
    }
  }
}

extension ResponderScript {
  /// An appearance or containment call of a controller (Q1, Q2), traced in files that use the
  /// app shell only, so that older files' traces keep their lines.
  func shellCall(_ message: String, _ keys: [(String, TraceValue)]) {
    guard context.tracesShell else { return }
    context.log(id, message, keys, .appearance)
  }
}

/// The delegate of a scenario's navigation and tab bar controllers: it traces `willShow`,
/// `didShow`, `shouldSelect` and `didSelect` (N2, N3, N14).
@MainActor
final class ShellDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate {
  unowned let context: ScriptContext
  init(context: ScriptContext) { self.context = context }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    context.log(
      context.id(of: navigationController), "willShow",
      [("controller", .word(context.id(of: viewController))), ("animated", .flag(animated))], .appearance)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    context.log(
      context.id(of: navigationController), "didShow",
      [("controller", .word(context.id(of: viewController))), ("animated", .flag(animated))], .appearance)
  }

  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    context.log(
      context.id(of: tabBarController), "shouldSelect", [("controller", .word(context.id(of: viewController)))],
      .appearance)
    return true
  }

  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    context.log(
      context.id(of: tabBarController), "didSelect", [("controller", .word(context.id(of: viewController)))],
      .appearance)
  }
}

/// The appearance and containment overrides every scripted controller class shares, traced
/// through its script.
@MainActor
protocol ShellTraced: UIViewController, Scripted {}

extension ShellTraced {
  func traceParent(_ message: String, _ parent: UIViewController?) {
    script.shellCall(message, [("parent", .word(script.context.id(of: parent)))])
  }
}

/// A scenario's navigation controller: its appearance and containment calls are traced.
final class ScriptedNavigationController: UINavigationController, ShellTraced {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { script.shellCall("viewWillAppear", [("animated", .flag(animated))]) }
  override func viewDidAppear(_ animated: Bool) { script.shellCall("viewDidAppear", [("animated", .flag(animated))]) }
  override func viewWillDisappear(_ animated: Bool) {
    script.shellCall("viewWillDisappear", [("animated", .flag(animated))])
  }
  override func viewDidDisappear(_ animated: Bool) {
    script.shellCall("viewDidDisappear", [("animated", .flag(animated))])
  }
}

/// A scenario's tab bar controller: its appearance calls are traced.
final class ScriptedTabBarController: UITabBarController, ShellTraced {
  let script: ResponderScript
  init(script: ResponderScript) {
    self.script = script
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { script.shellCall("viewWillAppear", [("animated", .flag(animated))]) }
  override func viewDidAppear(_ animated: Bool) { script.shellCall("viewDidAppear", [("animated", .flag(animated))]) }
  override func viewWillDisappear(_ animated: Bool) {
    script.shellCall("viewWillDisappear", [("animated", .flag(animated))])
  }
  override func viewDidDisappear(_ animated: Bool) {
    script.shellCall("viewDidDisappear", [("animated", .flag(animated))])
  }
}

extension ScenarioApp {
  /// The controller a `push` or `present` step makes, with everything inside it (its own
  /// `presented` controllers are not presented: a step presents one at a time).
  func makeStepController(_ spec: ViewControllerSpec) -> UIViewController {
    var presentations: [(UIViewController, ViewControllerSpec)] = []
    return makeController(spec, presentations: &presentations)
  }

  /// The container a controller object with `navigation` or `tabs` makes, with its stack or
  /// tabs built; nil for a plain controller.
  func makeShellContainer(
    _ spec: ViewControllerSpec, make: (ViewControllerSpec) -> UIViewController
  ) -> UIViewController? {
    if let alert = spec.shell.alert { return makeAlert(alert, id: spec.id) }
    guard spec.shell.navigation != nil || spec.shell.tabs != nil else { return nil }
    context.tracesShell = true
    if let stack = spec.shell.navigation {
      let navigation = ScriptedNavigationController(script: ResponderScript(id: spec.id, context: context))
      context.objects[spec.id] = navigation
      navigation.delegate = shellDelegate
      navigation.setViewControllers(stack.map(make), animated: false)
      return navigation
    }
    if let tabs = spec.shell.tabs {
      let tabBar = ScriptedTabBarController(script: ResponderScript(id: spec.id, context: context))
      context.objects[spec.id] = tabBar
      tabBar.delegate = shellDelegate
      tabBar.viewControllers = tabs.map(make)
      return tabBar
    }
    return nil
  }

  /// Applies a controller's title, bar items and presentation keys.
  func applyShell(_ shell: ShellSpec, to controller: UIViewController) {
    if let title = shell.title { controller.title = title }
    let items = { (specs: [BarItemSpec]) -> [UIBarButtonItem]? in
      specs.isEmpty ? nil : specs.map { self.makeBarItem($0) }
    }
    if let left = items(shell.leftItems) { controller.navigationItem.leftBarButtonItems = left }
    if let right = items(shell.rightItems) { controller.navigationItem.rightBarButtonItems = right }
    if let toolbar = items(shell.toolbarItems) { controller.toolbarItems = toolbar }
    if let style = shell.style { controller.modalPresentationStyle = style }
    if let detents = shell.detents, let sheet = controller.sheetPresentationController {
      sheet.detents = detents.map { $0 == "medium" ? .medium() : .large() }
    }
    if let modal = shell.modalInPresentation { controller.isModalInPresentation = modal }
    if let source = shell.popoverSource, let popover = controller.popoverPresentationController {
      let view = context.view(source)
      popover.sourceView = view
      popover.sourceRect = view?.bounds ?? .zero
      popover.passthroughViews = shell.passthrough.compactMap { context.view($0) }
    }
  }

  /// An alert whose actions' handlers trace `<action> handler` (Q17).
  private func makeAlert(_ spec: AlertSpec, id: String) -> UIAlertController {
    context.tracesShell = true
    let context = context
    let alert = UIAlertController(title: spec.title, message: spec.message, preferredStyle: spec.style)
    for action in spec.actions {
      let made = UIAlertAction(title: action.title, style: action.style) { _ in
        context.log(action.id, "handler", [], .actions)
      }
      context.objects[action.id] = made
      alert.addAction(made)
    }
    context.objects[id] = alert
    context.names[ObjectIdentifier(alert)] = id
    return alert
  }

  /// A bar button item whose touch-up traces `<id> action` (N12).
  private func makeBarItem(_ spec: BarItemSpec) -> UIBarButtonItem {
    let context = context
    let item = UIBarButtonItem(
      title: spec.title,
      primaryAction: UIAction(title: spec.title) { _ in context.log(spec.id, "action", [], .actions) })
    context.objects[spec.id] = item
    context.names[ObjectIdentifier(item)] = spec.id
    return item
  }
}

extension InputStep.Action {
  /// Whether the step asks for an app-shell transition, whose turn ends with a layout pass.
  var endsTurnWithLayout: Bool {
    switch self {
    case .push, .pop, .present, .dismiss: true
    default: false
    }
  }
}

/// The names of the objects the app shell makes for a file's objects: a bar item's button
/// (`<item>.button`), a navigation controller's back button (`<nav>.back`) and back swipe
/// (`<nav>.backSwipe`), a tab's button (`<controller>.tab`), a sheet's parts
/// (`<presented>.pan`, `.dimmingView`, `.dimmingTap`, `.grabber`), a popover's dimming view and
/// tap (`<presented>.dimmingView`, `.dimmingTap`), an alert's view and dimming
/// tap (`<alert>.view`, `<alert>.dimmingTap`) and an action's row (`<action>.row`).
@MainActor
enum ShellNames {
  static func name(of object: AnyObject, in context: ScriptContext) -> String? {
    guard context.tracesShell else { return nil }
    for (id, value) in context.objects {
      if let item = value as? UIBarItem, item.viewShowingItem === object {
        return remember(id + ".button", object, context)
      }
      if let navigation = value as? UINavigationController {
        if navigation.interactivePopGestureRecognizer === object { return remember(id + ".backSwipe", object, context) }
        if navigation.navigationBar.backButtonView === object { return id + ".back" }
      }
      if let action = value as? UIAlertAction, action.controlShowingAction === object {
        return remember(id + ".row", object, context)
      }
      if let alert = value as? UIAlertController {
        if alert.viewIfLoaded === object { return remember(id + ".view", object, context) }
        if let tap = alert.viewIfLoaded?.gestureRecognizers?.first, tap === object {
          return remember(id + ".dimmingTap", object, context)
        }
      }
      if let dimming = (value as? UIViewController)?.existingPopoverDimmingView {
        if dimming === object { return remember(id + ".dimmingView", object, context) }
        if let tap = dimming.gestureRecognizers?.first, tap === object {
          return remember(id + ".dimmingTap", object, context)
        }
      }
      if let sheet = (value as? UIViewController)?.existingSheetPresentationController,
        let part = sheet.namedParts.first(where: { $0.object === object })
      {
        return remember(id + "." + part.name, object, context)
      }
      if let controller = value as? UIViewController, controller.tabBarController != nil,
        controller.tabBarItem?.viewShowingItem === object
      {
        return remember(id + ".tab", object, context)
      }
    }
    return nil
  }

  private static func remember(_ name: String, _ object: AnyObject, _ context: ScriptContext) -> String {
    context.names[ObjectIdentifier(object)] = name
    return name
  }
}
