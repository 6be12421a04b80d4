import Foundation
@_spi(Tools) import ResponderKit

/// Lists what UIKit's system views show that their own `draw(_:)` does not record, as display
/// list commands (``DrawingCommand``) in the view's bounds coordinates, for the host to paint
/// with Cairo over the view's recorded drawing.
///
/// A label, a text field and a table cell's `textLabel` record their text when the display pass
/// draws them (W6), so they need nothing here. A button's title label is not a subview here
/// (`UIButton`), so its title is drawn centred in the title colour; a switch is its track (the
/// on tint when on, light grey when off) and its thumb at the on or off end; a slider its
/// track, filled in the system blue up to the thumb, and its thumb at `thumbRect`; a segmented
/// control its segments' titles, the selected one on a white segment; an image view, whose
/// image has no pixels here, a dashed box with the image's name and size in points. A
/// navigation bar or a tab bar with no background colour of its own is the light grey of
/// UIKit's opaque bars with a hairline on the side of the content; a navigation bar's back
/// button and bar button items show their titles in the system blue (the back button after a
/// chevron), and a tab bar's items their titles, the selected one in the system blue and the
/// others in grey (no icons: our choice).
@MainActor
public enum ContentPainter {
  /// The commands that show `view`'s content, back to front; empty for a view with none.
  public static func commands(for view: UIView) -> [DrawingCommand] {
    let b = view.bounds
    guard b.width > 0, b.height > 0 else { return [] }
    switch view {
    case let button as UIButton: return title(of: button, in: b)
    case let toggle as UISwitch: return switchCommands(toggle, in: b)
    case let slider as UISlider: return sliderCommands(slider, in: b)
    case let segmented as UISegmentedControl: return segmentCommands(segmented, in: b)
    case let imageView as UIImageView: return imageCommands(imageView, in: b)
    case let bar as UINavigationBar: return navigationBarCommands(bar, in: b)
    case let bar as UITabBar: return tabBarCommands(bar, in: b)
    default: return []
    }
  }

  /// The name an image is shown by: its symbol's name, its file's name, or `image`.
  public static func name(of image: UIImage) -> String {
    image.symbolName ?? image.cgImage?.fileURL?.deletingPathExtension().lastPathComponent ?? "image"
  }

  /// `commands` (in pixels) painted as the host's frame shows them, over an opaque
  /// `background`: into a transparent layer with Cairo, made straight, then blended over the
  /// background as SDL blends a texture (`dst = src × α + dst × (1 − α)`). RGBA bytes, row
  /// after row, `width` × `height` pixels. A test compares it with a screenshot's region: what
  /// a view showed is what these commands paint there.
  public static func pixels(
    of commands: [DrawingCommand], width: Int, height: Int, over background: (red: UInt8, green: UInt8, blue: UInt8)
  ) -> [UInt8] {
    guard width > 0, height > 0 else { return [] }
    var layer = [UInt8](repeating: 0, count: width * height * 4)
    layer.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      CairoPainter.paint(
        commands, into: base, width: Int32(width), height: Int32(height), stride: Int32(width * 4), base: .identity,
        visible: [])
      CairoPainter.straighten(base, width: width, height: height, stride: width * 4)
    }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for index in 0..<(width * height) {
      // Cairo's ARGB32 is B, G, R, A in memory on a little-endian machine.
      let alpha = Int(layer[index * 4 + 3])
      let source = [Int(layer[index * 4 + 2]), Int(layer[index * 4 + 1]), Int(layer[index * 4])]
      let under = [Int(background.red), Int(background.green), Int(background.blue)]
      for channel in 0..<3 {
        rgba[index * 4 + channel] = UInt8((source[channel] * alpha + under[channel] * (255 - alpha)) / 255)
      }
    }
    return rgba
  }

  /// The system blue of tracks and tints.
  static let blue = UIColor(red: 0, green: 0x7a / 255.0, blue: 1, alpha: 1)
  /// The system green of a switch that is on.
  static let green = UIColor(red: 0x34 / 255.0, green: 0xc7 / 255.0, blue: 0x59 / 255.0, alpha: 1)
  /// The light grey of a switch's track when off and a slider's track past the thumb.
  static let track = UIColor(red: 0xe9 / 255.0, green: 0xe9 / 255.0, blue: 0xea / 255.0, alpha: 1)
  /// The background of a bar that sets none (UIKit's opaque bar, #F9F9F9).
  static let barBackground = UIColor(red: 0xf9 / 255.0, green: 0xf9 / 255.0, blue: 0xf9 / 255.0, alpha: 1)
  /// The hairline between a bar and the content.
  static let barHairline = UIColor(white: 0, alpha: 0.3)
  /// The grey of a tab that is not selected (UIKit's system grey, #8E8E93).
  static let unselectedTab = UIColor(red: 0x8e / 255.0, green: 0x8e / 255.0, blue: 0x93 / 255.0, alpha: 1)

  private static func text(
    _ string: String, in rect: CGRect, size: CGFloat, color: UIColor, alignment: NSTextAlignment = .center
  ) -> DrawingCommand {
    let font = UIFont.systemFont(ofSize: size)
    let line = font.lineHeight
    return DrawingCommand(
      .text(
        DrawingCommand.DrawnText(
          string: string, rect: CGRect(x: rect.minX, y: rect.midY - line / 2, width: rect.width, height: line),
          font: font, color: color.cgColor, alignment: alignment, wraps: false)))
  }

  private static func fill(_ path: CGPath, _ color: UIColor) -> DrawingCommand {
    DrawingCommand(.fillPath(path, color: color.cgColor, rule: .winding))
  }

  private static func stroke(_ path: CGPath, _ color: UIColor, width: CGFloat = 1, dashes: [CGFloat] = [])
    -> DrawingCommand
  {
    DrawingCommand(
      .strokePath(path, color: color.cgColor, style: DrawingCommand.StrokeStyle(lineWidth: width, dashLengths: dashes)))
  }

  private static func title(of button: UIButton, in b: CGRect) -> [DrawingCommand] {
    guard let title = button.configuration?.title ?? button.currentTitle, !title.isEmpty else { return [] }
    let color = button.isEnabled ? button.currentTitleColor : .systemGray
    return [text(title, in: b, size: 15, color: color)]
  }

  private static func switchCommands(_ toggle: UISwitch, in b: CGRect) -> [DrawingCommand] {
    let height = min(b.height, 31)
    let width = min(b.width, 51)
    let trackRect = CGRect(x: b.minX, y: b.midY - height / 2, width: width, height: height)
    let radius = height / 2
    let trackPath = CGPath(roundedRect: trackRect, cornerWidth: radius, cornerHeight: radius, transform: nil)
    let knob = max(0, height - 4)
    let knobX = toggle.isOn ? trackRect.maxX - 2 - knob : trackRect.minX + 2
    let knobPath = CGPath(ellipseIn: CGRect(x: knobX, y: trackRect.minY + 2, width: knob, height: knob), transform: nil)
    return [
      fill(trackPath, toggle.isOn ? toggle.onTintColor ?? green : track),
      fill(knobPath, toggle.thumbTintColor ?? .white),
      stroke(knobPath, UIColor(white: 0, alpha: 0.15)),
    ]
  }

  private static func sliderCommands(_ slider: UISlider, in b: CGRect) -> [DrawingCommand] {
    let thumb = slider.thumbRect
    let line = CGRect(x: b.minX + thumb.width / 2, y: b.midY - 2, width: max(0, b.width - thumb.width), height: 4)
    let filled = CGRect(x: line.minX, y: line.minY, width: max(0, thumb.midX - line.minX), height: line.height)
    return [
      fill(CGPath(roundedRect: line, cornerWidth: 2, cornerHeight: 2, transform: nil), track),
      fill(CGPath(rect: filled, transform: nil), blue),
      fill(CGPath(ellipseIn: thumb, transform: nil), .white),
      stroke(CGPath(ellipseIn: thumb.insetBy(dx: 0.5, dy: 0.5), transform: nil), UIColor(white: 0, alpha: 0.25)),
    ]
  }

  private static func segmentCommands(_ control: UISegmentedControl, in b: CGRect) -> [DrawingCommand] {
    let count = control.numberOfSegments
    guard count > 0 else { return [] }
    let width = b.width / CGFloat(count)
    var commands = [stroke(CGPath(rect: b.insetBy(dx: 0.5, dy: 0.5), transform: nil), UIColor(white: 0.6, alpha: 1))]
    for index in 0..<count {
      let segment = CGRect(x: b.minX + CGFloat(index) * width, y: b.minY, width: width, height: b.height)
      if index == control.selectedSegmentIndex {
        commands.append(fill(CGPath(rect: segment.insetBy(dx: 2, dy: 2), transform: nil), .white))
      }
      if let title = control.titleForSegment(at: index) {
        commands.append(text(title, in: segment, size: 13, color: .black))
      }
    }
    return commands
  }

  private static func imageCommands(_ view: UIImageView, in b: CGRect) -> [DrawingCommand] {
    guard let image = view.image else { return [] }
    let box = b.insetBy(dx: 0.5, dy: 0.5)
    let cross = CGMutablePath()
    cross.move(to: CGPoint(x: box.minX, y: box.minY))
    cross.addLine(to: CGPoint(x: box.maxX, y: box.maxY))
    cross.move(to: CGPoint(x: box.maxX, y: box.minY))
    cross.addLine(to: CGPoint(x: box.minX, y: box.maxY))
    let grey = UIColor(white: 0.45, alpha: 1)
    let size = "\(number(image.size.width))×\(number(image.size.height))"
    return [
      stroke(CGPath(rect: box, transform: nil), grey, dashes: [4, 3]),
      stroke(cross, UIColor(white: 0.45, alpha: 0.4)),
      text("\(name(of: image)) \(size)", in: b, size: 11, color: .black),
    ]
  }

  /// A bar's background, unless the app gave the bar a colour (drawn as its fill), and its
  /// hairline at the top (`top`) or the bottom edge.
  private static func barBackground(of bar: UIView, in b: CGRect, hairlineAtTop top: Bool) -> [DrawingCommand] {
    var commands: [DrawingCommand] = []
    if bar.backgroundColor == nil { commands.append(fill(CGPath(rect: b, transform: nil), barBackground)) }
    let line = CGRect(x: b.minX, y: top ? b.minY : b.maxY - 1, width: b.width, height: 1)
    commands.append(fill(CGPath(rect: line, transform: nil), barHairline))
    return commands
  }

  private static func navigationBarCommands(_ bar: UINavigationBar, in b: CGRect) -> [DrawingCommand] {
    var commands = barBackground(of: bar, in: b, hairlineAtTop: false)
    if let back = bar.backButtonView, back.superview === bar, !back.isHidden {
      let title = back.accessibilityLabel ?? ""
      commands.append(text("‹ \(title)", in: back.frame, size: 17, color: blue))
    }
    let items = (bar.topItem?.leftBarButtonItems ?? []) + (bar.topItem?.rightBarButtonItems ?? [])
    for item in items where item.customView == nil {
      guard let view = item.viewShowingItem, view.superview === bar, !view.isHidden, let title = item.title else {
        continue
      }
      commands.append(text(title, in: view.frame, size: 17, color: item.isEnabled ? blue : .systemGray))
    }
    return commands
  }

  private static func tabBarCommands(_ bar: UITabBar, in b: CGRect) -> [DrawingCommand] {
    var commands = barBackground(of: bar, in: b, hairlineAtTop: true)
    for item in bar.items ?? [] {
      guard let view = item.viewShowingItem, view.superview === bar, let title = item.title else { continue }
      let color = item === bar.selectedItem ? blue : unselectedTab
      commands.append(text(title, in: view.frame, size: 12, color: color))
    }
    return commands
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}
