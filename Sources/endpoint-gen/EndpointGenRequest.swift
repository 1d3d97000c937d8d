/// What `endpoint-gen` was asked to do, parsed from its arguments.
enum EndpointGenRequest: Equatable {
    case help
    case version
    case validate(specPath: String, configuration: ConfigurationChoice = .discover)
    case generate(
        specPath: String,
        outputDirectory: String,
        layout: LayoutOptions,
        configuration: ConfigurationChoice = .discover
    )
    case importOpenAPI(documentPath: String, specPath: String)
    case check(CheckRequest)
    case serve(ServeRequest)
    case lossReport(LossReportRequest)
}
