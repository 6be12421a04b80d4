import Foundation

/// The object that tells a picker view how many components and rows it has, with UIKit's
/// signatures (C6).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (wheels) of the picker.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that gives a picker view's rows their content and sizes and hears of a row the
/// user chose, with UIKit's signatures; every method is optional, with UIKit's default in an
/// extension.
///
/// Rule C6: `pickerView(_:didSelectRow:inComponent:)` is sent once when a wheel the user dragged
/// or tapped comes to rest on another row, never for `selectRow(_:inComponent:animated:)`.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The width of `component` (default: the picker's width shared equally by its components).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of `component`'s rows (default ``InteractionConstants/pickerViewRowHeight``).
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The title of a row, shown in a label when neither the attributed title nor a view is given
  /// (default nil).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// The attributed title of a row, preferred to `titleForRow` (default nil).
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  /// The view of a row; `view` is a row view that scrolled out of sight, to reuse (default: a
  /// centred label with the row's attributed title or title).
  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
    -> UIView
  /// The user chose `row` of `component`: its wheel came to rest there after a drag or a tap
  /// (C6).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  /// UIKit's default: the picker's width shared equally by its components.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.equalComponentWidth
  }
  /// UIKit's default: ``InteractionConstants/pickerViewRowHeight``.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    InteractionConstants.pickerViewRowHeight
  }
  /// UIKit's default: no title.
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }
  /// UIKit's default: no attributed title.
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
    -> NSAttributedString?
  { nil }
  /// UIKit's default: a centred label with the row's attributed title, or else its title.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
  ) -> UIView {
    pickerView.standardRowView(row: row, component: component, reusing: view)
  }
  /// UIKit's default: nothing.
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
