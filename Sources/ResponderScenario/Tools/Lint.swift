import Foundation
@_spi(Tools) import ResponderKit

/// One finding of `responder lint`.
public struct LintFinding {
  /// `error` or `warning`.
  public var severity: String
  /// The id of the object concerned.
  public var object: String
  /// `unreachable`, `partlyUnreachable`, `covered`, `redirected`, `nonInteractiveAncestor`,
  /// `zeroSize`, `recognizerOnNonInteractiveView`, `smallTarget`, `failureCycle` or
  /// `responderLoop`.
  public var kind: String
  /// The share of the object's area no finger can reach (0…1).
  public var fraction: Double
  /// One line: what is wrong.
  public var message: String
  /// One line: how to fix it.
  public var fix: String

  /// `severity kind object: message (fix)`.
  public var text: String {
    "\(severity) \(kind) \(object): \(message) Fix: \(fix)"
  }

  /// The finding as a JSON object.
  public var json: String {
    #"{"severity":"\#(severity)","object":\#(TraceLine.quoted(object)),"kind":"\#(kind)","fraction":\#(String(format: "%.3f", fraction)),"message":\#(TraceLine.quoted(message)),"fix":\#(TraceLine.quoted(fix))}"#
  }
}

extension ScenarioRunner {
  /// How many sample points per side `lint` hit-tests over each interactive view.
  static let lintSamplesPerSide = 8

  /// Static findings about the app as built: interactive views no finger can reach (found by
  /// hit-testing sample points of each with the real engine), recognizers that cannot get
  /// touches, small targets, cycles of failure requirements and loops of `next`.
  public func lint() -> [LintFinding] {
    toolSubject.lint()
  }
}

extension ToolSubject {
  /// The findings of `lint` on the app as it is now (`ScenarioRunner/lint()`).
  func lint() -> [LintFinding] {
    var findings: [LintFinding] = []
    // Y2: touches meet the frames of the layout pass, so the lint does too; the constraints it
    // broke are reported below.
    let sink = context.sink
    context.sink = { _ in }
    for window in application.windowsInHitTestOrder { window.layoutIfNeeded() }
    context.sink = sink
    let ids = context.objects.keys.sorted { ($0 < $1) }
    let ordered = ids.compactMap { id in context.objects[id].map { (id, $0) } }
    for (id, object) in ordered {
      guard let view = object as? UIView, !(view is UIWindow) else { continue }
      let script = (view as? Scripted)?.script
      let interactive =
        view is UIControl || !(view.gestureRecognizers ?? []).isEmpty || !(script?.consumes.isEmpty ?? true)
      if let recognizers = view.gestureRecognizers, !recognizers.isEmpty, !view.isUserInteractionEnabled {
        let kind = view is UIImageView ? "UIImageView" : view is UILabel ? "UILabel" : "the view"
        findings.append(
          LintFinding(
            severity: "error", object: id, kind: "recognizerOnNonInteractiveView", fraction: 1,
            message:
              "has recognizers (\(recognizers.map { context.id(of: $0) }.joined(separator: ", "))) but isUserInteractionEnabled is false (\(kind)'s default), so they never get a touch.",
            fix: "set \"userInteractionEnabled\": true on \(id)."))
        continue
      }
      guard interactive else {
        // A plain view handles no touch itself, but a finger that lands on a part of it that
        // sticks out of an ancestor (and is drawn there) goes elsewhere: the trap of H5.
        if view.window != nil, view.bounds.width > 0, view.bounds.height > 0, blockingAncestor(of: view) == nil,
          let finding = reachability(of: view, id: id, plain: true)
        {
          findings.append(finding)
        }
        continue
      }
      let isTapTarget = view is UIControl || (view.gestureRecognizers ?? []).contains { $0 is UITapGestureRecognizer }
      if view.bounds.width == 0 || view.bounds.height == 0 {
        findings.append(
          LintFinding(
            severity: "error", object: id, kind: "zeroSize", fraction: 1,
            message:
              "is \(Explanation.number(view.bounds.width)) × \(Explanation.number(view.bounds.height)) pt: no point is inside it.",
            fix: view.translatesAutoresizingMaskIntoConstraints
              ? "give \(id) a frame with a width and a height."
              : "give \(id) constraints that fix its width and height (Y1)."))
        continue
      }
      if let blocker = blockingAncestor(of: view) {
        findings.append(
          LintFinding(
            severity: "error", object: id, kind: "nonInteractiveAncestor", fraction: 1,
            message:
              "\(blocker.view === view ? "is" : "is under \(context.id(of: blocker.view)), which is") \(blocker.reason), so hit testing skips it and everything inside.",
            fix: blocker.fix))
        continue
      }
      if let finding = reachability(of: view, id: id) { findings.append(finding) }
      if isTapTarget && view.isBelowMinimumHitTarget {
        findings.append(
          LintFinding(
            severity: "warning", object: id, kind: "smallTarget", fraction: 0,
            message:
              "is \(Explanation.number(view.bounds.width)) × \(Explanation.number(view.bounds.height)) pt, smaller than the \(Self.minimumTarget) pt a finger needs.",
            fix: "enlarge \(id), or let its superview's point(inside:) accept a margin around it."))
      }
    }
    findings.append(contentsOf: layoutFindings())
    findings.append(contentsOf: smallListRows())
    findings.append(contentsOf: failureCycles())
    findings.append(contentsOf: responderLoops())
    return findings
  }

  /// Rules Y1, Y5: the file's constraints a layout pass broke (they cannot all hold), and views
  /// placed by constraints that leave an axis open (no position, or no size, on it), which the
  /// solver then places anywhere it likes. The second is a heuristic over the file's own
  /// constraints on the view: a size can also come from an intrinsic size or from other
  /// views' constraints, so it is a warning.
  private func layoutFindings() -> [LintFinding] {
    var findings: [LintFinding] = []
    let horizontal: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
    let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
    for (id, object) in context.objects.sorted(by: { $0.key < $1.key }) {
      guard let view = object as? UIView, let constraints = fileConstraints[ObjectIdentifier(view)] else {
        continue
      }
      let broken = constraints.compactMap(\.identifier).filter { context.brokenConstraints.contains($0) }
      if !broken.isEmpty {
        findings.append(
          LintFinding(
            severity: "error", object: id, kind: "unsatisfiableConstraints", fraction: 0,
            message:
              "has constraints that cannot all hold; the layout pass broke \(broken.joined(separator: ", ")) (Y5).",
            fix: "remove or lower the priority of one of the conflicting constraints of \(id)."))
      }
      let attributes = constraints.filter { $0.firstItem === view }.map(\.firstAttribute)
      for (axis, positions, size) in [
        ("horizontal", horizontal, NSLayoutConstraint.Attribute.width), ("vertical", vertical, .height),
      ] {
        let placed = Set(attributes.filter { positions.contains($0) })
        let sized = attributes.contains(size) || placed.count >= 2
        let missing = placed.isEmpty ? "position" : sized ? nil : size == .width ? "width" : "height"
        guard let missing else { continue }
        findings.append(
          LintFinding(
            severity: "warning", object: id, kind: "ambiguousLayout", fraction: 0,
            message: "is placed by constraints that fix no \(axis) \(missing), so its layout is ambiguous (Y1).",
            fix: "add a constraint for the \(axis) \(missing) of \(id)."))
      }
    }
    return findings
  }

  /// Lists whose rows (items) a finger selects, smaller than the size the lint asks of
  /// controls (L1, L2): a table's `rowHeight`, a collection's `itemSize`.
  private func smallListRows() -> [LintFinding] {
    var findings: [LintFinding] = []
    for id in context.objects.keys.sorted() {
      guard let list = context.objects[id] as? UIScrollView & Scripted, list.script.id == id else { continue }
      let size: CGSize
      let what: String
      if let table = list as? UITableView, table.allowsSelection {
        size = CGSize(width: table.bounds.width, height: table.standardRowHeight)
        what = "rows"
      } else if let collection = list as? UICollectionView, collection.allowsSelection,
        let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout
      {
        size = layout.itemSize
        what = "items"
      } else {
        continue
      }
      guard UIView.isBelowMinimumHitTarget(size) else { continue }
      findings.append(
        LintFinding(
          severity: "warning", object: id, kind: "smallTarget", fraction: 0,
          message:
            "has \(what) of \(Explanation.number(size.width)) × \(Explanation.number(size.height)) pt, smaller than the \(Self.minimumTarget) pt a finger needs.",
          fix: what == "rows"
            ? "give \(id) a \"rowHeight\" of \(Explanation.number(InteractionConstants.minimumHitTarget)) or more."
            : "give \(id) an \"itemSize\" of \(Self.minimumTarget) or more."))
    }
    return findings
  }

  /// The least target a finger needs, as the messages write it ("44 × 44").
  private static var minimumTarget: String {
    let side = Explanation.number(InteractionConstants.minimumHitTarget)
    return "\(side) × \(side)"
  }

  private func blockingAncestor(of view: UIView) -> (view: UIView, reason: String, fix: String)? {
    var current: UIView? = view
    while let candidate = current {
      let id = context.id(of: candidate)
      let minimum = Double(InteractionConstants.minimumHittableAlpha)
      // The engine's own reason for skipping the view (H2), rendered; a disabled control is
      // reported by its own check.
      switch candidate.hitTestExclusion {
      case .hidden: return (candidate, "hidden", "show \(id) (\"hidden\": false).")
      case .transparent:
        return (candidate, "transparent (alpha below \(minimum))", "raise \(id)'s alpha to \(minimum) or more.")
      case .interactionDisabled:
        let kind =
          candidate is UIImageView ? " (the UIImageView default)" : candidate is UILabel ? " (the UILabel default)" : ""
        return (candidate, "not interactive\(kind)", "set \"userInteractionEnabled\": true on \(id).")
      case .disabledControl, .animating, nil: break
      }
      current = candidate.superview
    }
    return nil
  }

  /// Hit-tests a grid of points over the view with the engine; misses are outside an
  /// ancestor's bounds (H5), won by a view on top, or sent to an ancestor by a `hitTest`
  /// override (H6). For a `plain` view (one that handles no touch) only the part outside an
  /// ancestor counts, and only where no clipping ancestor hides it.
  private func reachability(of view: UIView, id: String, plain: Bool = false) -> LintFinding? {
    guard let window = view.window else {
      return LintFinding(
        severity: "error", object: id, kind: "unreachable", fraction: 1, message: "is in no window.",
        fix: "add \(id) to a window's hierarchy.")
    }
    let n = ScenarioRunner.lintSamplesPerSide
    var outside = 0
    var covered: [String: Int] = [:]
    var redirected: [String: Int] = [:]
    let bounds = view.bounds
    for row in 0..<n {
      for column in 0..<n {
        let local = CGPoint(
          x: bounds.minX + (CGFloat(column) + 0.5) * bounds.width / CGFloat(n),
          y: bounds.minY + (CGFloat(row) + 0.5) * bounds.height / CGFloat(n))
        let screen = window.convert(toScreen: view.convert(local, to: window))
        var winner = application.hitTest(screen, with: nil)
        if let winner, winner === view || winner.isDescendant(of: view) { continue }
        // Content a scroll view can bring into its viewport is reached there (S1): the
        // point is hit-tested among the scroll view's content, and the ancestors above the
        // scroll view are not asked about it (the viewport's own reach is the scroll view's).
        let scroller = scrollingAncestor(of: view, bringing: local)
        if let scroller {
          let point = view.convert(local, to: scroller)
          winner =
            scroller.subviews.reversed().lazy.compactMap { $0.hitTest(scroller.convert(point, to: $0), with: nil) }
            .first
          if let winner, winner === view || winner.isDescendant(of: view) { continue }
        }
        var ancestor = view.superview
        var isOutside = false
        var isClipped = false
        while let current = ancestor, !(current is UIWindow), current !== scroller {
          let inside = current.bounds.contains(view.convert(local, to: current))
          if !inside && current.clipsToBounds { isClipped = true }
          if !isOutside && !current.point(inside: view.convert(local, to: current), with: nil) { isOutside = true }
          ancestor = current.superview
        }
        if !isOutside, scroller == nil, !window.bounds.contains(view.convert(local, to: window)) { isOutside = true }
        if plain {
          if isOutside && !isClipped { outside += 1 }
        } else if isOutside {
          outside += 1
        } else if let winner, view.isDescendant(of: winner) {
          redirected[context.id(of: winner), default: 0] += 1
        } else {
          covered[winner.map { context.id(of: $0) } ?? "nothing", default: 0] += 1
        }
      }
    }
    let total = n * n
    let missed = outside + covered.values.reduce(0, +) + redirected.values.reduce(0, +)
    guard missed > 0 else { return nil }
    let fraction = Double(missed) / Double(total)
    if plain {
      return LintFinding(
        severity: "warning", object: id, kind: missed == total ? "unreachable" : "partlyUnreachable",
        fraction: fraction,
        message:
          "\(Int((fraction * 100).rounded()))% of it lies outside an ancestor's bounds: it is drawn there, but a touch there never reaches it or anything in it (H5).",
        fix:
          "move \(id) inside its superview, override the superview's point(inside:) (\"pointInsideAlso\") to accept its area, or clip it (\"clipsToBounds\": true)."
      )
    }
    if let top = redirected.max(by: { $0.value < $1.value }), top.value >= outside + covered.values.reduce(0, +) {
      // Sent to an ancestor on purpose or not: a warning, never "covered" by a view behind it.
      return LintFinding(
        severity: "warning", object: id, kind: "redirected", fraction: fraction,
        message:
          "\(Int((fraction * 100).rounded()))% of its touches go to \(top.key), which contains it: a hitTest override returns \(top.key) instead (H6), so its own touch handling never runs there.",
        fix:
          "if \(id) should get those touches, remove the override (\"hitTestReturns\", \"hitTestRedirect\"); if not, drop \(id)'s touch handling."
      )
    }
    let severity = missed == total ? "error" : "warning"
    if covered.values.reduce(0, +) > outside, let top = covered.max(by: { $0.value < $1.value }) {
      return LintFinding(
        severity: severity, object: id, kind: "covered", fraction: fraction,
        message:
          "\(Int((fraction * 100).rounded()))% of it is covered: touches there go to \(top.key), which is in front of it.",
        fix:
          "move \(id) in front of \(top.key), or make \(top.key) pass touches on (hitTest returning nil, or \"userInteractionEnabled\": false)."
      )
    }
    return LintFinding(
      severity: severity, object: id, kind: missed == total ? "unreachable" : "partlyUnreachable", fraction: fraction,
      message:
        "\(Int((fraction * 100).rounded()))% of it lies outside an ancestor's bounds, where no touch reaches it (H5).",
      fix:
        "move \(id) inside its superview, or override the superview's point(inside:) (\"pointInsideAlso\") to accept its area."
    )
  }

  /// The innermost scroll view around `view` (not `view` itself) that has the point `local`
  /// of `view` outside its viewport but can scroll it in (S1): scrolling is enabled and the
  /// point lies in its content area, its `contentSize` grown by its content insets (and never
  /// smaller than the viewport, which can always show its own area). Nil when the point is in
  /// every scroll view's viewport, or in no scroll view's reach.
  private func scrollingAncestor(of view: UIView, bringing local: CGPoint) -> UIScrollView? {
    var ancestor = view.superview
    while let current = ancestor {
      defer { ancestor = current.superview }
      guard let scrollView = current as? UIScrollView else { continue }
      let point = view.convert(local, to: scrollView)
      guard !scrollView.bounds.contains(point) else { continue }
      let inset = scrollView.adjustedContentInset
      let size = scrollView.contentSize
      let reach = CGRect(
        x: -inset.left, y: -inset.top,
        width: max(size.width + inset.left + inset.right, scrollView.bounds.width),
        height: max(size.height + inset.top + inset.bottom, scrollView.bounds.height))
      guard scrollView.isScrollEnabled, reach.contains(point) else { return nil }
      return scrollView
    }
    return nil
  }

  private func failureCycles() -> [LintFinding] {
    let recognizers = context.objects.compactMap { $0.value as? UIGestureRecognizer }
      .sorted { context.id(of: $0) < context.id(of: $1) }
    var findings: [LintFinding] = []
    var reported: Set<ObjectIdentifier> = []
    // The engine's own requirements (G9): `require(toFail:)`, the subclass hooks and the delegates.
    for start in recognizers where !reported.contains(ObjectIdentifier(start)) {
      guard let path = UIGestureRecognizer.failureCycle(from: start, among: recognizers) else { continue }
      path.forEach { reported.insert(ObjectIdentifier($0)) }
      let names = (path + [start]).map { context.id(of: $0) }
      findings.append(
        LintFinding(
          severity: "error", object: context.id(of: start), kind: "failureCycle", fraction: 0,
          message:
            "requires itself to fail through \(names.joined(separator: " → ")): when they all could recognize, the engine must break the cycle (error reason=failureCycle).",
          fix: "remove one of the requireToFail links."))
    }
    return findings
  }

  /// Rule R8: a `next` chain that comes back to a responder it passed. The chain is the
  /// engine's own walk (`UIApplication.chain(from:)`, which stops where it would come back);
  /// the loop is from the responder its last one's `next` names back to that last one.
  private func responderLoops() -> [LintFinding] {
    var findings: [LintFinding] = []
    var reported: Set<ObjectIdentifier> = []
    for (_, object) in context.objects.sorted(by: { $0.key < $1.key }) {
      guard let responder = object as? UIResponder, !reported.contains(ObjectIdentifier(responder)) else { continue }
      let chain = UIApplication.chain(from: responder)
      guard let last = chain.last, let back = last.next, let start = chain.firstIndex(where: { $0 === back }) else {
        continue
      }
      let loop = chain[start...]
      loop.forEach { reported.insert(ObjectIdentifier($0)) }
      findings.append(
        LintFinding(
          severity: "error", object: context.id(of: back), kind: "responderLoop", fraction: 0,
          message:
            "the next chain loops: \((loop.map { context.id(of: $0) } + [context.id(of: back)]).joined(separator: " → ")); events reaching it stop with error reason=responderLoop.",
          fix: "make one of these responders' next lead out of the loop."))
    }
    return findings
  }
}
