/// The plain value types a name can hold.
enum ValueTypes {
    static let types: [TypeSpec] = [
        TypeSpec(
            "Double", aliases: ["CGFloat", "Int", "Float"], summary: "a number (let spacing = 8)",
            decode: { (expr: Expr, inv: Invocation) throws(ScriptError) in
                NumberValue(try inv.number(expr, "the value"))
            }),
        TypeSpec(
            "Bool", summary: "true or false",
            decode: { (expr: Expr, inv: Invocation) throws(ScriptError) in BoolValue(try inv.bool(expr, "the value")) }),
        TypeSpec(
            "String", summary: "text in quotes",
            decode: { (expr: Expr, inv: Invocation) throws(ScriptError) in
                StringValue(try inv.identifier(expr, "the value"))
            }),
        TypeSpec(
            "[String]", summary: "a list of identifiers (let todos = [todo1...todo30])",
            decode: { (expr: Expr, inv: Invocation) throws(ScriptError) in
                IdentifierList(try inv.identifiers(expr, "the value"))
            }),
        TypeSpec("nil", summary: "no value"),
    ]
}
