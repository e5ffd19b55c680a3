#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small text helpers shared by the parsers, the loader and the reader. They know nothing of
/// layouts: what a key means is the reader's business.
enum DocText {
  /// `a == b`, deciding unequal lengths first: keys are short and mostly differ in length,
  /// and `==` on two different strings takes a slow path.
  @inline(__always)
  static func same(_ a: String, _ b: String) -> Bool {
    a.utf8.count == b.utf8.count && a == b
  }

  /// A value shortened for messages: at most 40 characters, the rest cut to `...`.
  static func clip(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(37)) + "..."
  }

  /// True when the UTF-8 of `text` holds `byte`: `memchr` over the bytes, which also costs
  /// less than the UTF-8 view's generic `contains` on short texts.
  static func hasByte(_ byte: UInt8, in text: String) -> Bool {
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
      #else
        return bytes.contains(byte)
      #endif
    }
    return found ?? text.utf8.contains(byte)
  }
}
