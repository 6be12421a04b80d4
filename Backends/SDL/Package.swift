// swift-tools-version:6.0
// The SDL2 window backend of ResponderKit: a separate package, so that the core package builds and
// tests on machines without SDL. Needs Debian's libsdl2-dev, libsdl2-ttf-dev and libcairo2-dev (views'
// recorded drawing is painted with Cairo).
import PackageDescription

let package = Package(
  name: "ResponderSDL",
  products: [
    .library(name: "ResponderSDL", targets: ["ResponderSDL"]),
    .executable(name: "responder-play", targets: ["responder-play"]),
  ],
  dependencies: [.package(name: "ResponderKit", path: "../..")],
  targets: [
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"]), .brew(["sdl2", "sdl2_ttf"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
    .target(
      name: "ResponderSDL",
      dependencies: ["CSDL2", "CCairo", .product(name: "ResponderKit", package: "ResponderKit")]),
    .executableTarget(
      name: "responder-play",
      dependencies: [
        "ResponderSDL", .product(name: "ResponderKit", package: "ResponderKit"),
        .product(name: "ResponderScenario", package: "ResponderKit"),
      ]),
    .testTarget(
      name: "ResponderSDLTests",
      dependencies: ["ResponderSDL", "CSDL2", .product(name: "ResponderKit", package: "ResponderKit")]),
  ],
  swiftLanguageModes: [.v6]
)
