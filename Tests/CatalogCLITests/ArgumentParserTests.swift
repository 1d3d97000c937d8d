import CatalogCLI
import CommandLineSupport
import Testing

@Suite("catalog argument parsing")
struct ArgumentParserTests {
    static let validCommands: [([String], CatalogCommand)] = [
        (["product", "p-1"], CatalogCommand(action: .product(id: "p-1"))),
        (["--json", "product", "p-1"], CatalogCommand(action: .product(id: "p-1"), printsJSON: true)),
        (["product", "p-1", "--json"], CatalogCommand(action: .product(id: "p-1"), printsJSON: true)),
        (["product", "--verbose", "p-1"], CatalogCommand(action: .product(id: "p-1"), isVerbose: true)),
        (
            ["--base-url", "http://h:1", "product", "p-1"],
            CatalogCommand(action: .product(id: "p-1"), baseURL: "http://h:1")
        ),
        (
            ["product", "p-1", "--base-url=http://h:1/v1?a=b"],
            CatalogCommand(action: .product(id: "p-1"), baseURL: "http://h:1/v1?a=b")
        ),
        (
            ["--base-url", "http://a", "--base-url", "http://b", "product", "p-1"],
            CatalogCommand(action: .product(id: "p-1"), baseURL: "http://b")
        ),
        (["product", "--", "-p1"], CatalogCommand(action: .product(id: "-p1"))),
        (["product", "-"], CatalogCommand(action: .product(id: "-"))),
        (["product", ""], CatalogCommand(action: .product(id: ""))),
        (["search", "swift"], CatalogCommand(action: .search(query: "swift", limit: nil))),
        (["search", "swift", "--limit", "2"], CatalogCommand(action: .search(query: "swift", limit: 2))),
        (["search", "--limit=3", "swift book"], CatalogCommand(action: .search(query: "swift book", limit: 3))),
        (["search", "swift", "--all"], CatalogCommand(action: .searchAll(query: "swift", pageSize: nil))),
        (
            ["search", "--all", "swift", "--limit", "2"],
            CatalogCommand(action: .searchAll(query: "swift", pageSize: 2))
        ),
        (["search", "a"], CatalogCommand(action: .search(query: "a", limit: nil))),
        (["serve"], CatalogCommand(action: .serve(port: 8080))),
        (["serve", "--port", "0"], CatalogCommand(action: .serve(port: 0))),
        (["serve", "--port=65535", "--json"], CatalogCommand(action: .serve(port: 65535), printsJSON: true)),
        (
            ["upload-image", "p-1", "front.png"],
            CatalogCommand(action: .uploadImage(id: "p-1", file: "front.png", caption: nil))
        ),
        (
            ["upload-image", "--caption=The front", "p-1", "front.png", "--json"],
            CatalogCommand(action: .uploadImage(id: "p-1", file: "front.png", caption: "The front"), printsJSON: true)
        ),
        (["upload-image", "--help"], CatalogCommand(action: .help(.uploadImage))),
        (["--help"], CatalogCommand(action: .help(nil))),
        (["-h"], CatalogCommand(action: .help(nil))),
        (["search", "--help"], CatalogCommand(action: .help(.search))),
        (["product", "-h", "--bogus"], CatalogCommand(action: .help(.product))),
        (["--bogus", "--help"], CatalogCommand(action: .help(nil))),
        (["--version"], CatalogCommand(action: .version)),
        (["nonsense", "--version"], CatalogCommand(action: .version)),
    ]

    @Test(arguments: validCommands)
    func parsesValidCommandLines(arguments: [String], expected: CatalogCommand) throws {
        #expect(try CatalogCommand.parse(arguments) == expected)
    }

    static let usageErrors: [([String], UsageError)] = [
        ([], UsageError("Missing subcommand; expected product, search, watch, upload-image or serve.")),
        (["--json"], UsageError("Missing subcommand; expected product, search, watch, upload-image or serve.")),
        (["list"], UsageError("Unknown subcommand 'list'; expected product, search, watch, upload-image or serve.")),
        (["serach", "swift"], UsageError("Unknown subcommand 'serach'; did you mean 'search'?")),
        (["--lmit", "2"], UsageError("Unknown option '--lmit'.")),
        (
            ["search", "swift", "--lmit", "2"],
            UsageError("Unknown option '--lmit'; did you mean '--limit'?", subcommand: .search)
        ),
        (["--jsn", "product", "p-1"], UsageError("Unknown option '--jsn'; did you mean '--json'?")),
        (
            ["product", "p-1", "--verbos"],
            UsageError("Unknown option '--verbos'; did you mean '--verbose'?", subcommand: .product)
        ),
        (["product", "p-1", "-x"], UsageError("Unknown option '-x'.", subcommand: .product)),
        (["product"], UsageError("Missing argument ID for 'product'.", subcommand: .product)),
        (["product", "p-1", "p-2"], UsageError("Unexpected argument 'p-2'.", subcommand: .product)),
        (["product", "p-1", "--json=yes"], UsageError("Option '--json' does not take a value.", subcommand: .product)),
        (["search"], UsageError("Missing argument QUERY for 'search'.", subcommand: .search)),
        (
            ["upload-image", "p-1"],
            UsageError("Missing argument FILE for 'upload-image'.", subcommand: .uploadImage)
        ),
        (
            ["upload-image", "p-1", "a.png", "--caption"],
            UsageError("Missing value TEXT for option '--caption'.", subcommand: .uploadImage)
        ),
        (
            ["product", "p-1", "--caption", "x"],
            UsageError("Option '--caption' is not valid for 'product'.", subcommand: .product)
        ),
        (["upload-imag", "p-1"], UsageError("Unknown subcommand 'upload-imag'; did you mean 'upload-image'?")),
        (["search", "swift", "--limit"], UsageError("Missing value N for option '--limit'.", subcommand: .search)),
        (
            ["search", "swift", "--limit", "--json"],
            UsageError("Missing value N for option '--limit'.", subcommand: .search)
        ),
        (
            ["search", "swift", "--limit", "ten"],
            UsageError("Invalid value 'ten' for '--limit'; expected a positive integer.", subcommand: .search)
        ),
        (
            ["search", "swift", "--limit", "0"],
            UsageError("Invalid value '0' for '--limit'; expected a positive integer.", subcommand: .search)
        ),
        (
            ["search", "swift", "--limit", "-3"],
            UsageError("Invalid value '-3' for '--limit'; expected a positive integer.", subcommand: .search)
        ),
        (
            ["search", "swift", "--limit=99999999999999999999"],
            UsageError(
                "Invalid value '99999999999999999999' for '--limit'; expected a positive integer.",
                subcommand: .search
            )
        ),
        (
            ["product", "p-1", "--limit", "2"],
            UsageError("Option '--limit' is not valid for 'product'.", subcommand: .product)
        ),
        (
            ["--limit", "2", "search", "swift"],
            UsageError("Option '--limit' must follow the 'search' subcommand.", subcommand: .search)
        ),
        (["--base-url"], UsageError("Missing value URL for option '--base-url'.")),
        (
            ["serve", "--port", "70000"],
            UsageError(
                "Invalid value '70000' for '--port'; expected a port number from 0 to 65535.",
                subcommand: .serve
            )
        ),
        (
            ["serve", "--port", "http"],
            UsageError("Invalid value 'http' for '--port'; expected a port number from 0 to 65535.", subcommand: .serve)
        ),
        (
            ["serve", "--base-url", "http://h"],
            UsageError("Option '--base-url' cannot be used with 'serve'.", subcommand: .serve)
        ),
        (["serve", "extra"], UsageError("Unexpected argument 'extra'.", subcommand: .serve)),
    ]

    @Test(arguments: usageErrors)
    func rejectsInvalidCommandLinesWithASpecificMessage(arguments: [String], expected: UsageError) {
        #expect(throws: expected) { try CatalogCommand.parse(arguments) }
    }
}
