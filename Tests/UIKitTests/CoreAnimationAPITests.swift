import QuartzCore
import Testing
import UIKit

/// A view that drives itself with a display link, as iOS code writes it after `responder port`.
private final class SpinnerView: UIView {
  var link: CADisplayLink?
  var ticks = 0

  func start() {
    link = CADisplayLink(target: self, selector: SpinnerView.tick)
    link?.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    link?.add(to: .main, forMode: .common)
  }

  func tick(_ link: CADisplayLink) {
    ticks += 1
    if ticks == 3 { link.invalidate() }
  }
}

/// A layer with an action of its own, as custom layers write it.
private final class PulsingLayer: CALayer {
  override class func defaultAction(forKey event: String) -> CAAction? {
    event == "cornerRadius" ? CABasicAnimation() : super.defaultAction(forKey: event)
  }
}

@MainActor
@Suite("Core Animation API as iOS code writes it")
struct CoreAnimationAPITests {
  @Test(
    "Display links, text and replicator layers, transforms in NSValue, default actions compile and answer as on iOS")
  func iOSForms() {
    let clock = VirtualClock()
    let application = UIApplication(clock: clock)
    UIApplication.shared = application
    // The key window's application's clock is the media clock.
    let window = UIWindow(application: application, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let spinner = SpinnerView()
    spinner.start()
    clock.advance(to: 1)
    #expect(spinner.ticks == 3, "invalidated at the third frame")

    let text = CATextLayer()
    text.string = "Hello"
    text.alignmentMode = .center
    text.truncationMode = .end
    text.isWrapped = true
    #expect(text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1))
    let replicator = CAReplicatorLayer()
    replicator.instanceCount = 5
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    replicator.instanceDelay = 0.1
    #expect(replicator.instanceCount == 5 && replicator.instanceColor == CGColor(gray: 1, alpha: 1))

    let spin = CABasicAnimation(keyPath: "transform")
    spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
    #expect((spin.toValue as? NSValue)?.caTransform3DValue == CATransform3DMakeRotation(.pi, 0, 0, 1))

    let pulsing = PulsingLayer()
    pulsing.cornerRadius = 8
    #expect(pulsing.animationKeys() == ["cornerRadius"])
    let transition = CATransition()
    transition.type = .moveIn
    transition.subtype = .fromLeft
    pulsing.add(transition, forKey: nil)
    #expect(transition.startProgress == 0 && transition.endProgress == 1)
  }
}
