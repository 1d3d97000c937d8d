import Foundation
import OpenAPIOverlaidAPI
import Testing

/// The accounts document (Tests/Fixtures/OpenAPIOverlaidAPI), imported by the plugin after its two overlays: the
/// generated client reads what the server sends, which the document as written refuses.
@Suite struct OverlaidClientTests {
    @Test func anAccountWithoutStatusAndWithANicknameDecodes() throws {
        // The document requires `status` (its own overlay removes that) and declares no `nickname` (the
        // configuration's overlay adds it).
        let body = Data(#"{ "id": "a-1", "nickname": "Al" }"#.utf8)

        let account = try JSONDecoder().decode(AccountDTO.self, from: body)

        #expect(account.id == "a-1")
        #expect(account.status == nil)
        #expect(account.nickname == "Al")
    }
}
