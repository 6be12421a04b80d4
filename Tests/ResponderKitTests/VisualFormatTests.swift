import Foundation
import Testing

@_spi(Tools) @testable import ResponderKit

@MainActor
private func placed(_ names: [String], in parent: UIView) -> [String: UIView] {
  var views: [String: UIView] = [:]
  for name in names {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    views[name] = view
  }
  return views
}

@Suite("The visual format language")
@MainActor
struct VisualFormatTests {
  @Test("Y9: H:|-[a]-[b(==a)]-| gives 20 to the edges and 8 between siblings, leading to trailing")
  func standardSpacing() {
    let stage = Stage()
    let views = placed(["a", "b"], in: stage.window)
    let horizontal = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views)
    let a = views["a"]!
    let b = views["b"]!
    #expect(horizontal.count == 4)
    #expect(horizontal.allSatisfy { !$0.isActive })
    let first = horizontal[0]
    #expect(first.firstItem === a && first.firstAttribute == .leading)
    #expect(first.secondItem === stage.window && first.secondAttribute == .leading && first.constant == 20)
    let last = horizontal[3]
    #expect(last.firstItem === stage.window && last.firstAttribute == .trailing)
    #expect(last.secondItem === b && last.secondAttribute == .trailing && last.constant == 20)
    NSLayoutConstraint.activate(horizontal)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "V:|-(100)-[a(44)]", options: [], metrics: nil, views: ["a": a])
        + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", options: [], metrics: nil, views: views)
        + [b.topAnchor.constraint(equalTo: a.topAnchor)])
    stage.window.layoutIfNeeded()
    // 400 wide: 20 + w + 8 + w + 20 = 400, so w = 176.
    #expect(a.frame == CGRect(x: 20, y: 100, width: 176, height: 44))
    #expect(b.frame == CGRect(x: 204, y: 100, width: 176, height: 44))
  }

  @Test("Y9: metrics, relations, several predicates and priorities; alignment options join neighbours")
  func predicates() {
    let stage = Stage()
    let views = placed(["label", "field"], in: stage.window)
    let label = views["label"]!
    let field = views["field"]!
    let metrics: [String: Any] = ["side": 16, "gap": 12.0, "low": Float(250)]
    let list = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-side-[label(>=50,<=100@low)]-(>=gap)-[field(200)]", options: [.alignAllCenterY],
      metrics: metrics, views: views)
    #expect(list.count == 6)
    #expect(list[1].firstAttribute == .width && list[1].relation == .greaterThanOrEqual && list[1].constant == 50)
    #expect(list[2].relation == .lessThanOrEqual && list[2].constant == 100 && list[2].priority.rawValue == 250)
    #expect(list[3].firstItem === field && list[3].relation == .greaterThanOrEqual && list[3].constant == 12)
    #expect(list[4].firstAttribute == .centerY && list[4].firstItem === label && list[4].secondItem === field)
    #expect(list[5].firstItem === field && list[5].firstAttribute == .width && list[5].constant == 200)
    NSLayoutConstraint.activate(list)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[label(30)]", options: [], metrics: nil, views: views)
        + [field.heightAnchor.constraint(equalToConstant: 30), label.widthAnchor.constraint(equalToConstant: 80)])
    stage.window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 40, width: 80, height: 30))
    #expect(field.frame.minX >= 108 && field.frame.width == 200 && field.frame.minY == 40)
  }

  @Test("Y9: [a][b] touch, V: runs top to bottom, and the direction options fix H: to left or right")
  func directions() throws {
    let stage = Stage()
    let views = placed(["a", "b"], in: stage.window)
    let a = views["a"]!
    let b = views["b"]!
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-10-[a(50)][b(60)]", options: .directionRightToLeft, metrics: nil,
        views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[a(20)]-(==5)-[b(20)]", options: [], metrics: nil, views: views))
    stage.window.layoutIfNeeded()
    // Right to left: a 10 from the right edge of the 400-wide window, b touching it on its left.
    #expect(a.frame == CGRect(x: 340, y: 0, width: 50, height: 20))
    #expect(b.frame.minX == 280 && b.frame.minY == 25)
    let leftToRight = NSLayoutConstraint.constraints(
      withVisualFormat: "[a]-[b]", options: .directionLeftToRight, metrics: nil, views: views)
    #expect(leftToRight.map(\.firstAttribute) == [.left] && leftToRight.map(\.secondAttribute) == [.right])
    #expect(leftToRight[0].constant == 8)
  }

  @Test("Y9: a malformed format is refused with UIKit's message and a caret under the position")
  func errors() throws {
    let stage = Stage()
    let views = placed(["a", "b"], in: stage.window)
    func message(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil)
      -> String
    {
      do {
        _ = try NSLayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views)
        return "parsed"
      } catch {
        return error.description
      }
    }
    #expect(
      message("H:|-[a-|")
        == "Unable to parse constraint format: \nExpected a ']' here. That is how you give the end of a view. \nH:|-[a-| \n      ^"
    )
    #expect(
      message("H:[a]-[c]")
        == "Unable to parse constraint format: \nc is not a key in the views dictionary. \nH:[a]-[c] \n       ^")
    #expect(message("V:[a]-gap-[b]").hasPrefix("Unable to parse constraint format: \ngap is not a key in the metrics"))
    #expect(message("H:[a(=<5)]").contains("Unknown relation. Must be ==, >=, or <="))
    #expect(message("H:[a][b]", options: .alignAllLeading).contains("aligned on a horizontal edge"))
    let orphan = UIView()
    do {
      _ = try NSLayoutConstraint.parseVisualFormat("H:|[o]", metrics: nil, views: ["o": orphan])
      Issue.record("a view without a superview took '|'")
    } catch {
      #expect(error.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
      #expect(error.position == 2)
    }
  }
}
