import Foundation

#if !canImport(Darwin)
  /// A type an item provider can make objects of: Foundation's protocol, which Foundation on
  /// Linux lacks. Strings conform.
  public protocol NSItemProviderReading {
    /// The type identifiers it can be made from, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
  }

  extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// Plain text, as Foundation's strings offer it.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Plain text, as Foundation's strings offer it.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
  }

  extension String: NSItemProviderReading, NSItemProviderWriting {
    /// Plain text, as Foundation's strings offer it.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    /// Plain text, as Foundation's strings offer it.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
  }
#endif
