import Testing

@testable import PlaygroundScript

/// Text measured in a font (`NSString.size(withAttributes:)`, `boundingRect`) sizes cells in real
/// files; the playground has no fonts, so the measurement is a located error that says so, never a guess.
@Suite struct TextMeasurementTests {
    @Test(arguments: [
        ("let w = \"Title\".size(withAttributes: [:]).width", "'size(withAttributes:)'"),
        (
            "let r = \"Title\".boundingRect(with: .zero, options: [], attributes: nil, context: nil)",
            "'boundingRect(with:options:attributes:context:)'"
        ),
    ])
    func measuringTextSaysItIsNotModelled(line: String, spelled: String) {
        let r = runPasted(line)
        #expect(r.failed)
        #expect(
            r.all.first?.hasPrefix(
                "error: \(spelled) measures text in a font, which the playground does not model") == true, "\(r.all)")
    }

    @Test func anotherUnknownStringMethodIsStillSwiftsError() {
        let r = runPasted("let n = \"abc\".sizeOfText()")
        #expect(r.failed)
        #expect(r.all.first?.hasPrefix("error: value of type String has no method 'sizeOfText'") == true, "\(r.all)")
    }
}
