import SwiftSyntax

/// UIKit controls whose state a program sets and then reads to decide what to show
/// (`if segmentControl.selectedSegmentIndex == 0 { applyGrid() }`). The control is drawn by
/// nothing here, but its state is a plain stored property: what the program wrote is read back, and
/// a property it never wrote reads UIKit's documented default, or, where Apple documents none, stays
/// inert (a located error where a decision needs it). Everything else about the control (titles,
/// colours, targets, images) is inert as before.
enum UIControlState {
    /// The controls, by class; each is a `UIControl`.
    static let classes: Set<String> = ["UISegmentedControl", "UISwitch", "UISlider"]

    /// `UISegmentedControl.noSegment`.
    static let noSegment = -1

    /// Makes the control: an object of the UIKit class with its documented defaults as its fields.
    static func make(
        _ typeName: String, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value {
        var fields: [String: Value] = [:]
        for a in args where !a.expr.is(ClosureExprSyntax.self) && !Evaluator.hasLeadingDotOperand(a.expr) {
            let v = try e.evaluate(a.expr, in: scope)
            if typeName == "UISegmentedControl", a.label == "items", case .array(let items) = v {
                // init(items:) makes one segment per title or image.
                fields["numberOfSegments"] = .int(items.count)
            }
        }
        switch typeName {
        case "UISegmentedControl":
            // Evidence: Apple's UISegmentedControl.selectedSegmentIndex: "The default value is noSegment (no
            // segment selected) until the user touches a segment."
            fields["selectedSegmentIndex"] = .int(noSegment)
            if fields["numberOfSegments"] == nil { fields["numberOfSegments"] = .int(0) }
        case "UISlider":
            // Evidence: Apple's UISlider.value, .minimumValue ("The default value of this property is 0.0") and
            // .maximumValue (1.0).
            fields["value"] = .double(0)
            fields["minimumValue"] = .double(0)
            fields["maximumValue"] = .double(1)
        default:
            // UISwitch.isOn: Apple's page gives no default, so it is known only once the program sets it.
            break
        }
        return e.newInstance(typeName: typeName, fields: fields)
    }

    /// The control's setters that take an animation flag (`setOn(_:animated:)`, `setValue(_:animated:)`) and
    /// `selectedSegmentIndex`'s companion `setEnabled(_:forSegmentAt:)` (inert). Nil for any other method.
    static func call(
        _ name: String, on id: Int, typeName: String, args: [CallArgument], evaluator e: Evaluator, in scope: Scope?
    ) throws -> Value? {
        guard let control = controlClass(typeName, session: e.session) else { return nil }
        let property: String
        switch (control, name) {
        case ("UISwitch", "setOn"): property = "isOn"
        case ("UISlider", "setValue"): property = "value"
        default: return nil
        }
        guard args.count == 2, args[0].label == nil, args[1].label == "animated" else { return nil }
        let value = try e.evaluate(args[0].expr, in: scope)
        _ = try e.evaluate(args[1].expr, in: scope)
        e.session.swift.heap[id]?.fields[property] = value
        e.mutated = true
        return .void
    }

    /// The properties that hold each control's state (the value the user picks).
    static let stateProperties: [String: Set<String>] = [
        "UISegmentedControl": ["selectedSegmentIndex"], "UISwitch": ["isOn"],
        "UISlider": ["value", "minimumValue", "maximumValue"],
    ]

    /// Whether `name` is a state property of the control class `typeName` is or inherits from.
    static func isState(_ name: String, of typeName: String, session: Session) -> Bool {
        guard let control = controlClass(typeName, session: session) else { return false }
        return stateProperties[control]?.contains(name) == true
    }

    /// The control class `typeName` is or inherits from.
    static func controlClass(_ typeName: String, session: Session) -> String? {
        guard let base = UIKitSurface.uikitBase(typeName, session: session), classes.contains(base) else { return nil }
        return base
    }
}
