import Foundation

extension NSLayoutConstraint {
  /// How the constraints of a visual format line views up, with UIKit's raw values: the
  /// attributes every pair of neighbouring views aligns, the direction of `H:` and what a
  /// vertical spacing measures (Y9).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Aligns the left edges of the views (Y9).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of the views (Y9).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of the views (Y9).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of the views (Y9).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of the views (Y9).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of the views (Y9).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres of the views (Y9).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres of the views (Y9).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of the views (Y9).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of the views (Y9).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Aligns the last baselines of the views, by their older name (Y9).
    public static let alignAllBaseline = alignAllLastBaseline
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// `H:` runs from the leading edge to the trailing edge, so it follows the layout direction
    /// (Y9, Y10); the default.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// `H:` runs from left to right whatever the layout direction (Y9).
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// `H:` runs from right to left whatever the layout direction (Y9).
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// A vertical spacing runs from one view's bottom to the next one's top; the default (Y9).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// A vertical spacing runs from one view's last baseline to the next one's first baseline
    /// (Y9).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits of the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)
  }

  /// The constraints a visual format describes, inactive, as UIKit makes them (Y9).
  ///
  /// A format UIKit cannot parse raises `NSInvalidArgumentException` there, which ends the
  /// app; here the program stops the same way, with UIKit's message: "Unable to parse
  /// constraint format:", the reason, the format and a caret under the position it names.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      return try parseVisualFormat(format, options: opts, metrics: metrics, views: views)
    } catch {
      fatalError("NSInvalidArgumentException: \(error)")
    }
  }

  /// The constraints a visual format describes, or the error UIKit's exception would report
  /// (Y9): what ``constraints(withVisualFormat:options:metrics:views:)`` returns, for a test
  /// that checks a malformed format without stopping the program.
  @_spi(Tools) public class func parseVisualFormat(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
    let line = try parser.parse()
    return try line.constraints(options: options, format: format)
  }
}

/// A visual format that UIKit would refuse: its reason and the position in the format it
/// points at (Y9).
@_spi(Tools) public struct VisualFormatError: Error, CustomStringConvertible, Sendable {
  /// Why the format was refused.
  public let message: String
  /// The format.
  public let format: String
  /// The offset in characters of the position the caret points at.
  public let position: Int

  /// UIKit's exception reason: the message, then the format with a caret under the position.
  public var description: String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n\(String(repeating: " ", count: position))^"
  }
}

/// Y9: the standard space between two sibling views, and between a view and its superview's
/// edge, that a bare `-` gives. Apple's appendix calls both "the standard distance"; these are
/// the values UIKit's `NSSpace` gives in a view without layout margins.
enum VisualFormatSpacing {
  /// Between siblings.
  static let siblings: CGFloat = 8
  /// Between a view and its superview's edge.
  static let superviewEdge: CGFloat = 20
}

/// One `(relation)(object)(@priority)` of a visual format.
private struct VisualPredicate {
  var relation: NSLayoutConstraint.Relation = .equal
  /// The constant; ignored when `view` is given.
  var constant: CGFloat = 0
  /// The view a size predicate names (`[a(==b)]`).
  var view: UIView?
  var priority: UILayoutPriority = .required
}

/// What joins two elements of a line.
private enum VisualConnection {
  /// No connection: the elements touch.
  case flush
  /// A bare `-`: the standard space.
  case standard
  /// `-predicates-`.
  case predicates([VisualPredicate])
}

/// A parsed format: an axis, views with their size predicates, and the connections between
/// neighbours, with the superview's edges at the ends when `|` is there.
@MainActor
private struct VisualLine {
  var vertical = false
  var views: [(view: UIView, predicates: [VisualPredicate], position: Int)] = []
  /// Connection `i` joins element `i` and `i + 1` where element 0 is the leading superview
  /// edge when `leadingEdge` is true.
  var leadingEdge: (connection: VisualConnection, position: Int)?
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  var connections: [VisualConnection] = []
  var trailingEdge: (connection: VisualConnection, position: Int)?

  func constraints(options: NSLayoutConstraint.FormatOptions, format: String) throws(VisualFormatError)
    -> [NSLayoutConstraint]
  {
    typealias Attribute = NSLayoutConstraint.Attribute
    let end = format.count
    let alignment = options.intersection(.alignmentMask)
    let alignAttributes: [Attribute] = [
      .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline, .firstBaseline,
    ].filter { alignment.rawValue & (1 << UInt($0.rawValue)) != 0 }
    let horizontalEdges: Set<Attribute> = [.left, .right, .leading, .trailing, .centerX]
    for attribute in alignAttributes {
      if !vertical, horizontalEdges.contains(attribute) {
        throw VisualFormatError(
          message:
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
          format: format, position: end)
      }
      if vertical, !horizontalEdges.contains(attribute) {
        throw VisualFormatError(
          message:
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
          format: format, position: end)
      }
    }
    // The edges a spacing runs between: from `end` of the element before to `start` of the
    // element after; `mirrored` when the line runs right to left.
    var start: Attribute = .top
    var endEdge: Attribute = .bottom
    var mirrored = false
    if !vertical {
      switch options.intersection(.directionMask) {
      case .directionLeftToRight: (start, endEdge) = (.left, .right)
      case .directionRightToLeft: (start, endEdge, mirrored) = (.right, .left, true)
      default: (start, endEdge) = (.leading, .trailing)
      }
    }
    let baselines = vertical && options.contains(.spacingBaselineToBaseline)
    var result: [NSLayoutConstraint] = []

    func space(
      _ before: AnyObject, _ beforeEdge: Attribute, _ after: AnyObject, _ afterEdge: Attribute,
      _ connection: VisualConnection, standard: CGFloat
    ) {
      let predicates: [VisualPredicate] =
        switch connection {
        case .flush: [VisualPredicate()]
        case .standard: [VisualPredicate(constant: standard)]
        case .predicates(let list): list
        }
      for predicate in predicates {
        // The gap, measured in the line's direction, compares with the constant:
        // `after.start - before.end` runs forward, `before.end - after.start` when mirrored.
        let constraint =
          mirrored
          ? NSLayoutConstraint(
            first: before, beforeEdge, predicate.relation, second: after, afterEdge, multiplier: 1,
            constant: predicate.constant)
          : NSLayoutConstraint(
            first: after, afterEdge, predicate.relation, second: before, beforeEdge, multiplier: 1,
            constant: predicate.constant)
        constraint.priority = predicate.priority
        result.append(constraint)
      }
    }

    func superview(at position: Int) throws(VisualFormatError) -> UIView {
      let neighbour = position == 0 ? views.first?.view : views.last?.view
      guard let superview = neighbour?._superview else {
        throw VisualFormatError(
          message: "Unable to interpret '|' character, because the related view doesn't have a superview",
          format: format, position: position == 0 ? leadingEdge?.position ?? 0 : trailingEdge?.position ?? end)
      }
      return superview
    }

    if let leadingEdge, let first = views.first {
      let parent = try superview(at: 0)
      space(
        parent, start, first.view, baselines ? .firstBaseline : start, leadingEdge.connection,
        standard: VisualFormatSpacing.superviewEdge)
    }
    for (index, element) in views.enumerated() {
      let size: Attribute = vertical ? .height : .width
      for predicate in element.predicates {
        let constraint = NSLayoutConstraint(
          first: element.view, size, predicate.relation, second: predicate.view,
          predicate.view == nil ? .notAnAttribute : size, multiplier: 1,
          constant: predicate.view == nil ? predicate.constant : 0)
        constraint.priority = predicate.priority
        result.append(constraint)
      }
      guard index + 1 < views.count else { continue }
      let next = views[index + 1].view
      space(
        element.view, baselines ? .lastBaseline : endEdge, next, baselines ? .firstBaseline : start,
        connections[index], standard: VisualFormatSpacing.siblings)
      for attribute in alignAttributes {
        result.append(
          NSLayoutConstraint(
            first: element.view, attribute, .equal, second: next, attribute, multiplier: 1, constant: 0))
      }
    }
    if let trailingEdge, let last = views.last {
      let parent = try superview(at: end)
      space(
        last.view, baselines ? .lastBaseline : endEdge, parent, endEdge, trailingEdge.connection,
        standard: VisualFormatSpacing.superviewEdge)
    }
    return result
  }
}

/// Y9: a recursive-descent parser of the grammar of Apple's "Visual Format Language" appendix.
/// Spaces between tokens are skipped.
@MainActor
private struct VisualFormatParser {
  let characters: [Character]
  let format: String
  let metrics: [String: Any]
  let views: [String: Any]
  var index = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    characters = Array(format)
    self.metrics = metrics
    self.views = views
  }

  private func error(_ message: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(message: message, format: format, position: position ?? index)
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " { index += 1 }
  }

  private mutating func peek() -> Character? {
    skipSpaces()
    return index < characters.count ? characters[index] : nil
  }

  private mutating func consume(_ character: Character) -> Bool {
    guard peek() == character else { return false }
    index += 1
    return true
  }

  /// `<visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
  /// (<connection><superview>)?`
  mutating func parse() throws(VisualFormatError) -> VisualLine {
    var line = VisualLine()
    if let first = peek(), first == "H" || first == "V", index + 1 < characters.count, characters[index + 1] == ":" {
      line.vertical = first == "V"
      index += 2
    }
    if peek() == "|" {
      let position = index
      index += 1
      let joint = try connection()
      line.leadingEdge = (joint, position)
    }
    while true {
      guard consume("[") else {
        throw error(line.views.isEmpty ? "Expected a view" : "Expected a view or '|'")
      }
      let element = try view()
      line.views.append(element)
      let joint = try connection()
      if peek() == "[" {
        line.connections.append(joint)
        continue
      }
      if peek() == "|" {
        line.trailingEdge = (joint, index)
        index += 1
        if peek() != nil { throw error("Expected the end of the format after '|'") }
        break
      }
      if peek() == nil {
        if case .flush = joint { break }
        throw error("Expected a view or '|'")
      }
      throw error("Expected a view, '|' or a connection ('-')")
    }
    return line
  }

  /// `<connection> ::= e | -<predicateList>- | -`
  private mutating func connection() throws(VisualFormatError) -> VisualConnection {
    guard consume("-") else { return .flush }
    if peek() == "[" || peek() == "|" { return .standard }
    let predicates: [VisualPredicate]
    if peek() == "(" {
      predicates = try predicateList(allowingViews: false)
    } else {
      predicates = [VisualPredicate(constant: try constant())]
    }
    guard consume("-") else {
      throw error("Expected a '-' here, to end the connection")
    }
    return .predicates(predicates)
  }

  /// `<view> ::= [<viewName>(<predicateListWithParens>)?]`, after the `[`.
  private mutating func view() throws(VisualFormatError) -> (
    view: UIView, predicates: [VisualPredicate], position: Int
  ) {
    skipSpaces()
    let position = index
    guard let name = identifier() else { throw error("Expected a view name") }
    guard let item = views[name] else { throw error("\(name) is not a key in the views dictionary.", at: position) }
    guard let view = item as? UIView else {
      throw error("The value of \(name) in the views dictionary is not a view.", at: position)
    }
    var predicates: [VisualPredicate] = []
    if peek() == "(" { predicates = try predicateList(allowingViews: true) }
    guard consume("]") else {
      throw error("Expected a ']' here. That is how you give the end of a view.")
    }
    return (view, predicates, position)
  }

  /// `<predicateListWithParens> ::= (<predicate>(,<predicate>)*)`
  private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualPredicate] {
    _ = consume("(")
    var list: [VisualPredicate] = []
    repeat {
      list.append(try predicate(allowingViews: allowingViews))
    } while consume(",")
    guard consume(")") else { throw error("Expected a ')' or a ',' here") }
    return list
  }

  /// `<predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?`
  private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualPredicate {
    var predicate = VisualPredicate()
    if let first = peek(), first == "=" || first == "<" || first == ">" {
      guard index + 1 < characters.count, characters[index + 1] == "=" else {
        throw error("Unknown relation. Must be ==, >=, or <=")
      }
      predicate.relation =
        switch first {
        case "<": .lessThanOrEqual
        case ">": .greaterThanOrEqual
        default: .equal
        }
      index += 2
    }
    skipSpaces()
    let position = index
    if let name = identifier(), metrics[name] == nil {
      guard allowingViews else {
        throw error("\(name) is not a key in the metrics dictionary.", at: position)
      }
      guard let item = views[name] else {
        throw error("\(name) is not a key in the views or metrics dictionaries.", at: position)
      }
      guard let view = item as? UIView else {
        throw error("The value of \(name) in the views dictionary is not a view.", at: position)
      }
      predicate.view = view
    } else {
      index = position
      predicate.constant = try constant()
    }
    if consume("@") {
      let priority = try constant()
      predicate.priority = UILayoutPriority(Float(priority))
    }
    return predicate
  }

  /// `<constant> ::= <metricName> | <number>`
  private mutating func constant() throws(VisualFormatError) -> CGFloat {
    skipSpaces()
    let position = index
    if let name = identifier() {
      guard let value = metrics[name] else {
        throw error("\(name) is not a key in the metrics dictionary.", at: position)
      }
      guard let number = boxedNumber(value) else {
        throw error("The value of \(name) in the metrics dictionary is not a number.", at: position)
      }
      return number
    }
    var text = ""
    if index < characters.count, characters[index] == "-" || characters[index] == "+" {
      text.append(characters[index])
      index += 1
    }
    while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." {
      text.append(characters[index])
      index += 1
    }
    guard let value = Double(text) else {
      index = position
      throw error("Expected a number or key from the metrics dictionary, but encountered something else")
    }
    return CGFloat(value)
  }

  /// A C identifier, or nil (and nothing consumed) when there is none here.
  private mutating func identifier() -> String? {
    guard index < characters.count,
      characters[index] == "_" || (characters[index].isASCII && characters[index].isLetter)
    else { return nil }
    var name = ""
    while index < characters.count,
      characters[index] == "_"
        || (characters[index].isASCII && (characters[index].isLetter || characters[index].isNumber))
    {
      name.append(characters[index])
      index += 1
    }
    return name
  }

}
