import Foundation

#if !canImport(Darwin)
  /// A type an item provider can be created with: Foundation's protocol, which Foundation on
  /// Linux lacks. Strings conform.
  public protocol NSItemProviderWriting {
    /// The type identifiers it offers, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
  }
#endif
