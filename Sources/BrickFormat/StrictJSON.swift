/// A strict JSON reader (RFC 8259) for `.json` layout files: the same nodes, with the same
/// line:column marks, as the YAML composer builds, so one `LayoutValidator` serves both formats.
///
/// YAML accepts much that JSON does not (comments, single quotes, trailing commas, `0x20`,
/// unquoted keys), and libyaml rejects valid JSON such as a surrogate-pair escape
/// (`"\ud83d\ude00"`, what Python's `json.dump` writes). A `.json` file is therefore parsed
/// here: every deviation from the grammar is an error at its line and column, saying what
/// JSON allows instead.
///
/// Strings become double-quoted scalars (so `"true"` stays a string); numbers, `true`, `false`
/// and `null` become plain scalars, as YAML's core schema reads them.
struct StrictJSON {
  /// A syntax error at a 1-based line and column (columns count Unicode scalars).
  struct Failure: Error {
    var line: Int
    var column: Int
    var message: String
    var expected: String
    var kind: LayoutError.Kind = .syntax
    /// The message as users read it: syntax errors say so, as Yams' do.
    var fullMessage: String {
      kind == .syntax && !message.hasPrefix("duplicate key") ? "syntax error: \(message)" : message
    }
  }

  /// The file's UTF-8 bytes: the text's own storage, valid while `parse` runs.
  private let bytes: UnsafeBufferPointer<UInt8>
  private var i = 0
  private var line = 1
  /// The byte offset where the current line starts, for columns.
  private var lineStart = 0
  /// Whether the current line so far holds a byte outside ASCII (only strings may): until it
  /// does, a column is a byte offset.
  private var lineHasNonASCII = false
  private let maximumNesting: Int
  private var nesting = 0
  /// The pairs and items of the objects and lists being read, innermost last: each is moved
  /// out at its close into an array of its own size (appending to a fresh array per object
  /// leaves it up to twice as large as needed, most of a large file's memory).
  private let openPairs = OpenNodes<DocNode.Mapping.Pair>()
  private let openItems = OpenNodes<DocNode>()
  /// Whether some string holds a `{` or an escape (which may stand for one).
  private var hasBraces = false
  /// Takes the elements of one list as they are parsed (see `parse`).
  private let stream: ElementStream?
  /// How many elements went to `stream`.
  private var streamed = 0

  /// Where a value stands: how many keys of `stream`'s path lead to it from the document's
  /// value (0 for that value itself), or -1 when it is off the path (or nothing is streamed).
  private typealias Place = Int
  private static let offPath: Place = -1

  private init(_ bytes: UnsafeBufferPointer<UInt8>, maximumNesting: Int, stream: ElementStream?) {
    self.bytes = bytes
    self.maximumNesting = maximumNesting
    self.stream = stream
  }

  /// Parses a whole JSON document; its root is nil for a document of only white space.
  ///
  /// With `stream`, the elements of the list at its path go to it in batches as they are
  /// parsed instead of into the document (that list's node has no items), so a large file's
  /// elements can be read while the rest is parsed and need not all be held at once. When
  /// parsing fails, what the stream was given is from a document that does not exist.
  static func parse(
    _ text: String, maximumNesting: Int, stream: ElementStream? = nil
  ) throws(Failure) -> Document {
    var text = text
    return try text.withUTF8 { bytes in
      Result { () throws(Failure) -> Document in
        var parser = StrictJSON(bytes, maximumNesting: maximumNesting, stream: stream)
        let root = try parser.document()
        return Document(root: root, hasBraces: parser.hasBraces)
      }
    }.get()
  }

  /// The document's one value, after an optional byte order mark and white space.
  private mutating func document() throws(Failure) -> DocNode? {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { (i, lineStart) = (3, 3) }
    skipSpace()
    guard i < bytes.count else { return nil }
    let value = try value(stream == nil ? Self.offPath : 0)
    skipSpace()
    if i < bytes.count {
      try rejectComment()
      throw failure(
        "unexpected \(describeHere()) after the document's value",
        expected: "one JSON value per file (a single object with a \"root\" key)")
    }
    return value
  }

  // MARK: - Positions

  /// The last column computed: (byte offset, column), on the current line. Columns are asked
  /// for in increasing order as parsing moves on, so each is counted from the last one, and a
  /// minified file of one long line costs one pass, not one per node.
  private var columnCache = (offset: 0, column: 1)

  /// The 1-based column of byte `offset` on the current line, in Unicode scalars.
  private mutating func column(at offset: Int) -> Int {
    if !lineHasNonASCII && offset >= lineStart { return offset - lineStart + 1 }
    var (k, column) = columnCache
    if k < lineStart || k > offset { (k, column) = (lineStart, 1) }
    while k < offset {
      if bytes[k] & 0xC0 != 0x80 { column += 1 }
      k += 1
    }
    columnCache = (offset, column)
    return column
  }

  private var mark: DocMark {
    mutating get { DocMark(line: line, column: column(at: i)) }
  }

  private mutating func failure(
    _ message: String, expected: String, at offset: Int? = nil
  ) -> Failure {
    Failure(line: line, column: column(at: offset ?? i), message: message, expected: expected)
  }

  /// What stands at the current position, in words: `',' `, `the end of the file`.
  private func describeHere() -> String {
    guard i < bytes.count else { return "the end of the file" }
    let b = bytes[i]
    if b == 0x0A || b == 0x0D { return "a line break" }
    if b == 0x09 { return "a tab" }
    var end = i + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(String(decoding: bytes[i..<end], as: UTF8.self))'"
  }

  /// Skips JSON's white space (space, tab, line feed, carriage return), counting lines.
  /// Comments are not JSON: `//` and `/*` are reported as such.
  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0D: i += 1
      case 0x0A:
        i += 1
        line += 1
        lineStart = i
        lineHasNonASCII = false
      default: return
      }
    }
  }

  // MARK: - Values

  private mutating func value(_ place: Place = StrictJSON.offPath) throws(Failure) -> DocNode {
    guard i < bytes.count else {
      throw failure("the file ends where a value should be", expected: "a JSON value")
    }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object(place)
    case UInt8(ascii: "["): return try array(place)
    case UInt8(ascii: "\""):
      let at = mark
      let text: String
      if let short = shortString(key: false) { text = short } else { text = try string() }
      return .scalar(DocNode.Scalar(text, .str, .doubleQuoted, at))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let at = mark
      let (text, isInteger) = try number()
      return .scalar(DocNode.Scalar(text, isInteger ? .int : .float, .plain, at))
    case UInt8(ascii: "t"): return try literal("true")
    case UInt8(ascii: "f"): return try literal("false")
    case UInt8(ascii: "n"): return try literal("null")
    case UInt8(ascii: "'"):
      throw failure(
        "a single-quoted string is not JSON", expected: "strings in double quotes: \"text\"")
    case UInt8(ascii: "/"), UInt8(ascii: "#"):
      throw failure("comments are not JSON", expected: "JSON without comments (or a .yaml file)")
    case UInt8(ascii: "+"), UInt8(ascii: "."):
      throw failure(
        "a number may not start with '\(Character(UnicodeScalar(bytes[i])))' in JSON",
        expected: "a number such as 0.5, -3 or 1e3")
    default:
      throw failure(
        "unexpected \(describeHere()) where a value should be",
        expected: "a JSON value: an object, a list, a \"string\", a number, true, false or null")
    }
  }

  private mutating func literal(_ word: String) throws(Failure) -> DocNode {
    let at = mark
    let start = i
    var end = i
    while end < bytes.count,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end])
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[end])
    {
      end += 1
    }
    let found = String(decoding: bytes[start..<end], as: UTF8.self)
    guard found == word else {
      throw failure(
        "'\(found)' is not a JSON value",
        expected: "true, false, null, a number or a \"string\"", at: start)
    }
    i = end
    return .scalar(DocNode.Scalar(word, word == "null" ? .null : .bool, .plain, at))
  }

  private mutating func enter() throws(Failure) {
    nesting += 1
    if nesting > maximumNesting {
      var error = failure(
        "nesting deeper than 1,000 levels",
        expected: "at most 1,000 levels of nodes inside sections (and at most "
          + "\(maximumNesting) nested objects and lists)")
      error.kind = .tooDeep
      throw error
    }
  }

  private mutating func object(_ place: Place) throws(Failure) -> DocNode {
    let at = mark
    try enter()
    i += 1  // {
    let base = openPairs.open()
    defer { openPairs.close(base) }
    // Keys by the line they were first used on, once an object is too long to search.
    var firstLine: [String: Int] = [:]
    // A bit per UTF-8 length (modulo 64) of the keys so far.
    var keyLengths: UInt64 = 0
    if closesEmpty("}") { return .mapping(DocNode.Mapping([], .map, at)) }
    while true {
      skipSpace()
      guard i < bytes.count else {
        throw failure("the file ends inside an object", expected: "a closing '}'")
      }
      guard bytes[i] == UInt8(ascii: "\"") else {
        if bytes[i] == UInt8(ascii: "'") {
          throw failure(
            "a single-quoted key is not JSON", expected: "keys in double quotes: \"root\"")
        }
        try rejectComment()
        if bytes[i] == UInt8(ascii: "}") {
          throw failure(
            "a trailing comma is not JSON", expected: "no ',' before the closing '}'",
            at: lastComma())
        }
        throw failure(
          "unexpected \(describeHere()) where a key should be",
          expected: "a key in double quotes, such as \"root\"")
      }
      let keyMark = mark
      let keyLine = line
      let keyColumn = column(at: i)
      let key: String
      if let short = shortString(key: true) { key = short } else { key = try string() }
      let lengthBit: UInt64 = 1 << UInt64(key.utf8.count & 63)
      // A key of a length not met yet in this object is not a duplicate.
      if keyLengths & lengthBit != 0,
        let first = firstUse(of: key, in: openPairs.top(base), index: &firstLine)
      {
        throw Failure(
          line: keyLine, column: keyColumn,
          message: "duplicate key '\(DocText.clip(key))' (first used at line \(first))",
          expected: "each key once in a mapping")
      }
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw failure(
          "expected ':' after the key \"\(DocText.clip(key))\", found \(describeHere())",
          expected: "\"key\": value")
      }
      i += 1
      skipSpace()
      let value = try value(placeOfValue(in: place, key: key))
      let keyNode = DocNode.scalar(.init(key, .str, .doubleQuoted, keyMark))
      openPairs.append(.init(key: keyNode, value: value))
      keyLengths |= lengthBit
      if !firstLine.isEmpty { firstLine[key] = keyLine }
      if try closes("}", "an object", after: "a value", between: "entries") {
        return .mapping(DocNode.Mapping(openPairs.take(base), .map, at))
      }
    }
  }

  /// True past the closing `close` of an empty object or list (the nesting level left).
  @inline(__always)
  private mutating func closesEmpty(_ close: Unicode.Scalar) -> Bool {
    skipSpace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: close) else { return false }
    i += 1
    nesting -= 1
    return true
  }

  /// After an entry of an object or a list: true past the closing `close` (the nesting level
  /// left), false past a `,`; anything else is an error that names the container (`inside`),
  /// the entry (`after`) and its kind in the plural (`between`).
  @inline(__always)
  private mutating func closes(
    _ close: Unicode.Scalar, _ inside: String, after entry: String, between entries: String
  ) throws(Failure) -> Bool {
    skipSpace()
    guard i < bytes.count else {
      throw failure("the file ends inside \(inside)", expected: "',' or a closing '\(close)'")
    }
    if bytes[i] == UInt8(ascii: ",") {
      i += 1
      return false
    }
    if bytes[i] == UInt8(ascii: close) {
      i += 1
      nesting -= 1
      return true
    }
    try rejectComment()
    throw failure(
      "expected ',' or '\(close)' after \(entry), found \(describeHere())",
      expected: "',' between \(entries), '\(close)' after the last")
  }

  /// Hands the elements of the streamed list parsed since the last batch to `stream`.
  private mutating func handOver(_ base: Int) {
    guard let stream else { return }
    let batch = openItems.take(base)
    guard !batch.isEmpty else { return }
    stream.receive(batch, streamed, ParseProgress(bytesParsed: i, hasBraces: hasBraces))
    streamed += batch.count
  }

  /// Where the value of `key` stands, in an object that stands at `place`.
  @inline(__always)
  private func placeOfValue(in place: Place, key: String) -> Place {
    // Off the path (most objects) without looking at the stream.
    guard place >= 0, let stream, place < stream.path.count,
      DocText.same(key, stream.path[place])
    else { return Self.offPath }
    return place + 1
  }

  /// True when a list at `place` is the streamed one.
  private func isStreamed(_ place: Place) -> Bool {
    guard let stream else { return false }
    return place == stream.path.count
  }

  /// Short strings met so far, by a hash of their bytes, one table for keys and one for
  /// values: a large file repeats a few keys on every object (and a few values, such as
  /// types), and a string found here costs no new string and no check of its UTF-8.
  private let keyCache = ShortStrings()
  private let valueCache = ShortStrings()

  /// Strings of at most 15 ASCII bytes, each kept with its bytes in two words (the second
  /// also holding the length), in a table of 64 entries indexed by a hash of those words. An
  /// entry starts as the empty string, whose words are zero.
  private final class ShortStrings {
    private struct Entry {
      var low: UInt64 = 0
      var high: UInt64 = 0
      var text = ""
    }

    private let places = UnsafeMutablePointer<Entry>.allocate(capacity: 64)

    init() { places.initialize(repeating: Entry(), count: 64) }

    deinit {
      places.deinitialize(count: 64)
      places.deallocate()
    }

    /// The string of the bytes at `start` (`count` of them, given as `words`).
    func string(
      _ words: (low: UInt64, high: UInt64), _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int,
      _ count: Int
    ) -> String {
      let slot = Int(truncatingIfNeeded: ((words.low ^ words.high) &* 0x9E37_79B9_7F4A_7C15) >> 58)
      let place = places + slot
      if place.pointee.low == words.low && place.pointee.high == words.high {
        return place.pointee.text
      }
      let text = String(decoding: bytes[start..<start + count], as: UTF8.self)
      place.pointee = Entry(low: words.low, high: words.high, text: text)
      return text
    }
  }

  /// The string at `i` when it is at most 15 bytes of printable ASCII without an escape or a
  /// brace (most keys and many values), from `keyCache` or `valueCache` when it was met
  /// before; nil, with `i` unmoved, for any other string (`string()` reads those).
  ///
  /// The 16 bytes after the opening quote are looked at as two words at once: where the
  /// closing quote is, and whether a byte before it is outside ASCII, a control character,
  /// a backslash or a brace.
  private mutating func shortString(key: Bool) -> String? {
    let start = i + 1
    guard start + 16 <= bytes.count, let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base + start)
    let w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    let w1 = UInt64(littleEndian: (raw + 8).loadUnaligned(as: UInt64.self))
    let q0 = Self.zeroBytes(w0 ^ Self.every(0x22))
    let q1 = Self.zeroBytes(w1 ^ Self.every(0x22))
    let count =
      q0 != 0 ? q0.trailingZeroBitCount / 8 : q1 != 0 ? 8 + q1.trailingZeroBitCount / 8 : 16
    guard count < 16 else { return nil }
    // The bytes before the quote, the others replaced by a harmless 'a'.
    let mask0: UInt64 = count >= 8 ? ~0 : (1 << UInt64(8 * count)) - 1
    let mask1: UInt64 = count <= 8 ? 0 : (1 << UInt64(8 * (count - 8))) - 1
    let filler = Self.every(UInt8(ascii: "a"))
    let x0 = (w0 & mask0) | (filler & ~mask0)
    let x1 = (w1 & mask1) | (filler & ~mask1)
    guard Self.plain(x0) && Self.plain(x1) else { return nil }
    let words = (low: w0 & mask0, high: (w1 & mask1) | UInt64(count) << 56)
    i = start + count + 1
    return key
      ? keyCache.string(words, bytes, start, count) : valueCache.string(words, bytes, start, count)
  }

  /// True when no byte of `x` is outside ASCII, a control character, a backslash or a brace.
  private static func plain(_ x: UInt64) -> Bool {
    let nonASCII = x & every(0x80)
    // Exact once no byte is outside ASCII: a byte below 0x20 sets its high bit.
    let control = (x &- every(0x20)) & ~x & every(0x80)
    let escape = zeroBytes(x ^ every(UInt8(ascii: "\\")))
    let brace = zeroBytes(x ^ every(UInt8(ascii: "{")))
    return nonASCII | control | escape | brace == 0
  }

  /// `b` in every byte of a word.
  private static func every(_ b: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(b) }

  /// A word with the high bit set in the lowest byte of `x` that is zero (and perhaps in
  /// higher bytes); zero when no byte is.
  private static func zeroBytes(_ x: UInt64) -> UInt64 {
    (x &- every(0x01)) & ~x & every(0x80)
  }

  /// Objects up to this many keys are searched for a duplicate key; longer ones keep an index.
  private static let searchedKeys = 16

  /// The line `key` was first used on in `pairs`, or nil.
  private func firstUse(
    of key: String, in pairs: UnsafeBufferPointer<DocNode.Mapping.Pair>, index: inout [String: Int]
  ) -> Int? {
    if pairs.count <= Self.searchedKeys {
      for pair in pairs {
        if case .scalar(let s) = pair.key, s.string == key { return s.mark?.line ?? 1 }
      }
      return nil
    }
    if index.isEmpty {
      for pair in pairs.reversed() {
        if case .scalar(let s) = pair.key { index[s.string] = s.mark?.line ?? 1 }
      }
    }
    return index[key]
  }

  private mutating func array(_ place: Place) throws(Failure) -> DocNode {
    let at = mark
    try enter()
    i += 1  // [
    let base = openItems.open()
    defer { openItems.close(base) }
    let streaming = isStreamed(place)
    let batchSize = stream?.batchSize ?? 0
    if closesEmpty("]") { return .sequence(DocNode.Sequence([], .seq, at)) }
    while true {
      skipSpace()
      if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
        throw failure(
          "a trailing comma is not JSON", expected: "no ',' before the closing ']'",
          at: lastComma())
      }
      let item = try value()
      openItems.append(item)
      if streaming && openItems.open() - base == batchSize { handOver(base) }
      if try closes("]", "a list", after: "a list item", between: "items") {
        if streaming { handOver(base) }
        return .sequence(DocNode.Sequence(openItems.take(base), .seq, at))
      }
    }
  }

  /// Reports a comment at the current position.
  private mutating func rejectComment() throws(Failure) {
    if i < bytes.count, bytes[i] == UInt8(ascii: "/") || bytes[i] == UInt8(ascii: "#") {
      throw failure("comments are not JSON", expected: "JSON without comments (or a .yaml file)")
    }
  }

  /// The offset of the comma before the current position on this line (for trailing commas),
  /// or the current position.
  private func lastComma() -> Int {
    var k = i - 1
    while k >= lineStart {
      if bytes[k] == UInt8(ascii: ",") { return k }
      k -= 1
    }
    return i
  }

  // MARK: - Scalars

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as its text, and whether it is
  /// an integer (no fraction, no exponent).
  private mutating func number() throws(Failure) -> (text: String, isInteger: Bool) {
    let start = i
    func digits(_ parser: inout StrictJSON) -> Int {
      let from = parser.i
      while parser.i < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.i])
      {
        parser.i += 1
      }
      return parser.i - from
    }
    let expected = "a JSON number such as 12, -0.5 or 1e3"
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) else {
      throw failure("'-' must be followed by a digit", expected: expected, at: start)
    }
    if bytes[i] == UInt8(ascii: "0") {
      i += 1
      if i < bytes.count {
        if bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") {
          throw failure("hexadecimal numbers are not JSON", expected: expected, at: start)
        }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
          throw failure(
            "a number may not have a leading zero in JSON", expected: expected, at: start)
        }
      }
    } else {
      _ = digits(&self)
    }
    var isInteger = true
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      isInteger = false
      i += 1
      guard digits(&self) > 0 else {
        throw failure("a '.' must be followed by digits in JSON", expected: expected, at: start)
      }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      isInteger = false
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits(&self) > 0 else {
        throw failure("an exponent needs digits in JSON", expected: expected, at: start)
      }
    }
    return (String(decoding: bytes[start..<i], as: UTF8.self), isInteger)
  }

  /// A double-quoted string with JSON's escapes; surrogate pairs combine into one scalar.
  private mutating func string() throws(Failure) -> String {
    let open = i
    i += 1
    // The string's UTF-8, built once: runs of plain bytes are copied, escapes encoded. (Joining
    // scalars into a String view copied the string so far on every escape: 22 s for a million
    // `\n`.)
    // No nested function touches `utf8`, so it is never boxed and appends stay in place.
    var utf8: [UInt8] = []
    var runStart = i
    while true {
      guard i < bytes.count else {
        throw failure(
          "the file ends inside a string (opened at column \(column(at: open)))",
          expected: "a closing '\"'")
      }
      let b = bytes[i]
      if b == UInt8(ascii: "\"") {
        if runStart == open + 1 {
          // No escape: the bytes are the string (one copy, no scalar-by-scalar append).
          let text = String(decoding: bytes[runStart..<i], as: UTF8.self)
          i += 1
          return text
        }
        utf8.append(contentsOf: bytes[runStart..<i])
        i += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if b < 0x20 {
        throw failure(
          b == 0x0A
            ? "a string may not span lines in JSON"
            : "a control character (0x\(hex(b))) in a string",
          expected: b == 0x0A
            ? "\\n for a line break inside a string" : "an escape such as \\t or \\u0001")
      }
      if b != UInt8(ascii: "\\") {
        if b == UInt8(ascii: "{") { hasBraces = true }
        if b >= 0x80 { lineHasNonASCII = true }
        i += 1
        continue
      }
      hasBraces = true
      utf8.append(contentsOf: bytes[runStart..<i])
      let escape = i
      i += 1
      guard i < bytes.count else {
        throw failure("the file ends inside an escape", expected: "a closing '\"'")
      }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""): Self.append("\"", to: &utf8)
      case UInt8(ascii: "\\"): Self.append("\\", to: &utf8)
      case UInt8(ascii: "/"): Self.append("/", to: &utf8)
      case UInt8(ascii: "b"): Self.append("\u{8}", to: &utf8)
      case UInt8(ascii: "f"): Self.append("\u{C}", to: &utf8)
      case UInt8(ascii: "n"): Self.append("\n", to: &utf8)
      case UInt8(ascii: "r"): Self.append("\r", to: &utf8)
      case UInt8(ascii: "t"): Self.append("\t", to: &utf8)
      case UInt8(ascii: "u"):
        let first = try hex4(escapeAt: escape)
        if (0xD800...0xDBFF).contains(first) {
          guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"),
            bytes[i + 1] == UInt8(ascii: "u")
          else {
            throw failure(
              "a lone surrogate \\u\(hex16(first)) (the first half of a pair)",
              expected: "a pair such as \\ud83d\\ude00, or the character itself", at: escape)
          }
          let second = i
          i += 2
          let low = try hex4(escapeAt: second)
          guard (0xDC00...0xDFFF).contains(low) else {
            throw failure(
              "\\u\(hex16(first)) must be followed by a low surrogate (\\udc00 to \\udfff)",
              expected: "a pair such as \\ud83d\\ude00", at: second)
          }
          let value = 0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
          if let scalar = Unicode.Scalar(value) { Self.append(scalar, to: &utf8) }
        } else if (0xDC00...0xDFFF).contains(first) {
          throw failure(
            "a lone surrogate \\u\(hex16(first)) (the second half of a pair)",
            expected: "a pair such as \\ud83d\\ude00, or the character itself", at: escape)
        } else if let scalar = Unicode.Scalar(first) {
          Self.append(scalar, to: &utf8)
        }
      default:
        throw failure(
          "'\\\(Character(UnicodeScalar(e)))' is not a JSON escape",
          expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escape)
      }
      runStart = i
    }
  }

  /// Appends the UTF-8 of `scalar`.
  @inline(__always)
  private static func append(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
    if let encoded = UTF8.encode(scalar) { utf8.append(contentsOf: encoded) }
  }

  /// Four hex digits after `\u`, as a number.
  private mutating func hex4(escapeAt escape: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard i < bytes.count, let digit = Self.hexValue(bytes[i]) else {
        throw failure(
          "\\u must be followed by four hex digits", expected: "an escape such as \\u00e9",
          at: escape)
      }
      value = value << 4 | digit
      i += 1
    }
    return value
  }

  private static func hexValue(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func hex(_ b: UInt8) -> String {
    let s = String(b, radix: 16, uppercase: true)
    return s.count < 2 ? "0" + s : s
  }

  private func hex16(_ v: UInt32) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
  }
}

/// The elements of one list of a document, handed over as the parser finishes them: the
/// loader's read-ahead (the parser knows nothing of what the list holds).
struct ElementStream {
  /// The keys from the document's value to the list, outermost first (`["root", "bricks"]`).
  var path: [String]
  /// How many elements are handed over at a time (the last batch may be smaller).
  var batchSize: Int
  /// Receives each batch, with the index of its first element in the list and how far the
  /// parser is. The parser keeps none of the elements.
  var receive: (_ elements: [DocNode], _ firstIndex: Int, _ progress: ParseProgress) -> Void
}

/// How far a parser is when it hands over a batch of a streamed list.
struct ParseProgress {
  /// Bytes of the text parsed so far.
  var bytesParsed: Int
  /// Whether a string parsed so far may hold a `{` (`Document.hasBraces`).
  var hasBraces: Bool
}
