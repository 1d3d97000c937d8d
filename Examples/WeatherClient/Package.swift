// swift-tools-version: 6.1
import PackageDescription

// A consumer of EndpointKit, set up exactly as a user's package would be: depend on the package, apply the
// plugin to a target that holds a spec, import the runtime.
let package = Package(
    name: "WeatherClient",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "EndpointKit", path: "../..")
    ],
    targets: [
        .target(
            name: "WeatherAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .testTarget(
            name: "WeatherAPITests",
            dependencies: ["WeatherAPI", .product(name: "EndpointRuntime", package: "EndpointKit")]
        ),
    ]
)
