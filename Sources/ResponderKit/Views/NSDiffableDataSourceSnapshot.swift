import Foundation

/// The sections and items a diffable data source shows, by identifier, in order: build one,
/// then `apply` it to the data source.
///
/// UIKit rule L1: a list's rows come from the snapshot its diffable data source last applied;
/// every identifier is unique in the snapshot (a repeated one is a programmer error, a trap,
/// as UIKit's exception). Lookups by identifier take constant time.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  private var sectionIndexes: [SectionIdentifierType: Int] = [:]
  private var locations: [ItemIdentifierType: Location] = [:]
  /// The items marked for reloading since the snapshot was made.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguring since the snapshot was made.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reloading since the snapshot was made.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  private struct Location: Sendable {
    var section: Int
    var item: Int
  }

  /// Creates an empty snapshot.
  public init() {}

  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The number of items in all sections.
  public var numberOfItems: Int { locations.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// The items of all sections, in order.
  public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

  /// The number of items in `identifier`'s section; a programmer error when there is no such
  /// section.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    items[index(of: identifier)].count
  }

  /// The items of `identifier`'s section, in order; a programmer error when there is no such
  /// section.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    items[index(of: identifier)]
  }

  /// The section that holds the item, or nil.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    locations[identifier].map { sections[$0.section] }
  }

  /// The item's position among all the snapshot's items, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let location = locations[identifier] else { return nil }
    return items[..<location.section].reduce(0) { $0 + $1.count } + location.item
  }

  /// The section's position, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndexes[identifier]
  }

  /// The item's index path in the list this snapshot gives its rows, or nil (L1).
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    locations[identifier].map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The item at `indexPath`, or nil (L1).
  /// Where the items at `paths` of `old` stand in this snapshot, leaving out those that are
  /// gone: the selection a diffable data source keeps across `apply` (L7).
  func indexPaths(of paths: [IndexPath], in old: NSDiffableDataSourceSnapshot) -> [IndexPath] {
    paths.compactMap { old.item(at: $0) }.compactMap { indexPath(of: $0) }
  }

  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, items.indices.contains(indexPath.section),
      items[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return items[indexPath.section][indexPath.item]
  }

  /// The section at `index`, or nil.
  func section(at index: Int) -> SectionIdentifierType? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  /// The number of items of the section at `index` (L1).
  func count(inSectionAt index: Int) -> Int {
    items.indices.contains(index) ? items[index].count : 0
  }

  private func index(of section: SectionIdentifierType) -> Int {
    guard let index = sectionIndexes[section] else {
      fatalError("the snapshot has no section \(section)")
    }
    return index
  }

  // MARK: Changing

  /// Adds sections at the end; a programmer error when one is already there.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insert(identifiers, at: sections.count)
  }

  /// Inserts sections before `before`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    insert(identifiers, at: index(of: before))
  }

  /// Inserts sections after `after`.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    insert(identifiers, at: index(of: after) + 1)
  }

  private mutating func insert(_ identifiers: [SectionIdentifierType], at position: Int) {
    for identifier in identifiers where sectionIndexes[identifier] != nil {
      fatalError("the section \(identifier) is already in the snapshot: section identifiers must be unique")
    }
    sections.insert(contentsOf: identifiers, at: position)
    items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: position)
    reindex()
  }

  /// Removes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let gone = Set(identifiers)
    var kept: [SectionIdentifierType] = []
    var keptItems: [[ItemIdentifierType]] = []
    for (index, section) in sections.enumerated() where !gone.contains(section) {
      kept.append(section)
      keptItems.append(items[index])
    }
    sections = kept
    items = keptItems
    reindex()
  }

  /// Adds items at the end of `section`, or of the last section when nil; a programmer error
  /// when there is no section, or when an item is already there.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    let target: Int
    if let section {
      target = index(of: section)
    } else {
      guard !sections.isEmpty else { fatalError("append a section before appending items") }
      target = sections.count - 1
    }
    for identifier in identifiers {
      guard locations[identifier] == nil else {
        fatalError("the item \(identifier) is already in the snapshot: item identifiers must be unique")
      }
      locations[identifier] = Location(section: target, item: items[target].count)
      items[target].append(identifier)
    }
  }

  /// Inserts items before `before`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    guard let location = locations[before] else { fatalError("the snapshot has no item \(before)") }
    insert(identifiers, section: location.section, at: location.item)
  }

  /// Inserts items after `after`, in its section.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    guard let location = locations[after] else { fatalError("the snapshot has no item \(after)") }
    insert(identifiers, section: location.section, at: location.item + 1)
  }

  private mutating func insert(_ identifiers: [ItemIdentifierType], section: Int, at position: Int) {
    for identifier in identifiers where locations[identifier] != nil {
      fatalError("the item \(identifier) is already in the snapshot: item identifiers must be unique")
    }
    items[section].insert(contentsOf: identifiers, at: position)
    reindex()
  }

  /// Removes items; identifiers not in the snapshot are ignored.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    items = items.map { $0.filter { !gone.contains($0) } }
    reloadedItemIdentifiers.removeAll { gone.contains($0) }
    reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
    reindex()
  }

  /// Removes every section and item.
  public mutating func deleteAllItems() {
    self = NSDiffableDataSourceSnapshot()
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
    guard identifier != before else { return }
    deleteItemKeepingMarks(identifier)
    insertItems([identifier], beforeItem: before)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
    guard identifier != after else { return }
    deleteItemKeepingMarks(identifier)
    insertItems([identifier], afterItem: after)
  }

  private mutating func deleteItemKeepingMarks(_ identifier: ItemIdentifierType) {
    guard let location = locations[identifier] else { fatalError("the snapshot has no item \(identifier)") }
    items[location.section].remove(at: location.item)
    reindex()
  }

  /// Marks items to get new cells when the snapshot is applied (L1).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where locations[identifier] == nil {
      fatalError("the snapshot has no item \(identifier) to reload")
    }
    reloadedItemIdentifiers.append(contentsOf: identifiers)
  }

  /// Marks items to have their cells configured again when the snapshot is applied; here, as
  /// `reloadItems(_:)` (L1).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers where locations[identifier] == nil {
      fatalError("the snapshot has no item \(identifier) to reconfigure")
    }
    reconfiguredItemIdentifiers.append(contentsOf: identifiers)
  }

  /// Marks sections to get new cells when the snapshot is applied (L1).
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { _ = index(of: identifier) }
    reloadedSectionIdentifiers.append(contentsOf: identifiers)
  }

  /// The snapshot without its reload marks, as a data source keeps it once applied.
  var applied: NSDiffableDataSourceSnapshot {
    var copy = self
    copy.reloadedItemIdentifiers = []
    copy.reconfiguredItemIdentifiers = []
    copy.reloadedSectionIdentifiers = []
    return copy
  }

  private mutating func reindex() {
    sectionIndexes = [:]
    locations = [:]
    for (sectionIndex, section) in sections.enumerated() {
      sectionIndexes[section] = sectionIndex
      for (itemIndex, item) in items[sectionIndex].enumerated() {
        locations[item] = Location(section: sectionIndex, item: itemIndex)
      }
    }
  }
}
