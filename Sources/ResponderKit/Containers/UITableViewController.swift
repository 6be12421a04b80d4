import Foundation

/// A view controller whose view is a table view, and which is that table's data source and
/// delegate.
///
/// UIKit's `UITableViewController` (the L rules act on its table). Its view, made in
/// `loadView()`, is a ``UITableView`` of the style given, with the controller as its data
/// source and delegate; every data-source and delegate method is the controller's own, so a
/// subclass overrides them as in UIKit, and each answers as the protocol's default does until
/// overridden (no rows: `tableView(_:numberOfRowsInSection:)` is 0). With
/// ``clearsSelectionOnViewWillAppear``, `viewWillAppear(_:)` deselects the selected rows.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table made in `loadView()`.
  private let tableStyle: UITableView.Style

  /// Creates a table view controller whose table has `style` (UIKit's designated initializer).
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a plain table (no nib is loaded).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller from an archive: a plain table.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's table view: its view (loaded on first use). Setting it makes it the view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Whether `viewWillAppear(_:)` deselects the table's selected rows (UIKit's default true).
  open var clearsSelectionOnViewWillAppear = true

  /// The table's refresh control: the table view's ``UIScrollView/refreshControl``.
  open var refreshControl: UIRefreshControl? {
    get { tableView.refreshControl }
    set { tableView.refreshControl = newValue }
  }

  /// Makes the view: a table view of the controller's style, with the controller as its data
  /// source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is true, animated as
  /// the appearance is; a subclass calls super, as in UIKit.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
  }

  /// No rows until a subclass overrides it (UIKit's `UITableViewController` answers for a
  /// storyboard's static cells only).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell until a subclass overrides it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// Answers as `UITableViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func numberOfSections(in tableView: UITableView) -> Int {
    TableDefaults.shared.numberOfSections(in: tableView)
  }

  /// Answers as `UITableViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    TableDefaults.shared.tableView(tableView, titleForHeaderInSection: section)
  }

  /// Answers as `UITableViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    TableDefaults.shared.tableView(tableView, titleForFooterInSection: section)
  }

  /// Answers as `UITableViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    TableDefaults.shared.tableView(tableView, canEditRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableDefaults.shared.tableView(tableView, heightForRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableDefaults.shared.tableView(tableView, heightForHeaderInSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    TableDefaults.shared.tableView(tableView, heightForFooterInSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    TableDefaults.shared.tableView(tableView, viewForHeaderInSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    TableDefaults.shared.tableView(tableView, viewForFooterInSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
    TableDefaults.shared.tableView(tableView, willDisplayHeaderView: view, forSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
    TableDefaults.shared.tableView(tableView, willDisplayFooterView: view, forSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
    TableDefaults.shared.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
    TableDefaults.shared.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    TableDefaults.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, didHighlightRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, didUnhighlightRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    TableDefaults.shared.tableView(tableView, willSelectRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    TableDefaults.shared.tableView(tableView, willDeselectRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, didSelectRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, didDeselectRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    TableDefaults.shared.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    TableDefaults.shared.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    TableDefaults.shared.tableView(tableView, willBeginEditingRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    TableDefaults.shared.tableView(tableView, didEndEditingRowAt: indexPath)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
    -> UIContextMenuConfiguration?
  {
    TableDefaults.shared.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(
    _ tableView: UITableView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    TableDefaults.shared.tableView(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(
    _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    TableDefaults.shared.tableView(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    TableDefaults.shared.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    TableDefaults.shared.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
  }

  /// Answers as `UITableViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    TableDefaults.shared.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewDidScroll(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewWillBeginDragging(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    TableDefaults.shared.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    TableDefaults.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewDidEndDecelerating(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    TableDefaults.shared.viewForZooming(in: scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    TableDefaults.shared.scrollViewWillBeginZooming(scrollView, with: view)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {
    TableDefaults.shared.scrollViewDidZoom(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    TableDefaults.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
  }
}

/// The protocols' default answers, which the table view controller gives until overridden.
@MainActor
private final class TableDefaults: UITableViewDataSource, UITableViewDelegate {
  static let shared = TableDefaults()

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
