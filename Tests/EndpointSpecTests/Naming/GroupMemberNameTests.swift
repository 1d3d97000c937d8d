import Testing

@testable import EndpointSpec

/// `SwiftNaming.memberName(_:withoutWordsOf:)`: a call's name within the group of its tag.
@Suite struct GroupMemberNameTests {
    @Test(arguments: [
        ("droplets_list", "Droplets", "list"),
        ("dropletsGet", "droplets", "get"),
        ("getChargesCharge", "Charges", "getCharge"),
        ("listAccountTransactions", "Accounts", "listTransactions"),
        ("getPetById", "Pets", "getByID"),
        ("listPolicies", "Policy", "list"),
        ("createAddress", "Addresses", "create"),
        ("webBackendCreateConnection", "web_backend", "createConnection"),
        ("listBlockStorageVolumes", "Block Storage", "listVolumes"),
        ("GET_USER_ORDERS", "orders", "getUser"),
        ("vpcs_list", "VPCs", "list"),
        ("addons_list", "Add Ons", "list"),
        ("addon_get", "Add Ons", "get"),
        ("vpcnatgateways_list", "VPC NAT Gateways", "list"),
        ("vpcnatgateway_get", "VPC NAT Gateways", "get"),
        ("domains_list_records", "Domain Records", "list"),
        ("domains_get_record", "Domain Records", "get"),
        ("circuits_circuits_list", "circuits", "list"),
        ("circuits_circuit-types_list", "circuits", "circuitTypesList"),
        ("Journey_JourneyResults", "Journey", "results"),
        ("company.companyRepositoryV1GetListGet", "company/", "repositoryV1GetListGet"),
        ("requisitionListRequisitionListRepositoryV1SavePost", "requisition_lists", "repositoryV1SavePost"),
        ("apps-appInfos-get_to_many_related", "Apps", "appInfosGetToManyRelated"),
        ("petsImport", "Pets", "import"),  // a keyword: escaped where it is declared
        ("conversations_open", "conversations", "open"),
        ("authentication_default", "Authentication", "default"),
    ])
    func dropsTheFirstRunOfTheGroupsWords(name: String, group: String, expected: String) {
        #expect(SwiftNaming.memberName(name, withoutWordsOf: group) == expected)
    }

    @Test(arguments: [
        ("store", "store"),  // nothing left
        ("petsInit", "Pets"),  // a name no member can take
        ("listUsers", "Orders"),  // no words of the group
        ("listBlockVolumes", "Block Storage"),  // the group's words are not together
        ("addonsx_list", "Add Ons"),  // the group's letters end inside a word
        ("domains_list", "Domain Records"),  // not every word of the group
    ])
    func keepsTheWholeNameWhenNothingUsableIsLeft(name: String, group: String) {
        #expect(SwiftNaming.memberName(name, withoutWordsOf: group) == nil)
    }
}
