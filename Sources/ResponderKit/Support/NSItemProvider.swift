import Foundation

#if !canImport(Darwin)
  /// Data offered for a drag, a drop or the pasteboard: Foundation's item provider in its
  /// minimal in-memory form, which Foundation on Linux lacks.
  ///
  /// It holds objects in memory (one from `init(object:)`, more with
  /// `registerObject(_:visibility:)`); `loadObject(ofClass:completionHandler:)` hands over the
  /// first of the class asked for, or converts between `String` and `NSString`. The completion
  /// handler runs at once, before the call returns (on iOS it runs later, on another queue).
  /// Drags and drops within the application carry their data this way (D3, D6).
  open class NSItemProvider: CustomStringConvertible {
    private var objects: [Any] = []
    private var identifiers: [String] = []

    /// An empty provider.
    public init() {}

    /// A provider of `object`, under its type's identifiers.
    public init(object: any NSItemProviderWriting) {
      registerObject(object, visibility: .all)
    }

    /// Adds `object`, under its type's identifiers, after those registered before.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
      objects.append(object)
      for identifier in type(of: object).writableTypeIdentifiersForItemProvider
      where !identifiers.contains(identifier) {
        identifiers.append(identifier)
      }
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
      for object in objects {
        if let converted = convert(object, to: aClass) { return converted }
      }
      return nil
    }

    /// The first object of `aClass` it can make, for drops within the application (D6).
    func loadedObject(ofClass aClass: any NSItemProviderReading.Type) -> (any NSItemProviderReading)? {
      convert(to: aClass) as? any NSItemProviderReading
    }

    private func convert(_ object: Any, to aClass: any NSItemProviderReading.Type) -> Any? {
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

  /// Who may see a representation an item provider registers (Foundation's
  /// `NSItemProviderRepresentationVisibility`; kept: every drop here is within the
  /// application).
  public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Everyone.
    case all = 0
    /// The same team's applications.
    case team = 1
    /// The same group's applications.
    case group = 2
    /// Only the application itself.
    case ownProcess = 3
  }
#endif
