import Foundation

/// A table view data source that shows the snapshot last applied to it, making each visible
/// row's cell with a closure given the row's item identifier.
///
/// UIKit rule L1: the table asks it for sections, rows and cells as for any data source.
/// `apply(_:animatingDifferences:completion:)` updates the table at once (nothing is
/// animated here) and keeps selected the rows whose items are still there (UIKit's batch
/// updates keep them), without delegate calls (L7); the completion runs after the update.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  UITableViewDataSource
{
  /// The closure that makes the cell of a visible row for its item; nil is a programmer error
  /// (a trap, as UIKit's exception).
  public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How changes would be animated; stored only (default `.automatic`).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Creates the data source and makes it `tableView`'s (L1).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot the table shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the table's rows are asked again at once, rows whose items remain stay
  /// selected without delegate calls (L1, L7), then `completion` runs.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let old = current
    current = snapshot.applied
    if let tableView {
      tableView.reloadData(selecting: current.indexPaths(of: tableView.indexPathsForSelectedRows ?? [], in: old))
    }
    completion?()
  }

  /// Shows `snapshot` by reloading the table's data, as `apply` does here (L1).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The item of the row at `indexPath`, or nil (L1).
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// The row of the item, or nil (L1).
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
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The snapshot's number of items in the section (L1).
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.count(inSectionAt: section)
  }

  /// The cell the cell provider makes for the row's item (L1).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
      fatalError("the cell provider returned no cell for the row at \(indexPath)")
    }
    return cell
  }

  /// No header title (UIKit's default); override to give one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title (UIKit's default); override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// Every row may be edited, as the protocol's default (our choice); override to refuse
  /// rows (for swipe actions among others, L10).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
