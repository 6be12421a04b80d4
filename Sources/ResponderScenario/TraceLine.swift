import Foundation

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
      case .text(let text): line += Self.quoted(text)
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
      case .text(let text): rendered = Self.quoted(text)
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
