import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// Run-together words that hold a document's acronyms (``Acronyms/compounds``, issue 47): which are split, and how
/// names spell them.
@Suite struct AcronymCompoundsTests {
    // MARK: Finding them

    /// Names of a document that writes `GPU`, `BGP`, `VPC` and `NAT` in capitals, and `info`, `gateways`, `auth`
    /// and `key` as words of their own.
    static let names = [
        "getGPU", "BGPPeer", "VPCPeering", "NATRule", "gpu_info", "gpuinfo", "info", "vpc_nat_gateways",
        "Vpcnatgateways", "list_gateways", "getBgpauthKey", "auth_token", "apiary", "description", "DESKey",
        "CAMSetting", "camera", "era", "ary", "scription",
    ]

    @Test func aRunTogetherWordOfAcronymsAndTheDocumentsWordsIsACompound() {
        let acronyms = Acronyms.written(in: Self.names)
        #expect(acronyms.words == ["BGP", "CAM", "DES", "GPU", "NAT", "VPC"])
        #expect(acronyms.compounds == ["bgp_auth", "gpu_info", "vpc_nat_gateways"])
    }

    @Test func anInitialismIsAPartBesideOneOfTheDocumentsAcronyms() {
        // MIMIC's document writes `SNMPv3` (a version of `SNMP`) and `protocol_snmptcp_get`.
        #expect(Acronyms.written(in: ["SNMPv3Config", "protocol_snmptcp_get"]).compounds == ["snmp_tcp"])
        #expect(
            Acronyms.written(in: ["SNMPConfig", "protocol_snmptcp_get", "urlinfo", "info"]).compounds == ["snmp_tcp"]
        )
        #expect(
            SwiftNaming.memberName("protocol_snmptcp_get", acronyms: Acronyms(["SNMP", "snmp_tcp"]))
                == "protocolSNMPTCPGet"
        )
    }

    @Test func aWordThatIsNotWhollyAcronymsAndWordsStaysOneWord() {
        // `des` + `cription`: `cription` is no word of the document; `cam` + `era`: a word shorter than four letters
        // is too easily the end of an English word.
        let acronyms = Acronyms.written(in: ["DESKey", "description", "scription", "CAMSetting", "camera", "era"])
        #expect(acronyms.compounds == [])
        // `api` is an initialism, not one of the document's acronyms: `apiary` stays whole even beside `ary`.
        #expect(Acronyms.written(in: ["getAPI", "apiary", "ary", "VPCPeering"]).compounds == [])
        // A two-letter acronym never splits a word (`ip` in `ipsec`, `de` in `design`).
        #expect(Acronyms.written(in: ["getIP", "DEValue", "ipsec", "sec", "design", "sign"]).compounds == [])
    }

    // MARK: Spelling names

    static let compounds = Acronyms([
        "GPU", "BGP", "VPC", "NAT", "SNMP", "gpu_info", "bgp_auth", "vpc_nat_gateways",
    ])

    @Test(
        arguments: [
            ("gpuinfo", "GPUInfo", "gpuInfo"),
            ("GpuinfoDTO", "GPUInfoDTO", "gpuInfoDTO"),
            ("Vpcnatgateways", "VPCNATGateways", "vpcNATGateways"),
            ("vpcnatgateways_list", "VPCNATGatewaysList", "vpcNATGatewaysList"),
            ("getBgpauthKey", "GetBGPAuthKey", "getBGPAuthKey"),
            ("getBgpAuthKey", "GetBGPAuthKey", "getBGPAuthKey"),
            ("GPUINFO", "GPUInfo", "gpuInfo"),
            ("description", "Description", "description"),
            ("apiary", "Apiary", "apiary"),
            ("GpuInfo", "GPUInfo", "gpuInfo"),
            ("gpuinfos", "Gpuinfos", "gpuinfos"),
        ]
    )
    func compoundsAreSpelledAsTheirWords(raw: String, type: String, member: String) {
        #expect(SwiftNaming.typeName(raw, acronyms: Self.compounds) == type, "\(raw)")
        #expect(SwiftNaming.memberName(raw, acronyms: Self.compounds) == member, "\(raw)")
        #expect(SwiftNaming.spelledTypeName(raw, acronyms: Self.compounds) == type, "\(raw)")
        #expect(SwiftNaming.spelledMemberName(raw, acronyms: Self.compounds) == member, "\(raw)")
    }

    @Test func anAcronymRunTogetherWithItsVersionKeepsTheVersionInLowerCase() {
        let snmp = Acronyms(["SNMP"])
        #expect(SwiftNaming.typeName("protocol_snmpv3_access", acronyms: snmp) == "ProtocolSNMPv3Access")
        #expect(SwiftNaming.memberName("protocol_snmpv3_access", acronyms: snmp) == "protocolSNMPv3Access")
        #expect(SwiftNaming.memberName("snmpv3_access", acronyms: snmp) == "snmpv3Access")
        #expect(SwiftNaming.spelledTypeName("Snmpv3", acronyms: snmp) == "SNMPv3")
        // Only the document's acronyms of three or more letters: an initialism and a plain word stay as they were.
        #expect(SwiftNaming.typeName("ipv4_address", acronyms: snmp) == "Ipv4Address")
        #expect(SwiftNaming.typeName("httpv2", acronyms: snmp) == "Httpv2")
        #expect(SwiftNaming.typeName("moviev2", acronyms: snmp) == "Moviev2")
        #expect(SwiftNaming.typeName("snmp_v3", acronyms: snmp) == "SNMPV3")
    }

    @Test func aCompoundIsAnEntryOfLowercaseWordsJoinedByAnUnderscore() {
        let acronyms = Acronyms(["VPC", "gpu_info", "Gpu_Info", "gpu__info", "_gpu", "gpu_info2"])
        #expect(acronyms.words == ["VPC"])
        #expect(acronyms.compounds == ["gpu_info"])
        #expect(acronyms != Acronyms(["VPC"]))
        #expect(!Acronyms(["gpu_info"]).isEmpty)
    }

    @Test func bothPathsSpellCompoundsAlike() {
        let letters = Array("gpuinfoGPUINFOvpcsnmpv_ x23")
        var generator = SeededGenerator(seed: 47)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...16, using: &generator)
            let raw = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "g" })
            let type = ASCIINaming.typeName(raw, acronyms: Self.compounds)
            let member = ASCIINaming.memberName(raw, acronyms: Self.compounds)
            #expect(type.map { $0 == SwiftNaming.spelledTypeName(raw, acronyms: Self.compounds) } != false, "\(raw)")
            #expect(
                member.map { $0 == SwiftNaming.spelledMemberName(raw, acronyms: Self.compounds) } != false,
                "\(raw)"
            )
        }
    }
}
