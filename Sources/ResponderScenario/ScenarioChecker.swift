import Foundation

/// Checks what the reader cannot see one object at a time: unique ids, references to ids of
/// the right kind, one key window, non-decreasing times, property names of `set` steps.
struct ScenarioChecker {
  enum Kind: String {
    case application = "the application"
    case delegate = "the app delegate"
    case window = "a window"
    case viewController = "a view controller"
    case view = "a view"
    case recognizer = "a gesture recognizer"
    case barItem = "a bar button item"
    case alertAction = "an alert action"
  }

  let scenario: Scenario
  /// Recognizer types by id, for checking `set` steps.
  private var gestureTypes: [String: GestureType] = [:]
  /// View classes by id, for checking `set` steps of control keys.
  private var viewClasses: [String: ViewClass] = [:]
  private var kinds: [String: Kind] = [:]
  /// The `<id>.pan` names of scroll views' pans: `set` may change only their `enabled`.
  private var scrollPans: Set<String> = []
  /// The controllers that are navigation controllers (`navigation`), which `push` and `pop`
  /// steps name.
  private var navigationIDs: Set<String> = []
  private var idPaths: [String: String] = [:]

  init(scenario: Scenario) {
    self.scenario = scenario
  }

  func check() throws {
    var checker = self
    try checker.collectIDs()
    try checker.checkReferences()
  }

  private mutating func declare(_ id: String, _ kind: Kind, at path: String) throws {
    let idPath = path.isEmpty ? "id" : "\(path).id"
    if let first = idPaths[id] {
      throw ModelError(path: idPath, message: "duplicate id \"\(id)\" (first used at \(first)); ids must be unique")
    }
    idPaths[id] = idPath
    kinds[id] = kind
  }

  private mutating func collectIDs() throws {
    try declare(scenario.application.id, .application, at: "application")
    if let delegate = scenario.application.delegate {
      try declareDelegate(delegate)
    }
    for window in scenario.windows {
      try declare(window.view.id, .window, at: window.view.path)
      try declareGestures(window.view.gestures)
      try declareViews(window.view.subviews)
      if let controller = window.rootViewController { try declareController(controller) }
    }
    try declareViews(scenario.views)
    for step in scenario.input {
      switch step.action {
      case .push(_, let controller, _), .present(_, let controller, _): try declareController(controller)
      default: break
      }
    }
  }

  private mutating func declareDelegate(_ id: String) throws {
    if idPaths[id] != nil {
      throw ModelError(path: "application.delegate", message: "duplicate id \"\(id)\"; ids must be unique")
    }
    idPaths[id] = "application.delegate"
    kinds[id] = .delegate
  }

  private mutating func declareViews(_ views: [ViewSpec]) throws {
    for view in views {
      try declare(view.id, .view, at: view.path)
      viewClasses[view.id] = view.kind
      if view.kind == .scrollView || view.kind == .textView || ViewClass.lists.contains(view.kind) {
        // The scroll view's pan has a name of its own (ScenarioFormat.md): no id may take it.
        try declare(view.id + ".pan", .recognizer, at: view.path)
        gestureTypes[view.id + ".pan"] = .pan
        scrollPans.insert(view.id + ".pan")
      }
      try declareGestures(view.gestures)
      try declareViews(view.subviews)
    }
  }

  private mutating func declareGestures(_ gestures: [GestureSpec]) throws {
    for gesture in gestures {
      try declare(gesture.id, .recognizer, at: gesture.path)
      gestureTypes[gesture.id] = gesture.type
    }
  }

  private mutating func declareController(_ controller: ViewControllerSpec) throws {
    try declare(controller.id, .viewController, at: controller.path)
    if controller.shell.navigation != nil || controller.shell.tabs != nil || controller.shell.alert != nil,
      controller.view != nil
    {
      throw ModelError(
        path: "\(controller.path).view",
        message: "a controller with \"navigation\", \"tabs\" or \"alert\" makes its own view; expected no \"view\"")
    }
    for action in controller.shell.alert?.actions ?? [] {
      try declare(action.id, .alertAction, at: "\(controller.path).alert")
    }
    if controller.shell.navigation != nil { navigationIDs.insert(controller.id) }
    for inner in (controller.shell.navigation ?? []) + (controller.shell.tabs ?? []) {
      try declareController(inner)
    }
    for item in controller.shell.leftItems + controller.shell.rightItems + controller.shell.toolbarItems {
      try declare(item.id, .barItem, at: controller.path)
    }
    if let view = controller.view { try declareViews([view]) }
    for child in controller.children { try declareController(child) }
    for presented in controller.presented { try declareController(presented) }
  }

  private func expect(_ id: String, _ allowed: [Kind], at path: String) throws {
    guard let kind = kinds[id] else {
      throw ModelError(
        path: path,
        message: "unknown id \"\(id)\"; expected the id of \(allowed.map(\.rawValue).joined(separator: " or "))")
    }
    guard allowed.contains(kind) else {
      throw ModelError(
        path: path,
        message: "\"\(id)\" is \(kind.rawValue); expected \(allowed.map(\.rawValue).joined(separator: " or "))")
    }
  }

  private static let responders: [Kind] = [.view, .window, .viewController, .application, .delegate]

  private func checkReferences() throws {
    var keyWindows: [String] = []
    for window in scenario.windows {
      if window.key { keyWindows.append(window.view.path) }
      try checkView(window.view)
      if let controller = window.rootViewController { try checkController(controller) }
    }
    if keyWindows.count > 1 {
      throw ModelError(path: "\(keyWindows[1]).key", message: "a second key window; expected exactly one key window")
    }
    // No window marked key: the first one is key (lenient, so that a one-window file need
    // not say it; a second key window is an error).
    for view in scenario.views {
      try checkView(view)
      if let superview = view.superview {
        try expect(superview, [.view, .window], at: "\(view.path).superview")
      }
    }
    try checkFlatCycles()
    try checkSteps()
  }

  private func checkView(_ view: ViewSpec) throws {
    try checkReferences(in: view.properties, at: view.path)
    for gesture in view.gestures {
      if let target = gesture.target { try expect(target, Self.responders, at: "\(gesture.path).target") }
      try checkReferences(in: gesture.properties, at: gesture.path)
    }
    for subview in view.subviews { try checkView(subview) }
  }

  /// The ids that recognizer keys name.
  private func checkReferences(in properties: GestureProperties, at path: String, keyPaths: Bool = true) throws {
    func at(_ key: String) -> String { keyPaths ? "\(path).\(key)" : path }
    if let other = properties.requireToFail { try expect(other, [.recognizer], at: at("requireToFail")) }
    for (index, id) in (properties.simultaneousWith ?? []).enumerated() {
      try expect(id, [.recognizer], at: "\(at("simultaneousWith"))[\(index)]")
    }
  }

  /// The ids that view and responder keys name: the one check for files and `set` steps.
  private func checkReferences(in properties: ViewProperties, at path: String, keyPaths: Bool = true) throws {
    func at(_ key: String) -> String { keyPaths ? "\(path).\(key)" : path }
    for (index, id) in (properties.pointInsideAlso ?? []).enumerated() {
      try expect(id, [.view], at: "\(at("pointInsideAlso"))[\(index)]")
    }
    if case .some(.some(let target)) = properties.hitTestRedirect {
      try expect(target, [.view], at: "\(at("hitTestRedirect")).to")
    }
    if case .some(.some(let next)) = properties.next { try expect(next, Self.responders, at: at("next")) }
    if case .some(.some(let input)) = properties.inputView { try expect(input, [.view], at: at("inputView")) }
    if case .some(.some(let accessory)) = properties.inputAccessoryView {
      try expect(accessory, [.view], at: at("inputAccessoryView"))
    }
    for action in properties.actions ?? [] {
      if let target = action.target { try expect(target, Self.responders, at: "\(action.path).target") }
    }
    if let delegate = properties.scrollDelegate {
      try expect(delegate, [.viewController, .view, .delegate], at: at("delegate"))
    }
    if let zoomView = properties.zoomView { try expect(zoomView, [.view], at: at("zoomView")) }
    for (index, constraint) in (properties.constraints ?? []).enumerated() {
      guard case .view(let id)? = constraint.item else { continue }
      try expect(id, [.view, .window], at: "\(at("constraints"))[\(index)]")
    }
    for (key, answer) in [
      ("touchesShouldBegin", properties.touchesShouldBegin), ("touchesShouldCancel", properties.touchesShouldCancel),
    ] {
      guard case .only(let ids)? = answer else { continue }
      for (index, id) in ids.enumerated() { try expect(id, [.view], at: "\(at(key))[\(index)]") }
    }
  }

  private func checkController(_ controller: ViewControllerSpec) throws {
    if let view = controller.view { try checkView(view) }
    if let source = controller.shell.popoverSource {
      try expect(source, [.view], at: "\(controller.path).popoverSource")
    }
    for (index, id) in controller.shell.passthrough.enumerated() {
      try expect(id, [.view], at: "\(controller.path).passthrough[\(index)]")
    }
    try checkReferences(in: controller.properties, at: controller.path)
    var childViews: Set<String> = []
    for child in controller.children {
      let path = "\(child.path).viewId"
      try expect(child.viewID!, [.view], at: path)
      guard child.viewID != controller.view?.id, childViews.insert(child.viewID!).inserted else {
        throw ModelError(
          path: path,
          message: "\"\(child.viewID!)\" is already the view of another controller; expected a view of its own")
      }
      guard let parentView = controller.view, Self.contains(parentView, child.viewID!) else {
        throw ModelError(
          path: path,
          message: "\"\(child.viewID!)\" is not inside the view of \"\(controller.id)\"; "
            + "expected the id of a view in the parent's view")
      }
      try checkController(child)
    }
    for presented in controller.presented { try checkController(presented) }
    for inner in (controller.shell.navigation ?? []) + (controller.shell.tabs ?? []) { try checkController(inner) }
  }

  private static func contains(_ view: ViewSpec, _ id: String) -> Bool {
    view.id == id || view.subviews.contains { contains($0, id) }
  }

  /// The flat `views` list must not make a view its own ancestor.
  private func checkFlatCycles() throws {
    var parent: [String: String] = [:]
    for view in scenario.views { if let superview = view.superview { parent[view.id] = superview } }
    // Each id is walked once: a walk stops at an id an earlier walk cleared (linear, so that a
    // 10,000-level flat file is checked as fast as a flat one).
    var cleared: Set<String> = []
    for view in scenario.views where view.superview != nil && !cleared.contains(view.id) {
      var path: [String] = [view.id]
      var onPath: Set<String> = [view.id]
      var current = view.id
      while let up = parent[current], !cleared.contains(up) {
        guard onPath.insert(up).inserted else {
          throw ModelError(
            path: "\(view.path).superview", message: "the superview ids make a cycle; expected a tree")
        }
        path.append(up)
        current = up
      }
      cleared.formUnion(path)
    }
  }

  private func checkSteps() throws {
    var previous = -Double.infinity
    for step in scenario.input {
      guard step.t >= previous else {
        throw ModelError(
          path: "\(step.path).t",
          message: "\(step.t) is earlier than the step before (\(previous)); expected non-decreasing times")
      }
      previous = step.t
      switch step.action {
      case .touch, .wait, .pointer: break
      case .set(let object, let property, _) where scrollPans.contains(object) && property != "enabled":
        throw ModelError(
          path: "\(step.path).property",
          message: "unknown property \"\(property)\" for a scroll view's pan; expected enabled")
      case .set(let object, let property, let value) where kinds[object] == .recognizer:
        guard GestureProperties.keys.contains(property) else {
          throw ModelError(
            path: "\(step.path).property",
            message:
              "unknown property \"\(property)\"; expected one of \(GestureProperties.keys.joined(separator: ", "))")
        }
        var patch = GestureProperties()
        try patch.read(property, value, type: gestureTypes[object]!)
        try checkReferences(in: patch, at: value.path, keyPaths: false)
      case .set(let object, let property, let value):
        try expect(object, [.view, .window, .recognizer], at: "\(step.path).object")
        let allowed =
          ViewProperties.viewKeys + (kinds[object] == .window ? ["level"] : [])
          + (viewClasses[object] == .scrollView ? ViewProperties.scrollKeys : [])
          + ListProperties.setKeys(of: viewClasses[object]) + TextProperties.keys(of: viewClasses[object])
        if property == "style", let kind = viewClasses[object], kind == .table {
          throw ModelError(
            path: "\(step.path).property",
            message: "\"style\" is fixed when the table is made (UITableView.style is read-only); it cannot be set")
        }
        if !allowed.contains(property) {
          try TextProperties.checkApplies(
            property, to: viewClasses[object], at: JSONNode(value: .null, path: "\(step.path).property"))
        }
        guard allowed.contains(property) else {
          throw ModelError(
            path: "\(step.path).property",
            message: "unknown property \"\(property)\"; expected one of \(allowed.joined(separator: ", "))")
        }
        var patch = ViewProperties()
        try patch.read(property, value)
        try ViewProperties.checkApplies(property, to: viewClasses[object] ?? .view, at: value)
        try checkReferences(in: patch, at: value.path, keyPaths: false)
      case .animate(let object, let property, let value, _, _, _):
        try expect(object, [.view, .window], at: "\(step.path).object")
        let allowed = ViewProperties.viewKeys + (viewClasses[object] == .scrollView ? ViewProperties.scrollKeys : [])
        guard allowed.contains(property) else {
          throw ModelError(
            path: "\(step.path).property",
            message: "unknown property \"\(property)\"; expected one of \(allowed.joined(separator: ", "))")
        }
        var patch = ViewProperties()
        try patch.read(property, value)
        try ViewProperties.checkApplies(property, to: viewClasses[object] ?? .view, at: value)
        try checkReferences(in: patch, at: value.path, keyPaths: false)
      case .remove(let object):
        try expect(object, [.view, .recognizer], at: "\(step.path).object")
      case .add(let object, let to):
        try expect(object, [.view], at: "\(step.path).object")
        try expect(to, [.view, .window], at: "\(step.path).to")
      case .makeKey(let object):
        try expect(object, [.window], at: "\(step.path).object")
      case .push(let object, let controller, _):
        try expect(object, [.viewController], at: "\(step.path).object")
        guard navigationIDs.contains(object) else {
          throw ModelError(
            path: "\(step.path).object",
            message: "\"\(object)\" is not a navigation controller; expected the id of a controller with \"navigation\""
          )
        }
        try checkController(controller)
      case .pop(let object, _):
        try expect(object, [.viewController], at: "\(step.path).object")
        guard navigationIDs.contains(object) else {
          throw ModelError(
            path: "\(step.path).object",
            message: "\"\(object)\" is not a navigation controller; expected the id of a controller with \"navigation\""
          )
        }
      case .present(let object, let controller, _):
        try expect(object, [.viewController], at: "\(step.path).object")
        try checkController(controller)
      case .dismiss(let object, _):
        try expect(object, [.viewController], at: "\(step.path).object")
      case .setContentOffset(let object, _, _):
        try expect(object, [.view], at: "\(step.path).object")
        guard viewClasses[object] == .scrollView else {
          throw ModelError(
            path: "\(step.path).object", message: "\"\(object)\" is not a scroll view; expected the id of a scrollView")
        }
      case .becomeFirstResponder(let object), .resignFirstResponder(let object):
        try expect(object, Self.responders, at: "\(step.path).object")
      case .sendAction(_, let target, let from):
        if let target { try expect(target, Self.responders, at: "\(step.path).target") }
        if let from { try expect(from, Self.responders, at: "\(step.path).from") }
      case .select(let object, _):
        try expect(object, [.view], at: "\(step.path).object")
        guard let kind = viewClasses[object], [.textField, .textView, .searchBar].contains(kind) else {
          throw ModelError(
            path: "\(step.path).object",
            message: "\"\(object)\" takes no text; expected the id of a textField, textView or searchBar")
        }
      case .motion, .remote, .press, .type, .deleteBackward:
        break
      }
    }
  }
}
