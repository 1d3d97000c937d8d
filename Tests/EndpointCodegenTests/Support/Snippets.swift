import EndpointSpec

@testable import EndpointCodegen

/// Renders single translated declarations of small specs, for snippet tests.
enum Snippets {
    /// A spec named `Shop` with the given parts.
    static func spec(
        models: [ModelDefinition] = [],
        endpoints: [EndpointDefinition] = [],
        repositories: [RepositoryDefinition] = []
    ) -> Spec {
        Spec(
            name: "Shop",
            baseURL: "https://shop.example.com",
            models: models.sorted { $0.name < $1.name },
            endpoints: endpoints.sorted { $0.name < $1.name },
            repositories: repositories,
            sourcePath: "specs/shop.json"
        )
    }

    /// The rendered DTO of the model called `name` in `spec` (and, for a deprecated model, its deprecated alias).
    static func model(_ name: String, in spec: Spec) -> String {
        guard let model = spec.model(named: name) else { return "" }
        return render(SpecTranslator(spec: spec).translateModelDeclarations(model))
    }

    /// The rendered endpoint namespace members of the endpoint called `name` in `spec`.
    static func endpoint(_ name: String, in spec: Spec) -> String {
        guard let endpoint = spec.endpoint(named: name) else { return "" }
        return render(SpecTranslator(spec: spec).translateEndpoint(endpoint))
    }

    /// The rendered client method of the endpoint called `name` in `spec`.
    static func clientMethod(_ name: String, in spec: Spec) -> String {
        guard let endpoint = spec.endpoint(named: name) else { return "" }
        return render([SpecTranslator(spec: spec).translateClientMethod(endpoint)])
    }

    /// The rendered `…Pages(…)` client method of the endpoint called `name` in `spec`, empty when there is none.
    static func pagesMethod(_ name: String, in spec: Spec) -> String {
        guard let endpoint = spec.endpoint(named: name) else { return "" }
        return render(SpecTranslator(spec: spec).translateClientPagesMethod(endpoint).map { [$0] } ?? [])
    }

    /// The rendered client methods of the alternative bodies of the endpoint called `name` in `spec`, each followed by
    /// its file-upload overload when it has one.
    static func alternativeClientMethods(_ name: String, in spec: Spec) -> String {
        guard let endpoint = spec.endpoint(named: name) else { return "" }
        return render(SpecTranslator(spec: spec).translateAlternativeClientMethods(endpoint))
    }

    /// The rendered mapping extension of the model called `name` in `spec`.
    static func mapping(_ name: String, in spec: Spec) -> String {
        guard let model = spec.model(named: name) else { return "" }
        return render(SpecTranslator(spec: spec).translateMapping(model).map { [$0] } ?? [])
    }

    /// The rendered repository called `name` in `spec`.
    static func repository(_ name: String, in spec: Spec) -> String {
        guard let repository = spec.repositories.first(where: { $0.name == name }) else { return "" }
        return render([SpecTranslator(spec: spec).translateRepository(repository)])
    }

    private static func render(_ declarations: [Declaration]) -> String {
        declarations.map { SwiftRenderer().render($0) }.joined(separator: "\n")
    }
}
