/// The reader's explicit ids and identifiers, numbered in the order they are first met.
///
/// An open-addressing table of 64-bit slots, each holding a name's number and the low half of
/// its hash, so a probe compares names only when their hashes agree, a lookup touches one
/// slot and one name, and growing the table moves slots without hashing a name again (a
/// slot's place is its hash's low bits). A `[String: Int32]` took about twice as long for a
/// file of 100,000 ids (a dictionary keeps its metadata, keys and values in three places).
/// Hashes are the standard library's seeded ones, so no file can be written to collide.
struct IdTable {
  /// The names, by number.
  private(set) var names: [String] = []
  /// A power of two at least twice `names.count`: `hash-low << 32 | number + 1`, 0 for empty.
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
    slots[found.slot] = found.tag | UInt64(number + 1)
    return (number, true)
  }

  /// `name`'s slot and number, or the empty slot it would take; and its hash's low half,
  /// shifted to where a slot keeps it (its tag).
  private func find(_ name: String) -> (slot: Int, number: Int?, tag: UInt64) {
    let tag = Self.hashHalf(name.hashValue)
    let mask = slots.count - 1
    var i = Self.home(tag) & mask
    while true {
      let slot = slots[i]
      if slot == 0 { return (i, nil, tag) }
      if slot & Self.highMask == tag {
        let number = Int(truncatingIfNeeded: slot & Self.lowMask) - 1
        if names[number] == name { return (i, number, tag) }
      }
      i = (i + 1) & mask
    }
  }

  private static let highMask: UInt64 = 0xFFFF_FFFF_0000_0000
  private static let lowMask: UInt64 = 0x0000_0000_FFFF_FFFF

  /// The low 32 bits of `hash`, in a slot's high half.
  private static func hashHalf(_ hash: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: hash)) << 32
  }

  /// Where the name whose tag is `tag` would sit in a table of at most 2^32 slots,
  /// before masking.
  private static func home(_ tag: UInt64) -> Int { Int(truncatingIfNeeded: tag >> 32) }

  /// The slots for `count` names: a power of two, at least 16 and at least twice `count`.
  private static func slotCount(for count: Int) -> Int {
    var n = 16
    while n < count * 2 { n *= 2 }
    return n
  }

  /// Moves every slot into a table of `slotCount` slots (a power of two up to 2^32).
  private mutating func rehash(slotCount: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: slotCount)
    let mask = slotCount - 1
    for slot in old where slot != 0 {
      var i = Self.home(slot & Self.highMask) & mask
      while slots[i] != 0 { i = (i + 1) & mask }
      slots[i] = slot
    }
  }
}
