import Foundation
import ResponderKit

/// A scenario file, read and checked: the app to build and the input to play.
///
/// ScenarioFormat.md is the format. Reading checks the whole structure (keys, types, ids,
/// references, times) so that a bad file is rejected before anything runs.
public struct Scenario {
  /// The scenario's `name`, if it has one.
  public var name: String?
  var application: ApplicationSpec
  var windows: [WindowSpec]
  var views: [ViewSpec]
  var input: [InputStep]
}

struct ApplicationSpec {
  var id = "app"
  var delegate: String? = "delegate"
  /// The application's idiom (P4); nil: `.phone`.
  var idiom: UIUserInterfaceIdiom?
  /// `UIApplication.supportsIndirectInputEvents` (P1); nil: on.
  var indirectInputEvents: Bool?
  /// `UIApplication.userInterfaceLayoutDirection` (Y10); nil: left to right.
  var layoutDirection: UIUserInterfaceLayoutDirection?
}

/// The classes a scenario view can have (ScenarioFormat.md, key `class`).
enum ViewClass: String, CaseIterable {
  case view, imageView, label, control, button, `switch`, slider, segmentedControl, stepper, pageControl,
    textField, scrollView, stack, table, collection, textView, searchBar

  /// The list classes (ScenarioFormat.md, "Lists"): scroll views with rows or items (L1).
  static let lists: [ViewClass] = [.table, .collection]

  /// The control classes.
  static let controls: [ViewClass] = [
    .control, .button, .switch, .slider, .segmentedControl, .stepper, .pageControl, .textField,
  ]
}

/// One entry of a control's `actions`.
struct ControlActionSpec {
  var event: UIControl.Event
  var target: String?
  var action: String
  var path: String
}

/// What `hitTestReturns` makes a view's `hitTest` return instead of itself or a descendant.
enum HitTestReturn: String {
  case superview
  case `nil`
}

/// A scroll view's scripted answer to `touchesShouldBegin(_:with:in:)` or
/// `touchesShouldCancel(in:)` (S6, S7): the same for every view, or true for the listed views only.
enum ScrollAnswer: Equatable {
  case always(Bool)
  case only([String])

  static func read(_ node: JSONNode) throws -> ScrollAnswer {
    if case .bool(let flag) = node.value { return .always(flag) }
    guard case .array = node.value else { throw node.mismatch("true, false or a list of view ids") }
    return .only(try node.strings())
  }
}

/// The view keys that a file may set and a `set` step may change; nil means "leave as is".
struct ViewProperties {
  /// The colour of a `"#rrggbb"` text the reader accepted (opaque).
  static func color(fromHex text: String) -> UIColor {
    let value = UInt32(text.dropFirst(), radix: 16) ?? 0
    func component(_ shift: UInt32) -> CGFloat { CGFloat((value >> shift) & 0xff) / 255 }
    return UIColor(red: component(16), green: component(8), blue: component(0), alpha: 1)
  }

  var frame: CGRect?
  var boundsOrigin: CGPoint?
  var transform: CGAffineTransform?
  var hidden: Bool?
  var alpha: Double?
  var userInteractionEnabled: Bool?
  var clipsToBounds: Bool?
  var multipleTouchEnabled: Bool?
  var exclusiveTouch: Bool?
  var consumes: Set<ResponderMessage>?
  var handles: Set<ResponderMessage>?
  var pointInsideAlso: [String]?
  var hitTestRedirect: String??
  var hitTestReturns: HitTestReturn??
  var next: String??
  var color: String?
  /// Shapes the view draws in its `draw(_:)` (ScenarioFormat.md, "Drawing"; W1, W2).
  var drawing: [DrawnShape]?
  var level: Double?
  var canBecomeFirstResponder: Bool?
  var canResignFirstResponder: Bool?
  var performs: [String]?
  var refusesActions: [String]?
  var inputView: String??
  var inputAccessoryView: String??
  var enabled: Bool?
  var selected: Bool?
  var value: Double?
  var minimumValue: Double?
  var maximumValue: Double?
  var segments: [String]?
  var actions: [ControlActionSpec]?
  var keyCommands: [KeyCommandSpec]?
  var contentSize: CGSize?
  var contentOffset: CGPoint?
  var contentInset: UIEdgeInsets?
  var delaysContentTouches: Bool?
  var canCancelContentTouches: Bool?
  var scrollEnabled: Bool?
  var bounces: Bool?
  var alwaysBounceVertical: Bool?
  var alwaysBounceHorizontal: Bool?
  var pagingEnabled: Bool?
  var directionalLockEnabled: Bool?
  var decelerationRate: Double?
  var touchesShouldBegin: ScrollAnswer?
  var touchesShouldCancel: ScrollAnswer?
  var scrollDelegate: String?
  var targetContentOffset: CGPoint?
  var axis: NSLayoutConstraint.Axis?
  var distribution: UIStackView.Distribution?
  var alignment: UIStackView.Alignment?
  var spacing: Double?
  var layoutMarginsRelativeArrangement: Bool?

  /// The keys only a `stack` has (ScenarioFormat.md, "Stack views"), and the names of its
  /// distributions and alignments.
  static let stackKeys = ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement"]
  static let distributions: [(String, UIStackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]
  static let alignments: [(String, UIStackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("center", .center), ("trailing", .trailing),
    ("bottom", .bottom), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
  ]
  /// A traced pointer interaction on the view (P6): true adds it, false removes it.
  var pointerInteraction: Bool?
  /// The colour the view takes while the pointer is over it (P3), through an untraced
  /// pointer interaction of its own.
  var hoverColor: String?
  /// The item titles of a traced context menu on the view (M1–M6, P8); empty removes it.
  var contextMenu: [String]?
  /// The item names of a traced drag interaction on the view (D1–D6); `.some(nil)` removes it.
  var dragItems: [String]??
  /// The traced drag interaction's `isEnabled` (D1).
  var dragEnabled: Bool?
  /// The proposal of a traced drop interaction on the view (D5, D6); `.some(nil)` removes it.
  var dropProposal: UIDropOperation??
  /// The traced drop interaction's answer to `canHandle` (D5).
  var dropCanHandle: Bool?
  var minimumZoomScale: Double?
  var maximumZoomScale: Double?
  var bouncesZoom: Bool?
  var zoomView: String?
  /// The view's constraints (Y1–Y5); they replace those a file or an earlier `set` gave it.
  var constraints: [ConstraintSpec]?
  /// The keys of a `table` or `collection` (ScenarioFormat.md, "Lists"; L1–L10).
  var list = ListProperties()
  /// The keys of a `textField`, `textView` or `searchBar` (ScenarioFormat.md, "Text"; X1–X17).
  var text = TextProperties()

  /// The keys `set` may change on a view, in the order of ScenarioFormat.md's table.
  static let viewKeys = [
    "frame", "boundsOrigin", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds",
    "multipleTouchEnabled", "exclusiveTouch", "consumes", "handles", "pointInsideAlso", "hitTestRedirect",
    "hitTestReturns", "next", "color", "canBecomeFirstResponder", "canResignFirstResponder", "performs",
    "refusesActions", "inputView", "inputAccessoryView", "enabled", "selected", "value", "minimumValue",
    "maximumValue", "segments", "actions", "keyCommands", "pointerInteraction", "hoverColor",
    "contextMenu",
    "dragItems", "dragEnabled", "dropProposal", "dropCanHandle", "constraints", "drawing",
  ]

  /// The keys only a `scrollView` has (ScenarioFormat.md, "Scroll views"); other classes reject
  /// them as unknown keys.
  static let scrollKeys = [
    "contentSize", "contentOffset", "contentInset", "delaysContentTouches", "canCancelContentTouches",
    "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "pagingEnabled",
    "directionalLockEnabled", "decelerationRate", "touchesShouldBegin", "touchesShouldCancel", "delegate",
    "targetContentOffset", "minimumZoomScale", "maximumZoomScale", "bouncesZoom", "zoomView",
  ]

  /// The control keys, and the classes each applies to (ScenarioFormat.md, "control state").
  static let controlKeys: [String: [ViewClass]] = [
    "enabled": ViewClass.controls, "selected": ViewClass.controls, "actions": ViewClass.controls,
    "value": [.switch, .slider, .segmentedControl, .stepper, .pageControl],
    "minimumValue": [.slider, .stepper], "maximumValue": [.slider, .stepper],
    "segments": [.segmentedControl, .pageControl],
  ]

  /// Refuses a control key on a class it does not apply to.
  static func checkApplies(_ key: String, to kind: ViewClass, at node: JSONNode) throws {
    guard let classes = controlKeys[key], !classes.contains(kind) else { return }
    throw node.fail(
      "\"\(key)\" applies to \(classes.map(\.rawValue).joined(separator: ", ")); this view's class is \(kind.rawValue)")
  }

  /// The keys a view controller may have besides `id`, `view`, `children` and `presented`.
  static let controllerKeys = [
    "consumes", "handles", "next", "performs", "refusesActions", "canBecomeFirstResponder",
    "canResignFirstResponder", "inputView", "inputAccessoryView", "keyCommands",
  ]

  /// Reads one key into the properties; the one home of every view key's format.
  mutating func read(_ key: String, _ node: JSONNode) throws {
    switch key {
    case "frame":
      let n = try node.numbers(4, "[x, y, width, height] (4 numbers)")
      frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    case "boundsOrigin":
      let n = try node.numbers(2, "[x, y] (2 numbers)")
      boundsOrigin = CGPoint(x: n[0], y: n[1])
    case "transform": transform = try Self.readTransform(node)
    case "hidden": hidden = try node.bool()
    case "alpha": alpha = try node.number(in: 0...1, "an alpha")
    case "userInteractionEnabled": userInteractionEnabled = try node.bool()
    case "clipsToBounds": clipsToBounds = try node.bool()
    case "multipleTouchEnabled": multipleTouchEnabled = try node.bool()
    case "exclusiveTouch": exclusiveTouch = try node.bool()
    case "consumes": consumes = try Self.readMessages(node)
    case "handles": handles = try Self.readMessages(node)
    case "pointInsideAlso": pointInsideAlso = try node.strings()
    case "hitTestRedirect":
      if node.isNull {
        hitTestRedirect = .some(nil)
      } else {
        let object = try node.object("an object {\"to\": id}", known: ["to"])
        hitTestRedirect = try object.required("to", "the id of a view").string()
      }
    case "hitTestReturns":
      if node.isNull {
        hitTestReturns = .some(nil)
      } else {
        hitTestReturns = HitTestReturn(rawValue: try node.word(among: ["superview", "nil"]))
      }
    case "next": next = node.isNull ? .some(nil) : try node.string()
    case "color", "hoverColor":
      let text = try node.string()
      guard text.count == 7, text.first == "#", UInt32(text.dropFirst(), radix: 16) != nil else {
        throw node.fail("expected a colour \"#rrggbb\"")
      }
      if key == "color" { color = text } else { hoverColor = text }
    case "drawing": drawing = try node.array().map(DrawnShape.init)
    case "pointerInteraction": pointerInteraction = try node.bool()
    case "contextMenu":
      var titles: [String] = []
      for element in try node.array() {
        let title = try element.string()
        guard !title.isEmpty, !title.contains(" ") else { throw element.fail("expected an item title without spaces") }
        titles.append(title)
      }
      contextMenu = titles
    case "dragItems", "dragEnabled", "dropProposal", "dropCanHandle": try readDragDrop(key, node)
    case "constraints": try readConstraints(node)
    case "level": level = try node.number()
    case "canBecomeFirstResponder": canBecomeFirstResponder = try node.bool()
    case "canResignFirstResponder": canResignFirstResponder = try node.bool()
    case "performs": performs = try node.strings()
    case "refusesActions": refusesActions = try node.strings()
    case "keyCommands":
      keyCommands = try node.array().map { element in
        let object = try element.object("a key command object", known: ["input", "modifiers", "action"])
        let inputNode = try object.required("input", "a character such as \"s\", or a key name such as \"upArrow\"")
        let input = try inputNode.string()
        guard let commandInput = KeyNames.commandInput(named: input) else {
          throw inputNode.fail(
            "expected one character or a key name (\(KeyNames.named.map(\.0).joined(separator: ", "))), not \"\(input)\""
          )
        }
        let modifiers = try object["modifiers"].map(KeyNames.readModifiers) ?? []
        let action = try object.required("action", "an action name").string()
        return KeyCommandSpec(input: commandInput, modifiers: modifiers, action: action)
      }
    case "inputView": inputView = node.isNull ? .some(nil) : try node.string()
    case "inputAccessoryView": inputAccessoryView = node.isNull ? .some(nil) : try node.string()
    case "enabled": enabled = try node.bool()
    case "selected": selected = try node.bool()
    case "value":
      if case .bool(let flag) = node.value { value = flag ? 1 : 0 } else { value = try node.number() }
    case "minimumValue": minimumValue = try node.number()
    case "maximumValue": maximumValue = try node.number()
    case "segments":
      if case .number = node.value {
        let count = try node.int()
        guard count >= 0 else { throw node.fail("expected a number of segments (0 or more) or a list of titles") }
        segments = Array(repeating: "", count: count)
      } else {
        segments = try node.strings()
      }
    case "actions":
      actions = try node.array().map { element in
        let object = try element.object("an action object", known: ["event", "target", "action"])
        let eventNode = try object.required("event", "a control event name such as \"touchUpInside\"")
        let event = try ScenarioReader.pick(eventNode, ControlNames.events)
        let target = try object["target"].flatMap { $0.isNull ? nil : try $0.string() }
        let action = try object.required("action", "an action name").string()
        return ControlActionSpec(event: event, target: target, action: action, path: element.path)
      }
    case "contentSize":
      let n = try node.numbers(2, "[width, height] (2 numbers)")
      contentSize = CGSize(width: n[0], height: n[1])
    case "contentOffset":
      let n = try node.numbers(2, "[x, y] (2 numbers)")
      contentOffset = CGPoint(x: n[0], y: n[1])
    case "contentInset":
      let n = try node.numbers(4, "[top, left, bottom, right] (4 numbers)")
      contentInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    case "delaysContentTouches": delaysContentTouches = try node.bool()
    case "canCancelContentTouches": canCancelContentTouches = try node.bool()
    case "scrollEnabled": scrollEnabled = try node.bool()
    case "bounces": bounces = try node.bool()
    case "alwaysBounceVertical": alwaysBounceVertical = try node.bool()
    case "alwaysBounceHorizontal": alwaysBounceHorizontal = try node.bool()
    case "pagingEnabled": pagingEnabled = try node.bool()
    case "directionalLockEnabled": directionalLockEnabled = try node.bool()
    case "decelerationRate":
      if case .string = node.value {
        let word = try node.word(among: ["normal", "fast"])
        decelerationRate = Double(
          word == "normal" ? UIScrollView.DecelerationRate.normal.rawValue : UIScrollView.DecelerationRate.fast.rawValue
        )
      } else {
        let rate = try node.number()
        guard rate > 0, rate < 1 else {
          throw node.fail("expected \"normal\", \"fast\" or a number above 0 and below 1 (the factor per millisecond)")
        }
        decelerationRate = rate
      }
    case "touchesShouldBegin": touchesShouldBegin = try ScrollAnswer.read(node)
    case "touchesShouldCancel": touchesShouldCancel = try ScrollAnswer.read(node)
    case "delegate": scrollDelegate = try node.string()
    case "targetContentOffset":
      let n = try node.numbers(2, "[x, y] (2 numbers)")
      targetContentOffset = CGPoint(x: n[0], y: n[1])
    case "axis":
      axis = try node.word(among: ["horizontal", "vertical"]) == "horizontal" ? .horizontal : .vertical
    case "distribution":
      let word = try node.word(among: Self.distributions.map(\.0))
      distribution = Self.distributions.first { $0.0 == word }?.1
    case "alignment":
      let word = try node.word(among: Self.alignments.map(\.0))
      alignment = Self.alignments.first { $0.0 == word }?.1
    case "spacing": spacing = try node.number()
    case "layoutMarginsRelativeArrangement": layoutMarginsRelativeArrangement = try node.bool()
    case "minimumZoomScale", "maximumZoomScale":
      let scale = try node.number()
      guard scale > 0 else { throw node.fail("expected a number above 0 (a zoom scale)") }
      if key == "minimumZoomScale" { minimumZoomScale = scale } else { maximumZoomScale = scale }
    case "bouncesZoom": bouncesZoom = try node.bool()
    case "zoomView": zoomView = try node.string()
    case _ where ListProperties.keys.contains(key): try list.read(key, node)
    case _ where TextProperties.keys.contains(key): try text.read(key, node)
    default: throw node.fail("unknown property \"\(key)\"")
    }
  }

  static func readMessages(_ node: JSONNode) throws -> Set<ResponderMessage> {
    // "all" means the four touch methods (ScenarioFormat.md); a list may also name press, motion
    // and remote-control methods, an optional extension.
    if case .string("all") = node.value { return Set(ResponderMessage.touchMessages) }
    var result: Set<ResponderMessage> = []
    for element in try node.array() {
      guard let message = ResponderMessage(rawValue: try element.string()) else {
        throw element.fail(
          "expected \"all\" or method names: \(ResponderMessage.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      result.insert(message)
    }
    return result
  }

  static func readTransform(_ node: JSONNode) throws -> CGAffineTransform {
    let object = try node.object(
      "an object with translate, scale, rotate or matrix", known: ["translate", "scale", "rotate", "matrix"])
    if let matrix = object["matrix"] {
      guard object.keys.count == 1 else { throw matrix.fail("\"matrix\" cannot be combined with other keys") }
      let m = try matrix.numbers(6, "[a, b, c, d, tx, ty] (6 numbers)")
      return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    }
    var result = CGAffineTransform.identity
    if let translate = object["translate"] {
      let t = try translate.numbers(2, "[x, y] (2 numbers)")
      result = CGAffineTransform(translationX: t[0], y: t[1])
    }
    if let scale = object["scale"] {
      let s = try scale.numbers(2, "[sx, sy] (2 numbers)")
      result = result.scaledBy(x: s[0], y: s[1])
    }
    if let rotate = object["rotate"] {
      result = result.rotated(by: try rotate.number() * .pi / 180)
    }
    return result
  }
}

struct ViewSpec {
  var id: String
  var path: String
  var kind: ViewClass = .view
  var properties = ViewProperties()
  var subviews: [ViewSpec] = []
  var gestures: [GestureSpec] = []
  /// For entries of the top-level `views` list: where to add the view at build time.
  var superview: String?
}

struct ViewControllerSpec {
  var id: String
  var path: String
  var view: ViewSpec?
  /// For children: the id of their view inside the parent's view.
  var viewID: String?
  var children: [ViewControllerSpec] = []
  var presented: [ViewControllerSpec] = []
  /// The responder keys (`consumes`, `performs`, `next`, …).
  var properties = ViewProperties()
  /// The app-shell keys: a navigation stack or tabs, a title, bar items, a presentation style
  /// (ScenarioFormat.md, "Navigation, tabs and presentation").
  var shell = ShellSpec()
}

/// A controller's app-shell keys (N, Q).
struct ShellSpec {
  /// The controller is a navigation controller with this stack, bottom first.
  var navigation: [ViewControllerSpec]?
  /// The controller is a tab bar controller with these tabs.
  var tabs: [ViewControllerSpec]?
  var title: String?
  var leftItems: [BarItemSpec] = []
  var rightItems: [BarItemSpec] = []
  var toolbarItems: [BarItemSpec] = []
  /// The `modalPresentationStyle` a `present` step gives it.
  var style: UIModalPresentationStyle?
  /// A sheet's detents by name (`medium`, `large`).
  var detents: [String]?
  /// Whether it refuses a user's dismissal (Q12).
  var modalInPresentation: Bool?
  /// The controller is a `UIAlertController` (Q17).
  var alert: AlertSpec?
  /// A popover's anchor view and passthrough views, by id (Q13).
  var popoverSource: String?
  var passthrough: [String] = []
}

/// An alert of a scenario (Q17): its title, message, style and actions.
struct AlertSpec {
  var title: String?
  var message: String?
  var style: UIAlertController.Style = .alert
  var actions: [(id: String, title: String, style: UIAlertAction.Style)] = []
}

/// A bar button item of a scenario: its id (named in its action's trace line) and title.
struct BarItemSpec {
  var id: String
  var title: String
}

struct WindowSpec {
  var view: ViewSpec
  var key = false
  var rootViewController: ViewControllerSpec?
}

/// One input step (ScenarioFormat.md, "Input steps").
struct InputStep {
  enum Action {
    case touch(finger: Int, phase: UITouch.Phase, at: CGPoint)
    case wait
    case set(object: String, property: String, value: JSONNode)
    case remove(object: String)
    case add(object: String, to: String)
    case makeKey(object: String)
    case becomeFirstResponder(object: String)
    case resignFirstResponder(object: String)
    case sendAction(action: String, target: String?, from: String?)
    case motion(UIMotionPhase)
    case remote(UIEvent.EventSubtype)
    case press(key: String, phase: UIPress.Phase, modifiers: UIKeyModifierFlags)
    /// A pointer change (P1–P8).
    case pointer(UIRawPointer)
    case setContentOffset(object: String, CGPoint, animated: Bool)
    /// Pushes a controller on a navigation controller (N1).
    case push(object: String, controller: ViewControllerSpec, animated: Bool)
    /// Pops a navigation controller (N3).
    case pop(object: String, animated: Bool)
    /// Presents a controller from a controller (Q4).
    case present(object: String, controller: ViewControllerSpec, animated: Bool)
    /// Dismisses what a controller presents, or the controller itself (Q4).
    case dismiss(object: String, animated: Bool)
    /// Types a string on the on-screen keyboard: `insertText` per character on the key
    /// window's first responder (B1, X9, X10).
    case type(String)
    /// The on-screen keyboard's delete key, `count` times (B2).
    case deleteBackward(count: Int)
    /// Sets a text input's selection by UTF-16 location and length (X15).
    case select(object: String, range: NSRange)
    /// A `set` of a view property inside `UIView.animate` (V1–V3).
    case animate(
      object: String, property: String, value: JSONNode, duration: Double, delay: Double,
      options: UIView.AnimationOptions)
  }

  var t: Double
  var action: Action
  var path: String
}

/// One entry of a responder's `keyCommands` (rule K1): a key, its modifiers and an action name.
struct KeyCommandSpec {
  /// The input as `UIKeyCommand` takes it (a character, or one of its `input…` constants).
  var input: String
  var modifiers: UIKeyModifierFlags
  var action: String
}

/// A shape of a view's `drawing` key: a filled or stroked rectangle, oval or polyline, in the
/// view's bounds coordinates (ScenarioFormat.md, "Drawing").
struct DrawnShape: Equatable {
  enum Outline: Equatable {
    case rect(CGRect)
    case oval(CGRect)
    case points([CGPoint])
  }
  var outline: Outline
  /// The fill colour `#rrggbb`, if filled.
  var fill: String?
  /// The stroke colour `#rrggbb`, if stroked.
  var stroke: String?
  /// The stroke's width (default 1).
  var width: Double

  init(_ node: JSONNode) throws {
    let object = try node.object(
      "a shape {\"rect\" | \"oval\" | \"points\", \"fill\", \"stroke\", \"width\"}",
      known: ["rect", "oval", "points", "fill", "stroke", "width"])
    func colour(_ key: String) throws -> String? {
      guard let value = object[key] else { return nil }
      let text = try value.string()
      guard text.count == 7, text.first == "#", UInt32(text.dropFirst(), radix: 16) != nil else {
        throw value.fail("expected a colour \"#rrggbb\"")
      }
      return text
    }
    fill = try colour("fill")
    stroke = try colour("stroke")
    width = try object["width"]?.number(in: 0...1000, "a line width") ?? 1
    if let rect = object["rect"] {
      let n = try rect.numbers(4, "[x, y, width, height] (4 numbers)")
      outline = .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
    } else if let oval = object["oval"] {
      let n = try oval.numbers(4, "[x, y, width, height] (4 numbers)")
      outline = .oval(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
    } else if let points = object["points"] {
      outline = .points(
        try points.array().map {
          let n = try $0.numbers(2, "[x, y] (2 numbers)")
          return CGPoint(x: n[0], y: n[1])
        })
    } else {
      throw node.fail("missing; expected \"rect\", \"oval\" or \"points\"")
    }
    if fill == nil && stroke == nil { throw node.fail("expected \"fill\" or \"stroke\" (or both)") }
  }
}
