/// What `endpoint-gen` was asked to do, parsed from its arguments.
enum EndpointGenRequest: Equatable {
    case help
    case version
    case validate(specPath: String, configuration: ConfigurationChoice = .discover, overlays: [String] = [])
    case generate(
        specPath: String,
        outputDirectory: String,
        layout: LayoutOptions,
        configuration: ConfigurationChoice = .discover,
        overlays: [String] = []
    )
    case importOpenAPI(documentPath: String, specPath: String, overlays: [String] = [])
    case overlay(OverlayRequest)
    case check(CheckRequest)
    case serve(ServeRequest)
    case lossReport(LossReportRequest)
    case scaffoldDomain(ScaffoldDomainRequest)
}
