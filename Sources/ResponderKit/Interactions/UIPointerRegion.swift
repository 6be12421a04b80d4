import Foundation

/// A part of a view in which the pointer keeps one style.
///
/// UIKit's `UIPointerRegion` (iOS 13.4). Rule P6: two regions are the same region when their
/// rectangles and identifiers are equal; a new one makes the interaction exit the old region
/// and enter the new.
@preconcurrency @MainActor
open class UIPointerRegion {
  /// The region, in the interaction's view's coordinates.
  public let rect: CGRect
  /// What tells the region apart from others of the same rectangle.
  public let identifier: AnyHashable?
  /// The axes along which the pointer stays in the region while it is held (iOS 15); kept.
  open var latchingAxes: UIAxis = []

  /// A region of `rect` (in the view's coordinates) with an identifier.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }

  /// Whether `other` is the same region (P6: rectangle and identifier).
  func isSame(as other: UIPointerRegion) -> Bool {
    other === self || (other.rect == rect && other.identifier == identifier)
  }
}

/// The animator of one region change: nothing is drawn, so its animations run as soon as the
/// delegate's call returns, then its completions with `true` (P6, our choice).
@MainActor
final class PointerRegionAnimator: UIPointerInteractionAnimating {
  private var animations: [() -> Void] = []
  private var completions: [(Bool) -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  /// Runs what the delegate added.
  func finish() {
    for animation in animations { animation() }
    for completion in completions { completion(true) }
    animations = []
    completions = []
  }
}
