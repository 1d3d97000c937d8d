import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// A document's acronyms: which capital runs count (``Acronyms/written(in:)``) and how names spell them.
@Suite struct AcronymsTests {
    // MARK: Finding them

    @Test(
        arguments: [
            (["getVPC"], ["VPC"]),
            (["VPCPeering"], ["VPC"]),
            (["peerVPCs", "VPCsList"], ["VPC"]),
            (["X-ARN-Id", "aclARN"], ["ARN"]),
            (["vpc_id", "vpcId", "VpcPeering"], []),
            (["IN_STOCK", "ACTIVE", "VPC", "ARN_LIST"], []),
            (["isON", "orderBY", "getAS", "sortOR", "iOS", "macOS", "POSTItem", "doGET"], []),
            (["EC2Instance", "contentMD5", "s3Bucket"], []),
            (["userIDs", "HTMLURL", "storyURL", "UUIDs"], []),
            (["VPCS", "getVPC", "ACLSet", "listACLs"], ["ACL", "VPC"]),
            (["OAuthToken", "IPv4Address", "XMLHttpRequest"], []),
            (["getMFADevice", "ListMFADevices", "mfaCode"], ["MFA"]),
            (["peerVLANsById", "LDAPConfig", "ASPSPs"], ["ASPSP", "LDAP", "VLAN"]),
            (["RADIUSServer", "getDEPRECATEDThings"], []),
            (["SNMPv3Config", "getMQTTv5", "IPv4Address"], ["MQTT", "SNMP"]),
        ] as [([String], [String])]
    )
    func writtenAcronyms(names: [String], expected: [String]) {
        #expect(Acronyms.written(in: names).words == expected, "\(names)")
    }

    @Test func aRunEndingInSIsAPluralWhenItsSingularIsAnAcronym() {
        #expect(Acronyms.written(in: ["getVPCS", "getVPC"]).words == ["VPC"])
        #expect(Acronyms.written(in: ["getIDS"]).words == [])
        #expect(Acronyms.written(in: ["getGPS"]).words == [])
    }

    @Test func theClientsOwnWordsCountOnlyWhereANameHasThem() {
        #expect(Acronyms.written(in: ["UserDto", "getVPC"], ownWords: ["DTO"]).words == ["DTO", "VPC"])
        #expect(Acronyms.written(in: ["dto_version"], ownWords: ["DTO"]).words == ["DTO"])
        #expect(Acronyms.written(in: ["UserDtos"], ownWords: ["DTO"]).words == ["DTO"])
        #expect(Acronyms.written(in: ["User", "dtoolkit"], ownWords: ["DTO"]).words == [])
    }

    @Test func wordsAreDeduplicatedSortedAndInCapitals() {
        let acronyms = Acronyms(["vpc", "ARN", "Vpc", "URL", "x", "toolongword", "é", "a1"])
        #expect(acronyms.words == ["ARN", "VPC"])
        #expect(acronyms == Acronyms(["VPC", "ARN"]))
        #expect(Acronyms.none.isEmpty)
    }

    // MARK: Spelling names

    static let vpcAndARN = Acronyms(["VPC", "ARN"])

    @Test(
        arguments: [
            ("vpc", "VPC", "vpc"),
            ("Vpc", "VPC", "vpc"),
            ("VPC", "VPC", "vpc"),
            ("vpc_id", "VPCID", "vpcID"),
            ("VpcPeering", "VPCPeering", "vpcPeering"),
            ("peer_vpc_arn", "PeerVPCARN", "peerVPCARN"),
            ("vpcs", "VPCs", "vpcs"),
            ("peerVpcs", "PeerVPCs", "peerVPCs"),
            ("VPC_PEERING_ACTIVE", "VPCPeeringActive", "vpcPeeringActive"),
            ("VPC_STATUS", "VPCStatus", "vpcStatus"),
            ("vpcx", "Vpcx", "vpcx"),
            ("arnold", "Arnold", "arnold"),
            ("vpç_arn", "VpçARN", "vpçARN"),
        ] as [(String, String, String)]
    )
    func documentAcronymsAreSpelledAsInitialisms(raw: String, type: String, member: String) {
        #expect(SwiftNaming.typeName(raw, acronyms: Self.vpcAndARN) == type)
        #expect(SwiftNaming.memberName(raw, acronyms: Self.vpcAndARN) == member)
    }

    @Test func aNameOfAcronymsRunTogetherIsNotShouted() {
        let vlanAndDTO = Acronyms(["VLAN", "DTO"])
        #expect(SwiftNaming.typeName("VLANDTO", acronyms: vlanAndDTO) == "VLANDTO")
        #expect(
            SwiftNaming.typeName(SwiftNaming.typeName("vlan_dto", acronyms: vlanAndDTO), acronyms: vlanAndDTO)
                == "VLANDTO"
        )
        #expect(SwiftNaming.memberName("VLANDTO", acronyms: vlanAndDTO) == "vlandto")
        #expect(SwiftNaming.typeName("HTTPURL") == "HTTPURL")
        #expect(SwiftNaming.typeName("VLANDTOX", acronyms: vlanAndDTO) == "Vlandtox")
        #expect(SwiftNaming.typeName("ACTIVE", acronyms: vlanAndDTO) == "Active")
    }

    @Test(
        arguments: [
            ("VPCs", "VPCs", "vpcs"),
            ("IDs", "IDs", "ids"),
            ("userIDs", "UserIDs", "userIDs"),
            ("VPCsList", "VPCsList", "vpcsList"),
            ("listVPCs2", "ListVPCs2", "listVPCs2"),
            ("VPCs_list", "VPCsList", "vpcsList"),
            ("IPsec", "IPsec", "iPsec"),
            ("HTTPServer", "HTTPServer", "httpServer"),
        ] as [(String, String, String)]
    )
    func capitalsAndALonePluralSAreOneWord(raw: String, type: String, member: String) {
        #expect(SwiftNaming.typeName(raw) == type)
        #expect(SwiftNaming.memberName(raw) == member)
        #expect(SwiftNaming.spelledTypeName(raw) == type)
        #expect(SwiftNaming.spelledMemberName(raw) == member)
        #expect(SwiftNaming.memberName(raw, acronyms: Self.vpcAndARN) == member)
    }

    @Test func withoutAcronymsNamesKeepTheirCase() {
        #expect(SwiftNaming.typeName("VpcPeering") == "VpcPeering")
        #expect(SwiftNaming.memberName("peer_vpc") == "peerVpc")
    }

    @Test func groupMemberNamesSpellAcronyms() {
        #expect(
            SwiftNaming.memberName("vpcs_list_vpc_peerings", withoutWordsOf: "Vpcs", acronyms: Self.vpcAndARN)
                == "listVPCPeerings"
        )
    }

    @Test func bothPathsSpellAcronymsAlike() {
        let letters = Array("vpcVPCarnARNsS_x2 ")
        var generator = SeededGenerator(seed: 38)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...14, using: &generator)
            let raw = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "v" })
            let type = ASCIINaming.typeName(raw, acronyms: Self.vpcAndARN)
            let member = ASCIINaming.memberName(raw, acronyms: Self.vpcAndARN)
            #expect(type.map { $0 == SwiftNaming.spelledTypeName(raw, acronyms: Self.vpcAndARN) } != false, "\(raw)")
            #expect(
                member.map { $0 == SwiftNaming.spelledMemberName(raw, acronyms: Self.vpcAndARN) } != false,
                "\(raw)"
            )
        }
    }
}
