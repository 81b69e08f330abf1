import Testing
@testable import PlaygroundScript
