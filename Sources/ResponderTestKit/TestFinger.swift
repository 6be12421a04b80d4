import Foundation
import ResponderKit

/// A finger the harness put down, by its number (`UITouch.finger`).
public struct TestFinger: Hashable, Sendable {
  /// The finger's number, as `UIRawTouch.finger` and `UITouch.finger` give it.
  public let number: Int
}
