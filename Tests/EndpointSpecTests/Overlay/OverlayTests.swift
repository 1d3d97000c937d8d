import Testing

@testable import EndpointSpec

/// Reading overlays (located errors and warnings) and applying their actions, beyond the specification's own sets.
@Suite struct OverlayTests {
    static let document = """
        openapi: 3.1.0
        info:
          title: Accounts
          version: 1.0.0
        paths:
          /accounts:
            get:
              tags: [accounts, dummy]
              parameters:
                - name: dummy
                  in: query
                - name: limit
                  in: query
                - name: dummy
                  in: header
        components:
          schemas:
            Account:
              type: object
              required: [id, status]
              properties:
                id: { type: string }
                status: { type: string, enum: [open, closed] }
        """

    /// The diagnostics of reading `overlay` (YAML), as `line:column: severity: message`.
    func readingDiagnostics(_ overlay: String) -> [String] {
        Overlay.load(bytes: Array(overlay.utf8), path: "fix.overlay.yaml").diagnostics.map(Self.short)
    }

    /// `overlay` applied to ``document``: the result as compact JSON and the diagnostics, short.
    func apply(_ overlay: String, to document: String = document) throws -> (json: String, diagnostics: [String]) {
        let loaded = Overlay.load(bytes: Array(overlay.utf8), path: "fix.overlay.yaml")
        let parsed = try #require(loaded.overlay, "\(loaded.diagnostics)")
        let root = try OverlayTestSupport.parse(document, path: "openapi.yaml")
        let applied = parsed.apply(to: root, documentPath: "openapi.yaml")
        return (JSONWriter.text(applied.document.specValue), applied.diagnostics.map(Self.short))
    }

    static func short(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file == "openapi.yaml" ? "openapi.yaml:" : "")\(diagnostic.location.line):"
            + "\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }

    // MARK: - Reading

    @Test func aTargetThatIsNotJSONPathIsAnErrorAtItsColumn() {
        let diagnostics = readingDiagnostics(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: "$.paths[?@.x == ]"
                remove: true
              - target: $.info.title
                copy: $.info[
            """
        )
        #expect(
            diagnostics == [
                "4:30: error: 'target' is not a JSONPath query (RFC 9535): unexpected ']'; expected '@', '$', a "
                    + "literal, a function call, '(' or '!'",
                "7:18: error: 'copy' is not a JSONPath query (RFC 9535): expected a selector before the end of the "
                    + "query",
            ]
        )
    }

    @Test func missingRequiredFieldsAreLocated() {
        #expect(
            readingDiagnostics("info: { title: Fixes }\n") == [
                "1:1: error: the overlay is missing required key 'overlay' (the Overlay Specification version, such as "
                    + "'1.1.0')",
                "1:1: error: 'info' is missing required key 'version'",
                "1:1: error: the overlay is missing required key 'actions' (the list of changes, each with a 'target')",
            ]
        )
        #expect(
            readingDiagnostics("overlay: 1.2.0\nactions: [{ target: $, remove: true }]\n") == [
                "1:1: error: the overlay is missing required key 'info' (with its 'title' and 'version')",
                "1:10: error: Overlay 1.2.0 is not supported; EndpointKit reads Overlay 1.0.x and 1.1.x",
            ]
        )
    }

    @Test func anActionWithNeitherOrBothChangesIsAWarning() {
        let diagnostics = readingDiagnostics(
            """
            overlay: 1.0.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.info
              - target: $.info
                update: { x-checked: true }
                remove: true
            """
        )
        #expect(
            diagnostics == [
                "4:5: warning: action 1 changes nothing: it has no 'update', no 'copy' and no 'remove: true'",
                "6:5: warning: 'update' of action 2 has no effect: 'remove: true' removes every node the target "
                    + "selects",
            ]
        )
    }

    @Test func updateAndCopyTogetherAndCopyInOverlay10AreErrors() {
        #expect(
            readingDiagnostics(
                """
                overlay: 1.1.0
                info: { title: Fixes, version: 1.0.0 }
                actions:
                  - target: $.info
                    update: { x-checked: true }
                    copy: $.paths
                """
            ) == [
                "5:5: error: action 1 has both 'update' and 'copy'; the specification gives neither precedence, so "
                    + "write two actions"
            ]
        )
        #expect(
            readingDiagnostics(
                """
                overlay: 1.0.0
                info: { title: Fixes, version: 1.0.0 }
                actions:
                  - target: $.info
                    copy: $.paths
                """
            ) == ["5:5: error: 'copy' is an action of Overlay 1.1; this overlay is 1.0.0 (write 'overlay: 1.1.0')"]
        )
    }

    @Test func aShorthandNameWithADashIsReadBracketedWithAWarning() throws {
        #expect(
            DashedShorthandNames.bracketed("$.paths.*.get[?@.x-oai-traits.paged]")?.text
                == "$.paths.*.get[?@['x-oai-traits'].paged]"
        )
        #expect(DashedShorthandNames.bracketed("$..x-a['y-b'].c")?.text == "$..['x-a']['y-b'].c")
        #expect(DashedShorthandNames.bracketed("$.a[?@.b == 'x-y']") == nil)
        let result = try apply(
            """
            overlay: 1.0.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.paths.*.get.x-rate-limit
                update: 100
            """,
            to: "paths: { /a: { get: { x-rate-limit: 10 } } }"
        )
        #expect(result.json == #"{"paths":{"/a":{"get":{"x-rate-limit":100}}}}"#)
    }

    // MARK: - Applying

    @Test func updateMergesObjectsAppendsToArraysAndReplacesPrimitives() throws {
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.info
                update: { title: Accounts API, x-fixed: true, contact: { name: Ops } }
              - target: $.paths['/accounts'].get.tags
                update: [extra, more]
              - target: $.paths['/accounts'].get.tags
                update: last
              - target: $.components.schemas.Account.properties.status.enum
                update: [""]
              - target: $.info.version
                update: 2.0.0
            """
        )
        #expect(result.diagnostics.isEmpty)
        #expect(result.json.contains(#""info":{"title":"Accounts API","version":"2.0.0","x-fixed":true,"#))
        #expect(result.json.contains(#""tags":["accounts","dummy","extra","more","last"]"#))
        #expect(result.json.contains(#""enum":["open","closed",""]"#))
    }

    @Test func removeTakesEverySelectedElementAtOnce() throws {
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.paths.*.get.parameters[?@.name == 'dummy']
                remove: true
              - target: $.paths.*.get.tags[?@ == 'dummy']
                remove: true
              - target: $.components.schemas.Account.required[?@ == 'status']
                remove: true
            """
        )
        #expect(result.diagnostics.isEmpty)
        #expect(result.json.contains(#""parameters":[{"name":"limit","in":"query"}]"#))
        #expect(result.json.contains(#""tags":["accounts"]"#))
        #expect(result.json.contains(#""required":["id"]"#))
    }

    @Test func copyMovesAPathItem() throws {
        // The specification's "Move Example": ensure the target exists, copy into it, remove the source.
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Move, version: 1.0.0 }
            actions:
              - target: '$.paths'
                update: { "/new-items": {} }
              - target: '$.paths["/new-items"]'
                copy: '$.paths["/items"]'
              - target: '$.paths["/items"]'
                remove: true
            """,
            to: "paths: { /items: { get: { summary: All } }, /some-items: { delete: { summary: Gone } } }"
        )
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.json
                == #"{"paths":{"/some-items":{"delete":{"summary":"Gone"}},"/new-items":{"get":{"summary":"All"}}}}"#
        )
    }

    @Test func aTargetSelectingNothingIsAWarningInTheOverlay() throws {
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.components.schemas.Acount
                update: { x-renamed: true }
              - target: $.info
                copy: $.servers[0]
            """
        )
        #expect(
            result.diagnostics == [
                "4:13: warning: target '$.components.schemas.Acount' of action 1 selects nothing in 'openapi.yaml'; "
                    + "the action changes nothing (was the part it names renamed or removed?)",
                "7:11: warning: 'copy' of action 2 ('$.servers[0]') selects nothing in 'openapi.yaml'; the action "
                    + "changes nothing",
            ]
        )
    }

    @Test func anUpdateOfTheWrongTypeIsAWarningWithTheDocumentsPlace() throws {
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $.info
                update: Accounts
              - target: $.info.title
                update: { text: Accounts }
              - target: $.components.schemas.Account
                update: { required: false, properties: { id: { format: uuid } } }
            """
        )
        #expect(
            result.diagnostics == [
                "5:13: warning: 'update' of action 1 is a string, but the target $['info'] is an object, which only "
                    + "an object updates (its members are merged in); that target is left unchanged",
                "openapi.yaml:3:3: note: the target is written here",
                "7:13: warning: 'update' of action 2 is an object, but the target $['info']['title'] is a string, "
                    + "which only a primitive value replaces; that target is left unchanged",
                "openapi.yaml:3:10: note: the target is written here",
                "9:25: warning: 'required' is a boolean here but an array in the document "
                    + "($['components']['schemas']['Account']['required']), which cannot be merged; it is left "
                    + "unchanged",
                "openapi.yaml:20:17: note: the document's value is written here",
            ]
        )
        #expect(result.json.contains(#""id":{"type":"string","format":"uuid"}"#))
    }

    @Test func removingTheRootOrCopyingSeveralNodesIsAnError() throws {
        let result = try apply(
            """
            overlay: 1.1.0
            info: { title: Fixes, version: 1.0.0 }
            actions:
              - target: $
                remove: true
              - target: $.info
                copy: $.paths.*.get.parameters[*]
            """
        )
        #expect(
            result.diagnostics.filter { !$0.contains("note:") } == [
                "4:13: error: action 1 would remove the whole document: its target '$' selects the root",
                "7:11: error: 'copy' of action 2 ('$.paths.*.get.parameters[*]') selects 3 nodes; it must select "
                    + "exactly one",
            ]
        )
    }
}
