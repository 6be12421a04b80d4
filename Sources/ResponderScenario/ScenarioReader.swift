import Foundation
import ResponderKit

extension Scenario {
  /// Reads and checks a scenario file.
  ///
  /// Throws a `ScenarioError` naming the file, the JSON path of the first fault and what was
  /// expected (ScenarioFormat.md).
  public init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ScenarioError(file: path, path: "", message: "cannot read the file")
    }
    try self.init(data: data, file: path)
  }

  /// Reads and checks a scenario from JSON bytes; `file` names it in errors.
  public init(data: Data, file: String = "") throws {
    let root: JSONValue
    do {
      root = try JSONParser.parse(data)
    } catch let error as JSONSyntaxError {
      throw ScenarioError(
        file: file, path: "line \(error.line) column \(error.column)", message: "invalid JSON: \(error.message)")
    }
    do {
      self = try ScenarioReader().read(JSONNode(value: root, path: ""))
      try ScenarioChecker(scenario: self).check()
    } catch let error as ModelError {
      throw ScenarioError(file: file, path: error.path, message: error.message)
    }
  }
}

/// Turns the JSON tree into the model, checking keys and types.
struct ScenarioReader {
  /// The latest time a step may have: about 11.6 days. Later times are no real input, and at
  /// such magnitudes adding a timer's interval to the clock no longer changes it.
  static let latestTime: Double = 1_000_000

  /// The kinds of `do` step.
  static let stepKinds = [
    "set", "remove", "add", "becomeFirstResponder", "resignFirstResponder", "sendAction", "motion", "remote", "press",
    "makeKey", "setContentOffset", "animate", "push", "pop", "present", "dismiss", "type", "deleteBackward", "select",
  ]

  /// The words of an `animate` step's `options`.
  static let animationOptions: [(String, UIView.AnimationOptions)] = [
    ("allowUserInteraction", .allowUserInteraction), ("beginFromCurrentState", .beginFromCurrentState),
    ("repeat", .repeat), ("autoreverse", .autoreverse), ("curveEaseInOut", .curveEaseInOut),
    ("curveEaseIn", .curveEaseIn), ("curveEaseOut", .curveEaseOut), ("curveLinear", .curveLinear),
  ]

  /// Reads one of an enumeration's words and returns its value (the words in the order the
  /// error lists them).
  static func pick<Value>(_ node: JSONNode, _ words: [(String, Value)]) throws -> Value {
    let word = try node.word(among: words.map(\.0))
    return words.first { $0.0 == word }!.1
  }

  /// The words of a pointer step's phase (P1–P8).
  static let pointerPhases: [(String, UIRawPointer.Phase)] = [
    ("hover", .hover), ("down", .down), ("drag", .drag), ("up", .up), ("exit", .exited), ("cancel", .cancelled),
    ("scroll", .scroll),
  ]

  /// Reads pointer buttons: a list of `primary`, `secondary` or button numbers from 1 (P2).
  static func readButtons(_ node: JSONNode) throws -> UIEvent.ButtonMask {
    var mask: UIEvent.ButtonMask = []
    for element in try node.array() {
      if case .number = element.value {
        let number = try element.int()
        guard (1...32).contains(number) else { throw element.fail("expected a button number from 1 to 32") }
        mask.insert(.button(number))
      } else {
        mask.insert(try pick(element, [("primary", UIEvent.ButtonMask.primary), ("secondary", .secondary)]))
      }
    }
    return mask
  }

  static let viewKeys =
    ["id", "class"] + ViewProperties.viewKeys + [
      "gestureRecognizers", "subviews",
    ]

  func read(_ root: JSONNode) throws -> Scenario {
    let object = try root.object(
      "a scenario object", known: ["name", "application", "windows", "views", "input"])
    var scenario = Scenario(name: nil, application: ApplicationSpec(), windows: [], views: [], input: [])
    scenario.name = try object["name"]?.string()
    if let application = object["application"] {
      let fields = try application.object(
        "an object", known: ["id", "delegate", "idiom", "indirectInputEvents", "layoutDirection"])
      if let id = fields["id"] { scenario.application.id = try readID(id) }
      if let idiom = fields["idiom"] {
        scenario.application.idiom = try Self.pick(idiom, [("phone", UIUserInterfaceIdiom.phone), ("pad", .pad)])
      }
      if let flag = fields["indirectInputEvents"] { scenario.application.indirectInputEvents = try flag.bool() }
      if let direction = fields["layoutDirection"] {
        scenario.application.layoutDirection = try Self.pick(
          direction, [("leftToRight", UIUserInterfaceLayoutDirection.leftToRight), ("rightToLeft", .rightToLeft)])
      }
      if let delegate = fields["delegate"] {
        scenario.application.delegate = delegate.isNull ? nil : try readID(delegate)
      }
    }
    scenario.windows = try object["windows"]?.array().map(readWindow) ?? []
    scenario.views = try object["views"]?.array().map { try readView($0, flat: true) } ?? []
    scenario.input = try object["input"]?.array().map(readStep) ?? []
    return scenario
  }

  private func readID(_ node: JSONNode) throws -> String {
    let id = try node.string()
    guard !id.isEmpty, !id.contains(where: \.isWhitespace) else {
      throw node.fail("expected an id: a non-empty string without spaces")
    }
    return id
  }

  func readView(_ node: JSONNode, flat: Bool = false) throws -> ViewSpec {
    var known = Self.viewKeys + (flat ? ["superview"] : [])
    // A scroll view's keys are known only to a scroll view (ScenarioFormat.md, "Scroll views").
    if case .object(let members) = node.value,
      members.contains(where: { $0.key == "class" && $0.value == .string(ViewClass.scrollView.rawValue) })
    {
      known += ViewProperties.scrollKeys
    }
    if case .object(let members) = node.value,
      members.contains(where: { $0.key == "class" && $0.value == .string(ViewClass.stack.rawValue) })
    {
      known += ViewProperties.stackKeys
    }
    // A list is a scroll view with keys of its own (ScenarioFormat.md, "Lists").
    for kind in ViewClass.lists {
      if case .object(let members) = node.value,
        members.contains(where: { $0.key == "class" && $0.value == .string(kind.rawValue) })
      {
        known += ViewProperties.scrollKeys + ListProperties.keys(of: kind)
      }
    }
    // A text field's, text view's or search bar's keys (ScenarioFormat.md, "Text").
    for kind in [ViewClass.textField, .textView, .searchBar] {
      if case .object(let members) = node.value,
        members.contains(where: { $0.key == "class" && $0.value == .string(kind.rawValue) })
      {
        known += TextProperties.keys(of: kind)
      }
    }
    if case .object(let members) = node.value {
      let kind = members.first { $0.key == "class" }.flatMap { member -> ViewClass? in
        guard case .string(let word) = member.value else { return nil }
        return ViewClass(rawValue: word)
      }
      for member in members where !known.contains(member.key) {
        try TextProperties.checkApplies(
          member.key, to: kind ?? .view, at: JSONNode(value: member.value, path: node.child(member.key)))
      }
    }
    let object = try node.object("a view object", known: known)
    var view = ViewSpec(id: try readID(object.required("id", "a string id")), path: node.path)
    for member in object.keys {
      let field = object[member]!
      switch member {
      case "id": break
      case "class":
        view.kind = ViewClass(rawValue: try field.word(among: ViewClass.allCases.map(\.rawValue)))!
      case "subviews": view.subviews = try field.array().map { try readView($0) }
      case "gestureRecognizers": view.gestures = try field.array().map(readGesture)
      case "superview": view.superview = try readID(field)
      default: try view.properties.read(member, field)
      }
    }
    for member in object.keys {
      try ViewProperties.checkApplies(member, to: view.kind, at: object[member]!)
    }
    if let frame = object["frame"], object["constraints"] != nil {
      throw frame.fail("a view placed by \"constraints\" takes its frame from them (Y1); give no \"frame\"")
    }
    if let offset = object["contentOffset"], object["boundsOrigin"] != nil {
      throw offset.fail("\"contentOffset\" and \"boundsOrigin\" are one property (S2); give at most one of them")
    }
    if let target = object["targetContentOffset"], object["delegate"] == nil {
      throw target.fail("\"targetContentOffset\" is the delegate's answer; it needs a \"delegate\"")
    }
    if let zoomView = object["zoomView"], object["delegate"] == nil {
      throw zoomView.fail("\"zoomView\" is the delegate's answer to viewForZooming(in:); it needs a \"delegate\"")
    }
    try ListProperties.checkCounts(object)
    return view
  }

  private func readWindow(_ node: JSONNode) throws -> WindowSpec {
    let known = Self.viewKeys.filter { $0 != "class" } + ["level", "key", "rootViewController"]
    let object = try node.object("a window object", known: known)
    var window = WindowSpec(view: ViewSpec(id: try readID(object.required("id", "a string id")), path: node.path))
    for member in object.keys {
      let field = object[member]!
      switch member {
      case "id": break
      case "key": window.key = try field.bool()
      case "rootViewController": window.rootViewController = try readViewController(field)
      case "subviews": window.view.subviews = try field.array().map { try readView($0) }
      case "gestureRecognizers": window.view.gestures = try field.array().map(readGesture)
      case _ where ViewProperties.controlKeys[member] != nil:
        throw field.fail("\"\(member)\" applies to controls; a window is not one")
      default: try window.view.properties.read(member, field)
      }
    }
    return window
  }

  private func readViewController(_ node: JSONNode, child: Bool = false) throws -> ViewControllerSpec {
    var known = ["id", "children", "presented"] + ViewProperties.controllerKeys + Self.shellKeys
    known.append(child ? "viewId" : "view")
    let object = try node.object("a view controller object", known: known)
    var controller = ViewControllerSpec(id: try readID(object.required("id", "a string id")), path: node.path)
    for member in object.keys {
      let field = object[member]!
      switch member {
      case "id": break
      case "view": controller.view = try readView(field)
      case "viewId": controller.viewID = try readID(field)
      case "children": controller.children = try field.array().map { try readViewController($0, child: true) }
      case "presented": controller.presented = [try readViewController(field)]
      case _ where Self.shellKeys.contains(member):
        try readShellKey(member, field, into: &controller.shell, readController: { try readViewController($0) })
      default: try controller.properties.read(member, field)
      }
    }
    if child, controller.viewID == nil {
      throw ModelError(path: node.child("viewId"), message: "missing; expected the id of the child's view")
    }
    return controller
  }

  private func readStep(_ node: JSONNode) throws -> InputStep {
    let object = try node.object(
      "an input step object",
      known: [
        "t", "touch", "phase", "at", "wait", "do", "object", "property", "value", "to", "action", "target",
        "from", "motion", "subtype", "key", "modifiers", "animated", "duration", "delay", "options", "pointer",
        "buttons", "by", "scrollType", "controller", "text", "count", "range",
      ])
    let time = try object.required("t", "a time in seconds").number(in: 0...Self.latestTime, "a time in seconds")
    func allow(_ keys: [String], _ kind: String) throws {
      for key in object.keys where !(["t"] + keys).contains(key) {
        throw object[key]!.fail(
          "unknown key \"\(key)\" for \(kind); expected \((["t"] + keys).joined(separator: ", "))")
      }
    }
    if let finger = object["touch"] {
      try allow(["touch", "phase", "at"], "a touch step")
      let phaseNode = try object.required("phase", "began, moved, stationary, ended or cancelled")
      let phases: [(String, UITouch.Phase)] = [
        ("began", .began), ("moved", .moved), ("stationary", .stationary), ("ended", .ended),
        ("cancelled", .cancelled),
      ]
      let phase = try Self.pick(phaseNode, phases)
      let at = try object.required("at", "[x, y] in screen coordinates").numbers(2, "[x, y] (2 numbers)")
      return InputStep(
        t: time, action: .touch(finger: try finger.finger(), phase: phase, at: CGPoint(x: at[0], y: at[1])),
        path: node.path)
    }
    if let pointer = object["pointer"] {
      try allow(["pointer", "at", "buttons", "modifiers", "by", "scrollType"], "a pointer step")
      let phase = try Self.pick(pointer, Self.pointerPhases)
      let at = try object.required("at", "[x, y] in screen coordinates").numbers(2, "[x, y] (2 numbers)")
      var raw = UIRawPointer(phase: phase, location: CGPoint(x: at[0], y: at[1]))
      if let buttons = object["buttons"] { raw.buttons = try Self.readButtons(buttons) }
      if let modifiers = object["modifiers"] { raw.modifierFlags = try KeyNames.readModifiers(modifiers) }
      if let by = object["by"] {
        guard phase == .scroll else { throw by.fail("\"by\" is for a scroll step only") }
        let n = try by.numbers(2, "[dx, dy] (2 numbers)")
        raw.scrollTranslation = CGPoint(x: n[0], y: n[1])
      } else if phase == .scroll {
        throw ModelError(path: node.child("by"), message: "missing; expected the scroll's translation [dx, dy]")
      }
      if let type = object["scrollType"] {
        guard phase == .scroll else { throw type.fail("\"scrollType\" is for a scroll step only") }
        raw.scrollType = try Self.pick(type, [("discrete", UIScrollType.discrete), ("continuous", .continuous)])
      }
      return InputStep(t: time, action: .pointer(raw), path: node.path)
    }
    if let wait = object["wait"] {
      try allow(["wait"], "a wait step")
      guard try wait.bool() else { throw wait.fail("expected true") }
      return InputStep(t: time, action: .wait, path: node.path)
    }
    guard let doNode = object["do"] else {
      throw node.fail("expected a step with \"touch\", \"wait\" or \"do\"")
    }
    let objectID = { try readID(object.required("object", "the id of an object")) }
    let action: InputStep.Action
    switch try doNode.string() {
    case "set":
      try allow(["do", "object", "property", "value"], "a set step")
      action = .set(
        object: try objectID(), property: try object.required("property", "a property name").string(),
        value: try object.required("value", "the new value"))
    case "remove":
      try allow(["do", "object"], "a remove step")
      action = .remove(object: try objectID())
    case "add":
      try allow(["do", "object", "to"], "an add step")
      action = .add(object: try objectID(), to: try readID(object.required("to", "the id of a view or window")))
    case "push", "present":
      let kind = try doNode.string()
      try allow(["do", "object", "controller", "animated"], "a \(kind) step")
      let controller = try readViewController(object.required("controller", "a view controller object"))
      let animated = try object["animated"]?.bool() ?? true
      action =
        kind == "push"
        ? .push(object: try objectID(), controller: controller, animated: animated)
        : .present(object: try objectID(), controller: controller, animated: animated)
    case "pop", "dismiss":
      let kind = try doNode.string()
      try allow(["do", "object", "animated"], "a \(kind) step")
      let animated = try object["animated"]?.bool() ?? true
      action =
        kind == "pop"
        ? .pop(object: try objectID(), animated: animated) : .dismiss(object: try objectID(), animated: animated)
    case "setContentOffset":
      try allow(["do", "object", "value", "animated"], "a setContentOffset step")
      let n = try object.required("value", "the offset [x, y]").numbers(2, "[x, y] (2 numbers)")
      action = .setContentOffset(
        object: try objectID(), CGPoint(x: n[0], y: n[1]), animated: try object["animated"]?.bool() ?? false)
    case "animate":
      try allow(["do", "object", "property", "value", "duration", "delay", "options"], "an animate step")
      let duration = try object.required("duration", "a duration in seconds").number(
        in: 0...Self.latestTime, "a duration in seconds")
      let delay = try object["delay"]?.number(in: 0...Self.latestTime, "a delay in seconds") ?? 0
      var options: UIView.AnimationOptions = []
      if let list = object["options"] {
        for word in try list.array() {
          options.insert(try Self.pick(word, Self.animationOptions))
        }
      }
      action = .animate(
        object: try objectID(), property: try object.required("property", "a property name").string(),
        value: try object.required("value", "the new value"), duration: duration, delay: delay, options: options)
    case "makeKey":
      try allow(["do", "object"], "a makeKey step")
      action = .makeKey(object: try objectID())
    case "becomeFirstResponder":
      try allow(["do", "object"], "a becomeFirstResponder step")
      action = .becomeFirstResponder(object: try objectID())
    case "resignFirstResponder":
      try allow(["do", "object"], "a resignFirstResponder step")
      action = .resignFirstResponder(object: try objectID())
    case "sendAction":
      try allow(["do", "action", "target", "from"], "a sendAction step")
      let target = try object["target"].flatMap { $0.isNull ? nil : try readID($0) }
      let from = try object["from"].flatMap { $0.isNull ? nil : try readID($0) }
      action = .sendAction(
        action: try object.required("action", "an action name").string(), target: target, from: from)
    case "motion":
      try allow(["do", "motion", "phase"], "a motion step")
      let motion = try object.required("motion", "\"shake\"")
      _ = try motion.word(among: ["shake"])
      let phaseNode = try object.required("phase", "began, ended or cancelled")
      action = .motion(try Self.pick(phaseNode, [("began", .began), ("ended", .ended), ("cancelled", .cancelled)]))
    case "remote":
      try allow(["do", "subtype"], "a remote step")
      let node = try object.required("subtype", "a remote-control subtype such as \"play\"")
      action = .remote(try Self.pick(node, EventNames.remoteSubtypes))
    case "press":
      try allow(["do", "key", "phase", "modifiers"], "a press step")
      let keyNode = try object.required("key", "a key name such as \"enter\"")
      let key = try keyNode.string()
      guard KeyNames.key(named: key) != nil else {
        throw keyNode.fail(
          "unknown key name \"\(key)\"\(didYouMean(key, among: KeyNames.named.map(\.0))); expected a key: enter, "
            + "escape, delete, tab, space, upArrow, downArrow, leftArrow, rightArrow, a…z or 0…9")
      }
      let phaseNode = try object.required("phase", "began, changed, ended or cancelled")
      let phase = try Self.pick(
        phaseNode,
        [("began", UIPress.Phase.began), ("changed", .changed), ("ended", .ended), ("cancelled", .cancelled)])
      let modifiers = try object["modifiers"].map(KeyNames.readModifiers) ?? []
      action = .press(key: key, phase: phase, modifiers: modifiers)
    case "type":
      try allow(["do", "text"], "a type step")
      let text = try object.required("text", "the text to type, such as \"hi\\n\"").string()
      guard !text.isEmpty else { throw object["text"]!.fail("expected at least one character to type") }
      action = .type(text)
    case "deleteBackward":
      try allow(["do", "count"], "a deleteBackward step")
      var count = 1
      if let node = object["count"] {
        count = try node.int()
        guard (1...1000).contains(count) else {
          throw node.fail("\(count) is out of range; expected a number of deletions from 1 to 1000")
        }
      }
      action = .deleteBackward(count: count)
    case "select":
      try allow(["do", "object", "range"], "a select step")
      let node = try object.required("range", "[location, length] in UTF-16 units")
      let expected = "[location, length] in UTF-16 units (2 whole numbers, 0 or more)"
      let n = try node.numbers(2, expected)
      guard n.allSatisfy({ $0 >= 0 && $0 == $0.rounded() && $0 < 1e9 }) else {
        throw node.fail("expected \(expected), found [\(n.map(JSONNode.text).joined(separator: ", "))]")
      }
      action = .select(object: try objectID(), range: NSRange(location: Int(n[0]), length: Int(n[1])))
    case let other:
      throw doNode.unknownWord(other, among: Self.stepKinds)
    }
    return InputStep(t: time, action: action, path: node.path)
  }
}
