import Foundation

/// Why a scenario file was rejected before anything ran: the file, the JSON path of the fault
/// and what was expected.
///
/// ScenarioFormat.md, "Errors": a bad file exits with status 2 and this one line on standard error.
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
        "unknown key \"\(member.key)\"\(didYouMean(member.key, among: known)); expected one of \(known.joined(separator: ", "))"
      )
    }
    return JSONObjectReader(members: members, node: self)
  }

  /// Reads a string that must be one of `names` (an enumeration's words); a wrong one is
  /// reported as unknown keys are, with a "did you mean" hint.
  func word(among names: [String]) throws -> String {
    let word = try string()
    guard names.contains(word) else { throw unknownWord(word, among: names) }
    return word
  }

  /// The error for a word that is not one of `names`.
  func unknownWord(_ word: String, among names: [String]) -> ModelError {
    fail("unknown value \"\(word)\"\(didYouMean(word, among: names)); expected one of \(names.joined(separator: ", "))")
  }

  /// Reads a number from `range`, saying what the number is (`what`) when it is outside.
  func number(in range: ClosedRange<Double>, _ what: String) throws -> Double {
    let value = try number()
    guard range.contains(value) else {
      throw fail(
        "\(Self.text(value)) is out of range; expected \(what) from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
      )
    }
    return value
  }

  /// Reads a finger number: a whole number whose size the reader can hold.
  func finger() throws -> Int {
    if case .number(let value) = value, value == value.rounded(), abs(value) >= 1e15 {
      throw fail("\(Self.text(value)) is too large; finger numbers go up to 999999999999999")
    }
    return try int()
  }

  static func text(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
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

/// ` (did you mean "x"?)` when one of `known` is within two edits of `word`, else nothing.
func didYouMean(_ word: String, among known: [String]) -> String {
  let guess = known.min { editDistance($0, word) < editDistance($1, word) }
  return guess.flatMap { editDistance($0, word) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
}

/// The number of single-character edits between two words, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  guard !a.isEmpty else { return b.count }
  var row = Array(0...b.count)
  for i in 1...a.count {
    var previous = row[0]
    row[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      let current = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.count]
}
