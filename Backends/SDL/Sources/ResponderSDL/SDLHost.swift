import CSDL2
import Foundation
@_spi(Tools) import ResponderKit

/// A failure to start or use SDL, with SDL's own explanation.
public struct SDLHostError: Error, CustomStringConvertible {
  /// What the host was doing and what SDL said.
  public let description: String

  init(_ step: String) {
    description = "\(step) failed: \(String(cString: SDL_GetError()))"
  }
}

/// Runs a ResponderKit application in an SDL window: window-system input in, the views out.
///
/// The host is a platform in the sense of `UIApplication.receive(_:timestamp:)`: it turns
/// mouse, touch-screen and keyboard events into raw touches and presses (through
/// `SDLEventTranslator`), stamps them with the application's clock, and draws every window's
/// views each frame (`ViewPainter`). Timers run on the application's clock: the loop fires a
/// `LiveClock`'s due timers every turn (about every 8 ms), so long presses, double-tap waits,
/// stepper repeats and a scroll view's motion frames (every 1/60 s: deceleration, bouncing
/// back, paging) happen in real time while the window is idle, and each turn draws them. The
/// window shows the screen area the app's windows cover, one pixel per point. Closing the
/// window cancels every touch and press still down, so no view is left waiting for an end.
///
/// ```swift
/// let app = UIApplication(clock: LiveClock())
/// let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.addSubview(myView)
/// window.makeKeyAndVisible()
/// try SDLHost(application: app, title: "My app").run()
/// ```
@MainActor
public final class SDLHost {
  /// The application that gets the input.
  public let application: UIApplication
  /// The screen area the window shows, in points.
  public let extent: CGRect
  /// The translator of SDL events (exposed so that a host can change the keys it uses).
  public var translator: SDLEventTranslator
  /// The colour a view is filled with; by default its `backgroundColor`.
  public var fill: @MainActor (UIView) -> UIColor? = { $0.backgroundColor }
  /// A name drawn at a view's top-left corner, for views that show nothing of their own; by
  /// default none. Labels, buttons, text fields, cells' labels, switches, sliders and image
  /// views show their content (their recorded drawing and `ContentPainter`).
  public var label: @MainActor (UIView) -> String? = { _ in nil }
  /// The lines the overlay shows, asked each frame; nil shows no overlay.
  public var overlayLines: (@MainActor () -> [String])?
  /// Whether the overlay is shown, in a panel right of the app so that it never covers a view
  /// (the overlay key toggles it; the window grows and shrinks by the panel). Lines wider than
  /// the panel wrap (`TextWrapper`); lines past the panel's bottom are not shown.
  public var showsOverlay = true {
    didSet { SDL_SetWindowSize(window, windowWidth, Int32(extent.height)) }
  }
  /// The overlay panel's width in pixels.
  public static let overlayWidth: Int32 = 480
  /// Called with every input before the application gets it (to look at the state before a
  /// touch begins, or to log).
  public var willDeliver: (@MainActor (HostInput) -> Void)?
  /// Called once per loop turn before drawing (for scripted input in tests).
  public var beforeFrame: (@MainActor () -> Void)?
  /// Where the screenshot key writes its picture; by default `screenshot-N.png` in the
  /// current directory.
  public var screenshotPath: (Int) -> String = { "screenshot-\($0).png" }
  /// Called with the path of each screenshot written, or the error.
  public var didWriteScreenshot: (@MainActor (Result<String, Error>) -> Void)?

  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private let font: OpaquePointer?
  private var textures: [String: (texture: OpaquePointer, width: Int32, height: Int32)] = [:]
  private var wrappedLines: [String: [String]] = [:]
  private var fingers: [Int: CGPoint] = [:]
  private var isRunning = true
  private var screenshotCount = 0
  private var pendingScreenshots: [String] = []

  /// Opens a window for `application` showing `extent` (by default the area its windows
  /// cover), titled `title`.
  ///
  /// The mouse is a pointer, as on iPadOS: the host says the idiom is `.pad`
  /// (`UIDevice.current` and the application's, P4), so hover recognizers and pointer
  /// interactions work.
  public init(application: UIApplication, title: String = "ResponderKit", extent: CGRect? = nil) throws {
    self.application = application
    UIDevice.current.userInterfaceIdiom = .pad
    application.userInterfaceIdiom = .pad
    let shown = extent ?? ViewPainter.extent(of: application)
    self.extent = shown
    translator = SDLEventTranslator(windowSize: shown.size, origin: shown.origin)
    // One physical contact is one finger: no mouse events made up from touches and the
    // reverse (the translator drops any that arrive anyway).
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLHostError("SDL_Init") }
    // SDL's queue is global: input left from an earlier host is not this app's.
    SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    // Text input on: letters beyond ASCII and input methods' commits arrive as text (B1's
    // on-screen path, `HostInput.text`).
    SDL_StartTextInput()
    guard
      let window = SDL_CreateWindow(
        title, Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK), Int32(bitPattern: SDL_WINDOWPOS_UNDEFINED_MASK),
        Int32(shown.width) + Self.overlayWidth, Int32(shown.height), SDL_WINDOW_SHOWN.rawValue)
    else { throw SDLHostError("SDL_CreateWindow") }
    self.window = window
    guard
      let renderer = SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      SDL_DestroyWindow(window)
      throw SDLHostError("SDL_CreateRenderer")
    }
    self.renderer = renderer
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    font = TTF_Init() == 0 ? Self.findFont().flatMap { TTF_OpenFont($0, 12) } : nil
  }

  /// Closes the window and its resources.
  isolated deinit {
    for entry in textures.values { SDL_DestroyTexture(entry.texture) }
    if let font { TTF_CloseFont(font) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  private var windowWidth: Int32 {
    Int32(extent.width) + (showsOverlay && overlayLines != nil ? Self.overlayWidth : 0)
  }

  /// Runs until the window is closed or `stop()` is called: events, timers, a frame, again.
  public func run() {
    isRunning = true
    SDL_SetWindowSize(window, windowWidth, Int32(extent.height))
    while isRunning {
      var event = SDL_Event()
      if SDL_WaitEventTimeout(&event, 8) != 0 {
        handle(event)
        while isRunning, SDL_PollEvent(&event) != 0 { handle(event) }
      }
      beforeFrame?()
      // This loop holds the main actor, so the main queue cannot run a LiveClock's timers:
      // fire them here. On the main thread, drain the main queue too, for other work on it.
      (application.clock as? LiveClock)?.fireDueTimers()
      if Thread.isMainThread { _ = RunLoop.main.run(mode: .default, before: Date()) }
      drawFrame()
    }
    finish()
  }

  /// Makes `run()` return after the current turn.
  public func stop() {
    isRunning = false
  }

  /// Handles one SDL event: translates it and delivers the input or carries out the command.
  public func handle(_ event: SDL_Event) {
    for input in translator.translate(event, modifiers: UInt32(SDL_GetModState().rawValue)) { deliver(input) }
  }

  /// Delivers one input to the application (touches and presses) or the host (commands).
  public func deliver(_ input: HostInput) {
    willDeliver?(input)
    let now = application.clock.now
    switch input {
    case .touches(let touches):
      for touch in touches {
        switch touch.phase {
        case .ended, .cancelled: fingers[touch.finger] = nil
        default: fingers[touch.finger] = touch.location
        }
      }
      application.receive(touches, timestamp: now)
    case .pointer(let pointer):
      application.receive(pointer, timestamp: now)
    case .presses(let presses):
      application.receive(presses, timestamp: now)
    case .text(let text):
      (application.keyWindow?.firstResponderForHost as? any UIKeyInput)?.insertText(text)
    case .toggleOverlay:
      showsOverlay.toggle()
    case .screenshot:
      screenshotCount += 1
      pendingScreenshots.append(screenshotPath(screenshotCount))
    case .quit:
      isRunning = false
    }
  }

  /// Ends what is still down: every touch and press is cancelled, as when UIKit's app leaves
  /// the screen.
  private func finish() {
    let now = application.clock.now
    for input in translator.cancelAll() {
      switch input {
      case .touches(let touches): application.receive(touches, timestamp: now)
      case .pointer(let pointer): application.receive(pointer, timestamp: now)
      default: break
      }
    }
    application.cancelAllTouches(timestamp: now)
    application.cancelAllPresses(timestamp: now)
    fingers = [:]
  }

  /// Draws the views, the fingers and the overlay, writes pending screenshots, and shows it.
  public func drawFrame() {
    drawScene()
    for path in pendingScreenshots {
      didWriteScreenshot?(
        Result {
          try writeScreenshot(to: path)
          return path
        })
    }
    pendingScreenshots = []
    SDL_RenderPresent(renderer)
  }

  /// Draws a frame and writes it to a PNG file before showing it.
  public func screenshot(to path: String) throws {
    drawScene()
    defer { SDL_RenderPresent(renderer) }
    try writeScreenshot(to: path)
  }

  private func drawScene() {
    // W1: the display pass before the frame draws the views marked for display.
    application.displayMarkedLayers()
    SDL_SetRenderDrawColor(renderer, 0x20, 0x20, 0x24, 0xff)
    SDL_RenderClear(renderer)
    for painted in ViewPainter.paint(application, fill: fill, label: label) {
      draw(painted)
      drawRecorded(painted)
      // A text field records its text when it draws (W6); a text view's characters are
      // placed here from its caret rectangles.
      if let input = painted.view as? UIView & UITextInput, painted.view.recordedDrawing.isEmpty {
        drawCharacters(of: input, clip: painted.visible)
      }
    }
    drawSelection()
    for (_, point) in fingers.sorted(by: { $0.key < $1.key }) { drawFinger(at: point) }
    if showsOverlay, let lines = overlayLines?(), !lines.isEmpty { drawOverlay(lines) }
  }

  private func writeScreenshot(to path: String) throws {
    var outputWidth: Int32 = 0
    var outputHeight: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
    let width = Int(outputWidth)
    let height = Int(outputHeight)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let status = pixels.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, Int32(width * 4))
    }
    guard status == 0 else { throw SDLHostError("SDL_RenderReadPixels") }
    guard let png = PNGEncoder.encode(width: width, height: height, rgba: pixels) else {
      throw SDLHostError("PNG encoding")
    }
    try Data(png).write(to: URL(fileURLWithPath: path))
  }

  private func local(_ point: CGPoint) -> SDL_FPoint {
    SDL_FPoint(x: Float(point.x - extent.minX), y: Float(point.y - extent.minY))
  }

  /// Fills the visible part of the view exactly; the outline and the label are clipped to
  /// the clip's bounding box, which is exact for clipping ancestors that are not rotated.
  private func draw(_ painted: PaintedView) {
    guard painted.visible.count >= 3 else { return }
    if let fill = painted.fill, fill.alpha > 0 {
      let color = Self.sdlColor(fill)
      var vertices = painted.visible.map {
        SDL_Vertex(position: local($0), color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
      }
      // A fan: the visible part is convex.
      var indices: [Int32] = (1..<Int32(vertices.count - 1)).flatMap { [0, $0, $0 + 1] }
      SDL_RenderGeometry(renderer, nil, &vertices, Int32(vertices.count), &indices, Int32(indices.count))
    }
    if let clip = painted.clip {
      var box = Self.clipRect(clip.map(local))
      SDL_RenderSetClipRect(renderer, &box)
    }
    defer { if painted.clip != nil { SDL_RenderSetClipRect(renderer, nil) } }
    let corners = painted.corners.map(local)
    // A label's bounds are not drawn in UIKit: it shows its text only.
    if !(painted.view is UILabel) {
      SDL_SetRenderDrawColor(renderer, 0x33, 0x33, 0x33, 0xff)
      var outline = corners + [corners[0]]
      SDL_RenderDrawLinesF(renderer, &outline, 5)
    }
    if let text = painted.label, !text.isEmpty {
      drawText(text, x: corners[0].x + 3, y: corners[0].y + 2, color: SDL_Color(r: 0x11, g: 0x11, b: 0x11, a: 0xff))
    }
  }

  /// Paints what the view drew (its display list, W2), then what UIKit's system view shows
  /// that it did not record (`ContentPainter`: a button's title, a switch's state, …), over its
  /// fill with Cairo, in a texture covering its visible part, clipped to that part.
  private func drawRecorded(_ painted: PaintedView) {
    let commands = painted.view.recordedDrawing + ContentPainter.commands(for: painted.view)
    let b = painted.view.bounds
    guard !commands.isEmpty, painted.visible.count >= 3, b.width > 0, b.height > 0 else { return }
    let visible = painted.visible.map { CGPoint(x: $0.x - extent.minX, y: $0.y - extent.minY) }
    let minX = max(0, (visible.map(\.x).min() ?? 0).rounded(.down))
    let minY = max(0, (visible.map(\.y).min() ?? 0).rounded(.down))
    let maxX = min(extent.width, (visible.map(\.x).max() ?? 0).rounded(.up))
    let maxY = min(extent.height, (visible.map(\.y).max() ?? 0).rounded(.up))
    let width = Int32(maxX - minX)
    let height = Int32(maxY - minY)
    guard width > 0, height > 0,
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    else { return }
    defer { SDL_DestroyTexture(texture) }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return }
    memset(pixels, 0, Int(pitch) * Int(height))
    let c0 = painted.corners[0]
    let c1 = painted.corners[1]
    let c3 = painted.corners[3]
    let base = CGAffineTransform(translationX: -b.minX, y: -b.minY)
      .concatenating(
        CGAffineTransform(
          a: (c1.x - c0.x) / b.width, b: (c1.y - c0.y) / b.width, c: (c3.x - c0.x) / b.height,
          d: (c3.y - c0.y) / b.height, tx: c0.x, ty: c0.y)
      )
      .concatenating(CGAffineTransform(translationX: -extent.minX - minX, y: -extent.minY - minY))
    CairoPainter.paint(
      commands, into: pixels, width: width, height: height, stride: pitch, base: base,
      visible: visible.map { CGPoint(x: $0.x - minX, y: $0.y - minY) })
    // Cairo's pixels are premultiplied; SDL's blending wants them straight.
    CairoPainter.straighten(pixels, width: Int(width), height: Int(height), stride: Int(pitch))
    SDL_UnlockTexture(texture)
    var target = SDL_Rect(x: Int32(minX), y: Int32(minY), w: width, h: height)
    SDL_RenderCopy(renderer, texture, nil, &target)
  }

  /// Draws a text input's characters where its caret positions put them (X15), clipped to the
  /// view's visible part.
  private func drawCharacters(of input: UIView & UITextInput, clip: [CGPoint]) {
    guard clip.count >= 3 else { return }
    var box = Self.clipRect(clip.map(local))
    SDL_RenderSetClipRect(renderer, &box)
    defer { SDL_RenderSetClipRect(renderer, nil) }
    for character in TextPainter.characters(of: input) {
      let origin = local(character.origin)
      drawText(character.text, x: origin.x, y: origin.y, color: SDL_Color(r: 0x11, g: 0x11, b: 0x11, a: 0xff))
    }
  }

  /// Draws the first responder's caret (solid) or selection (translucent), in the system blue.
  private func drawSelection() {
    let (rects, isCaret) = TextPainter.selection(in: application)
    let color = SDL_Color(r: 0x00, g: 0x7a, b: 0xff, a: isCaret ? 0xff : 0x50)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    for polygon in rects where polygon.count == 4 {
      var vertices = polygon.map { SDL_Vertex(position: local($0), color: color, tex_coord: SDL_FPoint(x: 0, y: 0)) }
      var indices: [Int32] = [0, 1, 2, 0, 2, 3]
      SDL_RenderGeometry(renderer, nil, &vertices, 4, &indices, 6)
    }
  }

  /// The whole pixels that cover `polygon` (window pixels).
  static func clipRect(_ polygon: [SDL_FPoint]) -> SDL_Rect {
    let minX = polygon.map(\.x).min() ?? 0
    let minY = polygon.map(\.y).min() ?? 0
    let maxX = polygon.map(\.x).max() ?? 0
    let maxY = polygon.map(\.y).max() ?? 0
    let x = Int32(minX.rounded(.down))
    let y = Int32(minY.rounded(.down))
    return SDL_Rect(x: x, y: y, w: Int32(maxX.rounded(.up)) - x, h: Int32(maxY.rounded(.up)) - y)
  }

  private func drawFinger(at point: CGPoint) {
    let center = local(point)
    SDL_SetRenderDrawColor(renderer, 0xdd, 0x00, 0x00, 0xff)
    for radius in stride(from: Float(9), through: 11, by: 1) {
      var circle = (0...24).map { step -> SDL_FPoint in
        let angle = Float(step) / 24 * 2 * .pi
        return SDL_FPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      }
      SDL_RenderDrawLinesF(renderer, &circle, Int32(circle.count))
    }
  }

  private func drawOverlay(_ lines: [String]) {
    let lineHeight: Float = 15
    let left = Float(extent.width)
    var panel = SDL_FRect(x: left, y: 0, w: Float(Self.overlayWidth), h: Float(extent.height))
    SDL_SetRenderDrawColor(renderer, 0x18, 0x18, 0x1c, 0xff)
    SDL_RenderFillRectF(renderer, &panel)
    let fitting = Int((Float(extent.height) - 8) / lineHeight)
    let width = Float(Self.overlayWidth) - 12
    for (index, line) in lines.flatMap({ wrapped($0, width: width) }).prefix(max(0, fitting)).enumerated() {
      drawText(
        line, x: left + 6, y: 4 + Float(index) * lineHeight, color: SDL_Color(r: 0xf0, g: 0xf0, b: 0xf0, a: 0xff),
        maxWidth: width)
    }
  }

  /// `line` wrapped to `width` pixels in the overlay's font (`TextWrapper`), remembered: the
  /// overlay asks for the same lines every frame.
  private func wrapped(_ line: String, width: Float) -> [String] {
    guard let font else { return [line] }
    if let known = wrappedLines[line] { return known }
    if wrappedLines.count > 1_024 { wrappedLines = [:] }
    let lines = TextWrapper.wrap(line, width: Double(width)) { text in
      var w: Int32 = 0
      var h: Int32 = 0
      return TTF_SizeUTF8(font, text, &w, &h) == 0 ? Double(w) : 0
    }
    wrappedLines[line] = lines
    return lines
  }

  private func drawText(_ text: String, x: Float, y: Float, color: SDL_Color, maxWidth: Float? = nil) {
    guard let font else { return }
    let key = "\(color.r),\(color.g),\(color.b)|\(text)"
    if textures[key] == nil {
      if textures.count > 1_024 {
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
        textures = [:]
      }
      guard let surface = TTF_RenderUTF8_Blended(font, text, color) else { return }
      defer { SDL_FreeSurface(surface) }
      guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return }
      textures[key] = (texture, surface.pointee.w, surface.pointee.h)
    }
    guard let entry = textures[key] else { return }
    let shownWidth = min(Float(entry.width), maxWidth ?? Float(entry.width))
    var source = SDL_Rect(x: 0, y: 0, w: Int32(shownWidth), h: entry.height)
    var target = SDL_FRect(x: x, y: y, w: shownWidth, h: Float(entry.height))
    SDL_RenderCopyF(renderer, entry.texture, &source, &target)
  }

  /// A scroll view under the screen point `point` that scrolls on an axis asked for (its
  /// scrollable range is longer than 0 there, or it always bounces on it, as S3 says), with
  /// scrolling on, or nil. Of nested scroll views that qualify, the outermost is given (a
  /// ResponderKit addition for tools; the wheel itself goes to the engine as scroll events,
  /// P5).
  ///
  /// Found by geometry in the frontmost window that holds the point, without hit testing:
  /// views that are hidden, transparent or not interactive are passed over, with their
  /// subviews, as are subviews outside a clipping view. Hit testing would call the views'
  /// overrides, and the notch's touch makes the one real hit test.
  public static func scrollView(
    under point: CGPoint, horizontally: Bool, vertically: Bool, in application: UIApplication
  ) -> UIScrollView? {
    guard
      let window = application.windowsInHitTestOrder.first(where: {
        $0.isUserInteractionEnabled && $0.bounds.contains($0.convert(fromScreen: point))
      })
    else { return nil }
    let windowPoint = window.convert(fromScreen: point)
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      let local = view === window ? windowPoint : view.convert(windowPoint, from: window)
      let inside = view.bounds.contains(local)
      if inside, let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.bounds.size
        let rangeX = scrollView.contentSize.width + inset.left + inset.right - size.width
        let rangeY = scrollView.contentSize.height + inset.top + inset.bottom - size.height
        let scrollsX = rangeX > 0 || (scrollView.bounces && scrollView.alwaysBounceHorizontal)
        let scrollsY = rangeY > 0 || (scrollView.bounces && scrollView.alwaysBounceVertical)
        if (horizontally && scrollsX) || (vertically && scrollsY) { return scrollView }
      }
      if view.clipsToBounds && !inside { continue }
      for subview in view.subviews
      where !subview.isHidden && subview.alpha >= 0.01 && subview.isUserInteractionEnabled {
        stack.append(subview)
      }
    }
    return nil
  }

  /// Whether `view` shows content of its own in the window (text, a state, an image's box),
  /// so that a host need not name it: what it recorded at its last display (W2), or what
  /// `ContentPainter` draws for it.
  public static func showsContent(_ view: UIView) -> Bool {
    !view.recordedDrawing.isEmpty || !ContentPainter.commands(for: view).isEmpty
  }

  /// The first font found: `RESPONDERKIT_FONT`, then DejaVu Sans (Debian's fonts-dejavu-core),
  /// then Liberation Sans. Without one, views are drawn without text.
  static func findFont() -> String? {
    let candidates = [
      ProcessInfo.processInfo.environment["RESPONDERKIT_FONT"],
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      "/System/Library/Fonts/Supplemental/Arial.ttf",
    ]
    return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
  }

  static func sdlColor(_ color: UIColor) -> SDL_Color {
    func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
    return SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
  }
}
