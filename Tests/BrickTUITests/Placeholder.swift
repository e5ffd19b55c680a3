import Testing

@Test func placeholder_BrickTUITests() { #expect(Bool(true)) }
