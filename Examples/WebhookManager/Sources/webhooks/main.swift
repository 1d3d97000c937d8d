// The composition root: the only place that knows every layer. It builds the generated client over
// URLSessionHTTPClient, the generated `HTTPWebhookRepository`, the cache decorator in front of it and the use cases,
// then runs one command.
//
//     APIDECK_API_KEY=… APIDECK_APP_ID=… swift run webhooks list
//     APIDECK_API_KEY=… APIDECK_APP_ID=… swift run webhooks remove <id> [--base-url <url>]

import EndpointRuntime
import Foundation
import WebhooksAPI
import WebhooksApplication
import WebhooksDomain

let usage = "USAGE: webhooks list | remove <id> [--base-url <url>]"
var arguments = Array(CommandLine.arguments.dropFirst())
var baseURL = URL(string: "https://unify.apideck.com")!
if let index = arguments.firstIndex(of: "--base-url") {
    guard index + 1 < arguments.count, let url = URL(string: arguments[index + 1]) else {
        FileHandle.standardError.write(Data("Error: Missing value for '--base-url <url>'.\n\(usage)\n".utf8))
        exit(64)
    }
    baseURL = url
    arguments.removeSubrange(index...index + 1)
}
let environment = ProcessInfo.processInfo.environment
guard let apiKey = environment["APIDECK_API_KEY"], let applicationID = environment["APIDECK_APP_ID"] else {
    FileHandle.standardError.write(Data("Error: Set APIDECK_API_KEY and APIDECK_APP_ID.\n\(usage)\n".utf8))
    exit(64)
}

let httpClient = ApplicationIDHTTPClient(decoratee: URLSessionHTTPClient(), applicationID: applicationID)
// The document's `apiKey` scheme is the whole `Authorization` header: "Bearer <key>", as its description says.
let client = WebhookClient(baseURL: baseURL, httpClient: httpClient, credentials: .init(apiKey: "Bearer \(apiKey)"))
let cache = InMemoryWebhookCache()
let repository = CachingWebhookRepository(decoratee: HTTPWebhookRepository(client: client), cache: cache)

do {
    switch arguments.first {
    case "list" where arguments.count == 1:
        let result = try await ListWebhooks(repository: repository, fallback: cache)()
        for webhook in result.webhooks {
            print("\(webhook.id?.rawValue ?? "-")\t\(webhook.status)\t\(webhook.deliveryURL.absoluteString)")
        }
    case "remove" where arguments.count == 2:
        let removed = try await RemoveWebhook(repository: repository)(Webhook.ID(rawValue: arguments[1]))
        print(removed ? "Removed \(arguments[1])." : "No webhook \(arguments[1]).")
    default:
        FileHandle.standardError.write(Data("Error: Unknown command.\n\(usage)\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
}
