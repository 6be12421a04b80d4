import CoreGraphics
import Testing
import UIKit

@MainActor
@Suite("The appearance surface: buttons, labels, images, fonts, colours; IndexPath and NSItemProvider")
struct AppearanceAPITests {
  @Test("UIButton keeps titles, colours and images per state; a state without its own uses .normal's")
  func buttonStates() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system && UIButton(frame: .zero).buttonType == .custom)
    #expect(button.currentTitle == nil && button.title(for: .highlighted) == nil)
    button.setTitle("Save", for: .normal)
    button.setTitle("Saving", for: .highlighted)
    #expect(button.title(for: .normal) == "Save" && button.title(for: .highlighted) == "Saving")
    #expect(button.title(for: .disabled) == "Save" && button.title(for: .selected) == "Save", "falls back to normal")
    #expect(button.currentTitle == "Save")
    button.isSelected = true
    #expect(button.currentTitle == "Save")
    button.setTitle("Saved", for: .selected)
    #expect(button.currentTitle == "Saved" && button.title == "Saved")
    button.setTitle(nil, for: .selected)
    #expect(button.currentTitle == "Save", "removing a state's title falls back again")
    button.isSelected = false

    #expect(button.titleColor(for: .normal) == .systemBlue, "a system button's title is tinted")
    #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    button.setTitleColor(.systemRed, for: .normal)
    #expect(button.titleColor(for: .highlighted) == .systemRed && button.currentTitleColor == .systemRed)

    let star = UIImage(systemName: "star")
    let filled = UIImage(systemName: "star.fill")
    button.setImage(star, for: .normal)
    button.setImage(filled, for: .selected)
    button.setBackgroundImage(UIImage(), for: .normal)
    #expect(button.currentImage === star && button.image(for: .disabled) === star)
    button.isSelected = true
    #expect(button.currentImage === filled && button.imageView?.image === filled)
    #expect(button.currentBackgroundImage != nil)
    #expect(button.titleLabel?.text == "Save" && button.titleLabel?.superview == nil)
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(button.contentEdgeInsets.left == 2)

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Go"
    let configured = UIButton(configuration: configuration)
    #expect(configured.currentTitle == "Go" && configured.configuration == configuration)
  }

  @Test(
    "C5: UIButton(type:primaryAction:) runs its action after touchUpInside; performPrimaryAction sends primaryActionTriggered only"
  )
  func primaryAction() {
    let app = UIApplication()
    let window = UIWindow(application: app, frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    var log: [String] = []
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Send") { _ in log.append("primary") })
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    button.addAction(UIAction { _ in log.append("up inside") }, for: .touchUpInside)
    window.addSubview(button)
    #expect(button.currentTitle == "Send" && button.buttonType == .system)
    tapOnce(app, at: CGPoint(x: 50, y: 20))
    #expect(log == ["up inside", "primary"])
    log = []
    button.performPrimaryAction()
    #expect(log == ["primary"])
    let slider = UISlider(frame: .zero)
    slider.addAction(UIAction { _ in log.append("slider primary") }, for: .primaryActionTriggered)
    slider.addAction(UIAction { _ in log.append("slider value") }, for: .valueChanged)
    slider.performPrimaryAction()
    #expect(log == ["primary", "slider primary"])
  }

  @Test("UILabel keeps text and attributed text in step; its appearance is stored; H7 still holds")
  func label() {
    let label = UILabel()
    #expect(!label.isUserInteractionEnabled && label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
    #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label && label.textAlignment == .natural)
    label.text = "Hello"
    #expect(label.attributedText?.string == "Hello")
    label.attributedText = NSAttributedString(string: "World")
    #expect(label.text == "World")
    label.text = nil
    #expect(label.attributedText == nil)
    label.font = .preferredFont(forTextStyle: .headline)
    label.adjustsFontSizeToFitWidth = true
    #expect(label.font.pointSize == 17 && label.font.weight == .semibold && label.adjustsFontSizeToFitWidth)
  }

  @Test("UIImage: named images are nil (no bundle), symbols are empty zero-size images; rendering and tint")
  func images() throws {
    #expect(UIImage(named: "logo") == nil)
    let symbol = try #require(UIImage(systemName: "heart"))
    #expect(symbol.size == .zero && symbol.isSymbolImage && symbol.symbolName == "heart")
    let template = symbol.withRenderingMode(.alwaysTemplate)
    #expect(template.renderingMode == .alwaysTemplate && symbol.renderingMode == .automatic)
    let tinted = symbol.withTintColor(.systemPink)
    #expect(tinted.tintColor == .systemPink && tinted.renderingMode == .alwaysOriginal)
    let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
    let configured = try #require(UIImage(systemName: "heart", withConfiguration: configuration))
    #expect(configured.symbolConfiguration?.pointSize == 24 && configured.symbolConfiguration?.weight == .bold)
    #expect(UIImage().applyingSymbolConfiguration(configuration) == nil)

    let imageView = UIImageView(image: symbol, highlightedImage: tinted)
    #expect(imageView.image === symbol && imageView.highlightedImage === tinted && !imageView.isHighlighted)
    #expect(!imageView.isUserInteractionEnabled && imageView.frame == .zero)
    imageView.contentMode = .scaleAspectFill
    #expect(imageView.contentMode == .scaleAspectFill)
  }

  @Test("UIFont: system fonts, weights, text styles, named fonts and withSize")
  func fonts() throws {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(body.pointSize == 17 && body.fontName == ".SFUI-Regular")
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).weight == .semibold)
    #expect(UIFont.italicSystemFont(ofSize: 12).isItalic)
    #expect(UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .medium).pointSize == 14)
    let named = try #require(UIFont(name: "Menlo", size: 11))
    #expect(named.fontName == "Menlo" && named.withSize(20).pointSize == 20 && named.withSize(20).fontName == "Menlo")
    #expect(UIFont.Weight.bold.rawValue == 0.4 && UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
  }

  @Test("UIColor: HSB, white, alpha, components, system colours and Core Graphics colours")
  func colors() {
    let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
    #expect(red == .red)
    let teal = UIColor(hue: 0.5, saturation: 0.5, brightness: 0.8, alpha: 0.5)
    var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    teal.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    #expect(abs(h - 0.5) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(b - 0.8) < 1e-12 && a == 0.5)
    var (r, g, bl, al): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor.systemBlue.withAlphaComponent(0.25).getRed(&r, green: &g, blue: &bl, alpha: &al)
    #expect(r == 0 && abs(g - 122.0 / 255) < 1e-12 && bl == 1 && al == 0.25)
    #expect(UIColor(white: 0.5, alpha: 1) == .gray && UIColor.systemGray6 != .systemGray)
    #expect(UIColor(cgColor: UIColor.systemGreen.cgColor) == .systemGreen)
    #expect(UIColor(cgColor: CGColor(gray: 1, alpha: 0.5)) == UIColor(white: 1, alpha: 0.5))
    #expect(UIColor(named: "Brand") == nil)
    #expect(UIColor.label == .black && UIColor.systemBackground == .white && UIColor.separator.alpha == 0.29)
  }

  @Test("IndexPath(row:section:) and (item:section:): section first, then row or item")
  func indexPaths() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.section == 1 && path.row == 3 && path.item == 3 && path == IndexPath(indexes: [1, 3]))
    path.row = 4
    #expect(path == IndexPath(item: 4, section: 1))
  }

  @Test("NSItemProvider holds one object in memory and hands it over at once")
  func itemProvider() {
    let provider = NSItemProvider(object: "hello" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.canLoadObject(ofClass: NSString.self) && provider.canLoadObject(ofClass: String.self))
    var loaded: String?
    provider.loadObject(ofClass: String.self) { string, error in
      loaded = string
      #expect(error == nil)
    }
    #expect(loaded == "hello")
    var failed = false
    NSItemProvider().loadObject(ofClass: NSString.self) { object, error in failed = object == nil && error != nil }
    #expect(failed)
  }
}
