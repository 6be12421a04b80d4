import Foundation

/// The category a trace line belongs to, for `--only` (ScenarioFormat.md, "The trace").
public enum TraceCategory: String, CaseIterable, Sendable {
  /// `hitTest`, `pointInside`.
  case hittest
  /// `touchesBegan` … `touchesCancelled`.
  case touches
  /// Control tracking calls.
  case tracking
  /// Control events.
  case events
  /// Actions performed.
  case actions
  /// Recognizer state changes and resets.
  case gestures
  /// First-responder calls and input views.
  case responder
  /// Motion and remote-control events.
  case motion
  /// Press events.
  case presses
  /// A scroll view's questions about its content and its delegate messages (S2–S17).
  case scroll
  /// The completions of `animate` steps (V2).
  case animations
  /// A pointer interaction's delegate calls (P6).
  case pointer
  /// A context-menu interaction's delegate calls and its items' actions (M1–M6).
  case menus
  /// A drag or drop interaction's delegate calls (D3–D6).
  case drag
  /// A table's or collection view's delegate calls and its swipe actions' handlers (L2–L10).
  case lists
  /// `error` and `input error`: shown whatever `--only` says.
  case always
}

/// A value of a trace line's key.
public enum TraceValue: Equatable, Sendable {
  /// Finger numbers, written `1,2` (JSON: `[1,2]`).
  case fingers([Int])
  /// A word, written as is.
  case word(String)
  /// A boolean, written `true` or `false`.
  case flag(Bool)
  /// A point, written `x,y` with each number rounded to three decimals (JSON: `[x,y]`).
  case point(CGPoint)
  /// A list's index path, written `section,row` (JSON: `[section,row]`); `none` for nil.
  case indexPath(IndexPath?)

  /// A number of a `scroll` line: rounded to three decimals, halves away from zero, without
  /// trailing zeros or point, and −0 as `0` (ScenarioFormat.md).
  static func decimal(_ value: CGFloat) -> String {
    let thousandths = (Double(value) * 1000).rounded(.toNearestOrAwayFromZero)
    if thousandths == 0 { return "0" }
    var text = String(format: "%.3f", thousandths / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

/// One line of a trace: a call into an app object, or an engine decision.
public struct TraceLine: Equatable, Sendable {
  /// The virtual time of the call.
  public var t: Double
  /// The id of the object called (`input` for input errors).
  public var id: String
  /// The message: the method's name, `discarded`, `error`.
  public var message: String
  /// The line's keys, in order.
  public var keys: [(String, TraceValue)]
  /// The category, for `--only`.
  public var category: TraceCategory

  /// Creates a trace line.
  public init(t: Double, id: String, message: String, keys: [(String, TraceValue)] = [], category: TraceCategory) {
    self.t = t
    self.id = id
    self.message = message
    self.keys = keys
    self.category = category
  }

  /// Compares every field.
  public static func == (lhs: TraceLine, rhs: TraceLine) -> Bool {
    lhs.t == rhs.t && lhs.id == rhs.id && lhs.message == rhs.message && lhs.category == rhs.category
      && lhs.keys.count == rhs.keys.count && zip(lhs.keys, rhs.keys).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
  }

  /// The line in the text grammar: `<id> <message>[ <key>=<value>]*`.
  public var text: String {
    var line = "\(id) \(message)"
    for (key, value) in keys {
      line += " \(key)="
      switch value {
      case .fingers(let fingers): line += fingers.map(String.init).joined(separator: ",")
      case .word(let word): line += word
      case .flag(let flag): line += flag ? "true" : "false"
      case .point(let point): line += TraceValue.decimal(point.x) + "," + TraceValue.decimal(point.y)
      case .indexPath(let path): line += path.map { "\($0[0]),\($0[1])" } ?? "none"
      }
    }
    return line
  }

  /// The line as one JSON object: `{"t":0.08,"id":"E","message":"touchesEnded","touches":[1]}`.
  public var jsonLine: String {
    var fields = ["\"t\":\(Self.number(t))", "\"id\":\(Self.quoted(id))", "\"message\":\(Self.quoted(message))"]
    for (key, value) in keys {
      let rendered: String
      switch value {
      case .fingers(let fingers): rendered = "[" + fingers.map(String.init).joined(separator: ",") + "]"
      case .word(let word): rendered = Self.quoted(word)
      case .flag(let flag): rendered = flag ? "true" : "false"
      case .point(let point): rendered = "[" + TraceValue.decimal(point.x) + "," + TraceValue.decimal(point.y) + "]"
      case .indexPath(let path): rendered = path.map { "[\($0[0]),\($0[1])]" } ?? "null"
      }
      fields.append("\(Self.quoted(key)):\(rendered)")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

/// How `responder run` prints a trace.
public struct TraceFormat: Sendable {
  /// Prefix each text line with `[t]`, three decimals.
  public var showsTime = false
  /// One JSON object per line instead of text.
  public var jsonLines = false
  /// The categories to keep; nil keeps all. `always` lines are kept regardless.
  public var categories: Set<TraceCategory>?

  /// Creates a format.
  public init(showsTime: Bool = false, jsonLines: Bool = false, categories: Set<TraceCategory>? = nil) {
    self.showsTime = showsTime
    self.jsonLines = jsonLines
    self.categories = categories
  }

  /// Whether the format keeps `line`.
  public func keeps(_ line: TraceLine) -> Bool {
    line.category == .always || categories?.contains(line.category) ?? true
  }

  /// The printed form of `line`.
  public func render(_ line: TraceLine) -> String {
    if jsonLines { return line.jsonLine }
    return showsTime ? "[\(String(format: "%.3f", line.t))] \(line.text)" : line.text
  }
}
