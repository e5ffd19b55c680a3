/// The reader's explicit ids and identifiers, numbered in the order they are first met.
///
/// An open-addressing table of 64-bit slots, each holding a name's number and the high half of
/// its hash, so a probe compares names only when their hashes agree, and a lookup touches one
/// slot and one name. A `[String: Int32]` took about twice as long for a file of 100,000 ids
/// (a dictionary keeps its metadata, keys and values in three places). Hashes are the
/// standard library's seeded ones, so no file can be written to collide.
struct IdTable {
  /// The names, by number.
  private(set) var names: [String] = []
  /// A power of two at least twice `names.count`: `hash-high << 32 | number + 1`, 0 for empty.
  private var slots = [UInt64](repeating: 0, count: 16)

  var count: Int { names.count }

  /// Makes room for `count` names in all, so the table does not grow while they are added.
  mutating func reserveCapacity(_ count: Int) {
    names.reserveCapacity(count)
    if Self.slotCount(for: count) > slots.count { rehash(slotCount: Self.slotCount(for: count)) }
  }

  /// The number of `name`, or nil when it was never added.
  func number(of name: String) -> Int? { find(name).number }

  /// The number of `name`, adding it with the next number when it is new.
  mutating func insert(_ name: String) -> (number: Int, inserted: Bool) {
    if Self.slotCount(for: names.count + 1) > slots.count {
      rehash(slotCount: slots.count * 2)
    }
    let found = find(name)
    if let number = found.number { return (number, false) }
    let number = names.count
    names.append(name)
    slots[found.slot] = found.high | UInt64(number + 1)
    return (number, true)
  }

  /// `name`'s slot and number, or the empty slot it would take; and its hash's high half.
  private func find(_ name: String) -> (slot: Int, number: Int?, high: UInt64) {
    let hash = name.hashValue
    let high = Self.high(hash)
    let mask = slots.count - 1
    var i = hash & mask
    while true {
      let slot = slots[i]
      if slot == 0 { return (i, nil, high) }
      if slot & Self.highMask == high {
        let number = Int(truncatingIfNeeded: slot & Self.lowMask) - 1
        if names[number] == name { return (i, number, high) }
      }
      i = (i + 1) & mask
    }
  }

  private static let highMask: UInt64 = 0xFFFF_FFFF_0000_0000
  private static let lowMask: UInt64 = 0x0000_0000_FFFF_FFFF

  private static func high(_ hash: Int) -> UInt64 {
    UInt64(bitPattern: Int64(hash)) & highMask
  }

  /// The slots for `count` names: a power of two, at least 16 and at least twice `count`.
  private static func slotCount(for count: Int) -> Int {
    var n = 16
    while n < count * 2 { n *= 2 }
    return n
  }

  private mutating func rehash(slotCount: Int) {
    slots = [UInt64](repeating: 0, count: slotCount)
    let mask = slotCount - 1
    for (number, name) in names.enumerated() {
      let hash = name.hashValue
      var i = hash & mask
      while slots[i] != 0 { i = (i + 1) & mask }
      slots[i] = Self.high(hash) | UInt64(number + 1)
    }
  }
}
