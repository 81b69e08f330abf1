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
        if type == componentsType {
            // `DateComponents(year: 2024, month: 1, day: 1)`: the components given, the others nil.
            var given: [String: Value] = [:]
            for a in args {
                guard let label = a.label, units.contains(label) || label == "calendar" || label == "timeZone" else {
                    throw e.error(
                        "DateComponents has no argument '\(a.label ?? "_")'; it takes the calendar's units "
                            + "(year:, month:, day:, hour:, minute:, second:, weekday:...)", at: node)
                }
                if label == "calendar", !a.value.isNone { given["calendar"] = a.value }
                if units.contains(label) {
                    guard a.value.isNone || { if case .int = a.value { true } else { false } }() else {
                        throw e.error(
                            "DateComponents' \(label): takes an Int, found a value of type \(e.typeName(of: a.value))",
                            at: node)
                    }
                    given[label] = a.value
                }
            }
            return components(given)
        }
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

    /// The Gregorian calendar of an en_US device; `firstWeekday`, `minimumDaysInFirstWeek` and `locale` are
    /// stored, so a program may set them (a calendar grid starting its weeks on Monday sets `firstWeekday = 2`).
    static func calendar() -> Value {
        let gregorian = EnumValue(typeName: "Calendar.Identifier", caseName: "gregorian", payload: [])
        return .structValue(
            StructValue(
                typeName: calendarType,
                fields: [
                    .init(name: "identifier", value: .enumValue(gregorian)),
                    .init(name: "firstWeekday", value: .int(1)),
                    .init(name: "minimumDaysInFirstWeek", value: .int(1)),
                    .init(name: "locale", value: FoundationLocale.locale(FoundationLocale.deviceIdentifier)),
                ]))
    }

    static let componentsType = "DateComponents"

    /// A `DateComponents` value: every unit a field, nil where not given (as Foundation's optionals).
    /// The calendar it was made with, when given (`DateComponents(calendar: .current, year: ...)`), is a field too.
    static func components(_ given: [String: Value]) -> Value {
        var fields: [StructValue.Field] = units.map { .init(name: $0, value: given[$0] ?? .none) }
        if let calendar = given["calendar"] { fields.append(.init(name: "calendar", value: calendar)) }
        return .structValue(StructValue(typeName: componentsType, fields: fields))
    }

    private static func firstWeekday(of s: StructValue) -> Int {
        if case .int(let n)? = s.field("firstWeekday"), (1...7).contains(n) { return n }
        return 1
    }

    /// The calendar's names of days and months, as an en_US device has them (the playground's locale).
    static let symbols: [String: [String]] = {
        let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        var table: [String: [String]] = [:]
        for standalone in ["", "standalone"] {
            func name(_ size: String, _ what: String) -> String {
                let base = size.isEmpty ? what.prefix(1).lowercased() + what.dropFirst() : size + what
                return standalone.isEmpty ? base : standalone + base.prefix(1).uppercased() + base.dropFirst()
            }
            table[name("", "WeekdaySymbols")] = weekdays
            table[name("short", "WeekdaySymbols")] = weekdays.map { String($0.prefix(3)) }
            table[name("veryShort", "WeekdaySymbols")] = weekdays.map { String($0.prefix(1)) }
            table[name("", "MonthSymbols")] = months
            table[name("short", "MonthSymbols")] = months.map { String($0.prefix(3)) }
            table[name("veryShort", "MonthSymbols")] = months.map { String($0.prefix(1)) }
        }
        table["quarterSymbols"] = ["1st quarter", "2nd quarter", "3rd quarter", "4th quarter"]
        table["shortQuarterSymbols"] = ["Q1", "Q2", "Q3", "Q4"]
        table["eraSymbols"] = ["BC", "AD"]
        return table
    }()

    // MARK: Members

    static func member(_ name: String, of s: StructValue, evaluator e: Evaluator) -> Value? {
        if s.typeName == calendarType {
            switch name {
            case "amSymbol": return .string("AM")
            case "pmSymbol": return .string("PM")
            default:
                guard let names = symbols[name] else { return nil }
                // The names are English whatever `locale` says: the playground's device is en_US.
                FoundationLocale.note(e)
                return .array(names.map { .string($0) })
            }
        }
        if s.typeName == componentsType {
            // `.date`: the date the components name in their calendar; nil without one, as in Foundation.
            if name == "date" {
                guard s.field("calendar") != nil else { return Value.none }
                return (try? date(from: .structValue(s), evaluator: e, at: e.anchor)).map { date($0) } ?? Value.none
            }
            if name == "calendar" { return Value.none }
            return units.contains(name) ? Value.none : nil
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
            [
                "component", "dateComponents", "date", "startOfDay", "isDateInToday", "isDateInWeekend", "isDate",
                "isDateInTomorrow", "isDateInYesterday", "range", "ordinality",
            ].contains(name)
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
        let fw = firstWeekday(of: s)
        switch (name, labels) {
        case ("component", [nil, "from"]):
            let unit = try component(args[0].value, evaluator: e, at: node)
            return .int(
                try value(
                    of: unit, at: try dateArgument(args[1].value, evaluator: e, at: node), firstWeekday: fw,
                    evaluator: e, node: node))
        case ("dateComponents", [nil, "from"]):
            let t = try dateArgument(args[1].value, evaluator: e, at: node)
            var given: [String: Value] = [:]
            for unit in try e.iterate(args[0].value, at: node) {
                let u = try component(unit, evaluator: e, at: node)
                given[u] = .int(try value(of: u, at: t, firstWeekday: fw, evaluator: e, node: node))
            }
            return components(given)
        case ("date", ["from"]):
            return date(try date(from: args[0].value, evaluator: e, at: node))
        case ("date", ["bySettingHour", "minute", "second", "of"]),
            ("date", ["bySettingHour", "minute", "second", "of", "matchingPolicy"]),
            ("date", ["bySettingHour", "minute", "second", "of", "matchingPolicy", "repeatedTimePolicy", "direction"]):
            // The same day at that time (UTC has no skipped or repeated hours, so the policies change nothing);
            // nil for a time that is not one (Foundation's answer to 25:00).
            var parts: [Int] = []
            for (i, limit) in [24, 60, 60].enumerated() {
                guard case .int(let n) = args[i].value else {
                    throw e.error("\(args[i].label ?? "_"): takes an Int", at: node)
                }
                guard n >= 0, n < limit else { return Value.none }
                parts.append(n)
            }
            let day = try dateArgument(args[3].value, evaluator: e, at: node)
            let start = (day / 86_400).rounded(.down) * 86_400
            return date(start + Double(parts[0] * 3600 + parts[1] * 60 + parts[2]))
        case ("range", ["of", "in", "for"]):
            let smaller = try component(args[0].value, evaluator: e, at: node)
            let larger = try component(args[1].value, evaluator: e, at: node)
            let t = try dateArgument(args[2].value, evaluator: e, at: node)
            guard let r = try range(of: smaller, in: larger, at: t, firstWeekday: fw, evaluator: e, node: node) else {
                throw e.error(
                    "Calendar's range(of: .\(smaller), in: .\(larger), for:) is not modelled by the playground; it "
                        + "models days, weekdays and weeks of a month, days and months of a year, weekdays of a week and "
                        + "hours, minutes and seconds", at: node)
            }
            return .range(lower: r.lowerBound, upper: r.upperBound, closed: false)
        case ("ordinality", ["of", "in", "for"]):
            let smaller = try component(args[0].value, evaluator: e, at: node)
            let larger = try component(args[1].value, evaluator: e, at: node)
            let t = try dateArgument(args[2].value, evaluator: e, at: node)
            let v = { (u: String) in try value(of: u, at: t, firstWeekday: fw, evaluator: e, node: node) }
            switch (smaller, larger) {
            case ("day", "month"), ("month", "year"), ("hour", "day"), ("minute", "hour"), ("second", "minute"):
                return .int(try v(smaller) + (smaller == "day" || smaller == "month" ? 0 : 1))
            case ("day", "year"): return .int(try v("dayOfYear"))
            case ("weekOfMonth", "month"): return .int(try v("weekOfMonth"))
            case ("weekOfYear", "year"): return .int(try v("weekOfYear"))
            case ("weekday", "weekOfMonth"), ("weekday", "weekOfYear"), ("day", "weekOfMonth"), ("day", "weekOfYear"):
                return .int((try v("weekday") - fw + 7) % 7 + 1)
            default:
                throw e.error(
                    "Calendar's ordinality(of: .\(smaller), in: .\(larger), for:) is not modelled by the playground",
                    at: node)
            }
        case ("isDateInTomorrow", [nil]), ("isDateInYesterday", [nil]):
            let t = try dateArgument(args[0].value, evaluator: e, at: node)
            let offset = name == "isDateInTomorrow" ? 1.0 : -1.0
            return .bool((t / 86_400).rounded(.down) == (now(e) / 86_400).rounded(.down) + offset)
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
                of: "weekday", at: try dateArgument(args[0].value, evaluator: e, at: node), firstWeekday: fw,
                evaluator: e, node: node)
            return .bool(weekday == 1 || weekday == 7)
        case ("isDate", [nil, "inSameDayAs"]):
            let a = try dateArgument(args[0].value, evaluator: e, at: node)
            let b = try dateArgument(args[1].value, evaluator: e, at: node)
            return .bool((a / 86_400).rounded(.down) == (b / 86_400).rounded(.down))
        default:
            throw e.error(
                "Calendar's '\(name)(" + labels.map { ($0 ?? "_") + ":" }.joined()
                    + ")' is not modelled by the playground; "
                    + "it models component(_:from:), dateComponents(_:from:), date(from:), date(byAdding:value:to:), "
                    + "date(bySettingHour:minute:second:of:), startOfDay(for:), range(of:in:for:), "
                    + "ordinality(of:in:for:), isDateInToday(_:) (Tomorrow, Yesterday), isDateInWeekend(_:) and "
                    + "isDate(_:inSameDayAs:)", at: node)
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

    /// 1582-10-15, the first day of the Gregorian calendar, in days since 1970-01-01: Foundation's Gregorian calendar
    /// reads earlier days in the Julian one (`Date.distantPast` prints as 0001-01-01).
    static let gregorianStart = -141_427

    /// Days since 1970-01-01 → (year, month, day) in the Julian calendar (from the Julian day number).
    static func julian(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let c = days + 2_440_588 + 32_082
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        return (d - 4800 + m / 10, m + 3 - 12 * (m / 10), e - (153 * m + 2) / 5 + 1)
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

    /// `calendar.date(from: components)`: the date the components name, missing ones at their start (year 1,
    /// January, the 1st, midnight); values past their unit's end carry over, as Foundation's lenient calendar does.
    private static func date(from v: Value, evaluator e: Evaluator, at node: some SyntaxProtocol) throws -> Double {
        guard case .structValue(let c) = v, c.typeName == componentsType else {
            throw e.error("date(from:) takes DateComponents, found a value of type \(e.typeName(of: v))", at: node)
        }
        func part(_ name: String) -> Int? { if case .int(let n)? = c.field(name) { n } else { nil } }
        if part("day") == nil, part("weekday") != nil || part("weekOfMonth") != nil || part("weekOfYear") != nil {
            throw e.error(
                "date(from:) with weekday or week components and no day is not modelled by the playground", at: node,
                help: "give year, month and day")
        }
        let values = [
            part("year") ?? 1, part("month") ?? 1, part("day") ?? 1, part("hour") ?? 0,
            part("minute") ?? 0, part("second") ?? 0,
        ]
        guard values.allSatisfy({ Swift.abs($0) < 100_000_000 }) else {
            throw e.error("the date would be out of range", at: node)
        }
        let months = values[0] * 12 + values[1] - 1
        let year = Int((Double(months) / 12).rounded(.down))
        let first = Self.days(year: year, month: months - year * 12 + 1, day: 1)
        let seconds =
            Double(first + values[2] - 1) * 86_400 + Double(values[3] * 3600 + values[4] * 60 + values[5])
        let t = seconds - between1970AndReferenceDate
        guard Swift.abs(seconds) < limit else { throw e.error("the date would be out of range", at: node) }
        return t
    }

    /// `calendar.range(of: .day, in: .month, for: date)`: the values the smaller unit takes in the larger one
    /// around `t`; nil for a pair the playground does not model.
    private static func range(
        of smaller: String, in larger: String, at t: Double, firstWeekday: Int, evaluator e: Evaluator,
        node: some SyntaxProtocol
    ) throws -> Range<Int>? {
        let (days, _) = try checkedDays(t, evaluator: e, at: node)
        let (y, m, d) = civil(days)
        let monthLength =
            Self.days(year: m == 12 ? y + 1 : y, month: m == 12 ? 1 : m + 1, day: 1)
            - Self.days(year: y, month: m, day: 1)
        switch (smaller, larger) {
        case ("day", "month"): return 1..<(monthLength + 1)
        case ("day", "year"):
            return 1..<(Self.days(year: y + 1, month: 1, day: 1) - Self.days(year: y, month: 1, day: 1) + 1)
        case ("month", "year"): return 1..<13
        case ("weekday", "weekOfMonth"), ("weekday", "weekOfYear"), ("weekday", "month"): return 1..<8
        case ("hour", "day"): return 0..<24
        case ("minute", "hour"), ("second", "minute"): return 0..<60
        case ("weekOfMonth", "month"):
            let last = try value(
                of: "weekOfMonth", at: t + Double(monthLength - d) * 86_400, firstWeekday: firstWeekday, evaluator: e,
                node: node)
            return 1..<(last + 1)
        default: return nil
        }
    }

    private static func value(
        of unit: String, at t: Double, firstWeekday: Int = 1, evaluator e: Evaluator, node: some SyntaxProtocol
    ) throws -> Int {
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
            // The days of the 1st's week before it (weeks start on the calendar's firstWeekday; Sunday is 0).
            let before = (((days - (d - 1) + 4) % 7 + 7) % 7 - (firstWeekday - 1) + 7) % 7
            return (d - 1 + before) / 7 + 1
        default:  // weekOfYear, with weeks starting on firstWeekday and any days of January 1's week counting
            let before = (((jan1 + 4) % 7 + 7) % 7 - (firstWeekday - 1) + 7) % 7
            return (days - jan1 + before) / 7 + 1
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
        let (y, m, d) = Int(days) < gregorianStart ? julian(Int(days)) : civil(Int(days))
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
