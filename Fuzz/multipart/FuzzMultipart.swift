// libFuzzer entry: the stub server's MultipartFormParser over arbitrary bytes (the first byte picks the boundary's
// length, the next bytes spell it), and the runtime's MultipartWriter: parsing never traps, and parts that parse
// are written again (with a fresh random boundary) to bytes that parse back to the same parts.
@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    checkMultipart(bytes)
    return 0
}

/// The checks of one input, shared with the replay in `Tests/HardeningTests/Support/FuzzHarness.swift`.
func checkMultipart(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let length = Int(first % 16) + 1
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8)
    let spelled = bytes.dropFirst().prefix(length).map {
        alphabet.contains($0) ? $0 : alphabet[Int($0) % alphabet.count]
    }
    let boundary = String(decoding: spelled, as: UTF8.self)
    let body = Array(bytes.dropFirst(1 + length))
    guard !boundary.isEmpty, let parts = try? MultipartFormParser.parse(body, boundary: boundary) else { return }
    // Round trip the parts the writer can express exactly: names, filenames and types without ", CR, LF or NUL.
    func plain(_ text: String?) -> Bool {
        !(text ?? "").unicodeScalars.contains { "\"\r\n\0".unicodeScalars.contains($0) }
    }
    var rewritten: [MultipartPart] = []
    for part in parts {
        guard plain(part.name), plain(part.filename), plain(part.contentType), part.contentType?.isEmpty != true else {
            return
        }
        if let filename = part.filename {
            rewritten.append(
                .file(
                    name: part.name,
                    data: Data(part.body),
                    filename: filename,
                    contentType: part.contentType ?? "application/octet-stream"
                )
            )
        } else if part.contentType == nil, Array(String(decoding: part.body, as: UTF8.self).utf8) == part.body {
            rewritten.append(.text(name: part.name, String(decoding: part.body, as: UTF8.self)))
        } else {
            return
        }
    }
    let form = MultipartFormData(parts: rewritten)
    guard let written = try? MultipartWriter(form).writeAll() else { fatalError("the writer rejected parsed parts") }
    guard let again = try? MultipartFormParser.parse(Array(written), boundary: form.boundary) else {
        fatalError("written parts do not parse")
    }
    let expected = parts.map { part in
        MultipartFormParser.Part(
            name: part.name,
            filename: part.filename,
            contentType: part.filename != nil ? (part.contentType ?? "application/octet-stream") : part.contentType,
            body: part.body
        )
    }
    if again != expected { fatalError("written parts parse back differently") }
    if (try? form.contentLength()) != Int64(written.count) { fatalError("contentLength differs from the bytes") }
}
