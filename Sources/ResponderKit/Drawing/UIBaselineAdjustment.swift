import Foundation

/// How text moves when a label shrinks its font to fit: UIKit's `UIBaselineAdjustment`, with its
/// raw values; stored only.
public enum UIBaselineAdjustment: Int, Sendable {
  /// The baselines stay where the unshrunk text's were.
  case alignBaselines = 0
  /// The centres stay where the unshrunk text's were.
  case alignCenters = 1
  /// The top of the text stays where it was.
  case none = 2
}
