import Foundation
import ResponderKit
import ResponderScenario

extension TestHarness {
  /// `responder explain`'s text for a touch at `point` (screen coordinates) on the harness's
  /// views as they are now: every view the hit test asked, with its verdict and the reason
  /// (H1–H6, C3, V3), the winner, its responder chain, the recognizers that would get the
  /// touch (G13), a scroll view's content delay (S4) and how layout placed the winner (Y1, Y6).
  ///
  /// The views have no scenario ids: each is named by its `accessibilityIdentifier`, or by its
  /// class and index path from the windows (`UIButton#0.0.2`), as the debugging article's
  /// "The tools from a test" says. Explaining does not touch the app: the engine notes it
  /// causes are not recorded for `why()`.
  public func explain(at point: CGPoint) -> String {
    tools.explain(at: point)
  }

  /// `responder why`'s text for every recognizer and control the engine noted since the
  /// harness started, in the order of their first involvement: each touch sequence, when it
  /// began (the finger's touch-down), its outcome, when it was decided and the engine's reason.
  public func why() -> String {
    tools.why()
  }

  /// `responder lint`'s findings on the harness's views as they are now, one a line
  /// (`severity kind view: message Fix: …`), or the empty string when there are none:
  /// interactive views no finger can reach (hit-testing sample points with the engine: zero
  /// size, hidden or non-interactive ancestors, outside an ancestor's bounds, covered,
  /// redirected; content a scroll view can scroll into view is reachable), small targets,
  /// failure-requirement cycles and responder loops.
  public func lint() -> String {
    tools.lint()
  }

  /// Writes `responder timeline`'s page for everything the harness did since it started to
  /// `url`: one self-contained HTML file (inline SVG and a little script, no network) with a
  /// lane per touch (its phases and the view it hit) and per recognizer and control (each
  /// change of state with the engine's decision and its rule), the holds of delivery
  /// (`delaysTouchesBegan` G5, `delaysTouchesEnded` G6, a failure requirement G9, a scroll
  /// view's delay S4), cancellations and actions, on a time axis. Pointing at an item in a
  /// browser shows its lines.
  ///
  /// The views are named as `explain(at:)` names them. Writing does not touch the app.
  public func writeTimeline(to url: URL) throws {
    try Data(tools.timelineHTML().utf8).write(to: url)
  }
}
