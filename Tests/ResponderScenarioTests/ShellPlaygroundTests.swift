import Foundation
import ResponderKit
import ResponderScenario
import Testing

@MainActor
@Suite("The app-shell playground (Examples/shell-playground.json)")
struct ShellPlaygroundTests {
  /// The example the SDL end-to-end test plays, read from the repository.
  func playground() throws -> ScenarioRunner {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Examples/shell-playground.json")
    return ScenarioRunner(try Scenario(data: Data(contentsOf: file), file: file.path))
  }

  @Test(
    "Q8: a controller presented at build time with a style is presented in it: the playground's sheet rests at its medium detent over the tab bar controller"
  )
  func presentedSheet() throws {
    let runner = try playground()
    let window = try #require(runner.application.windows.first)
    let tabs = try #require(window.rootViewController as? UITabBarController)
    let sheet = try #require(tabs.presentedViewController)
    #expect(sheet.modalPresentationStyle == .pageSheet && runner.id(of: sheet) == "sheet")
    #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium])
    window.layoutIfNeeded()
    let frame = sheet.view.convert(sheet.view.bounds, to: window)
    #expect(frame.minY > 0 && frame.maxY == window.bounds.maxY, "the sheet rests at a detent, not at the file's frame")
    #expect(tabs.tabBar.items?.map(\.title) == ["Mail", "Settings"] && tabs.selectedIndex == 0)
  }

  @Test("Q5: a controller presented at build time without a style is still over the full screen, at its frame")
  func presentedWithoutStyle() throws {
    let json = """
      {"windows": [{"id": "w", "frame": [0, 0, 320, 480], "rootViewController": {"id": "vc",
        "view": {"id": "root", "frame": [0, 0, 320, 480]},
        "presented": {"id": "modal", "view": {"id": "card", "frame": [20, 40, 280, 200]}}}}]}
      """
    let runner = ScenarioRunner(try Scenario(data: Data(json.utf8)))
    let root = try #require(runner.application.windows.first?.rootViewController)
    let modal = try #require(root.presentedViewController)
    #expect(modal.modalPresentationStyle == .overFullScreen)
    #expect(modal.view.frame == CGRect(x: 20, y: 40, width: 280, height: 200))
  }
}
