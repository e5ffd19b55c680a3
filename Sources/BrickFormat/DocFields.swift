/// A mapping's entries after `LayoutValidator.fields` checked its keys: each key once, each a
/// scalar, each one the place allows.
///
/// The entries are the mapping's own pairs when every key belongs (the array is shared with
/// the document, so reading a brick's keys copies nothing); a copy of those kept only when
/// a key was refused or given twice.
struct DocFields {
  var node: DocNode
  var path: DocPath
  /// The entries in file order, each key once and a scalar (a mapping has a dozen keys at
  /// most, so a search is quicker than hashing).
  var pairs: [DocNode.Mapping.Pair]
  /// How many keys were reported as not belonging here.
  var rejectedCount = 0
  /// A bit per UTF-8 length (modulo 64) of the keys in `pairs`: most keys looked up are
  /// not there, and most of those are found missing without comparing strings.
  var lengths: UInt64 = 0

  /// The text of entry `i`'s key.
  func name(_ i: Int) -> String { Self.name(of: pairs[i].key) }
  static func name(of key: DocNode) -> String {
    if case .scalar(let scalar) = key { scalar.string } else { "" }
  }
  /// Keys in file order.
  var order: [String] { pairs.indices.map(name) }
  func index(_ key: String) -> Int? {
    guard lengths & Self.lengthBit(key) != 0 else { return nil }
    return pairs.withUnsafeBufferPointer { pairs in
      for i in pairs.indices {
        if case .scalar(let scalar) = pairs[i].key, DocText.same(scalar.string, key) { return i }
      }
      return nil
    }
  }
  /// `key`'s bit in `lengths` (`DocText.same` tells keys of different lengths apart first).
  @inline(__always)
  static func lengthBit(_ key: String) -> UInt64 { 1 << UInt64(key.utf8.count & 63) }
  subscript(_ key: String) -> DocNode? { index(key).map { pairs[$0].value } }
  func has(_ key: String) -> Bool { index(key) != nil }
  func keyNode(_ key: String) -> DocNode? { index(key).map { pairs[$0].key } }
  /// The key path of a value: `root.bricks[3]` + `width`.
  ///
  /// Always inlined: once the fields were a type of their own it was called, with a copy and a
  /// destroy of each path, for every value read (3% more instructions for `check` of 100,000
  /// JSON bricks, callgrind).
  @inline(__always)
  func path(_ key: String) -> DocPath { path.appending(key) }
}
