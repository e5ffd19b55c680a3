import Testing

@Test func placeholder_BrickRasterTests() { #expect(Bool(true)) }
