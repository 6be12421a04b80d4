import Foundation

/// A store of strings that copy and paste share: `UIPasteboard.general` and named pasteboards.
///
/// UIKit rule E1 (`copy(_:)` and `paste(_:)` use it). In process only: nothing reaches the
/// system clipboard, and the contents die with the process. Only strings are kept (UIKit's
/// pasteboards also hold URLs, images and typed items).
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
    var strings: [String] = []
    var changeCount = 0
  }

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
      general.strings = []
    } else {
      stores[name] = nil
    }
  }

  /// The first string, or nil when there is none; setting it replaces every item.
  public var string: String? {
    get { store.strings.first }
    set { strings = newValue.map { [$0] } }
  }

  /// The strings, one per item, or nil when there is none; setting replaces every item.
  public var strings: [String]? {
    get { store.strings.isEmpty ? nil : store.strings }
    set {
      store.strings = newValue ?? []
      store.changeCount += 1
    }
  }

  /// Whether the pasteboard holds at least one string.
  public var hasStrings: Bool { !store.strings.isEmpty }

  /// The number of items.
  public var numberOfItems: Int { store.strings.count }

  /// The number of times the contents changed, as in UIKit: a way to notice a change.
  public var changeCount: Int { store.changeCount }
}
