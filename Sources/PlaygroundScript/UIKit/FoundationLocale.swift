import PlaygroundCore
import SwiftSyntax

/// Foundation's locale and string tables, as the playground's device has them: English (United States),
/// as its calendar says (`FoundationDate`). `Locale.current` is `en_US`, `Locale.preferredLanguages` is
/// `["en-US"]`, and the app has no strings tables, so a lookup returns what Foundation returns for a key
/// no table has: the default value when there is one, else the key (`String(localized: "Done")` is
/// "Done", `Bundle.main.localizedString(forKey: "k", value: "Hello", table: nil)` is "Hello"). A locale
/// is a struct value holding its identifier, so it compares like one. A note says so the first time.
enum FoundationLocale {
    static let typeName = "Locale"
    static let deviceIdentifier = "en_US"
    static let preferredLanguages = ["en-US"]

    static func locale(_ identifier: String) -> Value {
        .structValue(StructValue(typeName: typeName, fields: [.init(name: "identifier", value: .string(identifier))]))
    }

    static func note(_ e: Evaluator) {
        e.noteOnce(
            "locale",
            "the playground's device is set to English (United States): Locale.current is en_US, "
                + "Locale.preferredLanguages is [\"en-US\"], and the app has no strings tables (a localized string "
                + "is its default value, else its key)",
            help: nil)
    }

    /// `Locale.current`, `Locale.autoupdatingCurrent`, `Locale.preferredLanguages` (and `NSLocale`'s).
    static func staticMember(_ name: String, ofType type: String, evaluator e: Evaluator) -> Value? {
        guard type == typeName || type == "NSLocale" else { return nil }
        switch name {
        case "current", "autoupdatingCurrent":
            note(e)
            return locale(deviceIdentifier)
        case "preferredLanguages":
            note(e)
            return .array(preferredLanguages.map { .string($0) })
        case "characterDirection", "lineDirection":
            // Evidence: [A] Locale.characterDirection(forLanguage:) and lineDirection(forLanguage:): a language's
            // direction; Arabic, Hebrew, Persian and Urdu (and the others written right to left) read right to left,
            // the rest left to right; lines run top to bottom.
            let vertical = name == "lineDirection"
            return .function(
                FunctionValue(
                    name: name, parameters: [],
                    body: .builtin { ctx, args in
                        guard args.count == 1, args[0].label == "forLanguage", case .string(let code) = args[0].value
                        else {
                            throw ctx.evaluator.error(
                                "Locale.\(name)(forLanguage:) takes a language code", at: ctx.node)
                        }
                        let language = code.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
                        let direction =
                            vertical
                            ? "topToBottom"
                            : rightToLeftLanguages.contains(language ?? "") ? "rightToLeft" : "leftToRight"
                        return .enumValue(
                            EnumValue(typeName: "Locale.LanguageDirection", caseName: direction, payload: []))
                    }, captured: nil))
        default: return nil
        }
    }

    /// Languages written right to left (Unicode CLDR's character order).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "mzn", "ps", "sd", "syr", "ug", "ur", "yi",
    ]

    /// `Bundle.preferredLocalizations(from:)`: of the localizations given, the ones Foundation picks for the
    /// playground's user (English, United States): `en-US`, else `en`, else an English one of another region.
    /// An empty list gives none. For a list without English, which one Foundation falls back to is not modelled.
    static func preferredLocalizations(from list: [String], evaluator e: Evaluator, at node: Syntax) throws -> Value {
        guard !list.isEmpty else { return .array([]) }
        note(e)
        func language(_ s: String) -> String {
            s.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? s
        }
        let match =
            list.first { $0 == "en-US" || $0 == "en_US" } ?? list.first { $0 == "en" }
            ?? list.first { language($0) == "en" }
        guard let match else {
            throw e.error(
                "Bundle.preferredLocalizations(from:) of localizations without English is not modelled: the "
                    + "playground's user prefers English (United States), and which one Foundation falls back to "
                    + "depends on the app's development localization",
                at: node, help: "include \"en\" in the list")
        }
        return .array([.string(match)])
    }

    /// `Locale(identifier: "fr_FR")`.
    static func construct(_ args: [Value.TupleElement], evaluator e: Evaluator, at node: some SyntaxProtocol) throws
        -> Value
    {
        guard args.count == 1, args[0].label == "identifier" else {
            throw e.error("the playground models Locale(identifier:) and Locale.current", at: node)
        }
        guard case .string(let identifier) = args[0].value else {
            throw e.error(
                "Locale(identifier:) takes a String, found a value of type \(e.typeName(of: args[0].value))", at: node)
        }
        return locale(identifier)
    }

    /// A locale's `identifier`, `languageCode`, `regionCode` (optional, as Foundation's) and `description`.
    static func member(_ name: String, of s: StructValue) -> Value? {
        guard s.typeName == typeName, case .string(let identifier)? = s.field("identifier") else { return nil }
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        switch name {
        case "identifier", "description": return .string(identifier)
        case "languageCode": return parts.first.map { .string($0) } ?? Value.none
        // The device's calendar (Gregorian in UTC, as `Calendar.current`); another locale's is not modelled.
        case "calendar" where identifier == deviceIdentifier: return FoundationDate.calendar()
        case "regionCode":
            return parts.dropFirst().last(where: { $0.count == 2 && $0.uppercased() == $0 }).map { .string($0) }
                ?? Value.none
        default:
            // Its other facts (`usesMetricSystem`, `currencyCode`, `calendar`) are not modelled.
            let spelled = identifier == deviceIdentifier ? "Locale.current" : "Locale(identifier: \"\(identifier)\")"
            return .inert(spelled + "." + name)
        }
    }

    /// Foundation's answer for a key no table has: the default value when given and not empty, else the key.
    static func lookup(
        _ values: [Value.TupleElement], keyLabel: String?, evaluator e: Evaluator, at node: some SyntaxProtocol
    ) throws -> Value {
        note(e)
        for label in ["value", "defaultValue"] {
            if case .string(let v)? = values.first(where: { $0.label == label })?.value, !v.isEmpty {
                return .string(v)
            }
        }
        guard let key = values.first(where: { $0.label == keyLabel })?.value else {
            throw e.error("a localized string needs a key", at: node)
        }
        if case .inert(let unknown) = key { throw e.inertValueError(unknown, at: node) }
        return key
    }
}
