import Testing

@testable import CatalogCLI

@Suite("catalog help text")
struct HelpTextTests {
    @Test func rootHelpHasEverySectionInOrder() throws {
        let help = HelpText.render(for: nil)
        let headings = ["OVERVIEW:", "USAGE:", "OPTIONS:", "SUBCOMMANDS:", "ENVIRONMENT:", "EXIT CODES:"]
        let positions = try headings.map { heading in
            try #require(help.range(of: heading)?.lowerBound, "missing \(heading)")
        }
        #expect(positions == positions.sorted())
        #expect(help.contains("USAGE: catalog [--json] [--base-url URL] [--verbose] <subcommand>\n"))
    }

    @Test func rootHelpListsEveryOptionSubcommandAndExitCode() {
        let help = HelpText.render(for: nil)
        for line in [
            "  --json              Print results as JSON with sorted keys instead of text.",
            "  -h, --help          Show help information.",
            "  product ID            Show the product with an identifier.",
            "      --limit N         Return at most N products (a positive integer); with --all, N products a page.",
            "      --all             Walk every page of results, fetching each as needed.",
            "  upload-image ID FILE  Upload an image of a product as a multipart form, with progress on standard error.",
            "      --caption TEXT    Text describing the image for people who cannot see it.",
            "      --port N          The port to listen on, 0 to 65535 (0 picks a free one). Default: 8080.",
            "  CATALOG_TOKEN       A token sent as 'Authorization: Bearer …' with every request; never printed.",
            "  0                   Success.",
            "  64                  Usage error: unknown option, missing argument or invalid value; nothing was sent.",
        ] {
            #expect(help.contains(line + "\n"), "missing: \(line)")
        }
    }

    @Test func subcommandHelpShowsItsArgumentsOptionsAndExitCodes() {
        let search = HelpText.render(for: .search)
        #expect(search.hasPrefix("OVERVIEW: Search products by name.\n\nUSAGE: catalog search QUERY [--limit N]"))
        #expect(search.contains("ARGUMENTS:\n  QUERY               The text to search for; at least 2 characters.\n"))
        #expect(search.contains("\n  1                   "))
        let serve = HelpText.render(for: .serve)
        #expect(serve.contains("USAGE: catalog serve [--port N] [--json] [--verbose]\n"))
        #expect(!serve.contains("--base-url"))
        #expect(!serve.contains("\n  1  "))
        #expect(!serve.contains("ARGUMENTS:"))
    }

    @Test func usageLinesMatchTheHelp() {
        #expect(HelpText.usageLine(for: .product) == "Usage: catalog product ID [--json] [--base-url URL] [--verbose]")
        #expect(
            HelpText.render(for: .product).contains("USAGE: catalog product ID [--json] [--base-url URL] [--verbose]\n")
        )
    }
}
