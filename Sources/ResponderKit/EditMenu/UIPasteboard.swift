import Foundation

/// A store of strings that copy and paste share: `UIPasteboard.general` and named pasteboards.
///
/// UIKit rule E1 (`copy(_:)` and `paste(_:)` use it). In process only: nothing reaches the
/// system clipboard, and the contents die with the process. Items are dictionaries from type
/// identifiers to values, as in UIKit; strings and URLs have their own accessors (there is no
/// image type here, so images are items under an image type only). As on iOS, an item holding
/// a URL (`public.url`) is also readable as plain text (`public.utf8-plain-text`, the URL's
/// absolute string): `string`, `strings`, `hasStrings`, `types`, `contains(pasteboardTypes:)`
/// and `value(forPasteboardType:)` see it, and so does a paste.
@preconcurrency @MainActor
public final class UIPasteboard {
  /// The name of a pasteboard.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name's text.
    public let rawValue: String

    /// Creates a name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The general pasteboard's name, as in UIKit.
    public static let general = Name("com.apple.UIKit.pboard.general")
    /// The find pasteboard's name, as in UIKit.
    public static let find = Name("com.apple.UIKit.pboard.find")
  }

  /// The contents, shared by every `UIPasteboard` object of the same name.
  final class Store {
    var items: [[String: Any]] = []
    var changeCount = 0
  }

  /// The type identifier of a plain-text item, as UIKit writes strings.
  static let plainTextType = "public.utf8-plain-text"
  /// The type identifier of a URL item, as UIKit writes URLs.
  static let urlType = "public.url"
  /// The type identifiers that count as images for `hasImages`.
  static let imageTypes: Set<String> = ["public.image", "public.png", "public.jpeg", "public.tiff", "public.heic"]

  /// The pasteboards that exist, by name: UIKit's system-wide registry, kept per process.
  private static var stores: [Name: Store] = [.general: general.store]

  /// The pasteboard's name.
  public let name: Name
  private let store: Store

  private init(name: Name, store: Store) {
    self.name = name
    self.store = store
  }

  /// The pasteboard that copy and paste use by default.
  public static let general = UIPasteboard(name: .general, store: Store())

  /// The pasteboard named `name`, created when `create` is true and it does not exist yet;
  /// nil when it does not exist and `create` is false.
  ///
  /// UIKit returns the same object for the same name; here two objects of one name share their
  /// contents, so they cannot be told apart except with `===`.
  public convenience init?(name: Name, create: Bool) {
    if let store = Self.stores[name] {
      self.init(name: name, store: store)
    } else if create {
      let store = Store()
      Self.stores[name] = store
      self.init(name: name, store: store)
    } else {
      return nil
    }
  }

  /// A new pasteboard with a unique name.
  public static func withUniqueName() -> UIPasteboard {
    let name = Name(UUID().uuidString)
    let store = Store()
    stores[name] = store
    return UIPasteboard(name: name, store: store)
  }

  /// Removes the pasteboard named `name`; the general pasteboard is only emptied.
  public static func remove(withName name: Name) {
    if name == .general {
      general.items = []
    } else {
      stores[name] = nil
    }
  }

  /// The first item's string (a URL item's absolute string), or nil when the first item has
  /// none, as UIKit documents; setting it replaces every item.
  public var string: String? {
    get { store.items.first.flatMap { Self.value(of: $0, as: Self.plainTextType) as? String } }
    set { strings = newValue.map { [$0] } }
  }

  /// The strings, one per item readable as one (a URL item gives its absolute string), or nil
  /// when there is none; setting replaces every item.
  public var strings: [String]? {
    get { values(Self.plainTextType, as: String.self) }
    set { items = (newValue ?? []).map { [Self.plainTextType: $0] } }
  }

  /// The first item's URL, or nil when the first item has none, as UIKit documents; setting it
  /// replaces every item.
  public var url: URL? {
    get { store.items.first.flatMap { Self.value(of: $0, as: Self.urlType) as? URL } }
    set { urls = newValue.map { [$0] } }
  }

  /// The URLs, one per item that holds one, or nil when there is none; setting replaces every
  /// item.
  public var urls: [URL]? {
    get { values(Self.urlType, as: URL.self) }
    set { items = (newValue ?? []).map { [Self.urlType: $0] } }
  }

  /// The items: each maps type identifiers to the item's value in that type. Setting replaces
  /// every item and counts one change, as UIKit does.
  public var items: [[String: Any]] {
    get { store.items }
    set {
      store.items = newValue
      store.changeCount += 1
    }
  }

  /// Adds items after the existing ones (UIKit's `addItems(_:)`).
  public func addItems(_ items: [[String: Any]]) {
    self.items += items
  }

  /// The type identifiers the first item is readable in, as UIKit's `types` gives them: its
  /// own, and plain text for a URL item (sorted here, so that the answer does not depend on
  /// hashing).
  public var types: [String] {
    guard let item = store.items.first else { return [] }
    var types = Set(item.keys)
    if item[Self.urlType] is URL { types.insert(Self.plainTextType) }
    return types.sorted()
  }

  /// Whether an item is readable in any of `pasteboardTypes` (a URL item in plain text too).
  public func contains(pasteboardTypes: [String]) -> Bool {
    store.items.contains { item in pasteboardTypes.contains { Self.value(of: item, as: $0) != nil } }
  }

  /// The first item's value for `pasteboardType` (a URL item's absolute string for plain
  /// text), or nil.
  public func value(forPasteboardType pasteboardType: String) -> Any? {
    store.items.first.flatMap { Self.value(of: $0, as: pasteboardType) }
  }

  /// Replaces every item with one holding `value` under `pasteboardType`.
  public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    items = [[pasteboardType: value]]
  }

  /// Whether the pasteboard holds at least one string.
  public var hasStrings: Bool { contains(pasteboardTypes: [Self.plainTextType]) }

  /// Whether the pasteboard holds at least one URL.
  public var hasURLs: Bool { contains(pasteboardTypes: [Self.urlType]) }

  /// Whether an item is under one of the image types (`public.png`, `public.jpeg`, …).
  public var hasImages: Bool { store.items.contains { !Self.imageTypes.isDisjoint(with: $0.keys) } }

  /// The number of items.
  public var numberOfItems: Int { store.items.count }

  /// The values of type `type` that are `T`, in item order; nil when there is none.
  private func values<T>(_ type: String, as: T.Type) -> [T]? {
    let found = store.items.compactMap { Self.value(of: $0, as: type) as? T }
    return found.isEmpty ? nil : found
  }

  /// The one place an item is read in a type: its own value of that type, else, for plain
  /// text, the absolute string of the URL it holds, as iOS converts a `public.url` item.
  private static func value(of item: [String: Any], as type: String) -> Any? {
    if let value = item[type] { return value }
    if type == plainTextType, let url = item[urlType] as? URL { return url.absoluteString }
    return nil
  }

  /// The number of times the contents changed, as in UIKit: a way to notice a change.
  public var changeCount: Int { store.changeCount }
}
