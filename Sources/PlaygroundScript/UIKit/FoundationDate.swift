import PlaygroundCore
import SwiftSyntax

/// Foundation's `Date` and `Calendar`, deterministic: the playground's clock is virtual. `Date()`
/// (and `Date.now`) is Foundation's reference date, 2001-01-01 00:00:00 UTC, plus the seconds the
/// playground's clock has advanced (scheduled work moves it: `asyncAfter(deadline: .now() + 2)`),
/// so a script prints the same on every run. `Calendar.current` is the Gregorian calendar in UTC
/// (weeks start on Sunday, weekday 1, as in the en_US locale). A note says so the first time.
/// A date is a struct value holding `timeIntervalSinceReferenceDate`, so it compares and hashes
/// like one.
enum FoundationDate {
    static let typeName = "Date"
    static let calendarType = "Calendar"
    /// Seconds from 1970-01-01 to 2001-01-01 (Foundation's `timeIntervalBetween1970AndReferenceDate`).
    static let between1970AndReferenceDate = 978_307_200.0

    static func date(_ seconds: Double) -> Value {
        .structValue(
            StructValue(
                typeName: typeName,
                fields: [.init(name: "timeIntervalSinceReferenceDate", value: .double(seconds))]))
    }

    static func seconds(of v: Value) -> Double? {
        guard case .structValue(let s) = v, s.typeName == typeName,
            case .double(let d)? = s.field("timeIntervalSinceReferenceDate")
        else {
            return nil
        }
        return d
    }

    static func now(_ e: Evaluator) -> Double {
        noteClock(e)
        return e.session.swift.clock
    }

    static func noteClock(_ e: Evaluator) {
        let key = "date"
        guard !e.session.swift.shownNotes.contains(key) else { return }
        e.session.swift.shownNotes.insert(key)
        e.mutated = true
        let remark = Remark(
            .note,
            "Date() is the playground's clock, which starts at 2001-01-01 00:00:00 UTC (a Monday) and moves "
                + "only with scheduled work; Calendar.current is Gregorian in UTC: the same dates on every run",
            help: "make the date you want to see with Date(timeIntervalSince1970:)")
        e.outputs.append(.diagnostic(DiagnosticRenderer.render(remark, color: e.context.color), severity: .note))
    }

    private static func interval(_ v: Value, _ what: String, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws -> Double
    {
        let d = try Operators.number(v, at: node, evaluator: e)
        guard d.isFinite else { throw e.error("\(what) must be a finite number of seconds, found \(d)", at: node) }
        return d
    }

    private static func dateArgument(_ v: Value?, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> Double
    {
        guard let v else { throw e.error("expected a Date", at: node) }
        guard let s = seconds(of: v) else {
            throw e.error("expected a Date, found a value of type \(e.typeName(of: v))", at: node)
        }
        return s
    }

    // MARK: Construction and statics

    /// `Date()`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceReferenceDate:)`,
    /// `Date(timeIntervalSinceNow:)`, `Date(timeInterval:since:)`; `Calendar(identifier: .gregorian)`.
    static func construct(
        _ type: String, _ args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        if type == calendarType {
            guard args.isEmpty || (args.count == 1 && args[0].label == "identifier") else {
                throw e.error(
                    "Calendar is made with Calendar(identifier: .gregorian) or read as Calendar.current", at: node)
            }
            if let id = args.first?.value, case .enumValue(let c) = id,
                c.caseName != "gregorian" && c.caseName != "iso8601"
            {
                throw e.error(
                    "only the Gregorian calendar is modelled, not '.\(c.caseName)'", at: node,
                    help: "use Calendar(identifier: .gregorian) or Calendar.current")
            }
            return calendar()
        }
        guard type == typeName else { return nil }
        let labels = args.map(\.label)
        switch labels {
        case []: return date(now(e))
        case ["timeIntervalSince1970"]:
            return date(
                try interval(args[0].value, "timeIntervalSince1970", evaluator: e, at: node)
                    - between1970AndReferenceDate)
        case ["timeIntervalSinceReferenceDate"]:
            return date(try interval(args[0].value, "timeIntervalSinceReferenceDate", evaluator: e, at: node))
        case ["timeIntervalSinceNow"]:
            return date(now(e) + (try interval(args[0].value, "timeIntervalSinceNow", evaluator: e, at: node)))
        case ["timeInterval", "since"]:
            let since = try dateArgument(args[1].value, evaluator: e, at: node)
            return date(since + (try interval(args[0].value, "timeInterval", evaluator: e, at: node)))
        default:
            throw e.error(
                "Date has no initializer (" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + "); the playground models Date(), "
                    + "Date(timeIntervalSince1970:), Date(timeIntervalSinceReferenceDate:), Date(timeIntervalSinceNow:) "
                    + "and Date(timeInterval:since:)", at: node)
        }
    }

    static func staticMember(_ name: String, ofType type: String, evaluator e: Evaluator) -> Value? {
        switch (type, name) {
        case (typeName, "now"): return date(now(e))
        case (typeName, "distantPast"): return date(-63_114_076_800)
        case (typeName, "distantFuture"): return date(63_113_904_000)
        case (typeName, "timeIntervalBetween1970AndReferenceDate"): return .double(between1970AndReferenceDate)
        case (calendarType, "current"), (calendarType, "autoupdatingCurrent"):
            noteClock(e)
            return calendar()
        default: return nil
        }
    }

    static func calendar() -> Value {
        let gregorian = EnumValue(typeName: "Calendar.Identifier", caseName: "gregorian", payload: [])
        return .structValue(
            StructValue(typeName: calendarType, fields: [.init(name: "identifier", value: .enumValue(gregorian))]))
    }

    // MARK: Members

    static func member(_ name: String, of s: StructValue, evaluator e: Evaluator) -> Value? {
        if s.typeName == calendarType {
            switch name {
            case "firstWeekday": return .int(1)
            case "minimumDaysInFirstWeek": return .int(1)
            default: return nil
            }
        }
        guard s.typeName == typeName, let t = seconds(of: .structValue(s)) else { return nil }
        switch name {
        case "timeIntervalSince1970": return .double(t + between1970AndReferenceDate)
        case "timeIntervalSinceNow": return .double(t - now(e))
        case "description": return .string(describe(t))
        default: return nil
        }
    }

    static func isMethod(_ name: String, of s: StructValue) -> Bool {
        switch s.typeName {
        case typeName:
            ["addingTimeInterval", "timeIntervalSince", "distance", "advanced", "addTimeInterval", "compare"].contains(
                name)
        case calendarType:
            ["component", "dateComponents", "date", "startOfDay", "isDateInToday", "isDateInWeekend", "isDate"]
                .contains(name)
        default: false
        }
    }

    /// `date.addingTimeInterval(60)`, `a.timeIntervalSince(b)`; `calendar.component(.weekday, from: d)`,
    /// `calendar.dateComponents([.year, .month], from: d)`, `calendar.date(byAdding: .day, value: 1, to: d)`,
    /// `calendar.startOfDay(for: d)`, `calendar.isDateInToday(d)`, `calendar.isDate(a, inSameDayAs: b)`.
    static func call(
        _ name: String, on receiver: inout Value, args: [Value.TupleElement], evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Value? {
        guard case .structValue(let s) = receiver else { return nil }
        let labels = args.map(\.label)
        if s.typeName == typeName, let t = seconds(of: receiver) {
            switch (name, labels) {
            case ("addingTimeInterval", [nil]), ("advanced", ["by"]):
                return date(t + (try interval(args[0].value, name, evaluator: e, at: node)))
            case ("addTimeInterval", [nil]):
                receiver = date(t + (try interval(args[0].value, name, evaluator: e, at: node)))
                return .void
            case ("timeIntervalSince", [nil]):
                return .double(t - (try dateArgument(args[0].value, evaluator: e, at: node)))
            case ("distance", ["to"]): return .double((try dateArgument(args[0].value, evaluator: e, at: node)) - t)
            default: return nil
            }
        }
        guard s.typeName == calendarType else { return nil }
        switch (name, labels) {
        case ("component", [nil, "from"]):
            let unit = try component(args[0].value, evaluator: e, at: node)
            return .int(
                try value(
                    of: unit, at: try dateArgument(args[1].value, evaluator: e, at: node), evaluator: e, node: node))
        case ("dateComponents", [nil, "from"]):
            let t = try dateArgument(args[1].value, evaluator: e, at: node)
            var fields: [StructValue.Field] = []
            for unit in try e.iterate(args[0].value, at: node) {
                let u = try component(unit, evaluator: e, at: node)
                fields.append(.init(name: u, value: .int(try value(of: u, at: t, evaluator: e, node: node))))
            }
            return .structValue(StructValue(typeName: "DateComponents", fields: fields))
        case ("date", ["byAdding", "value", "to"]):
            let unit = try component(args[0].value, evaluator: e, at: node)
            guard case .int(let n) = args[1].value else { throw e.error("value must be an Int", at: node) }
            let t = try dateArgument(args[2].value, evaluator: e, at: node)
            return date(try adding(n, unit, to: t, evaluator: e, at: node))
        case ("startOfDay", ["for"]):
            let t = try dateArgument(args[0].value, evaluator: e, at: node)
            return date((t / 86_400).rounded(.down) * 86_400)
        case ("isDateInToday", [nil]):
            let t = try dateArgument(args[0].value, evaluator: e, at: node)
            return .bool((t / 86_400).rounded(.down) == (now(e) / 86_400).rounded(.down))
        case ("isDateInWeekend", [nil]):
            let weekday = try value(
                of: "weekday", at: try dateArgument(args[0].value, evaluator: e, at: node), evaluator: e, node: node)
            return .bool(weekday == 1 || weekday == 7)
        case ("isDate", [nil, "inSameDayAs"]):
            let a = try dateArgument(args[0].value, evaluator: e, at: node)
            let b = try dateArgument(args[1].value, evaluator: e, at: node)
            return .bool((a / 86_400).rounded(.down) == (b / 86_400).rounded(.down))
        default:
            throw e.error(
                "Calendar's '\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + ")' is not modelled by the playground; "
                    + "it models component(_:from:), dateComponents(_:from:), date(byAdding:value:to:), startOfDay(for:), "
                    + "isDateInToday(_:), isDateInWeekend(_:) and isDate(_:inSameDayAs:)", at: node)
        }
    }

    private static let units = [
        "era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
        "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "dayOfYear",
    ]

    private static func component(_ v: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> String {
        guard case .enumValue(let c) = v, c.payload.isEmpty, units.contains(c.caseName) else {
            throw e.error("expected a Calendar.Component such as .weekday, found \(e.description(v))", at: node)
        }
        return c.caseName
    }

    /// Days since 1970-01-01 → (year, month, day), Howard Hinnant's civil-from-days algorithm.
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// (year, month, day) → days since 1970-01-01 (the inverse of `civil`).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Dates far outside any calendar an app shows are an error rather than an overflow.
    private static let limit = 1e13

    private static func checkedDays(
        _ t: Double, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> (days: Int, seconds: Double) {
        let unix = t + between1970AndReferenceDate
        guard unix.isFinite, Swift.abs(unix) < limit else {
            throw e.error("the date is too far from 1970 for the playground's calendar (\(unix) seconds)", at: node)
        }
        let days = (unix / 86_400).rounded(.down)
        return (Int(days), unix - days * 86_400)
    }

    private static func value(of unit: String, at t: Double, evaluator e: Evaluator, node: some SyntaxProtocol) throws
        -> Int
    {
        let (days, secs) = try checkedDays(t, evaluator: e, at: node)
        let (y, m, d) = civil(days)
        let jan1 = Self.days(year: y, month: 1, day: 1)
        let weekday = ((days + 4) % 7 + 7) % 7 + 1  // 1970-01-01 was a Thursday (weekday 5)
        switch unit {
        case "era": return y > 0 ? 1 : 0
        case "year", "yearForWeekOfYear": return y
        case "month": return m
        case "day": return d
        case "hour": return Int(secs / 3600)
        case "minute": return Int(secs.truncatingRemainder(dividingBy: 3600) / 60)
        case "second": return Int(secs.truncatingRemainder(dividingBy: 60))
        case "nanosecond": return Int((secs - secs.rounded(.down)) * 1e9)
        case "weekday": return weekday
        case "weekdayOrdinal": return (d - 1) / 7 + 1
        case "quarter": return (m - 1) / 3 + 1
        case "dayOfYear": return days - jan1 + 1
        case "weekOfMonth":
            let firstWeekday = ((days - (d - 1) + 4) % 7 + 7) % 7  // 0 = Sunday
            return (d - 1 + firstWeekday) / 7 + 1
        default:  // weekOfYear, with weeks starting on Sunday and any days of January 1's week counting
            let firstWeekday = ((jan1 + 4) % 7 + 7) % 7
            return (days - jan1 + firstWeekday) / 7 + 1
        }
    }

    private static func adding(
        _ n: Int, _ unit: String, to t: Double, evaluator e: Evaluator,
        at node: some SyntaxProtocol
    ) throws -> Double {
        let seconds: Double
        switch unit {
        case "second": seconds = 1
        case "minute": seconds = 60
        case "hour": seconds = 3600
        case "day", "weekday", "dayOfYear": seconds = 86_400
        case "weekOfYear", "weekOfMonth": seconds = 7 * 86_400
        case "nanosecond": seconds = 1e-9
        case "month", "year", "quarter":
            let (days, secs) = try checkedDays(t, evaluator: e, at: node)
            let (y, m, d) = civil(days)
            let months = n.multipliedReportingOverflow(by: unit == "year" ? 12 : unit == "quarter" ? 3 : 1)
            guard !months.overflow, Swift.abs(months.partialValue) < 1_000_000 else {
                throw e.error("the date would be out of range", at: node)
            }
            let total = y * 12 + (m - 1) + months.partialValue
            let ny = Int((Double(total) / 12).rounded(.down))
            let nm = total - ny * 12 + 1
            // The day is clamped to the new month's length, as Calendar does (Jan 31 + 1 month = Feb 28).
            let length =
                Self.days(year: nm == 12 ? ny + 1 : ny, month: nm == 12 ? 1 : nm + 1, day: 1)
                - Self.days(year: ny, month: nm, day: 1)
            let newDays = Self.days(year: ny, month: nm, day: Swift.min(d, length))
            return Double(newDays) * 86_400 + secs - between1970AndReferenceDate
        default:
            throw e.error("adding .\(unit) is not modelled by the playground", at: node)
        }
        let r = t + Double(n) * seconds
        guard r.isFinite, Swift.abs(r) < limit else { throw e.error("the date would be out of range", at: node) }
        return r
    }

    /// `print(date)`: as Foundation describes a date, `2001-01-01 00:00:00 +0000`.
    static func describe(_ t: Double) -> String {
        let unix = t + between1970AndReferenceDate
        guard unix.isFinite, Swift.abs(unix) < limit else { return "Date(timeIntervalSinceReferenceDate: \(t))" }
        let days = (unix / 86_400).rounded(.down)
        let secs = Int(unix - days * 86_400)
        let (y, m, d) = civil(Int(days))
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = String(Swift.abs(y))
        return (y < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, 4 - year.count)) + year
            + "-\(two(m))-\(two(d)) \(two(secs / 3600)):\(two(secs % 3600 / 60)):\(two(secs % 60)) +0000"
    }

    /// `a < b`, `a == b`, `date + 60`, `date - 60` (Date's operators with TimeInterval).
    static func binary(_ op: String, _ l: Value, _ r: Value, evaluator e: Evaluator, at node: some SyntaxProtocol)
        throws -> Value?
    {
        switch (seconds(of: l), seconds(of: r)) {
        case (let a?, let b?):
            switch op {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: return nil
            }
        case (let a?, nil) where op == "+" || op == "-":
            let d = try interval(r, "the interval", evaluator: e, at: node)
            return date(op == "+" ? a + d : a - d)
        case (nil, let b?) where op == "+":
            return date(b + (try interval(l, "the interval", evaluator: e, at: node)))
        default:
            return nil
        }
    }
}
