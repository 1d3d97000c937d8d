import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointStubServer

/// The handler task runs on the connection thread, not the shared concurrency pool, and may still suspend,
/// call actors and use child tasks.
@Suite("Handler execution", .ownExecutor)
struct HandlerExecutionTests {
    private actor Counter {
        private var value = 0

        func next() -> Int {
            value += 1
            return value
        }
    }

    private func get(_ path: String, from port: UInt16) async throws -> RawHTTPResponse {
        let connection = try await RawSocketConnection.connect(port: port)
        try await connection.send("GET \(path) HTTP/1.1\r\nConnection: close\r\n\r\n")
        return try await connection.readResponse()
    }

    @Test func runsTheHandlerOnTheConnectionThread() async throws {
        let server = HTTPServer { _ in
            HTTPServerResponse(status: 200, body: Array("\(isOnConnectionThread())".utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        let response = try await get("/", from: port)
        #expect(response.bodyText == "true")
        #expect(!isOnConnectionThread())
    }

    @Test func completesHandlersThatSuspendCallActorsAndUseChildTasks() async throws {
        let counter = Counter()
        let server = HTTPServer { request in
            await Task.yield()
            let first = await counter.next()
            async let second = counter.next()
            let sum = await withTaskGroup(of: Int.self) { group in
                for value in 1...3 { group.addTask { value } }
                return await group.reduce(0, +)
            }
            let text = "\(request.path) \(first) \(await second) \(sum)"
            return HTTPServerResponse(status: 200, body: Array(text.utf8))
        }
        let port = try server.start()
        defer { server.stop() }
        #expect(try await get("/a", from: port).bodyText == "/a 1 2 6")
        #expect(try await get("/b", from: port).bodyText == "/b 3 4 6")
    }

    @Test func keepsWorkTheHandlerLeavesBehindRunning() async throws {
        let finished = AsyncStream<String>.makeStream()
        let server = HTTPServer { request in
            let path = request.path
            Task {
                await Task.yield()
                finished.continuation.yield(path)
            }
            return HTTPServerResponse(status: 204)
        }
        let port = try server.start()
        defer { server.stop() }
        #expect(try await get("/later", from: port).status == 204)
        var iterator = finished.stream.makeAsyncIterator()
        #expect(await iterator.next() == "/later")
    }
}

/// Whether the caller runs on a server connection thread (a synchronous helper: `Thread.current` is not for
/// async code).
private func isOnConnectionThread() -> Bool {
    ServerCore.isCurrentThreadAConnectionThread
}
