import Foundation

/// The object a table view tells about its rows' heights, display, highlight and selection, with
/// UIKit's signatures; it is also the table's scroll-view delegate, as in UIKit, and every method
/// is optional, with UIKit's default in an extension.
///
/// UIKit rules L2–L4, L6, L7, L10, L11: `shouldHighlightRowAt` decides whether a touch
/// highlights (and so may select) a row; `willSelectRowAt` and `willDeselectRowAt` may redirect
/// or refuse a selection change a touch makes; selection by code calls none of these;
/// `contextMenuConfigurationForRowAt` gives a row a context menu. Set it with the
/// table's `delegate` property (declared by `UIScrollView`): the table reads it as a
/// `UITableViewDelegate` when it is one.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The height of the row at `indexPath` (L1; default: the table's `rowHeight`;
  /// `UITableView.automaticDimension` sizes the row by its cell's constraints, Y7).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of `section`'s header (L12; default the table's `sectionHeaderHeight`;
  /// `UITableView.automaticDimension` sizes it by its title or view).
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of `section`'s footer (L12; default the table's `sectionFooterHeight`).
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// The view of `section`'s header, a subview of the table while it shows (L12; default nil:
  /// a standard view with the data source's title, if any).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// The view of `section`'s footer (L12; default nil: a standard view with the title, if any).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A section's header view is about to appear (L12).
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// A section's footer view is about to appear (L12).
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// A section's header view left the table (L12).
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  /// A section's footer view left the table (L12).
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  /// The cell is about to appear for the row at `indexPath` (L1).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The cell left the visible rows, or the data was reloaded (L1).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Whether a touch on the row may highlight it (L2: default true); false means no highlight
  /// and no selection call for that touch.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// A touch highlighted the row (L2, L3).
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight went: the touch ended, left the row or was cancelled (L3, L4, L6).
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row a touch is about to select; return another path to redirect, nil to refuse (L4:
  /// default `indexPath`).
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row a touch is about to deselect; return nil to keep it selected (L4: default
  /// `indexPath`).
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A touch selected the row (L4); never sent for `selectRow(at:animated:scrollPosition:)` (L7).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A touch deselected the row (L4); never sent for `deselectRow(at:animated:)` (L7).
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The actions a leftward swipe on the row shows (L10: default nil, no swipe).
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// The actions a rightward swipe on the row shows (L10: default nil, no swipe).
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// A swipe began showing the row's actions (L10).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The swiped row closed (L10).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// The menu of a touch held on the row at `indexPath`, `point` being in the table's
  /// coordinates (L11: asked at the context menu's begin delay, M2; default nil, no menu).
  /// Nil leaves the touch to highlight and select as without it; an empty configuration
  /// begins, then ends with no menu (M3). A touch off the rows asks nothing.
  func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  /// The preview of the row's menu while the touch is held (L11, M2; default nil, the row).
  func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview the row's menu goes back to when it is dismissed (L11, M4; default nil, the
  /// row).
  func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview of the row's menu was tapped (L11, M4).
  func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// The row's menu is about to present (L11, M3); the row's touch is cancelled right after
  /// (L6: `didUnhighlightRowAt`, no selection).
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The row's menu is about to end: an item was chosen or the menu dismissed, or the touch
  /// ended before it presented (L11, M4, M5).
  func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
  /// UIKit's default: the table's `sectionHeaderHeight` (L12).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// UIKit's default: the table's `sectionFooterHeight` (L12).
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// UIKit's default: nil, a standard view with the section's title, if any (L12).
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// UIKit's default: nil, a standard view with the section's title, if any (L12).
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  /// UIKit's default: the table's `rowHeight` (L1). It tells the table that the delegate gives
  /// no heights, so that the table computes the rows' origins instead of asking each (L1).
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.delegateHeightIsDefault = true
    return tableView.rowHeight
  }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// UIKit's default: every row may highlight (L2).
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// UIKit's default: the touched row is selected (L4).
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// UIKit's default: the row is deselected (L4).
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// UIKit's default here: no actions (L10).
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// UIKit's default: no actions (L10).
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  /// UIKit's default: nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  /// UIKit's default: no menu (L11).
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// UIKit's default: nil, a preview of the row (L11).
  public func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// UIKit's default: nil, a preview of the row (L11).
  public func tableView(
    _ tableView: UITableView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  /// UIKit's default: nothing (the menu dismisses).
  public func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  /// UIKit's default: nothing.
  public func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}
