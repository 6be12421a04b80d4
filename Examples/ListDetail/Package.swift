// swift-tools-version:6.1
// A user's package with one source tree: the iOS app's folder, ListDetail/, is shared with its
// Xcode project and never edited for Linux. The test target links it in as `iOS` (a symbolic
// link it excludes from its own sources), and ResponderPortPlugin ports those files into the
// build folder at build time, so the tests compile the app's code as its authors wrote it.
import PackageDescription

let package = Package(
  name: "ListDetail",
  dependencies: [.package(name: "ResponderKit", path: "../..")],
  targets: [
    .testTarget(
      name: "ListDetailTests",
      dependencies: [
        .product(name: "UIKit", package: "ResponderKit"),
        .product(name: "ResponderTestKit", package: "ResponderKit"),
      ],
      exclude: ["iOS"],
      // Swift Testing declares cross-import overlays for Apple's UIKit, which does not exist
      // here (see the porting article).
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])],
      plugins: [.plugin(name: "ResponderPortPlugin", package: "ResponderKit")])
  ],
  swiftLanguageModes: [.v6]
)
