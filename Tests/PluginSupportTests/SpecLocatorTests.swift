import Foundation
import Testing

/// Files in a fresh temporary directory, removed by `remove()`.
private struct PackageDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("spec-locator-\(UUID().uuidString)")

    init(_ files: [String: String]) throws {
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: file)
        }
    }

    func locator(target: String = "ShopAPI") -> SpecLocator {
        SpecLocator(
            packageDirectory: url,
            targetName: target,
            targetDirectory: url.appendingPathComponent("Sources/\(target)")
        )
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// How the plugins find a target's spec and plan its files (`Plugins/Shared/SpecLocator.swift`).
@Suite struct SpecLocatorTests {
    @Test(arguments: [
        "endpoints.json", "endpoints.yaml", "endpoints.yml", "shop.endpoints.json", "shop.endpoints.yaml",
        "shop.endpoints.yml", "openapi.json", "openapi.yaml", "openapi.yml", "shop.openapi.json", "shop.openapi.yaml",
        "shop.openapi.yml",
    ])
    func findsASpecOfEitherSyntaxAmongTheTargetsFiles(name: String) throws {
        let package = try PackageDirectory(["Sources/ShopAPI/\(name)": "{}", "Sources/ShopAPI/notes.yaml": "a: 1"])
        defer { package.remove() }
        #expect(try package.locator().specURL().lastPathComponent == name)
    }

    @Test(arguments: ["spec/shop.json", "spec/shop.yaml", "spec/shop.yml"])
    func fallsBackToTheSpecFolder(path: String) throws {
        let package = try PackageDirectory([path: "{}", "Sources/ShopAPI/Shop.swift": ""])
        defer { package.remove() }
        #expect(try package.locator().specURL().path.hasSuffix(path))
    }

    @Test func twoSpecsAreAmbiguous() throws {
        let package = try PackageDirectory(["Sources/ShopAPI/endpoints.json": "{}", "Sources/ShopAPI/openapi.yaml": ""])
        defer { package.remove() }
        #expect(throws: SpecLocator.Failure.self) { try package.locator().specURL() }
        do {
            _ = try package.locator().specURL()
        } catch {
            #expect(
                "\(error)"
                    == "Target 'ShopAPI' has more than one endpoint spec ('endpoints.json', 'openapi.yaml'). Keep exactly "
                    + "one 'endpoints.json', '*.endpoints.json', 'openapi.json' or '*.openapi.json' file (or its '.yaml' "
                    + "or '.yml' twin) among the target's files."
            )
        }
        let folder = try PackageDirectory(["spec/shop.json": "{}", "spec/shop.yml": ""])
        defer { folder.remove() }
        #expect(throws: SpecLocator.Failure.self) { try folder.locator().specURL() }
    }

    @Test func noSpecSaysWhatToAdd() throws {
        let package = try PackageDirectory(["Sources/ShopAPI/Shop.swift": ""])
        defer { package.remove() }
        do {
            _ = try package.locator().specURL()
            Issue.record("no failure")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("No endpoint spec found for target 'ShopAPI'. Add to "))
            // Every accepted form: the spec, the OpenAPI document by either name, the configuration's `document`.
            for form in [
                "'endpoints.json'", "'<name>.endpoints.json'", "'openapi.json'", "'<name>.openapi.json'",
                "'endpointkit.yaml' whose 'document' names the entry file", "'spec/shop.json' or 'spec/shop.yaml'",
            ] {
                #expect(message.contains(form), "\(form) in: \(message)")
            }
        }
    }

    @Test func aConfigurationNamesTheEntryFileOfAMultiFileDescription() throws {
        let package = try PackageDirectory([
            "Sources/ShopAPI/DigitalOcean-public.v2.yaml": "openapi: 3.0.0\npaths:\n  $ref: resources/paths.yml\n",
            "Sources/ShopAPI/resources/paths.yml": "{}",
            "Sources/ShopAPI/endpointkit.yaml": "document: DigitalOcean-public.v2.yaml # the published name\n",
        ])
        defer { package.remove() }
        let locator = package.locator()
        let spec = try locator.specURL()
        #expect(spec.lastPathComponent == "DigitalOcean-public.v2.yaml")
        #expect(try locator.configurationURL(forLocated: spec)?.lastPathComponent == "endpointkit.yaml")
        // In a folder of the target, relative to the configuration.
        let nested = try PackageDirectory([
            "Sources/ShopAPI/description/DigitalOcean-public.v2.yaml": "openapi: 3.0.0\n",
            "Sources/ShopAPI/endpointkit.json": #"{ "document": "description/DigitalOcean-public.v2.yaml" }"#,
        ])
        defer { nested.remove() }
        let nestedLocator = nested.locator()
        let nestedSpec = try nestedLocator.specURL()
        #expect(nestedSpec.path.hasSuffix("Sources/ShopAPI/description/DigitalOcean-public.v2.yaml"))
        #expect(try nestedLocator.configurationURL(forLocated: nestedSpec)?.lastPathComponent == "endpointkit.json")
    }

    @Test func aConfigurationNamingAMissingDocumentSaysSo() throws {
        let package = try PackageDirectory(["Sources/ShopAPI/endpointkit.yaml": "document: missing.yaml\n"])
        defer { package.remove() }
        do {
            _ = try package.locator().specURL()
            Issue.record("no failure")
        } catch {
            #expect("\(error)".contains("names the document"))
            #expect("\(error)".contains("missing.yaml', which does not exist"))
        }
    }

    // MARK: - Planning

    @Test func plansAYAMLSpecFromItsOutline() throws {
        let models = (1...150).map { "  M\($0):\n    properties:\n      id: { type: string }\n" }.joined()
        let endpoints = (1...3).map { "  e\($0): { method: GET, path: /e\($0), responses: { 200: {} } }\n" }.joined()
        let package = try PackageDirectory([
            "spec/shop.yaml": "name: Pet Shop # the API\nmodels:\n\(models)endpoints:\n\(endpoints)"
        ])
        defer { package.remove() }
        let plan = SpecLocator.plan(for: package.url.appendingPathComponent("spec/shop.yaml"))
        #expect(
            plan
                == OutputLayout.Plan(
                    filePrefix: "PetShop",
                    endpointFiles: 1,
                    modelFiles: OutputLayout.shardCount(for: 150)
                )
        )
    }

    @Test func plansAYAMLOpenAPIDocumentFromItsOutline() throws {
        let paths =
            (1...101).map { "  /p\($0):\n    get: {}\n    parameters: []\n" }.joined()
            + "  /q:\n    put: {}\n    post: {}\n"
        let document =
            "openapi: 3.1.0\ninfo:\n  title: 'Weather API'\n  version: '1'\npaths:\n\(paths)components:\n  schemas: { A: {}, B: {} }\n"
        let package = try PackageDirectory(["Sources/ShopAPI/openapi.yml": document])
        defer { package.remove() }
        let plan = SpecLocator.plan(for: package.url.appendingPathComponent("Sources/ShopAPI/openapi.yml"))
        // The title is shortened as the importer shortens it (APITitle): `Weather API` names `Weather`.
        #expect(
            plan
                == OutputLayout.Plan(
                    filePrefix: "Weather",
                    endpointFiles: OutputLayout.shardCount(for: 103),
                    modelFiles: 1
                )
        )
    }

    // MARK: Configuration files

    @Test func findsTheSpecsOwnConfigurationBeforeTheDirectorysOne() throws {
        let package = try PackageDirectory([
            "Sources/ShopAPI/openapi.yaml": "openapi: 3.1.0\ninfo: { title: Shop, version: '1' }\npaths: {}\n",
            "Sources/ShopAPI/endpointkit.json": #"{ "name": "Directory" }"#,
            "Sources/ShopAPI/openapi.endpointkit.yml": "name: Own\n",
        ])
        defer { package.remove() }
        let spec = package.url.appendingPathComponent("Sources/ShopAPI/openapi.yaml")
        let configuration = try SpecLocator.configurationURL(for: spec)
        #expect(configuration?.lastPathComponent == "openapi.endpointkit.yml")
        // Its `name` names the planned files, and the command passes exactly that file.
        let plan = SpecLocator.plan(for: spec, configurationURL: configuration)
        #expect(plan.filePrefix == "Own")
        let arguments = SpecLocator.generateArguments(
            specURL: spec,
            outputDirectory: package.url,
            plan: plan,
            configurationURL: configuration
        )
        #expect(arguments.suffix(2) == ["--config", configuration?.path ?? ""])
    }

    @Test func withoutAConfigurationTheCommandSaysNoConfig() throws {
        let package = try PackageDirectory(["spec/shop.json": #"{ "name": "Shop" }"#])
        defer { package.remove() }
        let spec = package.url.appendingPathComponent("spec/shop.json")
        #expect(try SpecLocator.configurationURL(for: spec) == nil)
        let plan = SpecLocator.plan(for: spec)
        let arguments = SpecLocator.generateArguments(specURL: spec, outputDirectory: package.url, plan: plan)
        #expect(arguments.last == "--no-config")
    }

    @Test func twoConfigurationsOnOneLevelFailWithBothNames() throws {
        let package = try PackageDirectory([
            "spec/shop.json": #"{ "name": "Shop" }"#,
            "spec/shop.endpointkit.json": "{}",
            "spec/shop.endpointkit.yaml": "{}",
        ])
        defer { package.remove() }
        #expect {
            try SpecLocator.configurationURL(for: package.url.appendingPathComponent("spec/shop.json"))
        } throws: { error in
            let text = String(describing: error)
            return text.contains("'shop.endpointkit.json' and 'shop.endpointkit.yaml'")
        }
    }

    @Test(arguments: [
        ("endpointkit.yaml", "overlays: [fixes.overlay.yaml, 'more/b.overlay.json']\nname: Shop\n"),
        (
            "endpointkit.yaml",
            "name: Shop\noverlays:\n  - fixes.overlay.yaml  # the vendor's mistakes\n  - \"more/b.overlay.json\"\n"
        ),
        ("endpointkit.json", #"{ "overlays": [ "fixes.overlay.yaml", "more/b.overlay.json" ], "name": "Shop" }"#),
    ])
    func declaresTheConfigurationsOverlaysAndTheSpecsOwn(configuration: (name: String, text: String)) throws {
        let package = try PackageDirectory([
            "Sources/ShopAPI/shop.openapi.yaml": "openapi: 3.1.0\n",
            "Sources/ShopAPI/shop.openapi.overlay.yaml": "overlay: 1.1.0\n",
            "Sources/ShopAPI/\(configuration.name)": configuration.text,
        ])
        defer { package.remove() }
        let spec = try package.locator().specURL()
        #expect(spec.lastPathComponent == "shop.openapi.yaml", "an overlay is never taken for a spec")
        let configurationURL = try SpecLocator.configurationURL(for: spec)

        let overlays = SpecLocator.overlayURLs(for: spec, configurationURL: configurationURL)

        let directory = spec.deletingLastPathComponent().path
        #expect(
            overlays.map { String($0.path.dropFirst(directory.count + 1)) } == [
                "fixes.overlay.yaml", "more/b.overlay.json", "shop.openapi.overlay.yaml",
            ]
        )
    }

    @Test func aConfigurationIsNeverTakenForASpec() {
        for name in ["endpointkit.json", "shop.endpointkit.yaml", "openapi.endpointkit.yml"] {
            #expect(!SpecLocator.isSpecFileName(name))
        }
    }

    @Test func plansASplitDocumentFromTheFilesItsPathItemsAndSectionsReferTo() throws {
        let operations = (1...101).map { "e\($0): { method: GET, path: /e\($0), responses: { 200: {} } }\n" }.joined()
        let package = try PackageDirectory([
            "Sources/SplitAPI/openapi.yaml": "openapi: 3.0.3\ninfo: { title: Split, version: '1' }\npaths:\n"
                + "  /a: { $ref: paths/a.yaml }\n  /b: { $ref: '../../outside.yaml' }\n",
            "Sources/SplitAPI/paths/a.yaml": "get: {}\nput: {}\nparameters: []\n",
            "outside.yaml": "get: {}\npost: {}\n",
            "spec/split.yaml": "name: Split\nendpoints: { $ref: endpoints.yaml }\n",
            "spec/endpoints.yaml": operations,
        ])
        defer { package.remove() }
        let document = SpecLocator.plan(for: package.url.appendingPathComponent("Sources/SplitAPI/openapi.yaml"))
        #expect(document == OutputLayout.Plan(apiName: "Split", modelCount: 0, endpointCount: 2))
        let spec = SpecLocator.plan(for: package.url.appendingPathComponent("spec/split.yaml"))
        #expect(
            spec
                == OutputLayout.Plan(
                    filePrefix: "Split",
                    endpointFiles: OutputLayout.shardCount(for: 101),
                    modelFiles: 1
                )
        )
    }
}
