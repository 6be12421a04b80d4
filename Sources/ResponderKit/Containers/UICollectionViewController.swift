import Foundation

/// A view controller whose view is a collection view, and which is that collection view's data
/// source and delegate.
///
/// UIKit's `UICollectionViewController` (rule L5 acts on its collection view). Its view, made
/// in `loadView()`, is a ``UICollectionView`` with the layout given, the controller its data
/// source and delegate; every data-source and delegate method is the controller's own, so a
/// subclass overrides them as in UIKit, each answering as the protocol's default does until
/// overridden (no items). ``installsStandardGestureForInteractiveMovement`` is kept (no
/// reordering gesture is modelled).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  /// The layout of the collection view made in `loadView()`.
  private let initialLayout: UICollectionViewLayout

  /// Creates a collection view controller whose collection view uses `layout` (UIKit's
  /// designated initializer).
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a collection view controller with a flow layout (our choice: UIKit needs a nib
  /// that names the layout).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a collection view controller from an archive: a flow layout.
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's collection view: its view (loaded on first use). Setting it makes it the
  /// view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
  }

  /// Whether a long press reorders items; kept (UIKit's default true; no reordering gesture
  /// is modelled).
  open var installsStandardGestureForInteractiveMovement = true

  /// Whether `viewWillAppear(_:)` deselects the selected items; kept (UIKit's default true).
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the view: a collection view with the controller's layout, the controller its data
  /// source and delegate.
  open override func loadView() {
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  /// No items until a subclass overrides it.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// A plain cell until a subclass overrides it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  /// Answers as `UICollectionViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    CollectionDefaults.shared.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    CollectionDefaults.shared.collectionView(
      collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    CollectionDefaults.shared.collectionView(
      collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
  }

  /// Answers as `UICollectionViewDataSource`'s default does; a subclass overrides it, as in UIKit.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    CollectionDefaults.shared.numberOfSections(in: collectionView)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    CollectionDefaults.shared.collectionView(collectionView, shouldHighlightItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    CollectionDefaults.shared.collectionView(collectionView, didHighlightItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    CollectionDefaults.shared.collectionView(collectionView, didUnhighlightItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    CollectionDefaults.shared.collectionView(collectionView, shouldSelectItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    CollectionDefaults.shared.collectionView(collectionView, shouldDeselectItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    CollectionDefaults.shared.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    CollectionDefaults.shared.collectionView(collectionView, didDeselectItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    CollectionDefaults.shared.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    CollectionDefaults.shared.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    CollectionDefaults.shared.collectionView(
      collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? {
    CollectionDefaults.shared.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    highlightPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    CollectionDefaults.shared.collectionView(
      collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemAt indexPath: IndexPath
  ) -> UITargetedPreview? {
    CollectionDefaults.shared.collectionView(
      collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    CollectionDefaults.shared.collectionView(
      collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView,
    previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? {
    CollectionDefaults.shared.collectionView(
      collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    CollectionDefaults.shared.collectionView(
      collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    CollectionDefaults.shared.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
  }

  /// Answers as `UICollectionViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    CollectionDefaults.shared.collectionView(
      collectionView, willEndContextMenuInteraction: configuration, animator: animator)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewDidScroll(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewWillBeginDragging(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    CollectionDefaults.shared.scrollViewWillEndDragging(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    CollectionDefaults.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewWillBeginDecelerating(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewDidEndDecelerating(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewDidEndScrollingAnimation(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    CollectionDefaults.shared.viewForZooming(in: scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    CollectionDefaults.shared.scrollViewWillBeginZooming(scrollView, with: view)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {
    CollectionDefaults.shared.scrollViewDidZoom(scrollView)
  }

  /// Answers as `UIScrollViewDelegate`'s default does; a subclass overrides it, as in UIKit.
  open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
    CollectionDefaults.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
  }
}

/// The protocols' default answers, which the collection view controller gives until
/// overridden.
@MainActor
private final class CollectionDefaults: UICollectionViewDataSource, UICollectionViewDelegate {
  static let shared = CollectionDefaults()

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}
