// swift-tools-version: 6.1
import PackageDescription

// An app's architecture over a real vendor document (Apideck's Webhook API, Sources/WebhooksAPI/openapi.yaml as
// published): the domain (WebhooksDomain) and the use cases and cache (WebhooksApplication) know no generated type;
// WebhooksAPI holds the document, its configuration (`domain`, `repositories`) and what the plugin generates from
// them; the `webhooks` executable is the composition root.
let package = Package(
    name: "WebhookManager",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "EndpointKit", path: "../..")
    ],
    targets: [
        .target(name: "WebhooksDomain"),
        .target(name: "WebhooksApplication", dependencies: ["WebhooksDomain"]),
        .target(
            name: "WebhooksAPI",
            dependencies: ["WebhooksDomain", .product(name: "EndpointRuntime", package: "EndpointKit")],
            exclude: ["openapi.source.txt", "LICENSE-openapi.txt"],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .executableTarget(
            name: "webhooks",
            dependencies: [
                "WebhooksAPI", "WebhooksApplication", "WebhooksDomain",
                .product(name: "EndpointRuntime", package: "EndpointKit"),
            ]
        ),
        .testTarget(name: "WebhooksApplicationTests", dependencies: ["WebhooksApplication", "WebhooksDomain"]),
        .testTarget(
            name: "WebhooksAPITests",
            dependencies: [
                "WebhooksAPI", "WebhooksDomain",
                .product(name: "EndpointRuntime", package: "EndpointKit"),
                .product(name: "EndpointSpec", package: "EndpointKit"),
                .product(name: "EndpointOpenAPI", package: "EndpointKit"),
                .product(name: "EndpointStubServer", package: "EndpointKit"),
            ]
        ),
    ]
)
