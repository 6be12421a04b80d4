import Foundation
import Testing

@testable import ResponderKit

@MainActor
@Suite("Diffable data sources (L1)", .serialized)
struct DiffableDataSourceTests {
  enum Section: Hashable, Sendable { case fruit, vegetables }

  private func snapshot() -> NSDiffableDataSourceSnapshot<Section, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit, .vegetables])
    snapshot.appendItems(["apple", "pear"], toSection: .fruit)
    snapshot.appendItems(["leek", "kale", "bean"])
    return snapshot
  }

  @Test("L1: a snapshot keeps sections and items in order and finds them by identifier")
  func snapshotQueries() {
    var snapshot = snapshot()
    #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == [.fruit, .vegetables])
    #expect(snapshot.itemIdentifiers == ["apple", "pear", "leek", "kale", "bean"])
    #expect(snapshot.numberOfItems(inSection: .vegetables) == 3)
    #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["apple", "pear"])
    #expect(snapshot.sectionIdentifier(containingItem: "kale") == .vegetables)
    #expect(snapshot.indexOfItem("kale") == 3 && snapshot.indexOfItem("plum") == nil)
    #expect(snapshot.indexOfSection(.vegetables) == 1)
    snapshot.deleteItems(["pear", "leek"])
    snapshot.insertItems(["plum"], beforeItem: "apple")
    snapshot.moveItem("bean", beforeItem: "kale")
    #expect(snapshot.itemIdentifiers == ["plum", "apple", "bean", "kale"])
    #expect(snapshot.indexOfItem("kale") == 3 && snapshot.sectionIdentifier(containingItem: "bean") == .vegetables)
    snapshot.reloadItems(["kale"])
    #expect(snapshot.reloadedItemIdentifiers == ["kale"])
    snapshot.deleteSections([.fruit])
    #expect(snapshot.itemIdentifiers == ["bean", "kale"] && snapshot.indexOfSection(.vegetables) == 0)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("L1: a table's diffable data source shows the applied snapshot through its cell provider")
  func tableDataSource() {
    let stage = Stage()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    var provided: [String] = []
    let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, path, item in
      provided.append(item)
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      cell.textLabel?.text = item
      return cell
    }
    stage.window.addSubview(table)
    #expect(table.dataSource === source && table.numberOfSections == 0)
    var completed = false
    source.apply(snapshot(), animatingDifferences: false) { completed = true }
    #expect(completed && table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
    #expect(provided == ["apple", "pear", "leek", "kale", "bean"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "kale")
    #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 1)) == "bean")
    #expect(source.indexPath(for: "pear") == IndexPath(row: 1, section: 0) && source.indexPath(for: "fig") == nil)
    #expect(source.sectionIdentifier(for: 1) == .vegetables && source.index(for: .fruit) == 0)
    #expect(source.snapshot().itemIdentifiers == snapshot().itemIdentifiers)
  }

  @Test("L1/L7: applying keeps the rows whose items remain selected, with no delegate call")
  func applyKeepsSelection() {
    var setup = TableViewTests.Setup()
    let source = UITableViewDiffableDataSource<Section, String>(tableView: setup.table) { table, path, _ in
      table.dequeueReusableCell(withIdentifier: "Cell", for: path)
    }
    source.apply(snapshot())
    _ = setup.tap(100, 22 + 44 * 3)
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    var next = source.snapshot()
    next.deleteItems(["apple"])
    next.insertItems(["fig"], afterItem: "bean")
    source.apply(next)
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "kale")
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 1))?.isSelected == true)
    next.deleteItems(["kale"])
    source.apply(next)
    #expect(setup.table.indexPathForSelectedRow == nil)
    #expect(!setup.take().contains { $0.contains("elect") })
  }

  @Test("L1/L5: a collection view's diffable data source: cells, identifiers and a tap's selection")
  func collectionDataSource() {
    var setup = CollectionViewTests.Setup(items: [])
    let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: setup.view) { view, path, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Item", for: path)
      cell.contentView.accessibilityLabel = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.fruit])
    snapshot.appendItems((0..<9).map { "item \($0)" })
    source.apply(snapshot, animatingDifferences: true)
    #expect(setup.view.numberOfItems(inSection: 0) == 9 && setup.view.visibleCells.count == 9)
    #expect(setup.cell(4)?.contentView.accessibilityLabel == "item 4")
    #expect(setup.tap(150, 150).inEvent.last == "didSelectItem(4)")
    #expect(source.itemIdentifier(for: setup.view.indexPathsForSelectedItems?.first ?? IndexPath()) == "item 4")
    snapshot.insertItems(["new"], beforeItem: "item 0")
    source.apply(snapshot)
    #expect(setup.view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(source.indexPath(for: "new") == IndexPath(item: 0, section: 0))
  }
}
