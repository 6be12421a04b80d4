import CoreGraphics
import Foundation
import Testing
import UIKit

// Key-value observing, key-value coding and associated objects as iOS code uses them on UIKit's
// classes (rules O1–O6), written as for iOS.

/// A header that follows its scroll view by string-based observing, as older libraries do.
final class OffsetFollowingHeader: UIView {
  private static var context = 0
  var seen: [String] = []
  weak var observed: UIScrollView?

  func attach(to scrollView: UIScrollView) {
    observed = scrollView
    scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &Self.context)
  }

  func detach() {
    observed?.removeObserver(self, forKeyPath: "contentOffset", context: &Self.context)
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &Self.context else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    let new = change?[.newKey] as? CGPoint
    let old = change?[.oldKey] as? CGPoint
    seen.append("\(keyPath ?? "-") \(old.map { "\($0.y)" } ?? "-")→\(new.map { "\($0.y)" } ?? "-")")
  }
}

/// A plain object observer: on iOS an NSObject subclass overriding `observeValue`.
final class VisibilityLogger: NSObject, NSKeyValueObserving {
  var log: [String] = []

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    let kind = change?[.kindKey] as? UInt
    log.append("\(keyPath ?? "-") \(change?[.newKey] as? Bool ?? false) kind=\(kind ?? 0)")
  }
}

/// A scroll view delegate that writes into the same log as the observation.
final class LoggingScrollDelegate: UIScrollViewDelegate {
  var log: [String] = []
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
}

/// A view whose undefined keys are stored, as iOS code overrides `setValue(_:forUndefinedKey:)`.
final class TolerantView: UIView {
  var extra: [String: Any] = [:]
  override func value(forUndefinedKey key: String) -> Any? { extra[key] }
  override func setValue(_ value: Any?, forUndefinedKey key: String) { extra[key] = value }
}

/// Associated-object keys, as iOS code declares them.
enum BadgeKeys {
  nonisolated(unsafe) static var badge: UInt8 = 0
  nonisolated(unsafe) static var weakTarget: UInt8 = 0
}

extension UIView {
  /// A stored property in an extension, the way iOS code adds one.
  var badgeText: String? {
    get { objc_getAssociatedObject(self, &BadgeKeys.badge) as? String }
    set { objc_setAssociatedObject(self, &BadgeKeys.badge, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
  }
}

/// Counts its deinitializations.
final class Tracked {
  nonisolated(unsafe) static var freed = 0
  deinit { Tracked.freed += 1 }
}

@MainActor
@Suite("Key-value observing, coding and associated objects (O)")
struct KeyValueObservingCodeTests {
  @Test("O1: observe(_:options:) hears prior, then new and old, synchronously from the setter; initial at registration")
  func blockObservation() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var log: [String] = []
    var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.new, .old, .prior]) {
      view, change in
      #expect(view === scrollView)
      log.append(
        "\(change.isPrior ? "prior" : "after") \(change.oldValue.map { "\($0.y)" } ?? "-")→\(change.newValue.map { "\($0.y)" } ?? "-") now=\(view.contentOffset.y) kind=\(change.kind.rawValue)"
      )
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    #expect(log == ["prior 0.0→- now=0.0 kind=1", "after 0.0→40.0 now=40.0 kind=1"])
    log = []
    var initial: [CGFloat?] = []
    let second = scrollView.observe(\.contentOffset, options: [.initial, .new]) { _, change in
      initial.append(change.newValue?.y)
      #expect(change.oldValue == nil)
    }
    #expect(initial == [40], "the initial notification comes before observe returns")
    observation?.invalidate()
    observation = nil
    scrollView.contentOffset = CGPoint(x: 0, y: 50)
    #expect(log.isEmpty)
    #expect(initial == [40, 50])
    second.invalidate()
  }

  @Test("O1: a setter notifies on every call, an unchanged value too; without .new and .old the change is empty")
  func everySetterCall() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var changes: [(Bool?, Bool?)] = []
    let observation = view.observe(\.isHidden) { _, change in changes.append((change.oldValue, change.newValue)) }
    view.isHidden = true
    view.isHidden = true
    #expect(changes.count == 2)
    #expect(changes.allSatisfy { $0.0 == nil && $0.1 == nil })
    observation.invalidate()
  }

  @Test("O1: addObserver(_:forKeyPath:) calls the observer's observeValue with the change dictionary")
  func stringObservation() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = OffsetFollowingHeader(frame: .zero)
    header.attach(to: scrollView)
    scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
    #expect(header.seen == ["contentOffset 0.0→30.0"])
    let logger = VisibilityLogger()
    scrollView.addObserver(logger, forKeyPath: "hidden", options: .new, context: nil)
    scrollView.isHidden = true
    #expect(logger.log == ["hidden true kind=1"])
    scrollView.removeObserver(logger, forKeyPath: "hidden")
    header.detach()
    scrollView.contentOffset = CGPoint(x: 0, y: 60)
    scrollView.isHidden = false
    #expect(header.seen == ["contentOffset 0.0→30.0"])
    #expect(logger.log.count == 1)
  }

  @Test("O2: contentOffset's prior notification comes before scrollViewDidScroll, the one after it after")
  func orderAroundDidScroll() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let delegate = LoggingScrollDelegate()
    scrollView.delegate = delegate
    let observation = scrollView.observe(\.contentOffset, options: [.prior, .new]) { _, change in
      delegate.log.append(change.isPrior ? "prior" : "new \(change.newValue?.y ?? -1)")
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 25)
    #expect(delegate.log == ["prior", "didScroll 25.0", "new 25.0"])
    observation.invalidate()
  }

  @Test("O3: an observation ends when invalidated or freed; a removed observer hears nothing")
  func endOfObservation() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var count = 0
    var observation: NSKeyValueObservation? = view.observe(\.alpha, options: .new) { _, _ in count += 1 }
    view.alpha = 0.5
    #expect(count == 1)
    observation = nil
    view.alpha = 0.25
    #expect(count == 1)
    #expect(observation == nil)
  }

  @Test("O4: frame, bounds, center, alpha, layer bounds, contentSize, contentInset and a text field's text notify")
  func observableKeys() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var keys: [String] = []
    var observations: [NSKeyValueObservation] = [
      table.observe(\.frame) { _, _ in keys.append("frame") },
      table.observe(\.bounds) { _, _ in keys.append("bounds") },
      table.observe(\.center) { _, _ in keys.append("center") },
      table.observe(\.contentSize) { _, _ in keys.append("contentSize") },
      table.observe(\.contentInset) { _, _ in keys.append("contentInset") },
      table.observe(\.contentOffset) { _, _ in keys.append("contentOffset") },
    ]
    var layerSizes: [CGFloat] = []
    observations.append(
      table.layer.observe(\.bounds, options: .new) { layer, change in
        #expect(layer === table.layer)
        layerSizes.append(change.newValue?.width ?? -1)
      })
    table.frame = CGRect(x: 0, y: 0, width: 300, height: 480)
    #expect(keys == ["frame"])
    #expect(layerSizes == [300], "the layer's bounds follow the view's, whichever setter changed them")
    keys = []
    table.center = CGPoint(x: 10, y: 10)
    table.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
    table.contentSize = CGSize(width: 300, height: 2000)
    #expect(keys.starts(with: ["center", "contentInset"]))
    #expect(keys.contains("contentSize"))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    var texts: [String?] = []
    observations.append(field.observe(\.text, options: [.new]) { _, change in texts.append(change.newValue ?? nil) })
    field.text = "hello"
    #expect(texts == ["hello"])
    for observation in observations { observation.invalidate() }
  }

  @Test("O5: value(forKey:), setValue(_:forKeyPath:) and the undefined-key overrides")
  func keyValueCoding() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.setValue(CGPoint(x: 0, y: 12), forKey: "contentOffset")
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 12))
    #expect(scrollView.value(forKey: "contentOffset") as? CGPoint == CGPoint(x: 0, y: 12))
    #expect(scrollView.value(forKey: "hidden") as? Bool == false)
    scrollView.setValue(8, forKeyPath: "layer.cornerRadius")
    #expect(scrollView.layer.cornerRadius == 8)
    #expect(scrollView.value(forKeyPath: "layer.bounds") as? CGRect == scrollView.bounds)
    let view = TolerantView(frame: .zero)
    view.setValue("x", forKey: "nickname")
    #expect(view.value(forKey: "nickname") as? String == "x")
    view.setValue(0.5, forKey: "alpha")
    #expect(view.alpha == 0.5)
  }

  @Test("O6: associated objects: stored by key, copied or weak by policy, released with the view")
  func associatedObjects() {
    var view: UIView? = UIView(frame: .zero)
    view?.badgeText = "3"
    #expect(view?.badgeText == "3")
    #expect(UIView(frame: .zero).badgeText == nil)
    var target: Tracked? = Tracked()
    objc_setAssociatedObject(view!, &BadgeKeys.weakTarget, target, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view!, &BadgeKeys.weakTarget) as AnyObject? === target)
    target = nil
    #expect(objc_getAssociatedObject(view!, &BadgeKeys.weakTarget) == nil, "ASSIGN does not keep the value")
    let freedBefore = Tracked.freed
    objc_setAssociatedObject(view!, &BadgeKeys.weakTarget, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(Tracked.freed == freedBefore)
    view = nil
    #expect(Tracked.freed == freedBefore + 1, "the view's deinit releases its values")
    let other = UIView(frame: .zero)
    other.badgeText = "a"
    objc_removeAssociatedObjects(other)
    #expect(other.badgeText == nil)
  }
}
