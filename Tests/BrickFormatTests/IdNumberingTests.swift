import Testing

@testable import BrickFormat

/// `IdTable` numbers names as a `[String: Int]` filled in the same order would: checked
/// against one over random sequences with repeats, through every growth of the table, with
/// and without a reservation, and for names that differ only in their bytes.
@Suite struct IdNumberingTests {
  /// Names from a small alphabet, so sequences repeat names often.
  static func names(count: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let parts = ["b", "title", "row", "é", "e\u{301}", "#", "", "🧱", "header-", "x"]
    return (0..<count).map { _ in
      let n = Int(next() % 3) + 1
      return (0..<n).map { _ in parts[Int(next() % UInt64(parts.count))] }.joined()
        + String(next() % UInt64(max(1, count / 4)))
    }
  }

  @Test(arguments: [(0, 1), (1, 2), (17, 3), (300, 4), (5_000, 5), (40_000, 6)])
  func numbersNamesAsADictionaryWould(count: Int, seed: UInt64) {
    for reserved in [0, count] {
      var table = IdTable()
      if reserved > 0 { table.reserveCapacity(reserved) }
      var model: [String: Int] = [:]
      for name in Self.names(count: count, seed: seed) {
        let expected = model[name]
        let (number, inserted) = table.insert(name)
        #expect(inserted == (expected == nil))
        #expect(number == expected ?? model.count)
        if expected == nil { model[name] = number }
      }
      #expect(table.count == model.count)
      for (name, number) in model {
        #expect(table.number(of: name) == number)
        #expect(table.names[number] == name)
      }
      for missing in ["never", "b-1", "title\u{0}"] {
        #expect(table.number(of: missing) == model[missing])
      }
    }
  }

  /// Canonically equivalent names are one name, as they are for a dictionary; names whose
  /// bytes differ otherwise are two.
  @Test func equalityIsStringEquality() {
    var table = IdTable()
    #expect(table.insert("caf\u{E9}") == (0, true))
    #expect(table.insert("cafe\u{301}") == (0, false))
    #expect(table.insert("Cafe") == (1, true))
    #expect(table.number(of: "cafe") == nil)
    #expect(table.number(of: "cafe\u{301}") == 0)
  }
}
