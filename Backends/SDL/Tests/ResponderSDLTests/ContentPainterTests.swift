import Foundation
@_spi(Tools) import ResponderKit
import Testing

@testable import ResponderSDL

@MainActor
@Suite("What system views show in the window: text, states, images, keys")
struct ContentPainterTests {
  /// The text commands among `commands`.
  func texts(_ commands: [DrawingCommand]) -> [DrawingCommand.DrawnText] {
    commands.compactMap {
      if case .text(let text) = $0.operation { return text }
      return nil
    }
  }

  /// The fill colours among `commands`, with the fill's bounding box.
  func fills(_ commands: [DrawingCommand]) -> [(color: UIColor, box: CGRect)] {
    commands.compactMap {
      if case .fillPath(let path, let color, _) = $0.operation { return (UIColor(cgColor: color), path.boundingBox) }
      return nil
    }
  }

  @Test("W6: a button shows its current title, centred, in its title colour; disabled, in grey")
  func buttonTitle() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
    #expect(ContentPainter.commands(for: button).isEmpty, "no title, nothing")
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .highlighted)
    button.setTitleColor(.red, for: .normal)
    let title = texts(ContentPainter.commands(for: button))
    #expect(title.map(\.string) == ["Save"])
    #expect(title.first?.alignment == .center && abs((title.first?.rect.midY ?? 0) - 22) < 1e-9)
    #expect(title.first.map { UIColor(cgColor: $0.color) } == .red)
    button.isEnabled = false
    #expect(texts(ContentPainter.commands(for: button)).first.map { UIColor(cgColor: $0.color) } == .systemGray)
  }

  @Test("C5: a switch shows its state: the green track and the thumb at the right when on, grey and left when off")
  func switchState() {
    let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
    toggle.isOn = true
    let on = fills(ContentPainter.commands(for: toggle))
    #expect(on.first?.color == ContentPainter.green)
    toggle.isOn = false
    let off = fills(ContentPainter.commands(for: toggle))
    #expect(off.first?.color == ContentPainter.track)
    let onThumb = on[1].box
    let offThumb = off[1].box
    #expect(onThumb.maxX == 49 && offThumb.minX == 2, "thumb at the right end when on, the left when off")
  }

  @Test("C5: a slider shows its value: the track filled in blue up to the thumb, which is at thumbRect")
  func sliderValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    slider.value = 0.25
    let painted = fills(ContentPainter.commands(for: slider))
    let filled = painted.first { $0.color == ContentPainter.blue }
    let thumb = slider.thumbRect
    #expect(painted.contains { $0.box == thumb }, "the thumb")
    #expect(abs((filled?.box.maxX ?? 0) - thumb.midX) < 1e-9, "filled up to the thumb's centre")
    slider.value = 1
    let full = fills(ContentPainter.commands(for: slider)).first { $0.color == ContentPainter.blue }
    #expect((full?.box.width ?? 0) > (filled?.box.width ?? 0))
  }

  @Test(
    "N14: a tab bar shows the bar's grey, a hairline at its top and its items' titles, the selected one in blue, the others in grey"
  )
  func tabBarTitles() throws {
    let mail = UIViewController()
    mail.title = "Mail"
    let settings = UIViewController()
    settings.title = "Settings"
    let tabs = UITabBarController()
    tabs.viewControllers = [mail, settings]
    tabs.view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    tabs.view.layoutIfNeeded()
    let bar = tabs.tabBar
    let commands = ContentPainter.commands(for: bar)
    let painted = fills(commands)
    #expect(painted.first?.color == ContentPainter.barBackground && painted.first?.box == bar.bounds)
    #expect(painted.contains { $0.color == ContentPainter.barHairline && $0.box.minY == 0 && $0.box.height == 1 })
    let titles = texts(commands)
    #expect(titles.map(\.string) == ["Mail", "Settings"])
    #expect(titles.map { UIColor(cgColor: $0.color) } == [ContentPainter.blue, ContentPainter.unselectedTab])
    let second = try #require(settings.tabBarItem.viewShowingItem)
    #expect(abs(titles[1].rect.midX - second.frame.midX) < 1e-9, "each title is centred on its item's control")
    tabs.selectedIndex = 1
    let switched = texts(ContentPainter.commands(for: bar)).map { UIColor(cgColor: $0.color) }
    #expect(switched == [ContentPainter.unselectedTab, ContentPainter.blue])
    bar.backgroundColor = .red
    #expect(!fills(ContentPainter.commands(for: bar)).contains { $0.color == ContentPainter.barBackground })
  }

  @Test(
    "N12: a navigation bar shows the bar's grey, a hairline at its bottom, its back button's title after a chevron and its items' titles in blue"
  )
  func navigationBarTitles() {
    let root = UIViewController()
    root.title = "Inbox"
    let detail = UIViewController()
    detail.title = "Message"
    detail.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(detail, animated: false)
    navigation.view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
    navigation.view.layoutIfNeeded()
    navigation.navigationBar.layoutIfNeeded()
    let bar = navigation.navigationBar
    let commands = ContentPainter.commands(for: bar)
    #expect(fills(commands).first?.color == ContentPainter.barBackground)
    #expect(
      fills(commands).contains {
        $0.color == ContentPainter.barHairline && $0.box.maxY == bar.bounds.maxY && $0.box.height == 1
      })
    let titles = texts(commands)
    #expect(titles.map(\.string) == ["‹ Inbox", "Reply"])
    #expect(titles.allSatisfy { UIColor(cgColor: $0.color) == ContentPainter.blue })
  }

  @Test("W2: an image view shows a box with its image's name and size in points; without an image, nothing")
  func imageBox() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    #expect(ContentPainter.commands(for: view).isEmpty)
    view.image = UIImage(systemName: "star")
    #expect(texts(ContentPainter.commands(for: view)).map(\.string) == ["star 0×0"])
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { _ in }
    view.image = drawn
    #expect(texts(ContentPainter.commands(for: view)).map(\.string) == ["image 40×30"])
    let strokes = ContentPainter.commands(for: view).filter {
      if case .strokePath(_, _, let style) = $0.operation { return style.dashLengths == [4, 3] }
      return false
    }
    #expect(strokes.count == 1, "the dashed box")
  }

  @Test("W1, W6: a label and a cell's text label record their text in the display pass; its pixels are its title's")
  func labelAndCellText() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    window.isHidden = false
    let table = UITableView(frame: window.bounds)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    cell.textLabel?.text = "Drafts"
    table.addSubview(cell)
    window.addSubview(table)
    app.displayMarkedLayers()
    let label = cell.textLabel!
    #expect(texts(label.recordedDrawing).map(\.string) == ["Drafts"])
    #expect(SDLHost.showsContent(label) && !SDLHost.showsContent(cell.contentView))
    let white: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)
    let size = label.bounds.size
    let drafts = ContentPainter.pixels(
      of: label.recordedDrawing, width: Int(size.width), height: Int(size.height), over: white)
    #expect(drafts.count == Int(size.width) * Int(size.height) * 4)
    let dark = stride(from: 0, to: drafts.count, by: 4).filter { drafts[$0] < 128 }.count
    #expect(dark > 20, "the text's strokes are dark on white")
    label.text = "Sent"
    app.displayMarkedLayers()
    let sent = ContentPainter.pixels(
      of: label.recordedDrawing, width: Int(size.width), height: Int(size.height), over: white)
    #expect(sent != drafts, "another title, other pixels")
    let empty = ContentPainter.pixels(of: [], width: 4, height: 4, over: (10, 20, 30))
    let background: [UInt8] = [10, 20, 30, 255]
    #expect(empty == Array(repeating: background, count: 16).flatMap { $0 }, "nothing drawn: the background")
  }

  @Test("F4: keys are shown by their keycaps' names: letters, Return, the modifiers' symbols, F keys")
  func keyNames() {
    #expect(KeyLabel.name(of: .keyboardA) == "a")
    #expect(KeyLabel.name(of: .keyboardReturnOrEnter) == "Return")
    #expect(KeyLabel.name(of: .keyboardLeftShift) == "⇧" && KeyLabel.name(of: .keyboardRightShift) == "⇧")
    #expect(KeyLabel.name(of: .keyboardLeftAlt) == "⌥" && KeyLabel.name(of: .keyboardLeftGUI) == "⌘")
    #expect(KeyLabel.name(of: .keyboardLeftControl) == "⌃")
    #expect(KeyLabel.name(of: .keyboardF1) == "F1" && KeyLabel.name(of: UIKeyboardHIDUsage(rawValue: 69)) == "F12")
    #expect(KeyLabel.name(of: UIKeyboardHIDUsage(rawValue: 30)) == "1" && KeyLabel.name(of: .keyboardUpArrow) == "↑")
    #expect(KeyLabel.name(of: UIKeyboardHIDUsage(rawValue: 0x65)) == "key101", "a key with no name: its number")
  }
}
