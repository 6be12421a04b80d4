import Foundation

/// The object a collection view tells about its items' display, highlight and selection, with
/// UIKit's signatures; it is also the collection view's scroll-view delegate, and every method
/// is optional, with UIKit's default in an extension.
///
/// UIKit rules L2, L3, L5–L7: `shouldHighlightItemAt` false means the touch makes no
/// selection call at all (Apple); `shouldSelectItemAt` and `shouldDeselectItemAt` may refuse
/// a change a touch makes; selection by code calls none of these. Set it with the collection
/// view's `delegate` property (declared by `UIScrollView`).
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
}

extension UICollectionViewDelegate {
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
}
