import CSDL2
import Foundation
@_spi(Tools) import ResponderKit
import ResponderSDL
import ResponderScenario

let usage = """
  usage: responder-play FILE.json [options]

  Opens the scenario's app in a window, on a live clock; the file's input steps are not played.
  The mouse is a pointer, as on an iPad: moving it hovers, the left button clicks, the right
  button is a secondary click, the wheel scrolls 40 pt a notch (scroll events, no touches).
  With Alt held at the left press, two fingers instead: finger 1 under the pointer and finger 2
  mirrored through the window's centre (pinch and rotate, as the iOS Simulator's Option).
  Touch-screen fingers are touches. Keys are presses.
  F1 toggles the overlay (the last touch's hit test and chain, recognizer states, the last 20
  trace lines); F2 writes a screenshot.

  options:
    --trace FILE         write every trace line to FILE, in `responder run`'s grammar
    --time               prefix trace lines with the time
    --screenshots DIR    where F2 writes responder-play-N.png (default: the current directory)
    --no-overlay         start with the overlay hidden
    --push FILE          push synthetic SDL events at given times (tests; see PushScript.swift)
    --quit-after SECONDS close the window after this long
    --help               this text

  responder-play --sample-text TEXT --size W,H --background RRGGBB --out FILE.png
    Writes the picture a W × H label showing TEXT (the system font, 17 pt, left-aligned,
    centred vertically) makes in the window over that background, without opening one: a
    test compares it with a screenshot's region, where a row title should be.
  """

struct Options {
  var file = ""
  var trace: String?
  var showsTime = false
  var screenshots = "."
  var overlay = true
  var push: String?
  var quitAfter: Double?
  /// `--sample-text`: the text, the label's size, the background and the output file.
  var sample: (text: String, size: CGSize, background: (red: UInt8, green: UInt8, blue: UInt8), out: String)?

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ flag: String) throws -> String {
      guard let value = rest.popFirst() else { throw PlayError("\(flag) needs a value\n\n\(usage)") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--help", "-h":
        print(usage)
        exit(0)
      case "--trace": trace = try value(argument)
      case "--time": showsTime = true
      case "--screenshots": screenshots = try value(argument)
      case "--no-overlay": overlay = false
      case "--push": push = try value(argument)
      case "--quit-after":
        let text = try value(argument)
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
          throw PlayError("--quit-after expects seconds, found \"\(text)\"")
        }
        quitAfter = seconds
      case "--sample-text":
        let text = try value(argument)
        var size = CGSize.zero
        var background: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)
        var out = ""
        while let flag = rest.first, ["--size", "--background", "--out"].contains(flag) {
          rest.removeFirst()
          let given = try value(flag)
          switch flag {
          case "--size":
            let numbers = given.split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 2, numbers.allSatisfy({ $0 >= 1 && $0 <= 4096 }) else {
              throw PlayError("--size expects W,H (1 to 4096), found \"\(given)\"")
            }
            size = CGSize(width: numbers[0], height: numbers[1])
          case "--background":
            guard given.count == 6, let hex = UInt32(given, radix: 16) else {
              throw PlayError("--background expects RRGGBB, found \"\(given)\"")
            }
            background = (UInt8(hex >> 16), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff))
          default: out = given
          }
        }
        guard size != .zero, !out.isEmpty else {
          throw PlayError("--sample-text needs --size W,H and --out FILE.png\n\n\(usage)")
        }
        sample = (text, size, background, out)
        return
      default:
        guard !argument.hasPrefix("-"), file.isEmpty else {
          throw PlayError("unknown argument \(argument)\n\n\(usage)")
        }
        file = argument
      }
    }
    guard !file.isEmpty else { throw PlayError(usage) }
  }
}

/// An item of a presented context menu, drawn as its title: a click on it chooses it (M4).
final class MenuItemView: UILabel {
  weak var interaction: UIContextMenuInteraction?
  var element: UIMenuElement?

  /// Keeps the touch from the menu's window, which would dismiss the menu.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let element { _ = interaction?.choose(element) }
  }
}

/// Draws the presented context menu as a list of its item titles, in the menu's window at the
/// place it opened; takes it away when the menu ends.
@MainActor
final class ContextMenuList {
  static let itemHeight: CGFloat = 28
  static let width: CGFloat = 140
  private weak var shown: UIContextMenuInteraction?
  private var list: UIView?

  func update(_ application: UIApplication) {
    let interaction = application.presentedContextMenuInteraction
    guard interaction !== shown || (interaction == nil && list != nil) else { return }
    list?.removeFromSuperview()
    list = nil
    shown = interaction
    guard let interaction, let menu = interaction.presentedMenu,
      let window = application.windowsInHitTestOrder.first(where: { $0.windowLevel > .alert })
    else { return }
    // The menu's window covers the app's window: their coordinates are the same.
    let at = interaction.location(in: nil)
    let list = UIView(
      frame: CGRect(x: at.x, y: at.y, width: Self.width, height: Self.itemHeight * CGFloat(menu.children.count)))
    list.backgroundColor = .white
    for (index, element) in menu.children.enumerated() {
      let item = MenuItemView(
        frame: CGRect(x: 0, y: Self.itemHeight * CGFloat(index), width: Self.width, height: Self.itemHeight))
      item.text = element.title
      item.isUserInteractionEnabled = true
      item.interaction = interaction
      item.element = element
      list.addSubview(item)
    }
    window.addSubview(list)
    self.list = list
  }
}

/// Writes the picture of a label showing `text` over `background` (`--sample-text`): a real
/// label, displayed as a window's display pass displays it (W1), its recorded text painted as
/// the host paints it (`ContentPainter.pixels(of:width:height:over:)`).
@MainActor
func writeSample(
  _ text: String, size: CGSize, background: (red: UInt8, green: UInt8, blue: UInt8), to path: String
) throws {
  let application = UIApplication()
  let window = UIWindow(application: application, frame: CGRect(origin: .zero, size: size))
  let label = UILabel(frame: CGRect(origin: .zero, size: size))
  label.text = text
  window.addSubview(label)
  window.isHidden = false
  application.displayMarkedLayers()
  let width = Int(size.width)
  let height = Int(size.height)
  let rgba = ContentPainter.pixels(of: label.recordedDrawing, width: width, height: height, over: background)
  guard let png = PNGEncoder.encode(width: width, height: height, rgba: rgba) else {
    throw PlayError("cannot encode the sample")
  }
  try Data(png).write(to: URL(fileURLWithPath: path))
}

/// What the overlay shows, kept up to date by the host's callbacks.
@MainActor
final class Overlay {
  private(set) var lastTrace: [String] = []
  /// The last keys pressed, by their keycaps' names (`KeyLabel`).
  private(set) var keys: [String] = []
  var explanation: [String] = ["touch the app to see its hit test"]

  func recordKey(_ name: String) {
    keys.append(name)
    if keys.count > 12 { keys.removeFirst(keys.count - 12) }
  }

  func record(_ line: String) {
    lastTrace.append(line)
    if lastTrace.count > 20 { lastTrace.removeFirst(lastTrace.count - 20) }
  }

  func lines(states: [(id: String, state: String)]) -> [String] {
    var lines = explanation
    if !states.isEmpty {
      lines.append("recognizer states: " + states.map { "\($0.id)=\($0.state)" }.joined(separator: "  "))
    }
    if !keys.isEmpty { lines.append("keys: " + keys.joined(separator: " ")) }
    lines.append("— last \(lastTrace.count) trace lines —")
    lines += lastTrace
    lines.append("F1 overlay · F2 screenshot · Alt+drag: two fingers · right click: secondary · wheel: scroll")
    return lines
  }
}

@MainActor
func play(_ options: Options) throws {
  let scenario = try Scenario(contentsOf: options.file)
  let format = TraceFormat(showsTime: options.showsTime)
  var traceFile: FileHandle?
  if let path = options.trace {
    guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path)
    else { throw PlayError("cannot write the trace to \(path)") }
    traceFile = handle
  }
  let overlay = Overlay()
  let clock = LiveClock()
  let runner = ScenarioRunner(live: scenario, clock: clock) { line in
    let text = format.render(line)
    overlay.record(text)
    traceFile?.write(Data((text + "\n").utf8))
  }
  let application = runner.application
  UIApplication.shared = application
  let host = try SDLHost(application: application, title: "responder-play: \(scenario.name ?? options.file)")
  host.showsOverlay = options.overlay
  // ScenarioFormat.md: a view's `color` is for pictures, grey when the file gives none. A
  // label has no fill of its own, as in UIKit: it shows its text over what is behind it.
  let grey = UIColor(white: 0.8, alpha: 1)
  // A context menu's window covers the app unseen; only its list of items is drawn.
  func inMenuWindow(_ view: UIView) -> Bool { (view.window ?? (view as? UIWindow))?.windowLevel ?? .normal > .alert }
  // The controls a navigation bar or a tab bar makes for its items show through to the bar,
  // which draws their titles (ContentPainter); a presentation's container view is clear, as
  // UIKit's is, and its dimming view dims what is under it (our choice of black at 20%).
  func inBar(_ view: UIView) -> Bool {
    view.superview is UINavigationBar || view.superview is UITabBar || isPresentationContainer(view)
  }
  func isPresentationContainer(_ view: UIView) -> Bool {
    var presented = view.window?.rootViewController?.presentedViewController
    while let controller = presented {
      if controller.presentationController?.containerView === view { return true }
      presented = controller.presentedViewController
    }
    return false
  }
  func isDimmingView(_ view: UIView) -> Bool { runner.id(of: view).hasSuffix(".dimmingView") }
  let dimming = UIColor(white: 0, alpha: 0.2)
  host.fill = { view in
    if inMenuWindow(view) { return view is UIWindow ? nil : view.backgroundColor }
    if view.backgroundColor == nil, inBar(view) { return nil }
    if view.backgroundColor == nil, isDimmingView(view) { return dimming }
    return view.backgroundColor ?? (view is UIWindow ? .white : view is UILabel ? nil : grey)
  }
  func cell(of view: UIView) -> UIView? {
    var current: UIView? = view
    while let candidate = current {
      if candidate is UITableViewCell || candidate is UICollectionViewCell { return candidate }
      current = candidate.superview
    }
    return nil
  }
  func showsContent(inside view: UIView) -> Bool {
    SDLHost.showsContent(view) || view.subviews.contains { showsContent(inside: $0) }
  }
  // Views that show nothing of their own are named by their ids; a list's cell shows its
  // text, or its name when it has none, and never its content view's name.
  host.label = { view in
    if inMenuWindow(view) || view is UILabel || SDLHost.showsContent(view) || inBar(view) || isDimmingView(view) {
      return nil
    }
    if let cell = cell(of: view), view !== cell || showsContent(inside: cell) { return nil }
    return runner.id(of: view)
  }
  host.overlayLines = { overlay.lines(states: runner.recognizerStates()) }
  host.willDeliver = { input in
    if case .presses(let presses) = input {
      for press in presses where press.phase == .began { overlay.recordKey(KeyLabel.name(of: press.key)) }
    }
    // The hit test happens at touch-down (H8): explain it before the engine sees the touch.
    guard case .touches(let touches) = input, let began = touches.first(where: { $0.phase == .began }) else { return }
    overlay.explanation = runner.explain(at: began.location).text.split(separator: "\n").map(String.init)
  }
  host.screenshotPath = { number in
    URL(fileURLWithPath: options.screenshots).appendingPathComponent("responder-play-\(number).png").path
  }
  host.didWriteScreenshot = { result in
    switch result {
    case .success(let path): FileHandle.standardOutput.write(Data("screenshot: \(path)\n".utf8))
    case .failure(let error): FileHandle.standardError.write(Data("responder-play: screenshot: \(error)\n".utf8))
    }
  }
  var push = try options.push.map(PushScript.init(contentsOf:)) ?? PushScript()
  if let seconds = options.quitAfter { push.add(PushScript.Command(t: seconds, words: ["quit"], line: 0)) }
  let menuList = ContextMenuList()
  host.beforeFrame = {
    push.pushDue(now: clock.now, extent: host.extent)
    menuList.update(application)
  }
  // Unbuffered, so that a script waiting for this line sees it at once.
  FileHandle.standardOutput.write(
    Data("responder-play: \(options.file) in a \(Int(host.extent.width))×\(Int(host.extent.height)) window\n".utf8))
  host.run()
  try traceFile?.close()
}

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  if let sample = options.sample {
    try writeSample(sample.text, size: sample.size, background: sample.background, to: sample.out)
  } else {
    try play(options)
  }
} catch let error as ScenarioError {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(2)
} catch let error as PlayError {
  FileHandle.standardError.write(Data("responder-play: \(error)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("responder-play: \(error)\n".utf8))
  exit(1)
}
