import Foundation
import ResponderScenario
import Testing

@MainActor
@Suite("Drawing in scenarios and pictures")
struct DrawingRenderTests {
  @Test("W1/W2: a view's drawing key is drawn in the display pass; render puts the display list in the view's group")
  func renderShowsDrawing() throws {
    let json = #"""
      {"windows": [{"id": "window", "frame": [0, 0, 200, 200], "key": true, "subviews": [
        {"id": "check", "frame": [20, 30, 40, 40], "color": "#ffffff", "drawing": [
          {"rect": [0, 0, 10, 10], "fill": "#ff0000"},
          {"points": [[8, 20], [16, 30], [32, 10]], "stroke": "#007aff", "width": 3}]}]}]}
      """#
    let svg = ScenarioRunner(try Scenario(data: Data(json.utf8), file: "f.json")).renderSVG(points: [])
    let group = try #require(svg.range(of: "<g id='view-check'"))
    let drawing = try #require(svg.range(of: "<g class='drawing' transform='matrix(1 0 0 1 20 30)'>"))
    #expect(group.lowerBound < drawing.lowerBound, "inside the view's group, in its bounds through its place")
    #expect(svg.contains("<path class='fill' d='M0 0 L10 0 L10 10 L0 10 Z' fill='#ff0000' fill-opacity='1'/>"))
    #expect(svg.contains("<path class='stroke' d='M8 20 L16 30 L32 10' fill='none' stroke='#007aff'"))
    #expect(svg.contains("stroke-width='3' stroke-linecap='round' stroke-linejoin='round'"))
  }

  @Test("W2: a drawing shape needs an outline and a colour")
  func badShapes() {
    let json = #"""
      {"windows": [{"id": "window", "frame": [0, 0, 200, 200], "subviews": [
        {"id": "check", "frame": [0, 0, 40, 40], "drawing": [{"rect": [0, 0, 10, 10]}]}]}]}
      """#
    #expect(throws: ScenarioError.self) { try Scenario(data: Data(json.utf8), file: "f.json") }
  }
}
