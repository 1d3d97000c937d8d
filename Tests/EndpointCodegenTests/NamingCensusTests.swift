import EndpointSpec
import Testing

@testable import EndpointCodegen

private typealias B = SpecBuilders

/// The naming census the corpus gate adds up (issue 47): each kind of machine-made name counted once, and the
/// names a person would write not counted.
@Suite struct NamingCensusTests {
    private static func endpoint(_ name: String, tag: String, returning model: String) -> EndpointDefinition {
        var endpoint = EndpointDefinition(
            name: name,
            method: "GET",
            path: "/" + name,
            responses: [B.response(200, B.schema(.reference(model)))],
            location: B.here
        )
        endpoint.tags = [tag]
        return endpoint
    }

    @Test func countsEachKindOfMachineMadeName() {
        var spec = Snippets.spec(
            models: [
                B.object("VpcsGet200Response", [B.property("id", B.schema(.string))]),
                B.object(
                    "gpuinfo_Gpu",
                    [B.property("bgpKey", B.schema(.string)), B.property("info", B.schema(.string))]
                ),
                B.object("Tags", [B.property("name", B.schema(.string))]),
                B.object("TagList", [B.property("tags", B.schema(.array(B.schema(.reference("Tags")))))]),
                B.object("Kernel", deprecated: true, [B.property("id", B.schema(.string))]),
                B.enumeration("Legacy", ["a"]),
            ],
            endpoints: [
                Self.endpoint("addonsList", tag: "Add Ons", returning: "Tags"),
                Self.endpoint("addonsGet", tag: "Add Ons", returning: "TagList"),
            ]
        )
        spec.models[spec.models.firstIndex { $0.name == "Legacy" }!].isDeprecated = true
        spec.acronyms = Acronyms(["GPU", "BGP"])
        let census = NamingCensus(spec: spec)
        #expect(census.statusNamedTypes == 1)
        // `list` and `get` in the group: none left.
        #expect(census.groupPrefixes == 0)
        // `Gpuinfo…` (`GPU` run together with the document's `info`) and `bgpKey` spelled `bgp` first are two
        // names; only the first counts.
        #expect(census.mixedCaseAcronyms == 1)
        // `Tags` is one tag of `TagList.tags`: named `TagDTO` (``NameTable/singularItemTypeNames``), not counted.
        #expect(census.pluralSingleTypes == 0)
        // The deprecated object keeps its name; the enumeration is still reached through `_LegacyDTO`.
        #expect(census.deprecatedNames == 1)
        #expect(NamingCensus.total(of: [census, census]).statusNamedTypes == 2)
        #expect(
            census.findings == [
                .init(figure: "deprecatedNames", name: "_LegacyDTO"),
                .init(figure: "statusNamedTypes", name: "VpcsGet200ResponseDTO"),
                .init(figure: "mixedCaseAcronyms", name: "GpuinfoGPUDTO"),
            ]
        )
    }

    @Test func aGroupWordLeftAfterTheGroupsWordsWereDroppedCountsOnlyAsTheGroupWritesIt() {
        let spec = Snippets.spec(
            models: [B.object("Item", [B.property("id", B.schema(.string))])],
            endpoints: [
                // Another resource whose name starts with the group's word: `circuits.circuitTypesList`.
                Self.endpoint("circuits_circuit-types_list", tag: "circuits", returning: "Item"),
                // A keyword left: `conversations.open()`, declared in backticks.
                Self.endpoint("conversations_open", tag: "conversations", returning: "Item"),
                // The whole name kept: without the group's words only `init` is left, which no member can take.
                Self.endpoint("petsInit", tag: "Pets", returning: "Item"),
            ]
        )
        let census = NamingCensus(spec: spec)
        #expect(census.groupPrefixes == 1)
        #expect(census.findings == [.init(figure: "groupPrefixes", name: "pets.petsInit")])
        #expect(NamingCensus.repeatsWords(of: "pets", "petsList"))
        #expect(!NamingCensus.repeatsWords(of: "circuits", "circuitTypesList"))
    }

    @Test func aGroupWordKeptToTellTwoCallsApartCounts() {
        let spec = Snippets.spec(
            models: [B.object("Item", [B.property("id", B.schema(.string))])],
            endpoints: [
                Self.endpoint("vpcsList", tag: "VPCs", returning: "Item"),
                Self.endpoint("vpcs_list", tag: "VPCs", returning: "Item"),
            ]
        )
        // Both would become `list`: each keeps its whole name (`vpcsList`, `vpcsList2`).
        #expect(NamingCensus(spec: spec).groupPrefixes == 2)
    }

    @Test func aShortNameThatIsAnotherCallsWholeNameKeepsItsOwnWholeName() {
        var spec = Snippets.spec(
            models: [B.object("Item", [B.property("id", B.schema(.string))])],
            endpoints: [
                Self.endpoint("getPresence", tag: "Users", returning: "Item"),
                Self.endpoint("getUserPresence", tag: "Users", returning: "Item"),
                Self.endpoint("getUserProfile", tag: "Users", returning: "Item"),
            ]
        )
        spec.grouping = .tags
        let names = NameTable(spec: spec)
        // Not `getPresence2`: the circuitsandbox.net document's `/users/presence` and `/users/{id}/presence`.
        #expect(names.endpoint("getPresence").clientMethodName == "getPresence")
        #expect(names.endpoint("getUserPresence").clientMethodName == "getUserPresence")
        #expect(names.endpoint("getUserProfile").clientMethodName == "getProfile")
    }

    @Test func recognisesStatusNamesPluralsAndMixedCaseAcronyms() {
        #expect(NamingCensus.isStatusNamed("VPCsGet200ResponseDTO"))
        #expect(NamingCensus.isStatusNamed("Get404Response"))
        #expect(!NamingCensus.isStatusNamed("ExistingVPCResponseDTO"))
        #expect(!NamingCensus.isStatusNamed("V1000ResponseDTO"))
        #expect(NamingCensus.isPlural("TagsDTO"))
        #expect(NamingCensus.isPlural("DropletNeighborsDTO"))
        for single in ["StatusDTO", "AddressDTO", "AnalysisDTO", "VPCsDTO", "BusDTO", "IDs", "SettingsDTO"] {
            #expect(!NamingCensus.isPlural(single), "\(single)")
        }
        #expect(NamingCensus.spellsMixedCase(["GPU"], in: "GpuInfoDTO"))
        #expect(NamingCensus.spellsMixedCase(["BGP"], in: "getBgpAuthKey"))
        #expect(NamingCensus.spellsMixedCase(["VPC", "NAT"], in: "Vpcnatgateways", vocabulary: ["nat", "gateways"]))
        #expect(NamingCensus.spellsMixedCase(["GPU"], in: "listGpus"))
        // An English word that starts with an acronym's letters is not the acronym (digitallocker's `SIGN`).
        #expect(!NamingCensus.spellsMixedCase(["SIGN"], in: "SignatureDTO", vocabulary: ["signature", "sign"]))
        #expect(!NamingCensus.spellsMixedCase(["CANC"], in: "cancelOrder", vocabulary: ["cancel", "order"]))
        #expect(!NamingCensus.spellsMixedCase(["CANC"], in: "CancelOrder", vocabulary: ["order"]))
        #expect(NamingCensus.spellsMixedCase(["IP"], in: "IpAddressDTO"))
        #expect(!NamingCensus.spellsMixedCase(["IP"], in: "IpsecDTO"))
        #expect(!NamingCensus.spellsMixedCase(["GPU"], in: "GPUInfoDTO"))
        #expect(!NamingCensus.spellsMixedCase(["GPU"], in: "gpuInfo"))
    }

    @Test func aPluralNameOfOneArrayItemIsSingularisedWhenSafe() {
        let list = { (items: String) in B.property(items.lowercased(), B.schema(.array(B.schema(.reference(items))))) }
        let spec = Snippets.spec(models: [
            B.object("Tags", [B.property("name", B.schema(.string))]),
            B.object("Policies", [B.property("name", B.schema(.string))]),
            // `Boxes` has a `Box` beside it; `Settings` names one value; `Notes` is not an array's item.
            B.object("Boxes", [B.property("name", B.schema(.string))]),
            B.object("Box", [B.property("name", B.schema(.string))]),
            B.object("Settings", [B.property("name", B.schema(.string))]),
            B.object("Notes", [B.property("name", B.schema(.string))]),
            // One alias; one instance, with several ports.
            B.object("IPAlias", [B.property("name", B.schema(.string))]),
            B.object("InstanceWithNamedPorts", [B.property("name", B.schema(.string))]),
            B.object(
                "Holder",
                [
                    list("Tags"), list("Policies"), list("Boxes"), list("Settings"), list("IPAlias"),
                    list("InstanceWithNamedPorts"),
                ]
            ),
        ])
        let names = NameTable(spec: spec)
        #expect(names.modelType("Tags") == "TagDTO")
        #expect(names.modelType("Policies") == "PolicyDTO")
        #expect(names.modelType("Boxes") == "BoxesDTO")
        #expect(names.modelType("Box") == "BoxDTO")
        #expect(names.modelType("Settings") == "SettingsDTO")
        #expect(names.modelType("Notes") == "NotesDTO")
        #expect(names.modelType("IPAlias") == "IPAliasDTO")
        #expect(names.modelType("InstanceWithNamedPorts") == "InstanceWithNamedPortsDTO")
        #expect(NamingCensus(spec: spec).pluralSingleTypes == 1)
        #expect(SwiftNaming.singularWord("Boxes") == "Box")
        #expect(SwiftNaming.singularWord("Aliases") == nil)
        #expect(SwiftNaming.singularWord("Status") == nil)
    }
}
