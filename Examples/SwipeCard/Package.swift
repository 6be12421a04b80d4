// swift-tools-version:6.0
// A user's package: a swipe card written for iOS, ported with `responder port`, and its tests on
// Linux through ResponderTestKit, in XCTest and in Swift Testing. CI builds and tests it, and
// checks with `responder port --check Sources` that the port has nothing left to do.
import PackageDescription

let package = Package(
  name: "SwipeCard",
  dependencies: [.package(name: "ResponderKit", path: "../..")],
  targets: [
    .target(
      name: "SwipeCard",
      dependencies: [.product(name: "UIKit", package: "ResponderKit")]),
    .testTarget(
      name: "SwipeCardXCTests",
      dependencies: [
        "SwipeCard", .product(name: "UIKit", package: "ResponderKit"),
        .product(name: "ResponderTestKit", package: "ResponderKit"),
      ]),
    // Swift Testing declares cross-import overlays for Apple's UIKit, which does not exist here
    // (see the porting article).
    .testTarget(
      name: "SwipeCardTests",
      dependencies: [
        "SwipeCard", .product(name: "UIKit", package: "ResponderKit"),
        .product(name: "ResponderTestKit", package: "ResponderKit"),
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ],
  swiftLanguageModes: [.v6]
)
