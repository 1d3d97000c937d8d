// swift-tools-version: 6.1
import PackageDescription

// Real-world OpenAPI documents used directly as specs: each target holds a `*.openapi.json` or `*.openapi.yaml`
// (`.yml`) — a link into the importer's test corpus or its YAML twins, where each document's provenance is noted —
// and applies EndpointGenPlugin, which imports the document and generates a client at build time. Building this
// package proves the imported code compiles; its tests call each client through a stub HTTP client.
let package = Package(
    name: "OpenAPIClients",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "EndpointKit", path: "../..")
    ],
    targets: [
        .target(
            name: "PetstoreAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "AspnetDataTypesAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "FastAPIFullStackAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "KubernetesCoordinationAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "TrainTravelAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "TwilioOAuthAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "USPTOAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // YAML documents: two written in YAML upstream, and the YAML twin of TrainTravelAPI's JSON document.
        .target(
            name: "SwiftOpenAPIPetstoreAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "SwaggerPetstoreYAMLAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(
            name: "TrainTravelYAMLAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // A document split over paths/ and schemas/ with relative `$ref`s: the plugin declares every referenced file
        // as an input of the generation command (scripts/check-incremental-multifile.sh checks it). The document and
        // its folders are excluded, the README's layout for a document of thousands of files: SwiftPM lists none of
        // them as unhandled, and the plugin still reads them and regenerates when one changes.
        .target(
            name: "SplitUsersAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            exclude: ["users.openapi.yaml", "paths", "schemas", "parameters.yaml"],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        // The train-travel document again, adjusted by a configuration file (endpointkit.yaml): name, access level,
        // a filter and renames.
        .target(
            name: "RailStationsAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .testTarget(
            name: "OpenAPIClientsTests",
            dependencies: [
                .product(name: "EndpointRuntime", package: "EndpointKit"),
                .product(name: "EndpointTesting", package: "EndpointKit"),
                "PetstoreAPI", "AspnetDataTypesAPI", "FastAPIFullStackAPI", "KubernetesCoordinationAPI",
                "TrainTravelAPI", "TwilioOAuthAPI", "USPTOAPI", "SwiftOpenAPIPetstoreAPI", "SwaggerPetstoreYAMLAPI",
                "TrainTravelYAMLAPI", "SplitUsersAPI", "RailStationsAPI",
                // The split document's client runs against the stub server serving its examples.
                .product(name: "EndpointOpenAPI", package: "EndpointKit"),
                .product(name: "EndpointSpec", package: "EndpointKit"),
                .product(name: "EndpointStubServer", package: "EndpointKit"),
            ]
        ),
    ]
)
