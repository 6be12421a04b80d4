import Foundation

/// The object a collection view tells about its items' display, highlight and selection, with
/// UIKit's signatures; it is also the collection view's scroll-view delegate, and every method
/// is optional, with UIKit's default in an extension.
///
/// UIKit rules L2, L3, L5–L7, L11: `shouldHighlightItemAt` false means the touch makes no
/// selection call at all (Apple); `shouldSelectItemAt` and `shouldDeselectItemAt` may refuse
/// a change a touch makes; selection by code calls none of these;
/// `contextMenuConfigurationForItemsAt` (or the older `…ForItemAt`) gives items a context
/// menu. Set it with the collection view's `delegate` property (declared by `UIScrollView`).
///
/// Where UIKit has an iOS 16 form and an older one of a context-menu method, it asks the new
/// form when the delegate implements it, else the old one. Swift cannot ask whether a method
/// with a default is implemented, so the new forms' defaults mark that they ran, and the
/// collection view asks the old form after a default answered (our mechanism for UIKit's
/// `respondsToSelector:`).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a touch on the item may highlight it (L2: default true); false means no
  /// highlight and no selection call for that touch.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// A touch highlighted the item (L2, L3).
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight went: the touch ended, left the item or was cancelled (L3, L5, L6).
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a touch may select the item (L5: default true).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Whether a touch may deselect the selected item in multiple selection (L5: default true).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// A touch selected the item (L5); never sent for `selectItem(at:animated:scrollPosition:)`
  /// (L7).
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// A touch deselected the item (L5); never sent for `deselectItem(at:animated:)` (L7).
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The cell is about to appear for the item at `indexPath` (L1).
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// The cell left the visible items, or the data was reloaded (L1).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A supplementary view is about to appear (L12).
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the collection view (L12).
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The menu of a touch held on the items at `indexPaths`, `point` being in the collection
  /// view's coordinates (L11, iOS 16: asked at the context menu's begin delay, M2; default nil,
  /// no menu). An empty array is the space between the items; several are the selected items
  /// of a multiple selection, when the touch is on one of them. Implemented, it is asked
  /// instead of `contextMenuConfigurationForItemAt`; nil leaves the touch to highlight and
  /// select as without it.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The menu of a touch held on the item at `indexPath` (L11; deprecated in iOS 16): asked
  /// only when `contextMenuConfigurationForItemsAt` keeps its default, and never for the space
  /// between the items.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The preview of the item's menu while the touch is held (L11, M2, iOS 16; default nil);
  /// implemented, it is asked instead of `previewForHighlightingContextMenuWithConfiguration`.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// The preview the item's menu goes back to when it is dismissed (L11, M4, iOS 16; default
  /// nil); implemented, it is asked instead of
  /// `previewForDismissingContextMenuWithConfiguration`.
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview?
  /// The preview of the menu while the touch is held (L11, M2; deprecated in iOS 16; default
  /// nil, the item).
  func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview the menu goes back to when it is dismissed (L11, M4; deprecated in iOS 16;
  /// default nil, the item).
  func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview of the menu was tapped (L11, M4).
  func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// The menu is about to present (L11, M3); the item's touch is cancelled right after (L6:
  /// `didUnhighlightItemAt`, no selection).
  func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The menu is about to end: an item was chosen or the menu dismissed, or the touch ended
  /// before it presented (L11, M4, M5).
  func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UICollectionViewDelegate {
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// UIKit's default: every item may highlight (L2).
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default: nothing.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// UIKit's default: every item may be selected (L5).
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default: every item may be deselected (L5).
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default: nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// UIKit's default: no menu (L11); the collection view then asks
  /// `contextMenuConfigurationForItemAt` (the default marks that it ran).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    ListDelegateDefault.ran = true
    return nil
  }
  /// UIKit's default: no menu (L11).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// UIKit's default: nil; the collection view then asks
  /// `previewForHighlightingContextMenuWithConfiguration` (L11; the default marks that it ran).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    ListDelegateDefault.ran = true
    return nil
  }
  /// UIKit's default: nil; the collection view then asks
  /// `previewForDismissingContextMenuWithConfiguration` (L11; the default marks that it ran).
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    ListDelegateDefault.ran = true
    return nil
  }
  /// UIKit's default: nil, a preview of the item (L11).
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// UIKit's default: nil, a preview of the item (L11).
  public func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// UIKit's default: nothing (the menu dismisses).
  public func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// UIKit's default: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}
