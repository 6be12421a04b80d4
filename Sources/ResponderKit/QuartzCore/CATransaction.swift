import Foundation

/// Groups layer changes, as Core Animation's transactions do; here only their settings and
/// completion blocks matter, as nothing animates.
///
/// The choice made here: a completion block runs when its transaction commits (the outermost
/// `commit()` of a nested group runs the outer block, each inner `commit()` its own), after the
/// changes inside it, since no animation is left to wait for; never inside `begin()`. A block
/// set outside any explicit transaction runs at once: Core Animation's implicit transaction
/// would commit at the end of the run loop turn, which has no counterpart here.
@preconcurrency @MainActor
open class CATransaction {
  private struct Frame {
    var disableActions = false
    var animationDuration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
  }

  private static var stack: [Frame] = []
  private static var implicit = Frame()

  private static var current: Frame {
    get { stack.last ?? implicit }
    set { if stack.isEmpty { implicit = newValue } else { stack[stack.count - 1] = newValue } }
  }

  /// Starts a transaction, nested in the current one if any; its settings start from the
  /// defaults (actions enabled, 0.25 s).
  public class func begin() {
    stack.append(Frame())
  }

  /// Ends the innermost transaction and runs its completion block.
  public class func commit() {
    guard let frame = stack.popLast() else { return }
    frame.completion?()
  }

  /// Would commit the implicit transaction; nothing is pending here.
  public class func flush() {}

  /// Would lock the transaction state against other threads; the main actor already does.
  public class func lock() {}

  /// Would unlock the transaction state.
  public class func unlock() {}

  /// Whether the current transaction turns off implicit animations.
  public class func disableActions() -> Bool { current.disableActions }

  /// Turns implicit animations off (or on) for the current transaction; stored only.
  public class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The current transaction's animation duration (default 0.25 s).
  public class func animationDuration() -> CFTimeInterval { current.animationDuration }

  /// Sets the current transaction's animation duration; stored only.
  public class func setAnimationDuration(_ duration: CFTimeInterval) { current.animationDuration = duration }

  /// The current transaction's timing function (nil by default).
  public class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }

  /// Sets the current transaction's timing function; stored only.
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// The current transaction's completion block.
  public class func completionBlock() -> (() -> Void)? { current.completion }

  /// Sets the block that runs when the current transaction commits (see the class comment); set
  /// outside an explicit transaction, it runs at once.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !stack.isEmpty else {
      block?()
      return
    }
    current.completion = block
  }

  /// A value stored in the current transaction under `key`.
  public class func value(forKey key: String) -> Any? { current.values[key] }

  /// Stores a value in the current transaction under `key`.
  public class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
}
