import Foundation

/// The keyboard settings of a text-input responder: which keyboard, which return key, and how
/// typed text is corrected.
///
/// UIKit's `UITextInputTraits`, which `UIKeyInput` refines; every property is optional there,
/// so each has a default here that keeps nothing (UIKit's defaults, and a set that is ignored).
/// `UITextField` and `UITextView` store them. There is no system keyboard here, so they change
/// nothing: a typed key reaches the first responder as it is (F4).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// The kind of keyboard.
  var keyboardType: UIKeyboardType { get set }
  /// The title of the return key.
  var returnKeyType: UIReturnKeyType { get set }
  /// When the shift key turns on by itself.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether spelling is corrected while typing.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether misspelled words are marked.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether straight quotes become curly ones (iOS 11).
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether double hyphens become dashes (iOS 11).
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether spaces are adjusted around pasted and deleted words (iOS 11).
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// Whether the text is hidden and not copied, as for a password.
  var isSecureTextEntry: Bool { get set }
  /// What the text is, for filling it in.
  var textContentType: UITextContentType! { get set }
  /// The keyboard's colour scheme.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// Whether the return key is off while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
}

extension UITextInputTraits {
  /// UIKit's default: `.default`; a set is ignored.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.sentences`; a set is ignored.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// UIKit's default: false; a set is ignored.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// UIKit's default: nil; a set is ignored.
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
  /// UIKit's default: `.default`; a set is ignored.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// UIKit's default: false; a set is ignored.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
}
