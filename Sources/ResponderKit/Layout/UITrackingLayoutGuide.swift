import Foundation

/// A layout guide that follows something on screen and switches sets of constraints on and off
/// by the edges of the screen it is near.
///
/// UIKit's `UITrackingLayoutGuide`, whose one kind is the keyboard's guide (rule B7). The
/// modelled keyboard is always docked (B4): its guide is near the bottom, leading and trailing
/// edges and away from the top, whether or not the keyboard shows, as UIKit docks the guide
/// at the bottom while the keyboard is off screen. Constraints set for an edge set are active
/// while the guide is near every edge in it (`activeWhenNearEdge`), or away from every edge in
/// it (`activeWhenAwayFrom`); an empty set activates nothing (our choice).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
  /// The edges of the screen a docked guide is near (B7).
  static let dockedEdges: NSDirectionalRectEdge = [.bottom, .leading, .trailing]

  private var nearConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
  private var awayConstraints: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

  /// Sets the constraints that are active while the guide is near `edge`, and activates or
  /// deactivates them at once (rule B7); they replace those set for `edge` before, which are
  /// deactivated.
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
  ) {
    let active = !edge.isEmpty && Self.dockedEdges.isSuperset(of: edge)
    Self.replace(&nearConstraints, edge: edge, with: constraints, active: active)
  }

  /// The constraints set for `edge` with `setConstraints(_:activeWhenNearEdge:)`, or none.
  open func constraintsActiveWhenNear(_ edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    nearConstraints.first { $0.edge == edge }?.constraints ?? []
  }

  /// Sets the constraints that are active while the guide is away from `edge`, and activates or
  /// deactivates them at once (rule B7); they replace those set for `edge` before, which are
  /// deactivated.
  open func setConstraints(
    _ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
  ) {
    let active = !edge.isEmpty && Self.dockedEdges.isDisjoint(with: edge)
    Self.replace(&awayConstraints, edge: edge, with: constraints, active: active)
  }

  /// The constraints set for `edge` with `setConstraints(_:activeWhenAwayFrom:)`, or none.
  open func constraintsActiveWhenAway(from edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
    awayConstraints.first { $0.edge == edge }?.constraints ?? []
  }

  /// Deactivates and forgets every constraint set by edge (rule B7).
  open func removeAllTrackedConstraints() {
    for entry in nearConstraints + awayConstraints { NSLayoutConstraint.deactivate(entry.constraints) }
    nearConstraints = []
    awayConstraints = []
  }

  private static func replace(
    _ list: inout [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])], edge: NSDirectionalRectEdge,
    with constraints: [NSLayoutConstraint], active: Bool
  ) {
    if let index = list.firstIndex(where: { $0.edge == edge }) {
      NSLayoutConstraint.deactivate(list[index].constraints)
      list.remove(at: index)
    }
    list.append((edge, constraints))
    if active { NSLayoutConstraint.activate(constraints) } else { NSLayoutConstraint.deactivate(constraints) }
  }
}
