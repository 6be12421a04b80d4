import Foundation

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
  /// A string of text (X9, B2), written as a JSON string in quotes: `"a b"`, `"\n"`; the
  /// only value that may hold a space.
  case text(String)

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
