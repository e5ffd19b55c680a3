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
}
