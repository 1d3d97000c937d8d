import EndpointSpec

/// One page of the mock's list for a paginated operation answered from its schema: the operation's `pagination`
/// declaration read the way the generated `…Pages(…)` method reads it, so a page loop against the mock walks
/// pages that differ and ends as it would against the server.
///
/// The list holds ``itemCount`` items, ``defaultPageSize`` a page unless the request passes the declaration's
/// `limitParameter`. Where the page starts comes from the request: the offset, the page number (from
/// `firstPage`), the cursor (the mock's cursors are the index of the next item; with `cursorFromItem` each item's
/// cursor member is its number), or for `link` and `nextURL` the query item `page` of the URL the mock gave. The
/// page then holds its items (each item's `id`, when it has one, numbered), and says whether another follows:
/// `hasMore`, the next cursor (absent, `null` or empty on the last page), a `Link: <…>; rel="next"` header or the
/// next page's URL in the body.
struct MockPage {
    /// How many items the mock's list holds.
    static let itemCount = 5
    /// How many items a page holds when the request does not say.
    static let defaultPageSize = 2
    /// The query item carrying the page number in the URLs of `link` and `nextURL` pages.
    static let urlPageItem = "page"

    let spec: Spec
    let pagination: PaginationDefinition
    let request: HTTPServerRequest

    /// The page `body` (a body built from the response's schema, `schema`) becomes, and the headers it adds;
    /// `nil` when the body has no array where the declaration says the items are.
    func page(of body: SpecValue, schema: Schema, numberingItems: Bool) -> (body: SpecValue, headers: HTTPHeaders)? {
        guard case .array(let built)? = Self.value(at: pagination.items, in: body), let template = built.first else {
            return nil
        }
        let size = pageSize
        let start = startIndex(pageSize: size)
        let count = max(0, min(size, Self.itemCount - start))
        let hasNext = start + count < Self.itemCount
        let items = (start..<(start + count)).map { item(template, index: $0, numbering: numberingItems) }
        var page = Self.setting(.array(items), at: pagination.items, in: body)
        var headers = HTTPHeaders()
        if let hasMore = pagination.hasMore { page = Self.setting(.bool(hasNext), at: hasMore, in: page) }
        switch pagination.kind {
        case .cursor:
            if let nextCursor = pagination.nextCursor {
                let template = Self.value(at: nextCursor, in: body)
                let value: SpecValue? =
                    hasNext
                    ? (template.map(Self.isNumber) == true ? .number("\(start + count)") : .string("\(start + count)"))
                    : end(of: nextCursor, schema: schema, template: template)
                page = Self.setting(value, at: nextCursor, in: page)
            }
        case .link:
            if hasNext { headers["Link"] = "<\(url(ofPage: start / size + 2))>; rel=\"next\"" }
        case .nextURL:
            if let nextURL = pagination.nextURL {
                let value: SpecValue? =
                    hasNext
                    ? .string(url(ofPage: start / size + 2))
                    : end(of: nextURL, schema: schema, template: Self.value(at: nextURL, in: body))
                page = Self.setting(value, at: nextURL, in: page)
            }
        case .offset, .page: break
        }
        return (page, headers)
    }

    // MARK: - Where the page is

    /// The request's limit (when positive), else ``defaultPageSize``.
    private var pageSize: Int {
        guard let name = pagination.limitParameter, let text = request.queryValue(for: name), let limit = Int(text),
            limit > 0
        else { return Self.defaultPageSize }
        return limit
    }

    /// The index of the page's first item.
    private func startIndex(pageSize: Int) -> Int {
        func integer(_ name: String?) -> Int? { name.flatMap { request.queryValue(for: $0) }.flatMap { Int($0) } }
        let start: Int
        switch pagination.kind {
        case .offset: start = integer(pagination.offsetParameter) ?? 0
        case .page:
            start = ((integer(pagination.pageParameter) ?? pagination.firstPage) - pagination.firstPage) * pageSize
        case .cursor: start = integer(pagination.cursorParameter) ?? 0
        case .link, .nextURL: start = ((integer(Self.urlPageItem) ?? 1) - 1) * pageSize
        }
        return max(0, start)
    }

    /// The request's path and query with ``urlPageItem`` set to `number`: the next page's URL (origin-relative).
    private func url(ofPage number: Int) -> String {
        let parts = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let kept = (parts.count > 1 ? parts[1].split(separator: "&") : []).filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return name != Self.urlPageItem
        }
        return parts[0] + "?" + (kept.map(String.init) + ["\(Self.urlPageItem)=\(number)"]).joined(separator: "&")
    }

    // MARK: - The page's values

    /// `template` as the item at `index`: its cursor member (`cursorFromItem`) the index after it, and its `id`
    /// numbered when `numbering`.
    private func item(_ template: SpecValue, index: Int, numbering: Bool) -> SpecValue {
        var item = template
        if numbering, case .object(let members) = template, let id = members.first(where: { $0.key == "id" }) {
            item = Self.setting(
                Self.isNumber(id.value) ? .number("\(index + 1)") : .string("\(index + 1)"),
                at: ["id"],
                in: item
            )
        }
        if pagination.kind == .cursor, let path = pagination.cursorFromItem {
            let current = Self.value(at: path, in: template)
            let value: SpecValue =
                current.map(Self.isNumber) == true ? .number("\(index + 1)") : .string("\(index + 1)")
            item = Self.setting(value, at: path, in: item)
        }
        return item
    }

    /// What the last page holds at `path` (a next cursor or URL): nothing when the property is optional, `null`
    /// when it is nullable, otherwise an empty value.
    private func end(of path: [String], schema: Schema, template: SpecValue?) -> SpecValue? {
        if case .success(let resolved) = spec.paginationPath(path, from: schema), let last = resolved.steps.last {
            if !last.property.isRequired { return nil }
            if last.property.schema.isNullable { return .null }
        }
        return template.map(Self.isNumber) == true ? .number("0") : .string("")
    }

    private static func isNumber(_ value: SpecValue) -> Bool {
        if case .number = value { true } else { false }
    }

    /// The value at `path` (object members by key) in `value`.
    static func value(at path: [String], in value: SpecValue) -> SpecValue? {
        var current = value
        for key in path {
            guard case .object(let members) = current, let member = members.first(where: { $0.key == key }) else {
                return nil
            }
            current = member.value
        }
        return current
    }

    /// `value` with `newValue` at `path` (objects made on the way; the member removed when `newValue` is `nil`).
    static func setting(_ newValue: SpecValue?, at path: [String], in value: SpecValue) -> SpecValue {
        guard let key = path.first else { return newValue ?? .null }
        var members: [SpecMember] = if case .object(let members) = value { members } else { [] }
        let index = members.firstIndex { $0.key == key }
        let rest = Array(path.dropFirst())
        if newValue == nil, rest.isEmpty {
            if let index { members.remove(at: index) }
            return .object(members)
        }
        let updated = setting(newValue, at: rest, in: index.map { members[$0].value } ?? .object([]))
        if let index { members[index].value = updated } else { members.append(SpecMember(key, updated)) }
        return .object(members)
    }
}
