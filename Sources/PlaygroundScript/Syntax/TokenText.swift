@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// The token's text as written, the same as `text`, read from the source directly. swift-syntax's `text` forms
    /// the token's kind first (a string made, a keyword looked up, then a second string): the names and literals
    /// the evaluator reads on every run of a statement cost it several percent of a section provider's work.
    var spelled: String { String(syntaxText: rawText) }

    /// Whether the token is an identifier (`tokenKind` forms the kind, as `text` does).
    var isIdentifier: Bool { rawTokenKind == .identifier }
}
