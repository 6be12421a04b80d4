import Foundation

/// The orientation of the app's interface, with UIKit's raw values: a landscape interface turns
/// the opposite way to the device (A5).
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, the top of the interface on the left: the device turned to `.landscapeRight`.
  case landscapeLeft = 4
  /// Landscape, the top of the interface on the right: the device turned to `.landscapeLeft`.
  case landscapeRight = 3

  /// Whether the orientation is one of the two portrait ones.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

  /// Whether the orientation is one of the two landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// The device orientation that gives this interface orientation (A5): the raw values are
  /// UIKit's, where a landscape interface and the device turn opposite ways.
  @_spi(Tools) public var deviceOrientation: UIDeviceOrientation {
    UIDeviceOrientation(rawValue: rawValue) ?? .unknown
  }
}

/// The interface orientations a controller supports, with UIKit's bits (A5).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The mask of one orientation, the bit of its raw value (empty for `.unknown`).
  @_spi(Tools) public init(_ orientation: UIInterfaceOrientation) {
    self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
  }

  /// Upright.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Landscape, the top of the interface on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Landscape, the top of the interface on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  /// Every orientation but upside down: a phone's default.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

extension InteractionConstants {
  /// A5: how long a rotation's transition runs, the `transitionDuration` of the coordinator
  /// given to `viewWillTransition(to:with:)`. Observed as 0.4 s on iPhone in UIKit's rotation;
  /// Apple documents no value, so this is a weak fact.
  public static let rotationDuration: TimeInterval = 0.4
}
