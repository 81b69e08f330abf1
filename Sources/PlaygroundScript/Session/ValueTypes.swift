/// The plain value types a name can hold.
enum ValueTypes {
    static let types: [TypeSpec] = [
        TypeSpec("Double", aliases: ["CGFloat", "Int", "Float"], summary: "a number (let spacing = 8)"),
        TypeSpec("Bool", summary: "true or false"),
        TypeSpec("String", summary: "text in quotes"),
        TypeSpec("[String]", summary: "a list of identifiers (let todos = [todo1...todo30])"),
        TypeSpec("nil", summary: "no value"),
    ]
}
