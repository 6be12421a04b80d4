// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ResponderKit",
  products: [
    .library(name: "ResponderKit", targets: ["ResponderKit"]),
    .library(name: "ResponderScenario", targets: ["ResponderScenario"]),
    .executable(name: "responder", targets: ["responder"]),
  ],
  targets: [
    .target(name: "ResponderKit"),
    .target(name: "ResponderScenario", dependencies: ["ResponderKit"]),
    .executableTarget(name: "responder", dependencies: ["ResponderScenario", "ResponderKit"]),
    .executableTarget(name: "responder-fuzz", dependencies: ["ResponderScenario"]),
    .executableTarget(name: "responder-bench", dependencies: ["ResponderKit", "ResponderScenario"]),
    .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
    .testTarget(name: "ResponderScenarioTests", dependencies: ["ResponderScenario", "ResponderKit"]),
  ],
  swiftLanguageModes: [.v6]
)
