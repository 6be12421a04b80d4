import Foundation

/// Why a scenario file was rejected before anything ran: the file, the JSON path of the fault
/// and what was expected.
///
/// SCENARIO.md: a bad file exits with status 2 and this one line on standard error.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
  /// The file's name as given (empty for scenarios that come from memory).
  public var file: String
  /// Where the fault is: a JSON path such as `windows[0].subviews[2].frame`, or
  /// `line 3 column 7` for a syntax error.
  public var path: String
  /// What is wrong and what was expected.
  public var message: String

  /// Creates an error.
  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  /// The one-line report: `FILE: PATH: MESSAGE`.
  public var description: String {
    "\(file.isEmpty ? "<scenario>" : file): \(path.isEmpty ? "(top level)" : path): \(message)"
  }
}

/// A fault found while reading the model, before the file name is known.
struct ModelError: Error {
  let path: String
  let message: String
}

/// A JSON value with the path that leads to it, and readers that report faults there.
struct JSONNode {
  let value: JSONValue
  let path: String

  func fail(_ message: String) -> ModelError {
    ModelError(path: path, message: message)
  }

  func mismatch(_ expected: String) -> ModelError {
    fail("expected \(expected), found \(value.kindDescription)")
  }

  func string() throws -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func number() throws -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch("true or false") }
    return flag
  }

  func int() throws -> Int {
    guard case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 else {
      throw mismatch("a whole number")
    }
    return Int(number)
  }

  var isNull: Bool { value == .null }

  func array() throws -> [JSONNode] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
  }

  func numbers(_ count: Int, _ expected: String) throws -> [Double] {
    guard case .array(let elements) = value, elements.count == count else { throw mismatch(expected) }
    return try elements.map {
      guard case .number(let number) = $0 else { throw mismatch(expected) }
      return number
    }
  }

  func strings() throws -> [String] {
    try array().map { try $0.string() }
  }

  /// Reads an object whose keys must all be among `known`.
  func object(_ what: String, known: [String]) throws -> JSONObjectReader {
    guard case .object(let members) = value else { throw mismatch(what) }
    for member in members where !known.contains(member.key) {
      throw JSONNode(value: member.value, path: child(member.key)).fail(
        "unknown key \"\(member.key)\"; expected one of \(known.joined(separator: ", "))")
    }
    return JSONObjectReader(members: members, node: self)
  }

  func child(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }
}

/// The members of a JSON object, read by key.
struct JSONObjectReader {
  let members: [(key: String, value: JSONValue)]
  let node: JSONNode

  subscript(_ key: String) -> JSONNode? {
    members.first { $0.key == key }.map { JSONNode(value: $0.value, path: node.child(key)) }
  }

  func required(_ key: String, _ expected: String) throws -> JSONNode {
    guard let member = self[key] else {
      throw ModelError(path: node.child(key), message: "missing; expected \(expected)")
    }
    return member
  }

  var keys: [String] { members.map(\.key) }
}
