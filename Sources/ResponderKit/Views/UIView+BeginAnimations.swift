import Foundation

/// A `beginAnimations(_:context:)` block under way: its recorder and the timing set since.
@MainActor
final class BeginAnimationsBlock {
  let recorder: ViewAnimationRecorder
  let animated: Bool
  var delay: TimeInterval = 0
  var curve: UIView.AnimationCurve = .easeInOut
  var repeatCount: Float = 0

  init(recorder: ViewAnimationRecorder, animated: Bool) {
    self.recorder = recorder
    self.animated = animated
  }

  /// The blocks begun and not yet committed, innermost last.
  static var open: [BeginAnimationsBlock] = []
}

extension UIView {
  /// The duration of a `beginAnimations` block until `setAnimationDuration(_:)` changes it:
  /// 0.2 s, as UIKit documents for the method.
  static let beginAnimationsDefaultDuration: TimeInterval = 0.2

  /// Begins a block of animated changes, the API before blocks: changes to views until
  /// `commitAnimations()` animate as one `animate` call's block does (V1–V3), with the timing
  /// set by the `setAnimation…` methods meanwhile. Blocks nest. The identifier and context are
  /// kept by UIKit for its delegate selectors, which Linux has no runtime to call.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let block = BeginAnimationsBlock(
      recorder: ViewAnimationRecorder(duration: beginAnimationsDefaultDuration), animated: areAnimationsEnabled)
    BeginAnimationsBlock.open.append(block)
    ViewAnimationRecorder.stack.append(block.animated ? block.recorder : nil)
    viewAnimationBlockDepth += 1
  }

  /// Ends the innermost `beginAnimations` block: its changes animate with its timing (V1–V3);
  /// without an open block it does nothing, as in UIKit.
  public class func commitAnimations() {
    guard let block = BeginAnimationsBlock.open.popLast() else { return }
    viewAnimationBlockDepth -= 1
    ViewAnimationRecorder.stack.removeLast()
    var options: AnimationOptions = []
    if block.repeatCount > 0 { options.insert(.repeat) }
    finishAnimation(
      block.recorder, animated: block.animated, duration: block.recorder.duration, delay: block.delay,
      options: options, completion: nil)
  }

  /// Sets the duration of the innermost `beginAnimations` block (default 0.2 s); outside one
  /// it does nothing.
  public class func setAnimationDuration(_ duration: TimeInterval) {
    BeginAnimationsBlock.open.last?.recorder.duration = max(duration, 0)
  }

  /// Sets the delay of the innermost `beginAnimations` block (default 0).
  public class func setAnimationDelay(_ delay: TimeInterval) {
    BeginAnimationsBlock.open.last?.delay = delay
  }

  /// Sets the curve of the innermost `beginAnimations` block (default `.easeInOut`); stored,
  /// as no value is drawn in between.
  public class func setAnimationCurve(_ curve: AnimationCurve) {
    BeginAnimationsBlock.open.last?.curve = curve
  }

  /// Sets how many times the innermost `beginAnimations` block repeats (default 0: once); a
  /// repeating block never ends, as `animate` with `.repeat` (V2).
  public class func setAnimationRepeatCount(_ repeatCount: Float) {
    BeginAnimationsBlock.open.last?.repeatCount = repeatCount
  }

  /// Whether the innermost block's repetitions reverse; stored nowhere, as nothing is drawn in
  /// between.
  public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

  /// Whether the block starts from the views' current on-screen state; model values are what
  /// animations start from here (V1), so there is nothing to change.
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
}
