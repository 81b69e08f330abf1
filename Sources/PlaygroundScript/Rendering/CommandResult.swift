/// A command's result as data: what the command computed, held in one value. Its text is
/// `lines`, and its JSON is the value itself encoded through `JSONValueEncoder`, so the two are
/// renderings of the same value and cannot disagree about what was computed.
protocol CommandResult: Encodable, Equatable, Sendable {
    /// The text rendering.
    var lines: [String] { get }
}

extension CommandResult {
    /// The JSON rendering.
    var json: JSONValue { JSONValueEncoder.encode(self) }
}

extension Invocation {
    /// Prints the result: its lines, or its JSON in JSON mode.
    mutating func emit(_ result: some CommandResult) { emit(result.lines, json: result.json) }
}

// The results made before the protocol: each already renders both ways from its one value.
extension ApplyResult: CommandResult {}
extension CellsResult: CommandResult {}
extension ContentResult: CommandResult {}
