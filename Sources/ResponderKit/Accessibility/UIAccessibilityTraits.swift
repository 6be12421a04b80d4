/// What an accessibility element is and how it behaves, as a set: UIKit's
/// `UIAccessibilityTraits`, with its raw values. ResponderKit stores the traits for the code that
/// sets and reads them; no assistive technology reads them on Linux.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// UIKit's bit mask of the traits.
  public let rawValue: UInt64

  /// Creates traits from UIKit's bit mask.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element acts as a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element opens a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected (a tab, a segment).
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarizes the screen when it appears.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is disabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's label or value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts media, so no speech follows it.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value is adjusted with `accessibilityIncrement()` and
  /// `accessibilityDecrement()` (a slider, a rating).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Touches on the element go to it directly (a drawing canvas, a keyboard).
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns a page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a section header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}
