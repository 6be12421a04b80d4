import Foundation
@_spi(Tools) import ResponderKit

/// Hears the hit test during `responder explain`: which views were asked, at which point, and
/// what each answered. Every fact is the engine's (`HitTestStep`: the calls its descent stood
/// in for and its verdicts) or an override's own call; the observer only writes them down, in
/// the order the hit test took them.
@MainActor
final class HitTestObserver {
  final class Visit {
    let id: String
    unowned let view: UIView
    let point: CGPoint
    let depth: Int
    var result: UIView?
    /// The engine's reason for skipping the view and its subtree (H2, C3, V3).
    var exclusion: HitTestExclusion?
    /// The bounds the point was outside of (H3), as the engine tested them.
    var outsideBounds: CGRect?
    var override: String?
    var pointInsideOverride: String?
    var pointInsideStandard = true

    init(id: String, view: UIView, point: CGPoint, depth: Int) {
      self.id = id
      self.view = view
      self.point = point
      self.depth = depth
    }
  }

  private(set) var visits: [Visit] = []
  /// The visits whose answer is not known yet: the views the hit test went down into.
  private var stack: [Visit] = []

  /// A view's `hitTest` was called (by the engine, the tool, or an override's `super`).
  func enter(_ view: UIView, id: String, point: CGPoint) {
    let visit = Visit(id: id, view: view, point: point, depth: stack.count)
    visits.append(visit)
    stack.append(visit)
  }

  /// A view's `hitTest` returned `result`. The visits still open above it were gone down into
  /// by the engine's descent, which never comes back up: they answered the same.
  func exit(_ view: UIView, result: UIView?, override: String?) {
    guard let index = stack.lastIndex(where: { $0.view === view }) else { return }
    for visit in stack[index...] { visit.result = result }
    stack[index].override = override
    stack.removeSubrange(index...)
  }

  /// Names the views of a live hierarchy, which are no scripted views: set, the observer opens
  /// the visits their calls would have opened (`opening(_:)`).
  var liveName: ((UIView) -> String)?

  /// A view of a live hierarchy was heard from without its `hitTest` call having been heard:
  /// the engine reports the calls it stands in for, not the calls of an app's own classes,
  /// which it makes (and which report only their verdicts). Opens the visits of `view` and
  /// of its ancestors not open yet, each with the point of its superview's visit converted.
  private func opening(_ view: UIView?) {
    guard let liveName, let view, !stack.contains(where: { $0.view === view }), let superview = view.superview
    else { return }
    opening(superview)
    guard let parent = stack.last, parent.view === superview else { return }
    enter(view, id: liveName(view), point: view.convert(parent.point, from: superview))
  }

  /// One step the engine reports (`UIApplication.hitTestObserver`), for a view of the file.
  func heard(_ view: UIView, _ step: HitTestStep, id: String) {
    switch step {
    case .hitTest: opening(view.superview)
    case .excluded, .outside: opening(view)
    case .pointInside: break
    }
    switch step {
    case .hitTest(let point):
      enter(view, id: id, point: point)
    case .pointInside:
      break
    case .excluded(let reason):
      close(view) { $0.exclusion = reason }
    case .outside(_, let bounds):
      close(view) { $0.outsideBounds = bounds }
    }
  }

  /// The engine skipped the view being asked: it answers nil.
  private func close(_ view: UIView, _ verdict: (Visit) -> Void) {
    guard let visit = stack.last, visit.view === view else { return }
    verdict(visit)
    stack.removeLast()
  }

  func pointInsideOverride(_ view: UIView, because subviewID: String, standard: Bool) {
    guard let visit = stack.last, visit.view === view else { return }
    visit.pointInsideOverride = "pointInsideAlso: the point is inside \(subviewID)"
    visit.pointInsideStandard = standard
  }
}

/// What `responder explain` found: every view the hit test asked (and the ones it did not
/// reach), with its verdict and the reason, then the winner's chain and recognizers.
public struct Explanation {
  /// One view's part in the hit test.
  public struct Entry {
    /// The view's id.
    public var id: String
    /// How deep in the hit test's calls (0 for a window).
    public var depth: Int
    /// `hit`, `skipped` or `notReached`.
    public var verdict: String
    /// `hidden`, `alpha`, `interactionDisabled`, `disabledControl`, `animating`, `outsideBounds`, `override`,
    /// `laterSiblingAnswered`, `ancestorSkipped` or `containsPoint`.
    public var reason: String
    /// A sentence with the numbers.
    public var detail: String
  }

  /// The point, in screen coordinates.
  public var point: CGPoint
  /// The window whose view won, if any.
  public var window: String?
  /// The winning view, if any.
  public var winner: String?
  /// The views asked and not reached, in the order of the hit test.
  public var visited: [Entry]
  /// The winner's responder chain to its end.
  public var chain: [String]
  /// The recognizers that would receive a touch there, in G13 order.
  public var recognizers: [String]
  /// Whether a built-in control's exemption (G11) keeps one of them from a single tap.
  public var controlExemption: Bool
  /// The scroll views, inner first, that will hold the winner's `touchesBegan` (S4, S15):
  /// those around it with `delaysContentTouches` and scrolling enabled.
  public var delayedBy: [String] = []
  /// How long the scroll views in `delayedBy` hold the winner's `touchesBegan` at most, in
  /// seconds, as the engine holds it (S4); 0 when none does.
  public var contentDelay: TimeInterval = 0
  /// The list around the winner, if any (L1): its id, the cell under the point and that
  /// cell's index path `[section, row]` (nil for both where the point is on no row).
  public var listRow: (list: String, cell: String?, indexPath: [Int]?)?
  /// How layout placed the winner and its ancestors, where constraints or a stack view did
  /// (Y1, Y6): one sentence each, the view's solved frame and what fixed it, innermost first.
  public var layout: [String] = []
  /// Why no hit test happens at all, when the application drops new touches (Q7: a
  /// presentation's transition runs).
  public var ignoredBecause: String?

  /// The explanation as text: the tree of views asked, then the winner.
  public var text: String {
    var lines = ["hit test at (\(Self.number(point.x)), \(Self.number(point.y))):"]
    if let ignoredBecause { lines.append("  none: \(ignoredBecause)") }
    for entry in visited {
      let indent = String(repeating: "  ", count: entry.depth + 1)
      let verdict = HitTestVerdict(verdict: entry.verdict, reason: entry.reason, detail: entry.detail)
      lines.append(indent + verdict.line(naming: entry.id))
    }
    lines.append("winner: \(winner ?? "none")\(window.map { " (window \($0))" } ?? "")")
    lines.append("responder chain: \(chain.isEmpty ? "none" : chain.joined(separator: " → "))")
    lines.append(
      "recognizers, in the order they get the touch: \(recognizers.isEmpty ? "none" : recognizers.joined(separator: ", "))"
    )
    lines.append("built-in control exemption (G11): \(controlExemption ? "yes" : "no")")
    if !delayedBy.isEmpty, let winner {
      let delay = TraceValue.decimal(contentDelay)
      let holders = delayedBy.joined(separator: " and ")
      lines.append(
        "content delay (S4): held by \(holders): \(winner) gets touchesBegan \(delay) s after touch-down, "
          + "or at the lift if sooner, or never if \(delayedBy.joined(separator: " or ")) begins scrolling first")
    }
    for sentence in layout { lines.append("layout: \(sentence)") }
    if let listRow {
      if let cell = listRow.cell, let path = listRow.indexPath {
        lines.append(
          "list (L1): \(cell) of \(listRow.list), index path [\(path.map(String.init).joined(separator: ", "))]")
      } else {
        lines.append("list (L1): \(listRow.list), no row under the point")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `,"listRow":{…}` when the winner is in a list, else nothing.
  private var listRowJSON: String {
    guard let listRow else { return "" }
    let cell = listRow.cell.map(TraceLine.quoted) ?? "null"
    let path = listRow.indexPath.map { "[" + $0.map(String.init).joined(separator: ",") + "]" } ?? "null"
    return #","listRow":{"list":\#(TraceLine.quoted(listRow.list)),"cell":\#(cell),"indexPath":\#(path)}"#
  }

  /// The explanation as the stable JSON object of the tools' interface.
  public var json: String {
    let entries = visited.map { entry in
      #"{"id":\#(TraceLine.quoted(entry.id)),"verdict":"\#(entry.verdict)","reason":"\#(entry.reason)","detail":\#(TraceLine.quoted(entry.detail))}"#
    }
    return
      #"{"point":[\#(Self.number(point.x)),\#(Self.number(point.y))],"window":\#(window.map(TraceLine.quoted) ?? "null"),"winner":\#(winner.map(TraceLine.quoted) ?? "null"),"visited":[\#(entries.joined(separator: ","))],"chain":[\#(chain.map(TraceLine.quoted).joined(separator: ","))],"recognizers":[\#(recognizers.map(TraceLine.quoted).joined(separator: ","))],"controlExemption":\#(controlExemption)\#(delayedBy.isEmpty ? "" : #","delayedBy":[\#(delayedBy.map(TraceLine.quoted).joined(separator: ","))]"#)\#(listRowJSON)\#(layout.isEmpty ? "" : #","layout":[\#(layout.map(TraceLine.quoted).joined(separator: ","))]"#)\#(ignoredBecause.map { #","ignoredBecause":\#(TraceLine.quoted($0))"# } ?? "")}"#
  }

  static func number(_ value: CGFloat) -> String { HitTestVerdict.number(value) }
}

extension ScenarioRunner {
  /// Whether the scenario has a window with this id.
  public func hasWindow(id: String) -> Bool {
    app.context.objects[id] is UIWindow
  }

  /// Explains the hit test of a touch at `point` (screen coordinates) after the input up to
  /// time `t` has run; `window` limits it to one window.
  public func explain(at point: CGPoint, window windowID: String? = nil, t: Double? = nil) -> Explanation {
    run(until: t ?? -1) { _ in }
    return toolSubject.explain(at: point, window: windowID)
  }

  /// What the tools read of the scenario's app: its names, application and constraints.
  var toolSubject: ToolSubject {
    ToolSubject(context: app.context, application: application, fileConstraints: app.fileConstraints)
  }
}

extension ToolSubject {
  /// Explains the hit test of a touch at `point` (screen coordinates) on the app as it is now;
  /// `windowID` limits it to one window.
  func explain(at point: CGPoint, window windowID: String? = nil) -> Explanation {
    // Explaining asks the views again; a live app's trace must not show those calls.
    let sink = context.sink
    context.sink = { _ in }
    defer { context.sink = sink }
    // Y2: a touch is hit-tested after the layout pass, so the explanation is too (constraint
    // and stack-view frames are solved).
    for window in application.windowsInHitTestOrder { window.layoutIfNeeded() }
    if application.isIgnoringInteractionEvents {
      var explanation = Explanation(
        point: point, window: nil, winner: nil, visited: [], chain: [], recognizers: [], controlExemption: false)
      explanation.ignoredBecause =
        "the application ignores new touches while a presentation's transition runs (Q7): "
        + "no hit test, no recognizer"
      return explanation
    }
    // The same hit test as a touch's, with the engine's own tests included: the engine reports its steps.
    let observer = HitTestObserver()
    if isLive { observer.liveName = { [context] in context.id(of: $0) } }
    context.hitTestObserver = observer
    defer { context.hitTestObserver = nil }
    // A live hierarchy's views are no scripted views, which report their steps themselves:
    // the application's observer hears the engine's steps for every view, by its name.
    let engineHook = application.hitTestObserver
    if isLive {
      application.hitTestObserver = { [context] view, step in
        context.hitTestObserver?.heard(view, step, id: context.id(of: view))
      }
    }
    defer { if isLive { application.hitTestObserver = engineHook } }
    var winner: UIView?
    let windows = application.windowsInHitTestOrder.filter { windowID == nil || context.id(of: $0) == windowID }
    for window in windows {
      // A scripted window reports its own call; a live one's is the tool's.
      if isLive { observer.enter(window, id: context.id(of: window), point: window.convert(fromScreen: point)) }
      let hit = window.hitTest(window.convert(fromScreen: point), with: nil)
      // The engine's descent never comes back up: the views it went down into, the window
      // first, answered with what the window answers (a scripted window says so itself).
      observer.exit(window, result: hit, override: nil)
      if let hit {
        winner = hit
        break
      }
    }
    var entries: [Explanation.Entry] = []
    let visits = observer.visits
    // The subviews the hit test did not ask (a later sibling answered first, or an override
    // answered without asking them) are listed after the subtree of their superview.
    var unreached: [Int: [Explanation.Entry]] = [:]
    for (index, visit) in visits.enumerated() where visit.result != nil {
      let askedChildren = visits.filter { $0.view.superview === visit.view && $0.depth == visit.depth + 1 }
      let answered = askedChildren.first { $0.result != nil }
      // The winner's own branch was reached, though not through a scenario view (a cell's
      // content view, L1): the winner line names it.
      let missed = visit.view.subviews.filter { subview in
        !askedChildren.contains { $0.view === subview }
          && !(!(subview is Scripted) && (winner?.isDescendant(of: subview) ?? false))
      }
      guard !missed.isEmpty else { continue }
      let end = visits[(index + 1)...].firstIndex { $0.depth <= visit.depth } ?? visits.count
      let verdict = answered.map { .laterSiblingAnswered(by: $0.id) } ?? HitTestVerdict.overrideAnswered(for: visit.id)
      unreached[end, default: []].insert(
        contentsOf: missed.reversed().map { subview in
          Explanation.Entry(
            id: context.id(of: subview), depth: visit.depth + 1, verdict: verdict.verdict, reason: verdict.reason,
            detail: verdict.detail)
        }, at: 0)
    }
    for (index, visit) in visits.enumerated() {
      entries.append(contentsOf: unreached[index] ?? [])
      entries.append(entry(for: visit))
    }
    entries.append(contentsOf: unreached[visits.count] ?? [])
    entries = addingViewsUnderPoint(point, windows: windows, to: entries)
    for window in windows where !observer.visits.contains(where: { $0.view === window }) {
      let verdict = HitTestVerdict.windowInFrontAnswered
      entries.append(
        Explanation.Entry(
          id: context.id(of: window), depth: 0, verdict: verdict.verdict, reason: verdict.reason,
          detail: verdict.detail))
    }
    // The engine's own chain and candidates (H8, G13), not a walk of the tool's.
    let chain = winner.map { UIApplication.chain(from: $0).map { context.id(of: $0) } } ?? []
    // The engine's own recognizers (a scroll view's content delay) are no object of the file.
    // A list's pans are UIKit's own but named (ScenarioFormat.md, "Lists"), as are a text
    // interaction's tap and loupe ("Text").
    let recognizers = (winner?.candidateRecognizers ?? []).filter {
      $0 is Scripted || context.names[ObjectIdentifier($0)] != nil || TextNames.name(of: $0, in: context) != nil
    }
    let hold = winner?.contentTouchHold
    let exemption = winner.map { hit in recognizers.contains { hit.ownActionWins(over: $0) } } ?? false
    var explanation = Explanation(
      point: point, window: winner?.window.map { context.id(of: $0) }, winner: winner.map { context.id(of: $0) },
      visited: entries, chain: chain, recognizers: recognizers.map { context.id(of: $0) },
      controlExemption: exemption, delayedBy: (hold?.holders ?? []).map { context.id(of: $0) },
      contentDelay: hold?.delay ?? 0)
    explanation.listRow = winner.flatMap { listRow(of: $0) }
    explanation.layout = layoutSentences(from: winner)
    return explanation
  }

  /// Rules Y1, Y5, Y6: for the hit view and each ancestor placed by constraints, its solved
  /// frame and the file's constraints on it (with any the pass broke), or the stack view that
  /// arranges it.
  func layoutSentences(from hit: UIView?) -> [String] {
    var sentences: [String] = []
    var view = hit
    while let here = view, !(here is UIWindow) {
      defer { view = here.superview }
      guard !here.translatesAutoresizingMaskIntoConstraints,
        let id = (here as? Scripted)?.script.id ?? (isLive ? context.id(of: here) : nil)
      else { continue }
      let frame = here.frame
      let place =
        "\(id) at (\(Explanation.number(frame.minX)), \(Explanation.number(frame.minY)), "
        + "\(Explanation.number(frame.width)), \(Explanation.number(frame.height))) in \(context.id(of: here.superview))"
      if let stack = here.superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === here }) {
        sentences.append("\(place), arranged by the stack view \(context.id(of: stack)) (Y6)")
        continue
      }
      let constraints = (fileConstraints[ObjectIdentifier(here)] ?? []).compactMap(\.identifier)
      guard !constraints.isEmpty else {
        sentences.append("\(place), placed by constraints \(isLive ? "(Y1)" : "the file does not give (Y1)")")
        continue
      }
      let broken = context.brokenConstraints
      let named = constraints.map { broken.contains($0) ? "\($0) (broken, Y5)" : $0 }
      sentences.append("\(place), placed by its constraints (Y1): \(named.joined(separator: ", "))")
    }
    return sentences
  }

  /// The list the hit view is in and the row it is in (L1), for `explain`.
  private func listRow(of hit: UIView) -> (list: String, cell: String?, indexPath: [Int]?)? {
    var view: UIView? = hit
    var cell: UIView?
    while let current = view {
      if current is UITableViewCell || current is UICollectionViewCell { cell = current }
      let path: IndexPath?
      if let table = current as? UITableView {
        path = (cell as? UITableViewCell).flatMap { table.indexPath(for: $0) }
      } else if let collection = current as? UICollectionView {
        path = (cell as? UICollectionViewCell).flatMap { collection.indexPath(for: $0) }
      } else {
        view = current.superview
        continue
      }
      return (
        context.id(of: current), path.flatMap { _ in cell.map { context.id(of: $0) } }, path.map { [$0[0], $0[1]] }
      )
    }
    return nil
  }

  private func entry(for visit: HitTestObserver.Visit) -> Explanation.Entry {
    let view = visit.view
    let point = HitTestVerdict.text(visit.point)
    func entry(_ verdict: String, _ reason: String, _ detail: String) -> Explanation.Entry {
      Explanation.Entry(id: visit.id, depth: visit.depth, verdict: verdict, reason: reason, detail: detail)
    }
    func entry(_ verdict: HitTestVerdict) -> Explanation.Entry {
      entry(verdict.verdict, verdict.reason, verdict.detail)
    }
    if let override = visit.override {
      return entry(visit.result == nil ? "skipped" : "hit", "override", override)
    }
    guard let result = visit.result else {
      // The engine's own verdict on the view (H2, H3, C3, V3), rendered.
      if let bounds = visit.outsideBounds { return entry(.outside(visit.point, bounds: bounds)) }
      guard let exclusion = visit.exclusion else { return entry(.overrideReturnedNil) }
      return entry(.excluded(exclusion, of: view))
    }
    if let reason = visit.pointInsideOverride, !visit.pointInsideStandard {
      return entry(
        "hit", "override", "\(reason), although \(point) is outside its bounds \(HitTestVerdict.text(view.bounds))")
    }
    // A subview may answer with this very view (a hitTest that returns its superview).
    let answering = visitsAnswering(below: visit)
    if result === view {
      guard let answering else { return entry(.containsPoint(visit.point)) }
      return entry(.containsPoint(visit.point, answered: answering.id, with: visit.id))
    }
    return entry(.containsPoint(visit.point, answeredBelow: context.id(of: result)))
  }

  private func visitsAnswering(below visit: HitTestObserver.Visit) -> HitTestObserver.Visit? {
    guard let observer = context.hitTestObserver else { return nil }
    return observer.visits.first { $0.depth == visit.depth + 1 && $0.view.superview === visit.view && $0.result != nil }
  }

  /// Adds the views whose area holds the point but which the hit test never asked (a skipped
  /// ancestor, H2 or H5, or an answer found first), each after the entry of its nearest listed
  /// ancestor, so that the view the user asks about is always named.
  private func addingViewsUnderPoint(
    _ point: CGPoint, windows: [UIWindow], to entries: [Explanation.Entry]
  ) -> [Explanation.Entry] {
    var listed = Set(entries.map(\.id))
    var result = entries
    for window in windows where listed.contains(context.id(of: window)) {
      let windowPoint = window.convert(fromScreen: point)
      var stack: [(UIView, Int)] = window.subviews.reversed().map { ($0, 1) }
      while let (view, depth) = stack.popLast() {
        stack.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
        let id = context.id(of: view)
        guard !listed.contains(id), view.bounds.contains(view.convert(windowPoint, from: window)) else { continue }
        var ancestor = view.superview
        while let current = ancestor, !listed.contains(context.id(of: current)) { ancestor = current.superview }
        guard let ancestor, let index = result.lastIndex(where: { $0.id == context.id(of: ancestor) }) else { continue }
        let ancestorEntry = result[index]
        let verdict = HitTestVerdict.ancestorSkipped(
          ancestorEntry.id,
          HitTestVerdict(verdict: ancestorEntry.verdict, reason: ancestorEntry.reason, detail: ancestorEntry.detail))
        // After the ancestor's subtree as listed so far.
        var insertAt = index + 1
        while insertAt < result.count, result[insertAt].depth > ancestorEntry.depth { insertAt += 1 }
        result.insert(
          Explanation.Entry(
            id: id, depth: depth, verdict: verdict.verdict, reason: verdict.reason, detail: verdict.detail),
          at: insertAt)
        listed.insert(id)
      }
    }
    return result
  }
}
