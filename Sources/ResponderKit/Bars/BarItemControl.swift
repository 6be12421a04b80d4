import Foundation

/// The control a bar makes to show a bar item, the back button or a tab: a touch on it is a
/// touch on the item (N12, N14).
///
/// UIKit's private `_UIButtonBarButton` and `UITabBarButton` play this part. It is a
/// `UIControl`, so touches follow the control rules (C1–C6): the item's work happens at a
/// touch-up inside, in the event that ends the touch.
@MainActor
final class BarItemControl: UIControl {
  /// What a touch-up inside does, given the event.
  let touchedUp: @MainActor (BarItemControl, UIEvent) -> Void
  /// The title shown, for the accessibility label and for `responder why`.
  var title: String

  init(title: String, touchedUp: @escaping @MainActor (BarItemControl, UIEvent) -> Void) {
    self.title = title
    self.touchedUp = touchedUp
    super.init(frame: .zero)
    accessibilityLabel = title
    addTarget(self, action: BarItemControl.touchUpInside, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  private func touchUpInside(_ sender: BarItemControl, event: UIEvent) {
    touchedUp(self, event)
  }

  /// N12's width of a title that the bar sizes: at least `barButtonMinimumWidth`, else
  /// `barTitleCharacterWidth` per character plus padding on both sides (our choice: no text is
  /// measured here).
  static func width(of title: String) -> CGFloat {
    max(
      InteractionConstants.barButtonMinimumWidth,
      CGFloat(title.count) * InteractionConstants.barTitleCharacterWidth + 2 * InteractionConstants.barItemPadding)
  }
}
