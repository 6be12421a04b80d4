import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

/// iOS drawing code as it is written: image contexts, renderers, gradients, paths and strings.
@MainActor
@Suite("Drawing API: contexts, renderers, images and rendering layers")
struct DrawingAPITests {
  @Test("W3: image contexts nest as a stack; each image holds what its own context recorded")
  func imageContextsNest() throws {
    #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
    let outer = try #require(UIGraphicsGetCurrentContext())
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 0)
    let inner = try #require(UIGraphicsGetCurrentContext())
    #expect(inner !== outer)
    UIColor.blue.setFill()
    UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
    let small = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() === outer, "ending the inner context makes the outer one current")
    let large = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(small.size == CGSize(width: 4, height: 4) && small.scale == UIScreen.main.scale)
    #expect(small.cgImage?.width == 12 && small.cgImage?.drawnCommands.count == 1)
    #expect(large.size == CGSize(width: 20, height: 10) && large.scale == 2 && large.cgImage?.width == 40)
    #expect(large.cgImage?.drawnCommands.count == 1, "the inner drawing is not in the outer image")

    let pushed = outer
    UIGraphicsPushContext(pushed)
    #expect(UIGraphicsGetCurrentContext() === pushed && UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() === pushed, "ending an image context never pops a pushed one")
    UIGraphicsPopContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test("W3: a renderer's image has its size and scale, and its actions' context is current while they run")
  func rendererImages() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 30, height: 20), format: format)
    var current: CGContext?
    let image = renderer.image { context in
      current = UIGraphicsGetCurrentContext()
      #expect(current === context.cgContext)
      UIColor.black.setFill()
      context.fill(CGRect(x: 10, y: 10, width: 1, height: 1))
      "Hi".draw(at: CGPoint(x: 12, y: 12), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    }
    #expect(current != nil && UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 30, height: 20) && image.scale == 1)
    let commands = try #require(image.cgImage?.drawnCommands)
    try #require(commands.count == 2)
    #expect(commands[0].bounds == CGRect(x: 0, y: 0, width: 1, height: 1), "the bounds' origin is the image's corner")
    guard case .text(let text) = commands[1].operation else {
      Issue.record("text")
      return
    }
    let size = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    #expect(text.rect == CGRect(origin: CGPoint(x: 12, y: 12), size: size) && !text.wraps)
    #expect(UIImage(cgImage: try #require(image.cgImage)).size == CGSize(width: 30, height: 20))
  }

  @Test("W2: gradients, images and attributed strings are recorded as what they are")
  func gradientsImagesStrings() throws {
    let space = CGColorSpaceCreateDeviceRGB()
    let gradient = try #require(
      CGGradient(
        colorsSpace: space, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1]))
    #expect(gradient.locations == [0, 1] && gradient.colors.count == 2)
    let tile = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.cgContext.drawLinearGradient(
        gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsAfterEndLocation])
      tile.draw(in: CGRect(x: 1, y: 1, width: 4, height: 4))
      NSAttributedString(string: "A", attributes: [.foregroundColor: UIColor.green]).draw(
        in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let commands = try #require(image.cgImage?.drawnCommands)
    try #require(commands.count == 3)
    #expect(
      commands[0].operation
        == .linearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsAfterEndLocation]))
    #expect(commands[1].operation == .image(try #require(tile.cgImage), in: CGRect(x: 1, y: 1, width: 4, height: 4)))
    guard case .text(let text) = commands[2].operation else {
      Issue.record("text")
      return
    }
    #expect(text.color == UIColor.green.cgColor && text.wraps)
  }

  @Test("W5: render(in:) draws backgrounds, content, sublayers in their place and borders, skipping hidden ones")
  func renderLayerTree() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
    child.backgroundColor = .red
    child.layer.borderWidth = 2
    child.layer.borderColor = UIColor.black.cgColor
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    hidden.backgroundColor = .blue
    hidden.isHidden = true
    root.addSubview(child)
    root.addSubview(hidden)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { context in
      #expect(root.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 50), afterScreenUpdates: true))
    }
    let commands = try #require(image.cgImage?.drawnCommands)
    try #require(commands.count == 3)
    #expect(
      commands.map(\.bounds) == [
        CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 5, y: 10, width: 15, height: 15),
        CGRect(x: 5, y: 10, width: 15, height: 15),
      ])
    guard case .fillPath(_, let background, _) = commands[1].operation,
      case .strokePath(_, let border, let style) = commands[2].operation
    else {
      Issue.record("a fill then a stroke")
      return
    }
    #expect(background == UIColor.red.cgColor && border == UIColor.black.cgColor && style.lineWidth == 2)
    #expect(root.drawHierarchy(in: .zero, afterScreenUpdates: false) == false, "no current context")
  }

  @Test("W2: UIBezierPath keeps its dash, fills by its rule and clips; CGContext paths pass through the CTM")
  func pathsAndClips() throws {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8))
    path.usesEvenOddFillRule = true
    path.setLineDash([3, 1], count: 2, phase: 0.5)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(nil, count: &count, phase: &phase)
    #expect(count == 2 && phase == 0.5)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      path.addClip()
      path.fill()
      context.cgContext.rotate(by: .pi / 2)
      context.cgContext.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: .pi, clockwise: false)
      context.cgContext.strokePath()
    }
    let commands = try #require(image.cgImage?.drawnCommands)
    try #require(commands.count == 2)
    #expect(commands[0].clip.count == 1 && commands[0].clip[0].rule == .evenOdd)
    guard case .fillPath(_, _, let rule) = commands[0].operation else {
      Issue.record("fill")
      return
    }
    #expect(rule == .evenOdd)
    #expect(commands[1].transform == CGAffineTransform(rotationAngle: .pi / 2))
  }

  @Test("W2: UIImage(data:) reads a PNG's size from its header; a missing named image is nil")
  func pngImages() throws {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0, 7, 0, 0, 1, 2] + [8, 6, 0, 0, 0]
    let image = try #require(UIImage(data: Data(bytes)))
    #expect(image.size == CGSize(width: 7, height: 258) && image.cgImage?.width == 7)
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
    #expect(UIImage(named: "no-such-image", in: .main, compatibleWith: nil) == nil)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("drawing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(bytes).write(to: directory.appendingPathComponent("icon@2x.png"))
    let bundle = try #require(Bundle(path: directory.path))
    let named = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
    #expect(named.scale == 2 && named.size == CGSize(width: 3.5, height: 129))
  }
}
