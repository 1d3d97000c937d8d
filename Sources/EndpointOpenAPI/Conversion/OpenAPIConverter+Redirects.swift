import EndpointSpec

// MARK: - Operations that answer only with a redirect

extension OpenAPIConverter {
    /// The redirect statuses a transport follows by itself.
    static let followedRedirects: Set<String> = ["301", "302", "303", "307", "308", "3XX"]

    /// For an operation whose only answers besides errors are redirects (`302` with `Location`, as archive
    /// downloads are): transports follow a redirect, so the call ends at its target, whose `200` the document does
    /// not declare. The followed answer is added as `200`, raw bytes (`Data`, with the download overload), so the
    /// call returns what the target sent (docs/openapi.md says so; nothing is lost, so nothing is reported). The
    /// redirect itself stays declared.
    mutating func addFollowedRedirect(to responses: inout [ImportedResponse]) {
        guard !responses.contains(where: \.isSuccess),
            let redirect = responses.first(where: { Self.followedRedirects.contains($0.status) })
        else { return }
        responses.append(
            ImportedResponse(
                status: "200",
                schema: .string,
                mediaType: "application/octet-stream",
                description: "What the redirect's target answered (the transport follows the redirect).",
                location: redirect.location
            )
        )
    }
}
