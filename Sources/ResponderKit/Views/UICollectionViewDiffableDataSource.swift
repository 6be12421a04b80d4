import Foundation

/// A collection view data source that shows the snapshot last applied to it, making each visible
/// item's cell with a closure given the item's identifier.
///
/// UIKit rule L1: the collection view asks it for sections, items and cells as for any data
/// source.
/// `apply(_:animatingDifferences:completion:)` updates the collection view at once (nothing is
/// animated here) and keeps selected the items that are still there (UIKit's batch
/// updates keep them), without delegate calls (L7); the completion runs after the update.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  UICollectionViewDataSource
{
  /// The closure that makes the cell of a visible item; nil is a programmer error
  /// (a trap, as UIKit's exception).
  public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// Creates the data source and makes it `collectionView`'s (L1).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  /// A copy of the snapshot the collection view shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the collection view's items are asked again at once, items that remain
  /// stay selected without delegate calls (L1, L7), then `completion` runs.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    current = snapshot.applied
    if let collectionView {
      collectionView.reloadData(
        selecting: current.indexPaths(of: collectionView.indexPathsForSelectedItems ?? [], in: old))
    }
    completion?()
  }

  /// Shows `snapshot` by reloading the collection view's data, as `apply` does here (L1).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item at `indexPath`, or nil (L1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The index path of the item, or nil (L1).
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.section(at: index)
  }

  /// The index of the section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The snapshot's number of sections (L1).
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// The snapshot's number of items in the section (L1).
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  /// The cell the cell provider makes for the item (L1).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
      fatalError("the cell provider returned no cell for the item at \(indexPath)")
    }
    return cell
  }
}
