// swift-tools-version: 6.1
import PackageDescription

// MARK: - Settings

/// Every target builds in Swift 6 language mode (complete concurrency checking, the tools-version default)
/// and additionally requires `any` on existential types.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "EndpointKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "EndpointRuntime", targets: ["EndpointRuntime"]),
        .library(name: "EndpointSpec", targets: ["EndpointSpec"]),
        .library(name: "EndpointCodegen", targets: ["EndpointCodegen"]),
        .library(name: "EndpointOpenAPI", targets: ["EndpointOpenAPI"]),
        .library(name: "EndpointStubServer", targets: ["EndpointStubServer"]),
        .library(name: "EndpointTesting", targets: ["EndpointTesting"]),
        .executable(name: "endpoint-gen", targets: ["endpoint-gen"]),
        .executable(name: "catalog", targets: ["catalog"]),
        .plugin(name: "EndpointGenPlugin", targets: ["EndpointGenPlugin"]),
        .plugin(name: "GenerateEndpointsCommand", targets: ["GenerateEndpointsCommand"]),
    ],
    targets: [
        // MARK: Generator
        // HTTP facts (idempotent methods, statuses without content) shared by the runtime, the validator and the
        // stub server (`package` access, no product).
        .target(name: "HTTPSemantics", swiftSettings: strictSettings),
        // EndpointSpec applies OpenAPI Overlays (their targets are JSONPath queries) between reading and importing.
        .target(name: "EndpointSpec", dependencies: ["HTTPSemantics", "JSONPath"], swiftSettings: strictSettings),
        .target(name: "EndpointCodegen", dependencies: ["EndpointSpec"], swiftSettings: strictSettings),
        .target(
            name: "EndpointOpenAPI",
            dependencies: ["EndpointSpec", "HTTPSemantics"],
            swiftSettings: strictSettings
        ),
        // JSONPath queries (RFC 9535) over any JSON tree, for OpenAPI Overlays' targets (EndpointSpec's loader); no
        // dependencies, no product of its own (docs/jsonpath.md).
        .target(name: "JSONPath", swiftSettings: strictSettings),
        .executableTarget(
            name: "endpoint-gen",
            dependencies: [
                "EndpointSpec", "EndpointCodegen", "EndpointOpenAPI", "EndpointStubServer", "CommandLineSupport",
            ],
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "EndpointGenPlugin",
            capability: .buildTool(),
            dependencies: ["endpoint-gen"]
        ),
        .plugin(
            name: "GenerateEndpointsCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-endpoints",
                    description: "Writes the Swift sources generated from each target's endpoint spec into the package."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes generated endpoint sources next to the spec for review.")
                ]
            ),
            dependencies: ["endpoint-gen"]
        ),

        // MARK: Command-line tools' shared parts (the usage error of endpoint-gen and catalog)
        .target(name: "CommandLineSupport", swiftSettings: strictSettings),

        // MARK: Runtime
        // The package's one lock type (`package` access, no product): `Synchronization.Mutex` needs macOS 15.
        .target(name: "EndpointLocking", swiftSettings: strictSettings),
        // The libcurl that FoundationNetworking links, opened at run time for `CurlHTTPClient` (Linux only: a C
        // target without curl's headers, which the toolchain does not install).
        .target(name: "EndpointCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "EndpointRuntime",
            dependencies: ["HTTPSemantics", .target(name: "EndpointCurl", condition: .when(platforms: [.linux]))],
            swiftSettings: strictSettings
        ),
        .target(name: "EndpointTesting", dependencies: ["EndpointRuntime"], swiftSettings: strictSettings),
        .target(
            name: "EndpointTestSupport",
            dependencies: [
                "EndpointLocking", "EndpointRuntime", "EndpointTesting", "CatalogApplication", "CatalogDomain",
            ],
            path: "Tests/EndpointTestSupport",
            swiftSettings: strictSettings
        ),
        .target(
            name: "EndpointStubServer",
            dependencies: ["EndpointLocking", "EndpointSpec", "HTTPSemantics"],
            swiftSettings: strictSettings
        ),

        // MARK: Catalog example (dependencies point inward)
        .target(name: "CatalogDomain", swiftSettings: strictSettings),
        .target(name: "CatalogApplication", dependencies: ["CatalogDomain"], swiftSettings: strictSettings),
        .target(
            name: "CatalogCache",
            dependencies: ["CatalogApplication", "CatalogDomain"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CatalogPresentation",
            dependencies: ["CatalogApplication", "CatalogDomain"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CatalogAPI",
            dependencies: ["EndpointRuntime", "CatalogApplication", "CatalogDomain"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),
        .target(
            name: "CatalogCLI",
            dependencies: [
                "CatalogAPI", "CatalogApplication", "CatalogDomain", "CatalogCache", "CatalogPresentation",
                "EndpointLocking", "EndpointRuntime", "EndpointSpec", "EndpointStubServer", "CommandLineSupport",
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "catalog", dependencies: ["CatalogCLI"], swiftSettings: strictSettings),

        // MARK: Benchmarks (run with `swift run -c release endpoint-bench`; see docs/performance.md)
        .executableTarget(
            name: "endpoint-bench",
            dependencies: [
                "EndpointSpec", "EndpointCodegen", "EndpointOpenAPI", "EndpointRuntime", "EndpointStubServer",
                "EndpointTestSupport", "CatalogAPI", "CatalogCache", "CatalogDomain", "CatalogApplication",
            ],
            exclude: ["github.endpoints.json"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // MARK: Test tooling (not a product): prints the tree the YAML reader loads, as JSON, for
        // scripts/yaml-differential.py (`swift build -c release --product yaml-to-json`).
        .executableTarget(name: "yaml-to-json", dependencies: ["EndpointSpec"], swiftSettings: strictSettings),
        // Test tooling (not a product): writes the round-trip check of a corpus document's generated client for
        // scripts/check-round-trip.sh (`swift build -c release --product round-trip-harness`).
        .executableTarget(
            name: "round-trip-harness",
            dependencies: ["EndpointSpec", "EndpointCodegen", "EndpointOpenAPI"],
            swiftSettings: strictSettings
        ),

        // MARK: Generated-code fixtures (the code generator's edge-case spec, built through the plugin)
        .target(name: "EdgeDomain", path: "Tests/Fixtures/EdgeDomain", swiftSettings: strictSettings),
        // Decoys named like the runtime's types, imported by the edge-case spec: generated names must be qualified.
        .target(name: "ShadowingTypes", path: "Tests/Fixtures/ShadowingTypes", swiftSettings: strictSettings),
        .target(
            name: "EdgeCasesAPI",
            dependencies: ["EdgeDomain", "EndpointRuntime", "ShadowingTypes"],
            path: "Tests/Fixtures/EdgeCasesAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // The authentication fixture: every kind of security scheme, alternatives, combinations, public endpoints.
        .target(
            name: "SecuredAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/SecuredAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // The pagination fixture: list endpoints paged by cursor, offset, page number, `Link` header and next URL.
        .target(
            name: "PaginatedAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/PaginatedAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),
        .target(
            name: "GroupedAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/GroupedAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),
        .target(
            name: "ServersAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/ServersAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // MARK: Generated-code fixtures (specs imported from OpenAPI, built through the plugin)
        .target(
            name: "OpenAPIConstructsAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIConstructsAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),
        .target(
            name: "OpenAPIDataTypesAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIDataTypesAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),
        .target(
            name: "OpenAPITextGenerationAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPITextGenerationAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // A helpdesk API whose operations take an API key or HTTP basic, both, or nothing (written for the tests:
        // see helpdesk.source.txt), imported by the plugin on every build.
        .target(
            name: "OpenAPIHelpdeskAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIHelpdeskAPI",
            exclude: ["helpdesk.source.txt"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // A vendor's document as published (openapi.yaml) with the boundary declared beside it
        // (openapi.endpointkit.yaml: `domain` and `repositories`); the domain types and the repository protocol are
        // hand-written in DropletsDomain.swift. Imported by the plugin on every build.
        .target(
            name: "OpenAPIDropletsAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIDropletsAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // A JSON document split over YAML files (openapi.json referring to paths/ and schemas/) with the boundary
        // declared in a JSON configuration (openapi.endpointkit.json); the domain is hand-written in NotesDomain.swift.
        .target(
            name: "OpenAPISplitNotesAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPISplitNotesAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // `endpoint-gen scaffold-domain`'s output for volumes.openapi.yaml, unedited (ScaffoldDomainCommandTests proves
        // it is what the command writes today), built with the client the plugin generates: the scaffold compiles.
        .target(
            name: "ScaffoldedVolumesAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/ScaffoldedVolumesAPI",
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // An excerpt of GitHub's REST API description, imported by the plugin on every build: its typed errors decode
        // error bodies recorded from api.github.com.
        .target(
            name: "OpenAPIGitHubErrorsAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIGitHubErrorsAPI",
            exclude: ["github-errors.source.txt"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // A chat-completion API (JSON or server-sent events under one 200, named events; written for the tests: see
        // chat.source.txt), imported by the plugin on every build with its configuration's `[DONE]` sentinel.
        .target(
            name: "OpenAPIChatAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIChatAPI",
            exclude: ["chat.source.txt"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // A vendor document fixed by two OpenAPI Overlays (its own accounts.openapi.overlay.yaml and the
        // configuration's fixes.overlay.yaml; see accounts.source.txt), imported by the plugin on every build.
        .target(
            name: "OpenAPIOverlaidAPI",
            dependencies: ["EndpointRuntime"],
            path: "Tests/Fixtures/OpenAPIOverlaidAPI",
            exclude: ["accounts.source.txt"],
            swiftSettings: strictSettings,
            plugins: ["EndpointGenPlugin"]
        ),

        // MARK: Tests
        .testTarget(
            name: "OpenAPIGeneratedTests",
            dependencies: [
                "OpenAPIConstructsAPI", "OpenAPIDataTypesAPI", "OpenAPITextGenerationAPI", "OpenAPIGitHubErrorsAPI",
                "OpenAPIHelpdeskAPI", "OpenAPIChatAPI", "OpenAPIDropletsAPI", "OpenAPIOverlaidAPI",
                "OpenAPISplitNotesAPI",
                "EndpointLocking",
                "EndpointRuntime",
                "EndpointTesting", "EndpointOpenAPI", "EndpointSpec", "EndpointStubServer", "EndpointTestSupport",
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointGenTests",
            dependencies: ["endpoint-gen", "EndpointStubServer", "EndpointTestSupport", "ScaffoldedVolumesAPI"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        // The plugins' own logic (spec location, file plan), compiled from the same files through symlinks:
        // plugins cannot be linked by tests.
        // Depends on endpoint-gen only to have it built: a test runs it with the plugin's arguments.
        .testTarget(name: "PluginSupportTests", dependencies: ["endpoint-gen"], swiftSettings: strictSettings),
        .testTarget(
            name: "CommandLineSupportTests",
            dependencies: ["CommandLineSupport"],
            swiftSettings: strictSettings
        ),
        // Includes the JSONPath Compliance Test Suite (Resources/jsonpath-cts) and replays the jsonpath fuzz seeds.
        .testTarget(
            name: "JSONPathTests",
            dependencies: ["JSONPath"],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "GeneratedFixtureTests",
            dependencies: [
                "EdgeCasesAPI", "EdgeDomain", "EndpointLocking", "EndpointRuntime", "EndpointTesting", "ShadowingTypes",
                "EndpointSpec",
                "EndpointStubServer", "EndpointTestSupport", "GroupedAPI", "PaginatedAPI", "SecuredAPI", "ServersAPI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointSpecTests",
            dependencies: ["EndpointLocking", "EndpointSpec", "EndpointTestSupport", "HTTPSemantics"],
            exclude: ["Resources"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointCodegenTests",
            dependencies: ["EndpointCodegen", "EndpointSpec", "EndpointTestSupport"],
            resources: [.copy("Golden"), .copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointOpenAPITests",
            dependencies: ["EndpointOpenAPI", "EndpointSpec", "EndpointCodegen", "EndpointTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointRuntimeTests",
            dependencies: [
                "EndpointLocking", "EndpointRuntime", "EndpointSpec", "EndpointStubServer", "EndpointTestSupport",
                "HTTPSemantics",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "EndpointStubServerTests",
            dependencies: [
                "EndpointLocking", "EndpointRuntime", "EndpointStubServer", "EndpointSpec", "EndpointTestSupport",
                "HTTPSemantics",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CatalogTests",
            dependencies: [
                "CatalogDomain", "CatalogApplication", "CatalogCache", "CatalogPresentation", "CatalogAPI",
                "EndpointRuntime", "EndpointTesting", "EndpointTestSupport",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "HardeningTests",
            dependencies: [
                "EndpointLocking", "EndpointRuntime", "EndpointSpec", "EndpointCodegen", "EndpointOpenAPI",
                "EndpointStubServer", "EndpointTestSupport", "CatalogAPI", "CatalogApplication", "CatalogCLI",
                "CatalogDomain", "CommandLineSupport", "HTTPSemantics",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CatalogCLITests",
            dependencies: [
                "CatalogCLI", "CatalogApplication", "CatalogDomain", "CatalogPresentation", "EndpointLocking",
                "EndpointStubServer", "EndpointRuntime", "CommandLineSupport", "EndpointTestSupport",
            ],
            swiftSettings: strictSettings
        ),
    ]
)
