import Foundation

/// The accessibility system's state and announcements: UIKit's `UIAccessibility` namespace. On
/// Linux no assistive technology runs, so every setting reads `false` and posted notifications
/// go nowhere, as they do on iOS while VoiceOver is off; code that checks the settings before
/// animating takes its ordinary path.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// A notification to assistive technologies, with UIKit's raw values.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// UIKit's number for the notification.
    public let rawValue: UInt32

    /// Creates a notification from UIKit's raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen appeared; the argument is the element to focus, or nil.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed; the argument is the element to focus, or nil.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Something to speak; the argument is the string.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument is the string describing the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts `notification` to assistive technologies; none listen on Linux, so nothing happens,
  /// as on iOS when none is running.
  public static func post(notification: Notification, argument: Any?) {}

  /// Whether VoiceOver is running: never on Linux.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is running: never on Linux.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for reduced motion: no such setting on Linux, so animations run.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for reduced transparency: no such setting on Linux.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for bold text: no such setting on Linux.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether the user asked for darker system colours: no such setting on Linux.
  public static var isDarkerSystemColorsEnabled: Bool { false }

  /// Posted when VoiceOver starts or stops; never on Linux.
  nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when the reduced-motion setting changes; never on Linux.
  nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
