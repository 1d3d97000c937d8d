/// Deterministic synthetic specs in EndpointKit's own format, built in memory for the generator benchmarks.
///
/// A spec of size `n` has `n` endpoints and `n` models. Every tenth model (`Status0000`, `Status0010`, …) is a
/// string enumeration of eight cases; the others are objects with nine properties: scalars of every format,
/// an inline enumeration, a reference to the block's enumeration, an array of strings, a string map, an array of
/// references, and a nullable `next` reference that chains the objects of each block of ten, so nesting is
/// real but bounded. Endpoints cycle through `GET` with path, query and header parameters, `POST` and `PUT` with
/// a body, and `DELETE` without a response body; each has success and error responses.
enum SyntheticSpec {
    /// Models per block: one enumeration followed by nine chained objects.
    static let blockSize = 10

    /// The UTF-8 text of the spec with `size` endpoints and `size` models.
    static func text(size: Int) -> [UInt8] {
        var json = #"{"name":"Synthetic","description":"A synthetic spec for benchmarks.","#
        json += #""baseURL":"https://synthetic.example.com/v1","models":{"#
        json += #""ErrorMessage":{"properties":{"message":{"type":"string"}},"required":["message"]}"#
        for index in 0..<size {
            json += ","
            json += model(index)
        }
        json += #"},"endpoints":{"#
        for index in 0..<size {
            if index > 0 { json += "," }
            json += endpoint(index, modelCount: size)
        }
        json += "}}"
        return Array(json.utf8)
    }

    // MARK: Names

    /// `0042` for 42: four digits at least, so names sort like their numbers up to 9,999.
    static func number(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The name of model `index`: `StatusNNNN` for the first of each block, `ItemNNNN` otherwise.
    static func modelName(_ index: Int) -> String {
        index % blockSize == 0 ? "Status\(number(index))" : "Item\(number(index))"
    }

    /// The object model an endpoint reads or writes: the nearest object model at or after `index`.
    static func objectModelName(for index: Int, modelCount: Int) -> String {
        var target = index % max(1, modelCount)
        if target % blockSize == 0 { target += 1 }
        return target < modelCount ? modelName(target) : "ErrorMessage"
    }

    // MARK: Models

    private static func model(_ index: Int) -> String {
        let name = modelName(index)
        if index % blockSize == 0 {
            let cases = (0..<8).map { #""state-\#($0)-\#(index)""# }.joined(separator: ",")
            return #""\#(name)":{"type":"string","enum":[\#(cases)],"description":"Enumeration \#(index)."}"#
        }
        let blockStart = index - index % blockSize
        var properties = [
            #""id":{"type":"string","format":"uuid","description":"The identifier."}"#,
            #""created_at":{"type":"string","format":"date-time"}"#,
            #""count":{"type":"integer","format":"int64","default":0}"#,
            #""ratio":{"type":"number"}"#,
            #""kind":{"type":"string","enum":["small","medium","large","x-large"]}"#,
            #""status":{"$ref":"\#(modelName(blockStart))"}"#,
            #""tags":{"type":"array","items":{"type":"string"}}"#,
            #""labels":{"type":"object","additionalProperties":{"type":"string"}}"#,
        ]
        let next = index + 1
        if next % blockSize != 0 {
            properties.append(#""next":{"$ref":"\#(modelName(next))","nullable":true}"#)
            properties.append(#""children":{"type":"array","items":{"$ref":"\#(modelName(next))"}}"#)
        }
        return #""\#(name)":{"description":"Synthetic object \#(index).","properties":{"#
            + properties.joined(separator: ",") + #"},"required":["id","created_at","status"]}"#
    }

    // MARK: Endpoints

    private static func endpoint(_ index: Int, modelCount: Int) -> String {
        let model = objectModelName(for: index, modelCount: modelCount)
        let number = number(index)
        let errors = #""404":{"$ref":"ErrorMessage","description":"Not found."}"#
        switch index % 4 {
        case 0:
            return #"""
                "getItem\#(number)":{"method":"GET","path":"/items\#(number)/{id}","summary":"Gets item \#(index).",\#
                "parameters":{"id":{"in":"path","type":"string"},\#
                "limit":{"in":"query","type":"integer","format":"int32"},\#
                "since":{"in":"query","type":"string","format":"date-time"},\#
                "order":{"in":"query","type":"string","enum":["asc","desc"]},\#
                "X-Trace":{"in":"header","type":"string"}},\#
                "responses":{"200":{"$ref":"\#(model)"},\#(errors)}}
                """#
        case 1:
            return #"""
                "createItem\#(number)":{"method":"POST","path":"/items\#(number)","summary":"Creates item \#(index).",\#
                "body":{"$ref":"\#(model)"},"responses":{"201":{"$ref":"\#(model)"},\#
                "400":{"$ref":"ErrorMessage"}}}
                """#
        case 2:
            return #"""
                "replaceItem\#(number)":{"method":"PUT","path":"/items\#(number)/{id}","parameters":{"id":{"in":"path",\#
                "type":"string"}},"body":{"$ref":"\#(model)"},"responses":{"200":{"$ref":"\#(model)"},\#(errors)}}
                """#
        default:
            return #"""
                "deleteItem\#(number)":{"method":"DELETE","path":"/items\#(number)/{id}","parameters":{"id":{"in":"path",\#
                "type":"string"}},"responses":{"204":{},\#(errors)}}
                """#
        }
    }
}
