import Foundation
import ResponderKit
import ResponderTestKit
import Testing

@Suite("Right-to-left layout")
@MainActor
struct RightToLeftTests {
  @Test("Y10: in a right-to-left app a leading constraint measures from the right edge, and the tap lands there")
  func leadingFlips() {
    let root = UIView()
    let harness = TestHarness(
      rootView: root, frame: CGRect(x: 0, y: 0, width: 400, height: 800), layoutDirection: .rightToLeft)
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      button.widthAnchor.constraint(equalToConstant: 100),
      button.heightAnchor.constraint(equalToConstant: 44),
    ])
    #expect(harness.application.userInterfaceLayoutDirection == .rightToLeft)
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(button.traitCollection.layoutDirection == .rightToLeft)
    harness.tap(at: CGPoint(x: 334, y: 122))
    #expect(button.frame == CGRect(x: 284, y: 100, width: 100, height: 44))
    #expect(taps == 1)
    // Left and right do not flip.
    let fixed = UIView()
    fixed.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(fixed)
    NSLayoutConstraint.activate([
      fixed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 16),
      fixed.topAnchor.constraint(equalTo: root.topAnchor),
      fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame.minX == 16)
  }

  @Test(
    "Y10: a horizontal stack view arranges its first view at the right; forceLeftToRight keeps a subtree left to right")
  func stackAndForcedDirection() {
    let root = UIView()
    let harness = TestHarness(
      rootView: root, frame: CGRect(x: 0, y: 0, width: 400, height: 800), layoutDirection: .rightToLeft)
    let first = UIView()
    let second = UIView()
    let stack = UIStackView(arrangedSubviews: [first, second])
    stack.distribution = .fillEqually
    stack.spacing = 20
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor), stack.heightAnchor.constraint(equalToConstant: 50),
    ])
    harness.advance(by: 0)
    #expect(first.frame == CGRect(x: 210, y: 0, width: 190, height: 50))
    #expect(second.frame == CGRect(x: 0, y: 0, width: 190, height: 50))
    #expect(harness.hitView(at: CGPoint(x: 300, y: 25)) === first)
    stack.semanticContentAttribute = .forceLeftToRight
    harness.advance(by: 0)
    #expect(stack.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(first.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(first.frame.minX == 0 && second.frame.minX == 210)
    #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
  }

  @Test("Y10: in a left-to-right app a forceRightToLeft view lays its content out from the right")
  func forcedRightToLeft() {
    let root = UIView()
    let harness = TestHarness(rootView: root, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    harness.advance(by: 0)
    #expect(child.frame.minX == 10)
    #expect(root.traitCollection.layoutDirection == .leftToRight)
    root.semanticContentAttribute = .forceRightToLeft
    harness.advance(by: 0)
    #expect(child.frame.minX == 340)
    #expect(child.traitCollection.layoutDirection == .rightToLeft)
  }
}
