import Foundation

/// Breaks text into lines that fit a width: how the overlay panel shows lines longer than the
/// panel (a hit test's path through deep views, a recognizer-state list) in full rather than
/// cut at the window's edge. A pure function of the text and a measure, so it is tested with
/// a made-up font.
public enum TextWrapper {
  /// `line` as lines no wider than `width` by `measure`, breaking at spaces where it can and
  /// inside a word only when the word alone is too wide.
  ///
  /// Continuation lines are indented two spaces more than the line's own indentation, so that
  /// they read as one entry among lines that are themselves indented (the responder chain
  /// under its hit test). The spaces at a break are dropped; other runs of spaces are kept.
  /// Every line gets at least one character, so a width too small for any still ends.
  public static func wrap(_ line: String, width: Double, measure: (String) -> Double) -> [String] {
    guard measure(line) > width else { return [line] }
    let continuation = String(line.prefix { $0 == " " }) + "  "
    var lines: [String] = []
    var prefix = ""
    var rest = Substring(line)
    while !rest.isEmpty {
      if measure(prefix + rest) <= width {
        lines.append(prefix + rest)
        break
      }
      // The most characters of `rest` that fit after the prefix: a measure grows with the text.
      var fits = 0
      var tooMany = rest.count
      while tooMany - fits > 1 {
        let middle = (fits + tooMany) / 2
        if measure(prefix + rest.prefix(middle)) <= width { fits = middle } else { tooMany = middle }
      }
      var count = max(fits, 1)
      let head = rest.prefix(count)
      let next = rest.dropFirst(count).first
      if next != " ", let space = head.lastIndex(of: " "), head[..<space].contains(where: { $0 != " " }) {
        count = head.distance(from: head.startIndex, to: space)
      }
      var shown = rest.prefix(count)
      while shown.last == " " { shown = shown.dropLast() }
      lines.append(prefix + shown)
      rest = rest.dropFirst(count).drop { $0 == " " }
      prefix = continuation
    }
    return lines
  }
}
