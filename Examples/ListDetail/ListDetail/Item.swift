import Foundation

/// An item of the list.
final class Item {
  let name: String
  var isFavorite = false
  var notifies = false

  init(name: String) {
    self.name = name
  }
}
