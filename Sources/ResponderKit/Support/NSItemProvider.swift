import Foundation

#if !canImport(Darwin)
  /// Data offered for a drag, a drop or the pasteboard: Foundation's item provider in its
  /// minimal in-memory form, which Foundation on Linux lacks.
  ///
  /// It holds one object; `loadObject(ofClass:completionHandler:)` hands it over when it is of
  /// the class asked for, or converts between `String` and `NSString`. The completion handler
  /// runs at once, before the call returns (on iOS it runs later, on another queue).
  open class NSItemProvider: CustomStringConvertible {
    private let object: Any?
    private let identifiers: [String]

    /// An empty provider.
    public init() {
      object = nil
      identifiers = []
    }

    /// A provider of `object`, under its type's identifiers.
    public init(object: any NSItemProviderWriting) {
      self.object = object
      identifiers = type(of: object).writableTypeIdentifiersForItemProvider
    }

    /// The type identifiers of what it holds, best first.
    open var registeredTypeIdentifiers: [String] { identifiers }

    /// A name to suggest for the item when saved.
    open var suggestedName: String?

    /// Whether it holds something of type `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      identifiers.contains(typeIdentifier)
    }

    /// Whether `loadObject(ofClass:completionHandler:)` can make an object of `aClass`.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
      convert(to: aClass) != nil
    }

    private func convert(to aClass: any NSItemProviderReading.Type) -> Any? {
      guard let object else { return nil }
      if type(of: object) == aClass { return object }
      if aClass == String.self, let string = object as? NSString { return string as String }
      if aClass == NSString.self, let string = object as? String { return NSString(string: string) }
      if let objectClass = type(of: object) as? AnyClass, let target = aClass as? AnyClass,
        objectIsKind(object as AnyObject, of: target) || objectClass == target
      {
        return object
      }
      return nil
    }

    /// Makes an object of `aClass` from what it holds and passes it to `completionHandler` (nil
    /// and an error when it cannot), at once; the progress is already complete.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(
      ofClass aClass: T.Type, completionHandler: (T?, (any Error)?) -> Void
    ) -> Progress {
      let progress = Progress(totalUnitCount: 1)
      if let result = convert(to: aClass) as? T {
        completionHandler(result, nil)
      } else {
        completionHandler(nil, CocoaError(.fileReadUnknown))
      }
      progress.completedUnitCount = 1
      return progress
    }

    /// The identifiers, for debugging.
    open var description: String { "<NSItemProvider: \(identifiers)>" }
  }
#endif
