import Foundation

#if canImport(FoundationNetworking)
  // `URLSession`, `URLRequest`'s loading and `HTTPURLResponse` live in FoundationNetworking on
  // Linux; on iOS `import UIKit` brings them through Foundation, so UI code that loads an image
  // or a page compiles unchanged.
  @_exported import FoundationNetworking
#endif

// Names from Darwin's C headers that `import UIKit` brings on iOS and Glibc lacks or spells
// otherwise. Each has the type and value Swift imports on Apple platforms.

/// The largest finite `Float`: Darwin's `MAXFLOAT` macro from `math.h`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE` macro from `math.h`, defined as `MAXFLOAT`: the largest finite `Float`.
public let HUGE: Float = MAXFLOAT

/// Foundation's `NSInteger` C type, which Swift imports as `Int` on 64-bit Apple platforms.
public typealias NSInteger = Int

/// Foundation's `NSUInteger` C type, which Swift imports as `UInt` on 64-bit Apple platforms.
public typealias NSUInteger = UInt
