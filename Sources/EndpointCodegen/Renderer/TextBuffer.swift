/// Where rendered text is appended piece by piece: a `String`, or the current line of a ``CodePrinter``.
protocol TextBuffer {
    /// Appends `text`.
    mutating func append(_ text: String)
}

extension String: TextBuffer {}
