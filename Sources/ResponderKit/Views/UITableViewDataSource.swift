import Foundation

/// The object that tells a table view its sections, rows and cells, with UIKit's signatures; the
/// optional methods have UIKit's defaults in an extension.
///
/// UIKit rule L1: `numberOfSections(in:)` defaults to 1; `tableView(_:cellForRowAt:)` is asked
/// only for rows that become visible, and usually returns a cell from
/// `dequeueReusableCell(withIdentifier:for:)`.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section` (L1).
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the visible row at `indexPath` (L1).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections (L1: default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header; stored by UIKit's drawing only (default nil).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer (default nil).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row at `indexPath` may be edited (UIKit's default: true).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
}

extension UITableViewDataSource {
  /// UIKit's default: one section (L1).
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// UIKit's default: no title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// UIKit's default: no title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// UIKit's default: every row may be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
}
