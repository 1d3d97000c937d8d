import EndpointStubServer
import Foundation
import OpenAPIDropletsAPI
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// A repository method over a streaming operation, declared in the configuration of
/// `Tests/Fixtures/OpenAPIDropletsAPI` beside the vendor's document (`watch_droplet_actions` answers
/// `text/event-stream`), called over loopback with `URLSessionHTTPClient` through the domain's `DropletRepository`:
/// each event mapped into a domain value as it arrives, a status before the first event mapped to the domain error,
/// an event the domain rejects ending the stream with the mapping's `invalid` error, and cancellation left as it is.
@Suite(.ownExecutor) struct ConfiguredStreamingRepositoryLoopbackTests {
    private static let powerOff = #"data: {"id":1,"type":"power_off","status":"completed"}"# + "\n\n"
    private static let resize = #"data: {"id":2,"type":"resize","status":"in-progress"}"# + "\n\n"
    private static let rebuild = #"data: {"id":3,"type":"rebuild","status":"in-progress"}"# + "\n\n"

    /// Droplet 7's actions (two events, then the body ends); droplet 8's second event is of a kind the domain does
    /// not know; droplet 9 sends one event and holds the stream open (its second part is paced far away, a pause the
    /// client closing ends); any other droplet is a 404 with the document's error body.
    private static func answer(_ request: HTTPServerRequest) -> HTTPServerResponse {
        let headers: HTTPHeaders = ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"]
        switch request.path {
        case "/droplets/7/actions":
            return HTTPServerResponse(status: 200, headers: headers, body: Array((powerOff + resize).utf8))
        case "/droplets/8/actions":
            return HTTPServerResponse(status: 200, headers: headers, body: Array((powerOff + rebuild).utf8))
        case "/droplets/9/actions":
            var response = HTTPServerResponse(status: 200, headers: headers, body: Array((powerOff + resize).utf8))
            response.pacing = BodyPacing(partEnds: [powerOff.utf8.count], interval: .seconds(600))
            return response
        default:
            return DropletsLoopback.notFound
        }
    }

    /// Runs `body` with the generated repository, seen only as the domain's `DropletRepository`, against the server.
    private func withRepository(_ body: @Sendable (any DropletRepository) async throws -> Void) async throws {
        try await DropletsLoopback.withRepository(answering: Self.answer, body)
    }

    @Test func eachEventIsMappedIntoTheDomainAsItArrives() async throws {
        try await withRepository { repository in
            var actions: [DropletAction] = []
            for try await action in try await repository.actions(of: Droplet.ID(rawValue: 7)) {
                actions.append(action)
            }
            #expect(
                actions == [
                    DropletAction(id: 1, kind: .powerOff, status: "completed"),
                    DropletAction(id: 2, kind: .resize, status: "in-progress"),
                ]
            )
        }
    }

    @Test func aDeclaredStatusBeforeAnyEventBecomesTheDomainError() async throws {
        try await withRepository { repository in
            await #expect(
                throws: DropletError.notFound(Droplet.ID(rawValue: 3), "The resource you requested could not be found.")
            ) {
                _ = try await repository.actions(of: Droplet.ID(rawValue: 3))
            }
        }
    }

    @Test func anEventTheDomainRejectsEndsTheStreamWithTheInvalidError() async throws {
        try await withRepository { repository in
            var kinds: [DropletAction.Kind] = []
            let actions = try await repository.actions(of: Droplet.ID(rawValue: 8))
            await #expect(throws: DropletError.unknownAction) {
                for try await action in actions { kinds.append(action.kind) }
            }
            #expect(kinds == [.powerOff])
        }
    }

    @Test func cancellingTheLoopEndsTheStreamAndIsNoOtherError() async throws {
        try await withRepository { repository in
            let task = Task {
                var kinds: [DropletAction.Kind] = []
                do {
                    for try await action in try await repository.actions(of: Droplet.ID(rawValue: 9)) {
                        kinds.append(action.kind)
                        // The server holds the rest of the stream: only the cancellation ends the loop.
                        withUnsafeCurrentTask { $0?.cancel() }
                    }
                } catch is CancellationError {
                    // Ending with `CancellationError` is allowed; any other error fails the task.
                }
                return kinds
            }
            let kinds = try await task.value
            #expect(kinds == [.powerOff])
        }
    }

    @Test func cancellingBeforeTheStreamOpensIsCancellationError() async throws {
        try await withRepository { repository in
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                _ = try await repository.actions(of: Droplet.ID(rawValue: 7))
            }
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }
}
