import Foundation

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
