import Foundation
import ResponderKit

/// The recognizer types of a scenario (ScenarioFormat.md, "Gesture recognizers").
enum GestureType: String, CaseIterable {
  case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover
}

/// The recognizer keys that a file may set and a `set` step may change; nil: leave as is.
struct GestureProperties {
  var taps: Int?
  var touches: Int?
  var minimumPressDuration: Double?
  var allowableMovement: Double?
  var minimumTouches: Int?
  var maximumTouches: Int?
  var direction: UISwipeGestureRecognizer.Direction?
  var edges: UIRectEdge?
  var enabled: Bool?
  var cancelsTouchesInView: Bool?
  var delaysTouchesBegan: Bool?
  var delaysTouchesEnded: Bool?
  var requireToFail: String?
  var simultaneousWith: [String]?
  var shouldBegin: Bool?
  var shouldReceive: Bool?
  /// `buttonMaskRequired` (P2).
  var buttons: UIEvent.ButtonMask?
  /// `allowedScrollTypesMask` (P5).
  var scrollTypes: UIScrollTypeMask?

  /// Every key, and the types each type-specific one applies to.
  static let keys = [
    "taps", "touches", "minimumPressDuration", "allowableMovement", "minimumTouches", "maximumTouches", "direction",
    "edges", "enabled", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "requireToFail",
    "simultaneousWith", "shouldBegin", "shouldReceive", "buttons", "scrollTypes",
  ]

  static let applies: [String: [GestureType]] = [
    "taps": [.tap, .longPress], "touches": [.tap, .longPress, .swipe],
    "minimumPressDuration": [.longPress], "allowableMovement": [.longPress],
    "minimumTouches": [.pan, .screenEdgePan], "maximumTouches": [.pan, .screenEdgePan],
    "direction": [.swipe], "edges": [.screenEdgePan], "buttons": [.tap, .longPress],
    "scrollTypes": [.pan, .screenEdgePan],
  ]

  /// Reads one key: the one home of every recognizer key's format.
  mutating func read(_ key: String, _ node: JSONNode, type: GestureType) throws {
    if let types = Self.applies[key], !types.contains(type) {
      throw node.fail(
        "\"\(key)\" does not apply to a \(type.rawValue) recognizer; it is for \(types.map(\.rawValue).joined(separator: ", "))"
      )
    }
    switch key {
    case "taps": taps = try Self.count(node)
    case "touches": touches = try Self.count(node, minimum: 1)
    case "minimumPressDuration": minimumPressDuration = try Self.nonNegative(node)
    case "allowableMovement": allowableMovement = try Self.nonNegative(node)
    case "minimumTouches": minimumTouches = try Self.count(node, minimum: 1)
    case "maximumTouches": maximumTouches = try Self.count(node, minimum: 1)
    case "direction":
      direction = UISwipeGestureRecognizer.Direction(
        rawValue: try Self.mask(node, ["right": 1, "left": 2, "up": 4, "down": 8]))
    case "edges":
      edges = UIRectEdge(rawValue: try Self.mask(node, ["top": 1, "left": 2, "bottom": 4, "right": 8, "all": 15]))
    case "enabled": enabled = try node.bool()
    case "cancelsTouchesInView": cancelsTouchesInView = try node.bool()
    case "delaysTouchesBegan": delaysTouchesBegan = try node.bool()
    case "delaysTouchesEnded": delaysTouchesEnded = try node.bool()
    case "requireToFail": requireToFail = try node.string()
    case "simultaneousWith": simultaneousWith = try node.strings()
    case "shouldBegin": shouldBegin = try node.bool()
    case "shouldReceive": shouldReceive = try node.bool()
    case "buttons":
      let mask = try ScenarioReader.readButtons(node)
      guard !mask.isEmpty else { throw node.fail("expected at least one button (the mask cannot be 0)") }
      buttons = mask
    case "scrollTypes":
      scrollTypes = UIScrollTypeMask(rawValue: Int(try Self.mask(node, ["discrete": 1, "continuous": 2, "all": 3])))
    default: throw node.fail("unknown recognizer property \"\(key)\"")
    }
  }

  private static func count(_ node: JSONNode, minimum: Int = 0) throws -> Int {
    let value = try node.int()
    guard value >= minimum else { throw node.fail("expected a whole number of \(minimum) or more") }
    return value
  }

  private static func nonNegative(_ node: JSONNode) throws -> Double {
    let value = try node.number()
    guard value >= 0 else { throw node.fail("expected a number of 0 or more") }
    return value
  }

  /// A mask given as one name, a list of names, or a number.
  private static func mask(_ node: JSONNode, _ names: [String: UInt]) throws -> UInt {
    let expected = "a name, a list of names (\(names.keys.sorted().joined(separator: ", "))) or a number"
    switch node.value {
    case .number:
      let value = try node.int()
      guard value >= 0 else { throw node.fail("expected \(expected)") }
      return UInt(value)
    case .string:
      return names[try node.word(among: names.keys.sorted())]!
    case .array:
      var result: UInt = 0
      for element in try node.array() {
        result |= names[try element.word(among: names.keys.sorted())]!
      }
      return result
    default:
      throw node.mismatch(expected)
    }
  }
}

struct GestureSpec {
  var id: String
  var path: String
  var type: GestureType
  var target: String?
  var action: String?
  var properties = GestureProperties()
}

extension ScenarioReader {
  func readGesture(_ node: JSONNode) throws -> GestureSpec {
    let object = try node.object(
      "a gesture recognizer object", known: ["id", "type", "target", "action"] + GestureProperties.keys)
    let typeNode = try object.required("type", "a recognizer type")
    let type = GestureType(rawValue: try typeNode.word(among: GestureType.allCases.map(\.rawValue)))!
    let idNode = try object.required("id", "a string id")
    var spec = GestureSpec(id: try idNode.string(), path: node.path, type: type)
    for key in object.keys {
      let field = object[key]!
      switch key {
      case "id", "type": break
      case "target": spec.target = field.isNull ? nil : try field.string()
      case "action": spec.action = try field.string()
      default: try spec.properties.read(key, field, type: type)
      }
    }
    if spec.target != nil, spec.action == nil {
      throw ModelError(path: node.child("action"), message: "missing; expected the action name the target performs")
    }
    return spec
  }
}

/// The delegate of a scenario recognizer: the `shouldBegin`, `shouldReceive` and
/// `simultaneousWith` keys (G8, G10); UIKit's defaults otherwise.
@MainActor
final class ScenarioGestureDelegate: UIGestureRecognizerDelegate {
  unowned let context: ScriptContext
  var shouldBegin = true
  var shouldReceive = true
  var simultaneousWith: [String] = []

  init(context: ScriptContext) {
    self.context = context
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    shouldReceive
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    simultaneousWith.contains(context.id(of: otherGestureRecognizer))
  }
}

extension ScenarioApp {
  /// Builds a scripted recognizer of the spec's type with its keys, target and action.
  func makeGesture(_ spec: GestureSpec) -> UIGestureRecognizer & Scripted {
    let script = ResponderScript(id: spec.id, context: context)
    let recognizer: UIGestureRecognizer & Scripted
    switch spec.type {
    case .tap: recognizer = ScriptedTapRecognizer(script: script)
    case .longPress: recognizer = ScriptedLongPressRecognizer(script: script)
    case .pan: recognizer = ScriptedPanRecognizer(script: script)
    case .swipe: recognizer = ScriptedSwipeRecognizer(script: script)
    case .pinch: recognizer = ScriptedPinchRecognizer(script: script)
    case .rotation: recognizer = ScriptedRotationRecognizer(script: script)
    case .screenEdgePan: recognizer = ScriptedScreenEdgePanRecognizer(script: script)
    case .hover: recognizer = ScriptedHoverRecognizer(script: script)
    }
    context.objects[spec.id] = recognizer
    if let targetID = spec.target, let action = spec.action {
      whenBuilt { [context] in
        guard let target = context.objects[targetID] else { return }
        // Scenario targets log the action; they need not declare it in `performs`. The
        // context owns the recognizer, so the action must not own the context.
        recognizer.addTarget(target) { [unowned context] target in
          { sender in
            context.log(
              context.id(of: target), "action",
              [("name", .word(action)), ("sender", .word(context.id(of: sender)))], .actions)
          }
        }
      }
    }
    apply(spec.properties, to: recognizer)
    return recognizer
  }

  /// Applies recognizer keys: the one home of what each key does, for building and `set`.
  func apply(_ properties: GestureProperties, to recognizer: UIGestureRecognizer) {
    if let taps = properties.taps {
      (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired = taps
      (recognizer as? UILongPressGestureRecognizer)?.numberOfTapsRequired = taps
    }
    if let touches = properties.touches {
      (recognizer as? UITapGestureRecognizer)?.numberOfTouchesRequired = touches
      (recognizer as? UILongPressGestureRecognizer)?.numberOfTouchesRequired = touches
      (recognizer as? UISwipeGestureRecognizer)?.numberOfTouchesRequired = touches
    }
    if let duration = properties.minimumPressDuration {
      (recognizer as? UILongPressGestureRecognizer)?.minimumPressDuration = duration
    }
    if let movement = properties.allowableMovement {
      (recognizer as? UILongPressGestureRecognizer)?.allowableMovement = CGFloat(movement)
    }
    if let minimum = properties.minimumTouches {
      (recognizer as? UIPanGestureRecognizer)?.minimumNumberOfTouches = minimum
    }
    if let maximum = properties.maximumTouches {
      (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches = maximum
    }
    if let direction = properties.direction { (recognizer as? UISwipeGestureRecognizer)?.direction = direction }
    if let edges = properties.edges { (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges = edges }
    if let buttons = properties.buttons {
      (recognizer as? UITapGestureRecognizer)?.buttonMaskRequired = buttons
      (recognizer as? UILongPressGestureRecognizer)?.buttonMaskRequired = buttons
    }
    if let types = properties.scrollTypes { (recognizer as? UIPanGestureRecognizer)?.allowedScrollTypesMask = types }
    if let enabled = properties.enabled { recognizer.isEnabled = enabled }
    if let flag = properties.cancelsTouchesInView { recognizer.cancelsTouchesInView = flag }
    if let flag = properties.delaysTouchesBegan { recognizer.delaysTouchesBegan = flag }
    if let flag = properties.delaysTouchesEnded { recognizer.delaysTouchesEnded = flag }
    if let delegate = recognizer.delegate as? ScenarioGestureDelegate {
      if let flag = properties.shouldBegin { delegate.shouldBegin = flag }
      if let flag = properties.shouldReceive { delegate.shouldReceive = flag }
      if let others = properties.simultaneousWith { delegate.simultaneousWith = others }
    }
    if let otherID = properties.requireToFail {
      // The other recognizer may come later in the file: resolved once all are built.
      pendingFailureRequirements.append((recognizer, otherID))
      resolveFailureRequirements()
    }
  }

  func resolveFailureRequirements() {
    pendingFailureRequirements.removeAll { recognizer, otherID in
      guard let other = context.objects[otherID] as? UIGestureRecognizer else { return false }
      recognizer.require(toFail: other)
      return true
    }
  }
}
