import Foundation

/// Whether a class overrides a method of one of its superclasses, read from the classes' method
/// tables: ResponderKit's stand-in for the Objective-C runtime's `instancesRespondToSelector:`
/// where UIKit asks whether a class implements a method itself (the standard edit actions, F5;
/// `show(_:sender:)` for `targetViewController(forAction:sender:)`, Q3).
///
/// Every Swift class has a table of its overridable methods (the vtable in its type metadata),
/// where a subclass that overrides a method has its own entry in place of its superclass's. A
/// method's entry is found once, by comparing the metadata of the base class with that of a
/// private probe subclass that overrides just that method, and of one that overrides nothing
/// (which differs from the base in its header words alone). If the layout is ever not the
/// expected one (no single entry differs), the method counts as not overridden.
///
/// Why the metadata, the one place the engine reads it: no supported Swift API answers the
/// question. Swift's reflection (`Mirror`) lists stored properties alone; there is no
/// `respondsToSelector:` without the Objective-C runtime; calling the method to see whether the
/// base class's body runs would run the subclass's override (a copy or a paste, with its
/// effects); and a registration per subclass would make ported code that overrides `copy(_:)`
/// silently lose its menu item (E1). The reads are confined here and checked against the
/// probes, so a different layout fails safe.
enum MethodOverrides {
  /// The vtable index, in words from the metadata's address point, of the one entry in which
  /// each probe differs from `base` while `plain` does not; nil where that is not one entry.
  static func entries(of base: AnyClass, plain: AnyClass, probes: [AnyClass]) -> [Int?] {
    // Swift's class metadata (docs/ABI/TypeMetadata.rst): after the header, the 32-bit class
    // object size and address point give the number of words above the address point.
    #if _runtime(_ObjC)
      let sizeOffset = 56
    #else
      let sizeOffset = 32
    #endif
    let baseWords = words(of: base)
    let raw = UnsafeRawPointer(baseWords)
    let size = Int(raw.load(fromByteOffset: sizeOffset, as: UInt32.self))
    let addressPoint = Int(raw.load(fromByteOffset: sizeOffset + 4, as: UInt32.self))
    let count = (size - addressPoint) / MemoryLayout<UInt>.size
    guard count > 0, count < 4096 else { return probes.map { _ in nil } }
    let plainWords = words(of: plain)
    return probes.map { probe in
      let probeWords = words(of: probe)
      let differing = (0..<count).filter { probeWords[$0] != baseWords[$0] && plainWords[$0] == baseWords[$0] }
      return differing.count == 1 ? differing[0] : nil
    }
  }

  /// Whether `type`, a subclass of `base`, has its own entry (or inherits one) at `entry`.
  static func overrides(_ type: AnyClass, _ entry: Int?, of base: AnyClass) -> Bool {
    guard let entry else { return false }
    return words(of: type)[entry] != words(of: base)[entry]
  }

  private static func words(of type: AnyClass) -> UnsafePointer<UInt> {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self)
  }
}
