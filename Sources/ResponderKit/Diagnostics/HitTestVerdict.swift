import Foundation

/// One view's part in a hit test as the tools say it: its verdict, the reason and a sentence
/// with the numbers. The one home of that wording, shared by `responder explain` and the test
/// kit's failures, so the two never word the same step apart.
///
/// Rules H2–H5, C3, V3: each verdict renders a step the engine took (``HitTestStep``) or what
/// follows from one (a view the hit test never asked).
@_spi(Tools) public struct HitTestVerdict: Equatable, Sendable {
  /// The verdict: `hit`, `skipped` or `notReached`.
  ///
  /// Rules H2–H5: a view hit holds the point, a view skipped said no, a view not reached was
  /// never asked.
  public var verdict: String
  /// The reason, a word: `hidden`, `alpha`, `interactionDisabled` (H2), `disabledControl`
  /// (C3), `animating` (V3), `outsideBounds` (H3), `override` (H6), `laterSiblingAnswered` (H1,
  /// H4), `ancestorSkipped` (H2, H5), `notInWindow` (H1) or `containsPoint` (H3).
  ///
  /// Rules H1–H6, C3, V3: each word names the case of the rule given after it.
  public var reason: String
  /// The reason as a sentence with the numbers (the point, the bounds, the alpha).
  ///
  /// Rules H2–H5, C3, V3: the sentence cites the rule where the reason alone does not say it.
  public var detail: String

  /// Makes a verdict of these words.
  ///
  /// Rule H6: for a verdict the engine does not word, an override's answer as a tool reports it;
  /// the static members below are the engine's.
  public init(verdict: String, reason: String, detail: String) {
    self.verdict = verdict
    self.reason = reason
    self.detail = detail
  }

  /// The verdict as one line of a tool's listing: the view's name, verdict, reason and detail.
  ///
  /// Rules H2–H5: the layout `responder explain` prints each view it asked in.
  public func line(naming name: String) -> String {
    "\(name)  \(verdict)  \(reason)  — \(detail)"
  }

  // MARK: Skipped (H2, H3, C3, V3)

  /// The engine skipped `view` and its subtree for `exclusion`, before asking whether the point
  /// is inside (rules H2, H7, C3, V3).
  @MainActor
  public static func excluded(_ exclusion: HitTestExclusion, of view: UIView) -> HitTestVerdict {
    switch exclusion {
    case .disabledControl:
      return skipped(
        "disabledControl", "isEnabled is false: a disabled control is not hit, nor anything in it (C3)")
    case .hidden:
      return skipped("hidden", "isHidden is true, so the view and its subviews are skipped")
    case .animating:
      return skipped(
        "animating",
        "an animation without .allowUserInteraction is changing it, so it ignores touches until it completes (V3)")
    case .transparent(let alpha):
      return skipped(
        "alpha", "alpha \(Double(alpha)) is below \(Double(InteractionConstants.minimumHittableAlpha))")
    case .interactionDisabled:
      let kind = view is UIImageView ? "UIImageView" : view is UILabel ? "UILabel" : nil
      return skipped(
        "interactionDisabled",
        kind.map { "isUserInteractionEnabled is false (the \($0) default)" } ?? "isUserInteractionEnabled is false")
    }
  }

  /// The point, `point` in the view's coordinates, is outside its `bounds`, so neither the view
  /// nor any subview is hit (rules H3, H5).
  public static func outside(_ point: CGPoint, bounds: CGRect) -> HitTestVerdict {
    skipped("outsideBounds", "the point \(text(point)) in its coordinates is outside its bounds \(text(bounds))")
  }

  /// An override of `hitTest(_:with:)` answered nil, with no verdict of the engine's (rule H6).
  public static var overrideReturnedNil: HitTestVerdict { skipped("override", "hitTest returned nil") }

  // MARK: Not reached (H1, H4)

  /// A view in front of this one, `answered` (by name), answered first, so this one was never
  /// asked (rule H4).
  public static func laterSiblingAnswered(by answered: String) -> HitTestVerdict {
    notReached("laterSiblingAnswered", "\(answered), above it, answered first")
  }

  /// A window in front of this one answered first, so this one was never asked (rule H1).
  public static var windowInFrontAnswered: HitTestVerdict {
    notReached("laterSiblingAnswered", "a window in front of it answered first")
  }

  /// An override of the hit test of `answerer` (by name) answered without asking this view
  /// (rule H6).
  public static func overrideAnswered(for answerer: String) -> HitTestVerdict {
    notReached("override", "an override answered for \(answerer)")
  }

  /// The point is inside this view, but its ancestor `ancestor` (by name), whose own verdict
  /// is `ancestorVerdict`, kept the hit test from asking it (rules H2, H5).
  public static func ancestorSkipped(_ ancestor: String, _ ancestorVerdict: HitTestVerdict) -> HitTestVerdict {
    let why: String
    switch (ancestorVerdict.verdict, ancestorVerdict.reason) {
    case ("skipped", "outsideBounds"):
      why = "\(ancestor), which holds it, does not contain the point, so it was never asked (H5)"
    case ("skipped", let reason):
      why = "\(ancestor), which holds it, was skipped (\(reason)), so it was never asked"
    case ("notReached", _):
      why = "\(ancestor), which holds it, was not reached"
    default:
      why = "the hit test had its answer before it came to it"
    }
    return notReached("ancestorSkipped", "the point is inside it, but \(why)")
  }

  /// The view is in no window, and hit testing asks only the windows (rule H1).
  public static var notInWindow: HitTestVerdict {
    notReached("notInWindow", "it is in no window, and hit testing asks only the windows (H1)")
  }

  // MARK: Hit (H3, H4)

  /// The point, `point` in the view's coordinates, is inside its bounds and no subview
  /// answered: the view is hit itself (rules H3, H4).
  public static func containsPoint(_ point: CGPoint) -> HitTestVerdict {
    hit("containsPoint", "\(text(point)) is inside its bounds and no subview answered")
  }

  /// The point, `point` in the view's coordinates, is inside its bounds, and the subview
  /// `answered` (by name) answered with a view below it (rules H3, H4).
  public static func containsPoint(_ point: CGPoint, answeredBelow answered: String) -> HitTestVerdict {
    hit("containsPoint", "\(text(point)) is inside its bounds; \(answered) answered below")
  }

  /// The point, `point` in the view's coordinates, is inside its bounds, and the subview
  /// `answered` answered with this view, `itself` (both by name; rules H3, H6).
  public static func containsPoint(_ point: CGPoint, answered: String, with itself: String) -> HitTestVerdict {
    hit("containsPoint", "\(text(point)) is inside its bounds; \(answered) answered with \(itself) itself")
  }

  // MARK: Numbers

  /// A coordinate as the tools print it: a whole number without a fraction, else in full.
  ///
  /// Rules H3, H5: the numbers of the verdicts on points and bounds are printed this way.
  public static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }

  /// A point as the tools print it: `(x, y)`.
  ///
  /// Rule H3: the point a verdict tests, in the view's coordinates or the screen's.
  public static func text(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

  /// A rectangle as the tools print it: `[x, y, width, height]`.
  ///
  /// Rule H3: the bounds a verdict tests the point against, or a view's frame.
  public static func text(_ rect: CGRect) -> String {
    "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
  }

  private static func skipped(_ reason: String, _ detail: String) -> HitTestVerdict {
    HitTestVerdict(verdict: "skipped", reason: reason, detail: detail)
  }

  private static func notReached(_ reason: String, _ detail: String) -> HitTestVerdict {
    HitTestVerdict(verdict: "notReached", reason: reason, detail: detail)
  }

  private static func hit(_ reason: String, _ detail: String) -> HitTestVerdict {
    HitTestVerdict(verdict: "hit", reason: reason, detail: detail)
  }
}
