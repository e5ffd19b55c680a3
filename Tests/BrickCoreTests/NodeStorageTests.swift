import Testing

@testable import BrickCore

/// The node's compact storage: small inline, rare fields boxed, values round-trip.
@Suite struct NodeStorageTests {
  @Test func nodeIsCompact() {
    #expect(MemoryLayout<Node>.size <= 64)
  }

  @Test(arguments: [0, 1, 7, Int(Int32.max), Int(Int32.max) + 1, Int(UInt32.max), Int.max])
  func lineAndRepeatRoundTrip(value: Int) {
    var node = Node.brick(repeat: value)
    node.sourceLine = SourceLine(value)
    #expect(node.repeatCount == value)
    #expect(node.sourceLine.line == value)
    #expect(node.background == nil)
    #expect(node.identifier == nil)
  }

  @Test func rareFieldsRoundTripAndKeepEachOther() {
    var node = Node.brick("a")
    node.background = "red"
    node.identifier = "cell"
    node.indexBase = 4
    node.sourceLine = SourceLine(12)
    node.repeatCount = 3
    #expect(node.background == "red")
    #expect(node.identifier == "cell")
    #expect(node.indexBase == 4)
    #expect(node.sourceLine.line == 12)
    #expect(node.repeatCount == 3)
    node.background = nil
    #expect(node.identifier == "cell")
    #expect(node.indexBase == 4)
  }

  @Test func equalityIgnoresTheLineOnly() {
    var a = Node.brick("a")
    var b = Node.brick("a")
    a.sourceLine = SourceLine(3)
    b.sourceLine = SourceLine(Int.max)
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    b.background = "red"
    #expect(a != b)
    b.background = nil
    #expect(a == b)
    b.repeatCount = Int.max
    #expect(a != b)
  }
}
