import Testing

@Test func placeholder_BrickCoreTests() { #expect(Bool(true)) }
