import SwiftParser
import SwiftSyntax

/// Types of Swift's standard library that the playground runs as Swift source, declared the first
/// time a program names one, as if it had declared it itself: `Result`, which completion handlers
/// and stores pass data in (`completion(.success(items))`, `try? result.get()`).
enum StandardLibrary {
    /// The file messages name for a line of this source.
    static let file = "<Swift standard library>"

    static let resultText = """
        enum Result<Success, Failure: Error> {
            case success(Success)
            case failure(Failure)

            init(catching body: () throws -> Success) {
                do {
                    self = .success(try body())
                } catch {
                    self = .failure(error)
                }
            }

            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }

            func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }

            func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }

            func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }
        """

    /// Whether `text` names `Result` anywhere: a scan of its bytes (the standard library's `contains` of a
    /// string in a string took 2.5 million instructions over the few units of the provider benchmark).
    static func mentionsResult(_ text: String) -> Bool {
        let word = Array("Result".utf8)
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= word.count else { return false }
            var i = 0
            while i <= bytes.count - word.count {
                if bytes[i] == word[0] {
                    var k = 1
                    while k < word.count, bytes[i + k] == word[k] { k += 1 }
                    if k == word.count { return true }
                }
                i += 1
            }
            return false
        }
        var text = text
        return text.withUTF8(scan)
    }

    /// Parsed once for every session (the declarations keep their nodes, which stay alive with it).
    static let result: SourceFileSyntax = SwiftParser.Parser.parse(source: resultText)
}

extension Evaluator {
    /// Declares the standard library's type `name` when the program names it and declares none of its
    /// own (a program's `enum Result` is its own, as in Swift).
    func declareStandardType(_ name: String) {
        guard name == "Result", session.swift.types[name] == nil else { return }
        let tree = StandardLibrary.result
        session.swift.sources[Syntax(tree).id] = SwiftSource(
            file: StandardLibrary.file, firstLine: 1, text: StandardLibrary.resultText)
        for statement in tree.statements {
            if let decl = statement.item.as(DeclSyntax.self) { try? declareType(decl, global: true) }
        }
    }
}
