import Testing

@Test func placeholder_BrickFormatTests() { #expect(Bool(true)) }
