import Foundation

/// What a text field asks of and tells its owner while it is edited.
///
/// UIKit's `UITextFieldDelegate`; every method is optional there, so each has a default here:
/// true for the questions, nothing for the notices. The field calls them in UIKit's order:
/// `textFieldShouldBeginEditing(_:)` before it becomes first responder,
/// `textFieldDidBeginEditing(_:)` after (then `editingDidBegin`); for each typed change
/// `textField(_:shouldChangeCharactersIn:replacementString:)`; for the return key
/// `textFieldShouldReturn(_:)`; `textFieldShouldEndEditing(_:)` before it resigns and
/// `textFieldDidEndEditing(_:reason:)` after (then `editingDidEnd`). That each notice comes
/// before its control event is our choice: UIKit documents the delegate's order only.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether the field may become first responder and begin editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field became first responder and began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the field may resign first responder and end editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field resigned first responder and ended editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// The field ended editing, for `reason`; the default calls `textFieldDidEndEditing(_:)`, as
  /// UIKit calls that one when this one is not implemented.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` (UTF-16) may be replaced with `string`, by typing.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may empty the field (kept: there is no clear button here).
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the field acts on the return key; false ignores the key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// The selection changed (kept: a text field's selection is not modelled).
  func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
  /// The default: true.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// The default: nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// The default: true.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// The default: nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// The default: `textFieldDidEndEditing(_:)`.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// The default: true.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// The default: true.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// The default: true.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// The default: nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
