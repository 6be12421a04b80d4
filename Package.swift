// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "ResponderKit",
  products: [
    .library(name: "ResponderKit", targets: ["ResponderKit"]),
    .library(name: "ResponderScenario", targets: ["ResponderScenario"]),
    .library(name: "ResponderPort", targets: ["ResponderPort"]),
    .library(name: "ResponderTestKit", targets: ["ResponderTestKit"]),
    .executable(name: "responder", targets: ["responder"]),
    // Ports a target's iOS files at build time (see the porting article).
    .plugin(name: "ResponderPortPlugin", targets: ["ResponderPortPlugin"]),
  ],
  targets: [
    .target(name: "ResponderKit"),
    // `responder port`: rewrites iOS files so that they compile against the UIKit module here.
    .target(name: "ResponderPort", dependencies: ["ResponderKit"]),
    .target(name: "ResponderScenario", dependencies: ["ResponderKit", "ResponderPort"]),
    .target(name: "ResponderTestKit", dependencies: ["ResponderKit", "ResponderScenario"]),
    .executableTarget(name: "responder", dependencies: ["ResponderScenario", "ResponderKit"]),
    .plugin(name: "ResponderPortPlugin", capability: .buildTool(), dependencies: ["responder"]),
    .executableTarget(name: "responder-fuzz", dependencies: ["ResponderScenario"]),
    .executableTarget(name: "responder-bench", dependencies: ["ResponderKit", "ResponderScenario"]),
    .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
    .testTarget(name: "ResponderScenarioTests", dependencies: ["ResponderScenario", "ResponderKit"]),
    .testTarget(name: "ResponderTestKitTests", dependencies: ["ResponderTestKit", "ResponderKit"]),
  ],
  swiftLanguageModes: [.v6]
)

#if !canImport(Darwin)
  // `import UIKit`, `import CoreGraphics` and `import QuartzCore` for code ported from iOS, on
  // platforms without Apple's frameworks (on Apple's, the system modules of those names are used).
  package.products.append(.library(name: "UIKit", targets: ["UIKit", "CoreGraphics", "QuartzCore"]))
  package.targets += [
    .target(name: "UIKit", dependencies: ["ResponderKit", "UIKitSubmodules"]),
    // A Clang module map declaring module `UIKit` with the explicit submodule
    // `UIGestureRecognizerSubclass`, so that `import UIKit.UIGestureRecognizerSubclass` compiles
    // as written in any target that depends on the `UIKit` product (see its module.modulemap).
    .systemLibrary(name: "UIKitSubmodules"),
    .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
    .target(name: "QuartzCore", dependencies: ["ResponderKit", "CoreGraphics"]),
    // Swift Testing declares cross-import overlays for Apple's UIKit and CoreGraphics, which
    // do not exist here: a test target that imports both Testing and these modules turns
    // them off (see the catalog's "Porting from UIKit").
    .testTarget(
      name: "UIKitTests", dependencies: ["UIKit", "CoreGraphics", "QuartzCore", "ResponderKit"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    // Ports and type-checks the iOS files of Tests/UIKitCorpus, and runs five of them, ported,
    // with the test kit.
    .testTarget(
      name: "UIKitCorpusTests",
      dependencies: [
        "UIKit", "CoreGraphics", "QuartzCore", "ResponderKit", "ResponderScenario", "ResponderTestKit",
      ],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
  ]
#endif
