import Foundation

/// A nib's name and bundle. There are no nib files on Linux: a nib is stored, and
/// instantiating it is a programmer error naming it.
///
/// UIKit's `UINib`. UIKit raises `NSInternalInconsistencyException` ("Could not load NIB in
/// bundle") when a nib cannot be loaded, which ends an app that does not catch it; here
/// `instantiate(withOwner:options:)` traps with the same message, and a table or collection view
/// whose cells are registered from a nib traps when it first needs such a cell.
open class UINib: @unchecked Sendable {
  /// The keys of `instantiate(withOwner:options:)`'s options.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The objects the nib's placeholders stand for.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's name, or nil for a nib made from data. Stored.
  public let nibName: String?

  /// The bundle the nib is looked up in (nil: the main bundle). Stored.
  public let bundle: Bundle?

  /// The nib's archived data, for a nib made from data. Stored.
  public let data: Data?

  /// Stores a nib's name and bundle; nothing is read (there are no nib files on Linux).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    nibName = name
    bundle = bundleOrNil
    data = nil
  }

  /// Stores a nib's data and bundle; nothing is decoded.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    nibName = nil
    bundle = bundleOrNil
    self.data = data
  }

  /// UIKit's message for a nib that cannot be loaded, naming it.
  var loadFailureMessage: String {
    let path = (bundle ?? Bundle.main).bundlePath
    return
      "Could not load NIB in bundle: '\(path)' with name '\(nibName ?? "<data>")' (there are no nib files on Linux)"
  }

  /// A programmer error that names the nib, as UIKit's `NSInternalInconsistencyException` ends an
  /// app: nib files cannot be loaded on Linux; build the views in code.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
    fatalError(loadFailureMessage)
  }
}
